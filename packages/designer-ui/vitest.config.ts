// The session model runs in Node against the real server on loopback (src/__tests__).
import { defineVitestConfig } from '@tessera/config/vitest';

export default defineVitestConfig({
  // Node is the preset's environment (no DOM): the model tests need no browser.
  test: { include: ['src/**/*.test.ts'] },
});
