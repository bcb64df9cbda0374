// The browser defaults of the ports (CONVENTIONS §5). This is the one module of the package that
// reads browser globals, and only inside the factories: importing it touches nothing, so it is
// safe in Node and during server rendering.
import { createMemoryStorage } from './createMemoryStorage.js';
import type {
  ActivityKind,
  ActivitySource,
  Clock,
  CookiePort,
  MessagesPort,
  NavigationPort,
  StoragePort,
} from './ports.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVITY_EVENTS: readonly ActivityKind[] = ['click', 'keydown', 'mousemove'];

/**
 * A {@link Clock} over the host's timers and `Date.now()`.
 *
 * @example
 * ```ts
 * const runner = createEventRunner({ clock: createBrowserClock(), ... });
 * ```
 */
export function createBrowserClock(): Clock {
  const host = globalThis;
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => host.setTimeout(callback, ms),
    clearTimeout: (handle) => host.clearTimeout(handle as Parameters<typeof host.clearTimeout>[0]),
    setInterval: (callback, ms) => host.setInterval(callback, ms),
    clearInterval: (handle) =>
      host.clearInterval(handle as Parameters<typeof host.clearInterval>[0]),
  };
}

/**
 * `window.localStorage` or `window.sessionStorage`. Falls back to an in-memory store when the
 * storage is missing or refuses access (private browsing, disabled cookies, Node), so the app
 * keeps working for the current page view instead of throwing.
 *
 * @example
 * ```ts
 * const sessionStorage = createBrowserStorage('session');
 * ```
 */
export function createBrowserStorage(kind: 'local' | 'session'): StoragePort {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (storage) {
      // Some browsers expose the object but throw on first use; probe once.
      const probe = '__tessera_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

/**
 * A {@link NavigationPort} that loads the path as a full page (`location.assign`/`replace`, or
 * `window.open` for a new window); `fullPage` changes nothing here, every navigation is one.
 * Apps with a client-side router pass their own port instead, so navigation stays inside the
 * single-page app (and only `fullPage` leaves it).
 *
 * @example
 * ```ts
 * createBrowserNavigation().navigate('/deny', { replace: true });
 * ```
 */
export function createBrowserNavigation(): NavigationPort {
  return {
    navigate(path, options = {}) {
      if (options.newWindow) {
        globalThis.open(path, '_blank', 'noopener');
        return;
      }
      if (options.replace) globalThis.location.replace(path);
      else globalThis.location.assign(path);
    },
    currentPath: () => globalThis.location.pathname + globalThis.location.search,
  };
}

/**
 * A {@link MessagesPort} that writes to the console: the fallback until the app wires its toast
 * component (messages must never be lost silently).
 *
 * @example
 * ```ts
 * const runner = createEventRunner({ messages: createConsoleMessages(), ... });
 * ```
 */
export function createConsoleMessages(): MessagesPort {
  return {
    info: (text) => console.info(text),
    warning: (text) => console.warn(text),
    error: (text) => console.error(text),
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
 * the page is served over https. `clear()` expires every cookie the page can read, on the
 * configured path.
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
  const expire = (encodedKey: string): void =>
    write(`${encodedKey}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  const pairs = (): string[] =>
    globalThis.document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.includes('='));
  return {
    getItem(key) {
      const prefix = `${encodeURIComponent(key)}=`;
      const found = pairs().find((part) => part.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    setItem(key, value, cookieOptions = {}) {
      const expires =
        cookieOptions.days === undefined
          ? ''
          : `; expires=${new Date(Date.now() + cookieOptions.days * DAY_MS).toUTCString()}`;
      write(`${encodeURIComponent(key)}=${encodeURIComponent(value)}${expires}`);
    },
    removeItem: (key) => expire(encodeURIComponent(key)),
    clear() {
      for (const part of pairs()) expire(part.slice(0, part.indexOf('=')));
    },
  };
}

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

/** Every browser default at once, named as the core packages' options name them. */
export interface BrowserPorts {
  clock: Clock;
  /** `localStorage` (falls back to memory). */
  storage: StoragePort;
  /** `sessionStorage` (falls back to memory). */
  sessionStorage: StoragePort;
  cookies: CookiePort;
  navigation: NavigationPort;
  messages: MessagesPort;
}

/**
 * The browser defaults of every port, ready to spread into a core package's options (the request
 * client takes exactly these names). An app overrides what it wires itself: its router's
 * navigation, its toast component's messages.
 *
 * @example
 * ```ts
 * const ports = createBrowserPorts();
 * const client = createRequestClient({
 *   baseUrl, getContext, ...ports, navigation: routerNavigation, messages: toastMessages,
 * });
 * ```
 */
export function createBrowserPorts(): BrowserPorts {
  return {
    clock: createBrowserClock(),
    storage: createBrowserStorage('local'),
    sessionStorage: createBrowserStorage('session'),
    cookies: createBrowserCookies(),
    navigation: createBrowserNavigation(),
    messages: createConsoleMessages(),
  };
}
