import type { Updateable } from 'kysely';
import { badRequest, notFound } from '../http/envelopeError.js';
import type { SortedInput } from '../http/inputSchemas.js';
import { readDepartment, type Department } from './departmentTree.js';
import { MAX_LIST_IDS, readFlag, readGuid, readName, readParentId } from './orgInput.js';
import type { DepartmentsTable } from '../db/organisationTables.js';
import {
  auditChange,
  inTransaction,
  type OrgTransaction,
  type OrgChange,
} from './orgTransaction.js';

/** What an administrator sends to add or update a department (spec 2 §3 Department). */
export interface DepartmentInput {
  label?: unknown;
  /** The all-zero id, `null` or empty: top level (under the virtual root). */
  parentId?: unknown;
  /** Checked by the route (`SortNumber`). */
  sort?: number;
  isHide?: unknown;
  disable?: unknown;
  /** The supervisor (主管): a user id, or `null`/empty for none. */
  supervisorId?: unknown;
}

/** rspInf of a supervisor who is not a user (or is deleted). */
export const SUPERVISOR_MISSING_MESSAGE = '部门主管不存在或已删除';

/** Reads `supervisorId`: `undefined` when left out, `null` for none, else a user who is not deleted. */
async function readSupervisor(
  trx: OrgTransaction,
  value: unknown,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const id = readGuid(value, '部门主管');
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!user) throw badRequest(SUPERVISOR_MISSING_MESSAGE);
  return id;
}

/** rspInf of a move under oneself. */
export const DEPARTMENT_CYCLE_MESSAGE = '不能把部门移到它自己或它的下级部门之下';

/** The app's departments by id with their parent, locked against concurrent moves. */
async function lockParents(
  trx: OrgTransaction,
  appId: string,
): Promise<Map<string, string | null>> {
  const rows = await trx
    .selectFrom('departments')
    .select(['id', 'parent_id'])
    .where('app_id', '=', appId)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}

/** Refuses a parent that is the department itself or below it. */
function checkNoCycle(parents: Map<string, string | null>, id: string): void {
  const seen = new Set<string>();
  for (let at: string | null | undefined = parents.get(id); at; at = parents.get(at)) {
    if (at === id || seen.has(at)) throw badRequest(DEPARTMENT_CYCLE_MESSAGE);
    seen.add(at);
  }
}

/** Refuses a label a sibling already has (same parent, case-sensitive). */
async function checkSiblingLabel(
  trx: OrgTransaction,
  appId: string,
  sibling: { parentId: string | null; label: string; exceptId?: string },
): Promise<void> {
  const { parentId, label, exceptId } = sibling;
  let query = trx
    .selectFrom('departments')
    .select('id')
    .where('app_id', '=', appId)
    .where('label', '=', label)
    .where('parent_id', parentId === null ? 'is' : '=', parentId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw badRequest(`同一上级部门下已有名为「${label}」的部门`);
  }
}

/**
 * Adds a department (spec 2 §7.3 "Departments: POST add"): `label` required (1…64), under
 * `parentId` (a department of the app, 40400 otherwise) or the root; `sort` defaults to after
 * its siblings. Answers it.
 */
