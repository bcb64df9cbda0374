import type { Db } from '../db/database.js';
import { toJson } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { isGuid, requireOneOf } from '../http/requestParams.js';
import { inTransaction, type ChangeActor } from './orgTransaction.js';
import { readBody, readFlag, readName, readTextList } from './orgInput.js';
import { PASSWORD_COMPLEXITIES, type PasswordRule } from './passwordRule.js';
import { recordAudit } from './recordAudit.js';

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

/** The password rule a scope has no policy for: 8…32 characters, any. */
export const DEFAULT_PASSWORD_POLICY: PasswordRule = { passwordMinLength: 8, passwordMaxLength: 32 };

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

/** Lists policies, optionally of one scope and/or type, by scope then type. */
export async function listSecurityPolicies(
  db: Db,
  filter: { userScope?: unknown; type?: unknown } = {},
): Promise<SecurityPolicy[]> {
  let query = db.selectFrom('security_policies').selectAll();
  if (filter.userScope) query = query.where('user_scope', '=', readUserScope(filter.userScope));
  if (filter.type) query = query.where('type', '=', requireOneOf(filter.type, 'type', POLICY_TYPES));
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

/** The policy of a scope and type, or `null`. */
export async function findSecurityPolicy(
  db: Db,
  userScope: string,
  type: PolicyType,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('security_policies')
    .select('policy')
    .where('user_scope', '=', userScope)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.policy ?? null;
}

/** The password rule of a scope: its password policy, else {@link DEFAULT_PASSWORD_POLICY}. */
export async function readPasswordRule(db: Db, userScope: string): Promise<PasswordRule> {
  return (await findSecurityPolicy(db, userScope, 'password')) ?? DEFAULT_PASSWORD_POLICY;
}

function readLength(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 128) {
    throw badRequest(`密码策略 ${name} 无效：应为 1 到 128 的整数`);
  }
  return value;
}

/**
 * Checks a password policy (spec 2 §3): lengths 1…128 with min ≤ max, complexity switches from
 * the four of the spec, a maximum that leaves room for them, the image-captcha settings. Other
 * members are kept as sent.
 */
function checkPasswordPolicy(policy: Record<string, unknown>): Record<string, unknown> {
  const min = readLength(policy.passwordMinLength, 'passwordMinLength');
  const max = readLength(policy.passwordMaxLength, 'passwordMaxLength');
  if (min !== null && max !== null && min > max) {
    throw badRequest('密码策略无效：passwordMinLength 不能大于 passwordMaxLength');
  }
  const complex =
    policy.passwordComplex === undefined || policy.passwordComplex === null
      ? []
      : readTextList(policy.passwordComplex, 'passwordComplex', 32);
  const unknown = complex.filter((c) => !(PASSWORD_COMPLEXITIES as readonly string[]).includes(c));
  if (unknown.length > 0) {
    throw badRequest(
      `密码策略 passwordComplex 无效：${unknown.join('、')}，应为 ${PASSWORD_COMPLEXITIES.join(' / ')}`,
    );
  }
  if (max !== null && complex.length > max) {
    throw badRequest('密码策略无效：passwordMaxLength 小于要求包含的字符种类数');
  }
  const count = policy.loginFailCountShowImageCode;
  if (
    count !== undefined &&
    count !== null &&
    (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 100)
  ) {
    throw badRequest('密码策略 loginFailCountShowImageCode 无效：应为 0 到 100 的整数');
  }
  const subApps = policy.subAppIdList;
  return {
    ...policy,
    passwordMinLength: min,
    passwordMaxLength: max,
    passwordComplex: complex,
    imageCodeEnable: readFlag(policy.imageCodeEnable, 'imageCodeEnable') ?? false,
    loginFailCountShowImageCode: count ?? null,
    subAppIdList:
      subApps === undefined || subApps === null ? [] : readTextList(subApps, 'subAppIdList', 64),
  };
}

/**
 * Saves the policy of a scope and type (spec 2 §7.3 security policy CRUD): one per scope and
 * type, so saving again replaces it. Answers the saved policy. A password policy is checked
 * ({@link checkPasswordPolicy}); account and visit policies are JSON objects kept as sent
 * (their members are not shown by the spec).
 */
export async function saveSecurityPolicy(
  db: Db,
  actor: ChangeActor,
  input: { userScope?: unknown; type?: unknown; policy?: unknown },
): Promise<SecurityPolicy> {
  const userScope = readUserScope(input.userScope);
  const type = requireOneOf(input.type, 'type', POLICY_TYPES);
  let policy = readBody(input.policy ?? {});
  if (type === 'password') policy = checkPasswordPolicy(policy);
  if (typeof policy.name === 'string') readName(policy.name, '策略名称', 64);
  return inTransaction(db, async (trx) => {
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
      detail: { id: row.id, userScope, type },
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
      detail: { id: policy.id, userScope: policy.userScope, type: policy.type },
    });
  });
}
