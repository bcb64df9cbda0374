import { clampSize } from './clampSize.js';
import { NEW_BOX_SIZE } from './gridConstants.js';
import type { GridBox } from './layoutItem.js';

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The box of a control, defaulting what is missing: a new box without a layout goes to 0,0 with
 * the default size (spec 1 §4 Grid; 1x1 in the designer grid). A layout with some parts keeps
 * every finite part and defaults the others the same way.
 *
 * @example
 * withDefaultLayout(undefined); // { x: 0, y: 0, w: 1, h: 1 }
 * withDefaultLayout({ x: 3 }, { w: 60, h: 24 }); // { x: 3, y: 0, w: 60, h: 24 }
 */
export function withDefaultLayout(
  layout: Partial<GridBox> | null | undefined,
  size: Readonly<{ w: number; h: number }> = NEW_BOX_SIZE,
): GridBox {
  const box = (typeof layout === 'object' && layout !== null ? layout : {}) as Partial<GridBox>;
  return {
    x: finite(box.x) ? box.x : 0,
    y: finite(box.y) ? box.y : 0,
    w: finite(box.w) ? box.w : size.w,
    h: finite(box.h) ? box.h : size.h,
  };
}

/**
 * Keeps an item inside the columns (spec 1 §4 Grid): an item whose `x + w` exceeds the column
 * count moves to column 0 with its width capped at the column count. An item left of column 0
 * moves to column 0 the same way. Returns a new item; one that fits is returned as a copy.
 *
 * @example
 * fitToColumns({ x: 10, y: 0, w: 4, h: 1 }, 12); // { x: 0, y: 0, w: 4, h: 1 }
 * fitToColumns({ x: 2, y: 0, w: 30, h: 1 }, 12); // { x: 0, y: 0, w: 12, h: 1 }
 */
export function fitToColumns<TItem extends GridBox>(item: TItem, cols: number): TItem {
  if (item.x + item.w > cols || item.x < 0) {
    return { ...item, x: 0, w: Math.min(item.w, cols) };
  }
  return { ...item };
}

/**
 * The column of an item in right-to-left mode (spec 1 §4 Grid: items follow right-to-left
 * mode): mirrored within the columns.
 *
 * @example
 * toRtlX({ x: 0, w: 3 }, 12); // 9
 */
export function toRtlX(item: Pick<GridBox, 'x' | 'w'>, cols: number): number {
  return cols - item.x - item.w;
}

/**
 * Everything the grid does to one stored item before placing it: default the missing parts of
 * its box, clamp its size between its bounds ({@link clampSize}), then fit it to the columns.
 * The column count wins over a `minW` wider than the grid.
 *
 * @example
 * correctItem({ i: 'a', x: 11, y: 0, w: 0, h: 2, minW: 2 }, 12);
 * // { i: 'a', x: 0, y: 0, w: 2, h: 2, minW: 2 }
 */
export function correctItem<TItem extends object>(
  item: TItem,
  cols: number,
  size?: Readonly<{ w: number; h: number }>,
): TItem & GridBox {
  const boxed = { ...item, ...withDefaultLayout(item as Partial<GridBox>, size) };
  return fitToColumns(clampSize(boxed), cols);
}
