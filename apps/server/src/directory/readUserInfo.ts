import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { isGuid } from '../http/requestParams.js';
import { roleCoversUser } from './effectiveRoles.js';

/** A post, rank or tag as a user row names it. */
export interface NamedRef {
  id: string;
  name: string;
}

/** A department as a user row names it. */
export interface DepartmentRef {
  id: string;
  label: string;
}

/** spec 1 §3 User info: one operation the user may run (only status 1 is ever answered). */
export interface UserOperation {
  operationId: string;
  operationStatus: 1;
}

/**
 * spec 1 §3 User info, as the server answers it — exactly these members (`authenticated`,
 * `accessToken` and the wx/corp ids are the session's and identity's to add):
 *
 * - `roles`: the codes of the user's **enabled** roles (the token's `role` claim carries the same);
 * - `posts`: the user's post (job) as a one-item list, `rank` the rank or `null`, `tags` the
 *   tags — enabled ones only;
 * - `operations`: every operation one of the user's roles in effect grants (enabled, its
 *   department limit covering the user: `directory/effectiveRoles.ts`), status 1;
 * - `visitPolicy`: the visit policy of the user's scope, or `null`;
 * - `departments`: the user's departments that are not disabled;
 * - `userType`: the user scope. Missing texts are `''`.
 */
export interface UserInfo {
  userId: string;
  userName: string;
  nickName: string;
  mobilePhone: string;
  email: string;
  roles: string[];
  posts: NamedRef[];
  rank: NamedRef | null;
  tags: NamedRef[];
  operations: UserOperation[];
  visitPolicy: Record<string, unknown> | null;
  headImageUrl: string;
  departments: DepartmentRef[];
  userType: string;
}

/**
 * The columns of a user's profile: what the user info answers of the user row, and what every
 * other reader of a user (the organisation's admin list) starts from.
 */
export const USER_PROFILE_COLUMNS = [
  'id',
  'user_name',
  'nick_name',
  'mobile_phone',
  'email',
  'head_image_url',
  'user_scope',
  'post_id',
  'rank_id',
] as const;

/** Options of {@link readUserInfo}. */
export interface ReadUserInfoOptions {
  /** Only the roles, operations, posts, rank, tags and departments of this app (default: every app). */
  appId?: string;
}

/**
 * The user info of spec 1 §3 for a user (see {@link UserInfo}), or `null` when there is no such
 * user or the user is deleted. Identity answers it from its user-info call; a disabled user still
 * has an answer (signing in is what refuses them).
 *
 * @example
 * ```ts
 * const info = await readUserInfo(app.tessera.db, caller.userId, { appId });
 * info?.operations; // [{ operationId: 'article.edit', operationStatus: 1 }]
 * ```
 */
export async function readUserInfo(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  options: ReadUserInfoOptions = {},
): Promise<UserInfo | null> {
  if (!isGuid(userId)) return null;
  const user = await db
    .selectFrom('users')
    .select(USER_PROFILE_COLUMNS)
    .where('id', '=', userId.toLowerCase())
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!user) return null;
  const appId = options.appId?.toLowerCase();

  const roles = await db
    .selectFrom('user_roles as l')
    .innerJoin('roles as r', 'r.id', 'l.role_id')
    .select(['r.id', 'r.code'])
    .select((eb) => roleCoversUser(eb.ref('l.user_id'), eb.ref('r.id')).as('covers'))
    .where('l.user_id', '=', user.id)
    .where('r.enabled', '=', true)
    .$if(appId !== undefined, (q) => q.where('r.app_id', '=', appId!))
    .orderBy('r.sort')
    .orderBy('r.code')
    .execute();
  // Only roles in effect grant operations (directory/effectiveRoles.ts).
  const roleIds = roles.filter((role) => role.covers === true).map((role) => role.id);
  const operations =
    roleIds.length === 0
      ? []
      : await db
          .selectFrom('role_operations')
          .select('operation_id')
          .distinct()
          .where('role_id', 'in', roleIds)
          .orderBy('operation_id')
          .execute();
  const named = async (table: 'posts' | 'ranks', id: string | null): Promise<NamedRef | null> => {
    if (!id) return null;
    const row = await db
      .selectFrom(table as 'posts')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('enabled', '=', true)
      .$if(appId !== undefined, (q) => q.where('app_id', '=', appId!))
      .executeTakeFirst();
    return row ? { id: row.id, name: row.name } : null;
  };
  const post = await named('posts', user.post_id);
  const rank = await named('ranks', user.rank_id);
  const tags = await db
    .selectFrom('user_tags as l')
    .innerJoin('tags as t', 't.id', 'l.tag_id')
    .select(['t.id', 't.name'])
    .where('l.user_id', '=', user.id)
    .where('t.enabled', '=', true)
    .$if(appId !== undefined, (q) => q.where('t.app_id', '=', appId!))
    .orderBy('t.sort')
    .orderBy('t.name')
    .execute();
  const departments = await db
    .selectFrom('user_departments as l')
    .innerJoin('departments as d', 'd.id', 'l.department_id')
    .select(['d.id', 'd.label'])
    .where('l.user_id', '=', user.id)
    .where('d.disable', '=', false)
    .$if(appId !== undefined, (q) => q.where('d.app_id', '=', appId!))
    .orderBy('d.sort')
    .orderBy('d.label')
    .execute();

  return {
    userId: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    mobilePhone: user.mobile_phone ?? '',
    email: user.email ?? '',
    roles: [...new Set(roles.map((role) => role.code))],
    posts: post ? [post] : [],
    rank,
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name })),
    operations: operations.map((row) => ({ operationId: row.operation_id, operationStatus: 1 })),
    visitPolicy: await visitPolicyOf(db, user.user_scope),
    headImageUrl: user.head_image_url,
    departments: departments.map((d) => ({ id: d.id, label: d.label })),
    userType: user.user_scope,
  };
}

/** The visit policy of a user scope (its `security_policies` row of type 'visit'), or `null`. */
async function visitPolicyOf(
  db: Kysely<Database> | Transaction<Database>,
  userScope: string,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('security_policies')
    .select('policy')
    .where('user_scope', '=', userScope)
    .where('type', '=', 'visit')
    .executeTakeFirst();
  return row?.policy ?? null;
}
