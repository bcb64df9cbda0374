import type { GridBox } from './layoutItem.js';

/** The size bounds of a grid item (spec 1 §3 Grid item). */
export interface SizeBounds {
  minW?: number;
  maxW?: number;
  minH?: number;
  maxH?: number;
}

/**
 * The bounds actually applied to one dimension: the lower bound is at least 1, and the upper
 * bound never falls below the lower one (a `min` above `max` wins, as in the grid library).
 */
export function sizeRange(min: unknown, max: unknown): { min: number; max: number } {
  const low = typeof min === 'number' && Number.isFinite(min) ? Math.max(1, min) : 1;
  const high =
    typeof max === 'number' && !Number.isNaN(max) ? Math.max(low, max) : Number.POSITIVE_INFINITY;
  return { min: low, max: high };
}

function clampTo(value: number, range: { min: number; max: number }): number {
  if (Number.isNaN(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * Clamps an item's width and height between its minimum and maximum and to at least 1
 * (spec 1 §5: after auto-sizing). A size that is not a number becomes its minimum. Returns a new
 * item.
 *
 * @example
 * clampSize({ x: 0, y: 0, w: 0, h: 9, maxH: 4 }); // { x: 0, y: 0, w: 1, h: 4, maxH: 4 }
 */
export function clampSize<TItem extends GridBox & SizeBounds>(item: TItem): TItem {
  return {
    ...item,
    w: clampTo(item.w, sizeRange(item.minW, item.maxW)),
    h: clampTo(item.h, sizeRange(item.minH, item.maxH)),
  };
}

/** The pixel geometry of a grid. */
export interface GridGeometry {
  /** Container width in px. */
  containerWidth: number;
  cols: number;
  rowHeight: number;
  /** `[horizontal, vertical]` gap between items in px. */
  margin: readonly [number, number];
  /** `[horizontal, vertical]` padding inside the container in px; defaults to `margin`. */
  containerPadding?: readonly [number, number];
}

/**
 * The width of one column in px: the container width less the padding on both sides and the
 * gaps between columns, shared by the columns.
 *
 * @example
 * calcColWidth({ containerWidth: 1200, cols: 12, rowHeight: 150, margin: [4, 4] }); // 95.66…
 */
export function calcColWidth(grid: GridGeometry): number {
  const padding = grid.containerPadding ?? grid.margin;
  if (!(grid.cols > 0)) return 0;
  return (grid.containerWidth - grid.margin[0] * (grid.cols - 1) - padding[0] * 2) / grid.cols;
}

/**
 * The grid size of a pixel size (auto-sizing a control to its content): the nearest whole number
 * of columns and rows, counting the gaps between them.
 *
 * @example
 * gridSizeFromPixels({ width: 300, height: 300 }, { containerWidth: 1200, cols: 12, rowHeight: 150, margin: [4, 4] });
 * // { w: 3, h: 2 }
 */
export function gridSizeFromPixels(
  pixels: { width: number; height: number },
  grid: GridGeometry,
): { w: number; h: number } {
  const colWidth = calcColWidth(grid);
  const [marginX, marginY] = grid.margin;
  return {
    w: Math.round((pixels.width + marginX) / (colWidth + marginX)),
    h: Math.round((pixels.height + marginY) / (grid.rowHeight + marginY)),
  };
}

/**
 * Auto-sizes an item to a pixel size, then clamps it (spec 1 §5): the result is always within
 * the item's bounds and at least 1x1.
 *
 * @example
 * autoSizeItem({ x: 0, y: 0, w: 1, h: 1, maxW: 2 }, { width: 600, height: 10 }, grid);
 * // { x: 0, y: 0, w: 2, h: 1, maxW: 2 }
 */
export function autoSizeItem<TItem extends GridBox & SizeBounds>(
  item: TItem,
  pixels: { width: number; height: number },
  grid: GridGeometry,
): TItem {
  return clampSize({ ...item, ...gridSizeFromPixels(pixels, grid) });
}
