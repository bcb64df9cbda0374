import {
  EMPTY_GUID,
  type FormDataAnswer,
  type FormFieldDefinition,
  type WorkflowPage,
} from '@tessera/protocol';
import { sql, type Selectable } from 'kysely';
import { Type, type Static } from 'typebox';
import { forbidden, type Caller } from '../../authorization/caller.js';
import { toJson, type Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import { ObjectBody, OptionalText, type JsonObject } from '../../http/inputSchemas.js';
import { readPaging } from '../../http/readPaging.js';
import { isGuid } from '../../http/requestParams.js';
import { takesPartIn } from '../instanceParticipants.js';
import type { FormDataTable } from '../../db/workflowTables.js';
import { firstSubmissionError } from './formFields.js';
import { requireForm } from './forms.js';

/** 40400 text. */
export const FORM_DATA_NOT_FOUND = '表单数据不存在';

type FormDataRow = Selectable<FormDataTable> & { form_name: string };

function formDataAnswer(row: FormDataRow): FormDataAnswer {
  return {
    id: row.id,
    formId: row.form_id,
    formName: row.form_name,
    jsonData: row.json_data,
    createdby: row.created_by,
    CreatedName: row.created_name,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

function selectFormData(db: Db, appId: string) {
  return db
    .selectFrom('form_data')
    .innerJoin('forms', 'forms.id', 'form_data.form_id')
    .selectAll('form_data')
    .select('forms.name as form_name')
    .where('form_data.app_id', '=', appId);
}

/** The caller's display name (their nick name, else the token's user name). */
async function callerName(db: Db, caller: Caller): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['nick_name', 'user_name'])
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  return user?.nick_name || user?.user_name || caller.userName;
}

/**
 * A member's call on one app's form data (as the organisation's OrgChange): the query layer,
 * the app, who calls and whether they administer the app (asked only when it matters).
 */
export interface FormDataCall {
  db: Db;
  appId: string;
  caller: Caller;
  admin: () => Promise<boolean>;
}

function optionalText(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 256) throw badRequest(`参数 ${name} 无效`);
  return value;
}

/**
 * The body of addformdata: `jsonData` an object (its fields checked against the form's); the
 * form, the submission and the content link are read by the rules below.
 */
export const FormDataBody = Type.Object({
  formId: Type.Optional(Type.Unknown()),
  id: Type.Optional(Type.Unknown()),
  jsonData: ObjectBody,
  schemaName: Type.Optional(Type.Unknown()),
  contentId: Type.Optional(Type.Unknown()),
});

/**
 * POST addformdata (spec 2 §3 Form submission): checks `jsonData` against the form's fields
 * (the first failing field's message, verbatim, as 40000) and stores it as the caller's —
 * createdby and CreatedName are never taken from the body. With `id` it updates the caller's
 * own submission (403 for someone else's). Answers `{ id }`.
 */
