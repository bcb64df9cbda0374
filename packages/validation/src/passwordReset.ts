import type { FieldRule, FormSchema } from './fieldRule.js';
import { PASSWORD_MESSAGES } from './password.js';
import type { PasswordPolicy } from './password.js';
import { PHONE_RULES } from './phone.js';

/** The forgot-password and change-password messages of spec 2 §5, verbatim. */
export const RESET_MESSAGES = {
  code: '验证码不能为空',
  password: '密码不能为空',
  confirm: '确认密码不能为空',
  forgotMismatch: '两次密码不一致，请重新输入',
  resetMismatch: '密码不一致',
  latin1: PASSWORD_MESSAGES.latin1,
} as const;

/** The step-1 verification of the change-password screen (spec 2 §2.10). */
export type ResetCheckWay = 'messageCheck' | 'password';

/**
 * New password rules: required, latin1 (a password the login form would refuse must not be set),
 * then the policy when one is given.
 */
function newPasswordRules(policy?: PasswordPolicy | null): FieldRule[] {
  const rules: FieldRule[] = [
    { kind: 'required', message: RESET_MESSAGES.password },
    { kind: 'latin1' },
  ];
  if (policy) rules.push({ kind: 'passwordPolicy', policy });
  return rules;
}

/** The confirm field: required, then equal to `password` with the screen's mismatch text. */
function confirmRules(mismatch: string): FieldRule[] {
  return [
    { kind: 'required', message: RESET_MESSAGES.confirm },
    { kind: 'sameAs', field: 'password', message: mismatch },
  ];
}

/**
 * The forgot-password form (/retrievePassword, spec 2 §2.9, §5): fields `phone`, `code`,
 * `password`, `confirmPassword`. Mismatch reads 两次密码不一致，请重新输入.
 *
 * @example
 * firstFormError(forgotPasswordSchema(), { phone: '13800138000', code: '' });
 * // { field: 'code', message: '验证码不能为空' }
 */
export function forgotPasswordSchema(policy?: PasswordPolicy | null): FormSchema {
  return {
    phone: { label: '手机号码', rules: PHONE_RULES },
    code: { label: '验证码', rules: [{ kind: 'required', message: RESET_MESSAGES.code }] },
    password: { label: '新密码', rules: newPasswordRules(policy) },
    confirmPassword: { label: '确认密码', rules: confirmRules(RESET_MESSAGES.forgotMismatch) },
  };
}

/** Options of {@link resetPasswordSchema}. */
export interface ResetPasswordSchemaOptions {
  /** 1: verify (SMS code or old password); 2: new password and confirm. */
  step: 1 | 2;
  /** Step 1's way: `messageCheck` asks for `code`, anything else for `oldPassword`. */
  checkWay?: ResetCheckWay | string;
  policy?: PasswordPolicy | null;
}

/**
 * The change-password form of a signed-in user (/resetPassword, spec 2 §2.10, §5). Step 1:
 * `code` (验证码不能为空) or `oldPassword` (密码不能为空). Step 2: `password` and
 * `confirmPassword`; mismatch reads 密码不一致.
 *
 * @example
 * const schema = resetPasswordSchema({ step: 2 });
 * firstFormError(schema, { password: 'a1', confirmPassword: 'a2' });
 * // { field: 'confirmPassword', message: '密码不一致' }
 */
export function resetPasswordSchema(options: ResetPasswordSchemaOptions): FormSchema {
  if (options.step === 1) {
    return options.checkWay === 'messageCheck'
      ? { code: { label: '验证码', rules: [{ kind: 'required', message: RESET_MESSAGES.code }] } }
      : {
          oldPassword: {
            label: '原密码',
            rules: [{ kind: 'required', message: RESET_MESSAGES.password }],
          },
        };
  }
  return {
    password: { label: '新密码', rules: newPasswordRules(options.policy) },
    confirmPassword: { label: '确认密码', rules: confirmRules(RESET_MESSAGES.resetMismatch) },
  };
}
