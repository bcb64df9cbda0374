// One Vitest run for the Node-only packages' tests (tooling/config/vitestProjects.js): `pnpm
// test:node`, and turbo's `//#test:node` in `pnpm test:all`.
import { defineConfig } from 'vitest/config';
import { nodeTestProjects } from './tooling/config/vitestProjects.js';

export default defineConfig({
  test: {
    // The run-wide summary (tooling/scripts/summarize-tests.mjs) reads this report as it reads
    // the packages' own.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: await nodeTestProjects(import.meta.dirname),
  },
});
