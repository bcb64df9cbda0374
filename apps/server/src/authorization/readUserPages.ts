import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid } from '../http/requestParams.js';
import { readEffectiveRoles } from '../directory/effectiveRoles.js';

/**
 * The page-level permission of a user in one app and sub-app (spec 1 §6, spec 2 §6, §7.2
 * `GET permission/user/pages?appid=&subappid=`), in the shape `@tessera/session`'s
 * `canAccessPage` reads: `permitted` false sends every page to /deny; `pageIds` `null` allows
 * every page, a list only those.
 */
export interface UserPagePermission {
  permitted: boolean;
  pageIds: string[] | null;
}

/**
 * Answers {@link UserPagePermission} (README "Organisation", decisions where the spec is
 * silent):
 *
 * - no such user, or the user is deleted or disabled → `{ permitted: false, pageIds: [] }`;
 * - the user holds the admin role of the app in effect (`readEffectiveRoles`: enabled, its
 *   department limit covering the user) → every page (`pageIds: null`);
 * - no role of the app is granted any page of the sub-app → the sub-app is not restricted:
 *   every page;
 * - otherwise the pages the user's roles in effect are granted in the sub-app;
 *   `permitted` is false when that is none.
 *
 * An app or sub-app that does not exist (or is not the app's) answers 40400.
 *
 * @example
 * ```ts
 * await readUserPages(db, userId, DEMO.appId, DEMO.pcSubAppId);
 * // { permitted: true, pageIds: ['7e55e7a0-0002-…-000000000001'] }
 * ```
 */
export async function readUserPages(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  appId: string,
  subAppId: string,
): Promise<UserPagePermission> {
  const subApp =
    isGuid(appId) && isGuid(subAppId)
      ? await db
          .selectFrom('sub_apps')
          .select('sub_app_id')
          .where('app_id', '=', appId.toLowerCase())
          .where('sub_app_id', '=', subAppId.toLowerCase())
          .executeTakeFirst()
      : undefined;
  if (!subApp) throw notFound(`应用 ${appId} 下不存在子应用 ${subAppId}`);
  const app = appId.toLowerCase();
  const user = isGuid(userId)
    ? await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId.toLowerCase())
        .where('deleted', '=', false)
        .where('enabled', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!user) return { permitted: false, pageIds: [] };

  const roles = await readEffectiveRoles(db, user.id, app);
  if (roles.some((role) => role.admin)) return { permitted: true, pageIds: null };

  const restricted = await db
    .selectFrom('role_pages as g')
    .innerJoin('roles as r', 'r.id', 'g.role_id')
    .select('g.page_id')
    .where('r.app_id', '=', app)
    .where('g.sub_app_id', '=', subApp.sub_app_id)
    .limit(1)
    .executeTakeFirst();
  if (!restricted) return { permitted: true, pageIds: null };

  const roleIds = roles.map((role) => role.id);
  const pages =
    roleIds.length === 0
      ? []
      : await db
          .selectFrom('role_pages')
          .select('page_id')
          .distinct()
          .where('role_id', 'in', roleIds)
          .where('sub_app_id', '=', subApp.sub_app_id)
          .orderBy('page_id')
          .execute();
  const pageIds = pages.map((row) => row.page_id);
  return { permitted: pageIds.length > 0, pageIds };
}
