import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/lint/**/*.test.ts'],
      restoreMocks: true,
      // Page tests type into forms with user-event against the fake backend; on a busy 2-core CI
      // machine some take several seconds.
      testTimeout: 20_000,
    },
  }),
);
