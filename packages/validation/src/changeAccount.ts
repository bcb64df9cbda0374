import type { AccountKind, FieldRule, FormSchema } from './fieldRule.js';
import { isEmptyValue, valueText } from './fieldRule.js';
import { ACCOUNT_PHONE_PATTERN, ACCOUNT_PHONE_PREFIX, EMAIL_PATTERN } from './patterns.js';

/** The labels of the change-account values (spec 2 §5 Change-account phone). */
export const ACCOUNT_LABELS: Readonly<Record<AccountKind, string>> = {
  phone: '手机号码',
  email: '邮箱',
};

/** The label-based change-account messages of spec 2 §5, verbatim. */
export const ACCOUNT_MESSAGES = {
  invalid: (label: string) => `${label}格式不正确`,
  empty: (label: string) => `${label}不能为空`,
  same: (label: string) => `${label}不能一致`,
} as const;

/**
 * The account value without a +86/0086 prefix (phones) or surrounding blanks and letter case
 * (e-mail), so that `+8613800138000` and `13800138000` count as the same account.
 */
export function normaliseAccountValue(account: AccountKind, value: unknown): string {
  const text = (valueText(value) ?? '').trim();
  return account === 'phone' ? text.replace(ACCOUNT_PHONE_PREFIX, '') : text.toLowerCase();
}

/**
 * Whether a change-account value is well formed: a phone with an optional +86/0086 prefix and 11
 * digits, or an e-mail address.
 */
export function isAccountValue(account: AccountKind, value: unknown): boolean {
  const text = valueText(value);
  if (text === null) return false;
  return (account === 'phone' ? ACCOUNT_PHONE_PATTERN : EMAIL_PATTERN).test(text);
}

/**
 * The format check alone: passes empty values, else `{label}格式不正确`.
 */
export function checkAccountValue(account: AccountKind, value: unknown): string | null {
  if (isEmptyValue(value) || isAccountValue(account, value)) return null;
  return ACCOUNT_MESSAGES.invalid(ACCOUNT_LABELS[account]);
}

/**
 * The change-account value rule of spec 2 §5: `{label}不能为空` when empty, `{label}格式不正确`
 * when malformed, and `{label}不能一致` when a `current` value is given and the new value is the
 * same account. The label is 手机号码 or 邮箱.
 *
 * @example
 * validateAccountValue('phone', '+8613800138000', '13800138000'); // '手机号码不能一致'
 * validateAccountValue('email', ''); // '邮箱不能为空'
 */
export function validateAccountValue(
  account: AccountKind,
  value: unknown,
  current?: unknown,
): string | null {
  const label = ACCOUNT_LABELS[account];
  if (isEmptyValue(value)) return ACCOUNT_MESSAGES.empty(label);
  const invalid = checkAccountValue(account, value);
  if (invalid) return invalid;
  if (current !== undefined && !isEmptyValue(current)) {
    if (normaliseAccountValue(account, value) === normaliseAccountValue(account, current)) {
      return ACCOUNT_MESSAGES.same(label);
    }
  }
  return null;
}

/**
 * The change-account prompts of spec 2 §5 (请输入当前手机号码/邮箱, 请输入新..., 请输入验证码).
 * They are the required-field texts of the step forms; the label-based texts
 * (`{label}格式不正确`, `{label}不能一致`) come from the value rules.
 */
export const CHANGE_ACCOUNT_MESSAGES = {
  current: (label: string) => `请输入当前${label}`,
  next: (label: string) => `请输入新${label}`,
  code: '请输入验证码',
} as const;

/**
 * The change-account steps (spec 2 §4 Change account): `verify` checks the current value with a
 * code, `change` takes the new value and a code, `single` (checkWay phoneNumber) does both at once.
 */
export type ChangeAccountStep = 'verify' | 'change' | 'single';

/** Options of {@link changeAccountSchema}. */
export interface ChangeAccountSchemaOptions {
  account: AccountKind;
  step: ChangeAccountStep;
}

/**
 * The change-account form (/change-account, spec 2 §2.11, §5) with fields `oldAccount`,
 * `newAccount` and `code`, as the step needs them. The new value must differ from `oldAccount`
 * (pass the step-1 value along in `values`); a +86/0086 prefix does not make it different.
 *
 * @example
 * const schema = changeAccountSchema({ account: 'phone', step: 'change' });
 * firstFormError(schema, { oldAccount: '13800138000', newAccount: '+8613800138000', code: '1234' });
 * // { field: 'newAccount', message: '手机号码不能一致' }
 */
export function changeAccountSchema(options: ChangeAccountSchemaOptions): FormSchema {
  const { account, step } = options;
  const label = ACCOUNT_LABELS[account];
  const schema: Record<string, { label?: string; rules: readonly FieldRule[] }> = {};
  if (step !== 'change') {
    schema.oldAccount = {
      label,
      rules: [
        { kind: 'required', message: CHANGE_ACCOUNT_MESSAGES.current(label) },
        { kind: 'account', account },
      ],
    };
  }
  if (step !== 'verify') {
    schema.newAccount = {
      label,
      rules: [
        { kind: 'required', message: CHANGE_ACCOUNT_MESSAGES.next(label) },
        { kind: 'account', account },
        { kind: 'differentFrom', field: 'oldAccount', account },
      ],
    };
  }
  schema.code = {
    label: '验证码',
    rules: [{ kind: 'required', message: CHANGE_ACCOUNT_MESSAGES.code }],
  };
  return schema;
}
