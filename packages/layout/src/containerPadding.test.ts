import { describe, expect, it } from 'vitest';
import { getContainerPadding, resolveContainerHeight } from './containerPadding.js';

describe('getContainerPadding', () => {
  it.each([
    [{}, { top: 0, bottom: 0 }],
    [{ hasBottomNav: true }, { top: 0, bottom: 60 }],
    [{ fixedTopCenterHeight: 48 }, { top: 48, bottom: 0 }],
    [{ fixedBottomCenterHeight: 30 }, { top: 0, bottom: 30 }],
    [
      { hasBottomNav: true, fixedTopCenterHeight: 50, fixedBottomCenterHeight: 30 },
      { top: 50, bottom: 90 },
    ],
    [
      { hasBottomNav: false, fixedTopCenterHeight: -5, fixedBottomCenterHeight: Number.NaN },
      { top: 0, bottom: 0 },
    ],
  ])('%j → %j', (input, expected) => {
    expect(getContainerPadding(input)).toEqual(expected);
  });
});

describe('resolveContainerHeight', () => {
  it.each([
    [undefined, 140],
    [null, 140],
    [Number.NaN, 140],
    [Number.POSITIVE_INFINITY, 140],
    [0, 40],
    [39, 40],
    [40, 40],
    [41, 41],
    [500, 500],
  ])('%j → %j', (computed, expected) => {
    expect(resolveContainerHeight(computed)).toBe(expected);
  });
});
