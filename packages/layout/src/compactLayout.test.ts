import { describe, expect, it } from 'vitest';
import {
  bottom,
  collides,
  compactLayout,
  getFirstCollision,
  sortLayoutItems,
} from './compactLayout.js';
import type { LayoutItem } from './layoutItem.js';

const item = (
  i: string,
  x: number,
  y: number,
  w: number,
  h: number,
  isStatic?: boolean,
): LayoutItem => (isStatic === undefined ? { i, x, y, w, h } : { i, x, y, w, h, static: isStatic });

const positions = (layout: LayoutItem[]) => layout.map(({ i, x, y }) => `${i}@${x},${y}`);

describe('compactLayout', () => {
  it.each<[string, LayoutItem[], string[]]>([
    ['empty', [], []],
    ['floats to the top', [item('a', 0, 5, 2, 1)], ['a@0,0']],
    ['stacks in one column', [item('a', 0, 3, 1, 2), item('b', 0, 9, 1, 1)], ['a@0,0', 'b@0,2']],
    [
      'side by side rise independently',
      [item('a', 0, 4, 1, 1), item('b', 1, 7, 1, 1)],
      ['a@0,0', 'b@1,0'],
    ],
    [
      'rests on the lowest item it shares columns with',
      [item('a', 0, 0, 1, 3), item('b', 1, 0, 1, 1), item('c', 0, 5, 2, 1)],
      ['a@0,0', 'b@1,0', 'c@0,3'],
    ],
    [
      'rests on a static item instead of passing it',
      [item('s', 0, 2, 2, 1, true), item('a', 0, 6, 1, 1)],
      ['s@0,2', 'a@0,3'],
    ],
    [
      'rises above a static item below it',
      [item('s', 0, 5, 2, 2, true), item('a', 0, 3, 1, 1)],
      ['a@0,0', 's@0,5'],
    ],
    [
      'drops below a static item it does not fit above',
      [item('s', 0, 1, 2, 2, true), item('a', 0, 0, 1, 2)],
      ['s@0,1', 'a@0,3'],
    ],
    [
      'pushes an overlapping item below',
      [item('a', 0, 0, 2, 2), item('b', 1, 1, 2, 2)],
      ['a@0,0', 'b@1,2'],
    ],
    [
      'moves a non-static item out of a static one',
      [item('s', 0, 0, 3, 2, true), item('a', 1, 1, 1, 1)],
      ['s@0,0', 'a@1,2'],
    ],
    ['clamps negative rows to the top', [item('a', 0, -4, 1, 1)], ['a@0,0']],
  ])('%s', (_name, layout, expected) => {
    expect(positions(compactLayout(layout))).toEqual(expected);
  });

  it('keeps every other property and never mutates its input', () => {
    const input = [{ ...item('a', 2, 9, 3, 4), minW: 1, controlName: 'Text' }];
    const snapshot = structuredClone(input);
    const [out] = compactLayout(input);
    expect(out).toEqual({ ...snapshot[0], y: 0 });
    expect(out).not.toBe(input[0]);
    expect(input).toEqual(snapshot);
  });
});

describe('collision helpers', () => {
  it.each([
    [item('a', 0, 0, 2, 2), item('b', 1, 1, 2, 2), true],
    [item('a', 0, 0, 1, 1), item('b', 1, 0, 1, 1), false],
    [item('a', 0, 0, 1, 1), item('b', 0, 1, 1, 1), false],
    [item('a', 0, 0, 4, 4), item('b', 1, 1, 1, 1), true],
  ])('collides(%j, %j) = %j', (a, b, expected) => {
    expect(collides(a, b)).toBe(expected);
    expect(collides(b, a)).toBe(expected);
  });

  it('never collides an item with itself', () => {
    const a = item('a', 0, 0, 1, 1);
    expect(collides(a, a)).toBe(false);
  });

  it('finds the first collision, the bottom and the sort order', () => {
    const layout = [item('a', 0, 3, 1, 2), item('b', 2, 0, 1, 1), item('c', 0, 0, 1, 1)];
    expect(getFirstCollision(layout, { x: 0, y: 4, w: 1, h: 1 })?.i).toBe('a');
    expect(getFirstCollision(layout, { x: 5, y: 4, w: 1, h: 1 })).toBeUndefined();
    expect(bottom(layout)).toBe(5);
    expect(bottom([])).toBe(0);
    expect(sortLayoutItems(layout).map((l) => l.i)).toEqual(['c', 'b', 'a']);
  });
});
