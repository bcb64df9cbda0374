import { ADMIN_ROLE, holdsEnabledAdminRole } from '../directory/roles.js';
import { badRequest } from '../http/envelopeError.js';
import type { OrgTransaction } from './orgTransaction.js';

/*
 * A safeguard of account changes (README "Organisation"): the deployment never loses its last
 * usable administrator.
 */

/** rspInf of a change that would leave no usable administrator. */
export const LAST_ADMIN_MESSAGE = '至少要保留一名可用的系统管理员，此操作已取消';

/** Enabled, not deleted users holding an enabled role with the admin code (any app). */
async function countUsableAdmins(trx: OrgTransaction): Promise<number> {
  const row = await trx
    .selectFrom('users as u')
    .where('u.enabled', '=', true)
    .where('u.deleted', '=', false)
    .where((eb) => holdsEnabledAdminRole(eb.ref('u.id')))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Runs a change that may take administrators away (disable, delete, role grants) and refuses it
 * (40000, {@link LAST_ADMIN_MESSAGE}; the transaction rolls back) when it leaves none where
 * there was one. The admin roles are locked first, so two such changes at once queue instead of
 * both seeing the other's administrator.
 */
export async function guardLastAdmin<T>(trx: OrgTransaction, change: () => Promise<T>): Promise<T> {
  await trx
    .selectFrom('roles')
    .select('id')
    .where('code', '=', ADMIN_ROLE)
    .orderBy('id')
    .forUpdate()
    .execute();
  const before = await countUsableAdmins(trx);
  const result = await change();
  if (before > 0 && (await countUsableAdmins(trx)) === 0) throw badRequest(LAST_ADMIN_MESSAGE);
  return result;
}
