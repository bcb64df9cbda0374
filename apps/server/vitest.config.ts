import { defineVitestConfig } from '@tessera/config/vitest';

// Integration tests start real servers on their own databases (a copy of one seeded PGlite, a
// fresh PostgreSQL schema) and listen on port 0, so files run side by side.
export default defineVitestConfig({
  test: { maxWorkers: 2, globalSetup: ['src/__tests__/seededPgliteTemplate.ts'] },
});
