import type {
  FormAnswer,
  FormFieldDefinition,
  FormTemplateAnswer,
  FormTypeAnswer,
  FormTypeWithFormsAnswer,
} from '@tessera/protocol';
import { isDeepStrictEqual } from 'node:util';
import type { Selectable, Transaction } from 'kysely';
import { toJson, type Database, type Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import type { JsonObject, SortedInput } from '../../http/inputSchemas.js';
import { isGuid } from '../../http/requestParams.js';
import { readFlag, readName } from '../../organisation/orgInput.js';
import type { FormsTable, FormTemplatesTable, FormTypesTable } from '../../db/workflowTables.js';
import { readFormFields } from './formFields.js';

type DbOrTrx = Db | Transaction<Database>;

/** 40400 texts. */
export const FORM_NOT_FOUND = '表单不存在';
export const FORM_TYPE_NOT_FOUND = '表单分类不存在';
export const FORM_TEMPLATE_NOT_FOUND = '表单模板不存在';
export const FORM_VERSION_NOT_FOUND = '表单版本不存在';

function formAnswer(row: Selectable<FormsTable>): FormAnswer {
  return {
    id: row.id,
    name: row.name,
    formTypeId: row.form_type_id,
    templateId: row.template_id,
    fields: row.fields as FormFieldDefinition[],
    enabled: row.enabled,
    version: row.version,
    updated: row.updated.toISOString(),
  };
}

function formTypeAnswer(row: Selectable<FormTypesTable>): FormTypeAnswer {
  return { id: row.id, name: row.name, type: row.type, sort: row.sort, enabled: row.enabled };
}

function templateAnswer(row: Selectable<FormTemplatesTable>): FormTemplateAnswer {
  return {
    id: row.id,
    name: row.name,
    formTypeId: row.form_type_id,
    fields: row.fields as FormFieldDefinition[],
    enabled: row.enabled,
    sort: row.sort,
    updated: row.updated.toISOString(),
  };
}

/** A form of the app, or 40400. */
export async function requireForm(
  db: DbOrTrx,
  appId: string,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Selectable<FormsTable>> {
  let query = db.selectFrom('forms').selectAll().where('app_id', '=', appId);
  if (options.forUpdate) query = query.forUpdate();
  const row = isGuid(id)
    ? await query.where('id', '=', id.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(FORM_NOT_FOUND);
  return row;
}

async function requireFormType(db: DbOrTrx, appId: string, id: unknown): Promise<string> {
  const row = isGuid(id)
    ? await db
        .selectFrom('form_types')
        .select('id')
        .where('id', '=', id.toLowerCase())
        .where('app_id', '=', appId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(FORM_TYPE_NOT_FOUND);
  return row.id;
}

async function requireTemplate(
  db: DbOrTrx,
  appId: string,
  id: unknown,
): Promise<Selectable<FormTemplatesTable>> {
  const row = isGuid(id)
    ? await db
        .selectFrom('form_templates')
        .selectAll()
        .where('id', '=', id.toLowerCase())
        .where('app_id', '=', appId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(FORM_TEMPLATE_NOT_FOUND);
  return row;
}

/**
 * GET forminfo/{id}[?version=n]: the form as it is now, or with the fields of version `n` (the
 * version an instance was started with: README "Workflow forms"); 40400 for a version it never had.
 */
export async function readForm(
  db: Db,
  appId: string,
  id: string,
  version?: number,
): Promise<FormAnswer> {
  const form = formAnswer(await requireForm(db, appId, id));
  if (version === undefined || version === form.version) return form;
  const row = await db
    .selectFrom('form_versions')
    .select('fields')
    .where('form_id', '=', form.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound(FORM_VERSION_NOT_FOUND);
  return { ...form, fields: row.fields as FormFieldDefinition[], version };
}

/**
 * Stores the fields of a saved form as its current version: a new version when an instance was
 * started with the current one and the fields changed (that instance keeps its fields), else the
 * current version is replaced. Answers the version now current.
 */
async function storeFormVersion(
  trx: Transaction<Database>,
  current: Selectable<FormsTable>,
  fields: unknown[],
): Promise<number> {
  if (isDeepStrictEqual(current.fields, fields)) return current.version;
  // A form written without its version row (the seed's) gets it before it changes.
  await trx
    .insertInto('form_versions')
    .values({ form_id: current.id, version: current.version, fields: toJson(current.fields) })
    .onConflict((conflict) => conflict.columns(['form_id', 'version']).doNothing())
    .execute();
  const used = await trx
    .selectFrom('wf_instances')
    .select('id')
    .where('form_id', '=', current.id)
    .where('form_version', '=', current.version)
    .limit(1)
    .executeTakeFirst();
  if (!used) {
    await trx
      .updateTable('form_versions')
      .set({ fields: toJson(fields) })
      .where('form_id', '=', current.id)
      .where('version', '=', current.version)
      .execute();
    return current.version;
  }
  const version = current.version + 1;
  await trx
    .insertInto('form_versions')
    .values({ form_id: current.id, version, fields: toJson(fields) })
    .execute();
  return version;
}

/**
 * POST updateform `{ id?, name, formTypeId, templateId?, fields, enabled? }`: creates (no id)
 * or updates a form. Fields left out of a new form come from its template.
 */
export async function saveForm(db: Db, appId: string, input: JsonObject): Promise<FormAnswer> {
  const name = readName(input.name, '表单名称', 64);
  const formTypeId = await requireFormType(db, appId, input.formTypeId);
  const template =
    input.templateId === undefined || input.templateId === null || input.templateId === ''
      ? null
      : await requireTemplate(db, appId, input.templateId);
  const fields =
    input.fields === undefined && template
      ? readFormFields(template.fields)
      : readFormFields(input.fields);
  const enabled = readFlag(input.enabled, 'enabled');
  const values = {
    name,
    form_type_id: formTypeId,
    template_id: template?.id ?? null,
    fields: toJson(fields),
    enabled,
    updated: new Date(),
  };
  // The form and its version row change together (one transaction, the form row locked).
  const row = await db.transaction().execute(async (trx) => {
    if (input.id === undefined || input.id === null || input.id === '') {
      const created = await trx
        .insertInto('forms')
        .values({ ...values, app_id: appId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('form_versions')
        .values({ form_id: created.id, version: created.version, fields: toJson(fields) })
        .execute();
      return created;
    }
    const current = await requireForm(trx, appId, input.id, { forUpdate: true });
    const version = await storeFormVersion(trx, current, JSON.parse(JSON.stringify(fields)));
    return trx
      .updateTable('forms')
      .set({ ...values, version })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return formAnswer(row);
}

/** GET formtypes: the app's form types by sort. */
export async function listFormTypes(db: Db, appId: string): Promise<FormTypeAnswer[]> {
  const rows = await db
    .selectFrom('form_types')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('sort')
    .orderBy('created')
    .execute();
  return rows.map(formTypeAnswer);
}

/** POST formtypes `{ name, sort? }`. */
export async function addFormType(
  db: Db,
  appId: string,
  input: SortedInput,
): Promise<FormTypeAnswer> {
  const row = await db
    .insertInto('form_types')
    .values({
      app_id: appId,
      name: readName(input.name, '分类名称', 64),
      sort: input.sort ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return formTypeAnswer(row);
}

/**
 * POST formtypedatalist ?type=customer: the form types of that type (every type when left
 * out) with their enabled forms, by sort.
 */
export async function listFormTypesWithForms(
  db: Db,
  appId: string,
  type: string | undefined,
): Promise<FormTypeWithFormsAnswer[]> {
  let query = db
    .selectFrom('form_types')
    .selectAll()
    .where('app_id', '=', appId)
    .where('enabled', '=', true);
  if (type) query = query.where('type', '=', type);
  const types = await query.orderBy('sort').orderBy('created').execute();
  const forms = await db
    .selectFrom('forms')
    .selectAll()
    .where('app_id', '=', appId)
    .where('enabled', '=', true)
    .orderBy('created')
    .execute();
  return types.map((row) => ({
    ...formTypeAnswer(row),
    forms: forms.filter((form) => form.form_type_id === row.id).map(formAnswer),
  }));
}

/** GET formtemplates: every template of the app. */
export async function listTemplates(db: Db, appId: string): Promise<FormTemplateAnswer[]> {
  const rows = await db
    .selectFrom('form_templates')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('sort')
    .orderBy('created')
    .execute();
  return rows.map(templateAnswer);
}

/** POST formtemplates `{ name, formTypeId?, fields, sort? }`. */
export async function addTemplate(
  db: Db,
  appId: string,
  input: SortedInput,
): Promise<FormTemplateAnswer> {
  const name = readName(input.name, '模板名称', 64);
  const formTypeId =
    input.formTypeId === undefined || input.formTypeId === null || input.formTypeId === ''
      ? null
      : await requireFormType(db, appId, input.formTypeId);
  const fields = readFormFields(input.fields);
  const row = await db
    .insertInto('form_templates')
    .values({
      app_id: appId,
      name,
      form_type_id: formTypeId,
      fields: toJson(fields),
      sort: input.sort ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return templateAnswer(row);
}

/** POST formtemplates/{id}/enable `{ enabled }`. */
export async function setTemplateEnabled(
  db: Db,
  appId: string,
  id: string,
  input: JsonObject,
): Promise<FormTemplateAnswer> {
  const enabled = readFlag(input.enabled, 'enabled');
  if (enabled === undefined) throw badRequest('参数 enabled 不能为空');
  const current = await requireTemplate(db, appId, id);
  const row = await db
    .updateTable('form_templates')
    .set({ enabled, updated: new Date() })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return templateAnswer(row);
}
