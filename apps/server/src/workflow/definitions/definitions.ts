import { randomUUID } from 'node:crypto';
import type { WorkflowDefinitionAnswer, WorkflowPage } from '@tessera/protocol';
import type { Transaction } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Database, Db } from '../../db/database.js';
import { toJson } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import { containsPattern, readOrder, readPaging } from '../../http/readPaging.js';
import {
  OptionalText,
  QueryFlag,
  type JsonObject,
  type SortedInput,
} from '../../http/inputSchemas.js';
import { isGuid } from '../../http/requestParams.js';
import { MAX_LIST_IDS, readFlag, readGuid, readName } from '../../organisation/orgInput.js';
import { requireCategory } from './categories.js';
import { definitionAnswer, WORKFLOW_NOT_FOUND, type DefinitionRow } from './definitionWire.js';
import { requireForm } from './forms.js';

type DbOrTrx = Db | Transaction<Database>;

/** 40000 text: deleting a workflow that still has running or returned instances. */
export const DEFINITION_IN_USE = '该流程存在未结束的审批，不能删除';

/** Statuses of an instance that is not finished. */
export const OPEN_PROCESS_STATUSES = ['running', 'returned'] as const;

/** A workflow of the app that is not deleted, or 40400; `forUpdate` locks its row. */
export async function requireDefinition(
  db: DbOrTrx,
  appId: string,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<DefinitionRow> {
  if (!isGuid(id)) throw notFound(WORKFLOW_NOT_FOUND);
  let query = db
    .selectFrom('wf_definitions')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .where('app_id', '=', appId)
    .where('deleted', '=', false);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  return row;
}

/** The designer list's query (each text when present). */
export const DefinitionListQuery = Type.Object({
  currentIndex: OptionalText,
  pageSize: OptionalText,
  workFlowName: OptionalText,
  category: OptionalText,
  isEnable: QueryFlag('isEnable'),
  order: OptionalText,
});

/** GET the designer's list: ?currentIndex&pageSize&workFlowName&category&isEnable&order. */
export async function listDefinitions(
  db: Db,
  appId: string,
  query: Static<typeof DefinitionListQuery>,
): Promise<WorkflowPage<WorkflowDefinitionAnswer>> {
  const paging = readPaging(query, { index: 'currentIndex', size: 'pageSize' }, 10);
  const order = readOrder(query.order, 'ascending');
  const enabled = query.isEnable;
  const name = query.workFlowName?.trim() ?? '';
  const category = query.category?.trim() ?? '';
  let base = db
    .selectFrom('wf_definitions')
    .where('app_id', '=', appId)
    .where('deleted', '=', false);
  if (name) base = base.where('display_name', 'like', containsPattern(name));
  if (category) base = base.where('category_id', '=', category);
  if (enabled !== undefined) base = base.where('enabled', '=', enabled);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('sort_num', order)
    .orderBy('created', order)
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(counted?.n ?? 0), items: rows.map(definitionAnswer) };
}

/** The optional text fields of a create or update. */
function readMemo(value: unknown): string | undefined {
  if (value === undefined || value === null) return value === null ? '' : undefined;
  if (typeof value !== 'string') throw badRequest('流程说明应为文本');
  if (Array.from(value).length > 500) throw badRequest('流程说明长度必须在 0 到 500 字符之间');
  return value;
}

