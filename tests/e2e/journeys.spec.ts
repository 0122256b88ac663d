/**
 * The shell as each persona meets it (part 1 §2.3, §2.5, §2.6): sign in through the real IdP, land
 * on the right account, see exactly the header menu the persona may open, switch accounts and search
 * ids in the popup, the account picker, the all-accounts list, and log out.
 *
 * Expected menus follow §2.5 with the persona's permissions (src/mocks/server/permissions.ts) and the
 * flags of scripts/serve/flags.json: enable-campaign-planner is on, so 'New plan' shows and 'New
 * campaign' never does; enable-3pc-accounts and enable-account-brands are on; no kill flag is on.
 * Read-only for the server's state: no flag, fault or data change (these tests run in parallel).
 */
import { PERSONAS, displayName, type PersonaKey } from '../../src/mocks/personas';
import { expect, signIn as signInOn, test } from './fixtures';
import {
  accountRow,
  apiAccounts,
  mainNav,
  openSwitcher,
  readHeaderMenu,
  switcherTrigger,
  writeStoredPreference,
  type AccountSummary,
  type HeaderMenu,
} from './fixtures/shell-helpers';
import type { Page } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

const PERFORMANCE = /\/performance\/campaigns$/;

/** The menu of every internal persona starts with these groups on an ordinary advertiser account. */
const PROJECTIONS = ['All projections', 'New projection'];

/** The first account the API lists for an internal persona (name order) — the one these tests open. */
async function firstAccount(page: Page, who: PersonaKey): Promise<AccountSummary> {
  const { items } = await apiAccounts(page, PERSONAS[who].email, { size: 1 });
  const [first] = items;
  if (!first) throw new Error(`${who} has no account`);
  // The Projections group shows only on non-test ADVERTISER/AGENCY accounts (NS-06): the expected
  // menus below assume an ordinary one.
  expect(first, 'the first account is an ordinary advertiser account').toMatchObject({
    accountType: 'ADVERTISER',
    isTest: false,
  });
  return first;
}

const label = (account: Pick<AccountSummary, 'bookingCountry' | 'name'>) =>
  `[${account.bookingCountry}] ${account.name}`;

/**
 * NS-91: an internal persona (10,000 accounts) with no account viewed lands on "Choose an account"
 * with the search box focused; it finds `account` there by its id and opens it.
 */
async function chooseOnLanding(page: Page, account: AccountSummary): Promise<void> {
  await expect(page).toHaveURL('/advertiser');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search accounts' });
  await expect(search).toBeFocused();
  await search.fill(String(account.id));
  await accountRow(page.getByRole('list', { name: 'Accounts' }), label(account)).click();
}

async function expectMenu(page: Page, expected: HeaderMenu): Promise<void> {
  const menu = await readHeaderMenu(page);
  expect(menu).toEqual(expected);
  expect(Object.keys(menu.groups), 'group order').toEqual(Object.keys(expected.groups));
}

