import { describe, expect, it } from 'vitest';
import { fixedItemStyle, type FixedGrid } from './fixedItemStyle.js';

// 1204 px, 20 columns: columns of 56 px, gaps of 4 px.
const grid: FixedGrid = {
  width: 1204,
  cols: 20,
  rowHeight: 150,
  margin: [4, 4],
  origin: { left: 100, top: 64 },
};
const box = { x: 2, y: 1, w: 3, h: 1 };

describe('fixedItemStyle (spec 1 §3 position fixed, fx, fy; §9 z-indexes)', () => {
  it('sits where its grid position would be, with z-index 1999', () => {
    expect(fixedItemStyle(box, { position: 'fixed' }, grid)).toEqual({
      position: 'fixed',
      left: 100 + 4 + 2 * 60,
      top: 64 + 4 + 154,
      width: 3 * 56 + 2 * 4,
      height: 150,
      zIndex: 1999,
    });
  });

  it('takes fx and fy as px offsets; a forceFix widget gets z-index 999999', () => {
    expect(
      fixedItemStyle(box, { position: 'fixed', fx: 24, fy: 300, forceFix: true }, grid),
    ).toMatchObject({ left: 24, top: 300, zIndex: 999999 });
  });

  it('measures fx from the right in right-to-left mode', () => {
    const style = fixedItemStyle(box, { position: 'fixed', fx: 24, fy: 0 }, { ...grid, rtl: true });
    expect(style).toMatchObject({ right: 24, top: 0 });
    expect(style.left).toBeUndefined();
  });
});
