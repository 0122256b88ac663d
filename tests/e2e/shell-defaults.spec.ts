/**
 * Two shell defaults a new user meets (issue 11):
 * - the 403, 404 and feature-disabled screens are what the user is meant to see, not faults: they
 *   leave the browser console clean, while an unexpected error is still reported there;
 * - before the user picks a locale, the browser's language decides it (NS-10): an en-GB browser
 *   gets dd/mm/yyyy dates and the admin entry opens the gb redemptions.
 */
import type { Page } from '@playwright/test';
import { emailOf, expect, test } from './fixtures';

// Each test loads the app several times on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Every console error and warning, and every uncaught page error, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Signed in on account 1001 (every persona used here may open it; an internal persona with no
 * account viewed would land on "Choose an account", NS-91); answers the open account's path.
 */
async function signedInAccount(
  page: Page,
  signIn: (who: string, options: { from: string }) => Promise<unknown>,
  who: string,
): Promise<string> {
  await signIn(who, { from: '/advertiser/1001' });
  await expect(page).toHaveURL((url) => /^\/advertiser\/\d+\//.test(url.pathname));
  return /^\/advertiser\/\d+/.exec(new URL(page.url()).pathname)?.[0] ?? '';
}

test.describe('expected access errors', () => {
  test('the 403, 404 and feature-disabled screens leave the console clean', async ({ page, signIn, setFlag }) => {
    // Vera (external campaign viewer on 1001) may not manage users; her users screens are turned off too.
    await setFlag('disable-account-management', true, undefined, { userId: emailOf('viewer') });
    await signedInAccount(page, signIn, 'viewer');
    const problems = consoleProblems(page);

    await page.goto('/advertiser/1001/users');
    await expect(title(page, 'Unauthorized')).toBeVisible();

    await page.goto('/advertiser/1001/no-such-page');
    await expect(title(page, 'Page not found')).toBeVisible();

    await page.goto('/advertiser/1001/brands');
    await expect(title(page, 'Feature disabled')).toBeVisible();

    expect(problems).toEqual([]);
  });

  test('an unexpected error is still reported: a screen whose code cannot load offers a reload and is logged once', async ({
    page,
    signIn,
  }) => {
    const account = await signedInAccount(page, signIn, 'admin');
    const problems = consoleProblems(page);
    await page.route(/\/assets\/UsersPage-[^/]*\.js$/, (route) => route.abort());

    await page.goto(`${account}/users`);
    await expect(title(page, 'This page needs a reload')).toBeVisible();
    expect(problems.filter((problem) => problem.includes('Failed to fetch dynamically imported module'))).toHaveLength(
      1,
    );
  });
});

test.describe('an en-GB browser', () => {
  test.use({ locale: 'en-GB' });

  test('SHELL-021 NS-10 before any choice it shows dates as dd/mm/yyyy and /admin opens gb', async ({
    page,
    signIn,
  }) => {
    await signedInAccount(page, signIn, 'admin');

    // The campaign list writes its start and end dates the British way.
    await page.goto('/advertiser/1003/campaigns?size=100');
    const date = /^\d{2}\/\d{2}\/\d{4}$/;
    const table = page.getByRole('table', { name: 'Campaigns' });
    await expect(table.getByRole('cell', { name: date }).first()).toBeVisible();
    const dates = (await table.getByRole('cell').allTextContents()).filter((text) => date.test(text));
    const parts = dates.map((date) => date.split('/').map(Number));
    // Day first: the first number runs past 12 somewhere, the second never does.
    expect(parts.some(([first = 0]) => first > 12)).toBe(true);
    expect(parts.every(([, second = 0]) => second <= 12)).toBe(true);

    // The account popup names the locale and writes its sample date the same way.
    await page.locator('[data-slot="account-switcher-trigger"]').click();
    const popup = page.getByRole('dialog', { name: 'Account and user menu' });
    await expect(popup.getByLabel('Language')).toHaveValue('en-GB');
    await expect(popup.getByText('Dates 31/12/2026 · numbers 1,234,567.89')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/gb');
    await expect(title(page, 'Redemption review: United Kingdom')).toBeVisible();
  });
});
