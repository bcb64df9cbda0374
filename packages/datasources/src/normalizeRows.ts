import type { LoadedPage, DataSourceItem } from './types.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A content item as the server answers it: an id and a `data` object of `{ iv }` fields. */
function isContentItem(value: unknown): value is DataSourceItem {
  return isObject(value) && typeof value.id === 'string' && isObject(value.data);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * One row of a data flow or model as a {@link DataSourceItem}: every column becomes a
 * `{ iv }` field of `data`; `id` comes from an `id` (or `contentId`) column, else the row's
 * position, so cursors and batch selection work on every kind of source.
 */
export function rowToItem(row: unknown, index: number): DataSourceItem {
  if (isContentItem(row)) return row;
  const columns = isObject(row) ? row : { value: row };
  const data: Record<string, { iv: unknown }> = {};
  for (const [name, value] of Object.entries(columns)) {
    Object.defineProperty(data, name, {
      value: { iv: value },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return {
    id: text(columns.id) || text(columns.contentId) || String(index),
    contentId: text(columns.contentId),
    version: typeof columns.version === 'number' ? columns.version : 0,
    created: text(columns.created),
    createdBy: text(columns.createdBy),
    lastModified: text(columns.lastModified),
    lastModifiedBy: text(columns.lastModifiedBy),
    status: text(columns.status),
    data,
  };
}

/**
 * The answer of a data flow or API model as a page. Decisions (the spec leaves the shapes
 * open): a list is the rows; an object with an `items` list is a page (its `total` when it has
 * one); `null`/`undefined` is no rows; any other value is one row.
 *
 * @example
 * normalizeRows([{ id: 'a', n: 1 }]).items[0].data.n.iv; // 1
 */
export function normalizeRows(answer: unknown): LoadedPage {
  if (answer === null || answer === undefined) return { total: 0, items: [] };
  if (Array.isArray(answer)) return { total: answer.length, items: answer.map(rowToItem) };
  if (isObject(answer) && Array.isArray(answer.items)) {
    const items = answer.items.map(rowToItem);
    const total = typeof answer.total === 'number' ? answer.total : items.length;
    return { total, items, countFields: answer.countFields, groupFields: answer.groupFields };
  }
  return { total: 1, items: [rowToItem(answer, 0)] };
}

/** OLAP cells (spec 1 §7 "returns cells") as rows keyed by column name. */
export function olapRows(result: {
  columns: readonly { name: string }[];
  cells: readonly (readonly unknown[])[];
}): LoadedPage {
  const rows = result.cells.map((cells) =>
    Object.fromEntries(result.columns.map((column, index) => [column.name, cells[index] ?? null])),
  );
  return normalizeRows(rows);
}
