import { randomUUID } from 'node:crypto';
import { EMPTY_GUID, type WorkflowCategoryAnswer } from '@tessera/protocol';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import type { SortedInput } from '../../http/inputSchemas.js';
import { MAX_LIST_IDS, readName } from '../../organisation/orgInput.js';
import { requiresDepartment } from './definitionWire.js';

type DbOrTrx = Db | Transaction<Database>;

/** The root of the category tree (spec 2 §3 Workflow category "a default root id"). */
export const ROOT_CATEGORY_ID = EMPTY_GUID;

/** 40400 text. */
export const CATEGORY_NOT_FOUND = '流程分类不存在';

/** A category of the app, or 40400. */
export async function requireCategory(db: DbOrTrx, appId: string, id: unknown) {
  const row =
    typeof id === 'string' && id !== ''
      ? await db
          .selectFrom('wf_categories')
          .selectAll()
          .where('id', '=', id)
          .where('app_id', '=', appId)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** A category id (client-generated text of 1…64 characters). */
function readCategoryId(value: unknown, label: string): string {
  return readName(value, label, 64);
}

/** A parent: the root when left empty, else an existing category. */
async function readParent(db: DbOrTrx, appId: string, value: unknown): Promise<string> {
  if (value === undefined || value === null || value === '' || value === ROOT_CATEGORY_ID) {
    return ROOT_CATEGORY_ID;
  }
  return (await requireCategory(db, appId, value)).id;
}

/** The workflows a category node lists on the approval-start chooser (categoriesPro). */
type ChooserWorkflow = NonNullable<WorkflowCategoryAnswer['workflows']>[number];

/**
 * The category tree of the app: children by parentId under the root, each level by sort then
 * creation. With `workflows`, every node lists its enabled, published, not deleted workflows.
 */
export async function readCategoryTree(
  db: Db,
  appId: string,
  options: { workflows?: boolean } = {},
): Promise<WorkflowCategoryAnswer[]> {
  const rows = await db
    .selectFrom('wf_categories')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('sort')
    .orderBy('created')
    .orderBy('id')
    .execute();
  const workflows = new Map<string, ChooserWorkflow[]>();
  if (options.workflows) {
    const published = await db
      .selectFrom('wf_definitions')
      .select(['id', 'display_name', 'memo', 'form_id', 'category_id', 'json_data'])
      .where('app_id', '=', appId)
      .where('deleted', '=', false)
      .where('enabled', '=', true)
      .where('published_version', 'is not', null)
      .orderBy('sort_num')
      .orderBy('created')
      .orderBy('id')
      .execute();
    for (const row of published) {
      const list = workflows.get(row.category_id) ?? [];
      list.push({
        id: row.id,
        displayName: row.display_name,
        memo: row.memo,
        formId: row.form_id,
        requireDepartment: requiresDepartment(row.json_data),
      });
      workflows.set(row.category_id, list);
    }
  }
  const nodes = new Map<string, WorkflowCategoryAnswer>();
  for (const row of rows) {
    nodes.set(row.id, {
      categoryId: row.id,
      categoryName: row.name,
      parentId: row.parent_id,
      sort: row.sort,
      children: [],
      ...(options.workflows ? { workflows: workflows.get(row.id) ?? [] } : {}),
    });
  }
  const roots: WorkflowCategoryAnswer[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** POST `{ categoryId, categoryName, parentId?, sort? }` (categoryId client-generated). */
export async function addCategory(
  db: Db,
  appId: string,
  input: SortedInput,
): Promise<WorkflowCategoryAnswer> {
  const id =
    input.categoryId === undefined || input.categoryId === null || input.categoryId === ''
      ? randomUUID()
      : readCategoryId(input.categoryId, '分类ID');
  const name = readName(input.categoryName, '分类名称', 64);
  const parentId = await readParent(db, appId, input.parentId);
  const sort = input.sort ?? 0;
  const row = await db
    .insertInto('wf_categories')
    .values({ id, app_id: appId, name, parent_id: parentId, sort })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw badRequest('分类ID已存在');
  return {
    categoryId: row.id,
    categoryName: row.name,
    parentId: row.parent_id,
    sort: row.sort,
    children: [],
  };
}

/** PUT `{ categoryName?, parentId?, sort? }`: rename or move (not under itself). */
export async function updateCategory(
  db: Db,
  appId: string,
  id: string,
  input: SortedInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await requireCategory(trx, appId, id);
    const name =
      input.categoryName === undefined ? undefined : readName(input.categoryName, '分类名称', 64);
    let parentId: string | undefined;
    if (input.parentId !== undefined) {
      parentId = await readParent(trx, appId, input.parentId);
      // Walk up from the new parent: reaching the category itself would make a cycle.
      for (let at = parentId; at !== ROOT_CATEGORY_ID;) {
        if (at === current.id) throw badRequest('不能把分类移到它自己或它的下级分类之下');
        const up = await trx
          .selectFrom('wf_categories')
          .select('parent_id')
          .where('id', '=', at)
          .where('app_id', '=', appId)
          .executeTakeFirst();
        if (!up) break;
        at = up.parent_id;
      }
    }
    await trx
      .updateTable('wf_categories')
      .set({ name, parent_id: parentId, sort: input.sort, updated: new Date() })
      .where('id', '=', current.id)
      .execute();
  });
}

/** DELETE: refused while workflows use the category or it has children. */
export async function deleteCategory(db: Db, appId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await requireCategory(trx, appId, id);
    const child = await trx
      .selectFrom('wf_categories')
      .select('id')
      .where('app_id', '=', appId)
      .where('parent_id', '=', current.id)
      .limit(1)
      .executeTakeFirst();
    if (child) throw badRequest('该分类下还有子分类，不能删除');
    const used = await trx
      .selectFrom('wf_definitions')
      .select('id')
      .where('app_id', '=', appId)
      .where('category_id', '=', current.id)
      .where('deleted', '=', false)
      .limit(1)
      .executeTakeFirst();
    if (used) throw badRequest('该分类下还有审批流程，不能删除');
    await trx.deleteFrom('wf_categories').where('id', '=', current.id).execute();
  });
}

/** POST sort `[{ categoryId, sort }]`: all or nothing; an unknown id is 40400. */
export async function sortCategories(
  db: Db,
  appId: string,
  entries: readonly SortedInput[],
): Promise<void> {
  if (entries.length > MAX_LIST_IDS) throw badRequest(`排序最多 ${MAX_LIST_IDS} 项`);
  const items = entries.map((entry) => {
    const sort = entry.sort;
    if (sort === undefined) throw badRequest('参数 sort 不能为空');
    return { id: readCategoryId(entry.categoryId, '分类ID'), sort };
  });
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const done = await trx
        .updateTable('wf_categories')
        .set({ sort: item.sort })
        .where('id', '=', item.id)
        .where('app_id', '=', appId)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw notFound(CATEGORY_NOT_FOUND);
    }
  });
}
