/**
 * Route guards in the browser (part 1 §6.3, §6.4, NS-23–NS-25): for each guarded route one person
 * who may open it and one who gets the 403 page; routes that need a flag, with that flag off for
 * the person (ACCESS-027: 403); and each kill flag turning its screens off ('Feature disabled') and
 * its menu items away, and back on.
 *
 * Flags are changed only for one persona (`{ userId }`, scripts/serve/flags.ts), before that person
 * signs in or followed by a reload (the app reads flags at load and after sign-in). Tests that change
 * a persona's flags run one after another (one describe per persona); no other test of this suite
 * depends on the flags changed for that persona:
 *   - sid (Sid Scale): the kill flags of the account screens and /accounts
 *   - sam (Sam Sales): the positive flags of brands, campaigns, plans, the ad fix form, reports
 *   - rita (Rita Redemptions): disable-admin
 *
 * Who holds what (src/mocks/server/permissions.ts, NS-18): Ada — internal, everything; Sam —
 * internal with campaign.read, reporting.read, tvcrequest.read, users.read; Sid — internal account
 * manager (no redemptions.read); Rita — internal with redemptions.* only; Alex — external Campaign
 * Account Manager on 1003–1008 (campaign.*, reporting.read, users.read); Vera — external Campaign
 * Viewer on 1001 (campaign.read, reporting.read); Riley — external Reporter on 1001 and 1002
 * (campaign.read, reporting.read and .write).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { emailOf, expect as baseExpect, signIn as signInOn, test, type Who } from './fixtures';

// Every test loads the app several times (each deep link is a fresh load), on a machine that may be
// busy: a page may take longer than the default 5 s to show. Assertions still pass as soon as they hold.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const A = '/advertiser/1001';
const ALEX_ACCOUNT = '/advertiser/1003';
const VERA_EMAIL = 'vera.viewer@acme-outfitters.example';
const VERA_DETAIL = `${A}/user/${encodeURIComponent(VERA_EMAIL)}`;

const title = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The page opened by `path` shows `area`'s "not available yet" page (a later issue's screen). */
async function expectComingAt(page: Page, path: string, area: string): Promise<void> {
  await page.goto(path);
  await expect(title(page, `${area}: not available yet`)).toBeVisible();
}

/** A screen built already opens at `path`: its own title, exactly (not a 'coming' page naming it). */
async function expectTitleAt(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * The campaign review opens at `path` (src/features/builder): 'Campaign review' above the campaign's
 * name, or as the title when the campaign cannot be read (Rita holds no campaign permission).
 */
async function expectReviewAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Campaign review', { exact: true })).toBeVisible();
  await expect(title(page, 'Unauthorized')).toHaveCount(0);
}

/** A screen of this issue opens: its own title. */
async function expectScreenAt(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(title(page, heading)).toBeVisible();
}

