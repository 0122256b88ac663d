/**
 * Route guards (part 1 §6.3, NS-24, NS-25): for each guarded route one person who may open it and
 * one who gets the 403 page, and the routes that need a flag with that flag off (ACCESS-027). The
 * whole app at each path, as a deep link opens it, signed in as a persona of the local stack with
 * its seed and flags (src/testing/app.tsx). The browser meets the guards in tests/e2e (a11y.spec:
 * the 403 and feature-disabled pages; auth.spec: logging out from the 403 page).
 *
 * Who holds what (src/mocks/server/permissions.ts, NS-18): Ada — internal, everything; Sam —
 * internal with campaign.read, reporting.read, tvcrequest.read, users.read; Rita — internal with
 * redemptions.* only; Alex — external Campaign Account Manager on 1003–1008 (campaign.*,
 * reporting.read, users.read); Vera — external Campaign Viewer on 1001 (campaign.read,
 * reporting.read); Riley — external Reporter on 1001 and 1002 (campaign.read, reporting.read and
 * .write).
 */
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlagName } from '@/access/flags';
import type { PersonaKey } from '@/mocks/personas';
import {
  expectForbiddenPage,
  expectPage,
  renderApp,
  setupSeededBackend,
  titled,
  type PageOutcome,
} from '@/testing/app';

setupSeededBackend();

const A = '/advertiser/1001';
const ALEX_ACCOUNT = '/advertiser/1003';
const VERA_DETAIL = `${A}/user/${encodeURIComponent('vera.viewer@acme-outfitters.example')}`;

const FORBIDDEN = 'forbidden';
const REVIEW = 'review';

interface Row {
  who: PersonaKey;
  path: string;
  outcome: PageOutcome;
}

const rows = (who: PersonaKey, paths: string[], outcome: PageOutcome): Row[] =>
  paths.map((path) => ({ who, path, outcome }));

const opens = async ({ who, path, outcome }: Row) => {
  renderApp(path, { who });
  await expectPage(outcome);
};