test.describe('landing and header menu per persona', () => {
  test('SHELL-003 SHELL-032 SHELL-033 SHELL-034 SHELL-035 SHELL-036 SHELL-037 SHELL-038 SHELL-039 SHELL-040 SHELL-041 SHELL-042 SHELL-043 SHELL-044 NS-91 admin ada is asked to choose an account, opens one and sees every group and link', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const first = await firstAccount(page, 'admin');
    await chooseOnLanding(page, first);
    await expect(page).toHaveURL(`/advertiser/${first.id}/performance/campaigns`);
    await expect(switcherTrigger(page)).toContainText(label(first));
    await expectMenu(page, {
      groups: {
        Projections: PROJECTIONS,
        Campaigns: ['All campaigns', 'Campaign performance', 'Plans', 'New plan'],
        Reporting: ['Reports', 'New report', 'TVC requests', 'New TVC request'],
        Settings: ['Manage users', 'Brands'],
      },
      links: ['Redemptions admin', 'All accounts'],
    });
  });

  test('SHELL-003 SHELL-032 SHELL-037 SHELL-040 SHELL-041 SHELL-043 NS-91 sales sam is asked to choose an account and sees read links only, no redemptions', async ({
    page,
    signIn,
  }) => {
    await signIn('sales');
    const first = await firstAccount(page, 'sales');
    await chooseOnLanding(page, first);
    await expect(page).toHaveURL(`/advertiser/${first.id}/performance/campaigns`);
    await expect(switcherTrigger(page)).toContainText(label(first));
    await expectMenu(page, {
      groups: {
        Projections: PROJECTIONS,
        Campaigns: ['All campaigns', 'Campaign performance', 'Plans'],
        Reporting: ['Reports', 'TVC requests'],
        Settings: ['Manage users', 'Brands'],
      },
      links: ['All accounts'],
    });
  });

  test('SHELL-002 SHELL-033 SHELL-034 SHELL-039 SHELL-042 SHELL-044 agency alex lands on the first of 6 accounts and sees performance and reports only', async ({
    page,
    signIn,
  }) => {
    await signIn('agencyManager');
    // 1003–1008 in name order: Golden Wok Kitchen (1007) comes first.
    await expect(page).toHaveURL('/advertiser/1007/performance/campaigns');
    await expect(switcherTrigger(page)).toContainText('[US] Golden Wok Kitchen');
    // A group of one link is that link (issue 27).
    await expectMenu(page, { groups: {}, links: ['Campaign performance', 'Reports'] });
  });

  test('SHELL-002 SHELL-035 SHELL-039 SHELL-040 viewer vera lands on her only account 1001 and sees performance and reports', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await expect(page).toHaveURL('/advertiser/1001/performance/campaigns');
    await expect(switcherTrigger(page)).toContainText('[US] Acme Outfitters');
    // A group of one link is that link (issue 27).
    await expectMenu(page, { groups: {}, links: ['Campaign performance', 'Reports'] });
  });

  test('SHELL-002 SHELL-040 reporter riley lands on 1001 and may also create reports', async ({ page, signIn }) => {
    await signIn('reporter');
    await expect(page).toHaveURL('/advertiser/1001/performance/campaigns');
    await expect(switcherTrigger(page)).toContainText('[US] Acme Outfitters');
    await expectMenu(page, { groups: { Reporting: ['Reports', 'New report'] }, links: ['Campaign performance'] });
  });

  test('SHELL-003 SHELL-032 SHELL-042 SHELL-043 NS-91 redemptions rita chooses an account, lands on the first link she can open and sees no campaign or reporting group', async ({
    page,
    signIn,
  }) => {
    await signIn('redemptionsAdmin');
    const first = await firstAccount(page, 'redemptionsAdmin');
    await chooseOnLanding(page, first);
    // No campaign.read: the account's default section is the first menu link (NS-04).
    await expect(page).toHaveURL(`/advertiser/${first.id}/projections`);
    await expectMenu(page, {
      groups: { Projections: PROJECTIONS, Settings: ['Manage users', 'Brands'] },
      links: ['Redemptions admin', 'All accounts'],
    });
  });

  test('SHELL-004 no-access nico sees adsmanager.ERROR_NO_ACCESS_TO_ACCOUNTS and no account or menu', async ({
    page,
    signIn,
  }) => {
    await signIn('noAccounts');
    await expect(
      page.getByText('You do not have access to any advertiser account. Ask your administrator to give you access.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page)).toHaveCount(0);
    // The switcher shows the user's name instead of an account.
    await expect(switcherTrigger(page)).toContainText(displayName(PERSONAS.noAccounts));
  });

  test('SHELL-003 SHELL-044 NS-91 scale sid, with 10,000 accounts, chooses one and sees the account manager menu', async ({
    page,
    signIn,
  }) => {
    await signIn('scale');
    const first = await firstAccount(page, 'scale');
    await chooseOnLanding(page, first);
    await expect(page).toHaveURL(`/advertiser/${first.id}/performance/campaigns`);
    await expectMenu(page, {
      groups: {
        Projections: PROJECTIONS,
        Campaigns: ['All campaigns', 'Campaign performance', 'Plans', 'New plan'],
        Reporting: ['Reports', 'New report', 'TVC requests', 'New TVC request'],
        Settings: ['Manage users', 'Brands'],
      },
      links: ['All accounts'],
    });
  });
});

