// Setup file of this package's browser-mode tests and of @tessera/screens' views, which run all
// their files in one page and one module graph (`isolate: false`, vitest.config.ts).
// vitest-browser-react empties the page before each test through a `beforeEach` it registers when
// first imported, which covers the first file only once modules are shared; a setup file runs
// again for every file, so this covers them all. (Not in the shared preset's folder: from there
// `vitest` and `vitest-browser-react` resolve to other instances than the tests'. And from the
// pre-bundled package entry, as the tests import it: its `/pure` entry would be bundled in the
// middle of the run, reloading the page.)
import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

beforeEach(() => cleanup());
