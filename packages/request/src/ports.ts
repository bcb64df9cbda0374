import type { TokenData } from '@tessera/protocol';

/**
 * The one port of the request client that is its own (CONVENTIONS 5): the session as the 401
 * rules see it. Every other side effect — clock, cookies, storage, navigation, messages — goes
 * through `@tessera/ports`, the one definition of the core packages' environment.
 */

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
