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
    return await pgliteOf(app.tessera.db)!.dumpDataDir('none');
  } finally {
    await app.close();
  }
}
