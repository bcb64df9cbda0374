/**
 * The session's own ports (CONVENTIONS §5). The shared ones — clock, storage, navigation,
 * messages, logger — are `@tessera/ports`' (one definition for the core packages).
 */
import type { StoragePort } from '@tessera/ports';

/** Options of {@link CookiePort.setItem}. */
export interface CookieOptions {
  /** Lifetime in days; missing: a session cookie, gone when the browser closes. */
  days?: number;
}

/**
 * Cookies with the Web Storage shape plus a lifetime (spec 1 §6: the token is kept in a cookie on
 * Pc). The browser default is `createBrowserCookies`; tests pass `createMemoryCookies`.
 */
export interface CookiePort extends StoragePort {
  setItem(key: string, value: string, options?: CookieOptions): void;
}

/** The user activity that keeps a session alive (spec 1 §4 Session). */
export type ActivityKind = 'click' | 'keydown' | 'mousemove';

/**
 * Reports user activity. The browser default listens to `click`, `keydown` and `mousemove` on the
 * document; tests emit activity by hand.
 *
 * @example
 * ```ts
 * const stop = activity.subscribe((kind) => console.log(kind));
 * stop();
 * ```
 */
export interface ActivitySource {
  subscribe(listener: (kind: ActivityKind) => void): () => void;
}
