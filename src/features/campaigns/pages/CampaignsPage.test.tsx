import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignBuildFixture, campaignBuildPerformance, MANAGER } from '@/mocks/fixtures/campaign-build';
import { createStorage } from '@/lib/storage';
import { setupTestBackend, testAccount } from '@/testing/backend';
import { TEST_CONFIG } from '@/testing/config';
import { recordRequests } from '@/testing/requests';
import { ADMIN, TEST_PERSONAS, type TestPersona } from '@/testing/personas';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { campaignsRoutes } from '../routes';

const ACME = testAccount(1001, 'Acme Outfitters');
const WRITE = ['campaign.read', 'campaign.write'];
const CAMPAIGN_VIEWER: TestPersona = TEST_PERSONAS.viewer;
const AGENCY_MANAGER: TestPersona = TEST_PERSONAS.agencyManager;

const stack = setupTestBackend(campaignBuildFixture, campaignBuildPerformance);
beforeAll(async () => {
  await import('./CampaignsPage');
});
afterEach(() => {
  createStorage({ environment: TEST_CONFIG.environment, userEmail: ADMIN.email }).clearUser();
  vi.restoreAllMocks();
});

function renderCampaigns(options: RenderOptions = {}, path = '/advertiser/1001/campaigns') {
  const requests = recordRequests();
  const routes = [{ path: '/advertiser/:accountId', children: campaignsRoutes }];
  const view = renderWithProviders(routes, {
    path,
    account: ACME,
    permissions: WRITE,
    flags: { 'enable-campaigns-page': true },
    ...options,
  });
  /** The campaign list calls made so far, as their queries. */
  const listCalls = () => requests({ method: 'GET', path: '/accounts/1001/campaigns' }).map(({ search }) => search);
  return { ...view, listCalls, requests };
}

