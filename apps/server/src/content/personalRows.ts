import { EMPTY_GUID } from '@tessera/protocol';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { ContentSchema } from './contentSchema.js';

/**
 * Who reads or writes content: the signed-in user's id, or null (also undefined and the all-zero
 * actor id) for an anonymous caller.
 */
export type ContentViewer = string | null | undefined;

function isAnonymous(viewer: ContentViewer): viewer is null | undefined {
  return viewer === null || viewer === undefined || viewer === EMPTY_GUID;
}

/**
 * The one rule of personal content (README "Personal content"): the rows of `schema` that
 * `viewer` may read or write, as a condition on `table` — undefined (no condition) for an
 * ordinary schema; for a personal schema the rows the viewer created, and none for an anonymous
 * viewer. Every content read and write of the query layer applies it (lists, totals,
 * aggregates, groups, exports, one item, references, updates, deletes, increments), so another
 * user's row is simply not there: reading or changing it answers 40400 and changes nothing.
 */
export function ownRows(
  schema: Pick<ContentSchema, 'personal'>,
  viewer: ContentViewer,
  table = 'content_items',
): Expression<SqlBool> | undefined {
  if (!schema.personal) return undefined;
  if (isAnonymous(viewer)) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(`${table}.created_by`)} = ${viewer}`;
}

/**
 * Takes the transaction lock of one owner's personal content in an app (README "Personal
 * content"): every write transaction that may change a user's personal rows takes it first,
 * before any row lock, so a user's writes take turns — a change that reads "all my rows
 * matching …" (`update{Schema}ContentsByFilter`) then sees every earlier write of the same user,
 * including items added since the client last read. Anonymous callers write nothing.
 */
export async function lockOwner(trx: Db, appId: string, viewer: ContentViewer): Promise<void> {
  if (isAnonymous(viewer)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`tessera:owner:${appId}:${viewer}`}, 0))`.execute(
    trx,
  );
}
