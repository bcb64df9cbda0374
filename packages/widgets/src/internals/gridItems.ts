// Control layouts → react-grid-layout items (spec 1 §3 Grid item, §4 Grid, §9 grid constants).
import type { Layout, LayoutItem } from 'react-grid-layout';
import { correctItem, toRtlX } from '@tessera/layout';
import type { Control, GridLayoutBox } from '@tessera/protocol';

/** Where a grid item is placed beyond its own box. */
export interface GridItemOptions {
  /** The active breakpoint: its `control.layouts` entry wins over `control.layout`. */
  breakpoint?: string;
  /** Right-to-left mode (spec 1 §4): the column is mirrored within the columns. */
  rtl?: boolean;
}

/**
 * The stored box of a control at a breakpoint: its `layouts[breakpoint]` entry when there is
 * one, else its `layout` (fitted to the breakpoint's columns later).
 */
export function boxAt(control: Control, breakpoint?: string): GridLayoutBox | undefined {
  const own = breakpoint === undefined ? undefined : control.layouts?.[breakpoint as 'lg'];
  return typeof own === 'object' && own !== null ? own : control.layout;
}

/**
 * One control's grid item: the grid rules of @tessera/layout (spec 1 §4 Grid) — a missing box
 * goes to 0,0 with the default size, sizes are clamped between their bounds and at least 1, and
 * an item whose x + w exceeds the column count moves to column 0 with its width capped; in
 * right-to-left mode the column is then mirrored. Positions are rounded to whole grid units,
 * which react-grid-layout expects.
 */
export function toGridItem(
  control: Control,
  cols: number,
  options: GridItemOptions = {},
): LayoutItem {
  const box = correctItem(roundBox(boxAt(control, options.breakpoint)), cols);
  const x = options.rtl === true ? toRtlX(box, cols) : box.x;
  const item: LayoutItem = { i: control.id, x, y: Math.max(0, box.y), w: box.w, h: box.h };
  if (box.static === true) item.static = true;
  if (box.minW !== undefined) item.minW = box.minW;
  if (box.minH !== undefined) item.minH = box.minH;
  if (box.maxW !== undefined) item.maxW = box.maxW;
  if (box.maxH !== undefined) item.maxH = box.maxH;
  return item;
}

function roundBox(layout: GridLayoutBox | undefined): Partial<GridLayoutBox> {
  const box: Partial<GridLayoutBox> = { ...layout };
  for (const key of ['x', 'y', 'w', 'h'] as const) {
    const value = box[key];
    if (typeof value === 'number' && Number.isFinite(value)) box[key] = Math.round(value);
  }
  return box;
}

/** Whether a control belongs to the grid of `parentId` (`null`: the page's root grid). */
export function isChildOf(control: Control, parentId: string | null): boolean {
  const own = control.parentId === undefined || control.parentId === '' ? null : control.parentId;
  return own === parentId;
}

/**
 * Whether a control is a fixed-position item (spec 1 §3 Control layout `position` fixed): it
 * leaves the grid flow and stays in place while the page scrolls.
 */
export function isFixedControl(control: Control): boolean {
  return control.layout?.position === 'fixed';
}

/**
 * The controls one grid draws: the children of `parentId`, skipping an empty or repeated id
 * (react-grid-layout keys items by id, and two items with one key cannot both render).
 */
export function gridChildren(controls: readonly Control[], parentId: string | null): Control[] {
  const seen = new Set<string>();
  const drawn: Control[] = [];
  for (const control of controls) {
    if (!isChildOf(control, parentId) || control.id === '' || seen.has(control.id)) continue;
    seen.add(control.id);
    drawn.push(control);
  }
  return drawn;
}

/**
 * The controls drawn by one grid and their layout, in reading order (row, then column; in
 * right-to-left mode the rightmost first), so the DOM order that screen readers and keyboard
 * focus follow matches what the eye sees.
 */
export function toGridLayout(
  controls: readonly Control[],
  cols: number,
  parentId: string | null,
  options: GridItemOptions = {},
): { controls: Control[]; layout: Layout } {
  const items = gridChildren(controls, parentId).map((control) => ({
    control,
    item: toGridItem(control, cols, options),
  }));
  const direction = options.rtl === true ? -1 : 1;
  items.sort(
    (a, b) =>
      a.item.y - b.item.y || direction * (a.item.x + a.item.w / 2 - (b.item.x + b.item.w / 2)),
  );
  return {
    controls: items.map((entry) => entry.control),
    layout: items.map((entry) => entry.item),
  };
}
