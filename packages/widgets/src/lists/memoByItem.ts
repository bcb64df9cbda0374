// Lazy rows: a list of 10,000 items builds only the rows a view draws (the /full-list virtualiser
// asks for a couple of dozen), each once per item object. The data-source store replaces an item
// object when the item changes (immer), so a changed item is built again and an unchanged one is
// reused across load-more steps.
import type { ContentItem } from '@tessera/protocol';

/** Builds a row from an item at its position in the shown list. */
export type RowBuild<TRow> = (item: ContentItem, position: number) => TRow;

/**
 * Wraps `build` so each item object is built once per position; the cache goes with the item
 * (a `WeakMap`), so dropped items free their rows. Make a new one when what `build` reads besides
 * the item changes (the widget's configuration).
 *
 * @example
 * ```ts
 * const rowOf = memoByItem((item, position) => ({ key: itemKey(item, position), title: item.data.title?.iv }));
 * rowOf(items[3]!, 3) === rowOf(items[3]!, 3); // true
 * ```
 */
export function memoByItem<TRow>(build: RowBuild<TRow>): RowBuild<TRow> {
  const built = new WeakMap<ContentItem, { position: number; row: TRow }>();
  return (item, position) => {
    const hit = built.get(item);
    if (hit && hit.position === position) return hit.row;
    const row = build(item, position);
    built.set(item, { position, row });
    return row;
  };
}
