import { readVisitPolicy, visitRefusal } from '../organisation/policyFields.js';
import { sql } from 'kysely';
import { LOGIN_ERROR_CODES } from '@tessera/protocol';
import type { Db } from '../db/database.js';

/** A refused sign-in as the login calls answer it (spec 2 §8 "Login errors"). */
export interface SignInRefusal {
  code: number;
  message: string;
}

/** The account rules of a user scope (security policy type 'account'; README "Identity"). */
export interface AccountPolicy {
  /** Failed sign-ins in a row that lock the account (0: never). */
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** A password older than this must be reset (0: never expires). */
  passwordMaxAgeDays: number;
  /** Days before expiry from which the expiry check offers a reset (103). */
  passwordExpiryWarningDays: number;
}

export const DEFAULT_ACCOUNT_POLICY: AccountPolicy = {
  lockoutThreshold: 5,
  lockoutMinutes: 30,
  passwordMaxAgeDays: 0,
  passwordExpiryWarningDays: 7,
};

/** The texts of refused sign-ins (ours where spec 2 §8 gives none; 密码已过期 is the spec's trigger). */
export const SIGN_IN_MESSAGES = {
  wrongCredentials: '手机号或密码错误',
  disabled: '账号已被禁用，请联系管理员',
  expired: '账号已过期，请联系管理员',
  dormant: '账号已休眠，请联系管理员激活',
  locked: (minutes: number) => `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`,
  /** The client address made too many failed checks (every account together). */
  addressLimited: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  imageCodeRequired: '请输入图形验证码',
  imageCodeWrong: '图形验证码错误',
  passwordExpired: '密码已过期，请重置密码',
  mustReset: '初始密码须修改后才能登录，请重置密码',
  adminReset: '管理员已要求重置密码，请重置密码',
} as const;

/** The stored `account` security policy of a user scope, as saved (empty when none). */
export async function readStoredAccountPolicy(
  db: Db,
  userScope: string,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('security_policies')
    .select('policy')
    .where('user_scope', '=', userScope)
    .where('type', '=', 'account')
    .executeTakeFirst();
  return (row?.policy ?? {}) as Record<string, unknown>;
}

export async function readAccountPolicy(db: Db, userScope: string): Promise<AccountPolicy> {
  const stored: Partial<Record<keyof AccountPolicy, unknown>> = await readStoredAccountPolicy(
    db,
    userScope,
  );
  const pick = (key: keyof AccountPolicy) => {
    const value = Number(stored[key]);
    return Number.isFinite(value) && value >= 0 ? value : DEFAULT_ACCOUNT_POLICY[key];
  };
  return {
    lockoutThreshold: pick('lockoutThreshold'),
    lockoutMinutes: pick('lockoutMinutes'),
    passwordMaxAgeDays: pick('passwordMaxAgeDays'),
    passwordExpiryWarningDays: pick('passwordExpiryWarningDays'),
  };
}

/** The columns of a user the sign-in rules read. */
export interface SignInUser {
  id: string;
  user_scope: string;
  user_name: string;
  mobile_phone: string | null;
  password_hash: string | null;
  password_changed_at: Date | null;
  password_reset_code: number | null;
  enabled: boolean;
  deleted: boolean;
  locked_out_until: Date | null;
  failed_login_count: number;
  expires_at: Date | null;
  /** Set by the dormancy sweep; an administrator's activate clears it. */
  dormant: boolean;
}

/** A user of a scope by phone (deleted accounts are not found). */
export async function findUserByPhone(
  db: Db,
  userScope: string,
  phone: string,
): Promise<SignInUser | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'user_scope',
      'user_name',
      'mobile_phone',
      'password_hash',
      'password_changed_at',
      'password_reset_code',
      'enabled',
      'deleted',
      'locked_out_until',
      'failed_login_count',
      'expires_at',
      'dormant',
    ])
    .where('user_scope', '=', userScope)
    .where('mobile_phone', '=', phone)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/**
 * The scope's visit policy (README "Security policies": allowed times and address ranges) for a
 * sign-in of the user now from `ip` — the one rule every sign-in path calls once it knows who
 * signs in (password, SMS code, the OIDC sign-in page, third-party identities).
 */
