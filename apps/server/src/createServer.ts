import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDatabase, dropSchema, type DatabaseOptions } from './db/createDatabase.js';
import { migrateToLatest } from './db/migrate.js';
import { createSchemaCache, type SchemaCache } from './graphql/schemaCache.js';
import { installErrorHandler } from './http/errorHandler.js';
import { registerGraphqlRoute } from './routes/graphqlRoute.js';
import { registerPageRoutes } from './routes/pageRoutes.js';
import { registerSettingsRoute } from './routes/settingsRoute.js';
import { seedDemo } from './seed/seedDemo.js';
import type { Db } from './db/database.js';

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** Where the data lives: embedded PGlite (default, in memory) or a PostgreSQL URL. */
  database?: DatabaseOptions;
  /** Write the demo app (idempotent). Default true. */
  seed?: boolean;
  /** Fastify's request logger. Default false. */
  logger?: boolean;
}

/** What {@link createServer} adds to the Fastify instance. */
export interface TesseraServerState {
  /** The one query layer; destroyed when the server closes. */
  db: Db;
  /** The per-app GraphQL schemas; invalidate after changing an app's schemas. */
  graphqlSchemas: SchemaCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    tessera: TesseraServerState;
  }
}

/**
 * Creates the reference server: opens the database, runs the migrations, seeds the demo app
 * (unless `seed: false`) and registers every route of the foundation slice. Answers a ready
 * Fastify instance that is not listening yet; `close()` also closes the database.
 *
 * @example
 * ```ts
 * const app = await createServer({ database: { kind: 'pglite' } });
 * await app.listen({ port: 4000, host: '127.0.0.1' });
 * ```
 */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? { kind: 'pglite' };
  const db = await createDatabase(database);
  const closeDatabase = async () => {
    if (database.kind === 'postgres' && database.schema && database.dropSchemaOnClose) {
      await dropSchema(db, database.schema);
    }
    await db.destroy();
  };
  try {
    await migrateToLatest(db);
    if (options.seed ?? true) await seedDemo(db);
  } catch (error) {
    await closeDatabase().catch(() => undefined);
    throw error;
  }

  const app = Fastify({ logger: options.logger ?? false });
  const graphqlSchemas = createSchemaCache(db);
  app.decorate('tessera', { db, graphqlSchemas });
  app.addHook('onClose', closeDatabase);

  try {
    installErrorHandler(app);
    // Apps are served from other origins (Vite dev servers, CDNs) and send cookies (spec 1 §7 XSRF).
    await app.register(cors, { origin: true, credentials: true });
    registerSettingsRoute(app, db);
    registerPageRoutes(app, db);
    registerGraphqlRoute(app, graphqlSchemas);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
