import { LOGIN_ERROR_CODES } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { recordAudit } from '../organisation/recordAudit.js';
import {
  clearFailedSignIns,
  findUserByPhone,
  passwordRefusal,
  readAccountPolicy,
  recordFailedSignIn,
  SIGN_IN_MESSAGES,
  standingRefusal,
  type SignInRefusal,
  type SignInUser,
} from './accountStanding.js';
import { hashPassword, verifyPassword } from './passwordHash.js';

/** The outcome of a credential check: the user, or the refusal to answer. */
export type CredentialCheck = { user: SignInUser } | { refusal: SignInRefusal };

// A hash to verify against when the phone is unknown, so both cases take as long.
const unknownUserHash = hashPassword('tessera-unknown-user');

/**
 * Checks a phone and password of a user scope (spec 2 §8 "Login errors"): unknown phone and
 * wrong password answer the same 104 text; failures count towards the lockout; a correct
 * password may still be refused with 101/102 or 密码已过期. Every failure is audited.
 */
export async function checkPassword(
  db: Db,
  attempt: { userScope: string; phone: string; password: string; ip?: string; now?: Date },
): Promise<CredentialCheck> {
  const now = attempt.now ?? new Date();
  const user = await findUserByPhone(db, attempt.userScope, attempt.phone);
  const wrong: SignInRefusal = {
    code: LOGIN_ERROR_CODES.failed,
    message: SIGN_IN_MESSAGES.wrongCredentials,
  };
  if (!user) {
    await verifyPassword(attempt.password, await unknownUserHash);
    await recordAudit(db, {
      action: 'login_failed',
      ip: attempt.ip ?? null,
      detail: { phone: attempt.phone, reason: 'unknown' },
    });
    return { refusal: wrong };
  }
  const policy = await readAccountPolicy(db, user.user_scope);
  const refused = async (refusal: SignInRefusal, reason: string): Promise<CredentialCheck> => {
    await recordAudit(db, {
      action: 'login_failed',
      userId: user.id,
      ip: attempt.ip ?? null,
      detail: { reason },
    });
    return { refusal };
  };
  const standing = standingRefusal(user, now);
  if (standing) return refused(standing, 'standing');
  if (!(await verifyPassword(attempt.password, user.password_hash))) {
    await recordFailedSignIn(db, user, policy);
    return refused(wrong, 'password');
  }
  await clearFailedSignIns(db, user.id);
  const reset = passwordRefusal(user, policy, now);
  if (reset) return refused(reset, `reset ${reset.code}`);
  return { user };
}
