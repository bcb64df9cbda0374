// Control layouts → react-grid-layout items (spec 1 §3 Grid item, §4 Grid, §9 grid constants).
import type { Layout, LayoutItem } from 'react-grid-layout';
import { correctItem } from '@tessera/layout';
import type { Control } from '@tessera/protocol';

/**
 * One control's grid item: the grid rules of @tessera/layout (spec 1 §4 Grid) — a missing box
 * goes to 0,0 with the default size, sizes are clamped between their bounds and at least 1, and
 * an item whose x + w exceeds the column count moves to column 0 with its width capped.
 * Positions are rounded to whole grid units, which react-grid-layout expects.
 */
export function toGridItem(control: Control, cols: number): LayoutItem {
  const box = correctItem(roundBox(control.layout), cols);
  const item: LayoutItem = { i: control.id, x: box.x, y: Math.max(0, box.y), w: box.w, h: box.h };
  if (box.static === true) item.static = true;
  if (box.minW !== undefined) item.minW = box.minW;
  if (box.minH !== undefined) item.minH = box.minH;
  if (box.maxW !== undefined) item.maxW = box.maxW;
  if (box.maxH !== undefined) item.maxH = box.maxH;
  return item;
}

function roundBox(layout: Control['layout'] | undefined): Partial<Control['layout']> {
  const box: Partial<Control['layout']> = { ...layout };
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
