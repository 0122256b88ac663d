/**
 * The route table (part 1 §2, src/app/routes.tsx): every account route of all three parts (each
 * screen shows its title), the redirects, the 404s, the campaign-by-id entry and the admin area. The whole app
 * at each path, as a deep link opens it, signed in as a person who may open it (src/testing/app.tsx;
 * who may not is route-guards.test.tsx). Signing in, the landing account, the account picker and the
 * redemptions locale are journeys: tests/e2e/routes.spec.ts.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '@/mocks/personas';
import { expectPage, renderApp, setupSeededBackend, titled, type PageOutcome } from '@/testing/app';

setupSeededBackend();

const base = '/advertiser/1001';

interface Row {
  path: string;
  outcome: PageOutcome;
  /** Where the app ends up; `path` itself when absent (no redirect). */
  to?: string;
  who?: PersonaKey;
}

async function opens({ path, outcome, to = path, who = 'admin' }: Row) {
  const app = renderApp(path, { who });
  await expectPage(outcome);
  await expect.poll(app.pathname).toBe(to);
}

const each = (rows: Row[]) => {
  it.each(rows)('$path', opens);
};

describe('SHELL-007 /advertiser/{id} of an account that is not the user’s shows the 404 page', () => {
  // 1003 exists (Brightside's advertiser) but is not Vera's; 99999999 exists nowhere; abc is no id.
  it.each(['/advertiser/1003', '/advertiser/1003/performance/campaigns', '/advertiser/99999999', '/advertiser/abc'])(
    '%s',
    async (path) => {
      await opens({ path, outcome: 'notFound', who: 'viewer' });
    },
  );

  it('the way out leads back to her own account', async () => {
    const app = renderApp('/advertiser/1003', { who: 'viewer' });
    await expectPage('notFound');
    await app.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the start page' }));
    await expect.poll(app.pathname, { timeout: 10_000 }).toMatch(new RegExp(`^${base}/`));
  });
});

describe('SHELL-009 unknown subpaths of an account show the 404 page; the bare account opens its default section (NS-04)', () => {
  each(
    [
      `${base}/nope`,
      `${base}/campaign/5001/nope`,
      `${base}/reporting/nope`,
      `${base}/performance/campaigns/nope`,
      `${base}/users/nope`,
    ].map((path) => ({ path, outcome: 'notFound' })),
  );
  it('NS-04 with adsmanager.campaign.read the bare account opens campaign performance', async () => {
    await opens({ path: base, to: `${base}/performance/campaigns`, outcome: titled('Campaign performance') });
  });
  it('NS-04 without campaign.read the bare account opens the first menu link the user can open', async () => {
    // Rita is internal with redemptions permissions only: Projections is the first group she sees.
    await opens({ path: base, to: `${base}/projections`, outcome: titled('Projections'), who: 'redemptionsAdmin' });
  });
});

