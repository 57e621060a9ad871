import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

/** Features never import each other: shared code → features → app. */
function featureBoundaries(root) {
  const dir = `${root}/src/features`;
  const features = existsSync(dir) ? readdirSync(dir) : [];
  return features.map((feature) => ({
    target: `./${root}/src/features/${feature}`,
    from: `./${root}/src/features`,
    except: [`./${feature}`],
    message:
      'Features must not import each other; move what both need to lib/ or components/ (client) or domain/ (server).',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/src/generated/**',
      'server/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'contracts/tsconfig.json',
            'server/tsconfig.json',
            'client/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Plain scripts a browser page runs: the landing shell, and the tests' stand-in for Google's api.js.
    files: ['client/public/**/*.js', 'e2e/support/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('client'),
            {
              target: [
                './client/src/features',
                './client/src/components',
                './client/src/lib',
                './client/src/config',
                './client/src/stores',
                './client/src/hooks',
              ],
              from: './client/src/app',
              message: 'Only the app layer composes features.',
            },
            {
              target: [
                './client/src/components',
                './client/src/lib',
                './client/src/config',
                './client/src/stores',
                './client/src/hooks',
              ],
              from: './client/src/features',
              message: 'Shared code must not depend on a feature.',
            },
            {
              target: './client/src/config',
              from: [
                './client/src/components',
                './client/src/lib',
                './client/src/stores',
                './client/src/hooks',
              ],
              message: 'Configuration is the bottom layer: it imports nothing else of the app.',
            },
            {
              // Every module of src but the test helpers themselves and the tests.
              target: ['./client/src/*.{ts,tsx}', './client/src/!(testing)/**/!(*.test).{ts,tsx}'],
              from: './client/src/testing',
              message: 'Test helpers are for tests (*.test.ts, *.test.tsx) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('server'),
            // Layers, lowest first: lib → middleware → domain → features → routes, app, jobs.
            {
              target: './server/src/lib',
              from: [
                './server/src/middleware',
                './server/src/domain',
                './server/src/features',
                './server/src/jobs',
                './server/src/sandbox',
              ],
              message: 'lib/ is the bottom layer: it imports no other part of the server.',
            },
            {
              target: ['./server/src/middleware', './server/src/db', './server/src/sandbox'],
              from: ['./server/src/domain', './server/src/features', './server/src/jobs'],
              message:
                'Middleware, db and the sandbox must not depend on the domain layer or a feature.',
            },
            {
              target: './server/src/domain',
              from: ['./server/src/features', './server/src/jobs'],
              message: 'The domain layer serves features; it never imports one.',
            },
            {
              target: './server/src/features',
              from: './server/src/jobs',
              message: 'Features do not import the background jobs; main.ts starts them.',
            },
            {
              target: './contracts',
              from: ['./server', './client'],
              message: 'Contracts depend on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
);