/** The 403 page (part 1 §2.4): 'Unauthorized', Go to safety (to /) and Log out, inside the shell frame. */
async function expectForbidden(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(title(page, 'Unauthorized')).toBeVisible();
  await expect(main.getByText('You do not have permission to open this page.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to safety' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('button', { name: 'Log out' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Ads Manager home' })).toBeVisible();
}

async function expectForbiddenAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectForbidden(page);
}

/** The kill-flag page (NS-23): 'Feature disabled', try again later, inside the shell frame. */
async function expectDisabled(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(title(page, 'Feature disabled')).toBeVisible();
  await expect(main.getByText(/try again later/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to safety' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ads Manager home' })).toBeVisible();
}

async function expectDisabledAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectDisabled(page);
}

/** Opens a header menu group, answers its items' names, closes it again. */
async function menuItems(page: Page, group: string): Promise<string[]> {
  await nav(page).getByRole('button', { name: group }).click();
  const menu = page.getByRole('menu', { name: group });
  await expect(menu).toBeVisible();
  const names = (await menu.getByRole('menuitem').allTextContents()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return names;
}

const groupButton = (page: Page, group: string): Locator => nav(page).getByRole('button', { name: group, exact: true });
const topLink = (page: Page, name: string): Locator => nav(page).getByRole('link', { name, exact: true });

/** A second person in a browser context of their own (one sign-in per context). */
async function asAnother<T>(browser: Browser, baseURL: string | undefined, who: Who, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInOn(page, who);
    return await run(page);
  } finally {
    await context.close();
  }
}

/** Signed in and past the landing redirect (the app is settled on an account page). */
async function signedIn(page: Page, signIn: (who: Who) => Promise<unknown>, who: Who): Promise<void> {
  await signIn(who);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
}

test.describe('permission guards', () => {
  test('ACCESS-010 /accounts, projections and projection/create open for internal users and show 403 to external users', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'admin');
    await expectScreenAt(page, '/accounts', 'All accounts');
    await expectComingAt(page, `${A}/projections`, 'Projections');
    await expectComingAt(page, `${A}/projection/create`, 'Projections');
    await expectComingAt(page, `${A}/plan/4001/projection/create`, 'Projections');

    await asAnother(browser, baseURL, 'viewer', async (vera) => {
      await expectForbiddenAt(vera, '/accounts');
      await expectForbiddenAt(vera, `${A}/projections`);
      await expectForbiddenAt(vera, `${A}/projection/create`);
      await expectForbiddenAt(vera, `${A}/plan/4001/projection/create`);
    });
  });

  test('ACCESS-011 brands opens for an internal user and shows 403 to an external user', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'admin');
    await expectScreenAt(page, `${A}/brands`, 'Brands');

    // Alex has account rights in 1003, but is external.
    await asAnother(browser, baseURL, 'agencyManager', async (alex) => {
      await expectForbiddenAt(alex, `${ALEX_ACCOUNT}/brands`);
    });
  });

  test('ACCESS-012 campaigns opens with campaign.read (external Vera) and with internal alone (Rita)', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'viewer');
    await expectTitleAt(page, `${A}/campaigns`, 'Campaigns');

    // Rita holds no campaign permission at all: internal is enough.
    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await expectTitleAt(rita, `${A}/campaigns`, 'Campaigns');
    });
  });

  test('ACCESS-013 the campaign builder routes and /c/{id} open with campaign.read (Vera) and with internal alone (Rita)', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    // The campaign screens of issue 5 show their own titles; ad groups and ads come later.
    const builder = async (who: Page) => {
      await expectTitleAt(who, `${A}/campaign/create`, 'New campaign');
      await expectReviewAt(who, `${A}/campaign/5001/review`);
      await expectTitleAt(who, `${A}/campaign/5001/fix`, /^Fix campaign \S/);
      await expectComingAt(who, `${A}/campaign/5001/ad-group/6001`, 'Campaign builder');
      await expectComingAt(who, `${A}/campaign/5001/ad-group/6001/ad/7001`, 'Campaign builder');
    };
    await signedIn(page, signIn, 'viewer');
    await builder(page);
    await page.goto('/c/5001');
    await expect(page).toHaveURL((url) => url.pathname === `${A}/campaign/5001/review`);
    await expect(page.getByText('Campaign review', { exact: true })).toBeVisible();
    // 5044 belongs to 1003, where Vera has no campaign.read: the lookup fails and she lands at home.
    await page.goto('/c/5044');
    await expect(page).toHaveURL((url) => url.pathname.startsWith(`${A}/`));
    expect(new URL(page.url()).pathname).not.toContain('5044');

    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await builder(rita);
    });
  });

  test('ACCESS-016 performance needs campaign.read: Vera opens it, internal Rita without it gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'viewer');
    await expectComingAt(page, `${A}/performance/campaigns`, 'Campaign performance');

    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await expectForbiddenAt(rita, `${A}/performance/campaigns`);
      await expectForbiddenAt(rita, `${A}/performance`);
    });
  });

  test('ACCESS-017 the reporting section needs reporting.read or tvcrequest.read: Vera opens it, Rita gets 403 throughout', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'viewer');
    await page.goto(`${A}/reporting`);
    await expect(page).toHaveURL((url) => url.pathname === `${A}/reporting/reports`);
    await expect(title(page, 'Reports: not available yet')).toBeVisible();

    // Internal Rita would pass the TVC guards (internal or tvcrequest.read), but not the section's.
    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await expectForbiddenAt(rita, `${A}/reporting/reports`);
      await expectForbiddenAt(rita, `${A}/reporting/tvc-requests`);
      await expectForbiddenAt(rita, `${A}/reporting/tvc-request/create`);
    });
  });

  test('ACCESS-019 NS-24 reporting/reports/create needs reporting.write: Riley opens it, Vera (reporting.read only) gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'reporter');
    await expectComingAt(page, `${A}/reporting/reports/create`, 'Reports');

    await asAnother(browser, baseURL, 'viewer', async (vera) => {
      await expectForbiddenAt(vera, `${A}/reporting/reports/create`);
      // The list next to it is hers to open.
      await expectComingAt(vera, `${A}/reporting/reports`, 'Reports');
    });
  });

  test('ACCESS-020 reporting/reports/{id} needs reporting.read: Vera opens it, Rita gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'viewer');
    await expectComingAt(page, `${A}/reporting/reports/9401`, 'Reports');

    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await expectForbiddenAt(rita, `${A}/reporting/reports/9401`);
    });
  });

  test('ACCESS-021 reporting/campaign/{id} needs campaign.read or reporting.read: Vera opens it, Rita gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'viewer');
    await expectComingAt(page, `${A}/reporting/campaign/5001`, 'Reports');

    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await expectForbiddenAt(rita, `${A}/reporting/campaign/5001`);
    });
  });

  test('ACCESS-022 NS-25 reporting/tvc-request/create: Ada (tvcrequest.write) and Sam (internal only) open it, external Vera gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'admin');
    await expectComingAt(page, `${A}/reporting/tvc-request/create`, 'TVC requests');

    await asAnother(browser, baseURL, 'sales', async (sam) => {
      await expectComingAt(sam, `${A}/reporting/tvc-request/create`, 'TVC requests');
    });
    // Vera passes the reporting section (reporting.read) but is not internal.
    await asAnother(browser, baseURL, 'viewer', async (vera) => {
      await expectForbiddenAt(vera, `${A}/reporting/tvc-request/create`);
    });
  });

  test('ACCESS-023 NS-25 TVC list and detail need internal or tvcrequest.read: Sam opens them, external Vera gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'sales');
    await expectComingAt(page, `${A}/reporting/tvc-requests`, 'TVC requests');
    await expectComingAt(page, `${A}/reporting/tvc-request/9301`, 'TVC requests');

    await asAnother(browser, baseURL, 'viewer', async (vera) => {
      await expectForbiddenAt(vera, `${A}/reporting/tvc-requests`);
      await expectForbiddenAt(vera, `${A}/reporting/tvc-request/9301`);
    });
  });

  test('ACCESS-024 users and user/create need internal or users.read: Alex (users.read) and Rita (internal) open them, Vera gets 403', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    await signedIn(page, signIn, 'agencyManager');
    await expectScreenAt(page, `${ALEX_ACCOUNT}/users`, 'Users');
    await expectScreenAt(page, `${ALEX_ACCOUNT}/user/create`, 'Add a user');

    await asAnother(browser, baseURL, 'redemptionsAdmin', async (rita) => {
      await expectScreenAt(rita, `${A}/users`, 'Users');
      await expectScreenAt(rita, `${A}/user/create`, 'Add a user');
    });
    await asAnother(browser, baseURL, 'viewer', async (vera) => {
      await expectForbiddenAt(vera, `${A}/users`);
      await expectForbiddenAt(vera, `${A}/user/create`);
      await expectForbiddenAt(vera, VERA_DETAIL);
    });
  });

  test('ACCESS-025 /admin/redemptions and its country pages open for internal Sam and show 403 to external Vera', async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    // Sam holds no redemptions permission: internal is enough.
    await signedIn(page, signIn, 'sales');
    await page.goto('/admin/redemptions');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/us');
    await expect(title(page, 'Redemptions admin: not available yet')).toBeVisible();
    await expectComingAt(page, '/admin/redemptions/gb', 'Redemptions admin');

    await asAnother(browser, baseURL, 'viewer', async (vera) => {
      await expectForbiddenAt(vera, '/admin/redemptions');
      await expectForbiddenAt(vera, '/admin/redemptions/us');
      await expectForbiddenAt(vera, '/admin/redemptions/gb');
    });
  });
});

