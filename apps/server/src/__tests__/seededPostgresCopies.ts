import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer } from '../createServer.js';

/**
 * Seeded PostgreSQL databases for the tests of one worker, as the seeded PGlite dump is for
 * PGlite: the worker migrates and seeds one database (`<worker database>_seeded_<random>`) the first time
 * a test asks, and each test server then runs on a copy of it (`CREATE DATABASE … TEMPLATE`, a
 * file copy inside PostgreSQL) instead of migrating and seeding a schema of its own (about 2 CPU-s
 * per server). The copies are dropped with the run's worker databases (`workerDatabases.ts`).
 */
export function seededPostgresCopies(
  workerUrl: string,
): () => Promise<{ kind: 'postgres'; url: string }> {
  const workerDatabase = decodeURIComponent(new URL(workerUrl).pathname.slice(1));
  const urlOf = (name: string) => {
    const url = new URL(workerUrl);
    url.pathname = `/${encodeURIComponent(name)}`;
    return url.toString();
  };
  // Named apart from those of an earlier module instance in the same worker.
  const template = `${workerDatabase}_seeded_${randomBytes(4).toString('hex')}`;
  let seeded: Promise<void> | undefined;

  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: workerUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const seedTemplate = async () => {
    await query(`create database "${template}"`);
    const app = await createServer({
      database: { kind: 'postgres', url: urlOf(template) },
      logger: false,
    });
    await app.close();
  };

  return async () => {
    await (seeded ??= seedTemplate());
    const name = `${workerDatabase}_c${randomBytes(6).toString('hex')}`;
    await query(`create database "${name}" template "${template}"`);
    return { kind: 'postgres', url: urlOf(name) };
  };
}
