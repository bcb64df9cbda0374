import { EMPTY_GUID, type PagedList } from '@tessera/protocol';
import type { Kysely, Updateable } from 'kysely';
import { Type, type Static } from 'typebox';
import { ADMIN_ROLE } from '../directory/roles.js';
import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { containsPattern, readInteger, MAX_PAGE_SIZE } from '../http/readPaging.js';
import { isGuid } from '../http/requestParams.js';
import { readName, readOptionalText } from './orgInput.js';
import type { RolesTable } from '../db/organisationTables.js';
import {
  auditChange,
  inTransaction,
  isUniqueViolation,
  type OrgTransaction,
  type OrgChange,
} from './orgTransaction.js';

/** spec 2 §3, §9: the label of the virtual root (all-zero id) of the role tree. */
export const ROLE_ROOT_NAME = '所有角色';

/** spec 2 §3 Role, with its state and how many users hold it. */
export interface Role {
  id: string;
  name: string;
  code: string;
  isSystemBuiltIn: boolean;
  appId: string;
  isEnable: boolean;
  sort: number;
  userCount: number;
}

/** The role tree: the virtual root with every role of the app below it (roles are flat). */
export interface RoleTree {
  id: string;
  name: string;
  label: string;
  parentId: null;
  children: (Role & { label: string; parentId: string })[];
}

/** What an administrator sends to add or update a role. */
export interface RoleInput {
  name?: unknown;
  code?: unknown;
  /** Checked by the route (`SortNumber`). */
  sort?: number;
}

/** A role code: starts with a letter; letters, digits, `_`, `-`, `.`; 1…64 characters. */
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** spec 2 §9 names no page size for roles: the user lists' 10. */
export const ROLE_PAGE_SIZE = 10;

type Reader = Kysely<Database> | OrgTransaction;

function readCode(value: unknown): string {
  const code = readName(value, '角色编码', 64);
  if (!CODE_PATTERN.test(code)) {
    throw badRequest('角色编码只能以字母开头，含字母、数字、_、- 和 .（至多 64 个字符）');
  }
  // The administrators' code grants the organisation calls: only the built-in role has it.
  if (code.toLowerCase() === ADMIN_ROLE) throw badRequest(`角色编码 ${ADMIN_ROLE} 为系统保留`);
  return code;
}

function rolesQuery(db: Reader, appId: string) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'code', 'is_system_built_in', 'app_id', 'enabled', 'sort'])
    .select((eb) =>
      eb
        .selectFrom('user_roles as l')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('l.role_id', '=', 'roles.id')
        .where('u.deleted', '=', false)
        .as('user_count'),
    )
    .where('app_id', '=', appId);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof rolesQuery>['executeTakeFirstOrThrow']>>;

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    isSystemBuiltIn: row.is_system_built_in,
    appId: row.app_id,
    isEnable: row.enabled,
    sort: row.sort,
    userCount: Number(row.user_count ?? 0),
  };
}

/** Every role of the app, by `sort` then name (spec 2 §7.3 "Roles: GET list"). */
export async function listRoles(db: Reader, appId: string): Promise<Role[]> {
  const rows = await rolesQuery(db, appId).orderBy('sort').orderBy('name').orderBy('id').execute();
  return rows.map(toRole);
}

/** The query of the paged role list: each value read by its own rule. */
export const RolePageQuerySchema = Type.Object({
  roleName: OptionalText,
  pageIndex: OptionalText,
  pageSize: OptionalText,
});
export type RolePageQuery = Static<typeof RolePageQuerySchema>;

/**
 * Roles page by page (spec 2 §7.3 "GET paged list (roleName, pageIndex, pageSize)"): `roleName`
 * contained in the name, page 1 size {@link ROLE_PAGE_SIZE} by default.
 */
export async function listRolesPaged(
  db: Reader,
  appId: string,
  q: RolePageQuery,
): Promise<PagedList<Role>> {
  const pageIndex = readInteger(q.pageIndex, 'pageIndex', { min: 1, max: 1_000_000, fallback: 1 });
  const pageSize = readInteger(q.pageSize, 'pageSize', {
    min: 1,
    max: MAX_PAGE_SIZE,
    fallback: ROLE_PAGE_SIZE,
  });
  const name = readOptionalText(q.roleName, '参数 roleName ', 64);
  let query = rolesQuery(db, appId);
  if (name) query = query.where('name', 'ilike', containsPattern(name));
  const count = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('app_id', '=', appId)
    .$if(!!name, (qb) => qb.where('name', 'ilike', containsPattern(name ?? '')))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('sort')
    .orderBy('name')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return { total: Number(count.n), items: rows.map(toRole) };
}

/** The role tree of spec 2 §3: the virtual root 所有角色 (all-zero id) and the app's roles. */
export async function readRoleTree(db: Reader, appId: string): Promise<RoleTree> {
  const roles = await listRoles(db, appId);
  return {
    id: EMPTY_GUID,
    name: ROLE_ROOT_NAME,
    label: ROLE_ROOT_NAME,
    parentId: null,
    children: roles.map((role) => ({ ...role, label: role.name, parentId: EMPTY_GUID })),
  };
}

