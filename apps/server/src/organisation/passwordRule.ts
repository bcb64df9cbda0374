import { randomInt } from 'node:crypto';

/*
 * The password rule of a user scope (spec 2 §3 Password policy, §5 messages), as the server
 * applies it to an administrator's password update and to a random password. The same rule and
 * texts as `@tessera/validation`'s checkPasswordPolicy (the forms'); the server does not depend
 * on that package, so the few lines live here too (README "Organisation").
 */

/** spec 2 §3 Password policy (the members the rule reads). */
export interface PasswordRule {
  passwordMinLength?: number | null;
  passwordMaxLength?: number | null;
  passwordComplex?: readonly string[] | null;
}

/** The complexity switches of spec 2 §3, in the message order of spec 2 §5. */
export const PASSWORD_COMPLEXITIES = [
  'RequireNumber',
  'RequireUppercase',
  'RequireLowercase',
  'RequireUniqueChars',
] as const;
export type PasswordComplexity = (typeof PASSWORD_COMPLEXITIES)[number];

const NAMES: Record<PasswordComplexity, string> = {
  RequireNumber: '数字',
  RequireUppercase: '大写字母',
  RequireLowercase: '小写字母',
  // spec 2 §5 calls the RequireUniqueChars switch 特殊字符.
  RequireUniqueChars: '特殊字符',
};

const TESTS: Record<PasswordComplexity, RegExp> = {
  RequireNumber: /\d/,
  RequireUppercase: /[A-Z]/,
  RequireLowercase: /[a-z]/,
  RequireUniqueChars: /[^A-Za-z0-9]/,
};

/** The characters a random password draws from, per switch (no look-alikes such as O/0, l/1). */
const ALPHABETS: Record<PasswordComplexity, string> = {
  RequireNumber: '23456789',
  RequireUppercase: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  RequireLowercase: 'abcdefghijkmnpqrstuvwxyz',
  RequireUniqueChars: '!@#$%^&*-_=+?',
};

/** The length of a random password when the policy allows it (clamped into the policy's range). */
export const RANDOM_PASSWORD_LENGTH = 12;

/** The most characters a password may have whatever the policy (hashing cost is bounded). */
export const MAX_PASSWORD_LENGTH = 128;

function bounds(rule: PasswordRule): { min: number; max: number } {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  const min = Math.floor(num(rule.passwordMinLength));
  const rawMax = Math.floor(num(rule.passwordMaxLength));
  const max = rawMax > 0 ? Math.max(rawMax, min) : MAX_PASSWORD_LENGTH;
  return { min, max: Math.min(max, MAX_PASSWORD_LENGTH) };
}

function complexities(rule: PasswordRule): PasswordComplexity[] {
  const wanted = new Set((rule.passwordComplex ?? []).map((c) => String(c).toLowerCase()));
  return PASSWORD_COMPLEXITIES.filter((c) => wanted.has(c.toLowerCase()));
}

/**
 * Checks a password against the rule: answers the spec 2 §5 message (密码长度限制为N位 /
 * 密码长度限制为N到M位 / 密码必须包含…) or `null` when it passes. An empty password answers
 * 请输入密码; Chinese and other non-latin1 characters answer 密码禁止包含中文及中文字符.
 */
export function checkPasswordRule(password: string, rule: PasswordRule): string | null {
  if (password === '') return '请输入密码';
  // spec 2 §5 Login: the password must not contain Chinese or non-latin1 characters.
  if (/[^\u0000-\u00ff]/.test(password)) return '密码禁止包含中文及中文字符';
  const { min, max } = bounds(rule);
  const length = password.length;
  if (length < min || length > max) {
    const low = Math.max(min, 1);
    return low === max ? `密码长度限制为${max}位` : `密码长度限制为${low}到${max}位`;
  }
  const required = complexities(rule);
  if (required.some((c) => !TESTS[c].test(password))) {
    return `密码必须包含${required.map((c) => NAMES[c]).join('、')}`;
  }
  return null;
}

/**
 * A random password that satisfies the rule (spec 2 §7.3 "random password by rule"): one
 * character of every required class, the rest from every class, {@link RANDOM_PASSWORD_LENGTH}
 * long unless the policy's range says otherwise; drawn with `crypto.randomInt`.
 */
export function randomPassword(rule: PasswordRule): string {
  const required = complexities(rule);
  const { min, max } = bounds(rule);
  const length = Math.min(Math.max(RANDOM_PASSWORD_LENGTH, min, required.length), max);
  const pool = (required.length > 0 ? required : PASSWORD_COMPLEXITIES.slice(0, 3))
    .map((c) => ALPHABETS[c])
    .join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = required.map((c) => pick(ALPHABETS[c]));
  while (chars.length < length) chars.push(pick(pool));
  // Fisher–Yates, so the required characters are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
