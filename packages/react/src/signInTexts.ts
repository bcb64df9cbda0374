/** Texts of the sign-in flow the bindings show (spec 2 §8 where it has one). */
export const SIGN_IN_TEXTS = {
  /** spec 2 §8 Login errors: the fallback text. Shown when the identity server cannot be reached. */
  failed: '登录失败',
} as const;

/**
 * How long /login shows itself before going to the identity server: long enough to read a
 * message that sent the user there (会话已过期，请重新登录！, 当前账号在别处登录，请注意账号安全。),
 * as spec 1 §9 waits 1500 ms after a submit before it redirects.
 */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
