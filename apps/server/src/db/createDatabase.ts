import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './database.js';
import { STATEMENT_TIMEOUT_MS } from './statementTimeout.js';

/**
 * Longest wait for a PostgreSQL connection (a new one, or a free one of the pool), in ms: while
 * the database is down or unreachable a call is refused after this, never left hanging.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * How much longer than `statement_timeout` the client waits for an answer: the database cancels
 * a slow statement itself, so only a database that cannot answer at all (a network partition)
 * reaches this bound.
 */
export const ANSWER_GRACE_MS = 5000;

/** Embedded PostgreSQL (PGlite). Without `dataDir` the database lives in memory. */
export interface PgliteDatabaseOptions {
  kind: 'pglite';
  /** Folder holding the database files; created when missing. */
  dataDir?: string;
  /**
   * Start from a copy of another database (PGlite's `dumpDataDir()`): the tests' fresh
   * databases start from one migrated and seeded copy instead of seeding each time.
   */
  loadDataDir?: Blob;
  /**
   * PostgreSQL's `shared_buffers` (default PostgreSQL's 128MB). PGlite zeroes all of it at
   * start; the tests' small databases use 16MB, which halves the memory a start touches (about
   * 30,000 page faults and 0.6 CPU-s less per start).
   */
  sharedBuffers?: string;
}

/** A real PostgreSQL server. */
export interface PostgresDatabaseOptions {
  kind: 'postgres';
  /** Connection URL, e.g. `postgres://user:pass@127.0.0.1:5432/db`. */
  url: string;
  /**
   * Schema holding every table; created when missing and put first on each connection's
   * `search_path`. Lets several servers (tests) share one database without seeing each other.
   */
  schema?: string;
  /** Drop `schema` (cascade) when the server closes. Meant for throw-away test schemas. */
  dropSchemaOnClose?: boolean;
  /**
   * `statement_timeout` of every pool connection in milliseconds (0 = none). Default
   * {@link STATEMENT_TIMEOUT_MS}; a cancelled statement answers 40000 "查询超时，请缩小查询范围".
   */
  statementTimeoutMs?: number;
  /**
   * Connections of the pool (default {@link DEFAULT_POOL_SIZE}); one more per instance listens
   * (README "Running several instances": instances × (pool + 1) must stay below the server's
   * `max_connections`).
   */
  poolSize?: number;
}

/** Connections of an instance's PostgreSQL pool unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** Where the server keeps its data. */
export type DatabaseOptions = PgliteDatabaseOptions | PostgresDatabaseOptions;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PGlite that frees its memory when closed. A closed PGlite keeps its WebAssembly module (about
 * 200 MB for the seeded demo) for as long as anything still references the instance; a process
 * that opens and closes many databases (the test suites) would grow by that much per database.
 */
class ReleasingPGlite extends PGlite {
  override async close(): Promise<void> {
    await super.close();
    this.mod = undefined;
  }
}

const PGLITE_INITIAL_MEMORY = 256 * 1024 * 1024;

/**
 * bytea on PGlite (the collaboration rooms' states) in hex with Node's own codec: PGlite's
 * spells each byte as a string of two digits and parses them back one by one, which took a
 * third of the server's CPU while ten designers edited one room.
 */
const PGLITE_BYTEA = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: {
    [types.BYTEA]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')),
  },
};

// The PGlite instance behind each Kysely instance: content-change notifications LISTEN on it.
const pglites = new WeakMap<Db, PGlite>();

// The pg pool behind each PostgreSQL Kysely instance: its gauges are exported as metrics.
const pools = new WeakMap<Db, pg.Pool>();

/** The pg pool behind `db`, or undefined when `db` runs on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** The embedded PGlite behind `db`, or undefined when `db` runs on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  return pglites.get(db);
}

/**
 * Opens the one Kysely instance of the server on PGlite or PostgreSQL and makes sure the
 * isolated schema exists. The caller owns the instance and must `destroy()` it.
 */
export async function createDatabase(
  options: DatabaseOptions,
  onConnectionLost: (error: unknown) => void = () => undefined,
): Promise<Db> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pglite = new ReleasingPGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      ...(options.sharedBuffers
        ? {
            startParams: [
              ...PGlite.defaultStartParams,
              '-c',
              `shared_buffers=${options.sharedBuffers}`,
            ],
          }
        : {}),
      // Room for the seeded demo from the start (PGlite's default is 128 MiB): growing the
      // WebAssembly memory copies it, about a tenth of a start's CPU.
      initialMemory: PGLITE_INITIAL_MEMORY,
      ...PGLITE_BYTEA,
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    pglites.set(db, pglite);
    return db;
  }

  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}" (lower-case letters, digits, _).`);
  }
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    // PostgreSQL cancels a longer statement itself (SQLSTATE 57014), so no filter or query can
    // hold a connection for minutes. PGlite has no such timer (README "Cost limits").
    statement_timeout: statementTimeout,
    // README "Database outages": bounded waits while the database is down or unreachable.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(statementTimeout > 0 ? { query_timeout: statementTimeout + ANSWER_GRACE_MS } : {}),
    // The schema name was validated above, so it is safe inside the startup option.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the database closed (a restart, a failover, pg_terminate_backend) is
  // reported here and dropped from the pool; unhandled, the event would end the process.
  pool.on('error', onConnectionLost);
  // A connection lost while lent out fails its query (answered as a refusal) and is not
  // returned to the pool; its own error event must not end the process either.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  if (schema) {
    // Instances starting together race on `if not exists` (catalog unique violation 23505):
    // the schema exists either way.
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== '23505') throw error;
    });
  }
  return db;
}

// Kysely's migrator reads the catalog of every schema of the database (its introspection's
// getTables), and a schema dropped at that moment makes the read fail with `schema "…" does not
// exist` — servers on separate schemas of one database (the client packages' test servers) start
// and stop at once. Migrating and dropping a schema therefore take this database-wide lock.
const SCHEMA_CHANGE_LOCK = 740_233_119;

/**
 * Runs `work` while this session holds the schema-change lock (PostgreSQL; PGlite is one session
 * and runs it as is). The lock is held on a connection of its own for the whole of `work`.
 */
export async function underSchemaChangeLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (pgliteOf(db)) return work();
  return db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(session);
    }
  });
}

/** Drops a PostgreSQL schema and everything in it (used for throw-away test schemas). */
export async function dropSchema(db: Db, schema: string): Promise<void> {
  await underSchemaChangeLock(db, async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  });
}
