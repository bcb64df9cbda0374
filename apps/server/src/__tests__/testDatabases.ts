import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { testAdminToken } from './signIn.js';
import { seededPostgresCopies } from './seededPostgresCopies.js';
import { workerDatabaseUrl } from './workerDatabases.js';
import { demoRequestHeaders } from '../testing/demoRequestHeaders.js';
import { createServer, type ServerOptions } from '../createServer.js';
import { seedFixtures, type ServerFixtures } from '../seed/seedFixtures.js';
import { TEST_PGLITE_SHARED_BUFFERS } from '../testing/pgliteDumpCache.js';
import { testFaultsPlugin, type TestFaults } from '../testing/testFaults.js';

/** Options of {@link startServer}: the server's own plus the test-only ones. */
export interface TestServerOptions extends Omit<ServerOptions, 'database'> {
  /** Injected faults (`testFaultsPlugin`, README "Fault injection"). */
  testFaults?: TestFaults;
  /** Test content written after the demo seed (`seedFixtures`). */
  fixtures?: ServerFixtures;
}
import type { DatabaseOptions } from '../db/createDatabase.js';

/** A database the integration tests run on. */
export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** Fresh, isolated database options (a new in-memory PGlite or a new PostgreSQL schema). */
  options(): DatabaseOptions;
}

/**
 * The PostgreSQL URL of this test worker, when the run has one (CI sets DATABASE_URL): its own
 * database of the run's server (`postgresWorkerDatabases.ts`).
 */
export const POSTGRES_URL = process.env.DATABASE_URL
  ? workerDatabaseUrl(
      process.env.DATABASE_URL,
      inject('postgresRun'),
      process.env.VITEST_POOL_ID ?? 1,
    )
  : undefined;

/** A schema name no other test uses. */
export function uniqueSchemaName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/**
 * Every database the integration tests must pass on: PGlite always, PostgreSQL when
 * DATABASE_URL is set (DESIGN.md "Real parts, not mocks"). Use with `describe.each`.
 */
export const TEST_DATABASES: TestDatabase[] = [
  {
    name: 'PGlite',
    options: () => ({
      kind: 'pglite',
      loadDataDir: emptyPgliteDump(),
      sharedBuffers: TEST_PGLITE_SHARED_BUFFERS,
    }),
  },
  ...(POSTGRES_URL
    ? [
        {
          name: 'PostgreSQL' as const,
          options: (): DatabaseOptions => ({
            kind: 'postgres',
            url: POSTGRES_URL,
            schema: uniqueSchemaName(),
            dropSchemaOnClose: true,
          }),
        },
      ]
    : []),
];

let seededPglite: Blob | undefined;
let emptyPglite: Blob | undefined;

/** A copy of an empty PGlite cluster: what a new PGlite holds before the server migrates it. */
function emptyPgliteDump(): Blob {
  emptyPglite ??= new Blob([readFileSync(inject('emptyPgliteFile'))]);
  return emptyPglite;
}

/** A copy of the run's migrated and seeded PGlite database (`seededPgliteTemplate.ts`). */
function seededPgliteDump(): Blob {
  seededPglite ??= new Blob([readFileSync(inject('seededPgliteFile'))]);
  return seededPglite;
}

const seededPostgresCopy = POSTGRES_URL ? seededPostgresCopies(POSTGRES_URL) : undefined;

/**
 * A fresh copy of this worker's seeded PostgreSQL database (its own database, dropped with the
 * run's worker databases), for a test that must reach PostgreSQL its own way (a proxy, a CLI).
 */
export async function seededPostgresDatabase(): Promise<{ kind: 'postgres'; url: string }> {
  if (!seededPostgresCopy) throw new Error('No PostgreSQL in this run: DATABASE_URL is not set.');
  return seededPostgresCopy();
}

/**
 * A fresh database of the given kind; with `seeded`, one that is migrated and seeded already (a
 * copy of the run's seeded PGlite, a copy of the worker's seeded PostgreSQL database).
 */
async function freshDatabase(database: TestDatabase, seeded: boolean): Promise<DatabaseOptions> {
  const fresh = database.options();
  if (!seeded) return fresh;
  if (fresh.kind === 'pglite') return { ...fresh, loadDataDir: seededPgliteDump() };
  return seededPostgresCopy ? seededPostgresCopy() : fresh;
}

/**
 * Starts a seeded server on a fresh database of the given kind. A fresh PGlite starts as a
 * copy of the run's seeded database (the same migrations and seed, done once per run).
 */
