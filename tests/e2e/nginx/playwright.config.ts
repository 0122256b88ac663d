import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../scripts/browser/chromium';
import type { AppWorkerOptions } from '../fixtures';
import { fromRoot } from '../../../scripts/serve/options';
import { NGINX, NGINX_ORIGIN } from './setup';

/**
 * The browser tests through nginx (this folder): the build served by Debian's nginx with the
 * repository's configuration (deploy/nginx), /api, /idp and /flags proxied to the local stack
 * (scripts/serve/behind-nginx.ts starts both). `npm test` runs them after the main suite:
 *
 *   npx playwright test -c tests/e2e/nginx
 */
export default defineConfig<AppWorkerOptions>({
  testDir: '.',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // As in the main suite (playwright.config.ts): a state gets 15 s to show on a loaded machine.
  expect: { timeout: 15_000 },
  // One stack, and the redeploy test switches the served release: one test at a time.
  workers: 1,
  reporter: [['list'], ['json', { outputFile: fromRoot('reports/playwright-nginx.json') }]],
  // Not the main suite's test-results/: `npm test` runs both suites side by side, and each empties
  // its output folder when it starts (the main suite's traces vanished mid-run).
  outputDir: fromRoot('test-results-nginx'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: NGINX_ORIGIN,
    workerOrigins: [NGINX_ORIGIN],
    trace: 'retain-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'npx tsx scripts/serve/behind-nginx.ts',
    cwd: fromRoot(),
    url: `${NGINX_ORIGIN}/config.json`,
    env: {
      PORT: String(NGINX.port),
      STACK_PORT: String(NGINX.stackPort),
      NGINX_DIR: NGINX.dir,
      DATA_DIR: process.env.E2E_NGINX_DATA_DIR ?? join(tmpdir(), `ads-manager-e2e-nginx-${NGINX.port}`),
      RESET_DATA: '1',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
