// Writes a migrated and seeded PGlite database (its `dumpDataDir()`) to the file named by the
// first argument. Run by the tests' global setup (`seededPgliteTemplate.ts`) in its own Node
// process, which resolves the workspace packages from source like `pnpm start`.
import { writeFile } from 'node:fs/promises';
import { createServer } from '../createServer.js';
import { pgliteOf } from '../db/createDatabase.js';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: writeSeededPglite.ts <file>');
const app = await createServer({ database: { kind: 'pglite' } });
const dump = await pgliteOf(app.tessera.db)!.dumpDataDir('none');
await app.close();
await writeFile(file, Buffer.from(await dump.arrayBuffer()));