test.describe('account switcher', () => {
  test('SHELL-045 SHELL-047 SHELL-048 SHELL-049 SHELL-051 agency alex switches account in the popup: search box with 6 accounts, Recently viewed then Accounts', async ({
    page,
    signIn,
  }) => {
    await signIn('agencyManager');
    await expect(page).toHaveURL('/advertiser/1007/performance/campaigns');

    let popup = await openSwitcher(page);
    // External with several accounts: the account list only, no tabs.
    await expect(popup.getByRole('tab')).toHaveCount(0);
    await expect(popup.getByRole('search')).toHaveCount(0);
    const search = popup.getByRole('searchbox', { name: 'Search accounts' });
    await expect(search).toBeVisible();
    const recent = popup.getByRole('list', { name: 'Recently viewed' });
    const accounts = popup.getByRole('list', { name: 'Accounts' });
    await expect(recent.getByRole('button')).toHaveCount(1);
    // The hidden separators are laid out apart from the text, so Chromium reads a space before them.
    await expect(recent.getByRole('button')).toHaveAccessibleName(
      /^\[US\] Golden Wok Kitchen ?, Brightside Agency ?, Current account$/,
    );
    // The recently viewed account is not listed again under Accounts (issue 27): five of six.
    await expect(accounts.getByRole('button')).toHaveCount(5);
    await expect(accountRow(accounts, '[US] Golden Wok Kitchen')).toHaveCount(0);
    await expect(accountRow(accounts, '[GB] Thistle & Rose Florists')).toHaveAccessibleName(
      /^\[GB\] Thistle & Rose Florists ?, Brightside Agency$/,
    );
    // Sections in order: Recently viewed, then Accounts.
    await expect(popup.getByRole('heading', { level: 2 })).toHaveText(['Recently viewed', 'Accounts']);

    // Case-insensitive on the advertiser name…
    await search.fill('SUMMIT');
    await expect(accounts.getByRole('button')).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    // …and on the agency name: all six are Brightside's.
    await search.fill('brightside');
    await expect(recent.getByRole('button')).toHaveCount(1);
    await expect(accounts.getByRole('button')).toHaveCount(5);
    await search.fill('no such advertiser');
    await expect(popup.getByText('No matching accounts')).toBeVisible();

    await search.fill('summit');
    await accountRow(accounts, '[US] Summit Fitness Clubs').click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL('/advertiser/1008/performance/campaigns');
    await expect(switcherTrigger(page)).toContainText('[US] Summit Fitness Clubs');

    popup = await openSwitcher(page);
    await expect(popup.getByRole('list', { name: 'Recently viewed' }).getByRole('button')).toHaveText([
      /\[US\] Summit Fitness Clubs/,
      /\[US\] Golden Wok Kitchen/,
    ]);
    // The current account is marked where it is listed, under Recently viewed only (issue 27).
    await expect(
      accountRow(popup.getByRole('list', { name: 'Recently viewed' }), '[US] Summit Fitness Clubs'),
    ).toHaveAttribute('aria-current', 'true');
    await expect(accountRow(popup.getByRole('list', { name: 'Accounts' }), '[US] Summit Fitness Clubs')).toHaveCount(0);
  });

  test('SHELL-003 the landing goes to the most recently viewed account while it is accessible, else to the first', async ({
    page,
    signIn,
  }) => {
    const email = PERSONAS.agencyManager.email;
    await signIn('agencyManager');
    await expect(page).toHaveURL('/advertiser/1007/performance/campaigns');
    const popup = await openSwitcher(page);
    await accountRow(popup, '[US] Redline Auto Care').click();
    await expect(page).toHaveURL('/advertiser/1005/performance/campaigns');

    await page.goto('/');
    await expect(page).toHaveURL('/advertiser/1005/performance/campaigns');

    // A recently viewed account the user can no longer open (1001 is not Brightside's) is skipped.
    await writeStoredPreference(page, email, 'recent-accounts', 1, [
      { id: 1001, advertiserName: 'Acme Outfitters', agencyName: null, bookingCountry: 'US' },
    ]);
    await page.goto('/');
    await expect(page).toHaveURL('/advertiser/1007/performance/campaigns');
  });

  test('SHELL-045 SHELL-047 viewer vera with one account and reporter riley with two see no search box and no tabs', async ({
    browser,
    baseURL,
  }) => {
    for (const [who, rows] of [
      ['viewer', ['[US] Acme Outfitters']],
      ['reporter', ['[US] Acme Outfitters', '[GB] Bramble & Co']],
    ] as const) {
      // One sign-in per browser context: each persona gets its own.
      const context = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        await signInOn(page, who);
        await expect(page).toHaveURL('/advertiser/1001/performance/campaigns');
        const popup = await openSwitcher(page);
        await expect(popup.getByRole('tab')).toHaveCount(0);
        await expect(popup.getByRole('searchbox')).toHaveCount(0);
        const accounts = popup.getByRole('list', { name: 'Accounts' }).getByRole('button');
        await expect(accounts).toHaveCount(rows.length);
        for (const [index, row] of rows.entries()) await expect(accounts.nth(index)).toContainText(row);
      } finally {
        await context.close();
      }
    }
  });

  test('SHELL-045 SHELL-046 SHELL-052 SHELL-053 SHELL-055 WIZ-004 admin finds a campaign, an ad group and an ad by id and opens their review', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', { from: '/advertiser/1001/performance/campaigns' });
    await expect(page).toHaveURL(PERFORMANCE);

    let popup = await openSwitcher(page);
    // Internal with many accounts: both tabs, Accounts first.
    await expect(popup.getByRole('tab')).toHaveText(['Accounts', 'IDs']);
    await expect(popup.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    await popup.getByRole('tab', { name: 'IDs' }).click();
    const idField = popup.getByRole('textbox', { name: 'Campaign, ad group or ad ID' });

    // Only integers search.
    await idField.fill('12a');
    await idField.press('Enter');
    await expect(idField).toHaveAccessibleDescription(
      'Enter a whole number ID: digits only, without signs, spaces or decimals.',
    );
    await expect(popup.getByRole('heading', { name: 'Search results' })).toHaveCount(0);

    // An id nothing has.
    await idField.fill('99999999');
    await popup.getByRole('button', { name: 'Search' }).click();
    await expect(popup.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(popup.getByText('No results found')).toBeVisible();

    // A campaign, with Enter.
    await idField.fill('5001');
    await idField.press('Enter');
    const results = popup.getByRole('list', { name: 'Search results' });
    const campaign = results.getByRole('button').filter({ hasText: 'Campaign' }).filter({ hasText: 'ID 5001' });
    await expect(campaign).toContainText('Account 1001');
    await campaign.click();
    await expect(page).toHaveURL('/advertiser/1001/campaign/5001/review');

    // The IDs tab is remembered; the opened campaign is among the recently searched.
    popup = await openSwitcher(page);
    await expect(popup.getByRole('tab', { name: 'IDs' })).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByRole('list', { name: 'Recently searched' }).getByRole('button')).toContainText(['ID 5001']);

    // An ad group: the review of its campaign with ?ad_group=, which opens that ad group (WIZ-004).
    await popup.getByRole('textbox', { name: 'Campaign, ad group or ad ID' }).fill('6001');
    await popup.getByRole('button', { name: 'Search' }).click();
    await popup
      .getByRole('list', { name: 'Search results' })
      .getByRole('button')
      .filter({ hasText: 'Ad group' })
      .filter({ hasText: 'ID 6001' })
      .click();
    await expect(page).toHaveURL('/advertiser/1001/campaign/5001/ad-group/6001');

    // An ad: the review of its campaign with ?ad_group= of the ad's ad group, which opens the ad (WIZ-004).
    popup = await openSwitcher(page);
    await popup.getByRole('textbox', { name: 'Campaign, ad group or ad ID' }).fill('7001');
    await popup.getByRole('button', { name: 'Search' }).click();
    await popup
      .getByRole('list', { name: 'Search results' })
      .getByRole('button')
      .filter({ hasText: 'ID 7001' })
      .filter({ hasNotText: 'Ad group' })
      .click();
    await expect(page).toHaveURL('/advertiser/1001/campaign/5001/ad-group/6001/ad/7001');

    popup = await openSwitcher(page);
    await expect(popup.getByRole('list', { name: 'Recently searched' }).getByRole('button')).toHaveCount(3);
  });

  test('SHELL-056 AUTH-017 the popup shows the user, the build and the session id, and Log out lands on /login', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await expect(page).toHaveURL(PERFORMANCE);
    const popup = await openSwitcher(page);
    await expect(popup.getByText(displayName(PERSONAS.viewer), { exact: true })).toBeVisible();
    await expect(popup.getByText(PERSONAS.viewer.email, { exact: true })).toBeVisible();
    await expect(popup.getByRole('definition').filter({ hasText: 'English (United States)' })).toBeVisible();
    await expect(popup.getByRole('definition').filter({ hasText: '12.4.67' })).toHaveText('12.4.67');
    await expect(popup.locator('[data-slot="session-id"]')).toHaveText(/\S{8,}/);

    await popup.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();
    // The session is gone: a protected page asks to sign in again.
    await page.goto('/advertiser/1001/users');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();
  });
});

