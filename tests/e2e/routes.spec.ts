/**
 * The route table in the browser (part 1 §2, src/app/routes.tsx): public and protected routes, the
 * landing and account routes, every account route of all three parts (the screens built so far show
 * their title, screens of later issues the "not available yet" page naming their area), the redirects, the campaign-by-id entry and the
 * admin area. Who may open which route is access.spec.ts; these tests use people who may.
 *
 * No flags and no faults are changed here, so every test runs in parallel with anything.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// Every test loads the app several times (each deep link is a fresh load), on a machine that may be
// busy: a page may take longer than the default 5 s to show. Assertions still pass as soon as they hold.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN_ACCOUNT = 1001;
const base = `/advertiser/${String(ADMIN_ACCOUNT)}`;

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page's title (every screen and system page has one h1). */
const title = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The "not available yet" page of a later issue's screen, naming its area (src/shell/ComingPage.tsx). */
async function expectComing(page: Page, area: string): Promise<void> {
  await expect(title(page, `${area}: not available yet`)).toBeVisible();
}

async function expectNotFound(page: Page): Promise<void> {
  await expect(title(page, 'Page not found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the start page' })).toBeVisible();
}

/** Opens `path` and expects it to stay there (no redirect) and show `area`'s coming page. */
async function expectComingAt(page: Page, path: string, area: string): Promise<void> {
  await page.goto(path);
  await expectComing(page, area);
  expect(pathOf(page)).toBe(path);
}

/** Opens `path` and expects it to stay there (no redirect) and show the screen titled `name`. */
async function expectTitleAt(page: Page, path: string, name: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  expect(pathOf(page)).toBe(path);
}

/** The campaign review (src/features/builder): its kicker, the campaign's name as title, the summary. */
async function expectCampaignReview(page: Page): Promise<void> {
  await expect(page.getByText('Campaign review', { exact: true })).toBeVisible();
  await expect(title(page, /\S/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
}

/** Opens `path` and expects it to stay there and show the campaign review. */
async function expectCampaignReviewAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectCampaignReview(page);
  expect(pathOf(page)).toBe(path);
}

/** Opens `from` and expects the app to end up on `to`, showing `area`'s coming page. */
async function expectRedirect(page: Page, from: string, to: string, area: string): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL((url) => url.pathname === to);
  await expectComing(page, area);
}

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

test('SHELL-007 /advertiser/{id} of an account that is not the user’s shows the 404 page', async ({ page, signIn }) => {
  await signIn('viewer');
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${base}/`));
  // 1003 exists (Brightside's advertiser) but is not Vera's; 99999999 exists nowhere; abc is no id.
  for (const path of [
    '/advertiser/1003',
    '/advertiser/1003/performance/campaigns',
    '/advertiser/99999999',
    '/advertiser/abc',
  ]) {
    await page.goto(path);
    await expectNotFound(page);
    expect(pathOf(page)).toBe(path);
  }
  // The way out leads back to her own account.
  await page.getByRole('main').getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${base}/`));
});

test('SHELL-008 /advertiser shows the account picker, and choosing an account opens it', async ({ page, signIn }) => {
  await signIn('agencyManager');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await page.goto('/advertiser');
  await expect(title(page, 'Choose an account')).toBeVisible();
  const main = page.getByRole('main');
  // Alex's six advertisers under Accounts (a Recently viewed section may come first), and with more
  // than five the search box.
  const accounts = main.getByRole('list', { name: 'Accounts' });
  for (const name of [
    'Lakeside Coffee Roasters',
    'Pinecrest Pharmacy',
    'Redline Auto Care',
    'Thistle & Rose Florists',
    'Golden Wok Kitchen',
    'Summit Fitness Clubs',
  ]) {
    await expect(accounts.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(accounts.getByRole('button')).toHaveCount(6);
  await expect(main.getByRole('searchbox', { name: 'Search accounts' })).toBeVisible();
  expect(pathOf(page)).toBe('/advertiser');
  await accounts.getByRole('button', { name: /Pinecrest Pharmacy/ }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/1004/'));
  await expect(page.locator('[data-slot="account-switcher-trigger"]')).toContainText('Pinecrest Pharmacy');
});

test('SHELL-009 unknown subpaths of an account show the 404 page; the bare account opens its default section (NS-04)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  for (const path of [
    `${base}/nope`,
    `${base}/campaign/5001/nope`,
    `${base}/reporting/nope`,
    `${base}/performance/campaigns/nope`,
    `${base}/users/nope`,
  ]) {
    await page.goto(path);
    await expectNotFound(page);
    expect(pathOf(page)).toBe(path);
  }
  // NS-04: with adsmanager.campaign.read the index opens campaign performance.
  await page.goto(base);
  await expect(page).toHaveURL((url) => url.pathname === `${base}/performance/campaigns`);
  await expectComing(page, 'Campaign performance');
});

