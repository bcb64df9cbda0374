import type { ContentItem, ContentsWithTotal } from './types.js';

/**
 * Answer of query{Schema}ContentsWithTotal[NoDetails] with every field selected (spec 1 §3
 * Data-source result: total, items, countFields, groupFields; the export adds customFields).
 */
export interface ContentsQueryAnswer<
  TData extends Record<string, unknown> = Record<string, unknown>,
> extends ContentsWithTotal<TData> {
  /** `count_all`, `sum_{field}`, `avg_{field}`, `count_{field}` over every matching item. */
  countFields?: Record<string, number | null>;
  /** One row per group: the group-by fields' values, `count_all` and the named countFields. */
  groupFields?: Record<string, unknown>[];
  /** The schema's fields, for export columns. */
  customFields?: { name: string; label: string; fieldType: string }[];
}

/** spec 1 §7 subscription contentChanged: one change. */
export interface ContentChanged {
  appId: string;
  schemaId: string;
  schemaName: string;
  /** The changed item's id. */
  id: string;
  /** ISO-8601. */
  createdDate: string;
  /** User id of who changed it (all zeros: anonymous). */
  actor: string;
  mutationTypeName: 'Created' | 'Updated' | 'Deleted';
}

/** Answer of GET {app}/contentWithFields/{schema}. */
export interface ContentsWithFields extends ContentsWithTotal {
  /** The schema fields kept in each item's `data`. */
  fields: { name: string; label: string; fieldType: string }[];
}

/**
 * One entry of POST {app}/content/{schema}/batch `ContentDataList`: a new item's data, or
 * `{ id, data, expectedVersion? }` replacing an item's data, or `{ id, delete: true }`.
 */
export type ContentBatchEntry =
  | Record<string, unknown>
  | { id: string; data: Record<string, unknown>; expectedVersion?: number }
  | { id: string; delete: true; expectedVersion?: number };

/** Answer of the batch: the items written, in order (a deleted item as it was). */
export type ContentBatchAnswer = ContentItem[];
