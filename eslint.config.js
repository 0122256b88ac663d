import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Import boundaries (docs/architecture.md, "Import boundaries"): for each folder of src/, the
 * folders it may import; its own folder always. Held by import-x/no-restricted-paths on resolved
 * file paths, so `@/…` aliases and relative paths (`../../shell`) are caught alike. Tests and test
 * helpers may also import src/testing and src/mocks; runtime code may not.
 * tests/lint/boundaries.test.ts feeds ESLint an import of each kind and expects the verdict.
 */
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const COMPONENTS = readdirSync(join(import.meta.dirname, 'src/components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Another feature only through its index.ts, or its data.ts where it has one: the reads and rules
 * without screens, so a small first screen does not load another feature's dialogs.
 */
const FEATURE_INDEXES = FEATURES.flatMap((feature) => [`features/${feature}/index.ts`, `features/${feature}/data.ts`]);
/** The app composes each feature's routes.tsx (imported directly, to keep features' hooks off the first page). */
const FEATURE_ROUTES = FEATURES.map((feature) => `features/${feature}/routes.tsx`);
const SHARED = ['access', 'api', 'auth', 'components', 'generated', 'i18n', 'lib', 'user-accounts'];

/** Folder (below src/) → what it may import (below src/, and `generated`). */
const IMPORT_TABLE = {
  i18n: [],
  lib: ['i18n'],
  config: ['lib'],
  api: ['config', 'i18n', 'lib'],
  access: ['api', 'config', 'generated', 'i18n', 'lib'],
  auth: ['access', 'api', 'config', 'i18n', 'lib'],
  // api: the save path of every form reads the transport's error (components/forms).
  ...Object.fromEntries(COMPONENTS.map((part) => [`components/${part}`, ['api', 'components', 'i18n', 'lib']])),
  'user-accounts': ['api', 'auth', 'config', 'generated', 'i18n', 'lib'],
  ...Object.fromEntries(FEATURES.map((feature) => [`features/${feature}`, [...SHARED, ...FEATURE_INDEXES]])),
  shell: [...SHARED, 'config'],
  app: [...SHARED, 'config', 'shell', ...FEATURE_INDEXES, ...FEATURE_ROUTES],
  'main.tsx': ['access', 'app', 'config', 'index.css'],
  // The fake backend: generated types and lib, never screens (api: its tests compare answers with the error catalogue).
  mocks: ['api', 'generated', 'lib'],
  testing: [
    'access',
    'api',
    'app',
    'auth',
    'components',
    'config',
    'features',
    'generated',
    'i18n',
    'lib',
    'mocks',
    'shell',
    'user-accounts',
  ],
};
/** What generated/ may import of src/: orval's mutator and query-key prefixer. */
const GENERATED_MAY_IMPORT = ['api/http.ts', 'api/query-keys.ts'];
const TEST_HELPERS = ['testing', 'mocks'];

function boundaryZones({ tests }) {
  return Object.entries(IMPORT_TABLE).flatMap(([folder, allowed]) => {
    const may = [...new Set([folder, ...allowed, ...(tests ? TEST_HELPERS : [])])];
    const message = `src/${folder} may import ${may.filter((path) => path !== folder).join(', ') || 'nothing else'} (docs/architecture.md, "Import boundaries").`;
    const target = `./src/${folder}`;
    return [
      { target, from: './src', except: may.filter((path) => path !== 'generated').map((path) => `./${path}`), message },
      may.includes('generated')
        ? { target, from: './generated/**/*.msw.ts', message: 'Only tests import the generated MSW mocks.' }
        : { target, from: './generated', message },
    ].filter((zone) => tests === false || !zone.from.endsWith('.msw.ts'));
  });
}

const TESTS = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];

/**
 * Issue 24: screens use the kit (src/components/ui), not raw form elements: NativeSelect / Select
 * for `<select>`, the file drop zone for `<input type="file">`, Section / CheckboxGroup /
 * RadioGroup for `<fieldset>`. No file of src/features or src/shell is exempt.
 */
const RAW_CONTROLS = [
  {
    selector: "JSXOpeningElement[name.name='select']",
    message: 'Use NativeSelect or Select from src/components/ui, not a raw <select>.',
  },
  {
    selector: "JSXOpeningElement[name.name='input']:has(JSXAttribute[name.name='type'][value.value='file'])",
    message: 'Use the file drop zone from src/components/ui, not a raw <input type="file">.',
  },
  {
    selector: "JSXOpeningElement[name.name='fieldset']",
    message: 'Use Section, CheckboxGroup or RadioGroup from src/components/ui, not a raw <fieldset>.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'test-results-nginx',
      'playwright-report',
      '.cache',
      '.probe',
      '.drift',
      '.data',
    ],
  },
  {
    // generated/ is linted for its import boundary only (the last block).
    ignores: ['generated/**'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
  },
  {
    ignores: ['generated/**'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Off, for a quarter of ESLint's time on the critical path of `npm test` (TIMING=1: 10.4 % and
      // 14.5 %): the code declares no TypeScript enums (objects `as const` stand for them); the
      // second only refuses a plain object where a class instance is typed.
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the versioned storage of src/lib; tokens never go to localStorage.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'generated/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (the cycle rule reads their imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/features/**/*.tsx', 'src/shell/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_CONTROLS] },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }] },
  },
  {
    files: ['generated/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './generated',
              from: './src',
              except: GENERATED_MAY_IMPORT.map((path) => `./${path}`),
              message: `generated/ imports only ${GENERATED_MAY_IMPORT.map((path) => `src/${path}`).join(' and ')}.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['scripts/**', 'tests/e2e/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
