// The browser defaults of the session's own ports (CONVENTIONS §5). Like the defaults in
// `@tessera/ports`, these read browser globals only inside the factories.
import type { ActivityKind, ActivitySource, CookiePort } from './ports.js';

const ACTIVITY_EVENTS: readonly ActivityKind[] = ['click', 'keydown', 'mousemove'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The part of `document` the activity source uses. */
export interface ActivityTarget {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

/**
 * Activity from `click`, `keydown` and `mousemove` on the document (spec 1 §4). Listeners are
 * passive and capturing, so a widget that stops propagation still counts as activity.
 *
 * @example
 * ```ts
 * const session = createSessionManager({ activity: createBrowserActivitySource(), ... });
 * ```
 */
export function createBrowserActivitySource(target?: ActivityTarget): ActivitySource {
  return {
    subscribe(listener) {
      const host: ActivityTarget = target ?? globalThis.document;
      const handlers = ACTIVITY_EVENTS.map((kind) => {
        const handler = (): void => listener(kind);
        host.addEventListener(kind, handler, { capture: true, passive: true });
        return [kind, handler] as const;
      });
      return () => {
        for (const [kind, handler] of handlers)
          host.removeEventListener(kind, handler, { capture: true });
      };
    },
  };
}

/** Options of {@link createBrowserCookies}. */
export interface BrowserCookieOptions {
  /** Cookie path; default `/` so every route sees the token. */
  path?: string;
  /** SameSite attribute; default `Lax`. */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/**
 * A {@link CookiePort} over `document.cookie`. Values are URI-encoded; cookies are `Secure` when
 * the page is served over https.
 *
 * @example
 * ```ts
 * createBrowserCookies().setItem('AUTH-REFRESH', refreshToken, { days: 30 });
 * ```
 */
export function createBrowserCookies(options: BrowserCookieOptions = {}): CookiePort {
  const path = options.path ?? '/';
  const sameSite = options.sameSite ?? 'Lax';
  const write = (cookie: string): void => {
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    globalThis.document.cookie = `${cookie}; path=${path}; SameSite=${sameSite}${secure}`;
  };
  return {
    getItem(key) {
      const prefix = `${encodeURIComponent(key)}=`;
      const found = globalThis.document.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    setItem(key, value, cookieOptions = {}) {
      const expires =
        cookieOptions.days === undefined
          ? ''
          : `; expires=${new Date(Date.now() + cookieOptions.days * DAY_MS).toUTCString()}`;
      write(`${encodeURIComponent(key)}=${encodeURIComponent(value)}${expires}`);
    },
    removeItem(key) {
      write(`${encodeURIComponent(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    },
  };
}