test('SHELL-009 NS-04 without campaign.read the bare account opens the first menu link the user can open', async ({
  page,
  signIn,
}) => {
  // Rita is internal with redemptions permissions only: Projections is the first group she sees.
  await signIn('redemptionsAdmin');
  await page.goto(base);
  await expect(page).toHaveURL((url) => url.pathname === `${base}/projections`);
  await expectComing(page, 'Projections');
});

test('SHELL-011 /c/{campaignId} opens the campaign’s review in its account; an unknown campaign goes to the root', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await page.goto('/c/5001');
  await expect(page).toHaveURL((url) => url.pathname === '/advertiser/1001/campaign/5001/review');
  await expectCampaignReview(page);
  // The NS-47 campaign lives in 1001 as well; 5002 too: each goes to its own review.
  await page.goto('/c/900000001');
  await expect(page).toHaveURL((url) => url.pathname === '/advertiser/1001/campaign/900000001/review');

  await page.goto('/c/999999999');
  // Not found: the root, which opens the landing account.
  await expect(page).toHaveURL((url) => /^\/advertiser\/\d+\//.test(url.pathname));
  expect(pathOf(page)).not.toContain('999999999');
  await page.goto('/c/not-a-number');
  await expect(page).toHaveURL((url) => /^\/advertiser\/\d+\//.test(url.pathname));
});

test('SHELL-012 projection redirects to projection/create; projections and the plan projection routes exist', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectRedirect(page, `${base}/projection`, `${base}/projection/create`, 'Projections');
  await expectComingAt(page, `${base}/projection/create`, 'Projections');
  await expectComingAt(page, `${base}/projections`, 'Projections');
  await expectComingAt(page, `${base}/plan/4001/projection/create`, 'Projections');
  await expectComingAt(page, `${base}/plan/4001/projection/9001`, 'Projections');
});

test('SHELL-013 performance redirects to performance/campaigns, the campaign performance page', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectRedirect(page, `${base}/performance`, `${base}/performance/campaigns`, 'Campaign performance');
  await expectComingAt(page, `${base}/performance/campaigns`, 'Campaign performance');
});

test('SHELL-014 WIZ-001 WIZ-003 the campaign routes exist: list, create, campaign, the review variants, ad group, ad and both fix forms', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectTitleAt(page, `${base}/campaigns`, 'Campaigns');
  await expectTitleAt(page, `${base}/campaign/create`, 'New campaign');
  await expectTitleAt(page, `${base}/campaign/5001`, /^Campaign \S/);
  for (const path of [
    `${base}/campaign/5001/review`,
    `${base}/campaign/5001/review/comparison`,
    `${base}/campaign/5001/review/publisher`,
  ]) {
    await expectCampaignReviewAt(page, path);
  }
  await expectTitleAt(page, `${base}/campaign/5001/fix`, /^Fix campaign \S/);
  // The ad-group and ad screens and the inactive-ad fix form come with later issues.
  for (const path of [
    `${base}/campaign/5001/ad-group/6001`,
    `${base}/campaign/5001/ad-group/6001/ad/7001`,
    `${base}/campaign/5001/ad-group/6001/ad/7001/fix`,
  ]) {
    await expectComingAt(page, path, 'Campaign builder');
  }
});

