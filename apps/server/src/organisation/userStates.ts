import type { Updateable } from 'kysely';
import { badRequest } from '../http/envelopeError.js';
import { endUserSessions } from '../directory/userSessions.js';
import { guardLastAdmin } from './accountSafeguards.js';
import { readDateTimeValue } from './orgInput.js';
import type { UsersTable } from '../db/organisationTables.js';
import {
  inTransaction,
  type ChangeActor,
  type OrgChange,
  type OrgTransaction,
} from './orgTransaction.js';
import { recordAudit } from '../directory/recordAudit.js';
import { DELETED_USER_MESSAGE, readUser, requireUser } from './userRecords.js';
import { USER_FLAGS, type UserSummary } from './userSummary.js';

/**
 * spec 2 §4 "User admin states": the transitions of a user an administrator makes. The spec
 * does not show which are allowed; ours (README "Organisation"):
 *
 * | transition | from | sets | also |
 * |---|---|---|---|
 * | enable | not deleted | enabled | |
 * | disable | not deleted, not oneself | not enabled | ends sessions; keeps an administrator |
 * | unlock | not deleted | lockout and failed count cleared | |
 * | activate (expireTime) | not deleted | expiry (in the future), not dormant | |
 * | delete | not oneself | deleted (recycle bin) | ends sessions; keeps an administrator |
 * | recover | any | not deleted | |
 *
 * A transition to the state the user is already in changes nothing and writes no audit entry.
 */
export type UserTransition = 'enable' | 'disable' | 'unlock' | 'activate' | 'delete' | 'recover';

const AUDIT_ACTION: Record<UserTransition, string> = {
  enable: 'user_enabled',
  disable: 'user_disabled',
  unlock: 'user_unlocked',
  activate: 'user_activated',
  delete: 'user_deleted',
  recover: 'user_recovered',
};

/** The current state a transition reads (on the database's clock for the lockout). */
interface StateRow {
  enabled: boolean;
  deleted: boolean;
  dormant: boolean;
  locked: boolean;
  expires_at: Date | null;
}

function changesFor(
  transition: UserTransition,
  row: StateRow,
  expiresAt: Date | null,
): Updateable<UsersTable> | null {
  switch (transition) {
    case 'enable':
      return row.enabled ? null : { enabled: true };
    case 'disable':
      return row.enabled ? { enabled: false } : null;
    case 'unlock':
      return row.locked ? { locked_out_until: null, failed_login_count: 0 } : null;
    case 'activate':
      return { expires_at: expiresAt, dormant: false };
    case 'delete':
      return row.deleted ? null : { deleted: true };
    case 'recover':
      return row.deleted ? { deleted: false } : null;
  }
}

/**
 * Makes one transition of spec 2 §4 (see {@link UserTransition}) in one transaction with its
 * audit entry; refusals (40000, Chinese text) change nothing. `expireTime` is required by
 * `activate`. Answers the user as the app sees it.
 *
 * @example
 * ```ts
 * await changeUserState({ db, actor: { actorId: admin.userId }, appId }, userId, 'activate', {
 *   expireTime: '2027-01-01T00:00:00Z',
 * });
 * ```
 */
export async function changeUserState(
  { db, actor, appId }: OrgChange,
  userId: string,
  transition: UserTransition,
  options: { expireTime?: unknown } = {},
): Promise<UserSummary> {
  const user = await requireUser(db, userId);
  let expiresAt: Date | null = null;
  if (transition === 'activate') {
    expiresAt = readDateTimeValue(options.expireTime, '到期时间') ?? null;
    if (!expiresAt) throw badRequest('请选择到期时间（expireTime）');
    if (expiresAt.getTime() <= Date.now()) throw badRequest('到期时间必须晚于当前时间');
  }
  if ((transition === 'disable' || transition === 'delete') && actor.actorId === user.id) {
    throw badRequest(transition === 'disable' ? '不能停用自己的账号' : '不能删除自己的账号');
  }
  await inTransaction(db, (trx) =>
    applyUserTransition(trx, { actor, appId, userId: user.id, transition, expiresAt }),
  );
  return readUser(db, appId, user.id);
}

/**
 * One transition of {@link changeUserState} inside the caller's transaction (the bulk call makes
 * several in one): locks the user's row, refuses a deleted user, writes the change, ends sessions
 * where the table says so, audits. Answers whether anything changed.
 */
export async function applyUserTransition(
  trx: OrgTransaction,
  change: {
    actor: ChangeActor;
    appId: string;
    userId: string;
    transition: UserTransition;
    expiresAt?: Date | null;
  },
): Promise<boolean> {
  const { actor, appId, transition } = change;
  const expiresAt = change.expiresAt ?? null;
  const user = { id: change.userId };
  const row = await trx
    .selectFrom('users')
    .select(['enabled', 'deleted', 'dormant', 'expires_at'])
    .select(USER_FLAGS.lockedOut.as('locked'))
    .where('id', '=', user.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.deleted && transition !== 'delete' && transition !== 'recover') {
    throw badRequest(DELETED_USER_MESSAGE);
  }
  const set = changesFor(transition, row, expiresAt);
  if (!set) return false;
  const write = async () => {
    await trx
      .updateTable('users')
      .set({ ...set, updated: new Date() })
      .where('id', '=', user.id)
      .execute();
    if (transition === 'disable' || transition === 'delete') {
      await endUserSessions(trx, { userId: user.id }, 'disabled');
    }
  };
  if (transition === 'disable' || transition === 'delete') await guardLastAdmin(trx, write);
  else await write();
  await recordAudit(trx, {
    action: AUDIT_ACTION[transition],
    userId: user.id,
    actorId: actor.actorId,
    ip: actor.ip ?? null,
    detail: {
      appId,
      ...(expiresAt ? { expireTime: expiresAt.toISOString() } : {}),
    },
  });
  return true;
}