export async function saveFormData(
  db: Db,
  appId: string,
  caller: Caller,
  input: Static<typeof FormDataBody>,
): Promise<{ id: string }> {
  const form = await requireForm(db, appId, input.formId);
  const data = input.jsonData;
  const message = firstSubmissionError(form.fields as FormFieldDefinition[], data);
  if (message !== null) throw badRequest(message);
  const values = {
    form_id: form.id,
    json_data: toJson(data),
    schema_name: optionalText(input.schemaName, 'schemaName'),
    content_id: optionalText(input.contentId, 'contentId'),
    updated: new Date(),
  };
  if (input.id === undefined || input.id === null || input.id === '') {
    const row = await db
      .insertInto('form_data')
      .values({
        ...values,
        app_id: appId,
        created_by: caller.userId,
        created_name: await callerName(db, caller),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }
  if (!isGuid(input.id)) throw notFound(FORM_DATA_NOT_FOUND);
  const current = await db
    .selectFrom('form_data')
    .select(['id', 'created_by'])
    .where('id', '=', input.id.toLowerCase())
    .where('app_id', '=', appId)
    .executeTakeFirst();
  if (!current) throw notFound(FORM_DATA_NOT_FOUND);
  if (current.created_by !== caller.userId) throw forbidden();
  await db.updateTable('form_data').set(values).where('id', '=', current.id).execute();
  return { id: current.id };
}

/** The query of formdatalist (each text when present). */
export const FormDataListQuery = Type.Object({
  createdby: OptionalText,
  formId: OptionalText,
  pageNo: OptionalText,
  pageSize: OptionalText,
});

/**
 * GET formdatalist ?createdby&formId=all|id&type=customer&pageNo&pageSize: members list their
 * own submissions (another createdby is 403), administrators anyone's (every creator when left
 * out); `all` or the all-zero id means every form. Newest first.
 */
export async function listFormData(
  call: FormDataCall,
  query: Static<typeof FormDataListQuery>,
): Promise<WorkflowPage<FormDataAnswer>> {
  const { db, appId, caller } = call;
  const admin = await call.admin();
  const paging = readPaging(query, { index: 'pageNo', size: 'pageSize' }, 10);
  const createdby =
    query.createdby && query.createdby !== EMPTY_GUID ? query.createdby.toLowerCase() : null;
  if (!admin && createdby !== null && createdby !== caller.userId) throw forbidden();
  const creator = admin ? createdby : caller.userId;
  const formId =
    query.formId && query.formId !== 'all' && query.formId !== EMPTY_GUID ? query.formId : null;
  if (formId !== null && !isGuid(formId)) throw notFound('表单不存在');
  if (creator !== null && !isGuid(creator)) return { total: 0, items: [] };
  let base = selectFormData(db, appId);
  if (creator !== null) base = base.where('form_data.created_by', '=', creator);
  if (formId !== null) base = base.where('form_data.form_id', '=', formId.toLowerCase());
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const rows = await base
    .orderBy('form_data.created', 'desc')
    .orderBy('form_data.id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(counted?.n ?? 0), items: rows.map(formDataAnswer) };
}

/**
 * GET formdatainfo/{id}: its creator, administrators, and — so approvers can read it — anyone
 * holding or having held a task or a CC row of an instance started with it.
 */
export async function readFormData(
  { db, appId, caller, admin }: FormDataCall,
  id: string,
): Promise<FormDataAnswer> {
  if (!isGuid(id)) throw notFound(FORM_DATA_NOT_FOUND);
  const row = await selectFormData(db, appId)
    .where('form_data.id', '=', id.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound(FORM_DATA_NOT_FOUND);
  if (row.created_by === caller.userId || (await admin())) return formDataAnswer(row);
  const involved = await db
    .selectFrom('wf_instances')
    .select('wf_instances.id')
    .where('wf_instances.form_data_id', '=', row.id)
    .where((eb) => takesPartIn(eb, caller.userId))
    .limit(1)
    .executeTakeFirst();
  if (!involved) throw forbidden();
  return formDataAnswer(row);
}

/**
 * POST getcontentdata ?app&userId `{ schemasName, fieldName, conditionName, displayFieldNames }`:
 * the user's default content of a schema, for prefilling a form — the newest items (at most 20)
 * whose `conditionName` field holds the user id (the items the user created when no
 * conditionName is given), each as `{ id, contentId, [field]: value }` for `fieldName` and
 * every display field. Only the user themself or an administrator may ask; an unknown schema
 * answers `[]`.
 */
export async function readContentData(
  { db, appId, caller, admin }: FormDataCall,
  userIdParam: string | undefined,
  input: JsonObject,
): Promise<Record<string, unknown>[]> {
  const userId = userIdParam ? userIdParam.toLowerCase() : caller.userId;
  if (userId !== caller.userId && !(await admin())) throw forbidden();
  const schemaName = typeof input.schemasName === 'string' ? input.schemasName : '';
  if (schemaName === '') throw badRequest('schemasName不能为空');
  const schema = await db
    .selectFrom('schemas')
    .select('name')
    .where('app_id', '=', appId)
    .where('name', '=', schemaName)
    .executeTakeFirst();
  if (!schema) return [];
  const names = [
    ...new Set(
      [
        input.fieldName,
        ...(Array.isArray(input.displayFieldNames) ? input.displayFieldNames : []),
      ].filter((name): name is string => typeof name === 'string' && name !== ''),
    ),
  ];
  const condition = typeof input.conditionName === 'string' ? input.conditionName : '';
  let query = db
    .selectFrom('content_items')
    .select(['id', 'content_id', 'data'])
    .where('app_id', '=', appId)
    .where('schema_name', '=', schema.name);
  query =
    condition === ''
      ? query.where('created_by', '=', userId)
      : query.where(sql<string>`lower(data -> ${condition} ->> 'iv')`, '=', userId);
  const rows = await query.orderBy('created', 'desc').limit(20).execute();
  return rows.map((row) => ({
    id: row.id,
    contentId: row.content_id,
    ...Object.fromEntries(names.map((name) => [name, row.data[name]?.iv ?? null])),
  }));
}
