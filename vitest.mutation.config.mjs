import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The unit tests Stryker runs (`npm run mutation`, stryker.config.mjs): those of the code it
 * mutates — rules files, src/lib and src/api — not the page and component tests.
 *
 * In Node, not jsdom, and without Testing Library: measured on the shared 2-core machine, creating
 * jsdom and loading tests/setup.ts took 79 % of a test file's time, and Stryker runs a file again for
 * every mutant its tests reach (thousands). The few tests that need a browser's globals run in jsdom
 * with the usual setup: a new one goes in DOM_TESTS.
 */
const UNIT_TESTS = ['src/features/**/*.test.ts', 'src/lib/**/*.test.ts', 'src/api/**/*.test.ts'];
const DOM_TESTS = ['src/lib/storage.test.ts', 'src/api/**/*.test.tsx'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      restoreMocks: true,
      // Instrumented code with per-test coverage runs slower: cn's test of every class pair in src
      // (7 s in `npm test`) passed 20 s in Stryker's first run on a busy machine.
      testTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: UNIT_TESTS,
            exclude: DOM_TESTS,
            environment: 'node',
            setupFiles: ['./scripts/unit-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            include: DOM_TESTS,
            environment: 'jsdom',
            setupFiles: ['./scripts/unit-setup.ts', './tests/setup.ts'],
          },
        },
      ],
    },
  }),
);
