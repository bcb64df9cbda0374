import type { FormatKind, PresenceKind } from './fieldRule.js';
import { isEmptyValue, valueText } from './fieldRule.js';
import {
  CURRENCY_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  IP_PATTERN,
  MOBILE_PATTERN,
  NUMBER_PATTERN,
  URL_PATTERN,
} from './patterns.js';

/**
 * The form-field messages of spec 2 §5 "Form field validation" (approval and form pages),
 * verbatim. Label-based texts are functions of the label.
 */
export const FORM_FIELD_MESSAGES = {
  required: (label: string) => `${label}不能为空`,
  rating: '请填写评分',
  date: '请选择日期',
  image: '请选择上传的图片',
  minLength: (label: string, min: number) => `${label}长度必须大于${min}字符`,
  maxLength: (label: string, max: number) => `${label}长度必须小于${max}字符`,
  lengthBetween: (label: string, min: number, max: number) =>
    `${label}长度必须在 ${min} 到 ${max} 字符之间`,
  digits: (label: string) => `${label}不是有效的数字`,
  email: (label: string) => `${label}不是有效的电子邮件地址`,
  url: (label: string) => `${label}不是有效的网址`,
  mobile: (label: string) => `${label}不是有效的手机号码`,
  // spec 2 §5 writes the ip text without a label; kept verbatim.
  ip: (_label: string) => '不是有效的ip地址',
  currency: (label: string) => `${label}不是有效货币`,
  number: (label: string) => `${label}不是有效数值`,
  minValue: (min: number) => `必须大于${min}`,
  between: (min: number, max: number) => `必须在 ${min} 到 ${max} 之间`,
  /** Ours (spec 2 §5 has no text for a date range): the end of a range before its start. */
  notBefore: (label: string, other: string) => `${label}不能早于${other}`,
  /** spec 2 §5: rejecting an approval requires an opinion; approving does not. */
  rejectComment: '请填写驳回意见！',
} as const;

const FORMAT_PATTERNS: Record<Exclude<FormatKind, 'number'>, RegExp> = {
  digits: DIGITS_PATTERN,
  email: EMAIL_PATTERN,
  url: URL_PATTERN,
  mobile: MOBILE_PATTERN,
  ip: IP_PATTERN,
  currency: CURRENCY_PATTERN,
};

/**
 * The rating/date/image requirement (spec 2 §5): an empty value, and a rating of 0, fail with
 * the fixed text of the kind.
 */
export function checkPresence(kind: PresenceKind, value: unknown): string | null {
  const empty = isEmptyValue(value) || (kind === 'rating' && (value === 0 || value === '0'));
  return empty ? FORM_FIELD_MESSAGES[kind] : null;
}

/**
 * A text format of spec 2 §5 with its label-based message; a finite number passes `number`
 * directly. Empty values pass: `required` reports those.
 *
 * @example
 * checkFormat('email', 'a@b', '邮箱'); // '邮箱不是有效的电子邮件地址'
 */
export function checkFormat(kind: FormatKind, value: unknown, label: string): string | null {
  if (isEmptyValue(value)) return null;
  if (kind === 'number' && typeof value === 'number') {
    return Number.isFinite(value) ? null : FORM_FIELD_MESSAGES.number(label);
  }
  const text = valueText(value);
  const pattern = kind === 'number' ? NUMBER_PATTERN : FORMAT_PATTERNS[kind];
  return text !== null && pattern.test(text) ? null : FORM_FIELD_MESSAGES[kind](label);
}

/** A positive finite bound, or `undefined` when the option is unset (0, negative, not a number). */
function positiveBound(bound: unknown): number | undefined {
  return typeof bound === 'number' && Number.isFinite(bound) && bound > 0 ? bound : undefined;
}

/** Length of a text in characters (code points) or UTF-8 bytes; of a list in entries. */
function measure(value: unknown, unit: 'char' | 'byte'): number | null {
  if (Array.isArray(value)) return value.length;
  const text = valueText(value);
  if (text === null) return null;
  return unit === 'byte' ? new TextEncoder().encode(text).length : Array.from(text).length;
}

/**
 * The three string-length forms of spec 2 §5. Bounds are inclusive (a value of exactly `min`
 * characters passes), as in the form library these texts come from; 0 or a missing bound is
 * unset.
 *
 * @example
 * checkLength('ab', { min: 3 }, '名称'); // '名称长度必须大于3字符'
 */
export function checkLength(
  value: unknown,
  bounds: { min?: number; max?: number; unit?: 'char' | 'byte' },
  label: string,
): string | null {
  if (isEmptyValue(value)) return null;
  const min = positiveBound(bounds.min);
  const max = positiveBound(bounds.max);
  if (min === undefined && max === undefined) return null;
  const length = measure(value, bounds.unit === 'byte' ? 'byte' : 'char');
  if (length === null) return null;
  if (min !== undefined && max !== undefined) {
    return length < min || length > max ? FORM_FIELD_MESSAGES.lengthBetween(label, min, max) : null;
  }
  if (min !== undefined) return length < min ? FORM_FIELD_MESSAGES.minLength(label, min) : null;
  return max !== undefined && length > max ? FORM_FIELD_MESSAGES.maxLength(label, max) : null;
}

/** The numeric value of a number or numeric text, else `null`. */
function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER_PATTERN.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Numeric bounds of spec 2 §5: with max > 0 the value must lie in [min, max]
 * (必须在 min 到 max 之间, min defaulting to 0); with only min > 0 it must be at least min
 * (必须大于min). Inclusive like the length forms. Non-numeric values pass: `number` reports them.
 *
 * @example
 * checkBounds(12, { min: 1, max: 10 }); // '必须在 1 到 10 之间'
 */
export function checkBounds(value: unknown, bounds: { min?: number; max?: number }): string | null {
  const n = numericValue(value);
  if (n === null) return null;
  const min = typeof bounds.min === 'number' && Number.isFinite(bounds.min) ? bounds.min : 0;
  const max = positiveBound(bounds.max);
  if (max !== undefined) return n < min || n > max ? FORM_FIELD_MESSAGES.between(min, max) : null;
  if (min > 0) return n < min ? FORM_FIELD_MESSAGES.minValue(min) : null;
  return null;
}

/**
 * The approval comment rule (spec 2 §5): a reject (`isPass` false) needs a non-blank comment.
 *
 * @example
 * validateApprovalComment(false, ''); // '请填写驳回意见！'
 */
export function validateApprovalComment(isPass: boolean, comment: unknown): string | null {
  return !isPass && isEmptyValue(comment) ? FORM_FIELD_MESSAGES.rejectComment : null;
}
