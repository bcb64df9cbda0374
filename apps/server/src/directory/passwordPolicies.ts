import {
  checkPasswordPolicy,
  isLatin1,
  PASSWORD_MESSAGES,
  passwordComplexities,
  type PasswordComplexity,
  type PasswordPolicy,
} from '@tessera/validation';
import type { Db } from '../db/database.js';

/**
 * The password policy of a user scope as the server answers it (spec 2 §3 Password policy,
 * §7.1 `data.data.passwordPolicy`): every field present.
 */
export interface ScopePasswordPolicy extends PasswordPolicy {
  passwordMinLength: number;
  passwordMaxLength: number;
  passwordComplex: PasswordComplexity[];
  /** Whether the login form shows the image captcha (spec 2 §4 Image captcha). */
  imageCodeEnable: boolean;
  /** Failed logins after which the captcha shows; 0 = from the start (when enabled). */
  loginFailCountShowImageCode: number;
  /** The sub-apps the policy applies to; empty = all. */
  subAppIdList: string[];
  /** A new password may not equal one of the last N (0: off; README "Security policies"). */
  passwordHistoryCount: number;
}

/**
 * The policy of a scope without a `security_policies` row of type 'password' (README "SMS
 * codes, image captcha and password policy"): 6 to 20 characters with a digit and a lower-case
 * letter, no image captcha.
 */
export const DEFAULT_PASSWORD_POLICY: Readonly<ScopePasswordPolicy> = {
  passwordMinLength: 6,
  passwordMaxLength: 20,
  passwordComplex: ['RequireNumber', 'RequireLowercase'],
  imageCodeEnable: false,
  loginFailCountShowImageCode: 3,
  subAppIdList: [],
  passwordHistoryCount: 0,
};

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/**
 * A stored policy over the default, field by field: a field that is missing or of the wrong
 * type keeps the default's value, so a hand-edited row cannot answer a malformed policy.
 */
function withDefaults(stored: Record<string, unknown>): ScopePasswordPolicy {
  const d = DEFAULT_PASSWORD_POLICY;
  const complex = stored.passwordComplex;
  const subApps = stored.subAppIdList;
  return {
    // 0 means "no bound" to the rule (`passwordLengthBounds`), as an administrator may set it.
    passwordMinLength: count(stored.passwordMinLength) ?? d.passwordMinLength,
    passwordMaxLength: count(stored.passwordMaxLength) ?? d.passwordMaxLength,
    passwordComplex: Array.isArray(complex)
      ? passwordComplexities({ passwordComplex: complex })
      : [...d.passwordComplex],
    imageCodeEnable:
      typeof stored.imageCodeEnable === 'boolean' ? stored.imageCodeEnable : d.imageCodeEnable,
    loginFailCountShowImageCode:
      count(stored.loginFailCountShowImageCode) ?? d.loginFailCountShowImageCode,
    subAppIdList: Array.isArray(subApps)
      ? subApps.filter((id): id is string => typeof id === 'string')
      : [],
    passwordHistoryCount: count(stored.passwordHistoryCount) ?? d.passwordHistoryCount,
  };
}

/**
 * The password policy of a user scope: its `security_policies` row of type 'password' over
 * {@link DEFAULT_PASSWORD_POLICY}, or the default when the scope has none.
 *
 * @example
 * const policy = await readPasswordPolicy(db, 'default');
 * enforcePasswordPolicy(policy, 'abc'); // '密码长度限制为6到20位'
 */
export async function readPasswordPolicy(db: Db, userScope: string): Promise<ScopePasswordPolicy> {
  const row = await db
    .selectFrom('security_policies')
    .select('policy')
    .where('user_scope', '=', userScope)
    .where('type', '=', 'password')
    .executeTakeFirst();
  const stored = row?.policy;
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? withDefaults(stored)
    : withDefaults({});
}

/**
 * The message that refuses a new password, or null when it is acceptable (spec 2 §5): empty →
 * 请输入密码, a character outside Latin-1 → 密码禁止包含中文及中文字符, then the policy's length
 * and complexity through `@tessera/validation`'s `checkPasswordPolicy` (the same rule and text
 * as the forms).
 */
export function enforcePasswordPolicy(policy: PasswordPolicy, password: string): string | null {
  if (password === '') return PASSWORD_MESSAGES.required;
  if (!isLatin1(password)) return PASSWORD_MESSAGES.latin1;
  return checkPasswordPolicy(password, policy);
}
