import { sql } from 'kysely';
import type { UserRef } from '@tessera/workflow';
import type { Db } from '../db/database.js';
import { isGuid } from '../http/requestParams.js';
import { holdsEnabledAdminRole } from './roles.js';

/*
 * Users as the other domains name them (README "Layout", "Below the domains"): by id, their
 * display name (nickname, else user name), only enabled and not deleted ones as assignees, and
 * the administrators.
 */

/** A user's display name: the nickname (张三), else the sign-in name. */
export const displayNameSql = sql<string>`coalesce(nullif(users.nick_name, ''), users.user_name)`;

/** The user as the engine names them, or undefined for an unknown, disabled or deleted user. */
export async function activeUserRef(db: Db, userId: string): Promise<UserRef | undefined> {
  const rows = await activeUserRefs(db, [userId]);
  return rows[0];
}

/** The enabled, not deleted users among `userIds`, in the order given. */
export async function activeUserRefs(db: Db, userIds: readonly string[]): Promise<UserRef[]> {
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))].filter(isGuid);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['users.id', displayNameSql.as('name')])
    .where('users.id', 'in', ids)
    .where('users.enabled', '=', true)
    .where('users.deleted', '=', false)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { userId: row.id, userName: row.name }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Enabled, not deleted users holding the admin role (the approval administrators). */
export async function adminUsers(db: Db): Promise<UserRef[]> {
  const rows = await db
    .selectFrom('users')
    .select(['users.id', displayNameSql.as('name')])
    .where((eb) => holdsEnabledAdminRole(eb.ref('users.id')))
    .where('users.enabled', '=', true)
    .where('users.deleted', '=', false)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ userId: row.id, userName: row.name }));
}
