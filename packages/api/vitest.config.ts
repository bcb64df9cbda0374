import { defineVitestConfig } from '@tessera/config/vitest';

// Every file starts and closes its own server; the server's modules are imported once per worker
// (the preset's `isolate: false`).
export default defineVitestConfig();
