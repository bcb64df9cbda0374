export { createServer } from './createServer.js';
export type { ServerOptions, TesseraServerState } from './createServer.js';
export type {
  DatabaseOptions,
  PgliteDatabaseOptions,
  PostgresDatabaseOptions,
} from './db/createDatabase.js';
export type { Database, Db } from './db/database.js';
export { migrateToLatest, MIGRATIONS } from './db/migrate.js';
export { seedDemo } from './seed/seedDemo.js';
export { DEMO, demoArticleIds } from './demo.js';
