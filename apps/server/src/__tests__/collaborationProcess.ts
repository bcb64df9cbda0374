/**
 * A server in a process of its own, for the co-editing crash test (`collaborationCrash.test.ts`):
 * the test kills it with SIGKILL and starts it again on the same database. It listens on PORT
 * (0: any) and prints `ready {port} {token}`: its address and a test administrator's access token.
 * Database: DATABASE_URL + DATABASE_SCHEMA (PostgreSQL), else DATA_DIR (PGlite; LOAD_DATA_DIR
 * names a PGlite dump, e.g. the run's seeded one, that a first start fills the folder from).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from '../createServer.js';
import { TEST_PGLITE_SHARED_BUFFERS } from '../testing/pgliteDumpCache.js';
import type { DatabaseOptions } from '../db/createDatabase.js';
import { testAdminToken } from './signIn.js';

const { DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, LOAD_DATA_DIR } = process.env;
const database: DatabaseOptions = DATABASE_URL
  ? { kind: 'postgres', url: DATABASE_URL, ...(DATABASE_SCHEMA ? { schema: DATABASE_SCHEMA } : {}) }
  : {
      kind: 'pglite',
      dataDir: DATA_DIR!,
      sharedBuffers: TEST_PGLITE_SHARED_BUFFERS,
      ...(LOAD_DATA_DIR ? { loadDataDir: new Blob([await readFile(LOAD_DATA_DIR)]) } : {}),
    };
const app = await createServer({ database, seed: true });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`ready ${port} ${await testAdminToken(app)}`);
