/** Headless Chromium for the benches: the browser and flags of the browser tests (scripts/browser). */
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../browser/chromium';
import { signIn } from '../browser/sign-in';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** A fresh context (empty cache and storage) on the stack's origin, as the 'Desktop Chrome' project. */
export function newContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const { defaultBrowserType: _ignored, ...desktop } = devices['Desktop Chrome'];
  return browser.newContext({ ...desktop, baseURL: origin });
}

/**
 * A page of a fresh context signed in as the internal admin, opened at `path` and gone quiet, with
 * the bearer token the app sent on its API calls (for the bench's own API calls that fill data).
 */
export async function adminPage(
  browser: Browser,
  origin: string,
  path: string,
): Promise<{ page: Page; token: string }> {
  const page = await (await newContext(browser, origin)).newPage();
  let token: string | undefined;
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ') && request.url().includes('/api/')) token = authorization;
  });
  await signIn(page, 'admin');
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (!token) throw new Error('no bearer token seen on the API calls of the signed-in page');
  return { page, token };
}

/**
 * Opens `/` and lands on an account: a user with many accounts and none viewed is asked to choose
 * one (NS-91), and the first in the list (the first by name, where the landing went before) is
 * chosen — remembered, so `/` opens it from then on. Answers once an account's section is open.
 */
export async function landOnAccount(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL(/\/advertiser(\/\d+\/[a-z]|$)/, { timeout: 30_000 });
  if (new URL(page.url()).pathname === '/advertiser') {
    await page.getByRole('list', { name: 'Accounts' }).getByRole('button').first().click({ timeout: 30_000 });
  }
  await page.waitForURL(/\/advertiser\/\d+\/[a-z]/, { timeout: 30_000 });
}
