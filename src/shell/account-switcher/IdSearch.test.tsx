import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '@/lib/storage';
import { RECENT_ENTITIES_KEY } from '@/lib/storage';
import { setupTestBackend, switcherDb } from '@/testing/backend';
import { V6, V7 } from '@/mocks/fixtures/campaign-build';
import { ADMIN, TEST_PERSONAS, type TestPersona } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { generatedIdSearchApi, RECENT_ENTITIES_VERSION, type IdSearchApi, type IdSearchResult } from './id-search';
import { IdSearch } from './IdSearch';

const stack = setupTestBackend(switcherDb);
beforeEach(() => {
  window.localStorage.clear();
});

/** The generated functions, watched. */
function watchedApi() {
  return {
    getCampaignGlobal: vi.fn(generatedIdSearchApi.getCampaignGlobal),
    getAdGroupGlobal: vi.fn(generatedIdSearchApi.getAdGroupGlobal),
    getAdGlobal: vi.fn(generatedIdSearchApi.getAdGlobal),
  } satisfies IdSearchApi;
}

const idField = () => screen.getByLabelText('Campaign, ad group or ad ID');

describe('ID search', () => {
  it('SHELL-052 only integers are searched; any other input says why and sends nothing', async () => {
    const api = watchedApi();
    const { user } = renderWithProviders(<IdSearch api={api} />);
    for (const text of ['12a', '1.5', '-3', '1e5', '5 001', '   ']) {
      await user.clear(idField());
      await user.type(idField(), `${text}{Enter}`);
      expect(screen.getByText(/Enter a whole number ID/)).toBeInTheDocument();
      expect(idField()).toHaveAttribute('aria-invalid', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(/Enter a whole number ID/)).toBeInTheDocument();
    expect(api.getCampaignGlobal).not.toHaveBeenCalled();
    expect(api.getAdGroupGlobal).not.toHaveBeenCalled();
    expect(api.getAdGlobal).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Search results' })).not.toBeInTheDocument();
    // What was typed stays.
    expect(idField()).toHaveValue('   ');
  });

  it('SHELL-052 Enter starts the search, and so does the Search button', async () => {
    const api = watchedApi();
    const { user } = renderWithProviders(<IdSearch api={api} />);
    await user.type(idField(), '5001{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(api.getCampaignGlobal).toHaveBeenCalledTimes(1);
    expect(api.getCampaignGlobal).toHaveBeenCalledWith(5001, expect.anything());
    expect(idField()).not.toHaveAttribute('aria-invalid');

    await user.clear(idField());
    await user.type(idField(), ' 6002 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Ad group 6002')).toBeInTheDocument();
    expect(api.getAdGroupGlobal).toHaveBeenCalledWith(6002, expect.anything());
  });

  it('SHELL-053 results show under Search results with type, id, name and account; choosing one opens the campaign review', async () => {
    const { user, router } = renderWithProviders(<IdSearch />);
    await user.type(idField(), '5001{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const result = within(results).getByRole('button');
    expect(result).toHaveTextContent('Campaign');
    expect(result).toHaveTextContent('Spring cash back');
    expect(result).toHaveTextContent('ID 5001');
    expect(result).toHaveTextContent('Account 1001');
    await user.click(result);
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
  });

  it('SHELL-053 an ad group or an ad result opens the review on its ad group (ad_group query)', async () => {
    const { user, router } = renderWithProviders(<IdSearch />);
    await user.type(idField(), '6002{Enter}');
    await user.click(await screen.findByRole('button', { name: /Ad group 6002/ }));
    expect(router.state.location).toMatchObject({
      pathname: '/advertiser/1001/campaign/5001/review',
      search: '?ad_group=6002',
    });

    await user.clear(idField());
    await user.type(idField(), '7004{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getByRole('button', { name: /Ad 7004/ }));
    // Ad 7004 sits in ad group 6003 of campaign 5002.
    expect(router.state.location).toMatchObject({
      pathname: '/advertiser/1001/campaign/5002/review',
      search: '?ad_group=6003',
    });
  });

  it('WIZ-004 an ad result opens the review on its ad group and names the ad for it to open', async () => {
    const { user, router } = renderWithProviders(<IdSearch />);
    await user.type(idField(), '7004{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getByRole('button', { name: /Ad 7004/ }));
    expect(router.state.location).toMatchObject({
      pathname: '/advertiser/1001/campaign/5002/review',
      search: '?ad_group=6003',
      state: { searchedAd: { adId: 7004, adGroupId: 6003 } },
    });
  });

  it('NS-85 an external user finds the drafts they created, and nothing of another user’s draft', async () => {
    const manager: TestPersona = TEST_PERSONAS.agencyManager;
    // The admin's draft in the manager's account, with an ad group.
    const draft = await stack.call<{ campaignId: number }>('POST', `${V7}/accounts/1001/campaigns`, {
      as: ADMIN.email,
      body: { name: 'Admin draft', lineId: 3001 },
    });
    const group = await stack.call<{ adGroupId: number }>('POST', `${V6}/accounts/1001/adgroups`, {
      as: ADMIN.email,
      body: { name: 'Admin group', campaignId: draft.body.campaignId },
    });
    const { user } = renderWithProviders(<IdSearch />, { persona: manager });
    for (const id of [draft.body.campaignId, group.body.adGroupId]) {
      await user.clear(idField());
      await user.type(idField(), `${String(id)}{Enter}`);
      expect(await screen.findByText('No results found')).toBeInTheDocument();
    }
    // Draft 5002 is the manager's own.
    await user.clear(idField());
    await user.type(idField(), '5002{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button')).toHaveTextContent('Summer draft');
  });

  it("SHELL-053 an id nothing has shows 'No results found'", async () => {
    const { user } = renderWithProviders(<IdSearch />);
    await user.type(idField(), '999999{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
  });

  it('SHELL-053 opened results appear below as recently searched, newest first, 10 kept', async () => {
    const storage = createStorage({ environment: 'mock', userEmail: ADMIN.email });
    const older: IdSearchResult[] = Array.from({ length: 10 }, (_, index) => ({
      type: 'campaign',
      id: 100 + index,
      name: `Old campaign ${String(index)}`,
      accountId: 1001,
      campaignId: 100 + index,
    }));
    storage.write(RECENT_ENTITIES_KEY, RECENT_ENTITIES_VERSION, older);
    const { user, router } = renderWithProviders(<IdSearch />);
    const recentList = () => screen.getByRole('list', { name: 'Recently searched' });
    expect(within(recentList()).getAllByRole('button')).toHaveLength(10);

    await user.type(idField(), '5004{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getByRole('button', { name: /Tea time/ }));
    const recent = within(recentList()).getAllByRole('button');
    expect(recent).toHaveLength(10);
    expect(recent[0]).toHaveTextContent('Tea time');
    expect(recent[1]).toHaveTextContent('Old campaign 0');
    expect(screen.queryByText('Old campaign 9')).not.toBeInTheDocument();
    // The results come before the recently searched items.
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Search results', 'Recently searched']);

    await user.click(recent[1]!);
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/100/review');
    expect(within(recentList()).getAllByRole('button')[0]).toHaveTextContent('Old campaign 0');
  });

  it('SHELL-054 a server error on any of the three fetches fails the search with its message', async () => {
    stack.backend.faults.push({ path: '/campaign-build-api/ads/', fault: { status: 500 }, times: 1 });
    const { user } = renderWithProviders(<IdSearch />);
    await user.type(idField(), '5001{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed.');
    expect(alert).toHaveTextContent('Unexpected error (injected)');
    expect(screen.queryByRole('heading', { name: 'Search results' })).not.toBeInTheDocument();
    expect(idField()).toHaveValue('5001');

    // The next try works again.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: /Spring cash back/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
