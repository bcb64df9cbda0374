import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The root entries of `@tessera/screens` and `@tessera/widgets` are framework-free (screens
// README "Entries", widgets README): their whole module graph — workspace packages followed
// through their sources (the `@tessera/source` condition) — imports no React, MUI or
// antd-mobile. esbuild walks the graph; every other package is left external and named.

const SCREENS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const FRAMEWORK = /^(react|react-dom|antd-mobile|antd-mobile-icons)(\/|$)|^@(mui|emotion)\//;

/** Workspace packages are followed; every other bare import is kept out and recorded. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Every import of a package outside the workspace in the module graph of `source`. */
async function packagesReachedBy(source: string): Promise<{ packages: string[]; files: number }> {
  const result = await build({
    stdin: { contents: `export * from '${source}';`, resolveDir: SCREENS_DIR, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@tessera/source'],
    plugins: [externalPackages],
    logLevel: 'silent',
  });
  const packages = new Set<string>();
  const inputs = Object.values(result.metafile.inputs);
  for (const input of inputs) {
    for (const imported of input.imports) if (imported.external) packages.add(imported.path);
  }
  return { packages: [...packages].sort(), files: inputs.length };
}

describe('root entries', () => {
  it.each([['@tessera/widgets'], ['./src/index.ts']])(
    '%s reaches no React, MUI or antd-mobile',
    async (source) => {
      const { packages, files } = await packagesReachedBy(source);
      expect(files).toBeGreaterThan(5);
      expect(packages.filter((name) => FRAMEWORK.test(name))).toEqual([]);
    },
    30_000,
  );

  it('the walk sees React where it is: @tessera/widgets/react reaches it', async () => {
    const { packages } = await packagesReachedBy('@tessera/widgets/react');
    expect(packages).toContain('react');
  }, 30_000);
});
