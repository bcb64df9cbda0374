// The session model runs in Node against the real server on loopback (src/__tests__).
import { defineVitestConfig, sourceResolve } from '@tessera/config/vitest';

export default defineVitestConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