export async function startServer(
  database: TestDatabase,
  options: TestServerOptions = {},
): Promise<FastifyInstance> {
  const { testFaults, fixtures, ...serverOptions } = options;
  const app = await createServer({
    ...serverOptions,
    plugins: [
      ...(serverOptions.plugins ?? []),
      ...(testFaults ? [testFaultsPlugin(testFaults)] : []),
    ],
    database: await freshDatabase(database, options.seed ?? true),
  });
  if (fixtures) {
    try {
      await seedFixtures(app.tessera.db, fixtures);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return app;
}

/** One signed `inject` request (see {@link sendEnvelope}). */
export interface SignedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /**
   * An object or array is sent as JSON, a string as text/plain (unless `headers` say otherwise);
   * a Buffer or stream (multipart) is sent as it is with the caller's `content-type`, and is
   * signed as a non-text body (protocol README "Signing": body '').
   */
  payload?: unknown;
  /**
   * Extra headers. `nonce`, `timestamp`, `requestid`, `authorization`, `operationid`, `pageid`,
   * ... given here are signed; `ak`, `token`, `sign`, `hashtoken` and `permissionsign` given
   * here replace the computed ones (tamper tests).
   */
  headers?: Record<string, string>;
  /** Sign with these keys instead of the default host row's. */
  keys?: SigningKeys;
  /**
   * Send no bearer token. Without it (and without an `authorization` header) the request goes
   * as a test administrator (`signIn.ts` testAdminToken): every write, and every read of a
   * schema no public page binds, needs a signed-in caller (README "Authorization").
   */
  anonymous?: boolean;
}

/** The access and secret key a request is signed with. */
export interface SigningKeys {
  accessKey: string;
  secretKey: string;
}

const OVERRIDABLE_SIGNATURE_HEADERS = ['ak', 'token', 'sign', 'hashtoken', 'permissionsign'];

/** The keys of the default host row (`*`), read from the server's database. */
export async function defaultSigningKeys(app: FastifyInstance): Promise<SigningKeys> {
  const row = await app.tessera.db
    .selectFrom('site_settings')
    .select(['access_key', 'secret_key'])
    .where('host', '=', '*')
    .executeTakeFirst();
  if (!row) throw new Error('The server has no default settings row to sign with.');
  return { accessKey: row.access_key, secretKey: row.secret_key };
}

function isRawPayload(payload: unknown): boolean {
  return (
    Buffer.isBuffer(payload) ||
    payload instanceof Uint8Array ||
    (typeof payload === 'object' && payload !== null && 'pipe' in payload)
  );
}

/**
 * The headers a well-behaved client sends (protocol README "Signing"), computed with the
 * protocol package's own signing functions, plus the encoded payload to send with them.
 */
export async function signedRequest(
  app: FastifyInstance,
  request: SignedRequest,
): Promise<{ headers: Record<string, string>; payload: unknown }> {
  const keys = request.keys ?? (await defaultSigningKeys(app));
  const given = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  let payload = request.payload;
  let bodyText = '';
  const headers = demoRequestHeaders();
  if (typeof payload === 'string') {
    bodyText = payload;
    headers['content-type'] = 'text/plain; charset=utf-8';
  } else if (payload !== undefined && !isRawPayload(payload)) {
    bodyText = JSON.stringify(payload);
    payload = bodyText;
    headers['content-type'] = 'application/json';
  }
  Object.assign(headers, given);
  if (!request.anonymous && given.authorization === undefined) {
    headers.authorization = `Bearer ${await testAdminToken(app)}`;
  }
  const signed = withSignatureHeaders(headers, keys, bodyText);
  // A test may send a deliberately wrong signature header (tamper and replay tests).
  for (const name of OVERRIDABLE_SIGNATURE_HEADERS) {
    if (given[name] !== undefined) signed[name] = given[name];
  }
  return { headers: signed, payload };
}

/** Sends one signed request through `inject` and answers the raw response. */
export async function injectSigned(app: FastifyInstance, request: SignedRequest) {
  const { headers, payload } = await signedRequest(app, request);
  return app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

/**
 * Sends one signed request through `inject` and answers the parsed envelope (HTTP 200 expected).
 *
 * @example
 * ```ts
 * const body = await sendEnvelope(app, { method: 'POST', url: '/api/x', payload: { a: 1 } });
 * const upload = await sendEnvelope(app, { method: 'POST', url, payload: form.getBuffer(),
 *   headers: form.getHeaders() });
 * ```
 */
export async function sendEnvelope<TData = unknown>(
  app: FastifyInstance,
  request: SignedRequest,
): Promise<Envelope<TData>> {
  const response = await injectSigned(app, request);
  expectHttp200(response.statusCode, response.body);
  return response.json<Envelope<TData>>();
}

/** GETs a path through `inject` (signed) and answers the parsed envelope. */
export async function getEnvelope<TData = unknown>(
  app: FastifyInstance,
  url: string,
): Promise<Envelope<TData>> {
  return sendEnvelope<TData>(app, { method: 'GET', url });
}

/** POSTs a signed GraphQL request for an app and answers the parsed envelope. */
export async function postGraphql<TData = unknown>(
  app: FastifyInstance,
  appId: string | undefined,
  body: { query: string; variables?: Record<string, unknown> },
): Promise<Envelope<TData>> {
  const url =
    appId === undefined
      ? '/api/querygraphqls'
      : `/api/querygraphqls?app=${encodeURIComponent(appId)}`;
  return sendEnvelope<TData>(app, { method: 'POST', url, payload: body });
}

function expectHttp200(status: number, body: string): void {
  // protocol README: every answer is HTTP 200 with an envelope
  if (status !== 200) throw new Error(`Expected HTTP 200, got ${status}: ${body}`);
}

/**
 * A seeded database that outlives its server, for restart tests: `first` starts a server on a
 * fresh seeded copy, `again` another server on what the first left (a PGlite data folder under
 * the system's temp folder, or the PostgreSQL copy); `remove` deletes the folder.
 */
export async function restartableDatabase(database: TestDatabase): Promise<{
  first: DatabaseOptions;
  again: DatabaseOptions;
  remove: () => Promise<void>;
}> {
  if (database.name === 'PGlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'tessera-restart-'));
    return {
      first: {
        kind: 'pglite',
        dataDir,
        loadDataDir: seededPgliteDump(),
        sharedBuffers: TEST_PGLITE_SHARED_BUFFERS,
      },
      again: { kind: 'pglite', dataDir, sharedBuffers: TEST_PGLITE_SHARED_BUFFERS },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const copy = await freshDatabase(database, true);
  return { first: copy, again: copy, remove: async () => undefined };
}
