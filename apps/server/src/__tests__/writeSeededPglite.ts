// Makes sure the migrated and seeded PGlite database of the current sources is in the test
// cache (`seededPgliteFile`) and prints its file. Run by the tests' global setup
// (`seededPgliteTemplate.ts`) in its own Node process, which resolves the workspace packages from
// source like `pnpm start`.
import { dumpSeededPglite } from '../testing/seededPglite.js';
import { seededPgliteFile } from '../testing/pgliteDumpCache.js';

process.stdout.write(await seededPgliteFile(dumpSeededPglite));
