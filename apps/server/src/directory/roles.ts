import { expressionBuilder, type Expression } from 'kysely';
import type { Database, Db } from '../db/database.js';

/** The role code of the deployment's administrators (the organisation calls need it). */
export const ADMIN_ROLE = 'admin';

/**
 * The enabled-admin check as a condition of any query: the user `userId` names holds an enabled
 * role with the admin code (in any app). Every administrator check of the server is this one.
 *
 * @example
 * db.selectFrom('users').where((eb) => holdsEnabledAdminRole(eb.ref('users.id')))
 */
export function holdsEnabledAdminRole(userId: Expression<string>) {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('user_roles as admin_link')
      .innerJoin('roles as admin_role', 'admin_role.id', 'admin_link.role_id')
      .select('admin_role.id')
      .where('admin_link.user_id', '=', userId)
      .where('admin_role.code', '=', ADMIN_ROLE)
      .where('admin_role.enabled', '=', true),
  );
}

/**
 * Whether the user holds the enabled admin role now. Read when needed, not with every token
 * check: only the administrators' calls pay for it, and a revoked role counts at once.
 */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => holdsEnabledAdminRole(eb.val(userId)).as('admin'))
    .executeTakeFirstOrThrow();
  return row.admin === true;
}
