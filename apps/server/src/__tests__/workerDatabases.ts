import pg from 'pg';

/**
 * The PostgreSQL database of one test worker of one run: the run's database (DATABASE_URL) with
 * the run and the worker appended, e.g. `tessera_ci_r4711_w2`. Each worker has its own, so a
 * schema one worker drops never disappears under the other's catalog reads (Kysely's migrator
 * lists the tables of every schema of its database), and each run has its own, so two runs on one
 * DATABASE_URL (two checkouts of the repository) never drop each other's.
 */
export function workerDatabaseUrl(url: string, run: string, worker: string | number): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_${run}_w${worker}`;
  return parsed.toString();
}

/** This run's name in its workers' databases: the process running the global setup. */
export function runName(pid = process.pid): string {
  return `r${pid}`;
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops a database, waiting a little for the autovacuum worker a fresh copy may have (a session
 * of another role, which `with (force)` may not end); what still stays is dropped by the next run.
 */
async function dropWhenFree(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
      return;
    } catch (error) {
      if (attempt === 10)
        return console.warn(`could not drop test database ${name}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/**
 * Creates this run's worker databases; answers their drop. Worker databases left by runs that no
 * longer run (a run killed before its teardown) are dropped first.
 */
export async function createWorkerDatabases(
  url: string,
  workers: number,
): Promise<() => Promise<void>> {
  const run = runName();
  const names = Array.from({ length: workers }, (_, i) =>
    databaseName(workerDatabaseUrl(url, run, i + 1)),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const base = databaseName(url);
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${base}_r`],
    );
    // A worker database and its seeded copies (`seededPostgresCopies.ts`): `…_w2`, `…_w2_c14`.
    const pattern = new RegExp(`^${base.replace(/[^\w]/g, '\\$&')}_r(\\d+)_w\\d+(_\\w+)?$`);
    for (const { datname } of rows) {
      const pid = pattern.exec(datname)?.[1];
      if (pid !== undefined && !isRunning(Number(pid))) await dropWhenFree(client, datname);
    }
    for (const name of names) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return async () => {
    const cleaner = new pg.Client({ connectionString: url });
    await cleaner.connect();
    try {
      const { rows } = await cleaner.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${databaseName(url)}_${run}_w`],
      );
      for (const name of new Set([...names, ...rows.map((row) => row.datname)])) {
        await dropWhenFree(cleaner, name);
      }
    } finally {
      await cleaner.end();
    }
  };
}
