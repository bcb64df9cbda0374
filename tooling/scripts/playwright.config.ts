import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { origin, START_PORTS } from './e2e/startPorts.js';

// The start command as a new user runs it (`pnpm start`, production builds), on ports other than
// its defaults and on a fresh PGlite folder (never apps/server/.data; never DATABASE_URL). The
// runner and its worker both read this file: the folder is made once and handed down by env.
process.env.START_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tessera-start-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  // A loaded CI machine: a sign-in's two hops can take longer than the default 5 s.
  expect: { timeout: 30_000 },
  // One more run of a failed test, only to record its trace; a test that passes only then still
  // fails the run (failOnFlakyTests), so the retry never hides a flaky test.
  retries: 1,
  failOnFlakyTests: true,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/output',
  use: {
    baseURL: origin(START_PORTS.pc),
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // A failed test keeps a screenshot, and its second run (retries: 1) records a trace (the DOM
    // at each step; the trace's own screencast would cost a quarter of the run's CPU). Recording
    // every test's trace to keep only the failures' cost 5–17% of a suite's CPU (e2e-all.sh).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'pnpm start',
    env: {
      SERVER_PORT: String(START_PORTS.server),
      PC_PORT: String(START_PORTS.pc),
      MOBILE_PORT: String(START_PORTS.mobile),
      PORTAL_PORT: String(START_PORTS.portal),
      DATA_DIR: process.env.START_E2E_DATA_DIR,
      DATABASE_URL: '',
    },
    // The start command prints this once the server and all three apps answer (its stdout is
    // the server's request log: left out; its errors are on stderr).
    wait: { stdout: /Tessera is running/ },
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