describe('SHELL-011 /c/{campaignId} opens the campaign’s review in its account; an unknown campaign goes to the root', () => {
  each([
    { path: '/c/5001', to: `${base}/campaign/5001/review`, outcome: 'review' },
    // The NS-47 campaign lives in 1001 as well.
    { path: '/c/900000001', to: `${base}/campaign/900000001/review`, outcome: 'review' },
  ]);
  it.each(['/c/999999999', '/c/not-a-number'])('%s goes to the root, which opens the landing account', async (path) => {
    const app = renderApp(path, { who: 'admin' });
    await expect.poll(app.pathname, { timeout: 10_000 }).toMatch(/^\/advertiser\/\d+\//);
    expect(app.pathname()).not.toContain('999999999');
  });
});

describe('SHELL-012 projection redirects to projection/create; projections and the plan projection routes exist', () => {
  each([
    { path: `${base}/projection`, to: `${base}/projection/create`, outcome: titled('New projection') },
    { path: `${base}/projection/create`, outcome: titled('New projection') },
    { path: `${base}/projections`, outcome: titled('Projections') },
    { path: `${base}/plan/4001/projection/create`, outcome: titled(/^New projection for plan /) },
    { path: `${base}/plan/4001/projection/9001`, outcome: titled(/^Projection /) },
  ]);
});

describe('SHELL-013 performance redirects to performance/campaigns, the campaign performance page', () => {
  each([
    { path: `${base}/performance`, to: `${base}/performance/campaigns`, outcome: titled('Campaign performance') },
    { path: `${base}/performance/campaigns`, outcome: titled('Campaign performance') },
  ]);
});

describe('SHELL-014 WIZ-001 WIZ-003 the campaign routes exist: list, create, campaign, the review variants, ad group, ad and both fix forms', () => {
  each([
    { path: `${base}/campaigns`, outcome: titled('Campaigns') },
    { path: `${base}/campaign/create`, outcome: titled('New campaign') },
    { path: `${base}/campaign/5001`, outcome: titled(/^Campaign \S/) },
    ...[
      `${base}/campaign/5001/review`,
      `${base}/campaign/5001/review/comparison`,
      `${base}/campaign/5001/review/publisher`,
    ].map((path) => ({ path, outcome: 'review' as const })),
    { path: `${base}/campaign/5001/fix`, outcome: titled(/^Fix campaign \S/) },
    // The ad-group step (docs/seed.md: 6001 "Frequent shoppers"), the new ad group, the ad form and
    // the inactive-ad fix form.
    { path: `${base}/campaign/5001/ad-group/6001`, outcome: titled('Ad group Frequent shoppers') },
    { path: `${base}/campaign/5001/ad-group/create`, outcome: titled('New ad group') },
    { path: `${base}/campaign/5001/ad-group/import`, outcome: titled('Import ad groups') },
    { path: `${base}/campaign/5001/ad-group/6001/ad/7001`, outcome: titled(/^Ad \S/) },
    { path: `${base}/campaign/5001/ad-group/6001/ad/7001/fix`, outcome: titled(/^Fix ad \S/) },
  ]);

  it('the review shows the campaign’s name and its summary', async () => {
    renderApp(`${base}/campaign/5001/review`, { who: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Summary' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /\S/ })).toBeInTheDocument();
  });
});

describe('SHELL-015 PLAN-008 PLAN-009 the plan routes exist: list, create, plan review and the specification with its review, ad group and ad', () => {
  each([
    { path: `${base}/plans`, outcome: titled('Plans') },
    { path: `${base}/plan/create`, outcome: titled('New plan') },
    // Plan 4001 is the spec's "Q3 launch" (docs/seed.md).
    { path: `${base}/plan/4001`, outcome: titled('Plan Q3 launch') },
    { path: `${base}/plan/4001/review`, outcome: titled('Plan Q3 launch') },
    { path: `${base}/plan/4002/specification/5019`, outcome: 'review' },
    { path: `${base}/plan/4002/specification/5019/review`, outcome: 'review' },
    // The read-only builder inside the plan: the ad group step names its ad group.
    { path: `${base}/plan/4002/specification/5019/ad-group/6039`, outcome: titled(/.+/) },
    { path: `${base}/plan/4002/specification/5019/ad-group/6039/ad/7062`, outcome: titled(/^Ad \S/) },
  ]);
});

describe('SHELL-016 reporting and reporting/custom-reports redirect to reporting/reports; the report routes exist', () => {
  each([
    { path: `${base}/reporting`, to: `${base}/reporting/reports`, outcome: titled('Scheduled reports') },
    { path: `${base}/reporting/custom-reports`, to: `${base}/reporting/reports`, outcome: titled('Scheduled reports') },
    { path: `${base}/reporting/reports`, outcome: titled('Scheduled reports') },
    { path: `${base}/reporting/reports/create`, outcome: titled('New scheduled report') },
    { path: `${base}/reporting/reports/9401`, outcome: titled(/^Daily delivery \(selected campaigns\)$/) },
    { path: `${base}/reporting/campaign/5001`, outcome: titled('Campaign report') },
  ]);
});

describe('SHELL-017 the TVC request routes exist: list, create and one request', () => {
  each([
    { path: `${base}/reporting/tvc-requests`, outcome: titled('TVC requests') },
    { path: `${base}/reporting/tvc-request/create`, outcome: titled('New TVC request') },
    { path: `${base}/reporting/tvc-request/9301`, outcome: titled('TVC request 9301') },
  ]);
});

describe('SHELL-019 users, user/create, user/{email} and brands open their screens under the account', () => {
  each([
    { path: `${base}/user/create`, outcome: titled('Add a user') },
    {
      path: `${base}/user/${encodeURIComponent('vera.viewer@acme-outfitters.example')}`,
      outcome: titled('Vera Viewer'),
    },
    { path: `${base}/brands`, outcome: titled('Brands') },
  ]);
  it('users lists the account’s users', async () => {
    await opens({ path: `${base}/users`, outcome: titled('Users') });
    expect(await screen.findByRole('cell', { name: 'vera.viewer@acme-outfitters.example' })).toBeInTheDocument();
  });
});

describe('SHELL-020 /admin redirects to /admin/redemptions and on to a country; unknown admin subpaths show the 404 page', () => {
  each([
    { path: '/admin', to: '/admin/redemptions/us', outcome: titled('Redemption review: United States') },
    { path: '/admin/redemptions', to: '/admin/redemptions/us', outcome: titled('Redemption review: United States') },
    ...['/admin/nope', '/admin/redemptions-x', '/admin/nope/deeper'].map((path) => ({
      path,
      outcome: 'notFound' as const,
    })),
  ]);
});

describe('SHELL-021 only lowercase us and gb exist under /admin/redemptions', () => {
  each([
    { path: '/admin/redemptions/us', outcome: titled('Redemption review: United States') },
    { path: '/admin/redemptions/gb', outcome: titled('Redemption review: United Kingdom') },
    ...['/admin/redemptions/fr', '/admin/redemptions/US', '/admin/redemptions/GB'].map((path) => ({
      path,
      outcome: 'notFound' as const,
    })),
  ]);
});

describe('SHELL-022 /admin/redemptions/decision and /admin/redemptions/upload redirect to the redemptions landing page', () => {
  each(
    ['/admin/redemptions/decision', '/admin/redemptions/upload'].map((path) => ({
      path,
      to: '/admin/redemptions/us',
      outcome: titled('Redemption review: United States'),
    })),
  );
});
