import { defineVitestConfig } from '@tessera/config/vitest';
import { longestFirst } from '@tessera/config/longest-first';

// Integration tests start real servers on their own databases (a copy of one seeded PGlite, a
// copy of their worker's seeded PostgreSQL database, or a fresh schema there when unseeded) and listen on port 0, so files run
// side by side. Files share their worker's modules (the preset's `isolate: false`): the server's
// module graph is imported once per worker instead of once per file (about 7 s each); every file
// starts and closes its own servers. The longest files start first (test-durations.json, from a
// full run: `node ../../tooling/scripts/record-test-durations.mjs .`), so none is left to run
// alone at the end.
export default defineVitestConfig({
  test: {
    maxWorkers: 2,
    globalSetup: [
      'src/__tests__/seededPgliteTemplate.ts',
      'src/__tests__/postgresWorkerDatabases.ts',
    ],
    sequence: { sequencer: longestFirst(new URL('test-durations.json', import.meta.url).pathname) },
  },
});