export async function visitPolicyRefusal(
  db: Db,
  user: { user_scope: string },
  ip: string | null | undefined,
  now: Date,
): Promise<SignInRefusal | null> {
  const message = visitRefusal(await readVisitPolicy(db, user.user_scope), ip ?? null, now);
  return message ? { code: LOGIN_ERROR_CODES.failed, message } : null;
}

/** Whether the account may sign in at all now: disabled, expired or locked accounts may not. */
export function standingRefusal(user: SignInUser, now: Date): SignInRefusal | null {
  const failed = LOGIN_ERROR_CODES.failed;
  if (!user.enabled) return { code: failed, message: SIGN_IN_MESSAGES.disabled };
  if (user.expires_at && user.expires_at <= now) {
    return { code: failed, message: SIGN_IN_MESSAGES.expired };
  }
  // The dormancy sweep's flag (README "Scheduled tasks"); activate clears it.
  if (user.dormant) return { code: failed, message: SIGN_IN_MESSAGES.dormant };
  if (user.locked_out_until && user.locked_out_until > now) {
    const minutes = Math.ceil((user.locked_out_until.getTime() - now.getTime()) / 60_000);
    return { code: failed, message: SIGN_IN_MESSAGES.locked(minutes) };
  }
  return null;
}

/**
 * What a correct password still requires (spec 2 §8): 101 the initial password must be
 * changed, 102 an administrator asked for a reset, 密码已过期 past the policy's maximum age.
 */
export function passwordRefusal(
  user: SignInUser,
  policy: AccountPolicy,
  now: Date,
): SignInRefusal | null {
  if (user.password_reset_code === LOGIN_ERROR_CODES.mustResetPassword) {
    return { code: LOGIN_ERROR_CODES.mustResetPassword, message: SIGN_IN_MESSAGES.mustReset };
  }
  if (user.password_reset_code === LOGIN_ERROR_CODES.mustResetPasswordAdmin) {
    return { code: LOGIN_ERROR_CODES.mustResetPasswordAdmin, message: SIGN_IN_MESSAGES.adminReset };
  }
  const expiry = passwordExpiresAt(user, policy);
  if (expiry && expiry <= now) {
    return { code: LOGIN_ERROR_CODES.failed, message: SIGN_IN_MESSAGES.passwordExpired };
  }
  return null;
}

/** When the user's password expires under the policy, or null when it never does. */
export function passwordExpiresAt(user: SignInUser, policy: AccountPolicy): Date | null {
  if (!policy.passwordMaxAgeDays || !user.password_changed_at) return null;
  return new Date(user.password_changed_at.getTime() + policy.passwordMaxAgeDays * 86_400_000);
}

/**
 * Reserves one password check of an account, in one statement, before the password is
 * checked: the failure count goes up by one as if the check failed, and the
 * `lockoutThreshold`-th reservation in a row locks the account for `lockoutMinutes` at once. A
 * locked account reserves nothing; nor does one at or past `captchaLimit` failures (the
 * attempt came without a valid captcha). Concurrent attempts take turns on the row (PostgreSQL
 * re-reads the conditions after waiting for the row lock), so at most the threshold's number of
 * checks run whatever the concurrency. A right password then clears the count
 * ({@link clearFailedSignIns}); a wrong one has already been counted.
 *
 * Answers whether the check may run.
 */
export async function reservePasswordCheck(
  db: Db,
  userId: string,
  policy: AccountPolicy,
  captchaLimit: number | null = null,
): Promise<boolean> {
  const threshold = Math.floor(policy.lockoutThreshold);
  const minutes = Math.round(policy.lockoutMinutes);
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      failed_login_count: eb('failed_login_count', '+', 1),
      locked_out_until: threshold
        ? sql<Date | null>`case when (failed_login_count + 1) % ${threshold}::int = 0
            then now() + make_interval(mins => ${minutes}::int)
            else locked_out_until end`
        : eb.ref('locked_out_until'),
    }))
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('locked_out_until', 'is', null), eb('locked_out_until', '<=', sql<Date>`now()`)]),
    )
    .$if(captchaLimit !== null, (qb) => qb.where('failed_login_count', '<', captchaLimit!))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A successful sign-in clears the failure count and any lockout. */
export async function clearFailedSignIns(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, locked_out_until: null })
    .where('id', '=', userId)
    .execute();
}
