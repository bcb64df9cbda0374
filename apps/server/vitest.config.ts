import { defineVitestConfig } from '@tessera/config/vitest';

// Integration tests start real servers on real databases: run files one after another.
export default defineVitestConfig({ test: { fileParallelism: false } });
