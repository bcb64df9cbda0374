import { DENY_PATH, LOGIN_PATH, STORAGE_KEYS, SYSTEM_PATHS } from '@tessera/protocol';

/**
 * The session's timers (spec 1 §4 Session, §9 Timers), in milliseconds.
 *
 * @example
 * ```ts
 * SESSION_TIMERS.tokenRefreshMs; // 600000 (10 minutes)
 * ```
 */
export const SESSION_TIMERS = {
  /** Activity listeners attach this long after start. */
  activityListenerDelayMs: 5_000,
  /** How often the countdown is checked. */
  countdownCheckMs: 30_000,
  /** The countdown warning shows when less than this remains. */
  countdownWarningMs: 60_000,
  /** Access token refresh period, while a refresh token exists. */
  tokenRefreshMs: 10 * 60_000,
  /** Online-presence ping period. */
  presencePingMs: 60_000,
  /** Silent-renew notice before the access token expires (oidc-client-ts takes seconds). */
  silentRenewNoticeSeconds: 300,
} as const;

/** spec 1 §9: the refresh-token cookie lives 30 days. */
export const REFRESH_COOKIE_DAYS = 30;

/**
 * Where the session keeps its data. `AUTH-LOCAL` is the spec's access-token key (spec 1 §3,
 * `@tessera/protocol` STORAGE_KEYS); the others are this package's decision, named alike.
 * Tokens go to cookies on Pc and local storage on Mobile (spec 1 §6); the user info always goes
 * to local storage (a full user with its operations can pass the 4 KB cookie limit).
 */
export const SESSION_STORAGE_KEYS = {
  accessToken: STORAGE_KEYS.accessToken,
  refreshToken: 'AUTH-REFRESH',
  /** JSON `{ tokenType, expiresIn, isAutoLogin, isAutoLoginDays }`. */
  tokenInfo: 'AUTH-TOKEN-INFO',
  /** JSON user info (spec 1 §4: "stored user cleared" on expiry). */
  user: 'AUTH-USER',
} as const;

/** spec 1 §4 / §8: the idle-expiry message. */
export const SESSION_EXPIRED_MESSAGE = '会话已过期，请重新登录！';

/** spec 1 §2: the session's routes (protocol's `SYSTEM_PATHS`). */
export const SESSION_PATHS = {
  login: LOGIN_PATH,
  deny: DENY_PATH,
  callback: SYSTEM_PATHS.callback,
  silent: SYSTEM_PATHS.silent,
  /** spec 1 §2: "the return path is /" after the sign-in callback. */
  afterSignin: SYSTEM_PATHS.home,
} as const;
