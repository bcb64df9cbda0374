import type { TestProject } from 'vitest/node';
import { createWorkerDatabases, runName } from './workerDatabases.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The run's name in its workers' PostgreSQL databases (`workerDatabaseUrl`). */
    postgresRun: string;
  }
}

/**
 * Vitest global setup: with DATABASE_URL, one fresh PostgreSQL database per test worker of this run
 * (`workerDatabaseUrl`), dropped after the run. Tests run in schemas of their worker's database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  project.provide('postgresRun', runName());
  if (!url) return async () => undefined;
  return createWorkerDatabases(url, project.globalConfig.maxWorkers);
}
