import { describe, expect, it } from 'vitest';
import type { Control } from '@tessera/protocol';
import { toGridItem, toGridLayout } from './gridItems.js';
import { control } from '../__tests__/fixtures.js';

describe('toGridItem', () => {
  it('copies position, size and constraints of the control layout', () => {
    const item = toGridItem(
      control('a', 'List', { x: 2, y: 3, w: 4, h: 2, static: true, minW: 2, maxH: 5 }),
      12,
    );
    expect(item).toEqual({ i: 'a', x: 2, y: 3, w: 4, h: 2, static: true, minW: 2, maxH: 5 });
  });

  it.each([
    [
      { x: 10, y: 0, w: 4, h: 1 },
      { x: 0, w: 4 },
    ],
    [
      { x: 0, y: 0, w: 20, h: 1 },
      { x: 0, w: 12 },
    ],
    [
      { x: 8, y: 0, w: 4, h: 1 },
      { x: 8, w: 4 },
    ],
  ])('moves an item overflowing the columns to column 0 (spec 1 §4): %j', (layout, expected) => {
    expect(toGridItem(control('a', 'List', layout), 12)).toMatchObject(expected);
  });

  it('gives a control without a usable layout position 0,0 and size 1x1', () => {
    const broken = { ...control('a', 'List', { x: 0, y: 0, w: 1, h: 1 }), layout: undefined };
    expect(toGridItem(broken as unknown as Control, 12)).toEqual({
      i: 'a',
      x: 0,
      y: 0,
      w: 1,
      h: 1,
    });
    const nonsense = control('b', 'List', { x: Number.NaN, y: -2, w: 0, h: 2.6 });
    expect(toGridItem(nonsense, 12)).toEqual({ i: 'b', x: 0, y: 0, w: 1, h: 3 });
  });
});

describe('toGridLayout', () => {
  it('draws only the children of the given parent, in reading order', () => {
    const controls: Control[] = [
      control('below', 'List', { x: 0, y: 2, w: 2, h: 1 }),
      control('right', 'List', { x: 6, y: 0, w: 2, h: 1 }),
      control('left', 'List', { x: 0, y: 0, w: 2, h: 1 }),
      { ...control('child', 'List', { x: 0, y: 0, w: 2, h: 1 }), parentId: 'container' },
    ];
    expect(toGridLayout(controls, 12, null).controls.map((c) => c.id)).toEqual([
      'left',
      'right',
      'below',
    ]);
    expect(toGridLayout(controls, 12, 'container').layout.map((item) => item.i)).toEqual(['child']);
  });

  it('skips controls with an empty or repeated id', () => {
    const controls = [
      control('a', 'List', { x: 0, y: 0, w: 2, h: 1 }),
      control('a', 'Other', { x: 2, y: 0, w: 2, h: 1 }),
      control('', 'List', { x: 4, y: 0, w: 2, h: 1 }),
    ];
    const { controls: drawn, layout } = toGridLayout(controls, 12, null);
    expect(drawn.map((c) => c.typeName)).toEqual(['List']);
    expect(layout).toHaveLength(1);
  });
});