test.describe('routes that need a flag, with the flag off for Sam (ACCESS-027)', () => {
  // One after another: each test changes Sam's flags and drops all of Sam's overrides afterwards.
  test.describe.configure({ mode: 'default' });
  const userId = emailOf('sales');

  test('ACCESS-011 ACCESS-027 brands shows 403 to an internal user while enable-account-brands is off, and opens when it is on', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('enable-account-brands', false, undefined, { userId });
    await signedIn(page, signIn, 'sales');
    await expectForbiddenAt(page, `${A}/brands`);

    await resetFlags({ userId });
    await page.reload();
    await expect(title(page, 'Brands')).toBeVisible();
  });

  test('ACCESS-012 ACCESS-027 campaigns shows 403 while enable-campaigns-page is off, and opens when it is on', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('enable-campaigns-page', false, undefined, { userId });
    await signedIn(page, signIn, 'sales');
    await expectForbiddenAt(page, `${A}/campaigns`);

    await resetFlags({ userId });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns', exact: true })).toBeVisible();
  });

  test('ACCESS-014 ACCESS-027 the plan routes show 403 while enable-campaign-planner is off, and open when it is on', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    const planRoutes = [`${A}/plans`, `${A}/plan/create`, `${A}/plan/4001`, `${A}/plan/4002/specification/5019/review`];
    await setFlag('enable-campaign-planner', false, undefined, { userId });
    await signedIn(page, signIn, 'sales');
    for (const path of planRoutes) await expectForbiddenAt(page, path);

    await resetFlags({ userId });
    await expectTitleAt(page, `${A}/plans`, 'Plans');
    await expectTitleAt(page, `${A}/plan/create`, 'New plan');
    await expectTitleAt(page, `${A}/plan/4001`, 'Plan Q3 launch');
    await expectReviewAt(page, `${A}/plan/4002/specification/5019/review`);
  });

  test('ACCESS-015 ACCESS-027 the inactive-ad fix form shows 403 while enable-inactive-ad-fix-form is off; the campaign fix form stays open', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    const adFix = `${A}/campaign/5001/ad-group/6001/ad/7001/fix`;
    await setFlag('enable-inactive-ad-fix-form', false, undefined, { userId });
    await signedIn(page, signIn, 'sales');
    await expectForbiddenAt(page, adFix);
    await expectTitleAt(page, `${A}/campaign/5001/fix`, /^Fix campaign \S/);
    // The flag is read for this user (the page above is settled), and the ad fix form is still off.
    await expectForbiddenAt(page, adFix);

    await resetFlags({ userId });
    await expectComingAt(page, adFix, 'Campaign builder');
  });

  test('ACCESS-018 ACCESS-027 reporting/reports shows 403 while enable-scheduled-reports is off; a report itself stays open', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('enable-scheduled-reports', false, undefined, { userId });
    await signedIn(page, signIn, 'sales');
    await expectForbiddenAt(page, `${A}/reporting/reports`);
    await page.goto(`${A}/reporting`);
    await expect(page).toHaveURL((url) => url.pathname === `${A}/reporting/reports`);
    await expectForbidden(page);
    await expectComingAt(page, `${A}/reporting/reports/9401`, 'Reports');

    await resetFlags({ userId });
    await expectComingAt(page, `${A}/reporting/reports`, 'Reports');
  });
});

