import type { StoragePort } from '@tessera/ports';
import type { ActionRunRecord } from './types.js';

/**
 * The session-storage key of the action-run log (spec 1 §3 Action-run record, §4 "Results are
 * logged to session storage"). The spec names no key; this one follows the spec's words.
 */
export const ACTION_RUN_LOG_KEY = 'actionRunRecords';

/**
 * Records kept at most: the oldest are dropped first, so a long session never fills the storage
 * quota (session storage is typically 5 MB per origin and shared with other features).
 */
export const ACTION_RUN_LOG_LIMIT = 500;

/** The run log: a JSON array of {@link ActionRunRecord} under one key. */
export interface ActionRunLog {
  /** Appends records (oldest dropped past the limit). Storage errors are swallowed: logging must not break a run. */
  append(...records: ActionRunRecord[]): void;
  /** Every stored record, oldest first; `[]` when the stored value is missing or not a list. */
  read(): ActionRunRecord[];
  /** Removes the log. */
  clear(): void;
}

/** Options of {@link createActionRunLog}. */
export interface ActionRunLogOptions {
  /** Default {@link ACTION_RUN_LOG_KEY}. */
  key?: string;
  /** Default {@link ACTION_RUN_LOG_LIMIT}. */
  limit?: number;
}

/**
 * The action-run log over a session storage port.
 *
 * @example
 * ```ts
 * const log = createActionRunLog(sessionStorage);
 * log.append({ controlId: 'c1', actionId: 'a1', eventName: 'click', actionName: '跳转',
 *   isExcute: 'execute', isSuccess: 'success' });
 * log.read().length; // 1
 * ```
 */
export function createActionRunLog(
  storage: StoragePort,
  options: ActionRunLogOptions = {},
): ActionRunLog {
  const key = options.key ?? ACTION_RUN_LOG_KEY;
  const limit = Math.max(1, options.limit ?? ACTION_RUN_LOG_LIMIT);

  function read(): ActionRunRecord[] {
    try {
      const stored = storage.getItem(key);
      if (stored === null) return [];
      const parsed: unknown = JSON.parse(stored);
      return Array.isArray(parsed) ? (parsed as ActionRunRecord[]) : [];
    } catch {
      // A corrupt value is replaced on the next append rather than blocking the log forever.
      return [];
    }
  }

  return {
    read,
    append(...records) {
      if (records.length === 0) return;
      const next = [...read(), ...records].slice(-limit);
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch {
        // Quota exceeded or storage disabled: the run itself must go on.
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
