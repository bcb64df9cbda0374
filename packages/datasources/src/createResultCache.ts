import type { StoragePort } from '@tessera/ports';
import type { LoadedPage, LoadRequest } from './types.js';

/** Session-storage key prefix of cached results (usage `dscache`). */
export const RESULT_CACHE_KEY_PREFIX = 'tessera:dscache:';

/** The answers of `dscache` sources, per source and request. */
export interface ResultCache {
  /** The cached page of exactly this request, if any. */
  get(request: LoadRequest): LoadedPage | undefined;
  set(request: LoadRequest, page: LoadedPage): void;
}

/** What identifies a request: everything but the design object itself. */
function requestKey(request: LoadRequest): string {
  const { config: _config, ...rest } = request;
  return JSON.stringify(rest);
}

/**
 * A cache for sources with the `dscache` usage (spec 1 §3). Decision: one entry per source in
 * session storage (when given; else memory), holding the last answer and the request it
 * answered, so a page opened again in the same session shows the source without a call. A
 * different request (another page, other filter values) misses and replaces the entry; an
 * explicit refresh bypasses the cache.
 */
export function createResultCache(storage?: StoragePort): ResultCache {
  const memory = new Map<string, string>();
  const read = (key: string) => (storage ? storage.getItem(key) : (memory.get(key) ?? null));
  const write = (key: string, value: string) =>
    storage ? storage.setItem(key, value) : memory.set(key, value);
  return {
    get(request) {
      const text = read(RESULT_CACHE_KEY_PREFIX + request.config.dsId);
      if (text === null) return undefined;
      try {
        const entry = JSON.parse(text) as { key: string; page: LoadedPage };
        return entry.key === requestKey(request) ? entry.page : undefined;
      } catch {
        return undefined;
      }
    },
    set(request, page) {
      try {
        write(
          RESULT_CACHE_KEY_PREFIX + request.config.dsId,
          JSON.stringify({ key: requestKey(request), page }),
        );
      } catch {
        // A full storage only costs the next visit a call.
      }
    },
  };
}
