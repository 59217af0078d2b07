// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import maxFunctionLines from './eslint-rules/max-function-lines.js';

// The web app's areas (docs/architecture.md): app composes the storefront features and the back office; those
// build on lib and components only, and no feature imports another. The features are read from disk, so a new
// one is fenced in without touching this file.
const web = 'apps/web/src';
const features = fs
  .readdirSync(path.join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another: move what both need to lib/ or components/, or compose in app/.',
  })),
  {
    target: `./${web}/features`,
    from: [`./${web}/back-office`, `./${web}/app`],
    message: 'Features build on lib/ and components/; app/ composes them.',
  },
  {
    target: `./${web}/back-office`,
    from: [`./${web}/features`, `./${web}/app`],
    message: 'The back office shares only lib/ and components/ with the storefront.',
  },
  {
    target: [`./${web}/lib`, `./${web}/components`],
    from: [`./${web}/features`, `./${web}/back-office`],
    message: 'lib/ and components/ sit below the features and the back office.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The web app's server build (ADR 0033): a second \`npm test\` in one checkout found it there.
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'e2e/*.mjs', 'scripts/*.mjs', '.ci/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and handlers are async by convention, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports are written without extensions (Vite's bundler resolution) and packages through their exports.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Size limits on production source (ADR 0038): files of at most 400 lines, functions of at most 80, a
    // factory measured by its parts. The schema is one file on purpose (drizzle-kit reads it whole); tests,
    // bench scenarios and scripts read top to bottom and are left out.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**', 'apps/api/src/db/schema.ts'],
    plugins: { local: { rules: { 'max-function-lines': maxFunctionLines } } },
    rules: {
      'max-lines': ['error', { max: 400 }],
      'local/max-function-lines': ['error', { max: 80 }],
    },
  },
  {
    // Imports flow one way: packages never depend on the apps.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@storefront/api*', '@storefront/web*', 'react', 'fastify', 'drizzle-orm*'] },
      ],
    },
  },
);
