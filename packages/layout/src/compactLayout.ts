import type { GridBox, LayoutItem } from './layoutItem.js';

/** A box that may be static: what compaction reads. */
type Placeable = GridBox & { static?: boolean };

/**
 * Whether two boxes overlap (touching edges do not). An item never collides with itself.
 *
 * @example
 * collides({ x: 0, y: 0, w: 2, h: 1 }, { x: 1, y: 0, w: 2, h: 1 }); // true
 * collides({ x: 0, y: 0, w: 1, h: 1 }, { x: 1, y: 0, w: 1, h: 1 }); // false
 */
export function collides(a: GridBox, b: GridBox): boolean {
  if (a === b) return false;
  return a.x < b.x + b.w && a.x + a.w > b.x && a.y < b.y + b.h && a.y + a.h > b.y;
}

/** The first item of `layout` that `box` overlaps, or `undefined`. */
export function getFirstCollision<TItem extends GridBox>(
  layout: readonly TItem[],
  box: GridBox,
): TItem | undefined {
  return layout.find((other) => collides(other, box));
}

/**
 * The lowest edge of a layout in rows (the grid's content height), 0 when empty.
 *
 * @example
 * bottom([{ x: 0, y: 2, w: 1, h: 3 }]); // 5
 */
export function bottom(layout: readonly GridBox[]): number {
  let max = 0;
  for (const item of layout) max = Math.max(max, item.y + item.h);
  return max;
}

/**
 * The items sorted by row, then column (top-left first); ties keep their order. Returns a new
 * array.
 */
export function sortLayoutItems<TItem extends GridBox>(layout: readonly TItem[]): TItem[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Whether two boxes share columns (the horizontal half of {@link collides}). */
function sharesColumns(a: GridBox, b: GridBox): boolean {
  return a.x < b.x + b.w && a.x + a.w > b.x;
}

/**
 * Moves one item up as far as it goes without overlapping `placed`, then down past anything it
 * still overlaps. Mutates `item` (a clone made by the caller).
 */
function compactItem(placed: readonly Placeable[], item: Placeable): void {
  // Start no lower than the bottom of what is placed: the item cannot rest below it.
  let y = Number.isFinite(item.y) ? Math.max(0, item.y) : Number.POSITIVE_INFINITY;
  y = Math.min(y, bottom(placed));
  item.y = y;
  if (getFirstCollision(placed, item) === undefined) {
    // Rise to the lowest edge above it among the items in its columns (or the top row): the
    // same end position as stepping up one row at a time until the next step would collide.
    let rest = 0;
    for (const other of placed) {
      const edge = other.y + other.h;
      if (edge <= y && edge > rest && sharesColumns(other, item)) rest = edge;
    }
    item.y = rest;
  }
  // Push down below every item it overlaps. Each step lands on a strictly lower edge of a
  // placed item, so the loop ends after at most `placed.length` steps.
  for (let hit = getFirstCollision(placed, item); hit; hit = getFirstCollision(placed, item)) {
    item.y = hit.y + hit.h;
  }
}

/**
 * Vertical compaction (spec 1 §4 Grid), as the grid library's `verticalCompact`: items are taken
 * top-left first and each moves up until it would collide with a static item or an item placed
 * before it. Static items never move. The result is a new array of shallow clones, sorted by row
 * and column, in which no moving item overlaps another item. Compacting a compacted layout
 * changes nothing. Columns (`x`, `w`) are left alone: apply {@link fitToColumns} first.
 *
 * @example
 * compactLayout([{ i: 'a', x: 0, y: 5, w: 2, h: 1 }, { i: 'b', x: 0, y: 9, w: 1, h: 2 }]);
 * // [{ i: 'a', x: 0, y: 0, w: 2, h: 1 }, { i: 'b', x: 0, y: 1, w: 1, h: 2 }]
 */
export function compactLayout<TItem extends LayoutItem | Placeable>(
  layout: readonly TItem[],
): TItem[] {
  const placed: TItem[] = layout
    .filter((item) => item.static === true)
    .map((item) => ({ ...item }));
  for (const original of sortLayoutItems(layout)) {
    if (original.static === true) continue;
    const item = { ...original };
    compactItem(placed, item);
    placed.push(item);
  }
  return sortLayoutItems(placed);
}
