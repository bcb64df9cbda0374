import { describe, expect, it } from 'vitest';
import {
  autoSizeItem,
  calcColWidth,
  clampSize,
  gridSizeFromPixels,
  sizeRange,
} from './clampSize.js';
import { correctItem, fitToColumns, toRtlX, withDefaultLayout } from './correctItem.js';
import { CONTROL_DEFAULTS, RUNTIME_GRID } from './gridConstants.js';

describe('withDefaultLayout', () => {
  it.each([
    [undefined, undefined, { x: 0, y: 0, w: 1, h: 1 }],
    [null, undefined, { x: 0, y: 0, w: 1, h: 1 }],
    [{}, CONTROL_DEFAULTS, { x: 0, y: 0, w: 60, h: 24 }],
    [{ x: 3, h: 2 }, undefined, { x: 3, y: 0, w: 1, h: 2 }],
    [{ x: Number.NaN, y: 4, w: 2, h: 2 }, undefined, { x: 0, y: 4, w: 2, h: 2 }],
  ])('%j (size %j) → %j', (layout, size, expected) => {
    expect(withDefaultLayout(layout, size)).toEqual(expected);
  });
});

describe('fitToColumns', () => {
  it.each([
    [{ x: 10, y: 1, w: 4, h: 1 }, 12, { x: 0, y: 1, w: 4, h: 1 }],
    [{ x: 2, y: 0, w: 30, h: 1 }, 12, { x: 0, y: 0, w: 12, h: 1 }],
    [{ x: 8, y: 0, w: 4, h: 1 }, 12, { x: 8, y: 0, w: 4, h: 1 }],
    [{ x: -2, y: 0, w: 3, h: 1 }, 12, { x: 0, y: 0, w: 3, h: 1 }],
    [{ x: 0, y: 0, w: 24, h: 1 }, 4, { x: 0, y: 0, w: 4, h: 1 }],
  ])('%j in %j columns → %j', (item, cols, expected) => {
    expect(fitToColumns(item, cols)).toEqual(expected);
  });

  it('mirrors columns for right-to-left', () => {
    expect(toRtlX({ x: 0, w: 3 }, 12)).toBe(9);
    expect(toRtlX({ x: 9, w: 3 }, 12)).toBe(0);
  });
});

describe('clampSize', () => {
  it.each([
    [
      { w: 0, h: 0 },
      { w: 1, h: 1 },
    ],
    [
      { w: -5, h: 2 },
      { w: 1, h: 2 },
    ],
    [
      { w: 5, h: 9, maxW: 3, maxH: 4 },
      { w: 3, h: 4 },
    ],
    [
      { w: 1, h: 1, minW: 2, minH: 3 },
      { w: 2, h: 3 },
    ],
    [
      { w: 5, h: 5, minW: 4, maxW: 2 },
      { w: 4, h: 5 },
    ],
    [
      { w: Number.NaN, h: 2, minW: 3 },
      { w: 3, h: 2 },
    ],
    [
      { w: 2, h: 2, minW: 0, maxW: 0 },
      { w: 1, h: 2 },
    ],
  ])('%j → %j', (size, expected) => {
    expect(clampSize({ x: 0, y: 0, ...size })).toMatchObject(expected);
  });

  it('reads bounds defensively', () => {
    expect(sizeRange(undefined, undefined)).toEqual({ min: 1, max: Number.POSITIVE_INFINITY });
    expect(sizeRange(0.5, 0)).toEqual({ min: 1, max: 1 });
  });
});

describe('auto-sizing', () => {
  const grid = { containerWidth: 1200, cols: 12, rowHeight: 150, margin: RUNTIME_GRID.margin };

  it('computes column width and grid sizes', () => {
    expect(calcColWidth(grid)).toBeCloseTo((1200 - 4 * 11 - 8) / 12);
    expect(calcColWidth({ ...grid, containerPadding: [0, 0] })).toBeCloseTo((1200 - 44) / 12);
    expect(calcColWidth({ ...grid, cols: 0 })).toBe(0);
    expect(gridSizeFromPixels({ width: 300, height: 300 }, grid)).toEqual({ w: 3, h: 2 });
  });

  it('clamps the auto-sized item', () => {
    expect(
      autoSizeItem({ x: 0, y: 0, w: 1, h: 1, maxW: 2 }, { width: 600, height: 10 }, grid),
    ).toEqual({
      x: 0,
      y: 0,
      w: 2,
      h: 1,
      maxW: 2,
    });
  });
});

describe('correctItem', () => {
  it('defaults, clamps and fits in one step', () => {
    expect(correctItem({ i: 'a', x: 11, y: 0, w: 0, h: 2, minW: 2 }, 12)).toEqual({
      i: 'a',
      x: 0,
      y: 0,
      w: 2,
      h: 2,
      minW: 2,
    });
    expect(correctItem({ i: 'b' }, 12)).toEqual({ i: 'b', x: 0, y: 0, w: 1, h: 1 });
    expect(correctItem({ i: 'c', x: 0, y: 0, w: 1, h: 1, minW: 20 }, 12).w).toBe(12);
  });
});
