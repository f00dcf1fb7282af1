// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder of apps/web/src/features is a feature: a new one is guarded without editing this file.
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'bench/results/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules (typescript-eslint recommended-type-checked): a promise nobody awaits loses its error;
    // an assertion to the type a value already has hides the day the type changes under it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['*.config.ts'],
    // One program per compiler setting (tsconfig.node.json: the domain, the API and the benchmarks together), not
    // the nearest tsconfig of each file, which built the domain's types again for every package (decision 074).
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './apps/web/tsconfig.json', './e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: no I/O, no HTTP, no SQL, no React.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'pg',
            'fastify*',
            'drizzle-orm*',
            'react*',
            '@mui/*',
            '@safc/api',
            '@safc/web',
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow app -> features -> shared. Features never import each other or the app.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move shared code to components/ or lib/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // One query-key factory per resource, in lib/query-keys/<resource>.ts (docs/decisions/010): a key written
    // inline, or a key factory elsewhere, can differ from the one a mutation invalidates and go stale unseen.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Take the query key from its factory in lib/query-keys/<resource>.ts, not an inline array.',
        },
        {
          selector: 'VariableDeclarator[id.name=/[kK]eys?$/] ArrayExpression',
          message: 'Query-key factories live in lib/query-keys/<resource>.ts.',
        },
      ],
    },
  },
  prettier,
);
