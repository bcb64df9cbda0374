import { sql } from 'kysely';
import type { Db } from './database.js';

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
 * statement timeout: the timeout bounds what callers ask for, not schema changes, which may take
 * longer on a large database or a slow disk.
 */
export async function withoutStatementTimeout<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await run(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}
