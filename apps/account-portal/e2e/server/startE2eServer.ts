/**
 * The reference server as the portal's end-to-end run starts it: a fresh PGlite folder, the demo
 * seed, development mode as `pnpm start` runs it (the development SMS sender and its outbox),
 * the portal's origin as the one app origin. Then, through the real administrator calls, the
 * default user scope's password policy asks for the image captcha after failed sign-ins
 * (spec 2 §4 Image captcha), as the demo seed's policy does (written here too, so the run does
 * not depend on a seed change).
 */
import { readFile } from 'node:fs/promises';
import {
  createServer,
  seededPgliteFile,
  dumpSeededPglite,
  DEMO,
  DEMO_USERS,
} from '@tessera/server';
import {
  API_PREFIX,
  IDENTITY_PATHS,
  LOGIN_ACTION_TYPES,
  ORGANISATION_PATHS,
} from '@tessera/protocol';
import { signedHeaders } from '@tessera/test-utils';
import { E2E_APP_ORIGIN } from './e2eOrigins.js';

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
});
/** A signed call through the server itself (before it listens, so no test sees the seed's policy). */
async function call(url: string, body: object, accessToken?: string) {
  const text = JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...signedHeaders({
        body: text,
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      }),
    },
    payload: text,
  });
  const answer = response.json<{ rspCd: string; rspInf: string; data: { accessToken?: string } }>();
  if (answer.rspCd !== '00000') throw new Error(`${url}: ${answer.rspCd} ${answer.rspInf}`);
  return answer.data;
}

const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
const { accessToken } = await call(IDENTITY_PATHS.loginExpand.build({}), {
  PhoneNumber: admin.phone,
  Password: admin.password,
  ActionType: LOGIN_ACTION_TYPES.password,
});
await call(
  `${API_PREFIX}${ORGANISATION_PATHS.saveSecurityPolicy.build({ appId: DEMO.appId })}`,
  {
    userScope: 'default',
    type: 'password',
    policy: {
      passwordMinLength: 6,
      passwordMaxLength: 20,
      passwordComplex: ['RequireNumber', 'RequireLowercase'],
      imageCodeEnable: true,
      loginFailCountShowImageCode: 3,
    },
  },
  accessToken,
);
await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
