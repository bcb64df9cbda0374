import { describe, expect, it } from 'vitest';
import type { Control } from '@tessera/protocol';
import { control } from '../__tests__/fixtures.js';
import { planGrid } from './gridPlan.js';

const half = control('half', 'Label', { x: 0, y: 0, w: 12, h: 1 });
const moving: Control = {
  ...control('moving', 'Label', { x: 12, y: 0, w: 12, h: 1 }),
  layouts: { sm: { x: 0, y: 3, w: 6, h: 1 } },
};

function plan(width: number, controls: unknown = [half, moving], extra = {}) {
  const result = planGrid({ controls, parentId: null, width, ...extra });
  if (!result.plan) throw new Error(result.error);
  return result.plan;
}

describe('planGrid breakpoints (spec 1 §9)', () => {
  it.each([
    [1300, 'lg', 24],
    [1280, 'md', 20],
    [1000, 'md', 20],
    [800, 'sm', 12],
    [768, 'xs', 8],
    [500, 'xs', 8],
    [375, 'xxs', 4],
  ])('a %i px grid is %s with %i columns', (width, breakpoint, cols) => {
    expect(plan(width)).toMatchObject({ breakpoint, cols, rowHeight: 150, margin: [4, 4] });
  });

  it('places a w=12 item on half the columns at lg and on all of them at sm (spec 1 §4)', () => {
    expect(plan(1300).layouts.lg).toContainEqual({ i: 'half', x: 0, y: 0, w: 12, h: 1 });
    expect(plan(800).layouts.sm).toContainEqual({ i: 'half', x: 0, y: 0, w: 12, h: 1 });
    // xs has 8 columns: the width is capped at the column count.
    expect(plan(500).layouts.xs).toContainEqual({ i: 'half', x: 0, y: 0, w: 8, h: 1 });
  });

  it('uses a per-breakpoint box where there is one, else the fitted layout', () => {
    const layouts = plan(1300).layouts;
    expect(layouts.lg).toContainEqual({ i: 'moving', x: 12, y: 0, w: 12, h: 1 });
    expect(layouts.sm).toContainEqual({ i: 'moving', x: 0, y: 3, w: 6, h: 1 });
    // md: x + w = 24 > 20 columns, so column 0 (spec 1 §4 overflow rule)
    expect(layouts.md).toContainEqual({ i: 'moving', x: 0, y: 0, w: 12, h: 1 });
  });

  it('mirrors the columns in right-to-left mode (spec 1 §4)', () => {
    const result = plan(1300, [control('a', 'Label', { x: 0, y: 0, w: 6, h: 1 })], { rtl: true });
    expect(result.layouts.lg).toEqual([{ i: 'a', x: 18, y: 0, w: 6, h: 1 }]);
    expect(result.layouts.xxs).toEqual([{ i: 'a', x: 0, y: 0, w: 4, h: 1 }]);
  });

  it('lays a flex grid out on 20 columns of 16 px rows at every width, 1200 px by default', () => {
    expect(plan(400, [half], { isFlex: true })).toMatchObject({ cols: 20, rowHeight: 16 });
    expect(plan(0, [half], { isFlex: true }).width).toBe(1200);
  });

  it('takes fixed and hidden controls out of the flow', () => {
    const fixed: Control = {
      ...control('pin', 'Label', { x: 2, y: 0, w: 2, h: 1, position: 'fixed' }),
    };
    const result = plan(1300, [half, fixed, moving], { hidden: new Set(['moving']) });
    expect(result.controls.map((c) => c.id)).toEqual(['half']);
    expect(result.layouts.lg?.map((item) => item.i)).toEqual(['half']);
    expect(result.fixed.map((entry) => entry.control.id)).toEqual(['pin']);
  });
});

describe('planGrid layout errors (spec 1 §5)', () => {
  it('refuses a layout that is not an array', () => {
    expect(planGrid({ controls: { a: 1 }, parentId: null, width: 1300 })).toEqual({
      error: 'Layout must be an array!',
    });
  });

  it('names the first item whose box is not a number', () => {
    const bad = control('bad', 'Label', { x: 'left' as unknown as number, y: 0, w: 2, h: 1 });
    expect(planGrid({ controls: [half, bad], parentId: null, width: 1300 })).toEqual({
      error: 'VueGridLayout: Layout[1].x must be a number!',
    });
  });

  it('checks the active breakpoint box', () => {
    const bad: Control = { ...half, layouts: { sm: { x: 0, y: 0, w: Number.NaN, h: 1 } } };
    expect(planGrid({ controls: [bad], parentId: null, width: 1300 }).error).toBeUndefined();
    expect(planGrid({ controls: [bad], parentId: null, width: 800 }).error).toBe(
      'VueGridLayout: Layout[0].w must be a number!',
    );
  });

  it('gives a control without a layout the new-box defaults instead of an error', () => {
    const fresh = { ...half, layout: undefined } as unknown as Control;
    expect(plan(1300, [fresh]).layouts.lg).toEqual([{ i: 'half', x: 0, y: 0, w: 1, h: 1 }]);
  });

  it('raises the missing columns of the active breakpoint', () => {
    expect(
      planGrid({ controls: [half], parentId: null, width: 1300, cols: { md: 20, sm: 12 } }).error,
    ).toBe('ResponsiveGridLayout: `cols` entry for breakpoint lg is missing!');
  });
});
