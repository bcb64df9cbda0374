import type { Selectable } from 'kysely';
import type { ContentItem } from '@tessera/protocol';
import type { ContentItemsTable } from '../db/database.js';

/** A content_items row as selected. */
export type ContentRow = Selectable<ContentItemsTable>;

/**
 * The answered form of a row (spec 1 §3 Content item): ids, version, ISO-8601 times, status and
 * `data` with each field as `{ iv }`.
 */
export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: row.id,
    contentId: row.content_id,
    version: row.version,
    created: new Date(row.created).toISOString(),
    createdBy: row.created_by,
    lastModified: new Date(row.last_modified).toISOString(),
    lastModifiedBy: row.last_modified_by,
    status: row.status,
    data: row.data,
  };
}

/**
 * The columns of each item member, for SQL that builds items itself (the streamed export).
 * Times are formatted as `Date#toISOString` does, so streamed and ordinary answers agree.
 */
export const ITEM_MEMBER_SQL: Readonly<Record<keyof ContentItem, string>> = {
  id: 'content_items.id',
  contentId: 'content_items.content_id',
  version: 'content_items.version',
  created: `to_char(content_items.created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  createdBy: 'content_items.created_by',
  lastModified: `to_char(content_items.last_modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  lastModifiedBy: 'content_items.last_modified_by',
  status: 'content_items.status',
  data: 'content_items.data',
};
