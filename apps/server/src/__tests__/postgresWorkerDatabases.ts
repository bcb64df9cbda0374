import type { TestProject } from 'vitest/node';
import { createWorkerDatabases } from './workerDatabases.js';

/**
 * Vitest global setup: with DATABASE_URL, one fresh PostgreSQL database per test worker
 * (`workerDatabaseUrl`), dropped after the run. Tests run in schemas of their worker's database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) return async () => undefined;
  return createWorkerDatabases(url, project.globalConfig.maxWorkers);
}
