import type {
  ActivitySource,
  Clock,
  CookiePort,
  LoggerPort,
  MessagesPort,
  NavigationPort,
  StoragePort,
} from '@tessera/ports';
import type { SubAppType } from '@tessera/protocol';
import type { OidcAdapter } from './oidc/createOidcAdapter.js';
import type { SessionSnapshot, TokenData, UserInfo, UserInfoInput } from './types.js';

/** Options of `createSessionManager`: the environment as ports (CONVENTIONS §5). */
export interface SessionManagerOptions {
  clock: Clock;
  /** Pc keeps tokens in cookies, Mobile in local storage (spec 1 §6). */
  subAppType: SubAppType;
  cookies: CookiePort;
  localStorage: StoragePort;
  navigation: NavigationPort;
  messages: MessagesPort;
  activity: ActivitySource;
  /** The sign-in route to go to on expiry; default `/login` (routing's `loginPath` fits). */
  loginPath?: () => string;
  /** Exchanges the refresh token for new tokens (the api package's call); no refresh without it. */
  refreshTokens?: (tokens: TokenData & { refreshToken: string }) => Promise<TokenData>;
  /** The online-presence ping (the api package's call); no ping without it. */
  pingPresence?: (user: UserInfo) => Promise<void> | void;
  /** The OIDC flow (`createOidcAdapter`), when the app signs in through an identity server. */
  oidc?: OidcAdapter;
  /** Default `console`. */
  logger?: LoggerPort;
}

/** The session (spec 1 §4 Session); subscribable (CONVENTIONS §4). */
export interface SessionManager {
  /** Reads stored tokens and user; resumes the session's timers when signed in. Once. */
  start(): void;
  /** Stores tokens (and user info, else the token's claims) and starts the session's timers. */
  login(tokens: TokenData, user?: UserInfoInput | null): void;
  /** Replaces the user info (e.g. after fetching it); `null` removes it. */
  setUser(user: UserInfoInput | null): void;
  /** Signs out locally: tokens and user cleared, timers stopped. Does not navigate. */
  logout(): void;
  /** Refreshes the access token now (as the 10-minute timer does). */
  refresh(): Promise<void>;
  /** OIDC: goes to the identity server; `returnUrl` (an in-app path) is where the callback returns. */
  signinRedirect(returnUrl?: string): Promise<void>;
  /**
   * OIDC: completes a sign-in on `/callback` (once per address: a second call answers the
   * first's promise), then goes to the return URL the sign-in carried, else `/` (spec 1 §2).
   */
  completeSignin(url?: string): Promise<void>;
  /** OIDC: completes a silent renew on `/silent`. */
  completeSilentRenew(url?: string): Promise<void>;
  getAccessToken(): string | null;
  /** When the idle session expires without further activity; `null` when not watching. */
  idleDeadline(): number | null;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stops every timer and listener (nothing stored is changed). */
  dispose(): void;
}
