import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/browser/chromium';
import { E2E_WORKERS, stackOrigin, stackPort } from './tests/e2e/fixtures/stacks';

export default defineConfig({
  testDir: 'tests/e2e',
  // The tests through nginx have a configuration of their own (tests/e2e/nginx/playwright.config.ts).
  testIgnore: /tests[\\/]e2e[\\/]nginx[\\/]/,
  // Files run side by side, each worker against a local stack of its own (tests/e2e/fixtures/stacks.ts):
  // one file's flags, faults and data never reach another's. A file's tests run in order.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The machines these run on are shared and often loaded: a state gets 15 s to show (the default is
  // 5 s). An assertion still passes as soon as it holds.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // Worker 0's; the fixtures give each worker its own (tests importing `test` from ./fixtures).
    baseURL: stackOrigin(0),
    // A failed test keeps its trace: DOM snapshots, network, console. Screenshots are left out, as
    // recording them took a third of the suite's CPU (24 tests at three workers: 192 s with them,
    // 148 s without, 134 s with no trace); `npm test` runs with --trace off (scripts/test-all.sh).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
  // The whole local stack (scripts/serve.ts) once per worker: app build, IdP, fake backend, flags,
  // starting from the seed (RESET_DATA) in a temporary data folder. `npm test` builds beforehand;
  // serve.ts builds only when dist/ is stale.
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'npx tsx scripts/serve.ts',
    url: `${stackOrigin(worker)}/config.json`,
    env: {
      PORT: String(stackPort(worker)),
      DATA_DIR: join(process.env.E2E_DATA_DIR ?? tmpdir(), `ads-manager-e2e-${String(stackPort(worker))}`),
      RESET_DATA: '1',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  })),
});
