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
];

const noDeepImports = {
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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/.data/**',
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
            { name: 'react', message: 'Core packages are framework-free (DESIGN.md).' },
            { name: 'react-dom', message: 'Core packages are framework-free (DESIGN.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
