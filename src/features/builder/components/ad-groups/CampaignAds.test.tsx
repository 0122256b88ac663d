import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture } from '@/mocks/handlers/campaign-build/fixture';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders } from '@/testing/render';
import { campaignBuilderRoutes } from '../../routes';

const ACME = testAccount(1001, 'Acme Outdoor');
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
    ).toEqual(['Ad', 'Status', 'ID', 'Actions']);
    expect(within(first).getByRole('link', { name: 'Ad 7001' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5001/ad-group/6001/ad/7001',
    );
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(await adsOf('Ad group 6002')).getByRole('link', { name: 'Ad 7002' })).toBeInTheDocument();
    const list = requests().find((request) => request.url === '/api/v7/campaign-build-api/accounts/1001/ads');
    expect(list?.search.get('perPage')).toBe('500');
    expect(list?.search.get('filter')).toBe('campaignId==5001');
  });

  it('duplicate asks first, then adds a copy with the same creative (one Idempotency-Key)', async () => {
    const { user, requests } = renderAt(REVIEW);
    await rowAction(user, await adsOf('Ad group 6001'), 'Ad 7001', 'Duplicate');
    const dialog = await screen.findByRole('alertdialog', { name: "Duplicate ad 'Ad 7001'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Ad Ad 7001 (copy) added')).toBeInTheDocument();
    const post = requests().find((request) => request.method === 'POST');
    expect(post?.key).toBeTruthy();
    expect(post?.body).toMatchObject({ name: 'Ad 7001 (copy)', adGroupId: 6001, creativeId: 2001 });
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
