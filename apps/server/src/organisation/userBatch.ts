import type { UserBatchAction, UserBatchResult } from '@tessera/protocol';
import { endUserSessions } from '../directory/userSessions.js';
import { recordAudit } from '../directory/recordAudit.js';
import { badRequest, EnvelopeError } from '../http/envelopeError.js';
import { readGuid, readGuidList } from './orgInput.js';
import { inTransaction, type OrgChange } from './orgTransaction.js';
import { readRole } from './roles.js';
import { requireUser } from './userRecords.js';
import { applyUserTransition, type UserTransition } from './userStates.js';

/** The bulk actions of the user list (README "Organisation": bulk actions). */
export const USER_BATCH_ACTIONS: readonly UserBatchAction[] = [
  'enable',
  'disable',
  'delete',
  'recover',
  'unlock',
  'assignRole',
];

/** The most users one bulk call changes (the list's largest page). */
export const MAX_BATCH_USERS = 500;

/**
 * A bulk action on a selection of users (issue 27 "bulk actions on a selection"): `enable`,
 * `disable`, `delete`, `recover`, `unlock` make the user transition of each (as its single call,
 * each with its audit entry); `assignRole` gives each the role `roleId` (the roles they hold stay).
 * All in one transaction: the first refusal (its text prefixed with the user's name) changes
 * nothing. Answers how many users changed (the others were in that state already).
 */
export async function batchUsers(
  { db, actor, appId }: OrgChange,
  input: { ids?: unknown; action?: unknown; roleId?: unknown },
): Promise<UserBatchResult> {
  const action = input.action as UserBatchAction;
  if (!USER_BATCH_ACTIONS.includes(action)) {
    throw badRequest(`参数 action 无效：应为 ${USER_BATCH_ACTIONS.join('、')} 之一`);
  }
  const ids = readGuidList(input.ids, '参数 ids');
  if (ids.length === 0) throw badRequest('请先选择用户');
  if (ids.length > MAX_BATCH_USERS) throw badRequest(`一次最多操作 ${MAX_BATCH_USERS} 名用户`);
  const role =
    action === 'assignRole'
      ? await readRole(db, appId, readGuid(input.roleId, '参数 roleId'))
      : null;
  if (
    (action === 'disable' || action === 'delete') &&
    actor.actorId &&
    ids.includes(actor.actorId)
  ) {
    throw badRequest(action === 'disable' ? '不能停用自己的账号' : '不能删除自己的账号');
  }
  return inTransaction(db, async (trx) => {
    let changed = 0;
    for (const id of ids) {
      const user = await requireUser(trx, id);
      try {
        if (role) {
          if (user.deleted) throw badRequest('用户已删除，请先恢复');
          const added = await trx
            .insertInto('user_roles')
            .values({ user_id: user.id, role_id: role.id })
            .onConflict((oc) => oc.doNothing())
            .returning('user_id')
            .executeTakeFirst();
          if (!added) continue; // held the role already
          await recordAudit(trx, {
            action: 'user_role_added',
            userId: user.id,
            actorId: actor.actorId,
            ip: actor.ip ?? null,
            detail: { appId, roleId: role.id, roleName: role.name },
          });
          changed++;
        } else if (
          await applyUserTransition(trx, {
            actor,
            appId,
            userId: user.id,
            transition: action as UserTransition,
          })
        ) {
          changed++;
        }
      } catch (error) {
        if (error instanceof EnvelopeError) {
          throw new EnvelopeError(error.rspCd, `用户「${user.user_name}」：${error.message}`);
        }
        throw error;
      }
    }
    return { changed };
  });
}

/**
 * Signs a user out of every session (issue 27, user admin): ends them and revokes their tokens,
 * so the next call of any of their clients answers 401. Audited; answers how many ended.
 */
export async function signOutUser(
  { db, actor, appId }: OrgChange,
  userId: string,
): Promise<{ ended: number }> {
  const user = await requireUser(db, userId);
  return inTransaction(db, async (trx) => {
    const ended = await endUserSessions(trx, { userId: user.id }, 'revoked');
    await recordAudit(trx, {
      action: 'user_signed_out',
      userId: user.id,
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { appId, ended },
    });
    return { ended };
  });
}
