/**
 * Chromium as the browser tests (playwright.config.ts, tests/e2e/nginx/playwright.config.ts) and the benches
 * (scripts/bench) launch it: Debian's package (`apt-get install chromium`; Playwright cannot
 * download browsers here), headless, without the background work that would skew timings.
 */
import { existsSync } from 'node:fs';

/** The full browser: the benches measure what a person's Chromium does (Lighthouse, long lists). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` where installed (the same engine
 * and version without the desktop browser around it, as Playwright itself runs headless tests).
 * Measured on 18 browser tests with one worker: 163 s → 135 s, CPU 90 s → 67 s.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
