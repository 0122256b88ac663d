/**
 * Chromium as the browser tests (playwright.config.ts, tests/e2e/nginx/playwright.config.ts) and the benches
 * (scripts/bench) launch it: Debian's package (`apt-get install chromium`; Playwright cannot
 * download browsers here), headless, without the background work that would skew timings.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
