/**
 * CLI entry: `pnpm --filter @tessera/server start`.
 * Env: PORT (4000), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; else embedded PGlite in
 * DATA_DIR, default apps/server/.data/pglite), DATABASE_SCHEMA (optional PostgreSQL schema),
 * DATABASE_POOL_SIZE (10) and STATEMENT_TIMEOUT_MS (5000) on PostgreSQL,
 * MEDIA_DIR (uploaded files, default apps/server/.data/media) or object storage instead:
 * MEDIA_S3_BUCKET (S3-compatible storage, chosen when set; the bucket must exist: checked at start),
 * MEDIA_S3_ENDPOINT (a MinIO/S3-compatible server's URL; unset: AWS S3), MEDIA_S3_REGION
 * (us-east-1), MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY (unset: the AWS SDK's default
 * credential chain), MEDIA_S3_PATH_STYLE (`true`/`false`; default true with an endpoint), PUBLIC_URL (the server's public
 * URL, answered as the settings' base URLs), NODE_ENV (`development`: base URLs follow the
 * caller's Host when PUBLIC_URL is unset; `production`: no development SMS or e-mail sender, so
 * codes cannot be sent until a provider is configured), APP_ORIGINS (comma-separated origins of the apps),
 * ISSUER (the token issuer URL; default `{PUBLIC_URL or http://HOST:PORT}/oidc`),
 * ACCOUNT_PORTAL_URL (the account portal, linked from the sign-in page), METRICS_TOKEN (the bearer
 * token `/metrics` needs outside development),
 * SMTP_URL (the e-mail channel of notifications, e.g. smtps://user:pass@smtp.example.com:465;
 * without it development starts a local SMTP server on DEV_SMTP_PORT, default any free port),
 * MAIL_FROM (the notification mails' From), SHUTDOWN_TIMEOUT_MS (30000), SHUTDOWN_DRAIN_MS (0: how long `/readyz` answers 503 before the
 * server stops listening, so a balancer drains it), TRUST_PROXY (a hop count, `true`, or
 * comma-separated proxy addresses/CIDRs whose X-Forwarded-For is believed; default none).
 * Migrates, seeds the demo once per database, logs the URL it listens on, and shuts down
 * gracefully on SIGTERM/SIGINT (README "Health, readiness, metrics and shutdown").
 */
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer.js';
import { createUnconfiguredSmsSender } from './identity/smsSender.js';
import { createUnconfiguredEmailSender } from './identity/emailSender.js';
import type { DatabaseOptions } from './db/createDatabase.js';
import { describeDatabaseFailure } from './db/databaseErrors.js';
import { checkS3Bucket } from './media/createS3Storage.js';
import { readMediaEnv } from './media/mediaEnv.js';

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
  SMTP_URL,
  MAIL_FROM,
  DEV_SMTP_PORT,
} = process.env;
const poolSize = process.env.DATABASE_POOL_SIZE;
const statementTimeout = process.env.STATEMENT_TIMEOUT_MS;
const database: DatabaseOptions = DATABASE_URL
  ? {
      kind: 'postgres',
      url: DATABASE_URL,
      ...(DATABASE_SCHEMA ? { schema: DATABASE_SCHEMA } : {}),
      ...(poolSize ? { poolSize: Number(poolSize) } : {}),
      ...(statementTimeout ? { statementTimeoutMs: Number(statementTimeout) } : {}),
    }
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
const shutdownDrainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
const trustProxy = readTrustProxy(process.env.TRUST_PROXY);

// Uploads: a local folder (created on first upload) or S3-compatible object storage (README
// "Media on object storage"); a half-given S3 configuration, or a bucket that cannot be used,
// ends the start with one line.
const media = readMediaOrExit();
if (media.s3) await checkS3Bucket(media.s3).catch(exitWith);

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
  // README "Notification delivery": the e-mail channel's SMTP server.
  notifications: {
    ...(SMTP_URL ? { smtpUrl: SMTP_URL } : {}),
    ...(MAIL_FROM ? { mailFrom: MAIL_FROM } : {}),
    ...(DEV_SMTP_PORT ? { devSmtpPort: Number(DEV_SMTP_PORT) } : {}),
  },
  ...(trustProxy === undefined ? {} : { trustProxy }),
}).catch(refuseToStart);
const url = await app.listen({ port, host });
const where = database.kind === 'pglite' ? `PGlite in ${database.dataDir}` : 'PostgreSQL';
const mode = development ? 'development' : 'production';
app.log.info(`Tessera server listening on ${url} (${where}, ${mode})`);
if (app.tesseraDelivery.devMailbox) {
  app.log.info(
    `development SMTP server on ${app.tesseraDelivery.devMailbox.url}: notification mails are answered by ${url}/api/dev/email-outbox?email=`,
  );
}

/**
 * Graceful shutdown: first `/readyz` answers 503 for SHUTDOWN_DRAIN_MS while requests are still
 * served (a balancer's health check takes the instance out), then `app.close()` stops accepting
 * connections (new requests on kept-alive ones answer 503), waits for in-flight requests, closes
 * the websockets (and with them the subscriptions), stops listening for notifications and closes the database; then the process
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
  app.tessera.drain();
  const close = () => app.close();
  const drained =
    shutdownDrainMs > 0
      ? new Promise<void>((done) => setTimeout(done, shutdownDrainMs)).then(close)
      : close();
  drained.then(
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

/** TRUST_PROXY: a hop count, `true`, or comma-separated addresses/CIDRs (Fastify trustProxy). */
function readTrustProxy(value: string | undefined): boolean | number | string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value);
  if (value.trim() === 'true') return true;
  return value.split(',').map((entry) => entry.trim());
}

/** {@link readMediaEnv}, ending the start with one line and exit code 1 on a bad setting. */
function readMediaOrExit() {
  try {
    return readMediaEnv(process.env);
  } catch (error) {
    return exitWith(error);
  }
}

/** Ends the start with the error's message as one line and exit code 1. */
function exitWith(error: unknown): never {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

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