test('SHELL-015 PLAN-008 PLAN-009 the plan routes exist: list, create, plan review and the specification with its review, ad group and ad', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectTitleAt(page, `${base}/plans`, 'Plans');
  await expectTitleAt(page, `${base}/plan/create`, 'New plan');
  // Plan 4001 is the spec's "Q3 launch" (docs/seed.md).
  await expectTitleAt(page, `${base}/plan/4001`, 'Plan Q3 launch');
  await expectTitleAt(page, `${base}/plan/4001/review`, 'Plan Q3 launch');
  await expectCampaignReviewAt(page, `${base}/plan/4002/specification/5019`);
  await expectCampaignReviewAt(page, `${base}/plan/4002/specification/5019/review`);
  for (const path of [
    `${base}/plan/4002/specification/5019/ad-group/6039`,
    `${base}/plan/4002/specification/5019/ad-group/6039/ad/7062`,
  ]) {
    await expectComingAt(page, path, 'Plans');
  }
});

test('SHELL-016 reporting and reporting/custom-reports redirect to reporting/reports; the report routes exist', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectRedirect(page, `${base}/reporting`, `${base}/reporting/reports`, 'Reports');
  await expectRedirect(page, `${base}/reporting/custom-reports`, `${base}/reporting/reports`, 'Reports');
  for (const path of [
    `${base}/reporting/reports`,
    `${base}/reporting/reports/create`,
    `${base}/reporting/reports/9401`,
    `${base}/reporting/campaign/5001`,
  ]) {
    await expectComingAt(page, path, 'Reports');
  }
});

test('SHELL-017 the TVC request routes exist: list, create and one request', async ({ page, signIn }) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  for (const path of [
    `${base}/reporting/tvc-requests`,
    `${base}/reporting/tvc-request/create`,
    `${base}/reporting/tvc-request/9301`,
  ]) {
    await expectComingAt(page, path, 'TVC requests');
  }
});

test('SHELL-019 users, user/create, user/{email} and brands open their screens under the account', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await page.goto(`${base}/users`);
  await expect(title(page, 'Users')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'vera.viewer@acme-outfitters.example' })).toBeVisible();

  await page.goto(`${base}/user/create`);
  await expect(title(page, 'Add a user')).toBeVisible();
  expect(pathOf(page)).toBe(`${base}/user/create`);

  await page.goto(`${base}/user/${encodeURIComponent('vera.viewer@acme-outfitters.example')}`);
  await expect(title(page, 'Vera Viewer')).toBeVisible();

  await page.goto(`${base}/brands`);
  await expect(title(page, 'Brands')).toBeVisible();
  expect(pathOf(page)).toBe(`${base}/brands`);
});

test('SHELL-020 /admin redirects to /admin/redemptions and on to a country; unknown admin subpaths show the 404 page', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectRedirect(page, '/admin', '/admin/redemptions/us', 'Redemptions admin');
  await expectRedirect(page, '/admin/redemptions', '/admin/redemptions/us', 'Redemptions admin');
  for (const path of ['/admin/nope', '/admin/redemptions-x', '/admin/nope/deeper']) {
    await page.goto(path);
    await expectNotFound(page);
    expect(pathOf(page)).toBe(path);
  }
});

test('SHELL-021 the redemptions entry goes to us in en-US and to gb once the locale is en-GB; only lowercase us and gb exist', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectComingAt(page, '/admin/redemptions/us', 'Redemptions admin');
  await expectComingAt(page, '/admin/redemptions/gb', 'Redemptions admin');
  for (const path of ['/admin/redemptions/fr', '/admin/redemptions/US', '/admin/redemptions/GB']) {
    await page.goto(path);
    await expectNotFound(page);
  }

  // en-US (the default): the menu's redemptions entry opens us.
  await page.goto(`${base}/users`);
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
  await expectComing(page, 'Redemptions admin');

  // The choice is remembered: a fresh load of the admin entry goes to gb as well.
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/gb');
});

test('SHELL-022 /admin/redemptions/decision and /admin/redemptions/upload redirect to the redemptions landing page', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expectRedirect(page, '/admin/redemptions/decision', '/admin/redemptions/us', 'Redemptions admin');
  await expectRedirect(page, '/admin/redemptions/upload', '/admin/redemptions/us', 'Redemptions admin');
});
