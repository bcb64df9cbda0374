import { describe, expect, it } from 'vitest';
import { snapGuides } from '../model/snapGuides.js';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
});

describe('snap lines', () => {
  it('pulls a box within the threshold onto another box’s left edge and draws the guide', () => {
    const other = box(100, 0, 80, 40);
    const result = snapGuides(box(104, 200, 50, 30), [other], 6);
    expect(result.left).toBe(100);
    expect(result.top).toBe(200);
    // One vertical line at x 100, from the other box's top to the moving box's bottom.
    expect(result.guides).toEqual([{ axis: 'x', x: 100, from: 0, to: 230 }]);
  });

  it('aligns centres and right edges, and both axes at once', () => {
    const other = box(0, 0, 100, 100);
    // Centre x 50 vs 53; bottom edge 100 vs 98.
    const result = snapGuides(box(33, 58, 40, 40), [other], 6);
    expect(result.left).toBe(30);
    expect(result.top).toBe(60);
    expect(result.guides).toContainEqual({ axis: 'x', x: 50, from: 0, to: 100 });
    expect(result.guides).toContainEqual({ axis: 'y', y: 100, from: 0, to: 100 });
  });

  it('leaves a box that is farther than the threshold where it is, without guides', () => {
    const result = snapGuides(box(120, 300, 50, 30), [box(0, 0, 100, 100)], 6);
    expect(result).toEqual({ left: 120, top: 300, guides: [] });
  });

  it('takes the nearest line when several are within reach', () => {
    // Its left edge is 3 px from the first box's right edge and 1 px from the second's left.
    const result = snapGuides(box(205, 500, 20, 20), [box(198, 0, 4, 4), box(206, 50, 10, 10)]);
    expect(result.left).toBe(206);
    expect(result.guides).toContainEqual({ axis: 'x', x: 206, from: 50, to: 520 });
    expect(result.guides.some((g) => g.axis === 'x' && g.x === 202)).toBe(false);
  });

  it('spans one guide over every box on the same line', () => {
    const result = snapGuides(box(0, 300, 40, 40), [box(0, 0, 40, 40), box(0, 100, 60, 40)]);
    expect(result.guides).toContainEqual({ axis: 'x', x: 0, from: 0, to: 340 });
    expect(result.guides.filter((g) => g.axis === 'x' && g.x === 0)).toHaveLength(1);
  });

  it('gives nothing when there is no other box on the grid', () => {
    expect(snapGuides(box(3, 3, 10, 10), [])).toEqual({ left: 3, top: 3, guides: [] });
  });
});
