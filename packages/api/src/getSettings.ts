import { SUB_APP_PATHS } from '@tessera/protocol';
import type { Settings } from '@tessera/protocol';
import type { RequestClient, StoragePort } from '@tessera/request';
import { createSettingsCache } from './createSettingsCache.js';
import type { SettingsCache } from './createSettingsCache.js';
import { saveAppSetting } from './localSettings.js';
import { call } from './call.js';

/**
 * The settings answer for a host carried an `error` text (spec 1 §3: "Error field shows its
 * message"). The text has already been shown through the client's messages port.
 */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  /** The settings record as answered, for diagnostics. */
  readonly settings: Settings;

  constructor(settings: Settings) {
    super(settings.error ?? '');
    this.settings = settings;
  }
}

/** Input of {@link getSettings}. */
export interface GetSettingsInput {
  /** The host the app runs on, with port (`location.host`). */
  host: string;
  /**
   * The cache to use; by default one per client session: a client and every
   * `client.withContext(...)` made from it share one cache (they share one messages port).
   */
  cache?: SettingsCache;
  /**
   * Local storage: each answer from the server is also written to `CDS_APP_SETTING`
   * (spec 1 §3 local settings keys; see `saveAppSetting`).
   */
  storage?: StoragePort;
}

// One cache per client session by default, so two clients never share answers and no
// module-level state survives the client. `withContext` makes a new client object for the same
// session, so the key is what the session's clients share: their messages port. (Keys are full
// URLs, so even clients sharing a port never mix two servers' answers.)
const defaultCaches = new WeakMap<RequestClient['messages'], SettingsCache>();

function cacheFor(client: RequestClient): SettingsCache {
  let cache = defaultCaches.get(client.messages);
  if (!cache) {
    cache = createSettingsCache();
    defaultCaches.set(client.messages, cache);
  }
  return cache;
}

/**
 * GET `home/configuration?host={host}` (spec 1 §7): the settings of the app served on `host`,
 * cached for 5 minutes per host (spec 1 §9).
 *
 * With `storage`, each answer is written to `CDS_APP_SETTING` as well.
 *
 * A settings record with an `error` field is shown through `client.messages.error` and rejects
 * with a {@link SettingsError}; it is not cached, so a fixed configuration is picked up by the
 * next call.
 *
 * @throws {SettingsError} when the settings carry an error text.
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export async function getSettings(
  client: RequestClient,
  input: GetSettingsInput,
): Promise<Settings> {
  const path = SUB_APP_PATHS.configuration.build({ host: input.host });
  const key = client.url(path);
  const cache = input.cache ?? cacheFor(client);
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = cache.pending(key);
  if (pending) return pending;

  return cache.track(
    key,
    call(client, SUB_APP_PATHS.configuration, { params: { host: input.host } }).then((settings) => {
      if (settings.error) {
        client.messages.error(settings.error);
        throw new SettingsError(settings);
      }
      cache.set(key, settings);
      if (input.storage) saveAppSetting(input.storage, settings);
      return settings;
    }),
  );
}
