import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture } from '@/mocks/fixtures/campaign-build';
import { fixture as rewardsFixture } from '@/mocks/fixtures/rewards';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders } from '@/testing/render';
import { campaignBuilderRoutes } from '@/testing/builder-routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const WRITER = ['campaign.read', 'campaign.write'];
const REVIEW = '/advertiser/1001/campaign/5001/review';
const stack = setupTestBackend(campaignBuildFixture);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T16:00:00Z'));
  await Promise.all([import('../wizard/BuilderLayout'), import('../../pages/CampaignReviewPage')]);
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string, permissions = WRITER) {
  const requests = recordRequests();
  const routes = [
    { path: '/advertiser/:accountId', children: [{ path: 'campaign', children: campaignBuilderRoutes }] },
  ];
  const view = renderWithProviders(routes, { path, account: ACME, permissions });
  return { ...view, requests };
}

/** Issue 28: an ad's actions are in its row's menu, as an ad group's are. */
async function rowAction(user: ReturnType<typeof renderAt>['user'], group: HTMLElement, ad: string, item: string) {
  await user.click(within(group).getByRole('button', { name: `Actions for ${ad}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}
const adsOf = (name: string) => screen.findByRole('region', { name: `Ads of ${name}` }, { timeout: 5000 });

describe('ads on the campaign review (part 2 §2, §7 Ads)', () => {
  it('AD-003 the ads are read campaign-wide in one page of 500 and listed under their ad group with their status, as a table (issue 28)', async () => {
    const { requests } = renderAt(REVIEW);
    const first = await adsOf('Ad group 6001');
    const table = within(first).getByRole('table', { name: 'Ads of Ad group 6001' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ad', 'Reward', 'Status', 'ID', 'Actions']);
    expect(within(first).getByRole('link', { name: 'Ad 7001' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001',
    );
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(await adsOf('Ad group 6002')).getByRole('link', { name: 'Ad 7002' })).toBeInTheDocument();
    const list = requests().find((request) => request.url === '/api/v7/campaign-build-api/accounts/1001/ads');
    expect(list?.search.get('perPage')).toBe('500');
    expect(list?.search.get('filter')).toBe('campaignId==5001');
  });

  it('NS-93 issue 28: each ad group says who it reaches, where and for what fee; each ad shows its picture, headline, reward and redemption dates — read in one call', async () => {
    const { db } = stack.store;
    const extra = rewardsFixture();
    const creative = extra.creatives.find((candidate) => candidate.id === 9101);
    if (!creative) throw new Error('fixture creative 9101 missing');
    db.creatives = [{ ...creative, headline: 'Gear up for spring' }];
    db.rewards = extra.rewards.filter((reward) => reward.adId === 7001);
    db.rewardTemplates = extra.rewardTemplates;
    for (const ad of db.ads) if (ad.adId === 7001) ad.creativeId = 9101;
    const audience = db.audiences.find((candidate) => candidate.audienceId === 8001);
    if (audience)
      audience.locations = {
        include: [{ compositeId: 'DMA|501', geoType: 'DMA', id: 501, name: 'New York' }],
        exclude: [],
        count: 1,
      };
    const { requests } = renderAt(REVIEW);
    const first = await adsOf('Ad group 6001');
    expect(await within(first).findByText('Percent fee 15%, capped at $5,000.00')).toBeInTheDocument();
    expect(within(first).getByText('All cardholders')).toBeInTheDocument();
    expect(within(first).getByText('New York')).toBeInTheDocument();
    const picture = within(first).getByRole('img', { name: 'Picture of Ad 7001' });
    expect(picture.getAttribute('src')).toMatch(/^https?:\/\/.*hero/);
    expect(within(first).getByText('Gear up for spring')).toBeInTheDocument();
    expect(await within(first).findByText('10% back, up to $20, on purchases over $10')).toBeInTheDocument();
    expect(within(first).getByText('Redeem 04/01/2026 – 06/30/2026')).toBeInTheDocument();
    // The other ad group: no fee, no picture, no reward yet — said, not left blank.
    const second = await adsOf('Ad group 6002');
    expect(within(second).getByText('No fee')).toBeInTheDocument();
    expect(within(second).getByText('No reward yet')).toBeInTheDocument();
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    // Totals of the campaign above the ad groups.
    expect(screen.getByText(/^2 ad groups · 2 ads · budget \$100,000\.00 · /)).toBeInTheDocument();
    // One read for every ad group and ad: no per-ad creative, reward, audience or fee calls.
    const urls = requests().map((request) => request.url);
    expect(urls.filter((url) => url.endsWith('/campaigns/5001/review'))).toHaveLength(1);
    expect(urls.some((url) => /\/creatives\/|\/rewards$|\/audiences\/|\/pricingmodels$/.test(url))).toBe(false);
  });

  it('issue 28: an ad row menu opens the ad, as an ad group row menu opens the ad group', async () => {
    const { user, router } = renderAt(REVIEW);
    await rowAction(user, await adsOf('Ad group 6001'), 'Ad 7001', 'Open…');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/ad-group/6001/ad/7001');
    });
  });

  it('duplicate asks first, then adds a copy with the same creative (one Idempotency-Key)', async () => {
    const { user, requests } = renderAt(REVIEW);
    await rowAction(user, await adsOf('Ad group 6001'), 'Ad 7001', 'Duplicate');
    const dialog = await screen.findByRole('alertdialog', { name: "Duplicate ad 'Ad 7001'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Ad Ad 7001 (copy) added')).toBeInTheDocument();
    const post = requests().find((request) => request.method === 'POST' && request.url.endsWith('/ads'));
    expect(post?.key).toBeTruthy();
    expect(post?.body).toMatchObject({ name: 'Ad 7001 (copy)', adGroupId: 6001, creativeId: 2001 });
    // NS-93: what will run is read again, so the copy is in it.
    await waitFor(() => {
      expect(requests().filter((request) => request.url.endsWith('/campaigns/5001/review'))).toHaveLength(2);
    });
    expect(
      await within(await adsOf('Ad group 6001')).findByRole('link', { name: 'Ad 7001 (copy)' }),
    ).toBeInTheDocument();
  });

  it('delete asks first; Cancel keeps the ad, Delete removes it', async () => {
    const { user } = renderAt(REVIEW);
    const group = await adsOf('Ad group 6002');
    await rowAction(user, group, 'Ad 7002', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(stack.store.db.ads.some((ad) => ad.adId === 7002)).toBe(true);
    await rowAction(user, group, 'Ad 7002', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad Ad 7002 deleted')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(group).queryByRole('link', { name: 'Ad 7002' })).not.toBeInTheDocument();
    });
    expect(stack.store.db.ads.some((ad) => ad.adId === 7002)).toBe(false);
  });

  it('a failed delete says so in the dialog and keeps the ad', async () => {
    const { user } = renderAt(REVIEW);
    stack.backend.faults.push({ path: '/ads/7001', method: 'DELETE', fault: { status: 500 }, times: 1 });
    await rowAction(user, await adsOf('Ad group 6001'), 'Ad 7001', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/That did not work/)).toBeInTheDocument();
    expect(stack.store.db.ads.some((ad) => ad.adId === 7001)).toBe(true);
  });

  it('read-only: no new-ad link, no duplicate or delete', async () => {
    renderAt(REVIEW, ['campaign.read']);
    const group = await adsOf('Ad group 6001');
    expect(within(group).getByRole('link', { name: 'Ad 7001' })).toBeInTheDocument();
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    expect(within(group).queryByRole('link', { name: /New ad/ })).not.toBeInTheDocument();
  });
});
