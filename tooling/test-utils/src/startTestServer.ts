import { readFile } from 'node:fs/promises';
import {
  createServer,
  dumpSeededPglite,
  seededPgliteFile,
  seededPostgresCopy,
  seedFixtures,
  testFaultsPlugin,
} from '@tessera/server';
import type { ServerFixtures, ServerOptions, TestFaults } from '@tessera/server';
import type { LoginTokens } from '@tessera/protocol';
import { signInTestUser, type TestCredentials } from './signInTestUser.js';

/** Options of {@link startTestServer}. */
export interface StartTestServerOptions {
  /**
   * A PostgreSQL URL. The server then runs on a database of its own on that PostgreSQL server,
   * a copy of the migrated and seeded template of the current sources (`seededPostgresCopy`),
   * dropped on close, so parallel test files never see each other's data. Without it: in-memory
   * PGlite, a copy of the seeded dump.
   */
  databaseUrl?: string;
  /**
   * Extra server options, e.g. `security.now` (move the server clock), and the test-only ones
   * `testFaults` and `fixtures`. `database`, `seed` and `logger` are set here.
   */
  serverOptions?: TestServerOptions;
}

/** The server options of a test server: the server's own plus the test-only ones. */
export interface TestServerOptions extends Omit<ServerOptions, 'database' | 'seed' | 'logger'> {
  /**
   * Decides per request whether to answer an injected HTTP status, delay, extra headers or a
   * body (`TestFault`): registered as the server's `testFaultsPlugin`.
   */
  testFaults?: TestFaults;
  /** Test content written after the demo seed, in one transaction, before the server listens. */
  fixtures?: ServerFixtures;
}

/** A running test server. */
export interface TestServer {
  /** The server's origin, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /**
   * Signs in through the real login call and answers the tokens (README "Signing in"): the demo
   * account `DEMO.demoLogin` by default (created through the register call when the seed has no
   * users), or the given phone and password. Every call is a new session.
   *
   * @example
   * ```ts
   * const { accessToken } = await server.signIn();
   * const client = createRequestClient({
   *   baseUrl: server.url, getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
   * });
   * ```
   */
  signIn(credentials?: TestCredentials): Promise<LoginTokens>;
  /** Stops the server and frees its database (drops the PostgreSQL schema). */
  close(): Promise<void>;
}

let seededPglite: Promise<Blob> | undefined;

/**
 * The migrated, demo-seeded PGlite database every PGlite test server starts from: seeded once
 * per source state and shared by every test process of the run (`seededPgliteFile`), read once
 * per process.
 */
function seededPgliteDump(): Promise<Blob> {
  seededPglite ??= seededPgliteFile(dumpSeededPglite).then(
    async (file) => new Blob([await readFile(file)]),
  );
  return seededPglite;
}

/**
 * Starts the real reference server on 127.0.0.1 with a random free port, on its own
 * migrated, demo-seeded database. Client tests talk to it over real HTTP (DESIGN.md "Real
 * parts, not mocks").
 *
 * @example
 * ```ts
 * let server: TestServer;
 * beforeAll(async () => { server = await startTestServer(); });
 * afterAll(() => server.close());
 * it('loads settings', async () => {
 *   const res = await fetch(`${server.url}/api/home/configuration?host=127.0.0.1`);
 * });
 * ```
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const { testFaults, fixtures, ...serverOptions } = options.serverOptions ?? {};
  // A copy of a seeded template instead of migrating and seeding a fresh schema: 2.9 instead of
  // 8.4 s before a test file's first test on the loaded 2-core machine.
  const copy = options.databaseUrl ? await seededPostgresCopy(options.databaseUrl) : undefined;
  const app = await createServer({
    // A test server on loopback: settings' base URLs follow the caller's Host (server README).
    development: true,
    ...serverOptions,
    plugins: [
      ...(serverOptions.plugins ?? []),
      ...(testFaults ? [testFaultsPlugin(testFaults)] : []),
    ],
    database: copy
      ? { kind: 'postgres', url: copy.url }
      : { kind: 'pglite', loadDataDir: await seededPgliteDump() },
    seed: true,
    logger: false,
  }).catch(async (error: unknown) => {
    await copy?.drop();
    throw error;
  });
  try {
    if (fixtures) await seedFixtures(app.tessera.db, fixtures);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    await copy?.drop();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    await app.close();
    await copy?.drop();
    throw new Error('The test server has no TCP address.');
  }
  let closing: Promise<void> | undefined;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    signIn: (credentials) => signInTestUser(url, credentials),
    close: () =>
      (closing ??= (async () => {
        // A call the client abandoned (timeout, cancellation) can leave its socket half-open;
        // a test server drops every connection instead of waiting for them to drain.
        app.server.closeAllConnections();
        await app.close();
        await copy?.drop();
      })()),
  };
}
