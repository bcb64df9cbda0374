// Hook tests run in real headless Chromium (Vitest browser mode, Playwright provider), as the
// widget kit's do. Debian's chromium is used because browsers cannot be downloaded here.
import { defineVitestConfig } from '@tessera/config/vitest';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { playwright } from '@vitest/browser-playwright';

export default defineVitestConfig({
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'vitest-browser-react',
    ],
  },
  test: {
    // All files in one page and one module graph (the preset's `isolate: false`), each test
    // on an empty page (src/browserTestSetup.ts), instead of a page and an import of React and
    // the package's sources per file: 17.2 instead of 30.4 CPU-s for the 7 files' 24 tests
    // (`/usr/bin/time npx vitest run`, Chromium included, against the same run with --isolate).
    isolate: false,
    setupFiles: ['src/browserTestSetup.ts'],
    attachmentsDir: 'test-results/attachments',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      screenshotDirectory: 'test-results/screenshots',
    },
  },
});
