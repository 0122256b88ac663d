/**
 * Kill flags (part 1 §6.4, NS-23): each turns its screens off ('Feature disabled') and its header
 * menu entries away, and back on once it is off again (a new page load with the mock environment's
 * flags). The whole app as src/testing/app.tsx renders it, signed in as Sid (internal account
 * manager, every account) or, for /admin, Rita (redemptions admin). The browser shows the
 * feature-disabled page in tests/e2e/a11y.spec.ts.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlagName } from '@/access/flags';
import type { PersonaKey } from '@/mocks/personas';
import { expectFeatureDisabledPage, findTitle, renderApp, setupSeededBackend } from '@/testing/app';

setupSeededBackend();

const A = '/advertiser/1001';
const VERA_DETAIL = `${A}/user/${encodeURIComponent('vera.viewer@acme-outfitters.example')}`;

/** Each path shows the feature-disabled page while `flags` are set for `who`. */
async function expectDisabledAt(paths: string[], flags: Partial<Record<FlagName, boolean>>, who: PersonaKey = 'scale') {
  for (const path of paths) {
    renderApp(path, { who, flags });
    await expectFeatureDisabledPage();
    cleanup();
  }
}

/** The header's group buttons and top links, once the page shows (no navigation when it has no entry). */
function header() {
  const nav = screen.queryByRole('navigation', { name: 'Main' });
  const query = (role: 'button' | 'link') => (name: string) => (nav ? within(nav).queryByRole(role, { name }) : null);
  return { group: query('button'), link: query('link') };
}

