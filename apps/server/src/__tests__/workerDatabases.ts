import pg from 'pg';

/**
 * The PostgreSQL database of one test worker: the run's database (DATABASE_URL) with the
 * worker's number appended, e.g. `tessera_ci_w2`. Each worker has its own, so a schema one
 * worker drops never disappears under the other's catalog reads (Kysely's migrator lists the
 * tables of every schema of its database).
 */
export function workerDatabaseUrl(url: string, worker: string | number): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${worker}`;
  return parsed.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Creates the workers' databases afresh (dropping any left by an earlier run); answers a drop. */
export async function createWorkerDatabases(
  url: string,
  workers: number,
): Promise<() => Promise<void>> {
  const names = Array.from({ length: workers }, (_, i) =>
    databaseName(workerDatabaseUrl(url, i + 1)),
  );
  const run = async (statements: (name: string) => string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const name of names) await client.query(statements(name));
    } finally {
      await client.end();
    }
  };
  const drop = (name: string) => `drop database if exists "${name}" with (force)`;
  await run(drop);
  await run((name) => `create database "${name}"`);
  return () => run(drop);
}
