import { randomInt } from 'node:crypto';
import {
  passwordComplexities,
  passwordLengthBounds,
  type PasswordPolicy,
} from '@tessera/validation';

/** The characters a random password draws from, per switch (no look-alikes such as O/0, l/1). */
const ALPHABETS = {
  RequireNumber: '23456789',
  RequireUppercase: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  RequireLowercase: 'abcdefghijkmnpqrstuvwxyz',
  // spec 2 §5 calls the RequireUniqueChars switch 特殊字符 (special characters).
  RequireUniqueChars: '!@#$%^&*-_=+?',
} as const;

/** The length of a random password when the policy allows it (clamped into the policy's range). */
export const RANDOM_PASSWORD_LENGTH = 12;

/**
 * A random password that satisfies a password policy (spec 2 §7.3 "random password by rule";
 * checked by the same `@tessera/validation` rule as every password): one character of every
 * required class, the rest from every required class (letters and digits when none is),
 * {@link RANDOM_PASSWORD_LENGTH} long unless the policy's range says otherwise; drawn with
 * `crypto.randomInt`.
 *
 * @example
 * ```ts
 * randomPassword({ passwordMinLength: 8, passwordMaxLength: 10, passwordComplex: ['RequireNumber'] });
 * // 'h3Kq9wPz2m'
 * ```
 */
export function randomPassword(policy: PasswordPolicy): string {
  const required = passwordComplexities(policy);
  const { min, max } = passwordLengthBounds(policy);
  const length = Math.min(Math.max(RANDOM_PASSWORD_LENGTH, min, required.length), max);
  const pool = (
    required.length > 0
      ? required
      : (['RequireNumber', 'RequireUppercase', 'RequireLowercase'] as const)
  )
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
