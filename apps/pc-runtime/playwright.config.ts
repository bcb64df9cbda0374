import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';

// The end-to-end run starts the real server on a fresh embedded database (PGlite in a new
// folder, so first-start migration and seeding are exercised) and the runtime's dev server.
const serverPort = 4310;
const appPort = 4311;
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'pnpm --filter @tessera/server start',
      url: `http://127.0.0.1:${serverPort}/api/home/configuration?host=e2e`,
      env: { PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
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
