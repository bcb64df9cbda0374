import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { recordAudit } from '../organisation/recordAudit.js';
import { hashPassword } from './passwordHash.js';

/**
 * Creates a self-registered account (spec 2 §4 Register, auto-register on code login) with the
 * configured roles, in one transaction with its audit entry. Only roles a user may give
 * themselves are granted: enabled, not system built-in (so nobody registers as an
 * administrator). Answers the new user's id, or undefined when the phone is taken in the scope.
 */
export async function registerUser(
  db: Db,
  account: RegisteredAccount,
): Promise<string | undefined> {
  const passwordHash = account.password ? await hashPassword(account.password) : null;
  return db.transaction().execute((trx) => insertRegisteredUser(trx, account, passwordHash));
}

/** What {@link registerUser} is asked. */
export interface RegisteredAccount {
  userScope: string;
  phone: string;
  password: string | null;
  roles: readonly string[];
  ip: string | null;
  via: string;
  /** The nickname (default: the masked phone, `138****8000`). */
  nickName?: string;
}

/**
 * {@link registerUser} inside the caller's transaction (a third-party bind creates the account
 * together with its binding); `passwordHash` is `account.password` hashed, or null.
 */
export async function insertRegisteredUser(
  trx: Db,
  account: RegisteredAccount,
  passwordHash: string | null,
): Promise<string | undefined> {
  const created = await trx
    .insertInto('users')
    .values({
      user_scope: account.userScope,
      user_name: account.phone,
      nick_name: account.nickName || `${account.phone.slice(0, 3)}****${account.phone.slice(7)}`,
      mobile_phone: account.phone,
      password_hash: passwordHash,
      password_changed_at: passwordHash ? sql<Date>`now()` : null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return undefined;
  if (account.roles.length) {
    const roles = await trx
      .selectFrom('roles')
      .select('id')
      .where('enabled', '=', true)
      .where('is_system_built_in', '=', false)
      .where((eb) =>
        eb.or([
          eb('code', 'in', account.roles),
          eb(sql<string>`roles.id::text`, 'in', account.roles),
        ]),
      )
      .execute();
    if (roles.length) {
      await trx
        .insertInto('user_roles')
        .values(roles.map((r) => ({ user_id: created.id, role_id: r.id })))
        .execute();
    }
  }
  await recordAudit(trx, {
    action: 'register',
    userId: created.id,
    ip: account.ip,
    detail: { via: account.via },
  });
  return created.id;
}
