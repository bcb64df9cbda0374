// Shared Vitest preset: packages resolve each other through the "@tessera/source" export
// condition, so tests run straight from src/ with no build step.
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { TEST_PASSWORD_HASH_N } from './testEnv.js';

export const sourceCondition = '@tessera/source';

// Test runs hash passwords cheaply (testEnv.js); workers and the servers they start inherit it.
process.env.PASSWORD_HASH_N ??= TEST_PASSWORD_HASH_N;

/**
 * Node-side tests resolve dependencies as Node does when the server runs (their "node" builds):
 * the "module" builds some ship are for bundlers — the AWS SDK's dist-es imports files without
 * extensions, which Node cannot load once Vitest externalizes them. Every package that starts the
 * server in its tests (api, screens, datasources, …) imports it.
 *
 * @type {import('vite').Plugin}
 */
const nodeBuildsOfDependencies = {
  name: 'node-builds-of-dependencies',
  configEnvironment(name, config) {
    if (name !== 'ssr') return;
    const conditions = config.resolve?.conditions;
    if (conditions && config.resolve) {
      config.resolve.conditions = conditions.filter((condition) => condition !== 'module');
    }
  },
};

/** Vite/Vitest settings that resolve workspace packages to their TypeScript sources. */
export const sourceResolve = {
  plugins: [nodeBuildsOfDependencies],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [sourceCondition, ...defaultServerConditions],
      externalConditions: [sourceCondition],
    },
  },
};

/** @param {import('vitest/config').UserConfig} [overrides] */
export function defineVitestConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      ...sourceResolve,
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        // The JSON report feeds the run-wide summary that CI prints (tooling/scripts/summarize-tests.mjs).
        reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
        testTimeout: 30_000,
        hookTimeout: 120_000,
        // A worker imports the package's modules once for all its test files instead of once per
        // file (a third of the CPU time of most packages' runs). Tests therefore keep no state in
        // modules between files. A browser-mode suite does the same in one page when it empties
        // the page before each test in a setup file (@tessera/react's src/browserTestSetup.ts:
        // react 17.2 instead of 30.4 CPU-s, the screens' views 24.5 instead of 29.8); the widget
        // kit still opts back in (`isolate: true`): its run in one page stalled after 11 of 45
        // files.
        isolate: false,
      },
    }),
    overrides,
  );
}
