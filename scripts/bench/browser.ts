/** Headless Chromium for the benches: the browser and flags of the browser tests (scripts/browser). */
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../browser/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** A fresh context (empty cache and storage) on the stack's origin, as the 'Desktop Chrome' project. */
export function newContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...desktop } = devices['Desktop Chrome'];
  return browser.newContext({ ...desktop, baseURL: origin });
}
