import type { Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { readName, readParentId } from './orgInput.js';
import type { OperationsTable } from '../db/organisationTables.js';
import {
  inTransaction,
  isUniqueViolation,
  type OrgTransaction,
  type OrgChange,
} from './orgTransaction.js';
import { recordAudit } from '../directory/recordAudit.js';

/**
 * An operation (spec 1 §6 operation permission; §7 header `operationId`): what a control's
 * event or a data source names, granted to roles. `pageId` is the page it belongs to, if any.
 */
export interface Operation {
  operationId: string;
  name: string;
  pageId: string | null;
  appId: string;
}

/** An operation id: letters, digits, `_ - . :`; 1…128 characters. */
const OPERATION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

function toOperation(row: { id: string; name: string; page_id: string | null; app_id: string }) {
  return { operationId: row.id, name: row.name, pageId: row.page_id, appId: row.app_id };
}

/** Every operation of the app, by id. */
export async function listOperations(db: Db, appId: string): Promise<Operation[]> {
  const rows = await db
    .selectFrom('operations')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('id')
    .execute();
  return rows.map(toOperation);
}

/** One operation of the app, or 40400. */
export async function readOperation(db: Db, appId: string, id: string): Promise<Operation> {
  const row = await db
    .selectFrom('operations')
    .selectAll()
    .where('app_id', '=', appId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`操作 ${id} 不存在`);
  return toOperation(row);
}

/** The page exists in the app, or 40400. */
async function requirePageOf(trx: OrgTransaction, appId: string, pageId: string): Promise<void> {
  const page = await trx
    .selectFrom('pages')
    .select('page_id')
    .where('app_id', '=', appId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  if (!page) throw notFound(`页面 ${pageId} 不存在`);
}

/**
 * Adds an operation: `operationId` (unique across apps: the header carries no app), `name`,
 * optional `pageId` of the app. Answers it.
 */
export async function addOperation(
  { db, actor, appId }: OrgChange,
  input: { operationId?: unknown; id?: unknown; name?: unknown; pageId?: unknown },
): Promise<Operation> {
  const id = readName(input.operationId ?? input.id, '操作编号', 128);
  if (!OPERATION_ID.test(id)) {
    throw badRequest('操作编号只能含字母、数字、_、-、. 和 :（1 到 128 个字符）');
  }
  const name = readName(input.name, '操作名称', 64);
  const pageId = readParentId(input.pageId, '页面') ?? null;
  try {
    await inTransaction(db, async (trx) => {
      if (pageId) await requirePageOf(trx, appId, pageId);
      const clash = await trx
        .selectFrom('operations')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (clash) throw badRequest(`操作编号 ${id} 已存在`);
      await trx
        .insertInto('operations')
        .values({ id, app_id: appId, name, page_id: pageId })
        .execute();
      await recordAudit(trx, {
        action: 'operation_added',
        actorId: actor.actorId,
        ip: actor.ip ?? null,
        detail: { appId, operationId: id, name },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(`操作编号 ${id} 已存在`);
    throw error;
  }
  return readOperation(db, appId, id);
}

/** Updates an operation's `name` and `pageId` (the id is the key the pages name). */
export async function updateOperation(
  { db, actor, appId }: OrgChange,
  id: string,
  input: { name?: unknown; pageId?: unknown },
): Promise<Operation> {
  const operation = await readOperation(db, appId, id);
  const set: Updateable<OperationsTable> = {};
  if (input.name !== undefined) set.name = readName(input.name, '操作名称', 64);
  const pageId = readParentId(input.pageId, '页面');
  if (pageId !== undefined) set.page_id = pageId;
  if (Object.keys(set).length === 0) return operation;
  await inTransaction(db, async (trx) => {
    if (set.page_id) await requirePageOf(trx, appId, set.page_id);
    await trx.updateTable('operations').set(set).where('id', '=', operation.operationId).execute();
    await recordAudit(trx, {
      action: 'operation_updated',
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { appId, operationId: operation.operationId, changes: Object.keys(set) },
    });
  });
  return readOperation(db, appId, operation.operationId);
}

/** Deletes an operation; its grants to roles go with it. */
export async function deleteOperation({ db, actor, appId }: OrgChange, id: string): Promise<void> {
  const operation = await readOperation(db, appId, id);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('operations').where('id', '=', operation.operationId).execute();
    await recordAudit(trx, {
      action: 'operation_deleted',
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { appId, operationId: operation.operationId },
    });
  });
}
