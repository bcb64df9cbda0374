import { defineVitestConfig } from '@tessera/config/vitest';

// Every timer in this package runs on the fake clock, so no test may take real seconds: a test
// that waits for real time (or hangs on a timer nobody advances) fails at this limit.
export default defineVitestConfig({ test: { testTimeout: 1_000 } });
