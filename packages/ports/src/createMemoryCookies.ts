import { createMemoryStorage } from './createMemoryStorage.js';
import type { CookieOptions, CookiePort } from './ports.js';

/** An in-memory {@link CookiePort} that remembers each cookie's lifetime, for tests and Node. */
export interface MemoryCookies extends CookiePort {
  /** The lifetime a cookie was last set with (`undefined`: a session cookie). */
  daysOf(key: string): number | undefined;
  /** A copy of the stored cookies. */
  entries(): Record<string, string>;
}

/**
 * In-memory cookies (optionally pre-filled).
 *
 * @example
 * ```ts
 * const cookies = createMemoryCookies();
 * cookies.setItem('AUTH-REFRESH', 'r', { days: 30 });
 * cookies.daysOf('AUTH-REFRESH'); // 30
 * ```
 */
export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const values = createMemoryStorage(initial);
  const days = new Map<string, number | undefined>();
  return {
    getItem: (key) => values.getItem(key),
    setItem(key, value, options: CookieOptions = {}) {
      values.setItem(key, value);
      days.set(key, options.days);
    },
    removeItem(key) {
      values.removeItem(key);
      days.delete(key);
    },
    clear() {
      values.clear();
      days.clear();
    },
    daysOf: (key) => days.get(key),
    entries: () => values.entries(),
  };
}
