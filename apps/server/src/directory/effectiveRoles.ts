import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { ADMIN_ROLE } from './roles.js';

/*
 * Which of a user's roles grant anything (README "Authorization"): an enabled role whose
 * department limit (spec 2 §6 "roles are limited to departments (org tree)", table
 * `role_departments`) covers the user — no limit, or one of the user's departments is a limit
 * department or below one. Page permission, operation permission, the user info's operations and
 * the administrators' "what can this user do" all read roles through this file, so the rule
 * exists once.
 */

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * The department-limit condition as a piece of any query: the role `roleId` names is limited to
 * no department, or to a department that is (or is above) one of the user's departments.
 *
 * @example
 * db.selectFrom('user_roles as l').where((eb) => roleCoversUser(eb.ref('l.user_id'), eb.ref('l.role_id')))
 */
export function roleCoversUser(userId: Expression<string>, roleId: Expression<string>) {
  return sql<boolean>`(not exists (select 1 from role_departments as limit_row
      where limit_row.role_id = ${roleId})
    or exists (
      with recursive scope(id) as (
        select limit_row.department_id from role_departments as limit_row
          where limit_row.role_id = ${roleId}
        union
        select child.id from departments as child join scope on child.parent_id = scope.id
      )
      select 1 from scope join user_departments as member on member.department_id = scope.id
        where member.user_id = ${userId}))`;
}

/** A role the user holds in the app, and whether (and why not) it grants anything. */
export interface HeldRole {
  id: string;
  name: string;
  code: string;
  /** The administrators' built-in role: every page and operation of the app. */
  admin: boolean;
  enabled: boolean;
  /** The role's department limit covers the user (true for a role limited to none). */
  coversUser: boolean;
  /** Enabled and covering the user: the role grants its pages and operations. */
  effective: boolean;
}

/** Every role of the app the user holds, by sort then name, each with {@link HeldRole.effective}. */
export async function readHeldRoles(
  db: Reader,
  userId: string,
  appId: string,
): Promise<HeldRole[]> {
  const rows = await db
    .selectFrom('user_roles as l')
    .innerJoin('roles as r', 'r.id', 'l.role_id')
    .select(['r.id', 'r.name', 'r.code', 'r.enabled'])
    .select((eb) => roleCoversUser(eb.ref('l.user_id'), eb.ref('r.id')).as('covers'))
    .where('l.user_id', '=', userId.toLowerCase())
    .where('r.app_id', '=', appId.toLowerCase())
    .orderBy('r.sort')
    .orderBy('r.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    admin: row.code === ADMIN_ROLE,
    enabled: row.enabled,
    coversUser: row.covers === true,
    effective: row.enabled && row.covers === true,
  }));
}

/** The roles of the app that grant the user anything now ({@link readHeldRoles}, effective). */
export async function readEffectiveRoles(
  db: Reader,
  userId: string,
  appId: string,
): Promise<HeldRole[]> {
  return (await readHeldRoles(db, userId, appId)).filter((role) => role.effective);
}
