/**
 * CLI entry: `pnpm --filter @tessera/server start`.
 * Env: PORT (4000), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; else embedded PGlite in
 * DATA_DIR, default apps/server/.data/pglite), DATABASE_SCHEMA (optional PostgreSQL schema),
 * MEDIA_DIR (uploaded files, default apps/server/.data/media), PUBLIC_URL (the server's public
 * URL, answered as the settings' base URLs), NODE_ENV (`development`: base URLs follow the
 * caller's Host when PUBLIC_URL is unset; `production`: no development SMS or e-mail sender, so
 * codes cannot be sent until a provider is configured), APP_ORIGINS (comma-separated origins of the apps),
 * ISSUER (the token issuer URL; default `{PUBLIC_URL or http://HOST:PORT}/oidc`),
 * ACCOUNT_PORTAL_URL (the account portal, linked from the sign-in page), METRICS_TOKEN (the bearer
 * token `/metrics` needs outside development),
 * SHUTDOWN_TIMEOUT_MS (30000).
 * Migrates, seeds the demo once per database, logs the URL it listens on, and shuts down
 * gracefully on SIGTERM/SIGINT (README "Health, readiness, metrics and shutdown").
 */
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer.js';
import { createUnconfiguredSmsSender } from './identity/smsSender.js';
import { createUnconfiguredEmailSender } from './identity/emailSender.js';
import type { DatabaseOptions } from './db/createDatabase.js';
import { describeDatabaseFailure } from './db/databaseErrors.js';

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const {
  DATABASE_URL,
  DATABASE_SCHEMA,
  PUBLIC_URL,
  APP_ORIGINS,
  ACCOUNT_PORTAL_URL,
  METRICS_TOKEN,
} = process.env;
const database: DatabaseOptions = DATABASE_URL
  ? { kind: 'postgres', url: DATABASE_URL, ...(DATABASE_SCHEMA ? { schema: DATABASE_SCHEMA } : {}) }
  : { kind: 'pglite', dataDir: process.env.DATA_DIR ?? defaultDataDir };
// Development is said explicitly (the `dev` script and the root `pnpm start` set it): a server
// started any other way never builds URLs from the caller's Host.
const development = process.env.NODE_ENV === 'development';
// README "SMS codes, image captcha and password policy": the development sender writes every
// code to the log, so production never gets it; without a provider there, sending a code fails.
// The same for e-mail codes (README "Email codes").
const smsSender =
  process.env.NODE_ENV === 'production'
    ? { smsSender: createUnconfiguredSmsSender(), emailSender: createUnconfiguredEmailSender() }
    : {};
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 30_000);

// Uploads: the local folder of the media storage (README "Media"); created on first upload.
const media = process.env.MEDIA_DIR ? { dir: process.env.MEDIA_DIR } : {};

const app = await createServer({
  database,
  media,
  seed: true,
  ...smsSender,
  logger: true,
  development,
  ...(PUBLIC_URL ? { publicUrl: PUBLIC_URL } : {}),
  // The token issuer (README "Identity"): ISSUER, else under PUBLIC_URL, else this address.
  issuer: process.env.ISSUER ?? `${PUBLIC_URL ?? `http://${host}:${port}`}/oidc`,
  // Comma-separated origins the apps are served from (README "Authorization").
  ...(APP_ORIGINS ? { appOrigins: APP_ORIGINS.split(',').map((o) => o.trim()) } : {}),
  ...(ACCOUNT_PORTAL_URL ? { accountPortalUrl: ACCOUNT_PORTAL_URL } : {}),
  ...(METRICS_TOKEN ? { metricsToken: METRICS_TOKEN } : {}),
}).catch(refuseToStart);
const url = await app.listen({ port, host });
const where = database.kind === 'pglite' ? `PGlite in ${database.dataDir}` : 'PostgreSQL';
const mode = development ? 'development' : 'production';
app.log.info(`Tessera server listening on ${url} (${where}, ${mode})`);

/**
 * Graceful shutdown: `app.close()` stops accepting connections (new requests on kept-alive
 * ones answer 503), waits for in-flight requests, closes the websockets (and with them the
 * subscriptions), stops listening for notifications and closes the database; then the process
 * exits 0. A second signal, or a shutdown longer than SHUTDOWN_TIMEOUT_MS, exits 1 at once.
 */
let stopping = false;
function shutDown(signal: NodeJS.Signals): void {
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info(`${signal}: shutting down, finishing in-flight requests`);
  setTimeout(() => {
    app.log.error(`shutdown took longer than ${shutdownTimeoutMs} ms; exiting`);
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  app.close().then(
    () => {
      app.log.info('shut down cleanly');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutDown);

/**
 * A PostgreSQL that cannot be reached (or refuses the user, or has no such database) ends the
 * start with one clear line and exit code 1, not a stack (README "Run it").
 */
function refuseToStart(error: unknown): never {
  const line =
    database.kind === 'postgres' ? describeDatabaseFailure(error, database.url) : undefined;
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
