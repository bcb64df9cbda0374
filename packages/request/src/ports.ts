import type { TokenData } from '@tessera/protocol';

/**
 * The environment ports of the request client (CONVENTIONS 5): every side effect of spec 1 §4
 * and §7 — cookies, storage, navigation, token refresh, time — goes through one of these, so
 * the package stays framework-free and its tests run in Node. `browserPorts()` wires them to the
 * browser; tests pass in-memory ones.
 */

/** Cookies the client reads (XSRF-TOKEN) and clears (spec 1 §4 401 rules). */
export interface CookiesPort {
  /** A cookie's value, or undefined. */
  get(name: string): string | undefined;
  /** Deletes one cookie (the access-token cookie AUTH-LOCAL after a 401). */
  remove(name: string): void;
  /** Deletes every cookie the page can reach (concurrent login: "cookies ... are cleared"). */
  clear(): void;
}

/** A Web-Storage-shaped key/value store (local or session storage). */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the app is and how it moves (spec 1 §4: /login, /deny). */
export interface NavigationPort {
  /** The current path (`location.pathname` in a browser). */
  currentPath(): string;
  /** In-app navigation (the router). */
  go(path: string): void;
  /** A full page load (`location.assign`), used for /deny on workflow pages. */
  redirect(url: string): void;
}

/** spec 1 §3 Token data (protocol's wire type): the 401 rules read and write it. */
export type { TokenData };

/**
 * The session as the 401 rules see it (spec 1 §4): the stored tokens, a way to refresh them and
 * a place to save the new ones. The refresh call itself belongs to the accounts service; the app
 * (or a test) implements it.
 */
export interface SessionPort {
  /** The stored access token, refresh token and auto-login flag (any may be missing). */
  getTokens(): Partial<TokenData> | null | undefined;
  /** Exchanges the refresh token for new tokens; rejects when that is impossible. */
  refreshToken(tokens: Partial<TokenData>): Promise<TokenData>;
  /** Stores new tokens; the retried request reads the access token through `getContext`. */
  saveTokens(tokens: TokenData): void;
}

/** Milliseconds since the epoch (the /login throttle, timestamps). */
export type Clock = () => number;
