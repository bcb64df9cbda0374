// Component tests run in real headless Chromium (Vitest browser mode, Playwright provider).
// Debian's chromium is used because browsers cannot be downloaded on this machine.
import { defineVitestConfig } from '@tessera/config/vitest';
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
      'react-grid-layout',
      '@mui/material',
      '@mui/system',
      '@emotion/react',
      '@emotion/styled',
      'vitest-browser-react',
      'antd-mobile',
      'antd-mobile-icons',
      'date-fns',
    ],
  },
  test: {
    isolate: true,
    // Keep failure artifacts with the other (git-ignored) test output.
    attachmentsDir: 'test-results/attachments',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      // A desktop-sized viewport: the pc runtime grid is laid out for desktop widths.
      viewport: { width: 1280, height: 900 },
      // Failure screenshots go with the other test output, not into src/.
      screenshotDirectory: 'test-results/screenshots',
    },
  },
});
