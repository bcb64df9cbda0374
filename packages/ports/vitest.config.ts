import { defineVitestConfig } from '@tessera/config/vitest';

// The fake clock is tested on fake time only, so no test may take real seconds.
export default defineVitestConfig({ test: { testTimeout: 1_000 } });
