import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { TEST_PASSWORD_HASH_N } from '@tessera/config/test-env';
import { E2E_APP_PORT, E2E_SERVER_PORT } from './e2e/server/e2eOrigins.js';

// The portal's end-to-end run: the real server on a fresh embedded database (a copy
// of the migrated and seeded demo: e2e/server/startE2eServer.ts) and the portal as users get it — a production build on `vite preview` (in
// e2e-build/) — in a 375×667 touch viewport. Screenshots of
// every screen go to e2e-artifacts/ (kept by CI).
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-portal-e2e-'));
// A run on other ports builds into its own folder (two runs side by side share nothing).
const buildDir = `e2e-build/app${process.env.E2E_SERVER_PORT ? `-${E2E_SERVER_PORT}` : ''}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  // One more run of a failed test, only to record its trace; a test that passes only then still
  // fails the run (failOnFlakyTests), so the retry never hides a flaky test.
  retries: 1,
  failOnFlakyTests: true,
  workers: 1,
  // `pnpm test:all` runs this suite beside the desktop's two shards, the server's tests and the
  // unit tests on two cores: a call that hashes passwords (changepwd: the old one, the new one,
  // the history) can take seconds there.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
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
      url: `http://127.0.0.1:${E2E_SERVER_PORT}/readyz`,
      env: {
        PORT: String(E2E_SERVER_PORT),
        DATA_DIR: dataDir,
        PASSWORD_HASH_N: TEST_PASSWORD_HASH_N,
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `pnpm exec vite build --outDir ${buildDir} --emptyOutDir --logLevel warn && pnpm exec vite preview --outDir ${buildDir}`,
      url: `http://127.0.0.1:${E2E_APP_PORT}/`,
      env: {
        PORT: String(E2E_APP_PORT),
        TESSERA_SERVER_URL: `http://127.0.0.1:${E2E_SERVER_PORT}`,
      },
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
