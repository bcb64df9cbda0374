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
    isolate: true,
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
