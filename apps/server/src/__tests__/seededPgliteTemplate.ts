import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated and seeded PGlite database (`dumpDataDir()`), written once per test run. */
    seededPgliteFile: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one PGlite database and writes its dump to a file, so
 * that every test's fresh PGlite (`startServer`) starts as a copy of it. Seeding the demo took
 * most of a test file's time (about 15 s of PGlite work per server on this machine).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const file = join(tmpdir(), `tessera-seeded-pglite-${process.pid}.tar`);
  const script = join(import.meta.dirname, 'writeSeededPglite.ts');
  await promisify(execFile)('tsx', ['--conditions=@tessera/source', script, file], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PATH: `${join(import.meta.dirname, '../../node_modules/.bin')}:${process.env.PATH}`,
    },
  });
  project.provide('seededPgliteFile', file);
  return () => rm(file, { force: true });
}
