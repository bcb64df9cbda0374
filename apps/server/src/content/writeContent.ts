import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { RSP_CD, type ContentItem } from '@tessera/protocol';
import { EMPTY_GUID } from '@tessera/protocol';
import type { RequestContext } from '../context/requestContext.js';
import { toJson, type Db } from '../db/database.js';
import { badRequest, EnvelopeError, notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import type { ContentChange, ContentChangeBus } from './realtime/contentChangeBus.js';
import { fillSerialNumbers, syncItemSerialNumbers } from '../schemas/autoSerialNumbers.js';
import { toContentItem, type ContentRow } from './contentItem.js';
import type { ContentSchema } from './contentSchema.js';
import { lockOwner, ownRows } from './personalRows.js';
import { readContentData, type DataMode } from './readContentData.js';
import { retryTransaction } from '../db/retryTransaction.js';

/**
 * Where and as whom a write runs. `db` is the transaction of the call: every write of one call
 * (an item, its serial numbers, its notification) commits or rolls back together.
 */
export interface WriteContext {
  db: Db;
  schema: ContentSchema;
  /**
   * The user id written to createdBy/lastModifiedBy (all zeros: anonymous); of a personal
   * schema only this user's items can be changed (README "Personal content").
   */
  actor: string;
  changes: ContentChangeBus;
}

/** Options of an update or delete. */
export interface VersionCheck {
  /** The version the caller read; a different stored version refuses the write (40900). */
  expectedVersion?: number | null;
}

function requireId(id: unknown): string {
  if (!isGuid(id)) throw notFound(`内容 ${String(id)} 不存在`);
  return id;
}

async function publish(
  ctx: WriteContext,
  row: ContentRow,
  type: ContentChange['mutationTypeName'],
): Promise<void> {
  await ctx.changes.publish(ctx.db, {
    appId: ctx.schema.appId,
    schemaId: ctx.schema.schemaId,
    schemaName: ctx.schema.name,
    id: row.id,
    createdDate: new Date().toISOString(),
    actor: ctx.actor,
    mutationTypeName: type,
  });
}

/** Keeps the stored serial numbers in step with an updated item (40900 on a taken one). */
function syncSerials(ctx: WriteContext, row: ContentRow): Promise<void> {
  const { appId, name, fields } = ctx.schema;
  return syncItemSerialNumbers(
    ctx.db,
    { appId, schemaName: name, fields, itemId: row.id },
    row.data,
  );
}

/** Why a conditional write changed nothing: the item is gone (40400) or moved on (40900). */
async function missOrConflict(
  ctx: WriteContext,
  id: string,
  expected: number | null | undefined,
): Promise<EnvelopeError> {
  let query = ctx.db
    .selectFrom('content_items')
    .select('version')
    .where('id', '=', id)
    .where('app_id', '=', ctx.schema.appId)
    .where('schema_name', '=', ctx.schema.name);
  // Another user's personal item is not there for this caller: 40400, never 40900.
  const owned = ownRows(ctx.schema, ctx.actor);
  if (owned) query = query.where(owned);
  const row = await query.executeTakeFirst();
  if (!row) return notFound(`内容 ${id} 不存在`);
  return new EnvelopeError(
    RSP_CD.versionConflict,
    `版本冲突：内容 ${id} 已被修改（当前版本 ${row.version}，提交的版本 ${String(expected)}），未保存任何更改`,
  );
}

function checkExpected(expected: unknown): number | null | undefined {
  if (expected === undefined || expected === null) return expected;
  if (!Number.isSafeInteger(expected) || (expected as number) < 1) {
    throw badRequest('参数 expectedVersion 无效：应为正整数');
  }
  return expected as number;
}

/** spec 1 §7 add{Schema}Content: a new item, status Draft (spec 1 §4), version 1. */
export async function createContent(ctx: WriteContext, input: unknown): Promise<ContentItem> {
  const { schema } = ctx;
  // The id is chosen first: the item's serial numbers are stored under it before the row.
  const id = randomUUID();
  const data = await fillSerialNumbers(
    ctx.db,
    { appId: schema.appId, schemaName: schema.name, fields: schema.fields, itemId: id },
    readContentData(input, schema.fields, 'create'),
  );
  const row = await ctx.db
    .insertInto('content_items')
    .values({
      id,
      app_id: schema.appId,
      schema_name: schema.name,
      created_by: ctx.actor,
      last_modified_by: ctx.actor,
      data: toJson(data),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await publish(ctx, row, 'Created');
  return toContentItem(row);
}

/**
 * spec 1 §7 update{Schema}Content / REST PUT: `merge` changes the fields sent, `replace` writes
 * the data as sent. The version goes up by one; with `expectedVersion` the write happens only
 * if the stored version still equals it (one statement, so of two concurrent writers with the
 * same version exactly one wins).
 */
export async function updateContent(
  ctx: WriteContext,
  id: unknown,
  input: unknown,
  options: VersionCheck & { mode: Exclude<DataMode, 'create'> },
): Promise<ContentItem> {
  const itemId = requireId(id);
  const expected = checkExpected(options.expectedVersion);
  const data = readContentData(input, ctx.schema.fields, options.mode);
  const value =
    options.mode === 'merge' ? sql<string>`data || ${toJson(data)}::jsonb` : toJson(data);
  let query = ctx.db
    .updateTable('content_items')
    .set({
      data: value,
      version: sql<number>`version + 1`,
      last_modified: sql<Date>`now()`,
      last_modified_by: ctx.actor,
    })
    .where('id', '=', itemId)
    .where('app_id', '=', ctx.schema.appId)
    .where('schema_name', '=', ctx.schema.name);
  const owned = ownRows(ctx.schema, ctx.actor);
  if (owned) query = query.where(owned);
  if (expected !== undefined && expected !== null) query = query.where('version', '=', expected);
  const row = await query.returningAll().executeTakeFirst();
  if (!row) throw await missOrConflict(ctx, itemId, expected);
  await syncSerials(ctx, row);
  await publish(ctx, row, 'Updated');
  return toContentItem(row);
}

/** spec 1 §7 delete{Schema}Content / REST DELETE: answers the item as it was. */
export async function deleteContent(
  ctx: WriteContext,
  id: unknown,
  options: VersionCheck = {},
): Promise<ContentItem> {
  const itemId = requireId(id);
  const expected = checkExpected(options.expectedVersion);
  let query = ctx.db
    .deleteFrom('content_items')
    .where('id', '=', itemId)
    .where('app_id', '=', ctx.schema.appId)
    .where('schema_name', '=', ctx.schema.name);
  const owned = ownRows(ctx.schema, ctx.actor);
  if (owned) query = query.where(owned);
  if (expected !== undefined && expected !== null) query = query.where('version', '=', expected);
  const row = await query.returningAll().executeTakeFirst();
  if (!row) throw await missOrConflict(ctx, itemId, expected);
  await publish(ctx, row, 'Deleted');
  return toContentItem(row);
}

/**
 * spec 1 §7 updateFieldContent: adds `step` to a Number/Currency field in one UPDATE (an atomic
 * increment: concurrent steps all count). A missing or non-numeric value counts as 0.
 */
export async function incrementField(
  ctx: WriteContext,
  id: unknown,
  fieldName: string,
  step: number,
): Promise<ContentItem> {
  const itemId = requireId(id);
  const field = ctx.schema.fields.find((f) => f.name === fieldName);
  if (!field) throw badRequest(`未知字段 ${fieldName}：表单 ${ctx.schema.name} 中没有这个字段`);
  if (field.fieldType !== 'Number' && field.fieldType !== 'Currency') {
    throw badRequest(`字段 ${fieldName} 不是数字字段，不能累加`);
  }
  if (!Number.isSafeInteger(step)) throw badRequest('参数 step 应为整数');
  const current = sql`content_items.data -> ${fieldName}::text`;
  const next = sql`coalesce(case when jsonb_typeof(${current} -> 'iv') = 'number' then (${current} -> 'iv')::numeric end, 0) + ${step}::numeric`;
  let query = ctx.db
    .updateTable('content_items')
    .set({
      data: sql<string>`data || jsonb_build_object(${fieldName}::text, coalesce(${current}, '{}'::jsonb) || jsonb_build_object('iv', ${next}))`,
      version: sql<number>`version + 1`,
      last_modified: sql<Date>`now()`,
      last_modified_by: ctx.actor,
    })
    .where('id', '=', itemId)
    .where('app_id', '=', ctx.schema.appId)
    .where('schema_name', '=', ctx.schema.name);
  const owned = ownRows(ctx.schema, ctx.actor);
  if (owned) query = query.where(owned);
  const row = await query.returningAll().executeTakeFirst();
  if (!row) throw notFound(`内容 ${itemId} 不存在`);
  await syncSerials(ctx, row);
  await publish(ctx, row, 'Updated');
  return toContentItem(row);
}

/**
 * Runs a write in one transaction, again (bounded) when a deadlock with another writer rolled it
 * back; the caller is the actor. Writes of a personal schema hold the owner's lock first (README
 * "Personal content").
 */
export function writeInTransaction<T>(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  target: { schema: ContentSchema; changes: ContentChangeBus },
  run: (write: WriteContext) => Promise<T>,
): Promise<T> {
  const { schema, changes } = target;
  return retryTransaction(() =>
    ctx.db.transaction().execute(async (trx) => {
      const actor = ctx.caller?.userId ?? EMPTY_GUID;
      if (schema.personal) await lockOwner(trx, schema.appId, actor);
      return run({ db: trx, schema, actor, changes });
    }),
  );
}

/** One item of the schema by id, among the caller's own rows for a personal schema; or 40400. */
export async function readContentItem(
  ctx: Pick<RequestContext, 'db' | 'caller'>,
  schema: ContentSchema,
  id: string | undefined,
): Promise<ContentItem> {
  const owned = ownRows(schema, ctx.caller?.userId);
  const row = isGuid(id)
    ? await ctx.db
        .selectFrom('content_items')
        .selectAll()
        .where('id', '=', id)
        .where('app_id', '=', schema.appId)
        .where('schema_name', '=', schema.name)
        .$if(owned !== undefined, (qb) => qb.where(owned!))
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`内容 ${String(id)} 不存在`);
  return toContentItem(row);
}
