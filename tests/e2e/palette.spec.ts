/**
 * The command palette (issue 26, NS-86) in the built app: ⌘K / Ctrl+K or the header's Search button
 * opens it; it finds campaigns, ad groups and ads by name in every account the user holds and by id,
 * accounts, the screens of the menu and actions; Enter opens; nothing the user may not open shows.
 * Seed: the agency manager holds 1003–1008; "Oil change special 2026" is campaign 5090 of 1005
 * (Redline Auto Care); ad 7001 "10% back in store" is in ad group 6001 of campaign 5001 (1001); the
 * admin holds every account, 7001 among them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Jump to' });
const search = (page: Page) => palette(page).getByRole('combobox');

async function openWithKeys(page: Page) {
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeFocused();
}

test('palette: a campaign by name in another account of the user opens with Enter', async ({ page, signIn }) => {
  await signIn('agencyManager', { from: '/advertiser/1003' });
  await expect(page).toHaveURL(/\/advertiser\/1003(\/|$)/);
  await openWithKeys(page);
  await page.keyboard.type('Oil change');
  const row = palette(page).getByRole('option', { name: /Oil change special 2026/ });
  await expect(row).toContainText('Redline Auto Care');
  await expect(palette(page).getByRole('group', { name: 'In other accounts' })).toContainText('Oil change special');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/advertiser/1005/campaign/5090/review');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByText('Oil change special 2026').first()).toBeVisible();
});

test('palette: an ad group, an account and an ad by id; the ad opens through its review', async ({ page, signIn }) => {
  await signIn('admin', { from: '/advertiser/1001' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('6001');
  await expect(palette(page).getByRole('group', { name: 'In this account' })).toContainText('Ad group 6001');
  await search(page).fill('');
  await page.keyboard.type('7001');
  const ad = palette(page).getByRole('option', { name: /10% back in store/ });
  await expect(ad).toContainText('Ad 7001');
  // Account 7001 matches the id too, and comes first: the arrow keys reach the ad.
  const accounts = palette(page).getByRole('group', { name: 'Accounts' });
  await expect(accounts.getByRole('option').first()).toContainText('7001');
  await expect(palette(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  for (let step = 0; step < 10 && (await ad.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(ad).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // The review's ?ad_group= replaces itself at once with the ad (WIZ-004): the ad is where it ends.
  await expect(page).toHaveURL('/advertiser/1001/campaign/5001/ad-group/6001/ad/7001');
});

test('palette: a screen of the menu, by its name; recent items come first next time', async ({ page, signIn }) => {
  await signIn('admin', { from: '/advertiser/1001' });
  await openWithKeys(page);
  await page.keyboard.type('all campaigns');
  await expect(palette(page).getByRole('option', { name: /Campaigns › All campaigns/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/advertiser/1001/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  await openWithKeys(page);
  const recent = palette(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option').first()).toContainText('Campaigns › All campaigns');
});

test('palette: an action — Export CSV on the report downloads the report', async ({ page, signIn }) => {
  await signIn('admin', { from: '/advertiser/1001' });
  await expect(page).toHaveURL(/\/advertiser\/1001\/performance\/campaigns/);
  const table = page.getByRole('table', { name: 'Campaign performance' });
  await expect(table.getByRole('link', { name: 'Spring cash back 2026' })).toBeVisible();
  await openWithKeys(page);
  await page.keyboard.type('export');
  await expect(palette(page).getByRole('option', { name: /Export CSV/ })).toHaveAttribute('aria-selected', 'true');
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^performance-1001-.*\.csv$/);
  await expect(palette(page)).toBeHidden();
});

test('palette: what the user may not open never shows; ? shows the shortcuts; no serious axe violation', async ({
  page,
  signIn,
  expectNoSeriousA11yViolations,
}) => {
  await signIn('agencyManager', { from: '/advertiser/1003' });
  await openWithKeys(page);
  // A campaign of account 1001, which the agency manager does not hold, and the admin area.
  for (const text of ['Acme Outfitters', 'Loyalty boost', 'Redemptions']) {
    await search(page).fill(text);
    if (text === 'Loyalty boost') {
      // Their own accounts' campaigns of that name show; 1001's never does.
      await expect(palette(page).getByRole('option').first()).toBeVisible();
      await expect(palette(page).getByText('Searching campaigns, ad groups and ads…')).toBeHidden();
      await expect(palette(page).getByRole('option', { name: /5002/ })).toHaveCount(0);
      await expect(palette(page).getByRole('option', { name: /Acme Outfitters/ })).toHaveCount(0);
    } else {
      await expect(palette(page).getByText(`No results for “${text}”`)).toBeVisible();
      await expect(palette(page).getByRole('option')).toHaveCount(0);
    }
  }
  await search(page).fill('?');
  await expect(palette(page).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  await search(page).fill('');
  await expectNoSeriousA11yViolations({ include: '[data-slot="command-palette"]' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await search(page).fill('oil');
  await expect(palette(page).getByRole('option', { name: /Oil change special 2026/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('palette-1440x900.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('palette-390x844.png') });
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
});