describe('ACCESS-010 /accounts, projections and projection/create open for internal users and show 403 to external users', () => {
  const paths = [`${A}/projections`, `${A}/projection/create`, `${A}/plan/4001/projection/create`];
  it.each([
    { who: 'admin', path: '/accounts', outcome: titled('All accounts') },
    ...rows('admin', [`${A}/projections`], titled('Projections')),
    ...rows('admin', [`${A}/projection/create`], titled('New projection')),
    ...rows('admin', [`${A}/plan/4001/projection/create`], titled(/^New projection for plan /)),
    ...rows('viewer', ['/accounts', ...paths], FORBIDDEN),
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-011 brands opens for an internal user and shows 403 to an external user', () => {
  it.each([
    { who: 'admin', path: `${A}/brands`, outcome: titled('Brands') },
    // Alex has account rights in 1003, but is external.
    { who: 'agencyManager', path: `${ALEX_ACCOUNT}/brands`, outcome: FORBIDDEN },
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-012 campaigns opens with campaign.read (external Vera) and with internal alone (Rita)', () => {
  it.each(
    rows('viewer', [`${A}/campaigns`], titled('Campaigns')).concat(
      rows('redemptionsAdmin', [`${A}/campaigns`], titled('Campaigns')),
    ),
  )('$who at $path', opens);
});

describe('ACCESS-013 the campaign builder routes and /c/{id} open with campaign.read (Vera) and with internal alone (Rita)', () => {
  const builder = (who: PersonaKey): Row[] => [
    // NS-07a: the route opens, and without campaign.write it says so and nothing else.
    { who, path: `${A}/campaign/create`, outcome: titled(/^You don't have permission to create campaigns in \S/) },
    { who, path: `${A}/campaign/5001/review`, outcome: REVIEW },
    { who, path: `${A}/campaign/5001/fix`, outcome: titled(/^Fix campaign \S/) },
    { who, path: `${A}/campaign/5001/ad-group/6001`, outcome: titled(/^Ad group \S/) },
    { who, path: `${A}/campaign/5001/ad-group/6001/ad/7001`, outcome: titled('Ad 7001') },
  ];
  it.each([...builder('viewer'), ...builder('redemptionsAdmin')])('$who at $path', opens);

  it('/c/{id} opens the campaign review in its account; a campaign Vera may not read sends her home', async () => {
    const app = renderApp('/c/5001', { who: 'viewer' });
    await expectPage(REVIEW);
    expect(app.pathname()).toBe(`${A}/campaign/5001/review`);
    // 5044 belongs to 1003, where Vera has no campaign.read: the lookup fails and she lands at home.
    await app.go('/c/5044');
    await expect.poll(app.pathname, { timeout: 10_000 }).toMatch(new RegExp(`^${A}/`));
    expect(app.pathname()).not.toContain('5044');
  });
});

describe('ACCESS-016 performance needs campaign.read: Vera opens it, internal Rita without it gets 403', () => {
  it.each([
    { who: 'viewer', path: `${A}/performance/campaigns`, outcome: titled('Campaign performance') },
    ...rows('redemptionsAdmin', [`${A}/performance/campaigns`, `${A}/performance`], FORBIDDEN),
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-017 the reporting section needs reporting.read or tvcrequest.read: Vera opens it, Rita gets 403 throughout', () => {
  it('viewer at /reporting lands on the reports', async () => {
    const app = renderApp(`${A}/reporting`, { who: 'viewer' });
    await expectPage(titled('Scheduled reports'));
    expect(app.pathname()).toBe(`${A}/reporting/reports`);
  });
  // Internal Rita would pass the TVC guards (internal or tvcrequest.read), but not the section's.
  it.each(
    rows(
      'redemptionsAdmin',
      [`${A}/reporting/reports`, `${A}/reporting/tvc-requests`, `${A}/reporting/tvc-request/create`],
      FORBIDDEN,
    ),
  )('$who at $path', opens);
});

describe('ACCESS-019 NS-24 reporting/reports/create needs reporting.write: Riley opens it, Vera (reporting.read only) gets 403', () => {
  it.each([
    { who: 'reporter', path: `${A}/reporting/reports/create`, outcome: titled('New scheduled report') },
    { who: 'viewer', path: `${A}/reporting/reports/create`, outcome: FORBIDDEN },
    // The list next to it is hers to open.
    { who: 'viewer', path: `${A}/reporting/reports`, outcome: titled('Scheduled reports') },
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-020 reporting/reports/{id} needs reporting.read: Vera opens it, Rita gets 403', () => {
  it.each([
    { who: 'viewer', path: `${A}/reporting/reports/9401`, outcome: titled(/^Daily delivery \(selected campaigns\)$/) },
    { who: 'redemptionsAdmin', path: `${A}/reporting/reports/9401`, outcome: FORBIDDEN },
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-021 reporting/campaign/{id} needs campaign.read or reporting.read: Vera opens it, Rita gets 403', () => {
  it.each([
    { who: 'viewer', path: `${A}/reporting/campaign/5001`, outcome: titled('Campaign report') },
    { who: 'redemptionsAdmin', path: `${A}/reporting/campaign/5001`, outcome: FORBIDDEN },
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-022 NS-25 reporting/tvc-request/create: Ada (tvcrequest.write) and Sam (internal only) open it, external Vera gets 403', () => {
  const path = `${A}/reporting/tvc-request/create`;
  it.each([
    { who: 'admin', path, outcome: titled('New TVC request') },
    { who: 'sales', path, outcome: titled('New TVC request') },
    // Vera passes the reporting section (reporting.read) but is not internal.
    { who: 'viewer', path, outcome: FORBIDDEN },
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-023 NS-25 TVC list and detail need internal or tvcrequest.read: Sam opens them, external Vera gets 403', () => {
  const list = `${A}/reporting/tvc-requests`;
  const one = `${A}/reporting/tvc-request/9301`;
  it.each([
    { who: 'sales', path: list, outcome: titled('TVC requests') },
    { who: 'sales', path: one, outcome: titled('TVC request 9301') },
    ...rows('viewer', [list, one], FORBIDDEN),
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-024 users and user/create need internal or users.read: Alex (users.read) and Rita (internal) open them, Vera gets 403', () => {
  it.each([
    { who: 'agencyManager', path: `${ALEX_ACCOUNT}/users`, outcome: titled('Users') },
    { who: 'agencyManager', path: `${ALEX_ACCOUNT}/user/create`, outcome: titled('Add a user') },
    { who: 'redemptionsAdmin', path: `${A}/users`, outcome: titled('Users') },
    { who: 'redemptionsAdmin', path: `${A}/user/create`, outcome: titled('Add a user') },
    ...rows('viewer', [`${A}/users`, `${A}/user/create`, VERA_DETAIL], FORBIDDEN),
  ] satisfies Row[])('$who at $path', opens);
});

describe('ACCESS-025 /admin/redemptions and its country pages open for internal Sam and show 403 to external Vera', () => {
  it('sales at /admin/redemptions lands on a country', async () => {
    // Sam holds no redemptions permission: internal is enough.
    const app = renderApp('/admin/redemptions', { who: 'sales' });
    await expectPage(titled('Redemption review: United States'));
    expect(app.pathname()).toBe('/admin/redemptions/us');
  });
  it.each([
    { who: 'sales', path: '/admin/redemptions/gb', outcome: titled('Redemption review: United Kingdom') },
    ...rows('viewer', ['/admin/redemptions', '/admin/redemptions/us', '/admin/redemptions/gb'], FORBIDDEN),
  ] satisfies Row[])('$who at $path', opens);
});

describe('routes that need a flag show 403 while it is off, and open when it is on (ACCESS-027)', () => {
  /** Sam at each path with `flag` off, then (a new page load) with it on, as the mock environment has it. */
  const withFlag = (flag: FlagName, cases: [path: string, on: PageOutcome][]) => async () => {
    for (const [path, on] of cases) {
      renderApp(path, { who: 'sales', flags: { [flag]: false } });
      await expectForbiddenPage();
      cleanup();
      renderApp(path, { who: 'sales' });
      await expectPage(on);
      cleanup();
    }
  };

  it(
    'ACCESS-011 ACCESS-027 brands shows 403 to an internal user while enable-account-brands is off',
    withFlag('enable-account-brands', [[`${A}/brands`, titled('Brands')]]),
  );
  it(
    'ACCESS-012 ACCESS-027 campaigns shows 403 while enable-campaigns-page is off',
    withFlag('enable-campaigns-page', [[`${A}/campaigns`, titled('Campaigns')]]),
  );
  it(
    'ACCESS-014 ACCESS-027 the plan routes show 403 while enable-campaign-planner is off',
    withFlag('enable-campaign-planner', [
      [`${A}/plans`, titled('Plans')],
      [`${A}/plan/create`, titled('New plan')],
      [`${A}/plan/4001`, titled('Plan Q3 launch')],
      [`${A}/plan/4002/specification/5019/review`, REVIEW],
    ]),
  );
  it(
    'ACCESS-015 ACCESS-027 the inactive-ad fix form shows 403 while enable-inactive-ad-fix-form is off',
    withFlag('enable-inactive-ad-fix-form', [[`${A}/campaign/5001/ad-group/6001/ad/7001/fix`, titled(/^Fix ad \S/)]]),
  );
  it('ACCESS-015 the campaign fix form stays open while enable-inactive-ad-fix-form is off', async () => {
    renderApp(`${A}/campaign/5001/fix`, { who: 'sales', flags: { 'enable-inactive-ad-fix-form': false } });
    await expectPage(titled(/^Fix campaign \S/));
  });
  it(
    'ACCESS-018 ACCESS-027 reporting/reports shows 403 while enable-scheduled-reports is off',
    withFlag('enable-scheduled-reports', [[`${A}/reporting/reports`, titled('Scheduled reports')]]),
  );
  it('ACCESS-018 while enable-scheduled-reports is off /reporting lands on the 403 of the reports, and a report itself stays open', async () => {
    const app = renderApp(`${A}/reporting`, { who: 'sales', flags: { 'enable-scheduled-reports': false } });
    await expectForbiddenPage();
    expect(app.pathname()).toBe(`${A}/reporting/reports`);
    await app.go(`${A}/reporting/reports/9401`);
    await expectPage(titled(/^Daily delivery \(selected campaigns\)$/));
  });
});
