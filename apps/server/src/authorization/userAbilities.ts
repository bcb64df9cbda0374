import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import { readHeldRoles, type HeldRole } from '../directory/effectiveRoles.js';
import { holdsOperation } from './operationAccess.js';
import { readUserPages } from './readUserPages.js';

/*
 * "What can this user do" (issue 27; spec 2 §6): a user's effective pages per sub-app and
 * operations, and why. The decisions are the authorization's own — `readUserPages` for pages,
 * `holdsOperation` for operations, the roles through `readHeldRoles` — so this view cannot drift
 * from what the server lets the user do; only the reasons (which role) are added here.
 */

/** Why something is allowed: the roles granting it, or a rule. */
export interface AbilityReason {
  /** `admin`: the built-in administrators' role; `open`: the sub-app restricts no page. */
  kind: 'role' | 'admin' | 'open';
  roleId: string | null;
  roleName: string | null;
}

/** A page the user may open, and why. */
export interface AbilityPage {
  pageId: string;
  title: string;
  url: string | null;
  reasons: AbilityReason[];
}

/** One sub-app: whether the user may use it, and its pages they may open. */
export interface AbilitySubApp {
  subAppId: string;
  name: string;
  subAppType: string;
  permitted: boolean;
  pages: AbilityPage[];
}

/** An operation the user holds, and why. */
export interface AbilityOperation {
  operationId: string;
  name: string;
  pageId: string | null;
  reasons: AbilityReason[];
}

/** The answer: the user, their roles (with why a role grants nothing), sub-apps, operations. */
export interface UserAbilities {
  userId: string;
  userName: string;
  nickName: string;
  /** The user is disabled: nothing is allowed, whatever the roles. */
  enabled: boolean;
  roles: HeldRole[];
  subApps: AbilitySubApp[];
  operations: AbilityOperation[];
}

/** Answers {@link UserAbilities} for a user (40400 for no such user or a deleted one). */
export async function readUserAbilities(
  db: Db,
  userId: string,
  appId: string,
): Promise<UserAbilities> {
  const user = isGuid(userId)
    ? await db
        .selectFrom('users')
        .select(['id', 'user_name', 'nick_name', 'enabled'])
        .where('id', '=', userId.toLowerCase())
        .where('deleted', '=', false)
        .executeTakeFirst()
    : undefined;
  if (!user) throw notFound(`用户 ${userId} 不存在`);
  const app = appId.toLowerCase();
  const roles = await readHeldRoles(db, user.id, app);
  const effective = roles.filter((role) => role.effective);
  const admin = effective.find((role) => role.admin);
  const adminReason: AbilityReason | null = admin
    ? { kind: 'admin', roleId: admin.id, roleName: admin.name }
    : null;
  const roleReason = (role: HeldRole): AbilityReason => ({
    kind: 'role',
    roleId: role.id,
    roleName: role.name,
  });

  const subAppRows = await db
    .selectFrom('sub_apps')
    .select(['sub_app_id', 'name', 'sub_app_type'])
    .where('app_id', '=', app)
    .orderBy('sub_app_type')
    .orderBy('name')
    .execute();
  const rolePages = effective.length
    ? await db
        .selectFrom('role_pages')
        .select(['role_id', 'page_id'])
        .where(
          'role_id',
          'in',
          effective.map((role) => role.id),
        )
        .execute()
    : [];
  const subApps: AbilitySubApp[] = [];
  for (const subApp of subAppRows) {
    const permission = await readUserPages(db, user.id, app, subApp.sub_app_id);
    const pages = await db
      .selectFrom('pages')
      .select(['page_id', 'title', 'url'])
      .where('sub_app_id', '=', subApp.sub_app_id)
      .$if(permission.pageIds !== null, (q) =>
        permission.pageIds!.length
          ? q.where('page_id', 'in', permission.pageIds!)
          : q.where(sql<boolean>`false`),
      )
      .orderBy('title')
      .orderBy('page_id')
      .execute();
    subApps.push({
      subAppId: subApp.sub_app_id,
      name: subApp.name,
      subAppType: subApp.sub_app_type,
      permitted: permission.permitted,
      pages: permission.permitted
        ? pages.map((page) => ({
            pageId: page.page_id,
            title: page.title,
            url: page.url,
            reasons: adminReason
              ? [adminReason]
              : permission.pageIds === null
                ? [{ kind: 'open', roleId: null, roleName: null }]
                : effective
                    .filter((role) =>
                      rolePages.some((g) => g.role_id === role.id && g.page_id === page.page_id),
                    )
                    .map(roleReason),
          }))
        : [],
    });
  }

  const operationRows = await db
    .selectFrom('operations')
    .select(['id', 'name', 'page_id'])
    .where('app_id', '=', app)
    .orderBy('id')
    .execute();
  const roleOperations = effective.length
    ? await db
        .selectFrom('role_operations')
        .select(['role_id', 'operation_id'])
        .where(
          'role_id',
          'in',
          effective.map((role) => role.id),
        )
        .execute()
    : [];
  const operations: AbilityOperation[] = [];
  for (const operation of operationRows) {
    // A disabled user cannot sign in (identity), so holds nothing whatever the roles.
    if (!user.enabled || !(await holdsOperation(db, user.id, operation.id))) continue;
    const granting = effective.filter((role) =>
      roleOperations.some((g) => g.role_id === role.id && g.operation_id === operation.id),
    );
    operations.push({
      operationId: operation.id,
      name: operation.name,
      pageId: operation.page_id,
      // Held without a granting role of this app: the admin role of another app (holdsOperation).
      reasons: adminReason
        ? [adminReason]
        : granting.length > 0
          ? granting.map(roleReason)
          : [{ kind: 'admin', roleId: null, roleName: null }],
    });
  }
  return {
    userId: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    enabled: user.enabled,
    roles,
    subApps,
    operations,
  };
}
