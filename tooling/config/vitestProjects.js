// The workspace's Node-only unit tests as one Vitest run (the root vitest.config.ts, `pnpm
// test:node`, turbo's `//#test:node` in `pnpm test:all`): one process and one module graph per
// worker instead of one Vitest per package, each transforming and importing the server again
// (api, datasources, request, designer-ui and test-utils all start real servers).
import { join } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { NODE_TEST_PACKAGES } from './nodeTestPackages.js';

/**
 * Vitest projects made from the packages' own configs: packages whose configs are the same apart
 * from `include` share one project (one Vite server; with the preset's `isolate: false` a worker
 * imports their common modules once), any other config is a project of its own.
 *
 * @param {string} root the repository root
 * @returns {Promise<import('vitest/config').TestProjectInlineConfiguration[]>}
 */
export async function nodeTestProjects(root) {
  const groups = new Map();
  for (const dir of NODE_TEST_PACKAGES) {
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'test' },
      join(root, dir, 'vitest.config.ts'),
      join(root, dir),
      'silent',
    );
    if (!loaded) throw new Error(`${dir} has no vitest.config.ts`);
    // The reporters are the run's, not a project's.
    const { include = [], reporters: _reporters, ...test } = loaded.config.test ?? {};
    const shared = { ...loaded.config, test };
    const key = JSON.stringify(shared);
    const group = groups.get(key) ?? { config: shared, include: [], names: [] };
    group.include.push(...include.map((pattern) => `${dir}/${pattern}`));
    group.names.push(dir.split('/').pop());
    groups.set(key, group);
  }
  return [...groups.values()].map(({ config, include, names }) => ({
    ...config,
    test: { ...config.test, name: names.join(', '), root, include },
  }));
}
