import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Screens and components run in jsdom with Testing Library (tests/setup.ts); rules, the fake backend,
 * contracts and lint cases run in Node, where a test file starts without creating a DOM (measured
 * for the mutation runs: creating jsdom and loading Testing Library took 79 % of a rules file's time).
 * Both load the messages (scripts/unit-setup.ts). A `.test.ts` file that needs a browser's globals says so in its first line with
 * `// @vitest-environment jsdom` and gets the DOM setup too.
 */
const NODE_TESTS = ['src/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/lint/**/*.test.ts'];

/**
 * The component test files that replace a module with `vi.mock`. The other test files share one
 * module graph per worker (`isolate: false`): React, Radix, Testing Library, the fake backend and
 * the app's modules load once instead of once per file, and jsdom is set up once (measured alone:
 * the DOM files 362 s → 218 s, the Node files 119 s → 82 s; the order of files shuffled gave the
 * same results). A file that mocks a module needs a graph of its own, where the module is not
 * loaded yet: those run isolated, in the `dom-mocks` project (a Node test file mocks none today).
 */
const MOCKING_DOM_TESTS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.test.tsx'))
  .map((path) => join('src', path))
  .filter((path) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path, 'utf8')));

/** What both component test projects run in. */
const DOM = { environment: 'jsdom' as const, setupFiles: ['./scripts/unit-setup.ts', './tests/setup.ts'] };

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      restoreMocks: true,
      // Vitest's default leaves one core of a 2-core CI machine to its main process, which mostly
      // waits: both cores run test files (unit stage 785 s → see docs/benchmarks.md).
      maxWorkers: availableParallelism(),
      // Page tests type into forms with user-event against the fake backend; on a busy 2-core CI
      // machine some take several seconds.
      testTimeout: 20_000,
      // beforeAll hooks start an in-process backend from the seed: 10 s (the default) was not
      // always enough with both cores busy.
      hookTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['src/**/*.test.tsx'],
            exclude: MOCKING_DOM_TESTS,
            isolate: false,
            ...DOM,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-mocks',
            include: MOCKING_DOM_TESTS,
            ...DOM,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: NODE_TESTS,
            environment: 'node',
            isolate: false,
            setupFiles: ['./scripts/unit-setup.ts'],
          },
        },
      ],
    },
  }),
);
