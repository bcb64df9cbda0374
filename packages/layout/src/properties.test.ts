import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampSize,
  collides,
  compactLayout,
  fitToColumns,
  getBreakpointFromWidth,
  getColsFromBreakpoint,
  LAYOUT_ERRORS,
  LayoutError,
  validateLayout,
} from './index.js';
import type { LayoutItem } from './index.js';

const COLS = 12;

/** Items inside 12 columns; later statics that overlap an earlier static become movable. */
const layoutArb = fc
  .array(
    fc.record({
      x: fc.integer({ min: 0, max: COLS - 1 }),
      y: fc.integer({ min: 0, max: 40 }),
      w: fc.integer({ min: 1, max: COLS }),
      h: fc.integer({ min: 1, max: 6 }),
      static: fc.oneof(
        { arbitrary: fc.constant(false), weight: 3 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    }),
    { maxLength: 25 },
  )
  .map((raw) => {
    const statics: LayoutItem[] = [];
    return raw.map((r, index) => {
      const item: LayoutItem = fitToColumns({ i: String(index), ...r }, COLS);
      if (item.static && statics.some((s) => collides(s, item))) item.static = false;
      if (item.static) statics.push(item);
      return item;
    });
  });

const byId = (layout: LayoutItem[]) => new Map(layout.map((l) => [l.i, l]));

describe('compactLayout properties', () => {
  it('never overlaps items', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const out = compactLayout(layout);
        for (let a = 0; a < out.length; a += 1) {
          for (let b = a + 1; b < out.length; b += 1) {
            expect(collides(out[a] as LayoutItem, out[b] as LayoutItem)).toBe(false);
          }
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const once = compactLayout(layout);
        expect(compactLayout(once)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('never moves static items, keeps every item and its columns, and sorts the result', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const out = compactLayout(layout);
        const after = byId(out);
        expect(out).toHaveLength(layout.length);
        for (const item of layout) {
          const moved = after.get(item.i) as LayoutItem;
          expect(moved.x).toBe(item.x);
          expect(moved.w).toBe(item.w);
          expect(moved.h).toBe(item.h);
          if (item.static) expect(moved.y).toBe(item.y);
          expect(moved.y).toBeGreaterThanOrEqual(0);
        }
        for (let k = 1; k < out.length; k += 1) {
          const prev = out[k - 1] as LayoutItem;
          const cur = out[k] as LayoutItem;
          expect(prev.y < cur.y || (prev.y === cur.y && prev.x <= cur.x)).toBe(true);
        }
      }),
    );
  });

  it('never overlaps movable items, with fractional and out-of-grid positions too', () => {
    const fractional = fc.array(
      fc.record({
        i: fc.uuid(),
        x: fc.double({ min: -5, max: 20, noNaN: true }),
        y: fc.double({ min: -5, max: 50, noNaN: true }),
        w: fc.double({ min: 0.25, max: 8, noNaN: true }),
        h: fc.double({ min: 0.25, max: 8, noNaN: true }),
        static: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(fractional, (layout) => {
        const out = compactLayout(layout);
        for (const item of out) {
          if (item.static) continue;
          expect(out.some((other) => other !== item && collides(other, item))).toBe(false);
        }
      }),
    );
  });

  it('never leaves a gap under a movable item', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const out = compactLayout(layout);
        for (const item of out) {
          if (item.static || item.y === 0) continue;
          const raised = { ...item, y: item.y - 1 };
          expect(out.some((other) => other !== item && collides(other, raised))).toBe(true);
        }
      }),
    );
  });
});

describe('clampSize properties', () => {
  const bound = fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined });
  it('always lands within the bounds and at least 1', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.double(),
        bound,
        bound,
        bound,
        bound,
        (w, h, minW, maxW, minH, maxH) => {
          const out = clampSize({ x: 0, y: 0, w, h, minW, maxW, minH, maxH });
          for (const [size, min, max] of [
            [out.w, minW, maxW],
            [out.h, minH, maxH],
          ] as const) {
            expect(size).toBeGreaterThanOrEqual(1);
            const low = Math.max(1, min ?? 1);
            expect(size).toBeGreaterThanOrEqual(low);
            if (max !== undefined) expect(size).toBeLessThanOrEqual(Math.max(low, max));
          }
        },
      ),
    );
  });
});

const documented = (message: string) =>
  message === LAYOUT_ERRORS.notArray ||
  /^VueGridLayout: Layout\[\d+\]\.(x|y|w|h) must be a number!$/.test(message) ||
  /^VueGridLayout: Layout\[\d+\]\.static must be a boolean!$/.test(message);

describe('error properties', () => {
  it('validateLayout throws only the documented messages on arbitrary JSON', () => {
    const itemish = fc.record(
      {
        x: fc.jsonValue(),
        y: fc.jsonValue(),
        w: fc.jsonValue(),
        h: fc.jsonValue(),
        static: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.oneof(itemish, fc.jsonValue()))),
        (value) => {
          try {
            validateLayout(value);
          } catch (error) {
            expect(error).toBeInstanceOf(LayoutError);
            expect(documented((error as Error).message)).toBe(true);
          }
        },
      ),
    );
  });

  it('breakpoint functions throw only LayoutError', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.dictionary(fc.string(), fc.oneof(fc.double(), fc.integer())),
        fc.string(),
        (width, table, name) => {
          for (const run of [
            () => getBreakpointFromWidth(width, table),
            () => getColsFromBreakpoint(name, table),
          ]) {
            try {
              run();
            } catch (error) {
              expect(error).toBeInstanceOf(LayoutError);
            }
          }
        },
      ),
    );
  });
});
