import type { StoragePort } from './ports.js';

/** A {@link StoragePort} held in memory, with a peek at its contents for tests. */
export interface MemoryStorage extends StoragePort {
  /** Number of stored keys. */
  readonly length: number;
  /** Removes every key. */
  clear(): void;
  /** A copy of the stored entries. */
  entries(): Record<string, string>;
}

/**
 * An in-memory {@link StoragePort} (optionally pre-filled): values are strings, as in Web Storage.
 * For tests and for Node, where there is no `localStorage`.
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage({ 'AUTH-LOCAL': 'token' });
 * storage.getItem('AUTH-LOCAL'); // 'token'
 * ```
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
    clear: () => values.clear(),
    entries: () => Object.fromEntries(values),
  };
}
