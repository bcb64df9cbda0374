import { LOGIN_ERROR_CODES } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';
import {
  clearFailedSignIns,
  findUserByPhone,
  passwordRefusal,
  readAccountPolicy,
  reservePasswordCheck,
  SIGN_IN_MESSAGES,
  standingRefusal,
  visitPolicyRefusal,
  type SignInRefusal,
  type SignInUser,
} from './accountStanding.js';
import { endAddressCheck, releaseAddressCheck, reserveAddressCheck } from './addressFailures.js';
import { checkCaptcha } from './captchas.js';
import { hashPassword, verifyPassword } from '../directory/passwordHash.js';
import { readPasswordPolicy, type ScopePasswordPolicy } from '../directory/passwordPolicies.js';

/**
 * The outcome of a credential check: the user, or the refusal to answer. `showCaptcha`: the
 * scope's policy wants the image captcha on the next attempt (spec 2 §4 Image captcha: from the
 * start, or after a failed login answered 104).
 */
export type CredentialCheck =
  { user: SignInUser } | { refusal: SignInRefusal; showCaptcha: boolean };

/** The image captcha sent with an attempt (`imgTimestamp` and the typed answer). */
export interface CaptchaReply {
  imgTimestamp: string;
  answer: string;
}

/** What {@link checkPassword} is asked. */
export interface PasswordAttempt {
  userScope: string;
  phone: string;
  password: string;
  /** The image captcha the form sent, if any. */
  captcha?: CaptchaReply | null;
  /** The client's address, for the per-address limit; none skips that limit. */
  ip?: string | null;
  now?: Date;
}

// A hash to verify against when the phone is unknown, so both cases take as long (made on first
// use, at the process's hashing cost).
let unknownUserHash: Promise<string> | undefined;

const failed = (message: string): SignInRefusal => ({ code: LOGIN_ERROR_CODES.failed, message });

/** Whether the sign-in form of a scope shows the captcha before any attempt (spec 2 §4). */
export function captchaFromStart(policy: ScopePasswordPolicy): boolean {
  return policy.imageCodeEnable && policy.loginFailCountShowImageCode === 0;
}

/**
 * Checks a phone and password of a user scope: every password sign-in goes through here (the
 * login call and the provider's sign-in page). Spec 2 §8 "Login errors": unknown phone and wrong
 * password answer the same 104 text; a correct password may still be refused with 101/102 or
 * 密码已过期. Every failure is audited.
 *
 * The limits are taken before the password is checked, so concurrency cannot get past them
 * (README "Identity", "Lockout, captcha and the per-address limit"):
 * - image captcha (the scope's password policy): from the start, or once the account has
 *   `loginFailCountShowImageCode` failures — an attempt without a valid captcha is then refused
 *   without checking the password (请输入图形验证码 / 图形验证码错误);
 * - the client address's failed checks in a window (`SIGN_IN_ADDRESS_LIMIT`);
 * - the account's lockout (`reservePasswordCheck`: the failure is counted before the check).
 *
 * @example
 * const checked = await checkPassword(db, { userScope: 'default', phone, password, ip });
 * if ('refusal' in checked) show(checked.refusal.message, checked.showCaptcha);
 */
