// Control layouts → react-grid-layout items (spec 1 §3 Grid item, §4 Grid, §9 grid constants).
import type { Layout, LayoutItem } from 'react-grid-layout';
import type { Control } from '@tessera/protocol';

/** spec 1 §4: "A new box without layout gets position 0,0 with default size" (1×1). */
const DEFAULT_BOX = { x: 0, y: 0, w: 1, h: 1 } as const;

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function positiveOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : fallback;
}

/**
 * One control's grid item. Positions are whole grid units; widths and heights at least 1.
 * spec 1 §4: an item whose x + w exceeds the column count moves to column 0, and its width
 * is capped at the column count.
 */
export function toGridItem(control: Control, cols: number): LayoutItem {
  const box = control.layout ?? DEFAULT_BOX;
  let x = Math.max(0, Math.round(finiteOr(box.x, DEFAULT_BOX.x)));
  const y = Math.max(0, Math.round(finiteOr(box.y, DEFAULT_BOX.y)));
  let w = Math.round(positiveOr(box.w, DEFAULT_BOX.w));
  const h = Math.round(positiveOr(box.h, DEFAULT_BOX.h));
  if (x + w > cols) {
    x = 0;
    w = Math.min(w, cols);
  }
  const item: LayoutItem = { i: control.id, x, y, w, h };
  if (box.static === true) item.static = true;
  if (box.minW !== undefined) item.minW = box.minW;
  if (box.minH !== undefined) item.minH = box.minH;
  if (box.maxW !== undefined) item.maxW = box.maxW;
  if (box.maxH !== undefined) item.maxH = box.maxH;
  return item;
}

/** Whether a control belongs to the grid of `parentId` (`null`: the page's root grid). */
export function isChildOf(control: Control, parentId: string | null): boolean {
  const own = control.parentId === undefined || control.parentId === '' ? null : control.parentId;
  return own === parentId;
}

/**
 * The controls drawn by one grid and their layout. Controls with an empty or duplicate id are
 * skipped: react-grid-layout keys items by id, and two items with one key cannot both render.
 * The result is in reading order (row, then column), so the DOM order that screen readers and
 * keyboard focus follow matches what the eye sees.
 */
export function toGridLayout(
  controls: readonly Control[],
  cols: number,
  parentId: string | null,
): { controls: Control[]; layout: Layout } {
  const seen = new Set<string>();
  const drawn: Control[] = [];
  for (const control of controls) {
    if (!isChildOf(control, parentId) || control.id === '' || seen.has(control.id)) continue;
    seen.add(control.id);
    drawn.push(control);
  }
  const items = drawn.map((control) => ({ control, item: toGridItem(control, cols) }));
  items.sort((a, b) => a.item.y - b.item.y || a.item.x - b.item.x);
  return {
    controls: items.map((entry) => entry.control),
    layout: items.map((entry) => entry.item),
  };
}
