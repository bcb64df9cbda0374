import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { E2E_APP_PORT, E2E_SERVER_PORT } from './e2e/server/e2eOrigins.js';

// The end-to-end run starts the real server on a fresh embedded database (PGlite in a new
// folder, so first-start migration and seeding are exercised) and the runtime's dev server.
// The server is started by e2e/server/startE2eServer.ts: the same createServer as `start`, plus
// the cookie-switched faults the message tests need (the seeded app has no real 404 or 30002).
const serverPort = E2E_SERVER_PORT;
const appPort = E2E_APP_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
// One report and one output folder per shard (e2e/runShards.mjs runs them side by side).
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  // A fresh context loads the dev server's few hundred modules uncached: on a loaded CI machine a
  // page (or a sign-in's two hops) can take longer than the default 5 s to show.
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${shard}.json` }]],
  outputDir: `test-results/output${shard}`,
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'pnpm exec tsx --conditions=@tessera/source e2e/server/startE2eServer.ts',
      url: `http://127.0.0.1:${serverPort}/api/home/configuration?host=e2e`,
      env: { PORT: String(serverPort), DATA_DIR: dataDir },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'pnpm --filter @tessera/pc-runtime dev',
      url: `http://127.0.0.1:${appPort}/`,
      env: { PORT: String(appPort), TESSERA_SERVER_URL: `http://127.0.0.1:${serverPort}` },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
