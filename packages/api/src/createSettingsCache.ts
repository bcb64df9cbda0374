import { createBrowserClock } from '@tessera/ports';
import type { Clock } from '@tessera/ports';
import { SETTINGS_CACHE_MS } from '@tessera/protocol';
import type { Settings } from '@tessera/protocol';

/** Options of {@link createSettingsCache}. */
export interface SettingsCacheOptions {
  /** The clock (default the host's, `createBrowserClock()`); tests pass `createFakeClock()`. */
  clock?: Pick<Clock, 'now'>;
  /** How long an answer stays fresh (default 5 minutes, spec 1 §9 "settings cache 5 min"). */
  ttlMs?: number;
}

/**
 * The settings cache of spec 1 §7 ("loads settings, cached 5 minutes"), keyed by the full
 * settings URL (server origin and host), so two servers never share an entry.
 *
 * Besides fresh answers it remembers the call in flight per key, so components that ask for the
 * settings at the same moment share one request.
 */
export interface SettingsCache {
  /** The fresh settings for `key`, or `undefined` when missing or older than the lifetime. */
  get(key: string): Settings | undefined;
  /** Stores an answer; its lifetime starts now. */
  set(key: string, settings: Settings): void;
  /** The call in flight for `key`, if any. */
  pending(key: string): Promise<Settings> | undefined;
  /** Remembers a call in flight until it settles. */
  track(key: string, call: Promise<Settings>): Promise<Settings>;
  /** Forgets one key, or every key. */
  clear(key?: string): void;
}

interface Entry {
  settings: Settings;
  storedAt: number;
}

/**
 * Creates a {@link SettingsCache}. Tests pass a fake clock to move past the 5 minutes.
 *
 * @example
 * ```ts
 * const clock = createFakeClock();
 * const cache = createSettingsCache({ clock });
 * await getSettings(client, { host: 'localhost:5173', cache }); // requests
 * clock.advance(60_000);
 * await getSettings(client, { host: 'localhost:5173', cache }); // cached
 * ```
 */
export function createSettingsCache(options: SettingsCacheOptions = {}): SettingsCache {
  const clock = options.clock ?? createBrowserClock();
  const now = () => clock.now();
  const ttlMs = options.ttlMs ?? SETTINGS_CACHE_MS;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Settings>>();

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Fresh for exactly ttlMs: at storedAt + ttlMs the entry has expired.
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.settings;
    },
    set(key, settings) {
      entries.set(key, { settings, storedAt: now() });
    },
    pending: (key) => inFlight.get(key),
    track(key, call) {
      inFlight.set(key, call);
      const forget = () => {
        if (inFlight.get(key) === call) inFlight.delete(key);
      };
      call.then(forget, forget);
      return call;
    },
    clear(key) {
      if (key === undefined) {
        entries.clear();
        inFlight.clear();
      } else {
        entries.delete(key);
        inFlight.delete(key);
      }
    },
  };
}
