import { createServer } from '../createServer.js';
import { pgliteOf } from '../db/createDatabase.js';

/**
 * Migrates and seeds a fresh in-memory PGlite and answers its dump (`dumpDataDir()`). A test
 * database loaded from it (`loadDataDir`) starts migrated and seeded without doing either again:
 * seeding the demo is most of a test server's start.
 */
export async function dumpSeededPglite(): Promise<Blob> {
  const app = await createServer({ database: { kind: 'pglite' }, logger: false });
  try {
    const pglite = pgliteOf(app.tessera.db)!;
    // A checkpoint first: a copy then opens without replaying the seed's WAL (a fifth less CPU
    // per test database).
    await pglite.exec('checkpoint');
    return await pglite.dumpDataDir('none');
  } finally {
    await app.close();
  }
}
