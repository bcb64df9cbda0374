import { readDateTime } from '@tessera/protocol/dates';
import type { FieldError, FieldRule, FormSchema, RuleContext } from './fieldRule.js';
import { ADDRESS_MESSAGES, isAreaComplete } from './addressForm.js';
import { isEmptyValue, valueText } from './fieldRule.js';
import {
  checkBounds,
  checkFormat,
  checkLength,
  checkPresence,
  FORM_FIELD_MESSAGES,
} from './formField.js';
import { checkPasswordPolicy, PASSWORD_MESSAGES } from './password.js';
import { compilePattern, isLatin1 } from './patterns.js';
import { ACCOUNT_MESSAGES, checkAccountValue, normaliseAccountValue } from './changeAccount.js';
import { checkPhone } from './phone.js';

/** The default verdict of one rule: a message, or `null` when the value passes. */
function evaluate(rule: FieldRule, value: unknown, context: RuleContext): string | null {
  const label = context.label ?? '';
  switch (rule.kind) {
    case 'required':
      return isEmptyValue(value) ? FORM_FIELD_MESSAGES.required(label) : null;
    case 'rating':
    case 'date':
    case 'image':
      return checkPresence(rule.kind, value);
    case 'area':
      return isAreaComplete(value) ? null : ADDRESS_MESSAGES.area;
    case 'length':
      return checkLength(value, rule, label);
    case 'digits':
    case 'email':
    case 'url':
    case 'mobile':
    case 'ip':
    case 'currency':
    case 'number':
      return checkFormat(rule.kind, value, label);
    case 'bounds':
      return checkBounds(value, rule);
    case 'phone':
      return checkPhone(value);
    case 'account':
      return checkAccountValue(rule.account, value);
    case 'latin1': {
      const text = valueText(value);
      return text === null || isLatin1(text) ? null : PASSWORD_MESSAGES.latin1;
    }
    case 'passwordPolicy':
      return checkPasswordPolicy(value, rule.policy);
    case 'regex': {
      if (isEmptyValue(value)) return null;
      const pattern = compilePattern(rule.pattern, rule.flags);
      const text = valueText(value);
      return pattern === null || (text !== null && pattern.test(text))
        ? null
        : fallback(rule, label);
    }
    case 'notBefore':
      return isBefore(value, context.values?.[rule.field])
        ? FORM_FIELD_MESSAGES.notBefore(label, rule.fieldLabel ?? rule.field)
        : null;
    case 'sameAs':
      return sameAs(value, context.values?.[rule.field]) ? null : fallback(rule, label);
    case 'differentFrom': {
      const other = context.values?.[rule.field];
      if (isEmptyValue(value) || isEmptyValue(other)) return null;
      const same = rule.account
        ? normaliseAccountValue(rule.account, value) === normaliseAccountValue(rule.account, other)
        : sameAs(value, other);
      return same ? ACCOUNT_MESSAGES.same(label) : null;
    }
    default:
      return null;
  }
}

/**
 * The text of a rule whose message is required (`regex`, `sameAs`), should stored design data
 * lack it: the label-based 格式不正确 wording.
 */
function fallback(rule: { message?: unknown }, label: string): string {
  return typeof rule.message === 'string' && rule.message !== ''
    ? rule.message
    : `${label}格式不正确`;
}

/** Whether both values are readable dates and the first is earlier than the second. */
function isBefore(value: unknown, other: unknown): boolean {
  if (isEmptyValue(value) || isEmptyValue(other)) return false;
  const date = readDateTime(value);
  const bound = readDateTime(other);
  return date !== null && bound !== null && date.getTime() < bound.getTime();
}

/** Equality of two entered values: both empty, or the same text or primitive. */
function sameAs(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return Object.is(a, b);
}

/** Whether a rule runs for the context's trigger (spec 1 §5: blur or change per item type). */
function runsOn(rule: FieldRule, context: RuleContext): boolean {
  return (
    context.trigger === undefined || rule.trigger === undefined || rule.trigger === context.trigger
  );
}

/**
 * The one evaluator: checks `value` against `rules` in order and returns the first message, or
 * `null` when every rule passes. A rule's own `message` replaces the default text. Never throws:
 * malformed rules from the design (unknown kinds, patterns that do not compile) are skipped.
 *
 * @example
 * validateField([{ kind: 'required' }, { kind: 'email' }], 'x', { label: '邮箱' });
 * // '邮箱不是有效的电子邮件地址'
 */
export function validateField(
  rules: readonly FieldRule[],
  value: unknown,
  context: RuleContext = {},
): string | null {
  if (!Array.isArray(rules)) return null;
  for (const rule of rules as readonly unknown[]) {
    if (typeof rule !== 'object' || rule === null) continue;
    const typed = rule as FieldRule;
    if (!runsOn(typed, context)) continue;
    const verdict = evaluate(typed, value, context);
    if (verdict !== null) {
      const custom = (typed as { message?: unknown }).message;
      return typeof custom === 'string' && custom !== '' ? custom : verdict;
    }
  }
  return null;
}

/**
 * Checks every field of a form schema and returns each failing field's first message.
 *
 * @example
 * validateForm(addressFormSchema, { name: '' }); // { name: '请填写收货人姓名', ... }
 */
export function validateForm(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
  trigger?: RuleContext['trigger'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, { label, rules }] of Object.entries(schema)) {
    const message = validateField(rules, values[field], { label, values, trigger });
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/**
 * The first failing field of a form in schema order (the account screens show one toast at a
 * time), or `null`.
 *
 * @example
 * firstFormError(loginSchema({ loginType: 'password' }), { phone: '13800138000', password: '' });
 * // { field: 'password', message: '请输入密码' }
 */
export function firstFormError(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
): FieldError | null {
  for (const [field, { label, rules }] of Object.entries(schema)) {
    const message = validateField(rules, values[field], { label, values });
    if (message !== null) return { field, message };
  }
  return null;
}
