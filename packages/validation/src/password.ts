import { isEmptyValue, valueText } from './fieldRule.js';

/** The complexity switches of a password policy (spec 2 §3 Password policy). */
export type PasswordComplexity =
  'RequireNumber' | 'RequireUppercase' | 'RequireLowercase' | 'RequireUniqueChars';

/**
 * The password policy per user scope, as the server answers it (spec 2 §3, §7.1
 * `data.data.passwordPolicy`). Only the fields the password rules read are typed here.
 */
export interface PasswordPolicy {
  passwordMinLength?: number | null;
  passwordMaxLength?: number | null;
  /** Unknown entries are ignored. */
  passwordComplex?: readonly string[] | null;
}

/**
 * The password messages of spec 2 §5. `complex` lists every configured requirement (not only
 * the missing ones) in the fixed order 数字、大写字母、小写字母、特殊字符, joined by 、, so the
 * text states the whole policy: `密码必须包含数字、大写字母`.
 */
export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  latin1: '密码禁止包含中文及中文字符',
  lengthExact: (n: number) => `密码长度限制为${n}位`,
  lengthRange: (n: number, m: number) => `密码长度限制为${n}到${m}位`,
  /** Not in the spec: a policy with a minimum and no maximum. */
  lengthAtLeast: (n: number) => `密码长度不能少于${n}位`,
  complex: (parts: readonly string[]) => `密码必须包含${parts.join('、')}`,
} as const;

/** The Chinese names of the complexity switches, in message order (spec 2 §5). */
export const PASSWORD_COMPLEXITY_NAMES: Readonly<Record<PasswordComplexity, string>> = {
  RequireNumber: '数字',
  RequireUppercase: '大写字母',
  RequireLowercase: '小写字母',
  // spec 2 §5 calls the RequireUniqueChars switch 特殊字符 (special characters).
  RequireUniqueChars: '特殊字符',
};

const COMPLEXITY_TESTS: Readonly<Record<PasswordComplexity, RegExp>> = {
  RequireNumber: /\d/,
  RequireUppercase: /[A-Z]/,
  RequireLowercase: /[a-z]/,
  // Anything that is neither an ASCII letter nor a digit counts as special.
  RequireUniqueChars: /[^A-Za-z0-9]/,
};

const COMPLEXITY_ORDER = Object.keys(PASSWORD_COMPLEXITY_NAMES) as PasswordComplexity[];

/**
 * The effective length bounds of a policy: `min` at least 0, `max` `Infinity` when unset (0,
 * missing or not a number) and never below `min`.
 */
export function passwordLengthBounds(policy: PasswordPolicy): { min: number; max: number } {
  const rawMin = policy?.passwordMinLength;
  const rawMax = policy?.passwordMaxLength;
  const min =
    typeof rawMin === 'number' && Number.isFinite(rawMin) && rawMin > 0 ? Math.floor(rawMin) : 0;
  const max =
    typeof rawMax === 'number' && Number.isFinite(rawMax) && rawMax > 0
      ? Math.max(Math.floor(rawMax), min)
      : Number.POSITIVE_INFINITY;
  return { min, max };
}

/**
 * The configured complexity switches in message order, without duplicates or unknown entries.
 * Matching is case-insensitive (`requirenumber` counts).
 */
export function passwordComplexities(policy: PasswordPolicy): PasswordComplexity[] {
  const list = Array.isArray(policy?.passwordComplex) ? policy.passwordComplex : [];
  const wanted = new Set(list.filter((e) => typeof e === 'string').map((e) => e.toLowerCase()));
  return COMPLEXITY_ORDER.filter((c) => wanted.has(c.toLowerCase()));
}

/**
 * The length message of a policy, or `null` when the policy sets no length:
 * 密码长度限制为N位 (min = max), 密码长度限制为N到M位, or 密码长度不能少于N位 (no maximum).
 * A policy with only a maximum reads as 1 to M.
 */
export function passwordLengthMessage(policy: PasswordPolicy): string | null {
  const { min, max } = passwordLengthBounds(policy);
  if (max === Number.POSITIVE_INFINITY)
    return min > 0 ? PASSWORD_MESSAGES.lengthAtLeast(min) : null;
  const low = Math.max(min, 1);
  return low === max ? PASSWORD_MESSAGES.lengthExact(max) : PASSWORD_MESSAGES.lengthRange(low, max);
}

/**
 * The complexity message of a policy (`密码必须包含数字、小写字母`), or `null` when no switch is on.
 */
export function passwordComplexMessage(policy: PasswordPolicy): string | null {
  const names = passwordComplexities(policy).map((c) => PASSWORD_COMPLEXITY_NAMES[c]);
  return names.length > 0 ? PASSWORD_MESSAGES.complex(names) : null;
}

/**
 * Checks a password against a policy (spec 2 §5): a password of only spaces, tabs or line breaks
 * is no password (请输入密码, spec 2 §5 Login), then length (counted in characters), then the
 * complexity switches. An empty or missing value passes (`required` reports it).
 *
 * @example
 * const policy = { passwordMinLength: 8, passwordMaxLength: 16, passwordComplex: ['RequireNumber'] };
 * checkPasswordPolicy('abc', policy); // '密码长度限制为8到16位'
 * checkPasswordPolicy('abcdefgh', policy); // '密码必须包含数字'
 * checkPasswordPolicy('      ', policy); // '请输入密码'
 */
export function checkPasswordPolicy(value: unknown, policy: PasswordPolicy): string | null {
  if (typeof value === 'string' && value !== '' && value.trim() === '') {
    return PASSWORD_MESSAGES.required;
  }
  if (isEmptyValue(value)) return null;
  const text = valueText(value);
  if (text === null) return null;
  const { min, max } = passwordLengthBounds(policy);
  const length = Array.from(text).length;
  if (length < min || length > max) return passwordLengthMessage(policy);
  const unmet = passwordComplexities(policy).some((c) => !COMPLEXITY_TESTS[c].test(text));
  return unmet ? passwordComplexMessage(policy) : null;
}
