import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/browser/chromium';

const port = Number(process.env.E2E_PORT ?? 4319);
/** The local stack's state for test runs: a temporary folder, emptied of data at each start. */
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `ads-manager-e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: flags and faults are scoped to a persona, and the same persona signs in from several
  // files; run side by side, one file's kill flag or injected fault would reach another's test.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
  // The whole local stack (scripts/serve.ts): app build, IdP, fake backend, flags, starting from the
  // seed (RESET_DATA). `npm test` builds beforehand; serve.ts builds only when dist/ is stale.
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `http://localhost:${port}/config.json`,
    env: { PORT: String(port), DATA_DIR: dataDir, RESET_DATA: '1' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