/** One role of the app, or 40400. */
export async function readRole(db: Reader, appId: string, id: string): Promise<Role> {
  const row = isGuid(id)
    ? await rolesQuery(db, appId).where('id', '=', id.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`角色 ${id} 不存在`);
  return toRole(row);
}

async function checkUnique(
  trx: OrgTransaction,
  appId: string,
  values: { name?: string; code?: string },
  exceptId?: string,
): Promise<void> {
  const clash = async (column: 'name' | 'code', value: string) => {
    let query = trx
      .selectFrom('roles')
      .select('id')
      .where('app_id', '=', appId)
      .where(column, '=', value);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  if (values.name && (await clash('name', values.name))) {
    throw badRequest(`角色名称「${values.name}」已存在`);
  }
  if (values.code && (await clash('code', values.code))) {
    throw badRequest(`角色编码「${values.code}」已存在`);
  }
}

/**
 * Adds a role (spec 2 §7.3 "Roles: POST add"): `name` and `code` unique in the app. Roles added
 * through a call are never system built-in (only the seed writes those). Answers it.
 */
export async function addRole({ db, actor, appId }: OrgChange, input: RoleInput): Promise<Role> {
  const name = readName(input.name, '角色名称', 64);
  const code = readCode(input.code);
  const sort = input.sort ?? 0;
  try {
    const id = await inTransaction(db, async (trx) => {
      await checkUnique(trx, appId, { name, code });
      const row = await trx
        .insertInto('roles')
        .values({ app_id: appId, name, code, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditChange(trx, actor, 'role_added', { appId, id: row.id, name, code });
      return row.id;
    });
    return await readRole(db, appId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(`角色编码「${code}」已存在`);
    throw error;
  }
}

/**
 * Updates a role (spec 2 §7.3 "Roles: POST update"). The code of a system built-in role cannot
 * change (the server's checks name it: `admin`). Answers it.
 */
export async function updateRole(
  { db, actor, appId }: OrgChange,
  id: string,
  input: RoleInput,
): Promise<Role> {
  const role = await readRole(db, appId, id);
  const set: Updateable<RolesTable> = {};
  if (input.name !== undefined) set.name = readName(input.name, '角色名称', 64);
  if (input.code !== undefined && input.code !== role.code) set.code = readCode(input.code);
  const sort = input.sort;
  if (sort !== undefined) set.sort = sort;
  if (set.code !== undefined && role.isSystemBuiltIn) {
    throw badRequest(`系统内置角色「${role.name}」的编码不能修改`);
  }
  if (Object.keys(set).length === 0) return role;
  try {
    await inTransaction(db, async (trx) => {
      await checkUnique(trx, appId, { name: set.name, code: set.code }, role.id);
      await trx.updateTable('roles').set(set).where('id', '=', role.id).execute();
      await auditChange(trx, actor, 'role_updated', {
        appId,
        id: role.id,
        changes: Object.keys(set),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(`角色编码「${set.code}」已存在`);
    throw error;
  }
  return readRole(db, appId, role.id);
}

/**
 * Deletes a role (spec 2 §7.3 "POST delete?id"): system built-in roles refuse
 * (`系统内置角色「系统管理员」不能删除`); otherwise its grants (users, pages, operations) go with it.
 */
export async function deleteRole({ db, actor, appId }: OrgChange, id: string): Promise<void> {
  const role = await readRole(db, appId, id);
  if (role.isSystemBuiltIn) throw badRequest(`系统内置角色「${role.name}」不能删除`);
  await inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('roles')
      .where('id', '=', role.id)
      .where('is_system_built_in', '=', false)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound(`角色 ${id} 不存在`);
    await auditChange(trx, actor, 'role_deleted', {
      appId,
      id: role.id,
      name: role.name,
      code: role.code,
      userCount: role.userCount,
    });
  });
}

/**
 * Enables or disables a role (spec 2 §4: roles can be enabled or disabled). A disabled role
 * grants nothing (no pages, no operations, not in the user info). System built-in roles cannot
 * be disabled (`系统内置角色「系统管理员」不能停用`). Answers it.
 */
export async function setRoleEnabled(
  { db, actor, appId }: OrgChange,
  id: string,
  enabled: boolean,
): Promise<Role> {
  const role = await readRole(db, appId, id);
  if (!enabled && role.isSystemBuiltIn) throw badRequest(`系统内置角色「${role.name}」不能停用`);
  if (role.isEnable === enabled) return role;
  await inTransaction(db, async (trx) => {
    await trx.updateTable('roles').set({ enabled }).where('id', '=', role.id).execute();
    await auditChange(trx, actor, enabled ? 'role_enabled' : 'role_disabled', {
      appId,
      id: role.id,
    });
  });
  return readRole(db, appId, role.id);
}
