/**
 * The environment the core packages run in, passed in as ports (CONVENTIONS §5): core code never
 * calls `setTimeout`, `setInterval`, `Date.now`, Web Storage, `location` or the DOM itself, so its
 * tests run in Node on fake time ({@link createFakeClock}) and the browser wiring lives in one
 * place (`browserPorts.ts`).
 *
 * This is their one definition: events, session, routing and datasources import them from here.
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
