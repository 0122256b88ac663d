import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture } from '@/mocks/fixtures/campaign-build';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { renderWithProviders } from '@/testing/render';
import { campaignBuilderRoutes } from '@/testing/builder-routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const WRITER = ['campaign.read', 'campaign.write'];
const stack = setupTestBackend(campaignBuildFixture);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T16:00:00Z'));
  await Promise.all([
    import('../wizard/BuilderLayout'),
    import('../../pages/CampaignReviewPage'),
    import('../../pages/ImportAdGroupsPage'),
  ]);
});
afterAll(() => {
  vi.useRealTimers();
});
function renderAt(path: string) {
  // When each request started (the mocked Date stands still).
  const startedAt: number[] = [];
  const realFetch = globalThis.fetch;
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
    startedAt.push(performance.now());
    return realFetch(...args);
  });
  const routes = [
    { path: '/advertiser/:accountId', children: [{ path: 'campaign', children: campaignBuilderRoutes }] },
  ];
  const view = renderWithProviders(routes, { path, account: ACME, permissions: WRITER });
  const requests = async () =>
    Promise.all(
      fetchSpy.mock.calls.map(async ([input, init], index) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const body = request.method === 'GET' ? undefined : await request.clone().text();
        return {
          method: request.method,
          url: new URL(request.url),
          body,
          headers: request.headers,
          at: startedAt[index] ?? 0,
        };
      }),
    );
  return { ...view, requests };
}

const table = () => screen.findByRole('table', { name: 'Ad groups' }, { timeout: 5000 });
/** The ad group names in the order the review lists them. */
async function listed(): Promise<string[]> {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('link').textContent);
}
async function expectListed(names: string[]) {
  await waitFor(
    async () => {
      expect(await listed()).toEqual(names);
    },
    { timeout: 5000 },
  );
}
/** More ad groups in campaign 5001: 6001 "Ad group 6001" … in priority order. */
function threeAdGroups() {
  stack.store.write((db) => {
    const first = db.adGroups.find((group) => group.adGroupId === 6001);
    if (first) db.adGroups.push({ ...first, adGroupId: 6010, name: 'Ad group 6010', userPriorityOrder: 3 });
  });
}

