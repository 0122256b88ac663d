/** Headless Chromium for the benches: the browser and flags of playwright.config.ts. */
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The same flags as playwright.config.ts (kept in step by hand: that file exports nothing). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** A fresh context (empty cache and storage) on the stack's origin, as the 'Desktop Chrome' project. */
export function newContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...desktop } = devices['Desktop Chrome'];
  return browser.newContext({ ...desktop, baseURL: origin });
}