function readWhoCanAccess(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A form id of a body: `undefined` left out, `null` cleared, else a form of the app (40400). */
async function readFormId(
  db: DbOrTrx,
  appId: string,
  value: unknown,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return (await requireForm(db, appId, value)).id;
}

/** POST create `{ displayName, category, memo, whoCanAccess, formId? }` → the new workflow. */
export async function createDefinition(
  db: Db,
  appId: string,
  userId: string,
  input: SortedInput<'sortNum'>,
): Promise<WorkflowDefinitionAnswer> {
  const displayName = readName(input.displayName, '流程名称', 64);
  const category = readName(input.category, '流程分类', 64);
  await requireCategory(db, appId, category);
  const formId = await readFormId(db, appId, input.formId);
  const row = await db
    .insertInto('wf_definitions')
    .values({
      app_id: appId,
      display_name: displayName,
      category_id: category,
      memo: readMemo(input.memo) ?? '',
      who_can_access: readWhoCanAccess(input.whoCanAccess) ?? '',
      sort_num: input.sortNum ?? 0,
      form_id: formId ?? null,
      json_detail: null,
      json_data: null,
      published_version: null,
      created_by: userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return definitionAnswer(row);
}

/** PUT `{ displayName?, category?, memo?, whoCanAccess?, sortNum?, formId? }`. */
export async function updateDefinition(
  db: Db,
  appId: string,
  id: string,
  input: SortedInput<'sortNum'>,
): Promise<WorkflowDefinitionAnswer> {
  const current = await requireDefinition(db, appId, id);
  const displayName =
    input.displayName === undefined ? undefined : readName(input.displayName, '流程名称', 64);
  const category =
    input.category === undefined ? undefined : readName(input.category, '流程分类', 64);
  if (category !== undefined) await requireCategory(db, appId, category);
  const formId = await readFormId(db, appId, input.formId);
  const row = await db
    .updateTable('wf_definitions')
    .set({
      display_name: displayName,
      category_id: category,
      memo: readMemo(input.memo),
      who_can_access: readWhoCanAccess(input.whoCanAccess),
      sort_num: input.sortNum,
      form_id: formId,
      updated: new Date(),
    })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return definitionAnswer(row);
}

/** DELETE: a soft delete, refused while the workflow has running or returned instances. */
export async function deleteDefinition(db: Db, appId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await requireDefinition(trx, appId, id, { forUpdate: true });
    const open = await trx
      .selectFrom('wf_instances')
      .select('id')
      .where('workflow_id', '=', current.id)
      .where('process_status', 'in', OPEN_PROCESS_STATUSES)
      .limit(1)
      .executeTakeFirst();
    if (open) throw badRequest(DEFINITION_IN_USE);
    await trx
      .updateTable('wf_definitions')
      .set({ deleted: true, updated: new Date() })
      .where('id', '=', current.id)
      .execute();
  });
}

/**
 * POST copy `{ sourceId, displayName, category?, memo? }`: a new, enabled workflow whose version 1
 * is the source's latest compile (none when the source was never published). Category, memo,
 * form and sort number default to the source's.
 */
export async function copyDefinition(
  db: Db,
  appId: string,
  userId: string,
  input: JsonObject,
): Promise<WorkflowDefinitionAnswer> {
  const source = await requireDefinition(db, appId, input.sourceId);
  const displayName = readName(input.displayName, '流程名称', 64);
  const category =
    input.category === undefined || input.category === null || input.category === ''
      ? source.category_id
      : readName(input.category, '流程分类', 64);
  await requireCategory(db, appId, category);
  const memo = readMemo(input.memo) ?? source.memo;
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('wf_versions')
      .selectAll()
      .where('workflow_id', '=', source.id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const id = randomUUID();
    const row = await trx
      .insertInto('wf_definitions')
      .values({
        id,
        app_id: appId,
        display_name: displayName,
        category_id: category,
        memo,
        sort_num: source.sort_num,
        form_id: source.form_id,
        enabled: true,
        json_detail: latest ? toJson(latest.json_detail) : null,
        json_data: latest ? toJson(latest.json_data) : null,
        flow_step_operator_list: toJson(latest?.flow_step_operator_list ?? []),
        published_version: latest ? 1 : null,
        created_by: userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (latest) {
      await trx
        .insertInto('wf_versions')
        .values({
          workflow_id: id,
          version: 1,
          json_detail: toJson(latest.json_detail),
          json_data: toJson(latest.json_data),
          flow_step_operator_list: toJson(latest.flow_step_operator_list),
          published_by: userId,
        })
        .execute();
    }
    return definitionAnswer(row);
  });
}

/** POST setenable/{id} `{ enabled }`: disabling blocks new starts only (the runtime checks it). */
export async function setDefinitionEnabled(
  db: Db,
  appId: string,
  id: string,
  input: JsonObject,
): Promise<WorkflowDefinitionAnswer> {
  const enabled = readFlag(input.enabled, 'enabled');
  if (enabled === undefined) throw badRequest('参数 enabled 不能为空');
  const current = await requireDefinition(db, appId, id);
  const row = await db
    .updateTable('wf_definitions')
    .set({ enabled, updated: new Date() })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return definitionAnswer(row);
}

/** POST setsortnums `[{ id, sortNum }]`: all or nothing; an unknown id is 40400. */
export async function setDefinitionSortNums(
  db: Db,
  appId: string,
  entries: readonly SortedInput<'sortNum'>[],
): Promise<void> {
  if (entries.length > MAX_LIST_IDS) throw badRequest(`排序最多 ${MAX_LIST_IDS} 项`);
  const items = entries.map((entry) => {
    const sortNum = entry.sortNum;
    if (sortNum === undefined) throw badRequest('参数 sortNum 不能为空');
    return { id: readGuid(entry.id, '流程 id'), sortNum };
  });
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const done = await trx
        .updateTable('wf_definitions')
        .set({ sort_num: item.sortNum })
        .where('id', '=', item.id)
        .where('app_id', '=', appId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw notFound(WORKFLOW_NOT_FOUND);
    }
  });
}
