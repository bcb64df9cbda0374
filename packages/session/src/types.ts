import type { TokenData } from '@tessera/protocol';

/** spec 1 §3 Token data (protocol's wire type): what a sign-in or a refresh hands the session. */
export type { TokenData };

/** spec 1 §3 User info: one operation permission. */
export interface UserOperation {
  operationId: string;
  /** Only status 1 is kept (spec 1 §3). */
  operationStatus: number;
}

/**
 * spec 1 §3 User info, normalised by `normalizeUserInfo`. Fields the server sends beyond these
 * (wx ids, corp ids, …) are kept as they come.
 */
export interface UserInfo {
  authenticated: boolean;
  /** The all-zero GUID (`EMPTY_GUID`) is the anonymous user. */
  userId: string;
  userName: string;
  nickName: string;
  mobilePhone: string;
  email: string;
  roles: string[];
  posts: unknown[];
  rank: unknown;
  tags: unknown[];
  /** Operations with status 1 only. */
  operations: UserOperation[];
  /** Truthy when the app keeps an online-presence record for the user (spec 1 §4). */
  visitPolicy: unknown;
  headImageUrl: string;
  departments: unknown[];
  userType: unknown;
  accessToken: string;
  [extra: string]: unknown;
}

/** User info as the server or the token gives it: any field may be missing or loosely typed. */
export type UserInfoInput = Partial<Record<keyof UserInfo, unknown>> & Record<string, unknown>;

/**
 * `anonymous`: nobody signed in. `authenticated`: tokens are stored. `expired`: the idle session
 * ran out (spec 1 §4) — the user was sent to sign in; a new sign-in makes it `authenticated`.
 */
export type SessionStatus = 'anonymous' | 'authenticated' | 'expired';

/** The session manager's observable state (CONVENTIONS §4); a new object after each change. */
export interface SessionSnapshot {
  status: SessionStatus;
  /** The signed-in user; the anonymous user otherwise. */
  user: UserInfo;
  tokens: TokenData | null;
  /**
   * Milliseconds left when the countdown warning is on (under 60 s, checked every 30 s; spec 1 §4),
   * otherwise `null`.
   */
  countdownMs: number | null;
}
