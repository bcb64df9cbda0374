import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { isGuid } from '../http/requestParams.js';
import { ADMIN_ROLE } from '../directory/roles.js';
import { guardLastAdmin } from './accountSafeguards.js';
import { requireLiveUsers, requireRolesOf } from './linkedRecords.js';
import { readGuid, readGuidList, readTextList } from './orgInput.js';
import {
  inTransaction,
  type ChangeActor,
  type OrgTransaction,
  type OrgChange,
} from './orgTransaction.js';
import { recordAudit } from '../directory/recordAudit.js';
import { readRole } from './roles.js';
import { requireUser } from './userRecords.js';
import type { RoleRef } from './userSummary.js';

/*
 * Grants (spec 2 §6 "Admin permissions are granted to roles over pages and operations: a role
 * gets pages and operations; pages get roles; a role gets users and a user gets roles"). Each
 * call replaces one set of links in one transaction with an audit entry `grant` (one per user
 * whose roles changed, so the audit search by user finds it). Only enabled roles grant anything
 * (README "Organisation").
 */

/** A page granted to a role, per sub-app. */
export interface RolePage {
  subAppId: string;
  pageId: string;
}

/** A user as a role's user list names them. */
export interface UserRef {
  id: string;
  userName: string;
  nickName: string;
  phone: string;
}

/** One page grant as the permission list shows it (spec 2 §6: sub-app, page, type, type id). */
export interface PagePermissionEntry {
  subAppId: string;
  pageId: string;
  pageTitle: string;
  type: 'Role';
  typeId: string;
  typeName: string;
}

