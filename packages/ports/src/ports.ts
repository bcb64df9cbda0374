/**
 * The environment the core packages run in, passed in as ports (CONVENTIONS §5): core code never
 * calls `setTimeout`, `setInterval`, `Date.now`, Web Storage, `location` or the DOM itself, so its
 * tests run in Node on fake time ({@link createFakeClock}) and the browser wiring lives in one
 * place (`browserPorts.ts`).
 *
 * This is their one definition: request, events, session, routing and datasources import them
 * from here.
 */

/**
 * An opaque timer id returned by {@link Clock.setTimeout} / {@link Clock.setInterval}; only the
 * clock that issued it can read it.
 */
export type TimerHandle = unknown;

/**
 * Time and timers. The browser default wraps the globals; tests use {@link createFakeClock}.
 *
 * @example
 * ```ts
 * const handle = clock.setTimeout(() => save(), 1000);
 * clock.clearTimeout(handle);
 * ```
 */
export interface Clock {
  /** Milliseconds since the Unix epoch (the meaning of `Date.now()`). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/**
 * A key/value store with the Web Storage shape, so `window.localStorage` and
 * `window.sessionStorage` fit as they are and tests pass {@link createMemoryStorage}.
 */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link CookiePort.setItem}. */
export interface CookieOptions {
  /** Lifetime in days; missing: a session cookie, gone when the browser closes. */
  days?: number;
}

/**
 * Cookies with the Web Storage shape plus a lifetime and `clear` (spec 1 §6: the token is kept in
 * a cookie on Pc; spec 1 §4: the request client reads `XSRF-TOKEN`, deletes `AUTH-LOCAL` after a
 * 401 and clears every cookie after a concurrent login). The browser default is
 * `createBrowserCookies`; tests pass `createMemoryCookies`.
 *
 * @example
 * ```ts
 * cookies.setItem('AUTH-REFRESH', refreshToken, { days: 30 });
 * cookies.getItem('XSRF-TOKEN');
 * cookies.clear();
 * ```
 */
export interface CookiePort extends StoragePort {
  setItem(key: string, value: string, options?: CookieOptions): void;
  /** Deletes every cookie the page can reach. */
  clear(): void;
}

/** Where user-facing messages go (spec 1 §8): the app wires its toast component. */
export interface MessagesPort {
  info(text: string): void;
  warning(text: string): void;
  error(text: string): void;
}

/** Options of {@link NavigationPort.navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** Open in a new window or tab. */
  newWindow?: boolean;
  /**
   * Leave the single-page app: load the path as a full page (`location.assign`), so the server
   * answers it afresh (spec 1 §4: a 403 on a workflow page loads the site's /deny).
   */
  fullPage?: boolean;
}

/**
 * Moves the app to another route. The app wires its router; a full-page address (`http…`) is the
 * router's business too (it may leave the single-page app).
 */
export interface NavigationPort {
  navigate(path: string, options?: NavigateOptions): void;
  /** The current path (pathname plus search), when the app can tell. */
  currentPath?(): string;
}

/** Developer-facing log lines (not shown to users). The default is `console`. */
export interface LoggerPort {
  info(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

/** The user activity that keeps a session alive (spec 1 §4 Session). */
export type ActivityKind = 'click' | 'keydown' | 'mousemove';

/**
 * Reports user activity. The browser default (`createBrowserActivitySource`) listens to `click`,
 * `keydown` and `mousemove` on the document; tests emit activity by hand.
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
