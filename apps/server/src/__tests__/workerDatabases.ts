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
  const drop = (name: string) => client.query(`drop database if exists "${name}" with (force)`);
  try {
    const base = databaseName(url);
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${base}_r`],
    );
    const pattern = new RegExp(`^${base.replace(/[^\w]/g, '\\$&')}_r(\\d+)_w\\d+$`);
    for (const { datname } of rows) {
      const pid = pattern.exec(datname)?.[1];
      if (pid !== undefined && !isRunning(Number(pid))) await drop(datname);
    }
    for (const name of names) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return async () => {
    const cleaner = new pg.Client({ connectionString: url });
    await cleaner.connect();
    try {
      for (const name of names) {
        await cleaner.query(`drop database if exists "${name}" with (force)`);
      }
    } finally {
      await cleaner.end();
    }
  };
}
