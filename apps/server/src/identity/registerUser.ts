import { sql } from 'kysely';
import { LOGIN_ACTION_TYPES } from '@tessera/protocol';
import type { RegisterCheckWay } from '@tessera/validation';
import type { Db } from '../db/database.js';
import { readStoredAccountPolicy } from './accountStanding.js';
import { recordAudit } from '../directory/recordAudit.js';
import { hashPassword } from '../directory/passwordHash.js';

/**
 * What self-registration a user scope allows: its `account` security policy's
 * `registerCheckWays` (spec 2 §3 registerCheckWay names) and `registerRoles` (role codes or ids a
 * registrant may ask for), over {@link DEFAULT_REGISTER_POLICY}. README "Identity".
 */
export interface RegisterPolicy {
  registerCheckWays: RegisterCheckWay[];
  registerRoles: string[];
}

/**
 * By default a registration must prove the phone with an SMS code (code + password, or code
 * only), and a registrant gets no role: password-only registration and self-picked roles are
 * opt-in per scope.
 */
export const DEFAULT_REGISTER_POLICY: Readonly<RegisterPolicy> = {
  registerCheckWays: ['phoneCodePassword', 'phoneCode'],
  registerRoles: [],
};

const REGISTER_CHECK_WAYS: readonly RegisterCheckWay[] = [
  'phonePassword',
  'phoneCodePassword',
  'phoneCode',
];

/** The register mode of a register call's `actionType` (1 code, 2 password, 3 both). */
export const REGISTER_WAY_OF_ACTION: Readonly<Record<number, RegisterCheckWay>> = {
  [LOGIN_ACTION_TYPES.code]: 'phoneCode',
  [LOGIN_ACTION_TYPES.password]: 'phonePassword',
  [LOGIN_ACTION_TYPES.codeAndPassword]: 'phoneCodePassword',
};

const textList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

/** The register policy of a user scope (a missing or malformed member keeps the default). */
export async function readRegisterPolicy(db: Db, userScope: string): Promise<RegisterPolicy> {
  const stored = await readStoredAccountPolicy(db, userScope);
  const ways = textList(stored.registerCheckWays)?.filter((w): w is RegisterCheckWay =>
    (REGISTER_CHECK_WAYS as readonly string[]).includes(w),
  );
  return {
    registerCheckWays: ways ?? [...DEFAULT_REGISTER_POLICY.registerCheckWays],
    registerRoles: textList(stored.registerRoles) ?? [],
  };
}

/**
 * Creates a self-registered account (spec 2 §4 Register, auto-register on code login) with the
 * configured roles, in one transaction with its audit entry. Only roles a user may give
 * themselves are granted: on the scope's `registerRoles` allow-list (default: none), enabled,
 * not system built-in (so nobody registers as an administrator). Answers the new user's id, or undefined when the phone is taken in the scope.
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
  const { registerRoles } = await readRegisterPolicy(trx, account.userScope);
  const roles = account.roles.filter((role) => registerRoles.includes(role));
  if (roles.length) {
    const granted = await trx
      .selectFrom('roles')
      .select('id')
      .where('enabled', '=', true)
      .where('is_system_built_in', '=', false)
      .where((eb) => eb.or([eb('code', 'in', roles), eb(sql<string>`roles.id::text`, 'in', roles)]))
      .execute();
    if (granted.length) {
      await trx
        .insertInto('user_roles')
        .values(granted.map((r) => ({ user_id: created.id, role_id: r.id })))
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
