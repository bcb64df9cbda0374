/**
 * A bounded in-memory cache kept coherent across instances by invalidations
 * ({@link import('./cacheChanges.js').CacheChanges}): README "Running several instances".
 */
export interface CoherentCache<TValue> {
  /**
   * The cached value of `key`, else `load()`'s answer, kept unless an invalidation arrived while
   * it loaded (it may predate the change) or the invalidations are not being heard (`isLive`).
   */
  get(key: string, load: () => Promise<TValue>): Promise<TValue>;
  /** Forgets the entries `matches` accepts (every entry without it). */
  invalidate(matches?: (key: string, value: TValue) => boolean): void;
  /** How many entries are kept. */
  readonly size: number;
}

/** Options of {@link createCoherentCache}. */
export interface CoherentCacheOptions {
  /** At most this many entries; the oldest goes first. */
  max: number;
  /** An entry is reloaded after this long whatever was heard (a safety net, not the rule). */
  ttlMs: number;
  /** Whether invalidations are heard now. */
  isLive: () => boolean;
  /** The clock in ms. */
  now: () => number;
}

/** Creates an empty {@link CoherentCache}. */
export function createCoherentCache<TValue>(options: CoherentCacheOptions): CoherentCache<TValue> {
  const entries = new Map<string, { value: TValue; at: number }>();
  // Bumped by every invalidation: a load that started before one must not store its answer.
  let generation = 0;
  return {
    async get(key, load) {
      const kept = entries.get(key);
      if (kept && options.isLive() && options.now() - kept.at < options.ttlMs) return kept.value;
      if (kept) entries.delete(key);
      const started = generation;
      const at = options.now();
      const value = await load();
      if (started === generation && options.isLive()) {
        if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, at });
      }
      return value;
    },
    invalidate(matches) {
      generation += 1;
      if (!matches) return entries.clear();
      for (const [key, { value }] of entries) if (matches(key, value)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
