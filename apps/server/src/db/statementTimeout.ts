import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { poolOf } from './createDatabase.js';
import type { Database, Db } from './database.js';

/**
 * Longest a single PostgreSQL statement may run (README "Cost limits"): the longest legal
 * statement (a 1000-item page with its total, an export chunk of 500 items) takes well under a
 * second on the demo-sized data; 5 s leaves room for slow disks and cold caches while a hostile
 * filter can hold a pool connection for 5 s at most, not minutes.
 */
export const STATEMENT_TIMEOUT_MS = 5000;

/** rspInf of a statement the database cancelled at its timeout. */
export const STATEMENT_TIMEOUT_MESSAGE = '查询超时，请缩小查询范围';

/** Whether a database error is PostgreSQL's cancel at `statement_timeout` (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014'
  );
}

/**
 * Runs the server's own start-up work (migrations, the demo seed) on one connection without the
 * statement timeout and without the client's wait bound (`query_timeout`): both bound what
 * callers ask for, not schema changes, which may take longer on a large database or a slow disk.
 */
export async function withoutStatementTimeout<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return run(db); // PGlite: no timeouts to lift
  const client = await pool.connect();
  // One connection whose queries wait as long as they take (a day is "no bound" for pg, whose
  // `query_timeout: 0` would fall back to the pool's).
  const unbounded = {
    query: (text: string, values?: unknown[]) =>
      client.query({ text, values, query_timeout: 24 * 3600 * 1000 } as pg.QueryConfig),
    release: () => undefined,
  };
  const startup = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: { connect: async () => unbounded, end: async () => undefined } as unknown as pg.Pool,
    }),
  });
  let failed: unknown;
  try {
    await client.query('set statement_timeout = 0');
    return await run(startup);
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    await startup.destroy();
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release(failed instanceof Error ? failed : undefined);
  }
}
