import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { toJson } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalText } from '../http/inputSchemas.js';
import { isGuid, requireOneOf } from '../http/requestParams.js';
import { inTransaction, type ChangeActor } from './orgTransaction.js';
import { checkAccountPolicy, checkPasswordPolicy, checkVisitPolicy } from './policyFields.js';
import { recordAudit } from '../directory/recordAudit.js';

/** spec 2 §3 "password, account and visit policies with id and user scope". */
export const POLICY_TYPES = ['password', 'account', 'visit'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** The user scope of accounts that name none (migration 0006: `users.user_scope` default). */
export const DEFAULT_USER_SCOPE = 'default';

/** A user scope: letters, digits, `_`, `-` and `.`, 1…64 characters. */
const SCOPE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** One security policy as answered. */
export interface SecurityPolicy {
  id: string;
  userScope: string;
  type: PolicyType;
  policy: Record<string, unknown>;
  /** ISO 8601 UTC. */
  updated: string;
}

export { PASSWORD_COMPLEXITIES } from './policyFields.js';

/** Reads a user scope, or 40000. */
export function readUserScope(value: unknown, name = 'userScope'): string {
  if (value === undefined || value === null || value === '') return DEFAULT_USER_SCOPE;
  if (typeof value !== 'string' || !SCOPE_PATTERN.test(value)) {
    throw badRequest(`参数 ${name} 无效：用户域只能含字母、数字、_、- 和 .（1 到 64 个字符）`);
  }
  return value;
}

type PolicyRow = {
  id: string;
  user_scope: string;
  type: PolicyType;
  policy: Record<string, unknown>;
  updated: Date;
};

function toPolicy(row: PolicyRow): SecurityPolicy {
  return {
    id: row.id,
    userScope: row.user_scope,
    type: row.type,
    policy: row.policy,
    updated: new Date(row.updated).toISOString(),
  };
}

/** The query of the policy list: a user scope and a policy type, each read by its own rule. */
export const SecurityPolicyQuerySchema = Type.Object({
  userScope: OptionalText,
  type: OptionalText,
});
export type SecurityPolicyQuery = Static<typeof SecurityPolicyQuerySchema>;

/** Lists policies, optionally of one scope and/or type, by scope then type. */
export async function listSecurityPolicies(
  db: Db,
  filter: SecurityPolicyQuery = {},
): Promise<SecurityPolicy[]> {
  let query = db.selectFrom('security_policies').selectAll();
  if (filter.userScope) query = query.where('user_scope', '=', readUserScope(filter.userScope));
  if (filter.type)
    query = query.where('type', '=', requireOneOf(filter.type, 'type', POLICY_TYPES));
  const rows = await query.orderBy('user_scope').orderBy('type').execute();
  return rows.map(toPolicy);
}

/** One policy by id, or 40400. */
export async function readSecurityPolicy(db: Db, id: string): Promise<SecurityPolicy> {
  const row = isGuid(id)
    ? await db.selectFrom('security_policies').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(`安全策略 ${id} 不存在`);
  return toPolicy(row);
}

/** The check of each policy type's members before a save (README "Security policies"). */
const CHECKS: Record<PolicyType, (policy: Record<string, unknown>) => Record<string, unknown>> = {
  password: checkPasswordPolicy,
  account: checkAccountPolicy,
  visit: checkVisitPolicy,
};

/**
 * Saves the policy of a scope and type (spec 2 §7.3 security policy CRUD): one per scope and
 * type, so saving again replaces it. Answers the saved policy. Each type's members are checked
 * (`policyFields.ts`; 40000 naming the member); the audit entry holds the policy before (null
 * when new) and after.
 */
export async function saveSecurityPolicy(
  db: Db,
  actor: ChangeActor,
  input: { userScope?: unknown; type?: unknown; policy?: unknown },
): Promise<SecurityPolicy> {
  const userScope = readUserScope(input.userScope);
  const type = requireOneOf(input.type, 'type', POLICY_TYPES);
  const raw = input.policy ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('安全策略 policy 应为 JSON 对象');
  }
  const policy = CHECKS[type](raw as Record<string, unknown>);
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('security_policies')
      .select('policy')
      .where('user_scope', '=', userScope)
      .where('type', '=', type)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .insertInto('security_policies')
      .values({ user_scope: userScope, type, policy: toJson(policy) })
      .onConflict((oc) =>
        oc
          .columns(['user_scope', 'type'])
          .doUpdateSet({ policy: toJson(policy), updated: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      action: 'policy_saved',
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: { id: row.id, userScope, type, before: before?.policy ?? null, after: row.policy },
    });
    return toPolicy(row);
  });
}

/** Deletes a policy (40400 when missing); the scope falls back to the defaults. */
export async function deleteSecurityPolicy(db: Db, actor: ChangeActor, id: string): Promise<void> {
  const policy = await readSecurityPolicy(db, id);
  await inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('security_policies')
      .where('id', '=', policy.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound(`安全策略 ${id} 不存在`);
    await recordAudit(trx, {
      action: 'policy_deleted',
      actorId: actor.actorId,
      ip: actor.ip ?? null,
      detail: {
        id: policy.id,
        userScope: policy.userScope,
        type: policy.type,
        before: policy.policy,
        after: null,
      },
    });
  });
}
