// Where the runtime grid's items go (spec 1 §4 Grid: items compact vertically; §9 grid
// constants): react-grid-layout's own pure layout functions (`react-grid-layout/core`), without
// its interactive component. A runtime page never drags or resizes, and the component costs the
// first download its drag and resize code (react-draggable, react-resizable: ≈ 21 KB gzip) and
// every page two extra renders of all its cells (once at percentages before it is mounted, once
// when its layout state catches up with the props); see the widgets README "Runtime grid".
import {
  bottom,
  calcGridItemPosition,
  cloneLayout,
  correctBounds,
  verticalCompactor,
  type Layout,
} from 'react-grid-layout/core';

/** One item's box in the grid container, in pixels. */
export interface GridBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What {@link staticGridBoxes} measures from. */
export interface StaticGridInput {
  /** The breakpoint's layout (`planGrid`); items are keyed by control id (`i`). */
  layout: Layout;
  /** The container's width in pixels. */
  width: number;
  cols: number;
  rowHeight: number;
  /** Gap between items, and the container's padding (react-grid-layout's default). */
  margin: readonly [number, number];
}

/** The items' boxes by id and the container's height, as react-grid-layout draws them. */
export interface StaticGrid {
  boxes: ReadonlyMap<string, GridBox>;
  height: number;
}

/**
 * Places a layout as react-grid-layout's `GridLayout` places it when nothing is draggable:
 * bounds corrected to the columns, compacted vertically, each item at
 * `calcGridItemPosition`, the container `rows × rowHeight + gaps + padding` high.
 *
 * @example
 * staticGridBoxes({ layout: [{ i: 'a', x: 0, y: 3, w: 12, h: 1 }], width: 1204, cols: 24,
 *   rowHeight: 150, margin: [4, 4] }).boxes.get('a'); // { left: 4, top: 4, width: 596, height: 150 }
 */
export function staticGridBoxes({
  layout,
  width,
  cols,
  rowHeight,
  margin,
}: StaticGridInput): StaticGrid {
  // correctBounds moves items in place: the plan's layout stays as planned.
  const placed = verticalCompactor.compact(correctBounds(cloneLayout(layout), { cols }), cols);
  const params = {
    margin,
    containerPadding: margin,
    containerWidth: width,
    cols,
    rowHeight,
    maxRows: Infinity,
  };
  const boxes = new Map<string, GridBox>();
  for (const item of placed) {
    boxes.set(item.i, calcGridItemPosition(params, item.x, item.y, item.w, item.h, null, null));
  }
  const rows = bottom(placed);
  return { boxes, height: rows * rowHeight + (rows - 1) * margin[1] + margin[1] * 2 };
}