const table = () => screen.getByRole('table', { name: 'Campaigns' });
const rowNames = () =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the campaign list', () => {
  it('CAMP-029 lists the account campaigns, 10 per page, newest start first, with status badges and review links', async () => {
    const { listCalls } = renderCampaigns();
    expect(await screen.findByRole('link', { name: 'Autumn' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5003/review',
    );
    // Internal users see drafts; the order is the server's -startDateTime.
    expect(rowNames()).toEqual(['Autumn', 'Summer draft', 'Spring cash back', 'Old winter']);
    const call = listCalls().at(-1);
    expect(call?.get('perPage')).toBe('10');
    expect(call?.get('page')).toBe('1');
    expect(call?.get('orderBy')).toBe('-startDateTime');
    expect(call?.get('includePlanDetails')).toBe('true');
    expect(call?.get('filter')).toBeNull();
    const autumn = within(table()).getByRole('link', { name: 'Autumn' }).closest('tr');
    expect(autumn && within(autumn).getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('4 campaigns', { exact: false })).toBeInTheDocument();
  });

  it('CAMP-016 CAMP-029 a sortable header changes the call orderBy, and again reverses it', async () => {
    const { user, listCalls, router } = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    await user.click(within(table()).getByRole('button', { name: 'Budget' }));
    await waitFor(() => {
      expect(listCalls().at(-1)?.get('orderBy')).toBe('budget');
    });
    expect(router.state.location.search).toContain('sort=budget');
    expect(within(table()).getByRole('columnheader', { name: 'Budget' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table()).getByRole('button', { name: 'Budget' }));
    await waitFor(() => {
      expect(listCalls().at(-1)?.get('orderBy')).toBe('-budget');
    });
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(rowNames()).toEqual(['Autumn', 'Old winter', 'Spring cash back', 'Summer draft']);
    });
  });

  it('CAMP-016 with the All page size a new order is applied to the rows at hand, without another call', async () => {
    const { user, listCalls, router } = renderCampaigns({}, '/advertiser/1001/campaigns?size=10000');
    await screen.findByRole('link', { name: 'Autumn' });
    expect(listCalls().at(-1)?.get('orderBy')).toBe('-startDateTime');
    const calls = listCalls().length;
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(rowNames()).toEqual(['Autumn', 'Old winter', 'Spring cash back', 'Summer draft']);
    });
    expect(router.state.location.search).toContain('sort=name');
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(rowNames()).toEqual(['Summer draft', 'Spring cash back', 'Old winter', 'Autumn']);
    });
    expect(listCalls()).toHaveLength(calls);
  });

  it('CAMP-016 the sort choice offers the ten options', async () => {
    const { user } = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    await user.click(screen.getByRole('option', { name: 'End date (descending)' }));
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('End date (descending)');
    });
  });

  it('CAMP-026 an external viewer gets campaignStatus!=Draft in every call and no draft row', async () => {
    const { listCalls } = renderCampaigns({ persona: CAMPAIGN_VIEWER, permissions: ['campaign.read'] });
    await screen.findByRole('link', { name: 'Autumn' });
    expect(rowNames()).not.toContain('Summer draft');
    expect(listCalls().every((query) => query.get('filter')?.includes('campaignStatus!=Draft'))).toBe(true);
    // Read only: no new-campaign link, no row selection.
    expect(screen.queryByRole('link', { name: 'Create campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('NS-85 CAMP-026 an external builder sees the drafts they created apart from the table, and no other draft', async () => {
    // A draft of the internal admin beside the manager's own draft 5002 ('Summer draft').
    const other = await stack.call('POST', '/api/v7/campaign-build-api/accounts/1001/campaigns', {
      as: ADMIN.email,
      body: { name: 'Admin draft', lineId: 3001 },
    });
    expect(other.status).toBe(201);
    const { listCalls } = renderCampaigns({ persona: AGENCY_MANAGER });
    const drafts = await screen.findByRole('list', { name: 'Your drafts' });
    expect(within(drafts).getByRole('link', { name: 'Summer draft' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/5002/review',
    );
    expect(within(drafts).getAllByRole('link')).toHaveLength(1);
    await screen.findByRole('link', { name: 'Autumn' });
    expect(rowNames()).not.toContain('Summer draft');
    expect(rowNames()).not.toContain('Admin draft');
    expect(listCalls().map((query) => query.get('filter'))).toContain(`campaignStatus==Draft;createUser==${MANAGER}`);
  });

  it('NS-85 internal users see every draft in the table and no separate list', async () => {
    renderCampaigns();
    await screen.findByRole('link', { name: 'Summer draft' });
    expect(screen.queryByRole('heading', { name: 'Your drafts' })).not.toBeInTheDocument();
  });

  it('CAMP-025 the type filter is sent to the server and kept in the URL', async () => {
    const { user, listCalls, router } = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    await user.click(screen.getByRole('combobox', { name: 'Campaign type' }));
    await user.click(await screen.findByRole('option', { name: 'Dynamic CLO' }));
    await waitFor(() => {
      expect(rowNames()).toEqual(['Autumn']);
    });
    expect(listCalls().at(-1)?.get('filter')).toBe('campaignType==DYNAMIC_CLO');
    expect(router.state.location.search).toContain('type=DYNAMIC_CLO');
  });

  it('CAMP-029 the page size can be changed, up to All', async () => {
    const { user, listCalls } = renderCampaigns({}, '/advertiser/1001/campaigns?size=25');
    await screen.findByRole('link', { name: 'Autumn' });
    expect(listCalls().at(-1)?.get('perPage')).toBe('25');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => {
      expect(listCalls().at(-1)?.get('perPage')).toBe('10000');
    });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('CAMP-028 rows carry the enrichment (impressions, media fees, line number, plan) where the data exists', async () => {
    const { user } = renderCampaigns();
    await screen.findByRole('link', { name: 'Spring cash back' });
    const spring = () => within(table()).getByRole('link', { name: 'Spring cash back' }).closest('tr');
    const row = spring();
    expect(row && within(row).getByText('2,000')).toBeInTheDocument();
    expect(row && within(row).getByText('$5.00')).toBeInTheDocument();
    expect(row && within(row).getByText('$100,000.00')).toBeInTheDocument();
    expect(row && within(row).getByText('03/01/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Plan' }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(within(table()).getByRole('columnheader', { name: 'Plan' })).toBeInTheDocument();
    });
    const withPlan = spring();
    expect(withPlan && within(withPlan).getByText('Spring push')).toBeInTheDocument();
  });

  it('CAMP-028 the column choice is kept per user and survives a remount', async () => {
    const first = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    expect(within(table()).queryByRole('columnheader', { name: 'Reach' })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Reach' }));
    await first.user.click(screen.getByRole('menuitemcheckbox', { name: 'Impressions' }));
    await first.user.keyboard('{Escape}');
    await waitFor(() => {
      expect(within(table()).getByRole('columnheader', { name: 'Reach' })).toBeInTheDocument();
    });
    first.unmount();

    renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    expect(within(table()).getByRole('columnheader', { name: 'Reach' })).toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Impressions' })).not.toBeInTheDocument();
  });

  it('CAMP-029 the new-campaign button leads to campaign creation for users who may write', async () => {
    renderCampaigns({ persona: AGENCY_MANAGER });
    expect(await screen.findByRole('link', { name: 'Create campaign' })).toHaveAttribute(
      'href',
      '/advertiser/1001/campaign/create',
    );
  });

  it('NS-07a an account with no campaign says so and offers "Create campaign"; a viewer gets the words without it', async () => {
    stack.store.write((db) => {
      db.campaigns = db.campaigns.filter((campaign) => campaign.accountId !== 1001);
    });
    const view = renderCampaigns({ persona: AGENCY_MANAGER });
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Create campaign' });
    // The header's button and the empty state's.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/advertiser/1001/campaign/create');
    view.unmount();
    renderCampaigns({ persona: CAMPAIGN_VIEWER, permissions: ['campaign.read'] });
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create campaign' })).not.toBeInTheDocument();
  });

  it('CAMP-029 a failed load shows the error with a retry', async () => {
    stack.backend.faults.push({ path: '/accounts/1001/campaigns', fault: { status: 500 }, times: 1 });
    const { user } = renderCampaigns();
    expect(await screen.findByText(/The campaigns could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Autumn' })).toBeInTheDocument();
  });
});

describe('bulk actions', () => {
  it('CAMP-031 CAMP-032 bulk delete with one failure finishes the rest and reports both lists', async () => {
    const { user } = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Spring cash back' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Autumn' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Old winter' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    stack.backend.faults.push({ path: '/campaigns/5001', fault: { status: 500 }, times: 1 });

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 campaigns? 1 of them is delivering.' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/% done, about \d+ seconds left/)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Deleting campaigns' })).toBeInTheDocument();

    expect(await within(dialog).findByText('Deleted 2 of 3 campaigns.', {}, { timeout: 5000 })).toBeInTheDocument();
    const deleted = within(dialog).getByRole('list', { name: 'Deleted' });
    const failed = within(dialog).getByRole('list', { name: 'Not deleted' });
    expect(
      within(deleted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5003', '5006']);
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5001']);
    expect(stack.store.db.campaigns.map((campaign) => campaign.campaignId)).toEqual([5001, 5002, 5004, 5005]);

    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(rowNames()).toEqual(['Summer draft', 'Spring cash back']);
    });
  }, 10000);

  it('CAMP-033 duplicate twice creates two copies, each its own create with its own Idempotency-Key, and the list shows them', async () => {
    const { user, requests } = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Spring cash back' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Spring cash back' });
    const copies = within(dialog).getByRole('spinbutton', { name: /Number of copies/ });

    await user.clear(copies);
    await user.type(copies, '21');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
    expect(copies).toHaveAttribute('aria-invalid', 'true');

    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('2 copies created, 0 errors.', {}, { timeout: 5000 })).toBeInTheDocument();
    const created = within(dialog).getByRole('list', { name: 'Created copies' });
    expect(within(created).getAllByRole('listitem')).toHaveLength(2);
    const copiesInDb = stack.store.db.campaigns.filter((campaign) => campaign.name === 'Spring cash back (copy)');
    expect(copiesInDb).toHaveLength(2);
    const keys = requests({ method: 'POST', path: '/campaigns/5001/duplicate' }).map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => key !== null && key !== '')).toBe(true);

    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(rowNames().filter((name) => name === 'Spring cash back (copy)')).toHaveLength(2);
    });
  }, 10000);

  it('CAMP-033 a failed copy is counted as an error while the other is returned', async () => {
    stack.backend.faults.push({ path: '/campaigns/5001/duplicate', fault: { status: 500 }, times: 1 });
    const { user } = renderCampaigns();
    await screen.findByRole('link', { name: 'Autumn' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Spring cash back' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Spring cash back' });
    const copies = within(dialog).getByRole('spinbutton', { name: /Number of copies/ });
    await user.clear(copies);
    await user.type(copies, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('1 copies created, 1 errors.', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 10000);
});
