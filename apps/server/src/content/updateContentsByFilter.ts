import type { ContentItem } from '@tessera/protocol';
import { badRequest } from '../http/envelopeError.js';
import type { AppSchemas } from './contentSchema.js';
import { lockOwner, ownRows } from './personalRows.js';
import { compileContentFilter } from './queryContents.js';
import { readContentData } from './readContentData.js';
import { updateContent, type WriteContext } from './writeContent.js';

/** Most items one change by filter may touch; more refuses the whole change. */
export const MAX_FILTER_UPDATES = 1000;

/**
 * update{Schema}ContentsByFilter (README "Personal content", ours: the spec has no such call):
 * changes the fields sent in every item the filter matches — of a personal schema only the
 * caller's own — and answers them in id order. It runs in the request's transaction, so in a
 * batch "clear the default flag of every other address of mine, then save this one" (spec 2 §4)
 * commits or rolls back as one. On a personal schema it holds the owner's lock first, so the
 * filter sees every item the same user wrote before, even one the client has not read yet.
 *
 * @throws EnvelopeError 40000 for a missing or malformed filter, bad data, or more than
 * {@link MAX_FILTER_UPDATES} matching items (nothing is changed).
 * @example
 * await updateContentsByFilter(ctx, schemas, "defaultaddress eq true and id ne '…'",
 *   { defaultaddress: { iv: false } });
 */
export async function updateContentsByFilter(
  ctx: WriteContext,
  schemas: AppSchemas,
  filter: unknown,
  input: unknown,
): Promise<ContentItem[]> {
  if (typeof filter !== 'string' || filter.trim() === '') {
    throw badRequest('参数 filter 不能为空：按条件修改需要筛选条件');
  }
  // Bad data is refused even when nothing matches.
  readContentData(input, ctx.schema.fields, 'merge');
  const where = compileContentFilter(ctx.schema, schemas, filter);
  if (ctx.schema.personal) await lockOwner(ctx.db, ctx.schema.appId, ctx.actor);
  let query = ctx.db
    .selectFrom('content_items')
    .select('id')
    .where('app_id', '=', ctx.schema.appId)
    .where('schema_name', '=', ctx.schema.name);
  const owned = ownRows(ctx.schema, ctx.actor);
  if (owned) query = query.where(owned);
  if (where) query = query.where(where);
  // Locked in id order, as every other multi-row write (README "Bad input": deadlocks).
  const rows = await query
    .orderBy('id')
    .limit(MAX_FILTER_UPDATES + 1)
    .forUpdate()
    .execute();
  if (rows.length > MAX_FILTER_UPDATES) {
    throw badRequest(
      `筛选条件匹配的内容超过 ${MAX_FILTER_UPDATES} 条，未修改任何内容，请缩小筛选范围`,
    );
  }
  const changed: ContentItem[] = [];
  for (const { id } of rows) {
    changed.push(await updateContent(ctx, id, input, { mode: 'merge' }));
  }
  return changed;
}
