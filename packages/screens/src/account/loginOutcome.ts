import { LOGIN_ERROR_CODES } from '@tessera/protocol';
import { ACCOUNT_TEXTS } from '@tessera/widgets';

/**
 * What the login screen shows for a refused sign-in (spec 2 §8 Login errors):
 * - `failed` (104): the message; the image captcha may now be required;
 * - `offerReset` (103): an alert 提示 with the message and 重置密码;
 * - `forceReset` (101/102): a confirm whose only button is 重置密码 (it cannot be dismissed);
 * - `expired` (a message containing 密码已过期): a confirm with 重置密码 or 取消;
 * - `locked` (104 whose message says 账号已锁定, ours): the same confirm, so the lockout stays
 *   on screen until answered and offers a way forward instead of a passing toast;
 * - `message`: any other refusal's message, or 登录失败 when it has none.
 */
export type LoginRefusalView =
  | { kind: 'failed'; message: string }
  | { kind: 'offerReset'; title: string; message: string }
  | { kind: 'forceReset'; title: string; message: string }
  | { kind: 'expired'; title: string; message: string }
  | { kind: 'locked'; title: string; message: string }
  | { kind: 'message'; message: string };

/** Maps a refusal's code and message to what the screen shows (spec 2 §8). */
export function loginRefusalView(code: number | undefined, message: string): LoginRefusalView {
  const text = message.trim() === '' ? ACCOUNT_TEXTS.loginFailed : message;
  if (
    code === LOGIN_ERROR_CODES.mustResetPassword ||
    code === LOGIN_ERROR_CODES.mustResetPasswordAdmin
  ) {
    return { kind: 'forceReset', title: ACCOUNT_TEXTS.hint, message: text };
  }
  if (code === LOGIN_ERROR_CODES.mayResetPassword) {
    return { kind: 'offerReset', title: ACCOUNT_TEXTS.hint, message: text };
  }
  if (text.includes(ACCOUNT_TEXTS.passwordExpired)) {
    return { kind: 'expired', title: ACCOUNT_TEXTS.passwordExpired, message: text };
  }
  if (code === LOGIN_ERROR_CODES.failed && text.includes(ACCOUNT_TEXTS.accountLocked)) {
    return { kind: 'locked', title: ACCOUNT_TEXTS.hint, message: text };
  }
  if (code === LOGIN_ERROR_CODES.failed) return { kind: 'failed', message: text };
  return { kind: 'message', message: text };
}

/**
 * spec 2 §8 "Password expiry check" after a sign-in: the account message is warned; pwd code
 * 101/102 a forced reset prompt, 103 an optional one; anything else nothing.
 */
export function passwordExpiryPrompt(pwd: {
  code: number;
  message: string;
}): 'force' | 'offer' | null {
  if (
    pwd.code === LOGIN_ERROR_CODES.mustResetPassword ||
    pwd.code === LOGIN_ERROR_CODES.mustResetPasswordAdmin
  ) {
    return 'force';
  }
  return pwd.code === LOGIN_ERROR_CODES.mayResetPassword ? 'offer' : null;
}
