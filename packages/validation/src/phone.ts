import type { FieldRule } from './fieldRule.js';
import { isEmptyValue, valueText } from './fieldRule.js';
import { PHONE_PATTERN } from './patterns.js';

/** The phone-number messages of spec 2 §5, verbatim. */
export const PHONE_MESSAGES = {
  empty: '请输入手机号码',
  invalid: '请输入正确的手机号码',
} as const;

/**
 * The phone rule of the login, register and forgot-password forms (spec 2 §5 Phone number):
 * empty → 请输入手机号码, otherwise 11 digits starting with 1 and 3-9 → else 请输入正确的手机号码.
 */
export const PHONE_RULES: readonly FieldRule[] = [
  { kind: 'required', message: PHONE_MESSAGES.empty },
  { kind: 'phone' },
];

/**
 * Whether a value is a mainland mobile number (spec 2 §5): exactly 11 digits, 1 then 3-9.
 *
 * @example
 * isPhoneNumber('13800138000'); // true
 * isPhoneNumber('12800138000'); // false
 */
export function isPhoneNumber(value: unknown): boolean {
  const text = valueText(value);
  return text !== null && PHONE_PATTERN.test(text);
}

/**
 * The phone check alone: passes empty values (so `required` can speak first), else
 * 请输入正确的手机号码 for anything but a mainland mobile number.
 */
export function checkPhone(value: unknown): string | null {
  return isEmptyValue(value) || isPhoneNumber(value) ? null : PHONE_MESSAGES.invalid;
}

/**
 * The complete phone rule: 请输入手机号码 when empty, 请输入正确的手机号码 when malformed.
 *
 * @example
 * validatePhone(''); // '请输入手机号码'
 * validatePhone('1380013800'); // '请输入正确的手机号码'
 */
export function validatePhone(value: unknown): string | null {
  return isEmptyValue(value) ? PHONE_MESSAGES.empty : checkPhone(value);
}
