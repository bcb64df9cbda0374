import { keepReplacedPassword, passwordHistoryRefusal } from '../directory/passwordHistory.js';
import { LOGIN_ERROR_CODES } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { hashPassword } from '../directory/passwordHash.js';
import { endUserSessions } from '../directory/userSessions.js';
import { readFlag } from './orgInput.js';
import { inTransaction, type ChangeActor } from './orgTransaction.js';
import { randomPassword } from './randomPassword.js';
import { enforcePasswordPolicy, readPasswordPolicy } from '../directory/passwordPolicies.js';
import { recordAudit } from '../directory/recordAudit.js';
import { notePasswordChanged } from '../notifications/accountEvents.js';
import { readUserScope } from './securityPolicies.js';
import { DELETED_USER_MESSAGE, requireUser } from './userRecords.js';

/**
 * Sets a user's password as an administrator (spec 2 §7.3 "User admin: password update"): checked
 * against the user scope's password policy (spec 2 §5 messages), hashed, the user's sessions
 * ended. `mustReset` makes the next sign-in answer 102 (spec 2 §8: a forced reset the user
 * cannot dismiss). One transaction with the audit entry `password_changed` (`by: 'admin'`).
 */
export async function setUserPassword(
  db: Db,
  actor: ChangeActor,
  userId: string,
  input: { password?: unknown; mustReset?: unknown },
): Promise<void> {
  const user = await requireUser(db, userId);
  if (user.deleted) throw badRequest(DELETED_USER_MESSAGE);
  if (typeof input.password !== 'string' || input.password === '') {
    throw badRequest('请输入密码');
  }
  const mustReset = readFlag(input.mustReset, 'mustReset') ?? false;
  const policy = await readPasswordPolicy(db, user.user_scope);
  const refusal =
    enforcePasswordPolicy(policy, input.password) ??
    (await passwordHistoryRefusal(db, user.id, input.password, policy.passwordHistoryCount));
  if (refusal) throw badRequest(refusal);
  await writePassword(db, actor, {
    userId: user.id,
    hash: await hashPassword(input.password),
    mustReset,
    how: 'update',
  });
}

/**
 * Creates a random password for a user by the scope's rule (spec 2 §7.3 "password create",
 * "random password by rule"), sets it (the next sign-in must change it: 102) and answers it —
 * the only time it is ever shown.
 */
export async function createUserPassword(
  db: Db,
  actor: ChangeActor,
  userId: string,
): Promise<{ password: string }> {
  const user = await requireUser(db, userId);
  if (user.deleted) throw badRequest(DELETED_USER_MESSAGE);
  const password = randomPassword(await readPasswordPolicy(db, user.user_scope));
  await writePassword(db, actor, {
    userId: user.id,
    hash: await hashPassword(password),
    mustReset: true,
    how: 'random',
  });
  return { password };
}

/** A random password by the rule of a user scope (nothing is stored). */
export async function randomPasswordOfScope(
  db: Db,
  userScope: unknown,
): Promise<{ password: string }> {
  return {
    password: randomPassword(await readPasswordPolicy(db, readUserScope(userScope, 'userType'))),
  };
}

async function writePassword(
  db: Db,
  actor: ChangeActor,
  change: { userId: string; hash: string; mustReset: boolean; how: 'update' | 'random' },
): Promise<void> {
  const { userId, hash, mustReset, how } = change;
  await inTransaction(db, async (trx) => {
    await keepReplacedPassword(trx, userId);
    const updated = await trx
      .updateTable('users')
      .set({
        password_hash: hash,
        password_changed_at: new Date(),
        password_reset_code: mustReset ? LOGIN_ERROR_CODES.mustResetPasswordAdmin : null,
        updated: new Date(),
      })
      .where('id', '=', userId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw badRequest(DELETED_USER_MESSAGE);
    await endUserSessions(trx, { userId }, 'password_changed');
    await recordAudit(trx, {
      action: 'password_changed',
      userId,
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { by: 'admin', how, mustReset },
    });
    // README "Account events": the owner is told an administrator changed the password.
    await notePasswordChanged(trx, userId, { userAgent: '', ip: actor.ip ?? '' }, 'admin');
  });
}