/** The sub-app is the app's, or 40400. */
export async function requireSubAppOf(db: Db | OrgTransaction, appId: string, subAppId: unknown) {
  const id = readGuid(subAppId, '子应用 subAppId');
  const row = await db
    .selectFrom('sub_apps')
    .select('sub_app_id')
    .where('app_id', '=', appId)
    .where('sub_app_id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`应用 ${appId} 下不存在子应用 ${id}`);
  return id;
}

async function grantAudit(
  trx: OrgTransaction,
  actor: ChangeActor,
  detail: Record<string, unknown>,
  userId: string | null = null,
): Promise<void> {
  await recordAudit(trx, {
    action: 'grant',
    userId,
    actorId: actor.actorId,
    ip: actor.ip ?? null,
    detail,
  });
}

/** The pages granted to a role, of one sub-app or all. */
export async function readRolePages(
  db: Db,
  appId: string,
  roleId: string,
  subAppId?: string,
): Promise<RolePage[]> {
  const role = await readRole(db, appId, roleId);
  let query = db
    .selectFrom('role_pages')
    .select(['sub_app_id', 'page_id'])
    .where('role_id', '=', role.id);
  if (subAppId) query = query.where('sub_app_id', '=', await requireSubAppOf(db, appId, subAppId));
  const rows = await query.orderBy('sub_app_id').orderBy('page_id').execute();
  return rows.map((row) => ({ subAppId: row.sub_app_id, pageId: row.page_id }));
}

/**
 * Replaces the pages a role is granted in one sub-app (spec 2 §6 "a role gets pages", shown per
 * sub-app). Every page must be a page of that sub-app (40400 otherwise). Answers the grants.
 */
export async function setRolePages(
  { db, actor, appId }: OrgChange,
  roleId: string,
  input: { subAppId?: unknown; pageIds?: unknown },
): Promise<RolePage[]> {
  const role = await readRole(db, appId, roleId);
  const subAppId = await requireSubAppOf(db, appId, input.subAppId);
  const pageIds = readGuidList(input.pageIds ?? [], '页面 pageIds');
  await inTransaction(db, async (trx) => {
    if (pageIds.length > 0) {
      const pages = await trx
        .selectFrom('pages')
        .select('page_id')
        .where('sub_app_id', '=', subAppId)
        .where('page_id', 'in', pageIds)
        .execute();
      const have = new Set(pages.map((p) => p.page_id));
      const missing = pageIds.find((id) => !have.has(id));
      if (missing) throw notFound(`子应用 ${subAppId} 下不存在页面 ${missing}`);
    }
    await requireRolesOf(trx, appId, [role.id]);
    await trx
      .deleteFrom('role_pages')
      .where('role_id', '=', role.id)
      .where('sub_app_id', '=', subAppId)
      .execute();
    if (pageIds.length > 0) {
      await trx
        .insertInto('role_pages')
        .values(
          pageIds.map((pageId) => ({ role_id: role.id, sub_app_id: subAppId, page_id: pageId })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await grantAudit(trx, actor, { grant: 'rolePages', appId, roleId: role.id, subAppId, pageIds });
  });
  return readRolePages(db, appId, role.id, subAppId);
}

/** The operation ids granted to a role. */
export async function readRoleOperations(db: Db, appId: string, roleId: string): Promise<string[]> {
  const role = await readRole(db, appId, roleId);
  const rows = await db
    .selectFrom('role_operations')
    .select('operation_id')
    .where('role_id', '=', role.id)
    .orderBy('operation_id')
    .execute();
  return rows.map((row) => row.operation_id);
}

/**
 * Replaces the operations granted to a role (spec 2 §6 "a role gets … operations"): every id
 * must be an operation of the app (40400 otherwise). Answers the granted ids.
 */
export async function setRoleOperations(
  { db, actor, appId }: OrgChange,
  roleId: string,
  input: { operationIds?: unknown },
): Promise<string[]> {
  const role = await readRole(db, appId, roleId);
  const operationIds = readTextList(input.operationIds ?? [], '操作 operationIds', 128);
  await inTransaction(db, async (trx) => {
    if (operationIds.length > 0) {
      const found = await trx
        .selectFrom('operations')
        .select('id')
        .where('app_id', '=', appId)
        .where('id', 'in', operationIds)
        .execute();
      const have = new Set(found.map((row) => row.id));
      const missing = operationIds.find((id) => !have.has(id));
      if (missing) throw notFound(`操作 ${missing} 不存在`);
    }
    await requireRolesOf(trx, appId, [role.id]);
    await trx.deleteFrom('role_operations').where('role_id', '=', role.id).execute();
    if (operationIds.length > 0) {
      await trx
        .insertInto('role_operations')
        .values(operationIds.map((id) => ({ role_id: role.id, operation_id: id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await grantAudit(trx, actor, { grant: 'roleOperations', appId, roleId: role.id, operationIds });
  });
  return readRoleOperations(db, appId, role.id);
}

/** The users (not deleted) holding a role, by user name. */
export async function readRoleUsers(db: Db, appId: string, roleId: string): Promise<UserRef[]> {
  const role = await readRole(db, appId, roleId);
  const rows = await db
    .selectFrom('user_roles as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.user_name', 'u.nick_name', 'u.mobile_phone'])
    .where('l.role_id', '=', role.id)
    .where('u.deleted', '=', false)
    .orderBy('u.user_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userName: row.user_name,
    nickName: row.nick_name,
    phone: row.mobile_phone ?? '',
  }));
}

/**
 * Replaces the users holding a role (spec 2 §6 "a role gets users"): every id must be a user
 * that is not deleted (40400 otherwise). Taking the admin role from the last usable
 * administrator refuses. One `grant` entry per user added or removed. Answers the holders.
 */
export async function setRoleUsers(
  { db, actor, appId }: OrgChange,
  roleId: string,
  input: { userIds?: unknown },
): Promise<UserRef[]> {
  const role = await readRole(db, appId, roleId);
  const userIds = readGuidList(input.userIds ?? [], '用户 userIds');
  await inTransaction(db, async (trx) => {
    await requireLiveUsers(trx, userIds);
    await requireRolesOf(trx, appId, [role.id]);
    const change = async () => {
      const before = await trx
        .selectFrom('user_roles')
        .select('user_id')
        .where('role_id', '=', role.id)
        .execute();
      const had = new Set(before.map((row) => row.user_id));
      const wanted = new Set(userIds);
      const removed = [...had].filter((id) => !wanted.has(id));
      const added = userIds.filter((id) => !had.has(id));
      if (removed.length > 0) {
        await trx
          .deleteFrom('user_roles')
          .where('role_id', '=', role.id)
          .where('user_id', 'in', removed)
          .execute();
      }
      if (added.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(added.map((id) => ({ user_id: id, role_id: role.id })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      for (const id of added) {
        await grantAudit(
          trx,
          actor,
          { grant: 'roleUsers', appId, roleId: role.id, added: true },
          id,
        );
      }
      for (const id of removed) {
        await grantAudit(
          trx,
          actor,
          { grant: 'roleUsers', appId, roleId: role.id, removed: true },
          id,
        );
      }
    };
    if (role.code === ADMIN_ROLE) await guardLastAdmin(trx, change);
    else await change();
  });
  return readRoleUsers(db, appId, role.id);
}

/** The roles of the app a user holds. */
export async function readUserRoles(db: Db, appId: string, userId: string): Promise<RoleRef[]> {
  const user = await requireUser(db, userId);
  const rows = await db
    .selectFrom('user_roles as l')
    .innerJoin('roles as r', 'r.id', 'l.role_id')
    .select(['r.id', 'r.name', 'r.code'])
    .where('l.user_id', '=', user.id)
    .where('r.app_id', '=', appId)
    .orderBy('r.sort')
    .orderBy('r.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code }));
}

/**
 * Replaces the roles of the app a user holds (spec 2 §6 "a user gets roles"); roles of other
 * apps stay. Keeps a usable administrator. Answers the user's roles.
 */
export async function setUserRoles(
  { db, actor, appId }: OrgChange,
  userId: string,
  input: { roleIds?: unknown },
): Promise<RoleRef[]> {
  const user = await requireUser(db, userId);
  const roleIds = readGuidList(input.roleIds ?? [], '角色 roleIds');
  await inTransaction(db, async (trx) => {
    await requireLiveUsers(trx, [user.id]);
    await requireRolesOf(trx, appId, roleIds);
    await guardLastAdmin(trx, async () => {
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', user.id)
        .where('role_id', 'in', (eb) =>
          eb.selectFrom('roles').select('id').where('app_id', '=', appId),
        )
        .execute();
      if (roleIds.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(roleIds.map((id) => ({ user_id: user.id, role_id: id })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    });
    await grantAudit(trx, actor, { grant: 'userRoles', appId, roleIds }, user.id);
  });
  return readUserRoles(db, appId, user.id);
}

/** The page of the app, or 40400. */
async function requirePage(db: Db | OrgTransaction, appId: string, pageId: string) {
  const page = isGuid(pageId)
    ? await db
        .selectFrom('pages')
        .select(['page_id', 'sub_app_id'])
        .where('app_id', '=', appId)
        .where('page_id', '=', pageId.toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (!page) throw notFound(`页面 ${pageId} 不存在`);
  return page;
}

/** The roles a page is granted to. */
export async function readPageRoles(db: Db, appId: string, pageId: string): Promise<RoleRef[]> {
  const page = await requirePage(db, appId, pageId);
  const rows = await db
    .selectFrom('role_pages as g')
    .innerJoin('roles as r', 'r.id', 'g.role_id')
    .select(['r.id', 'r.name', 'r.code'])
    .where('g.page_id', '=', page.page_id)
    .where('g.sub_app_id', '=', page.sub_app_id)
    .orderBy('r.sort')
    .orderBy('r.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code }));
}

/**
 * Replaces the roles a page is granted to (spec 2 §6 "pages get roles"), in the page's own
 * sub-app. Answers the roles.
 */
export async function setPageRoles(
  { db, actor, appId }: OrgChange,
  pageId: string,
  input: { roleIds?: unknown },
): Promise<RoleRef[]> {
  const page = await requirePage(db, appId, pageId);
  const roleIds = readGuidList(input.roleIds ?? [], '角色 roleIds');
  await inTransaction(db, async (trx) => {
    await requireRolesOf(trx, appId, roleIds);
    await trx
      .deleteFrom('role_pages')
      .where('page_id', '=', page.page_id)
      .where('sub_app_id', '=', page.sub_app_id)
      .execute();
    if (roleIds.length > 0) {
      await trx
        .insertInto('role_pages')
        .values(
          roleIds.map((id) => ({
            role_id: id,
            sub_app_id: page.sub_app_id,
            page_id: page.page_id,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await grantAudit(trx, actor, {
      grant: 'pageRoles',
      appId,
      subAppId: page.sub_app_id,
      pageId: page.page_id,
      roleIds,
    });
  });
  return readPageRoles(db, appId, page.page_id);
}

/** The query of the page grants: a sub-app and a role (`typeId`), each read by its own rule. */
export const PagePermissionQuerySchema = Type.Object({
  subAppId: OptionalText,
  typeId: OptionalText,
});
export type PagePermissionQuery = Static<typeof PagePermissionQuerySchema>;

/**
 * The page grants of the app (spec 2 §6 "permission is shown per sub-app, page, type (Role) and
 * type id"), optionally of one sub-app and/or one role (`typeId`).
 */
export async function listPagePermissions(
  db: Db,
  appId: string,
  filter: PagePermissionQuery = {},
): Promise<PagePermissionEntry[]> {
  let query = db
    .selectFrom('role_pages as g')
    .innerJoin('roles as r', 'r.id', 'g.role_id')
    .innerJoin('pages as p', 'p.page_id', 'g.page_id')
    .select(['g.sub_app_id', 'g.page_id', 'p.title', 'r.id', 'r.name'])
    .where('r.app_id', '=', appId);
  if (filter.subAppId) {
    query = query.where('g.sub_app_id', '=', await requireSubAppOf(db, appId, filter.subAppId));
  }
  if (filter.typeId) query = query.where('g.role_id', '=', readGuid(filter.typeId, 'typeId'));
  const rows = await query.orderBy('g.sub_app_id').orderBy('p.title').orderBy('r.name').execute();
  return rows.map((row) => ({
    subAppId: row.sub_app_id,
    pageId: row.page_id,
    pageTitle: row.title,
    type: 'Role',
    typeId: row.id,
    typeName: row.name,
  }));
}
