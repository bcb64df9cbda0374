/**
 * The reference server as the end-to-end run starts it: a fresh PGlite folder, the demo seed,
 * development mode as `pnpm start` runs it (the settings' base URLs follow the Host the Vite
 * proxy sends, i.e. this server's origin, which the browser reaches for sign-in), the token
 * issuer at this origin's `/oidc`, the runtime's origin as the one app origin (CORS, sign-in
 * redirects), the demo account, 2 MB parts for uploads in parts, and one test-only fault switch. The seeded app's calls never answer HTTP 404 or rspCd 30002
 * (the server has no route that answers 30002 at all), so the message tests ask for one through
 * the `tessera-e2e-fault` cookie (`404` or `30002`), applied to the page-JSON call. The switch
 * exists only in this file; `pnpm --filter @tessera/server start` never installs it.
 */
import { readFile } from 'node:fs/promises';
import {
  createServer,
  seededPgliteFile,
  dumpSeededPglite,
  testFaultsPlugin,
} from '@tessera/server';
import type { TestFault } from '@tessera/server';
import { ensureDemoAccount } from './demoAccount.js';
import { E2E_APP_ORIGIN } from './e2eOrigins.js';
import { E2E_FAULT_COOKIE, type E2eFault } from './faults.js';
import { E2E_PART_BYTES } from './mediaParts.js';

const FAULTS: Record<E2eFault, TestFault> = {
  // An HTTP 404, as Fastify answers an unknown route.
  '404': { status: 404, body: { message: 'Route not found', error: 'Not Found', statusCode: 404 } },
  // spec 1 §8: the not-signed-in envelope.
  '30002': { status: 200, body: { rspCd: '30002', rspInf: '请先登录', data: null } },
};

function faultOf(cookieHeader: string | undefined): E2eFault | undefined {
  const pair = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === E2E_FAULT_COOKIE);
  const value = pair?.[1];
  return value === '404' || value === '30002' ? value : undefined;
}

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (a fresh folder per run)');

const port = Number(process.env.PORT);
const origin = `http://127.0.0.1:${port}`;

/**
 * The server on the run's folder. `restartable` adds the test-only `POST /e2e/restart` (this
 * file only): the co-editing e2e restarts the server mid-session, as a deploy does — closed
 * gracefully (sockets first, rooms stored), then started again on the same database and port.
 */
async function start(firstStart: boolean) {
  const app = await createServer({
    // The new folder starts as a copy of the migrated and seeded database of the current sources
    // (`seededPgliteFile`, the server tests' cache; made here when missing): 2–5 instead of 8
    // CPU-seconds and 5–14 instead of 30–50 s before the first test on a loaded machine. A first
    // start's migration and seeding are the start CLI's tests and the start check's (`scripts`).
    database: {
      kind: 'pglite',
      dataDir: dataDir!,
      ...(firstStart
        ? { loadDataDir: new Blob([await readFile(await seededPgliteFile(dumpSeededPglite))]) }
        : {}),
    },
    seed: true,
    development: true,
    // README "Identity": the issuer is the identity URL's /oidc, which the settings answer.
    issuer: `${origin}/oidc`,
    appOrigins: [E2E_APP_ORIGIN],
    // Smaller parts than the default 5 MB: the part-upload test sends fewer bytes (mediaParts.ts).
    media: { partBytes: E2E_PART_BYTES },
    plugins: [
      testFaultsPlugin((request) => {
        if (!request.url.includes('/jsonpagedata/')) return undefined;
        const fault = faultOf(request.headers.cookie);
        return fault ? FAULTS[fault] : undefined;
      }),
      async (instance) => {
        instance.post('/e2e/restart', async (_request, reply) => {
          await reply.send({ restarting: true });
          setImmediate(() => void restart());
        });
      },
    ],
  });
  // The seed's demo account; registered through the real call when the seed has no users yet.
  await ensureDemoAccount(app);
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

let app = await start(true);

async function restart() {
  await app.close();
  app = await start(false);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