export async function checkPassword(db: Db, attempt: PasswordAttempt): Promise<CredentialCheck> {
  const now = attempt.now ?? new Date();
  const ip = attempt.ip ?? null;
  const [policy, user] = await Promise.all([
    readPasswordPolicy(db, attempt.userScope),
    findUserByPhone(db, attempt.userScope, attempt.phone),
  ]);
  const refused = async (refusal: SignInRefusal, reason: string): Promise<CredentialCheck> => {
    await recordAudit(db, {
      action: 'login_failed',
      userId: user?.id ?? null,
      ip,
      detail: user ? { reason } : { phone: attempt.phone, reason },
    });
    const showCaptcha =
      policy.imageCodeEnable &&
      (captchaFromStart(policy) || refusal.code === LOGIN_ERROR_CODES.failed);
    return { refusal, showCaptcha };
  };

  // spec 2 §4 Image captcha: one guess per image, checked whenever one is sent.
  let captchaPassed = false;
  if (policy.imageCodeEnable && attempt.captcha?.imgTimestamp && attempt.captcha.answer) {
    captchaPassed = await checkCaptcha(db, { ...attempt.captcha, now });
    if (!captchaPassed) return refused(failed(SIGN_IN_MESSAGES.imageCodeWrong), 'captcha');
  }
  const captchaLimit =
    policy.imageCodeEnable && !captchaPassed ? policy.loginFailCountShowImageCode : null;
  if (
    captchaLimit !== null &&
    (captchaLimit === 0 || (user?.failed_login_count ?? 0) >= captchaLimit)
  ) {
    return refused(failed(SIGN_IN_MESSAGES.imageCodeRequired), 'captcha');
  }
  if (user) {
    const standing = standingRefusal(user, now);
    if (standing) return refused(standing, 'standing');
  }

  const address = ip ? await reserveAddressCheck(db, ip, now) : null;
  if (address && 'retryMinutes' in address) {
    return refused(failed(SIGN_IN_MESSAGES.addressLimited(address.retryMinutes)), 'address');
  }
  const release = async () => {
    if (address) await releaseAddressCheck(db, ip!, address.id);
  };
  try {
    const wrong = failed(SIGN_IN_MESSAGES.wrongCredentials);
    if (!user) {
      await verifyPassword(
        attempt.password,
        await (unknownUserHash ??= hashPassword('tessera-unknown-user')),
      );
      return refused(wrong, 'unknown');
    }

    const accountPolicy = await readAccountPolicy(db, user.user_scope);
    if (!(await reservePasswordCheck(db, user.id, accountPolicy, captchaLimit))) {
      // Another attempt got there first: the account is locked now, or needs the captcha.
      await release();
      const current = await findUserByPhone(db, attempt.userScope, attempt.phone);
      const standing = current && standingRefusal(current, new Date());
      return refused(standing ?? failed(SIGN_IN_MESSAGES.imageCodeRequired), 'reserved');
    }
    if (!(await verifyPassword(attempt.password, user.password_hash))) {
      return refused(wrong, 'password');
    }
    await clearFailedSignIns(db, user.id);
    await release();
    // The scope's visit policy (README "Security policies"): allowed times and address ranges,
    // told only to a caller who knows the password.
    const visit = await visitPolicyRefusal(db, user, ip, now);
    if (visit) return refused(visit, 'visit');
    const reset = passwordRefusal(user, accountPolicy, now);
    if (reset) return refused(reset, `reset ${reset.code}`);
    return { user };
  } finally {
    // A wrong password leaves its reservation as a failure; either way the check has ended.
    if (address) endAddressCheck(db, ip!, address.id);
  }
}

/**
 * Checks the signed-in user's own password (the old password of `checkoldpwd` and `changepwd`
 * with `flag` 'password'): counted like a sign-in — a wrong one is a failure towards the
 * account's lockout, a right one clears the count, a locked account is refused with the lockout
 * text without checking. Answers null when the password is right.
 */
export async function checkOwnPassword(
  db: Db,
  attempt: { userId: string; password: string; ip?: string | null; wrongMessage: string },
): Promise<SignInRefusal | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_scope', 'password_hash', 'locked_out_until'])
    .where('id', '=', attempt.userId)
    .executeTakeFirstOrThrow();
  const policy = await readAccountPolicy(db, user.user_scope);
  const lockedRefusal = async () => {
    const row = await db
      .selectFrom('users')
      .select('locked_out_until')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const until = row.locked_out_until ?? new Date();
    const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
    return failed(SIGN_IN_MESSAGES.locked(minutes));
  };
  if (!(await reservePasswordCheck(db, user.id, policy))) return lockedRefusal();
  if (!(await verifyPassword(attempt.password, user.password_hash))) {
    await recordAudit(db, {
      action: 'login_failed',
      userId: user.id,
      ip: attempt.ip ?? null,
      detail: { reason: 'old password' },
    });
    return failed(attempt.wrongMessage);
  }
  await clearFailedSignIns(db, user.id);
  return null;
}
