// Writes a migrated and seeded PGlite database (its `dumpDataDir()`) to the file named by the
// first argument. Run by the tests' global setup (`seededPgliteTemplate.ts`) in its own Node
// process, which resolves the workspace packages from source like `pnpm start`.
import { writeFile } from 'node:fs/promises';
import { dumpSeededPglite } from '../testing/seededPglite.js';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: writeSeededPglite.ts <file>');
const dump = await dumpSeededPglite();
await writeFile(file, Buffer.from(await dump.arrayBuffer()));
