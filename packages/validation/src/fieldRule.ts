import type { PasswordPolicy } from './password.js';

/**
 * When a form widget runs a check (spec 1 §5, spec 2 §5): text and number inputs on `blur`,
 * pickers and uploaders on `change`.
 */
export type Trigger = 'blur' | 'change';

/** Fields every rule may carry: a message that replaces the default, and a trigger. */
export interface RuleBase {
  /** Replaces the rule's default message (spec 1 §5: rules from the design carry their own). */
  message?: string;
  /** Restricts the rule to one trigger; a rule without one runs on every trigger. */
  trigger?: Trigger;
}

/** The date and image requirement kinds of spec 2 §5 (they have fixed texts, no label). */
export type PresenceKind = 'rating' | 'date' | 'image';

/** The text formats of spec 2 §5 "Form field validation". */
export type FormatKind = 'digits' | 'email' | 'url' | 'mobile' | 'ip' | 'currency' | 'number';

/**
 * One validation rule as plain, serialisable data. {@link validateField} is the one evaluator.
 *
 * Every rule except `required`, `rating`, `date`, `image` and `area` passes an empty value, so an
 * optional field only reports format errors once something was entered.
 *
 * @example
 * const rules: FieldRule[] = [{ kind: 'required' }, { kind: 'length', min: 2, max: 10 }];
 */
export type FieldRule =
  /** `{label}不能为空` (spec 2 §5). */
  | (RuleBase & { kind: 'required' })
  /** 请填写评分 / 请选择日期 / 请选择上传的图片 (spec 2 §5). A rating of 0 counts as empty. */
  | (RuleBase & { kind: PresenceKind })
  /** The three string-length forms of spec 2 §5; `unit: 'byte'` counts UTF-8 bytes. */
  | (RuleBase & { kind: 'length'; min?: number; max?: number; unit?: 'char' | 'byte' })
  /** The label-based format messages of spec 2 §5. */
  | (RuleBase & { kind: FormatKind })
  /** A configured pattern with its configured message (spec 2 §5 Regex). */
  | (RuleBase & { kind: 'regex'; pattern: string | RegExp; flags?: string; message: string })
  /** Numeric bounds: 必须大于min / 必须在 min 到 max 之间 (spec 2 §5 Bounds). */
  | (RuleBase & { kind: 'bounds'; min?: number; max?: number })
  /** Mainland mobile number, 请输入正确的手机号码 (spec 2 §5 Phone number). */
  | (RuleBase & { kind: 'phone' })
  /** Change-account value: `{label}格式不正确` (spec 2 §5 Change-account phone). */
  | (RuleBase & { kind: 'account'; account: AccountKind })
  /**
   * The value must differ from another field: `{label}不能一致` (spec 2 §5). With `account`, the
   * two compare as accounts (a +86/0086 prefix and e-mail letter case do not count).
   */
  | (RuleBase & { kind: 'differentFrom'; field: string; account?: AccountKind })
  /**
   * A date or datetime not earlier than another field's (the end of a range): `{label}不能早于
   * {fieldLabel}`; passes while either is empty or unreadable.
   */
  | (RuleBase & { kind: 'notBefore'; field: string; fieldLabel?: string })
  /** The value must equal another field (confirm password); the message is required. */
  | (RuleBase & { kind: 'sameAs'; field: string; message: string })
  /** No Chinese or other non-latin1 characters: 密码禁止包含中文及中文字符 (spec 2 §5 Login). */
  | (RuleBase & { kind: 'latin1' })
  /** The configured password policy (spec 2 §5 Password policy). */
  | (RuleBase & { kind: 'passwordPolicy'; policy: PasswordPolicy })
  /** Province, city and district all chosen: 请选择省/市/区 (spec 2 §5 Address form). */
  | (RuleBase & { kind: 'area' });

/** The account kinds of the change-account screen (spec 2 §2.11). */
export type AccountKind = 'phone' | 'email';

/** What the evaluator knows besides the value. */
export interface RuleContext {
  /** The field label, used by the label-based messages (`{label}不能为空`). */
  label?: string;
  /** The other values of the form, for `sameAs`, `differentFrom` and `notBefore`. */
  values?: Readonly<Record<string, unknown>>;
  /** Only rules without a trigger or with this trigger run. */
  trigger?: Trigger;
}

/** One field of a form schema: its label and its rules, checked in order. */
export interface FieldSchema {
  label?: string;
  rules: readonly FieldRule[];
}

/** A form as data: field name → label and rules. Key order is the order of checking. */
export type FormSchema = Readonly<Record<string, FieldSchema>>;

/** The first failing field of a form. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Whether a value counts as "not filled in": `undefined`, `null`, `NaN`, a string that is empty
 * after trimming, or an empty array.
 *
 * @example
 * isEmptyValue('  '); // true
 * isEmptyValue(0); // false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The text a format rule checks: strings as they are, finite numbers and bigints in decimal;
 * anything else has no text and fails every format.
 */
export function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return value.toString();
  return null;
}
