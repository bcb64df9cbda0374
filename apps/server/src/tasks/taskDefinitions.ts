import { sql } from 'kysely';
import type { OrgTransaction } from '../organisation/orgTransaction.js';

/** What a task's run did: how many rows it changed, and a line for its log. */
export interface TaskOutcome {
  affected: number;
  message: string;
}

/** A task the server runs on a schedule (spec 2 §7.3 "Tasks"; README "Scheduled tasks"). */
export interface TaskDefinition {
  /** The jobId of start and stop. */
  id: string;
  name: string;
  description: string;
  /** Seconds from one run's start to the next. */
  intervalSeconds: number;
  /** The run's work, in the transaction that holds the task's advisory lock. */
  run(trx: OrgTransaction, now: Date): Promise<TaskOutcome>;
}

/**
 * Marks dormant the accounts of every user scope whose account policy sets `dormancyDays`: not
 * signed in (or, never signed in, not created) for that many days, not deleted, not dormant yet.
 * A dormant account is refused at sign-in until an administrator activates it (README
 * "Organisation": activate clears the flag).
 */
async function sweepDormantAccounts(trx: OrgTransaction, now: Date): Promise<TaskOutcome> {
  const policies = await trx
    .selectFrom('security_policies')
    .select(['user_scope', 'policy'])
    .where('type', '=', 'account')
    .execute();
  let affected = 0;
  const scopes: string[] = [];
  for (const { user_scope, policy } of policies) {
    const days = Number((policy as Record<string, unknown>).dormancyDays);
    if (!Number.isInteger(days) || days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const result = await trx
      .updateTable('users')
      .set({ dormant: true, updated: now })
      .where('user_scope', '=', user_scope)
      .where('dormant', '=', false)
      .where('deleted', '=', false)
      .where(sql<boolean>`coalesce(last_login_at, created) < ${cutoff}`)
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    affected += count;
    scopes.push(`${user_scope}（${days} 天）：${count} 个`);
  }
  return {
    affected,
    message: scopes.length ? `标记休眠账号 ${scopes.join('；')}` : '没有设置休眠天数的用户域',
  };
}

/** Deletes the provider's rows (tokens, sessions, grants, codes) whose expiry has passed. */
async function purgeExpiredTokens(trx: OrgTransaction, now: Date): Promise<TaskOutcome> {
  const result = await trx
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  const affected = Number(result.numDeletedRows);
  return { affected, message: `删除过期令牌 ${affected} 条` };
}

/** The tasks the server knows, in the list's order. */
export const TASK_DEFINITIONS: readonly TaskDefinition[] = [
  {
    id: 'dormancy-sweep',
    name: '休眠账号检查',
    description: '按账号策略的休眠天数，把长期未登录的账号标记为休眠',
    intervalSeconds: 3600,
    run: sweepDormantAccounts,
  },
  {
    id: 'token-purge',
    name: '清理过期令牌',
    description: '删除已过期的访问令牌、刷新令牌和登录会话',
    intervalSeconds: 600,
    run: purgeExpiredTokens,
  },
];
