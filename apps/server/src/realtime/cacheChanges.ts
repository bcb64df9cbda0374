import type { Listener } from './createListener.js';

/** The channel migration 0021's triggers announce cache-relevant changes on. */
export const CACHE_CHANNEL = 'tessera_cache';

/**
 * What changed (migration `0021_cluster_caches`): a session ended or was deleted (key: sid), a
 * user's standing or names (key: user id), an app's content schemas (key: app id).
 */
export type CacheKind = 'session' | 'user' | 'appSchemas';

/**
 * The invalidations of an instance's in-memory caches (README "Running several instances"):
 * every instance on the database hears every change committed by any of them, through the
 * instance's one listener.
 */
export interface CacheChanges {
  /**
   * Calls `onChange(key)` for each change of `kind` in this server's schema, and
   * `onChange(undefined)` when changes may have been missed (the listener reconnected): then
   * everything of that kind must be forgotten.
   */
  on(kind: CacheKind, onChange: (key: string | undefined) => void): () => void;
  /**
   * Whether a value cached now will hear of its change. While the listener is down a cache
   * must read through (and keep nothing).
   */
  isLive(): boolean;
  /** Stops listening. */
  close(): Promise<void>;
}

const KINDS: ReadonlySet<string> = new Set<CacheKind>(['session', 'user', 'appSchemas']);

/**
 * Listens on {@link CACHE_CHANNEL} through the instance's listener.
 *
 * @param schema - the server's PostgreSQL schema (`current_schema()` of its connections,
 *   `public` on PGlite): payloads of other schemas sharing the database are ignored.
 */
export async function createCacheChanges(
  listener: Listener,
  schema: string,
): Promise<CacheChanges> {
  const handlers = new Map<CacheKind, Set<(key: string | undefined) => void>>();
  const tell = (kind: CacheKind, key: string | undefined) => {
    for (const handler of handlers.get(kind) ?? []) handler(key);
  };
  const unlisten = await listener.listen(CACHE_CHANNEL, (payload) => {
    let change: { schema?: unknown; kind?: unknown; key?: unknown };
    try {
      change = JSON.parse(payload) as typeof change;
    } catch {
      return;
    }
    if (change.schema !== schema || typeof change.kind !== 'string' || !KINDS.has(change.kind)) {
      return;
    }
    tell(change.kind as CacheKind, typeof change.key === 'string' ? change.key : undefined);
  });
  // Reconnected: whatever was announced while the connection was down is unknown.
  const unwatch = listener.onConnectionChange(() => {
    for (const kind of handlers.keys()) tell(kind, undefined);
  });
  return {
    on(kind, onChange) {
      const set = handlers.get(kind) ?? new Set();
      handlers.set(kind, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    isLive: () => listener.isListening(),
    async close() {
      unwatch();
      handlers.clear();
      await unlisten();
    },
  };
}
