// Where a fixed-position item sits (spec 1 §3 Control layout position fixed, fx, fy, forceFix;
// §9 z-indexes 1999 and 999999): pure.
import { Z_INDEX, calcColWidth } from '@tessera/layout';
import type { GridBox } from '@tessera/layout';
import type { GridLayoutBox } from '@tessera/protocol';

/** The grid a fixed item's box is measured on. */
export interface FixedGrid {
  width: number;
  cols: number;
  rowHeight: number;
  margin: readonly [number, number];
  /** The grid container's left and top in page coordinates (where the grid starts). */
  origin: { left: number; top: number };
  rtl?: boolean;
}

/** The CSS box of a fixed item: `position: fixed` with its offsets, size and z-index. */
export interface FixedItemStyle {
  position: 'fixed';
  left?: number;
  right?: number;
  top: number;
  width: number;
  height: number;
  zIndex: number;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The fixed CSS box of a fixed-position item: its grid size in px; `fx`/`fy` as px offsets from
 * the viewport's left (right in right-to-left mode) and top, else where its grid position would
 * be on the unscrolled page. z-index 1999, or 999999 for a `forceFix` widget (spec 1 §9).
 *
 * @example
 * fixedItemStyle({ x: 0, y: 0, w: 2, h: 1 }, { fx: 20, fy: 80 }, grid); // { position: 'fixed', left: 20, top: 80, ... }
 */
export function fixedItemStyle(
  item: GridBox,
  layout: Partial<GridLayoutBox> | undefined,
  grid: FixedGrid,
): FixedItemStyle {
  const [marginX, marginY] = grid.margin;
  const colWidth = calcColWidth({
    containerWidth: grid.width,
    cols: grid.cols,
    rowHeight: grid.rowHeight,
    margin: grid.margin,
  });
  const width = Math.round(item.w * colWidth + Math.max(0, item.w - 1) * marginX);
  const height = Math.round(item.h * grid.rowHeight + Math.max(0, item.h - 1) * marginY);
  const zIndex = layout?.forceFix === true ? Z_INDEX.fixedWidget : Z_INDEX.fixedItem;
  const top = finite(layout?.fy)
    ? layout.fy
    : Math.round(grid.origin.top + marginY + item.y * (grid.rowHeight + marginY));
  if (finite(layout?.fx)) {
    return grid.rtl === true
      ? { position: 'fixed', right: layout.fx, top, width, height, zIndex }
      : { position: 'fixed', left: layout.fx, top, width, height, zIndex };
  }
  const left = Math.round(grid.origin.left + marginX + item.x * (colWidth + marginX));
  return { position: 'fixed', left, top, width, height, zIndex };
}
