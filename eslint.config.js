// One linter for the whole tree. The layering rules of DESIGN.md are enforced here:
// nobody imports another package's internals, and core packages never import React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const corePackages = [
  'protocol',
  'request',
  'api',
  'routing',
  'conditions',
  'filters',
  'validation',
  'layout',
  'datasources',
  'events',
  'session',
  'ports',
  'workflow',
  'designer',
];

// CONVENTIONS §5 (inject the environment): core code takes a clock, a storage and a navigation
// port instead of reading host globals. Every core package is held to it.
const ambientFreePackages = [
  'protocol',
  'request',
  'api',
  'conditions',
  'filters',
  'validation',
  'layout',
  'routing',
  'events',
  'session',
  'datasources',
  'ports',
  'workflow',
  'designer',
];

const ambientGlobals = [
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'fetch',
  'localStorage',
  'sessionStorage',
  'location',
  'document',
  'window',
  'navigator',
  'addEventListener',
];

const ambientMessage = 'Take it as a port from @tessera/ports (CONVENTIONS §5).';

const noDeepImports = {
  paths: [
    {
      // `import Type from 'typebox'` is the whole namespace object: every builder, the script
      // parser with them, lands in the pc-runtime's first download (pc-runtime README "Initial JS").
      name: 'typebox',
      importNames: ['default'],
      message: "Import the builders by name: import { Type } from 'typebox'.",
    },
  ],
  patterns: [
    {
      group: ['@tessera/*/src', '@tessera/*/src/*'],
      message: 'Import the package entry point, not its source files.',
    },
    {
      group: ['**/packages/*/src/*', '../../packages/*', '../../../packages/*'],
      message: 'Import other packages by name.',
    },
  ],
};

const kitPackages = ['widgets', 'screens'];
const muiOnlyInPc = {
  group: ['@mui/*', '@emotion/*'],
  message: 'MUI belongs to the Pc views: import it under src/pc only.',
};
const antdOnlyInMobile = {
  group: ['antd-mobile', 'antd-mobile/*', 'antd-mobile-icons', 'antd-mobile-icons/*'],
  message: 'antd-mobile belongs to the mobile views: import it under src/mobile only.',
};
/** The deep-import rule plus the UI kits a folder must not import. */
const kitImports = (kits) => ({ ...noDeepImports, patterns: [...noDeepImports.patterns, ...kits] });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/e2e-build/**',
      '**/e2e-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', noDeepImports],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: corePackages.map((p) => `packages/${p}/src/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...noDeepImports,
          paths: [
            ...noDeepImports.paths,
            { name: 'react', message: 'Core packages are framework-free (DESIGN.md).' },
            { name: 'react-dom', message: 'Core packages are framework-free (DESIGN.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ambientFreePackages.map((p) => `packages/${p}/src/**/*.ts`),
    ignores: [
      '**/*.test.ts',
      '**/__tests__/**',
      // The browser defaults of the ports: the one place that reads the globals, and only when
      // a factory is called.
      'packages/ports/src/browser*.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...ambientGlobals.map((name) => ({ name, message: ambientMessage })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use clock.now() (CONVENTIONS §5).' },
        ...ambientGlobals.map((property) => ({
          object: 'globalThis',
          property,
          message: ambientMessage,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use new Date(clock.now()) (CONVENTIONS §5).',
        },
      ],
    },
  },
  // The server's functions take a context and at most three values (apps/server README
  // "Request context"): more become one options object.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/__tests__/**',
      'apps/server/src/workflow/definitions/testCalls.ts',
    ],
    rules: { '@typescript-eslint/max-params': ['error', { max: 4 }] },
  },
  // The UI kits stay in their flavours (widgets and screens): `@mui/*` only under src/pc,
  // `antd-mobile` only under src/mobile; the shared core imports neither.
  {
    files: kitPackages.map((p) => `packages/${p}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', kitImports([muiOnlyInPc, antdOnlyInMobile])] },
  },
  {
    files: kitPackages.map((p) => `packages/${p}/src/pc/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', kitImports([antdOnlyInMobile])] },
  },
  {
    files: kitPackages.map((p) => `packages/${p}/src/mobile/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', kitImports([muiOnlyInPc])] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