export async function addDepartment(
  { db, actor, appId }: OrgChange,
  input: DepartmentInput,
): Promise<Department> {
  const label = readName(input.label, '部门名称', 64);
  const parentId = readParentId(input.parentId, '上级部门') ?? null;
  const sort = input.sort;
  const isHide = readFlag(input.isHide, 'isHide') ?? false;
  const disable = readFlag(input.disable, 'disable') ?? false;
  const id = await inTransaction(db, async (trx) => {
    const parents = await lockParents(trx, appId);
    if (parentId && !parents.has(parentId)) throw notFound(`上级部门 ${parentId} 不存在`);
    await checkSiblingLabel(trx, appId, { parentId, label });
    const supervisorId = (await readSupervisor(trx, input.supervisorId)) ?? null;
    const last = await trx
      .selectFrom('departments')
      .select((eb) => eb.fn.max('sort').as('max'))
      .where('app_id', '=', appId)
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('departments')
      .values({
        app_id: appId,
        parent_id: parentId,
        label,
        sort: sort ?? (last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1),
        is_hide: isHide,
        disable,
        supervisor_id: supervisorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditChange(trx, actor, 'department_added', { appId, id: row.id, label, parentId });
    return row.id;
  });
  return readDepartment(db, appId, id);
}

/**
 * Updates a department (spec 2 §7.3 "Departments: POST update"): the members given (a
 * `supervisorId` that is no user refuses with {@link SUPERVISOR_MISSING_MESSAGE}). A move under
 * itself or one of its descendants refuses ({@link DEPARTMENT_CYCLE_MESSAGE}). Answers it.
 */
export async function updateDepartment(
  { db, actor, appId }: OrgChange,
  id: string,
  input: DepartmentInput,
): Promise<Department> {
  const current = await readDepartment(db, appId, id);
  const set: Updateable<DepartmentsTable> = {};
  if (input.label !== undefined) set.label = readName(input.label, '部门名称', 64);
  const parentId = readParentId(input.parentId, '上级部门');
  if (parentId !== undefined) set.parent_id = parentId;
  const sort = input.sort;
  if (sort !== undefined) set.sort = sort;
  const isHide = readFlag(input.isHide, 'isHide');
  if (isHide !== undefined) set.is_hide = isHide;
  const disable = readFlag(input.disable, 'disable');
  if (disable !== undefined) set.disable = disable;
  if (Object.keys(set).length === 0 && input.supervisorId === undefined) return current;
  await inTransaction(db, async (trx) => {
    const supervisorId = await readSupervisor(trx, input.supervisorId);
    if (supervisorId !== undefined) set.supervisor_id = supervisorId;
    const parents = await lockParents(trx, appId);
    if (!parents.has(current.id)) throw notFound(`部门 ${id} 不存在`);
    const newParent =
      set.parent_id === undefined ? (parents.get(current.id) ?? null) : set.parent_id;
    if (newParent && !parents.has(newParent)) throw notFound(`上级部门 ${newParent} 不存在`);
    parents.set(current.id, newParent);
    checkNoCycle(parents, current.id);
    if (set.label !== undefined || set.parent_id !== undefined) {
      await checkSiblingLabel(trx, appId, {
        parentId: newParent,
        label: set.label ?? current.label,
        exceptId: current.id,
      });
    }
    await trx.updateTable('departments').set(set).where('id', '=', current.id).execute();
    await auditChange(trx, actor, 'department_updated', {
      appId,
      id: current.id,
      changes: Object.keys(set),
    });
  });
  return readDepartment(db, appId, current.id);
}

/**
 * Deletes a department (spec 2 §7.3 "POST delete/{id}"). Refused (40000, nothing changes) while
 * it has child departments (`部门「研发部」下还有 1 个子部门，不能删除`) or members that are not
 * deleted (`部门「研发部」下还有 2 名成员，不能删除`): an administrator moves them first. Deleted
 * users' memberships go with the department.
 */
export async function deleteDepartment({ db, actor, appId }: OrgChange, id: string): Promise<void> {
  const current = await readDepartment(db, appId, id);
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('departments')
      .select(['id', 'label'])
      .where('id', '=', current.id)
      .where('app_id', '=', appId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`部门 ${id} 不存在`);
    const children = await trx
      .selectFrom('departments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('parent_id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (Number(children.n) > 0) {
      throw badRequest(`部门「${row.label}」下还有 ${children.n} 个子部门，不能删除`);
    }
    const members = await trx
      .selectFrom('user_departments as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('l.department_id', '=', row.id)
      .where('u.deleted', '=', false)
      .executeTakeFirstOrThrow();
    if (Number(members.n) > 0) {
      throw badRequest(`部门「${row.label}」下还有 ${members.n} 名成员，不能删除`);
    }
    await trx.deleteFrom('departments').where('id', '=', row.id).execute();
    await auditChange(trx, actor, 'department_deleted', { appId, id: row.id, label: row.label });
  });
}

/**
 * Updates the order (and optionally the parent) of several departments at once (spec 2 §7.3
 * "POST sort update"): `[{ id, sort, parentId? }]`, all in one transaction; a move that would
 * make a cycle refuses the whole list.
 */
export async function sortDepartments(
  { db, actor, appId }: OrgChange,
  entries: readonly SortedInput[],
): Promise<void> {
  if (entries.length === 0) throw badRequest('请求体应为部门排序列表 [{ id, sort, parentId? }]');
  if (entries.length > MAX_LIST_IDS) throw badRequest(`部门排序列表最多 ${MAX_LIST_IDS} 项`);
  const changes = entries.map((entry) => {
    const sort = entry.sort;
    if (sort === undefined) throw badRequest('部门排序列表的每一项都需要 sort');
    return {
      id: readGuid(entry.id, '部门 id'),
      sort,
      parentId: readParentId(entry.parentId, '上级部门'),
    };
  });
  await inTransaction(db, async (trx) => {
    const parents = await lockParents(trx, appId);
    for (const change of changes) {
      if (!parents.has(change.id)) throw notFound(`部门 ${change.id} 不存在`);
      if (change.parentId && !parents.has(change.parentId)) {
        throw notFound(`上级部门 ${change.parentId} 不存在`);
      }
      if (change.parentId !== undefined) parents.set(change.id, change.parentId);
    }
    for (const change of changes) checkNoCycle(parents, change.id);
    for (const change of changes) {
      await trx
        .updateTable('departments')
        .set({
          sort: change.sort,
          ...(change.parentId === undefined ? {} : { parent_id: change.parentId }),
        })
        .where('id', '=', change.id)
        .execute();
    }
    await auditChange(trx, actor, 'departments_sorted', {
      appId,
      ids: changes.map((change) => change.id),
    });
  });
}
