import { EMPTY_GUID } from '@tessera/protocol';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import type { OrgTransaction } from './orgTransaction.js';

/** spec 2 §3, §9: the label of the virtual root (all-zero id) of the department tree. */
export const DEPARTMENT_ROOT_NAME = '所有部门';

/**
 * One department (spec 2 §3 Department): `level` counts from the virtual root (0), so top-level
 * departments are 1 and have `parentId` the all-zero id; `childNodeCount` counts direct children.
 */
export interface Department {
  id: string;
  label: string;
  level: number;
  /** The all-zero id for top-level departments; `null` only on the virtual root itself. */
  parentId: string | null;
  sort: number;
  isHide: boolean;
  disable: boolean;
  childNodeCount: number;
  appId: string;
  /** The department's supervisor (主管; supervisor approver steps resolve here), or `null`. */
  supervisor: { id: string; name: string } | null;
}

/** A department with its children, sorted by `sort`, then label. */
export interface DepartmentNode extends Department {
  children: DepartmentNode[];
}

type Reader = Kysely<Database> | OrgTransaction;

interface DepartmentRow {
  id: string;
  parent_id: string | null;
  label: string;
  sort: number;
  is_hide: boolean;
  disable: boolean;
  supervisor_id: string | null;
  /** The supervisor's nickname, else user name (`null` without a supervisor). */
  supervisor_name: string | null;
}

async function readRows(db: Reader, appId: string): Promise<DepartmentRow[]> {
  return db
    .selectFrom('departments as d')
    .leftJoin('users as s', 's.id', 'd.supervisor_id')
    .select(['d.id', 'd.parent_id', 'd.label', 'd.sort', 'd.is_hide', 'd.disable'])
    .select('d.supervisor_id')
    .select(
      sql<string | null>`coalesce(nullif(s.nick_name, ''), s.user_name)`.as('supervisor_name'),
    )
    .where('d.app_id', '=', appId)
    .orderBy('d.sort')
    .orderBy('d.label')
    .orderBy('d.id')
    .execute();
}

/**
 * Builds the tree under the virtual root. Rows whose parent is missing cannot happen (the
 * foreign key restricts deletes); `show` leaves hidden departments out with everything below.
 */
function buildTree(appId: string, rows: DepartmentRow[], show: boolean): DepartmentNode {
  const children = new Map<string, DepartmentRow[]>();
  for (const row of rows) {
    const parent = row.parent_id ?? EMPTY_GUID;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const build = (row: DepartmentRow, level: number): DepartmentNode => {
    const below = (children.get(row.id) ?? []).filter((child) => !show || !child.is_hide);
    return {
      id: row.id,
      label: row.label,
      level,
      parentId: row.parent_id ?? EMPTY_GUID,
      sort: row.sort,
      isHide: row.is_hide,
      disable: row.disable,
      childNodeCount: below.length,
      appId,
      supervisor: row.supervisor_id
        ? { id: row.supervisor_id, name: row.supervisor_name ?? '' }
        : null,
      children: below.map((child) => build(child, level + 1)),
    };
  };
  const top = (children.get(EMPTY_GUID) ?? []).filter((row) => !show || !row.is_hide);
  return {
    id: EMPTY_GUID,
    label: DEPARTMENT_ROOT_NAME,
    level: 0,
    parentId: null,
    sort: 0,
    isHide: false,
    disable: false,
    childNodeCount: top.length,
    appId,
    supervisor: null,
    children: top.map((row) => build(row, 1)),
  };
}

/**
 * The department tree of an app (spec 2 §7.3 "Departments: tree"): the virtual root 所有部门 with
 * the all-zero id (spec 2 §9), and every department below it. `show` leaves hidden ones out.
 */
export async function readDepartmentTree(
  db: Reader,
  appId: string,
  options: { show?: boolean } = {},
): Promise<DepartmentNode> {
  return buildTree(appId, await readRows(db, appId), options.show ?? false);
}

/** The tree's departments as a flat list, parents before children (the root left out). */
export async function listDepartments(
  db: Reader,
  appId: string,
  options: { show?: boolean } = {},
): Promise<Department[]> {
  const list: Department[] = [];
  const walk = (node: DepartmentNode) => {
    for (const child of node.children) {
      const { children: _children, ...department } = child;
      list.push(department);
      walk(child);
    }
  };
  walk(await readDepartmentTree(db, appId, options));
  return list;
}

/** One department of the app, or 40400. */
export async function readDepartment(db: Reader, appId: string, id: string): Promise<Department> {
  const found = isGuid(id)
    ? (await listDepartments(db, appId)).find((d) => d.id === id.toLowerCase())
    : undefined;
  if (!found) throw notFound(`部门 ${id} 不存在`);
  return found;
}

/** The department and every department below it, or 40400 when it is not the app's. */
export async function descendantDepartmentIds(
  db: Reader,
  appId: string,
  id: string,
): Promise<string[]> {
  const rows = await readRows(db, appId);
  if (!rows.some((row) => row.id === id)) throw notFound(`部门 ${id} 不存在`);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parent_id === ids[i]) ids.push(row.id);
  }
  return ids;
}

/**
 * The departments of a user in an app (spec 2 §7.2 `GET {app}/user/getdepartsbyuserid/{id}`;
 * applicants choose one when starting a workflow, spec 2 §6), in tree order. A user without any
 * answers `[]`; an unknown user 40400.
 */
export async function readDepartsByUserId(
  db: Reader,
  appId: string,
  userId: string,
): Promise<Department[]> {
  const user = isGuid(userId)
    ? await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId.toLowerCase())
        .where('deleted', '=', false)
        .executeTakeFirst()
    : undefined;
  if (!user) throw notFound(`用户 ${userId} 不存在`);
  const links = await db
    .selectFrom('user_departments')
    .select('department_id')
    .where('user_id', '=', user.id)
    .execute();
  const mine = new Set(links.map((link) => link.department_id));
  return (await listDepartments(db, appId)).filter((d) => mine.has(d.id));
}
