import { describe, expect, it } from 'vitest';
import { staticGridBoxes } from './staticGridBoxes.js';

// spec 1 §9: 24 columns, rows of 150 px, 4 px gaps; a 1204 px wide grid has 46 px columns.
const GRID = { width: 1204, cols: 24, rowHeight: 150, margin: [4, 4] as const };

describe('staticGridBoxes (spec 1 §4 Grid: items compact vertically)', () => {
  it('places an item by its columns and rows, the gaps and the outer padding', () => {
    const grid = staticGridBoxes({ ...GRID, layout: [{ i: 'a', x: 12, y: 0, w: 12, h: 2 }] });
    expect(grid.boxes.get('a')).toEqual({ left: 604, top: 4, width: 596, height: 304 });
    expect(grid.height).toBe(2 * 150 + 4 + 2 * 4);
  });

  it('moves items up into empty rows and stacks items that overlap', () => {
    const grid = staticGridBoxes({
      ...GRID,
      layout: [
        { i: 'a', x: 0, y: 3, w: 12, h: 1 },
        { i: 'b', x: 0, y: 3, w: 6, h: 1 },
      ],
    });
    expect(grid.boxes.get('a')?.top).toBe(4);
    expect(grid.boxes.get('b')?.top).toBe(4 + 150 + 4);
    expect(grid.height).toBe(2 * 150 + 4 + 2 * 4);
  });

  it('keeps a static item where it is and leaves the given layout as it was', () => {
    const layout = [{ i: 's', x: 0, y: 2, w: 6, h: 1, static: true }];
    const grid = staticGridBoxes({ ...GRID, layout });
    expect(grid.boxes.get('s')?.top).toBe(2 * (150 + 4) + 4);
    expect(layout[0]).toEqual({ i: 's', x: 0, y: 2, w: 6, h: 1, static: true });
  });

  it('pulls an item that overflows the columns back inside', () => {
    const grid = staticGridBoxes({ ...GRID, layout: [{ i: 'a', x: 20, y: 0, w: 8, h: 1 }] });
    expect(grid.boxes.get('a')?.left).toBe(16 * 50 + 4);
  });
});
