import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of docs/architecture.md, as lint rules so the plan and the code cannot drift:
 * each entry restricts what the files of one room may import.
 */
const room = (pattern, message) => ({ group: pattern, message });
const noMocks = room(['@generated/*/*.msw', '@/mocks/*'], 'Runtime code never imports mocks.');
const rooms = [
  {
    files: ['src/components/**', 'src/lib/**'],
    patterns: [
      room(
        ['@/features/*', '@/shell/*', '@/app/*', '**/features/**', '**/shell/**', '**/app/**'],
        'components/ui and lib are leaves: they import nothing from features, shell or app.',
      ),
    ],
  },
  {
    files: ['src/features/**'],
    patterns: [
      room(
        ['@/shell/*', '@/app/*'],
        'features may import generated, api, access, auth, components, lib and i18n only.',
      ),
      room(['@/features/*/*'], 'Import another feature only through its index.ts (@/features/<area>).'),
    ],
  },
  {
    files: ['src/api/**', 'src/i18n/**', 'src/config/**', 'src/access/**', 'src/auth/**', 'src/shell/**', 'src/app/**'],
    patterns: [],
  },
];
/** Tests and test helpers may start the fake backend; the rest of each room's rules still hold. */
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];
const boundaries = [
  ...rooms.map(({ files, patterns }) => ({ files, ignores: TESTS, patterns: [...patterns, noMocks] })),
  ...rooms
    .filter(({ patterns }) => patterns.length > 0)
    .map(({ files, patterns }) => ({ files: files.map((glob) => `${glob}/*.test.{ts,tsx}`), patterns })),
  {
    files: ['src/mocks/**'],
    patterns: [
      room(
        ['@/features/*', '@/shell/*', '@/app/*', '@/components/*', '@/auth/*'],
        'mocks import generated types and lib, never screens.',
      ),
    ],
  },
];

export default defineConfig(
  {
    ignores: [
      'dist',
      'generated',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.cache',
      '.probe',
      '.drift',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
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
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the versioned storage of src/lib; tokens never go to localStorage.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  ...boundaries.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
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
