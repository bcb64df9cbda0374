/**
 * CLI entry: `pnpm --filter @tessera/server start`.
 * Env: PORT (4000), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; else embedded PGlite in
 * DATA_DIR, default apps/server/.data/pglite), DATABASE_SCHEMA (optional PostgreSQL schema),
 * MEDIA_DIR (uploaded files, default apps/server/.data/media).
 * Always migrates and seeds (both idempotent), then logs the URL it listens on.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer.js';
import type { DatabaseOptions } from './db/createDatabase.js';

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const { DATABASE_URL, DATABASE_SCHEMA } = process.env;
const database: DatabaseOptions = DATABASE_URL
  ? { kind: 'postgres', url: DATABASE_URL, ...(DATABASE_SCHEMA ? { schema: DATABASE_SCHEMA } : {}) }
  : { kind: 'pglite', dataDir: process.env.DATA_DIR ?? defaultDataDir };

// Uploads: the local folder of the media storage (README "Media"); created on first upload.
const media = process.env.MEDIA_DIR ? { dir: process.env.MEDIA_DIR } : {};

const app = await createServer({ database, media, seed: true, logger: true });
const url = await app.listen({ port, host });
const where = database.kind === 'pglite' ? `PGlite in ${database.dataDir}` : 'PostgreSQL';
app.log.info(`Tessera server listening on ${url} (${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
