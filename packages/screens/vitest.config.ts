// Two projects: the screens' models run in Node against the real server on loopback
// (src/__tests__); the views and hooks run in real headless Chromium (Vitest browser mode,
// Playwright provider; Debian's chromium, as browsers cannot be downloaded on this machine).
import { defineVitestConfig, sourceResolve } from '@tessera/config/vitest';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { playwright } from '@vitest/browser-playwright';

export default defineVitestConfig({
  optimizeDeps: {
    // Pre-bundle the CommonJS-heavy dependencies once, so the first test file does not
    // trigger a dependency re-optimisation (and a page reload) in the middle of a run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      'vitest-browser-react',
      'antd-mobile',
      'date-fns',
    ],
  },
  test: {
    attachmentsDir: 'test-results/attachments',
    projects: [
      {
        // Not extended from the root, whose include would add the browser tests.
        ...sourceResolve,
        test: {
          name: 'models',
          include: ['src/__tests__/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          exclude: ['src/__tests__/**'],
          // All files in one page and one module graph, each test on an empty page (the setup
          // file of @tessera/react's browser tests, which resolves the same vitest): 24.5
          // instead of 29.8 CPU-s for the 6 files' 53 tests (`/usr/bin/time npx vitest run
          // --project views`, against the same with --isolate).
          isolate: false,
          setupFiles: ['../react/src/browserTestSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 900 },
            screenshotDirectory: 'test-results/screenshots',
          },
        },
      },
    ],
  },
});