test.describe('kill flags, for Sid (NS-23)', () => {
  // One after another: each test changes Sid's flags and drops all of Sid's overrides afterwards.
  test.describe.configure({ mode: 'default' });
  const userId = emailOf('scale');

  test('ACCESS-043 disable-accounts-page turns /accounts off and hides the All accounts link; off again brings both back', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-accounts-page', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    await expectDisabledAt(page, '/accounts');
    await expect(topLink(page, 'All accounts')).toHaveCount(0);

    await resetFlags({ userId });
    await page.reload();
    await expect(title(page, 'All accounts')).toBeVisible();
    await expect(topLink(page, 'All accounts')).toBeVisible();
  });

  test('ACCESS-044 disable-campaign-build turns the campaign builder off (create, review, ad group, ad, fix, /c/{id}) and hides New campaign', async ({
    page,
    signIn,
    setFlag,
  }) => {
    // New campaign shows only while the planner is off (part 1 §2.5): off for Sid throughout.
    await setFlag('enable-campaign-planner', false, undefined, { userId });
    await setFlag('disable-campaign-build', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    for (const path of [
      `${A}/campaign/create`,
      `${A}/campaign/5001`,
      `${A}/campaign/5001/review`,
      `${A}/campaign/5001/ad-group/6001`,
      `${A}/campaign/5001/ad-group/6001/ad/7001`,
      `${A}/campaign/5001/fix`,
      `${A}/campaign/5001/ad-group/6001/ad/7001/fix`,
    ]) {
      await expectDisabledAt(page, path);
    }
    await page.goto('/c/5001');
    await expect(page).toHaveURL((url) => url.pathname === `${A}/campaign/5001/review`);
    await expectDisabled(page);
    expect(await menuItems(page, 'Campaigns')).not.toContain('New campaign');
    // The campaigns list is not part of the builder.
    await expectTitleAt(page, `${A}/campaigns`, 'Campaigns');

    await setFlag('disable-campaign-build', false, undefined, { userId });
    await expectTitleAt(page, `${A}/campaign/create`, 'New campaign');
    // The menu settles once Sid's flags and the account's lines are read.
    await expect(async () => {
      expect(await menuItems(page, 'Campaigns')).toContain('New campaign');
    }).toPass({ timeout: 20_000 });
  });

  test('ACCESS-045 disable-projections turns the projection screens off and hides the Projections menu; off again brings them back', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-projections', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    for (const path of [`${A}/projections`, `${A}/projection/create`, `${A}/plan/4001/projection/create`]) {
      await expectDisabledAt(page, path);
    }
    await expect(groupButton(page, 'Campaigns')).toBeVisible();
    await expect(groupButton(page, 'Projections')).toHaveCount(0);
    // Plans themselves stay.
    await expectTitleAt(page, `${A}/plan/4001`, 'Plan Q3 launch');

    await resetFlags({ userId });
    await expectComingAt(page, `${A}/projections`, 'Projections');
    await expect(groupButton(page, 'Projections')).toBeVisible();
  });

  test('ACCESS-046 disable-campaign-performance turns performance off, hides its link and the account opens elsewhere (NS-04)', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-campaign-performance', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    await expectDisabledAt(page, `${A}/performance/campaigns`);
    await expectDisabledAt(page, `${A}/performance`);
    expect(await menuItems(page, 'Campaigns')).not.toContain('Campaign performance');
    // The account's default section is no longer performance: the first menu link, All projections.
    await page.goto(A);
    await expect(page).toHaveURL((url) => url.pathname === `${A}/projections`);

    await resetFlags({ userId });
    await expectComingAt(page, `${A}/performance/campaigns`, 'Campaign performance');
    expect(await menuItems(page, 'Campaigns')).toContain('Campaign performance');
  });

  test('ACCESS-047 disable-reporting turns the reporting screens off and hides the Reporting menu; off again brings them back', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-reporting', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    for (const path of [
      `${A}/reporting/reports`,
      `${A}/reporting/reports/create`,
      `${A}/reporting/reports/9401`,
      `${A}/reporting/campaign/5001`,
      `${A}/reporting/tvc-requests`,
    ]) {
      await expectDisabledAt(page, path);
    }
    await expect(groupButton(page, 'Campaigns')).toBeVisible();
    await expect(groupButton(page, 'Reporting')).toHaveCount(0);

    await resetFlags({ userId });
    await expectComingAt(page, `${A}/reporting/reports`, 'Reports');
    await expect(groupButton(page, 'Reporting')).toBeVisible();
  });

  test('ACCESS-048 disable-tvc-requests turns the TVC screens off and hides both TVC links; reports stay; off again brings them back', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-tvc-requests', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    for (const path of [
      `${A}/reporting/tvc-requests`,
      `${A}/reporting/tvc-request/create`,
      `${A}/reporting/tvc-request/9301`,
    ]) {
      await expectDisabledAt(page, path);
    }
    const items = await menuItems(page, 'Reporting');
    expect(items).toContain('Reports');
    expect(items).not.toContain('TVC requests');
    expect(items).not.toContain('New TVC request');
    await expectComingAt(page, `${A}/reporting/reports`, 'Reports');

    await resetFlags({ userId });
    await expectComingAt(page, `${A}/reporting/tvc-requests`, 'TVC requests');
    expect(await menuItems(page, 'Reporting')).toEqual(
      expect.arrayContaining(['Reports', 'TVC requests', 'New TVC request']),
    );
  });

  test('ACCESS-049 disable-user-management turns users, user/create and user detail off and hides Manage users; off again brings them back', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-user-management', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    for (const path of [`${A}/users`, `${A}/user/create`, VERA_DETAIL]) await expectDisabledAt(page, path);
    const items = await menuItems(page, 'Settings');
    expect(items).toContain('Brands');
    expect(items).not.toContain('Manage users');

    await resetFlags({ userId });
    await expectScreenAt(page, `${A}/users`, 'Users');
    expect(await menuItems(page, 'Settings')).toContain('Manage users');
  });

  test('ACCESS-050 disable-account-management turns brands off and hides the Brands link; off again brings it back', async ({
    page,
    signIn,
    setFlag,
    resetFlags,
  }) => {
    await setFlag('disable-account-management', true, undefined, { userId });
    await signedIn(page, signIn, 'scale');
    await expectDisabledAt(page, `${A}/brands`);
    const items = await menuItems(page, 'Settings');
    expect(items).toContain('Manage users');
    expect(items).not.toContain('Brands');

    await resetFlags({ userId });
    await page.reload();
    await expect(title(page, 'Brands')).toBeVisible();
    expect(await menuItems(page, 'Settings')).toContain('Brands');
  });
});

test('ACCESS-051 disable-admin turns the /admin area off and hides the Redemptions admin link; off again brings both back', async ({
  page,
  signIn,
  setFlag,
  resetFlags,
}) => {
  // Rita holds redemptions.read: the only person besides Ada with the link. No other test changes her flags.
  const userId = emailOf('redemptionsAdmin');
  await setFlag('disable-admin', true, undefined, { userId });
  await signIn('redemptionsAdmin');
  for (const path of ['/admin', '/admin/redemptions', '/admin/redemptions/us', '/admin/redemptions/gb']) {
    await expectDisabledAt(page, path);
  }
  await expect(topLink(page, 'All accounts')).toBeVisible();
  await expect(topLink(page, 'Redemptions admin')).toHaveCount(0);

  await resetFlags({ userId });
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/redemptions/us');
  await expect(title(page, 'Redemptions admin: not available yet')).toBeVisible();
  await expect(topLink(page, 'Redemptions admin')).toBeVisible();
});
