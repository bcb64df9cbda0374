import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { ContentItem, ContentsWithTotal } from './types.js';

/** One GraphQL operation of `querygraphqls` (README "GraphQL"). */
export const GraphqlOperationSchema = Type.Object({
  query: Type.String(),
  variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  operationName: Type.Optional(Type.String()),
  /** In a batch: run in the one database session of the batch (spec 1 §7). */
  inDatabaseSession: Type.Optional(Type.Boolean()),
});
export type GraphqlOperation = Static<typeof GraphqlOperationSchema>;

/** The body of `querygraphqls`: one operation, or a batch (a list, one transaction). */
export const GraphqlBodySchema = Type.Union([
  GraphqlOperationSchema,
  Type.Array(GraphqlOperationSchema),
]);

const GraphqlDataSchema = Type.Record(Type.String(), Type.Unknown());

/**
 * The envelope's `data` of `querygraphqls`: the GraphQL result's `data` (an object keyed by the
 * selected fields), or for a batch the list of each operation's `data`.
 */
export const GraphqlAnswerSchema = Type.Union([
  GraphqlDataSchema,
  Type.Array(Type.Union([GraphqlDataSchema, Type.Null()])),
]);
export type GraphqlAnswer = Static<typeof GraphqlAnswerSchema>;

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
