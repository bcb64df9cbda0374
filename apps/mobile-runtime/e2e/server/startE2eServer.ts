/**
 * The reference server as the mobile runtime's end-to-end run starts it: a fresh PGlite folder,
 * the demo seed, development mode as `pnpm start` runs it (the settings' base URLs follow the
 * Host the Vite proxy sends, so the browser reaches the identity server at this origin), the
 * runtime's origin as the one app origin, and one test-only fault switch: the `tessera-e2e-fault`
 * cookie (`404`) makes the page-JSON call answer HTTP 404, so the catalogue's 请求地址错误 can be
 * seen as a Toast. `pnpm --filter @tessera/server start` never installs it.
 */
import { readFile } from 'node:fs/promises';
import {
  createServer,
  seededPgliteFile,
  dumpSeededPglite,
  testFaultsPlugin,
} from '@tessera/server';
import { E2E_APP_ORIGIN, E2E_FAULT_COOKIE } from './e2eOrigins.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (a fresh folder per run)');

const port = Number(process.env.PORT);
const origin = `http://127.0.0.1:${port}`;
const app = await createServer({
  // The new folder starts as a copy of the migrated and seeded database of the current sources
  // (`seededPgliteFile`, the server tests' cache; made here when missing): 2–5 instead of 8
  // CPU-seconds and 5–14 instead of 30–50 s before the first test on a loaded machine. A first
  // start's migration and seeding are the start CLI's tests and the start check's (`scripts`).
  database: {
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([await readFile(await seededPgliteFile(dumpSeededPglite))]),
  },
  seed: true,
  development: true,
  issuer: `${origin}/oidc`,
  appOrigins: [E2E_APP_ORIGIN],
  plugins: [
    testFaultsPlugin((request) => {
      if (!request.url.includes('/jsonpagedata/')) return undefined;
      const faulty = (request.headers.cookie ?? '').includes(`${E2E_FAULT_COOKIE}=404`);
      return faulty
        ? {
            status: 404,
            body: { message: 'Route not found', error: 'Not Found', statusCode: 404 },
          }
        : undefined;
    }),
  ],
});
await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
