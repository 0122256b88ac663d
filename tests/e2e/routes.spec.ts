/**
 * The route table's journeys in the browser (part 1 §2, src/app/routes.tsx): signed out, every route
 * goes to /login; signed in, / opens the landing account, /advertiser the account picker, and the
 * redemptions entry follows the chosen locale. Every route, redirect and 404 of the table, and who
 * may open which, are component tests of the whole app: src/app/route-table.test.tsx and
 * route-guards.test.tsx.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every test loads the app several times (each deep link is a fresh load), on a machine that may be
// busy: a page may take longer than the default 5 s to show. Assertions still pass as soon as they hold.
test.describe.configure({ timeout: 90_000 });

const ADMIN_ACCOUNT = 1001;
const base = `/advertiser/${String(ADMIN_ACCOUNT)}`;

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page's title (every screen and system page has one h1). */
const title = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('SHELL-001 AUTH-006 only /login and /cognito-callback are public: a signed-out visit to any other route goes to /login with the path as returnTo', async ({
  page,
}) => {
  // /login itself shows the login screen.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();
  expect(pathOf(page)).toBe('/login');

  // /cognito-callback without an answer to process starts over at /login (no guard in between).
  await page.goto('/cognito-callback');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();

  for (const path of [
    '/advertiser',
    `${base}/performance/campaigns`,
    `${base}/campaign/5001/review`,
    `${base}/users`,
    '/accounts',
    '/c/5001',
    '/admin/redemptions/us',
    '/no/such/page',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === path);
    await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();
    // Nothing of the signed-in app rendered on the way.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  }

  // The root needs a sign-in too; it is where the app goes anyway, so no returnTo is kept.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && !url.searchParams.has('returnTo'));
  await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();
});

test('SHELL-002 / opens the landing account: the only account of a single-account user', async ({ page, signIn }) => {
  await signIn('viewer');
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${base}/`));
  // The account is open: its name is on the account switcher.
  await expect(page.locator('[data-slot="account-switcher-trigger"]')).toContainText('Acme Outfitters');
});

test('SHELL-002 / opens the most recently viewed account when the user has several', async ({ page, signIn }) => {
  await signIn('agencyManager');
  await expect(page).toHaveURL((url) => /^\/advertiser\/100[3-8]\//.test(url.pathname));
  await page.goto('/advertiser/1006/users');
  await expect(title(page, 'Users')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/1006/'));
  await expect(page.locator('[data-slot="account-switcher-trigger"]')).toContainText('Thistle & Rose Florists');
});

test('SHELL-008 /advertiser shows the account picker, and choosing an account opens it', async ({ page, signIn }) => {
  await signIn('agencyManager');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await page.goto('/advertiser');
  await expect(title(page, 'Choose an account')).toBeVisible();
  const main = page.getByRole('main');
  // Alex's six advertisers, each listed once: those recently viewed under Recently viewed, the
  // others under Accounts (issue 27), and with more than five the search box.
  const lists = main.getByRole('list', { name: /^(Recently viewed|Accounts)$/ });
  for (const name of [
    'Lakeside Coffee Roasters',
    'Pinecrest Pharmacy',
    'Redline Auto Care',
    'Thistle & Rose Florists',
    'Golden Wok Kitchen',
    'Summit Fitness Clubs',
  ]) {
    await expect(lists.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);
  }
  await expect(lists.getByRole('button')).toHaveCount(6);
  await expect(main.getByRole('searchbox', { name: 'Search accounts' })).toBeVisible();
  expect(pathOf(page)).toBe('/advertiser');
  await lists.getByRole('button', { name: /Pinecrest Pharmacy/ }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/1004/'));
  await expect(page.locator('[data-slot="account-switcher-trigger"]')).toContainText('Pinecrest Pharmacy');
});

test('SHELL-021 the redemptions entry goes to us in en-US and to gb once the locale is en-GB, and remembers it', async ({
  page,
  signIn,
}) => {
  // Only lowercase us and gb exist: src/app/route-table.test.tsx.
  await signIn('admin', { from: `${base}/users` });
  await expect(title(page, 'Users')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Redemptions admin' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/us');

  // The locale selector of the account popup (flag show-locale-selector is on in flags.json).
  await page.locator('[data-slot="account-switcher-trigger"]').click();
  const popup = page.getByRole('dialog', { name: 'Account and user menu' });
  await popup.getByLabel('Language').selectOption('en-GB');
  await expect(popup.getByLabel('Language')).toHaveValue('en-GB');
  await expect(popup.getByRole('definition').filter({ hasText: 'English (United Kingdom)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await nav.getByRole('link', { name: 'Redemptions admin' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/gb');
  await expect(title(page, 'Redemption review: United Kingdom')).toBeVisible();

  // The choice is remembered: a fresh load of the admin entry goes to gb as well.
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/gb');
});