describe('kill flags, for Sid (NS-23)', () => {
  it('ACCESS-043 disable-accounts-page turns /accounts off and hides the All accounts link; off again brings both back', async () => {
    renderApp('/accounts', { who: 'scale', flags: { 'disable-accounts-page': true } });
    await expectFeatureDisabledPage();
    expect(header().link('All accounts')).not.toBeInTheDocument();
    cleanup();

    renderApp('/accounts', { who: 'scale' });
    expect(await findTitle('All accounts')).toBeInTheDocument();
    expect(header().link('All accounts')).toBeInTheDocument();
  });

  // New campaign shows only while the planner is off (part 1 §2.5): off for Sid throughout.
  const BUILD_OFF = { 'enable-campaign-planner': false, 'disable-campaign-build': true };

  // Two tests: nine whole-app renders in one came near the time limit on a busy machine.
  it('ACCESS-044 disable-campaign-build turns every builder screen off: create, review, ad group, ad, fix', async () => {
    await expectDisabledAt(
      [
        `${A}/campaign/create`,
        `${A}/campaign/5001`,
        `${A}/campaign/5001/review`,
        `${A}/campaign/5001/ad-group/6001`,
        `${A}/campaign/5001/ad-group/6001/ad/7001`,
        `${A}/campaign/5001/fix`,
        `${A}/campaign/5001/ad-group/6001/ad/7001/fix`,
      ],
      BUILD_OFF,
    );
  });

  it('ACCESS-044 with disable-campaign-build /c/{id} is off and New campaign hidden; off again brings both back', async () => {
    const flags = BUILD_OFF;
    let app = renderApp('/c/5001', { who: 'scale', flags });
    await expectFeatureDisabledPage();
    expect(app.pathname()).toBe(`${A}/campaign/5001/review`);
    expect(await app.menuItems('Campaigns')).not.toContain('New campaign');
    // The campaigns list is not part of the builder.
    await app.go(`${A}/campaigns`);
    expect(await findTitle(/^Campaigns$/)).toBeInTheDocument();
    cleanup();

    app = renderApp(`${A}/campaign/create`, { who: 'scale', flags: { 'enable-campaign-planner': false } });
    expect(await findTitle('New campaign')).toBeInTheDocument();
    // The menu settles once Sid's flags and the account's lines are read.
    await expect.poll(() => app.menuItems('Campaigns'), { timeout: 10_000 }).toContain('New campaign');
  });

  it('ACCESS-045 disable-projections turns the projection screens off and hides the Projections menu; off again brings them back', async () => {
    const flags = { 'disable-projections': true };
    await expectDisabledAt([`${A}/projections`, `${A}/projection/create`, `${A}/plan/4001/projection/create`], flags);
    // Plans themselves stay.
    renderApp(`${A}/plan/4001`, { who: 'scale', flags });
    expect(await findTitle('Plan Q3 launch')).toBeInTheDocument();
    const menu = header();
    expect(menu.group('Campaigns')).toBeInTheDocument();
    expect(menu.group('Projections')).not.toBeInTheDocument();
    cleanup();

    renderApp(`${A}/projections`, { who: 'scale' });
    expect(await findTitle('Projections')).toBeInTheDocument();
    expect(header().group('Projections')).toBeInTheDocument();
  });

  it('ACCESS-046 disable-campaign-performance turns performance off, hides its link and the account opens elsewhere (NS-04)', async () => {
    const flags = { 'disable-campaign-performance': true };
    await expectDisabledAt([`${A}/performance/campaigns`, `${A}/performance`], flags);
    // The account's default section is no longer performance: the first menu link, All projections.
    let app = renderApp(A, { who: 'scale', flags });
    await expect.poll(app.pathname, { timeout: 10_000 }).toBe(`${A}/projections`);
    expect(await app.menuItems('Campaigns')).not.toContain('Campaign performance');
    cleanup();

    app = renderApp(`${A}/performance/campaigns`, { who: 'scale' });
    expect(await findTitle('Campaign performance')).toBeInTheDocument();
    expect(await app.menuItems('Campaigns')).toContain('Campaign performance');
  });

  it('ACCESS-047 disable-reporting turns the reporting screens off and hides the Reporting menu; off again brings them back', async () => {
    const flags = { 'disable-reporting': true };
    await expectDisabledAt(
      [
        `${A}/reporting/reports`,
        `${A}/reporting/reports/create`,
        `${A}/reporting/reports/9401`,
        `${A}/reporting/campaign/5001`,
        `${A}/reporting/tvc-requests`,
      ],
      flags,
    );
    renderApp(`${A}/reporting/reports`, { who: 'scale', flags });
    await expectFeatureDisabledPage();
    let menu = header();
    expect(menu.group('Campaigns')).toBeInTheDocument();
    expect(menu.group('Reporting')).not.toBeInTheDocument();
    cleanup();

    renderApp(`${A}/reporting/reports`, { who: 'scale' });
    expect(await findTitle('Scheduled reports')).toBeInTheDocument();
    menu = header();
    expect(menu.group('Reporting')).toBeInTheDocument();
  });

  it('ACCESS-048 disable-tvc-requests turns the TVC screens off and hides both TVC links; reports stay; off again brings them back', async () => {
    const flags = { 'disable-tvc-requests': true };
    await expectDisabledAt(
      [`${A}/reporting/tvc-requests`, `${A}/reporting/tvc-request/create`, `${A}/reporting/tvc-request/9301`],
      flags,
    );
    let app = renderApp(`${A}/reporting/reports`, { who: 'scale', flags });
    expect(await findTitle('Scheduled reports')).toBeInTheDocument();
    const items = await app.menuItems('Reporting');
    expect(items).toContain('Reports');
    expect(items).not.toContain('TVC requests');
    expect(items).not.toContain('New TVC request');
    cleanup();

    app = renderApp(`${A}/reporting/tvc-requests`, { who: 'scale' });
    expect(await findTitle('TVC requests')).toBeInTheDocument();
    expect(await app.menuItems('Reporting')).toEqual(
      expect.arrayContaining(['Reports', 'TVC requests', 'New TVC request']),
    );
  });

  it('ACCESS-049 disable-user-management turns users, user/create and user detail off and hides Manage users; off again brings them back', async () => {
    const flags = { 'disable-user-management': true };
    await expectDisabledAt([`${A}/users`, `${A}/user/create`, VERA_DETAIL], flags);
    let app = renderApp(`${A}/users`, { who: 'scale', flags });
    await expectFeatureDisabledPage();
    // Settings keeps one entry, so the menu shows it as a plain link (issue 27).
    expect(header().group('Settings')).not.toBeInTheDocument();
    expect(header().link('Brands')).toBeInTheDocument();
    expect(header().link('Manage users')).not.toBeInTheDocument();
    cleanup();

    app = renderApp(`${A}/users`, { who: 'scale' });
    expect(await findTitle('Users')).toBeInTheDocument();
    expect(await app.menuItems('Settings')).toContain('Manage users');
  });

  it('ACCESS-050 disable-account-management turns brands off and hides the Brands link; off again brings it back', async () => {
    const flags = { 'disable-account-management': true };
    let app = renderApp(`${A}/brands`, { who: 'scale', flags });
    await expectFeatureDisabledPage();
    expect(header().group('Settings')).not.toBeInTheDocument();
    expect(header().link('Manage users')).toBeInTheDocument();
    expect(header().link('Brands')).not.toBeInTheDocument();
    cleanup();

    app = renderApp(`${A}/brands`, { who: 'scale' });
    expect(await findTitle('Brands')).toBeInTheDocument();
    expect(await app.menuItems('Settings')).toContain('Brands');
  });
});

it('ACCESS-051 disable-admin turns the /admin area off and hides the Redemptions admin link; off again brings both back', async () => {
  // Rita holds redemptions.read: the only person besides Ada with the link.
  const flags = { 'disable-admin': true };
  await expectDisabledAt(
    ['/admin', '/admin/redemptions', '/admin/redemptions/us', '/admin/redemptions/gb'],
    flags,
    'redemptionsAdmin',
  );
  renderApp('/admin', { who: 'redemptionsAdmin', flags });
  await expectFeatureDisabledPage();
  let menu = header();
  expect(menu.link('All accounts')).toBeInTheDocument();
  expect(menu.link('Redemptions admin')).not.toBeInTheDocument();
  cleanup();

  const app = renderApp('/admin', { who: 'redemptionsAdmin' });
  expect(await findTitle('Redemption review: United States')).toBeInTheDocument();
  expect(app.pathname()).toBe('/admin/redemptions/us');
  menu = header();
  expect(menu.link('Redemptions admin')).toBeInTheDocument();
});
