// The packages whose tests run as one Vitest run from the root (vitestProjects.js).
/**
 * The Node-only packages run that way. `pnpm test:all` leaves them out of turbo's per-package `test` task
 * (tooling/scripts/test-all.sh); each keeps its own vitest.config.ts and `test` script for
 * `pnpm --filter <package> test`. Not here: the server (two workers, global setups for its
 * databases) and the packages with browser-mode tests (widgets, react, screens).
 */
export const NODE_TEST_PACKAGES = [
  'packages/api',
  'packages/conditions',
  'packages/datasources',
  'packages/designer',
  'packages/designer-ui',
  'packages/events',
  'packages/filters',
  'packages/layout',
  'packages/ports',
  'packages/protocol',
  'packages/request',
  'packages/routing',
  'packages/session',
  'packages/validation',
  'packages/workflow',
  'tooling/test-utils',
];
