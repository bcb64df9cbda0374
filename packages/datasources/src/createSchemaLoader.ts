import type { Clock, StoragePort } from '@tessera/ports';
import { DATA_SOURCE_DEFAULTS } from './dataSourceDefaults.js';
import type { DataSourceField } from './types.js';

/** A schema as the data sources need it: its fields (spec 1 §3 Field). */
export interface SchemaFields {
  name: string;
  fields: DataSourceField[];
}

/** Options of {@link createSchemaLoader}. */
export interface SchemaLoaderOptions {
  /** Fetches one schema (the default wiring calls `getSchema` of `@tessera/api`). */
  fetchSchema: (schemaName: string) => Promise<SchemaFields>;
  /** Session storage: the pending list and the schema cache live there. */
  storage: StoragePort;
  clock: Clock;
  /** Wait before a retry (spec 1 §4: 200 ms). */
  retryMs?: number;
  /** A pending entry older than this is taken as abandoned (a closed tab); default 30 s. */
  staleMs?: number;
  /** Schemas whose JSON is shorter than this are cached in storage (spec 2 §7.4: 4608). */
  cacheLimit?: number;
}

/** Loads schemas once per session, whoever asks (see {@link createSchemaLoader}). */
export interface SchemaLoader {
  load(schemaName: string): Promise<SchemaFields>;
}

/** Session-storage key of the pending list (spec 1 §4 "tracked in session storage"). */
export const SCHEMA_PENDING_KEY = 'tessera:schemaLoadPending';
/** Session-storage key prefix of cached schemas. */
export const SCHEMA_CACHE_KEY_PREFIX = 'tessera:schema:';

interface PendingEntry {
  name: string;
  since: number;
}

function readPending(storage: StoragePort): PendingEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCHEMA_PENDING_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is PendingEntry => typeof e?.name === 'string' && typeof e?.since === 'number',
        )
      : [];
  } catch {
    return []; // a damaged list must not block every schema for the rest of the session
  }
}

function writePending(storage: StoragePort, entries: readonly PendingEntry[]): void {
  if (entries.length === 0) storage.removeItem(SCHEMA_PENDING_KEY);
  else storage.setItem(SCHEMA_PENDING_KEY, JSON.stringify(entries));
}

/**
 * Loads schema fields with the pending list of spec 1 §4: the schema being fetched is listed in
 * session storage; a concurrent request for the same schema — from this page or another page of
 * the same tab — waits 200 ms on the injected clock and tries again, finding the schema in the
 * cache once the first request has stored it. Schemas under 4608 characters of JSON are cached
 * in session storage (spec 2 §7.4); larger ones only in this loader's memory.
 *
 * @example
 * const schemas = createSchemaLoader({ fetchSchema, storage: sessionStorage, clock });
 * const { fields } = await schemas.load('article');
 */
export function createSchemaLoader(options: SchemaLoaderOptions): SchemaLoader {
  const { storage, clock } = options;
  const retryMs = options.retryMs ?? DATA_SOURCE_DEFAULTS.schemaRetryMs;
  const staleMs = options.staleMs ?? 30_000;
  const cacheLimit = options.cacheLimit ?? DATA_SOURCE_DEFAULTS.schemaCacheLimit;
  const memory = new Map<string, SchemaFields>();

  function cached(name: string): SchemaFields | undefined {
    const held = memory.get(name);
    if (held) return held;
    const text = storage.getItem(SCHEMA_CACHE_KEY_PREFIX + name);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as SchemaFields;
    } catch {
      storage.removeItem(SCHEMA_CACHE_KEY_PREFIX + name);
      return undefined;
    }
  }

  function isPending(name: string): boolean {
    const now = clock.now();
    return readPending(storage).some((entry) => entry.name === name && now - entry.since < staleMs);
  }

  function setPending(name: string, pending: boolean): void {
    const others = readPending(storage).filter((entry) => entry.name !== name);
    writePending(storage, pending ? [...others, { name, since: clock.now() }] : others);
  }

  async function fetchAndStore(name: string): Promise<SchemaFields> {
    setPending(name, true);
    try {
      const schema = await options.fetchSchema(name);
      const text = JSON.stringify(schema);
      if (text.length < cacheLimit) storage.setItem(SCHEMA_CACHE_KEY_PREFIX + name, text);
      else memory.set(name, schema);
      return schema;
    } finally {
      setPending(name, false);
    }
  }

  function load(name: string): Promise<SchemaFields> {
    const hit = cached(name);
    if (hit) return Promise.resolve(hit);
    if (!isPending(name)) return fetchAndStore(name);
    return new Promise((resolve, reject) => {
      clock.setTimeout(() => load(name).then(resolve, reject), retryMs);
    });
  }

  return { load };
}
