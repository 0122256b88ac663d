import { availableParallelism } from 'node:os';
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
            environment: 'jsdom',
            setupFiles: ['./scripts/unit-setup.ts', './tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: NODE_TESTS,
            environment: 'node',
            setupFiles: ['./scripts/unit-setup.ts'],
          },
        },
      ],
    },
  }),
);