describe('ad groups on the campaign review', () => {
  it('ADG-004 the campaign-wide list: filter campaignId==, order userPriorityOrder, one page of 500', async () => {
    stack.store.write((db) => {
      for (const group of db.adGroups) if (group.adGroupId === 6001) group.userPriorityOrder = 5;
    });
    const { requests } = renderAt('/advertiser/1001/campaign/5001/review');
    await expectListed(['Ad group 6002', 'Ad group 6001']);
    const read = (await requests()).find((r) => r.url.pathname.endsWith('/accounts/1001/adgroups'));
    expect(read?.url.searchParams.get('filter')).toBe('campaignId==5001');
    expect(read?.url.searchParams.get('orderBy')).toBe('userPriorityOrder');
    expect(read?.url.searchParams.get('perPage')).toBe('500');
  });

  it('ADG-006 the arrow keys on a move handle reorder and PUT the full id list; focus stays on the handle', async () => {
    threeAdGroups();
    const { user, requests } = renderAt('/advertiser/1001/campaign/5001/review');
    await expectListed(['Ad group 6001', 'Ad group 6002', 'Ad group 6010']);
    screen.getByRole('button', { name: 'Move Ad group 6010' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(await listed()).toEqual(['Ad group 6001', 'Ad group 6010', 'Ad group 6002']);
    expect(screen.getByText('Ad group 6010 moved to position 2 of 3.')).toHaveAttribute('role', 'status');
    await waitFor(async () => {
      const put = (await requests()).find((r) => r.method === 'PUT' && r.url.pathname.endsWith('/adgroups/order'));
      expect(put?.url.pathname).toBe('/api/v1/campaign-build/accounts/1001/campaigns/5001/adgroups/order');
      expect(JSON.parse(put?.body ?? '{}')).toEqual({ userPriorityOrder: [6001, 6010, 6002] });
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move Ad group 6010' })).toHaveFocus();
    });
    // The server kept the order: a fresh read lists it so.
    const saved = stack.store.db.adGroups.filter((g) => g.campaignId === 5001);
    expect([...saved].sort((a, b) => a.userPriorityOrder - b.userPriorityOrder).map((g) => g.adGroupId)).toEqual([
      6001, 6010, 6002,
    ]);
  });

  it.each([
    ['500', { status: 500 as const }],
    ['429 with Retry-After', { status: 429 as const, retryAfter: 1 }],
    ['network down', { drop: true }],
  ])('ADG-006 a failed reorder (%s) puts the previous order back and says so', async (_name, fault) => {
    stack.backend.faults.push({ path: '/adgroups/order', method: 'PUT', fault, times: 1 });
    const { user } = renderAt('/advertiser/1001/campaign/5001/review');
    await expectListed(['Ad group 6001', 'Ad group 6002']);
    screen.getByRole('button', { name: 'Move Ad group 6001' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByText(/The new order could not be saved, so the previous order is back/),
    ).toBeInTheDocument();
    expect(await listed()).toEqual(['Ad group 6001', 'Ad group 6002']);
  });

  it('NS-92 ADG-006 a reorder of a list someone changed meanwhile reloads the list and says how many rows changed', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/5001/review');
    await expectListed(['Ad group 6001', 'Ad group 6002']);
    // Someone else adds an ad group to the campaign while this list is open.
    threeAdGroups();
    screen.getByRole('button', { name: 'Move Ad group 6001' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByText(
        'The ad groups changed since this list was loaded (1 ad group added or removed), so the order was not saved. The list is reloaded: move the ad group again.',
      ),
    ).toBeInTheDocument();
    await expectListed(['Ad group 6001', 'Ad group 6002', 'Ad group 6010']);
  });

  it('ADG-007 duplicate N: N duplicate calls 500 ms apart, the copies counted and listed', async () => {
    const { user, requests } = renderAt('/advertiser/1001/campaign/5001/review');
    await table();
    await user.click(screen.getByRole('button', { name: 'Actions for Ad group 6002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Ad group 6002' });
    const copies = within(dialog).getByRole('spinbutton', { name: /Number of copies/ });
    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('2 copies created, 0 errors.', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = (await requests()).filter(
      (r) => r.method === 'POST' && r.url.pathname.endsWith('/adgroups/6002/duplicate'),
    );
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(450);
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(async () => {
      expect((await listed()).length).toBe(4);
    });
  });

  it('deleting asks first; confirmed, the ad group leaves the list', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/5001/review');
    await table();
    await user.click(screen.getByRole('button', { name: 'Actions for Ad group 6002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete ad group 'Ad group 6002'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete ad group' }));
    await expectListed(['Ad group 6001']);
    expect(stack.store.db.adGroups.some((g) => g.adGroupId === 6002)).toBe(false);
  });

  it('a refused delete keeps the dialog open with the reason inside; Cancel keeps the ad group', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/5001/review');
    await table();
    stack.backend.faults.push({ path: '/adgroups/6002', method: 'DELETE', fault: { status: 500 }, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for Ad group 6002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete ad group 'Ad group 6002'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete ad group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Ad group 6002/);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete ad group' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectListed(['Ad group 6001', 'Ad group 6002']);
  });
});

describe('ADG-008 importing ad groups from another campaign', () => {
  async function chooseSource(user: ReturnType<typeof renderAt>['user']) {
    await user.click(await screen.findByRole('combobox', { name: 'Campaign to import from' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('option', { name: 'Summer draft (5002)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Ad group 6003' }));
  }

  it('ADG-008 posts the chosen sourceAdGroupIds and lists the created ad groups', async () => {
    const { user, requests } = renderAt('/advertiser/1001/campaign/5001/ad-group/import');
    await chooseSource(user);
    await user.click(screen.getByRole('button', { name: 'Import 1 ad groups' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Imported 1 ad groups:');
    const post = (await requests()).find((r) => r.method === 'POST' && r.url.pathname.endsWith('/import-adgroups'));
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ sourceAdGroupIds: [6003] });
    const created = stack.store.db.adGroups.filter((g) => g.campaignId === 5001 && g.adGroupId > 6005);
    expect(created).toHaveLength(1);
    expect(within(done).getByRole('link')).toHaveAttribute(
      'href',
      `/advertiser/1001/campaign/5001/ad-group/${String(created[0]?.adGroupId)}`,
    );
  });

  it.each([
    ['500', { status: 500 as const }],
    ['malformed body', { malformed: true }],
    ['answer lost after the server saved', { dropAnswer: true }],
    ['429 with Retry-After', { status: 429 as const, retryAfter: 1 }],
    ['network down', { drop: true }],
  ])(
    'ADG-008 a failed import (%s) says so, keeps the choice, and Import again creates nothing twice',
    async (_n, fault) => {
      stack.backend.faults.push({ path: '/import-adgroups', method: 'POST', fault, times: 1 });
      const { user, requests } = renderAt('/advertiser/1001/campaign/5001/ad-group/import');
      await chooseSource(user);
      await user.click(screen.getByRole('button', { name: 'Import 1 ad groups' }));
      expect(await screen.findByText(/The import failed; nothing you chose is lost/)).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Ad group 6003' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Import 1 ad groups' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 ad groups:');
      const posts = (await requests()).filter(
        (r) => r.method === 'POST' && r.url.pathname.endsWith('/import-adgroups'),
      );
      expect(new Set(posts.map((p) => p.headers.get('Idempotency-Key'))).size).toBe(1);
      expect(stack.store.db.adGroups.filter((g) => g.campaignId === 5001).length).toBe(3);
    },
  );

  it('choosing nothing says to choose an ad group, at the list', async () => {
    const { user } = renderAt('/advertiser/1001/campaign/5001/ad-group/import');
    await chooseSource(user);
    await user.click(screen.getByRole('checkbox', { name: 'Ad group 6003' }));
    await user.click(screen.getByRole('button', { name: 'Import 0 ad groups' }));
    expect(await screen.findByText('Choose at least one ad group to import.')).toBeInTheDocument();
  });
});
