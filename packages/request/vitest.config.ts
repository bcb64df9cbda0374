import { defineVitestConfig } from '@tessera/config/vitest';

// Test files share their worker's modules (no isolation): the server they start is imported once
// per worker, not once per file. Every file starts and closes its own server.
export default defineVitestConfig({ test: { isolate: false } });
