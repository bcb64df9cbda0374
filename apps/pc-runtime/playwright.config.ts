import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { TEST_PASSWORD_HASH_N } from '@tessera/config/test-env';
import { E2E_APP_PORT, E2E_SERVER_PORT } from './e2e/server/e2eOrigins.js';

// The end-to-end run starts the real server on a fresh embedded database (PGlite in a new
// folder, a copy of the migrated and seeded demo: e2e/server/startE2eServer.ts) and the runtime
// as users get it:
// a production build served by `vite preview`, proxying /api to that server. (Two dev servers
// side by side share one dependency-optimizer cache and can serve each other's stale chunks; a
// build takes seconds and has no such state, and its pages load in a few requests.)
// The server is started by e2e/server/startE2eServer.ts: the same createServer as `start`, plus
// the cookie-switched faults the message tests need (the seeded app has no real 404 or 30002).
const serverPort = E2E_SERVER_PORT;
const appPort = E2E_APP_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
// One report and one output folder per shard (e2e/runShards.mjs runs them side by side, over the
// one build it made first: E2E_BUILD_DIR); a run started otherwise builds for itself.
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
const prebuilt = process.env.E2E_BUILD_DIR;
const buildDir = prebuilt ?? `e2e-build/app${shard}`;
const build = prebuilt
  ? ''
  : `pnpm exec vite build --outDir ${buildDir} --emptyOutDir --logLevel warn && `;

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  // `pnpm test:all` runs the two shards beside the server's tests, the unit tests and the other
  // browser suites on two cores: a page, or a sign-in's two hops, can take seconds to show.
  expect: { timeout: 30_000 },
  // One more run of a failed test, only to record its trace; a test that passes only then still
  // fails the run (failOnFlakyTests), so the retry never hides a flaky test.
  retries: 1,
  failOnFlakyTests: true,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${shard}.json` }]],
  outputDir: `test-results/output${shard}`,
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // A failed test keeps a screenshot, and its second run (retries: 1) records a trace (the DOM
    // at each step; the trace's own screencast would cost a quarter of the run's CPU). Recording
    // every test's trace to keep only the failures' cost 5–17% of a suite's CPU (e2e-all.sh).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'pnpm exec tsx --conditions=@tessera/source e2e/server/startE2eServer.ts',
      url: `http://127.0.0.1:${serverPort}/api/home/configuration?host=e2e`,
      env: { PORT: String(serverPort), DATA_DIR: dataDir, PASSWORD_HASH_N: TEST_PASSWORD_HASH_N },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `${build}pnpm exec vite preview --outDir ${buildDir}`,
      url: `http://127.0.0.1:${appPort}/`,
      env: { PORT: String(appPort), TESSERA_SERVER_URL: `http://127.0.0.1:${serverPort}` },
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