test.describe('account picker and all accounts', () => {
  test('SHELL-008 /advertiser shows the account picker and choosing an account opens it', async ({ page, signIn }) => {
    await signIn('agencyManager', { from: '/advertiser' });
    await expect(page).toHaveURL('/advertiser');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
    const accounts = page.getByRole('main').getByRole('list', { name: 'Accounts' });
    await expect(accounts.getByRole('button')).toHaveCount(6);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search accounts' })).toBeVisible();
    await accountRow(accounts, '[GB] Thistle & Rose Florists').click();
    await expect(page).toHaveURL('/advertiser/1006/performance/campaigns');
    await expect(switcherTrigger(page)).toContainText('[GB] Thistle & Rose Florists');
  });

  test('SHELL-010 ACCT-010 /accounts lists every account for an internal user with totals, name search and the managed-by filter', async ({
    page,
    signIn,
  }) => {
    const email = PERSONAS.admin.email;
    await signIn('admin', { from: '/accounts' });
    await expect(page).toHaveURL('/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'All accounts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Accounts' });
    const status = page.getByRole('navigation', { name: 'Pages' }).getByRole('status');

    const all = await apiAccounts(page, email);
    expect(all.totalElements).toBeGreaterThan(1000);
    await expect(status).toHaveText(`${all.totalElements} accounts · Page 1 of ${all.totalPages}`);
    // One page of 10 rows (plus the header row), in name order.
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row').nth(1)).toContainText(all.items[0]?.name ?? '');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/accounts?page=2');
    await expect(status).toHaveText(`${all.totalElements} accounts · Page 2 of ${all.totalPages}`);

    // Search by name (server-side): only the matching accounts remain.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Acme Outfitters');
    await expect(page).toHaveURL(/[?&]q=Acme\+Outfitters/);
    await expect(status).toHaveText('1 accounts · Page 1 of 1');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: 'Acme Outfitters' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await expect(page).toHaveURL('/accounts');

    // Managed by an agency.
    const agency = await apiAccounts(page, email, { managedByAccountType: 'Agency' });
    expect(agency.totalElements).toBeLessThan(all.totalElements);
    await page.getByRole('combobox', { name: 'Managed by' }).click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    await expect(page).toHaveURL('/accounts?managedBy=agency');
    await expect(status).toHaveText(`${agency.totalElements} accounts · Page 1 of ${agency.totalPages}`);
    await expect(table.getByRole('row').nth(1)).toContainText(agency.items[0]?.name ?? '');

    // A row opens its account.
    await table.getByRole('link', { name: agency.items[0]?.name ?? '' }).click();
    await expect(page).toHaveURL(`/advertiser/${String(agency.items[0]?.id)}/performance/campaigns`);
  });
});
