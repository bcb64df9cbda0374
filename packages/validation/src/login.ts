import type { FieldRule, FormSchema } from './fieldRule.js';
import { PASSWORD_MESSAGES } from './password.js';
import type { PasswordPolicy } from './password.js';
import { PHONE_RULES } from './phone.js';

/**
 * The login and register messages of spec 2 §5, verbatim. `imageCode` is not in the spec
 * (it only says the captcha is required when shown) and is this package's text.
 */
export const LOGIN_MESSAGES = {
  code: '请输入验证码',
  password: PASSWORD_MESSAGES.required,
  latin1: PASSWORD_MESSAGES.latin1,
  imageCode: '请输入图形验证码',
  confirm: '请确认密码',
  mismatch: '确认密码不一致',
} as const;

/** The two login types (spec 2 §4 Login): SMS code or password. */
export type LoginType = 'message' | 'password';

/** The register check ways of the page config (spec 2 §3 registerCheckWay). */
export type RegisterCheckWay = 'phonePassword' | 'phoneCodePassword' | 'phoneCode';

/** Options of {@link loginSchema}. */
export interface LoginSchemaOptions {
  loginType: LoginType;
  /** The page config's checkWay; `phoneCodePassword` asks for a code in password mode too. */
  checkWay?: string;
  /** Whether the image captcha is shown (per password policy, spec 2 §4 Image captcha). */
  imageCodeShown?: boolean;
}

const CODE_RULES: readonly FieldRule[] = [{ kind: 'required', message: LOGIN_MESSAGES.code }];

/** Required, then latin1 only (spec 2 §5 Login), then the policy when one is given. */
function passwordRules(policy?: PasswordPolicy | null): FieldRule[] {
  const rules: FieldRule[] = [
    { kind: 'required', message: LOGIN_MESSAGES.password },
    { kind: 'latin1' },
  ];
  if (policy) rules.push({ kind: 'passwordPolicy', policy });
  return rules;
}

/**
 * The phone login form of spec 2 §5 (fields `phone`, `code`, `password`, `imgCode`):
 * the phone rule; the code in message mode and in phoneCodePassword mode (请输入验证码); the
 * password in password mode (请输入密码, 密码禁止包含中文及中文字符); the captcha when shown.
 * Login does not check the password policy: the server owns the stored password.
 *
 * @example
 * firstFormError(loginSchema({ loginType: 'message' }), { phone: '13800138000', code: '' });
 * // { field: 'code', message: '请输入验证码' }
 */
export function loginSchema(options: LoginSchemaOptions): FormSchema {
  const schema: Record<string, { label?: string; rules: readonly FieldRule[] }> = {
    phone: { label: '手机号码', rules: PHONE_RULES },
  };
  const password = options.loginType === 'password';
  if (!password || options.checkWay === 'phoneCodePassword') {
    schema.code = { label: '验证码', rules: CODE_RULES };
  }
  if (password) schema.password = { label: '密码', rules: passwordRules() };
  if (options.imageCodeShown) {
    schema.imgCode = {
      label: '图形验证码',
      rules: [{ kind: 'required', message: LOGIN_MESSAGES.imageCode }],
    };
  }
  return schema;
}

/** Options of {@link registerSchema}. */
export interface RegisterSchemaOptions {
  registerCheckWay: RegisterCheckWay;
  /** The scope's password policy; checked in every mode that takes a password. */
  policy?: PasswordPolicy | null;
}

/**
 * The phone register form of spec 2 §5 (fields `phone`, `code`, `password`, `confirmPassword`):
 * the phone rule; the code unless the mode is phonePassword; password and confirm unless the mode
 * is phoneCode (请输入密码, 请确认密码, 确认密码不一致) with the policy checked on the password.
 *
 * @example
 * const schema = registerSchema({ registerCheckWay: 'phonePassword' });
 * firstFormError(schema, { phone: '13800138000', password: 'a1', confirmPassword: 'a2' });
 * // { field: 'confirmPassword', message: '确认密码不一致' }
 */
export function registerSchema(options: RegisterSchemaOptions): FormSchema {
  const way = options.registerCheckWay;
  const schema: Record<string, { label?: string; rules: readonly FieldRule[] }> = {
    phone: { label: '手机号码', rules: PHONE_RULES },
  };
  if (way !== 'phonePassword') schema.code = { label: '验证码', rules: CODE_RULES };
  if (way !== 'phoneCode') {
    schema.password = { label: '密码', rules: passwordRules(options.policy) };
    schema.confirmPassword = {
      label: '确认密码',
      rules: [
        { kind: 'required', message: LOGIN_MESSAGES.confirm },
        { kind: 'sameAs', field: 'password', message: LOGIN_MESSAGES.mismatch },
      ],
    };
  }
  return schema;
}

/**
 * The login config's loginType values mapped to the two login types (spec 2 §3, §4).
 */
export const LOGIN_TYPE_BY_CONFIG: Readonly<Record<string, LoginType>> = {
  phoneAndMessage: 'message',
  phoneAndPassword: 'password',
};

/**
 * Filters what the user typed into the image captcha box (spec 2 §5: "filtered after input"):
 * only ASCII letters and digits stay, which is every character a captcha image shows.
 *
 * @example
 * filterImageCode(' a b-1２'); // 'ab1'
 */
export function filterImageCode(input: unknown): string {
  return typeof input === 'string' ? input.replace(/[^A-Za-z0-9]/g, '') : '';
}
