import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { emptyPgliteFile, seededPgliteCacheFile } from '../testing/pgliteDumpCache.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated and seeded PGlite database (`dumpDataDir()`) of the current sources. */
    seededPgliteFile: string;
    /** An empty PGlite cluster (`dumpDataDir()` of a new PGlite), made once per PGlite version. */
    emptyPgliteFile: string;
  }
}

/**
 * Vitest global setup: finds (or migrates, seeds and writes) the PGlite database of the current
 * sources in the test cache (`seededPgliteFile`), so that every test's fresh PGlite
 * (`startServer`) starts as a copy of it. Seeding the demo took most of a test file's time
 * (about 15 s of PGlite work per server on this machine). Likewise an empty cluster, so that an
 * unseeded test database skips PGlite's initdb (about 6 CPU-seconds).
 */
export default async function setup(project: TestProject): Promise<void> {
  let file = seededPgliteCacheFile();
  if (!existsSync(file)) {
    const script = join(import.meta.dirname, 'writeSeededPglite.ts');
    const { stdout } = await promisify(execFile)('tsx', ['--conditions=@tessera/source', script], {
      cwd: join(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PATH: `${join(import.meta.dirname, '../../node_modules/.bin')}:${process.env.PATH}`,
      },
    });
    file = stdout.trim();
  }
  project.provide('seededPgliteFile', file);
  project.provide('emptyPgliteFile', await emptyPgliteFile());
}
