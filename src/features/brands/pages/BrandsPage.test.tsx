import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListUserAccountsQueryKey } from '@generated/aura/aura';
import { setupTestBackend, testAccount, testDb } from '@/testing/backend';
import { ADMIN } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { BrandsPage } from './BrandsPage';

const ACME = testAccount(1001, 'Acme Outfitters', { brands: ['12', '7'] });
const routes = [{ path: 'brands', element: <BrandsPage /> }];
const ACCOUNT_ADMIN = ['users.read', 'users.write', 'account.write'];
const READ_ONLY = ['campaign.read'];

const stack = setupTestBackend(() => testDb([structuredClone(ACME)], []));
function renderBrands(permissions = ACCOUNT_ADMIN) {
  const requests = recordRequests();
  const view = renderWithProviders([{ path: '/advertiser/:accountId', children: routes }], {
    path: '/advertiser/1001/brands',
    account: ACME,
    permissions,
  });
  const puts = () => requests({ method: 'PUT' }).map(({ url, body }) => ({ url, body }));
  return { ...view, puts };
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Brand ids of this account' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('brands (part 1 §3.1)', () => {
  it("ACCT-018 shows the account's brands, saves them with PUT brands as strings and shows the returned account", async () => {
    const { user, puts, queryClient } = renderBrands();
    const accountsKey = getListUserAccountsQueryKey(ADMIN.email, { type: 'ADVERTISER', page: 0, size: 10000 });
    queryClient.setQueryData(accountsKey, { data: { items: [], totalElements: 0, totalPages: 0 } });

    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    expect(listed()).toEqual(['12', '7']);
    expect(screen.getByRole('button', { name: 'Save brands' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Brand id' }), '42');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(listed()).toEqual(['12', '7', '42']);
    await user.click(screen.getByRole('button', { name: 'Remove brand 7' }));
    expect(listed()).toEqual(['12', '42']);

    await user.click(screen.getByRole('button', { name: 'Save brands' }));
    expect(await screen.findByText('The brands were saved')).toBeInTheDocument();
    expect(puts()).toEqual([{ url: '/api/v1/aura/accounts/1001/brands', body: { brandIds: ['12', '42'] } }]);
    expect(screen.getByText('Saved brands: 12, 42')).toHaveAttribute('role', 'status');
    expect(stack.store.db.accounts[0]?.brands).toEqual(['12', '42']);
    expect(screen.getByRole('button', { name: 'Save brands' })).toBeDisabled();
    await waitFor(() => {
      expect(queryClient.getQueryState(accountsKey)?.isInvalidated).toBe(true);
    });
  });

  it('ACCT-018 a brand id must be a positive whole number that is not listed yet', async () => {
    const { user, puts } = renderBrands();
    const input = await screen.findByRole('textbox', { name: 'Brand id' });
    await user.type(input, '-3');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    await waitFor(() => {
      expect(input).toHaveAccessibleDescription(/Enter a whole number using digits only/);
    });
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    await waitFor(() => {
      expect(input).toHaveAccessibleDescription(/Brand 12 is already in the list/);
    });
    expect(listed()).toEqual(['12', '7']);
    expect(puts()).toEqual([]);
  });

  it('removing every brand saves an empty list', async () => {
    const { user, puts } = renderBrands();
    await user.click(await screen.findByRole('button', { name: 'Remove brand 12' }));
    await user.click(screen.getByRole('button', { name: 'Remove brand 7' }));
    expect(screen.getByText('No brands are attached to this account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save brands' }));
    await waitFor(() => {
      expect(puts()[0]?.body).toEqual({ brandIds: [] });
    });
    await waitFor(() => {
      expect(stack.store.db.accounts[0]?.brands).toEqual([]);
    });
    expect(screen.getByText('No brands are attached to this account.')).toBeInTheDocument();
    expect(screen.queryByText(/Saved brands/)).not.toBeInTheDocument();
  });

  it('a failed save shows the error and keeps the edited list', async () => {
    stack.backend.faults.push({ path: '/brands', fault: { status: 500 }, times: 1 });
    const { user } = renderBrands();
    await user.type(await screen.findByRole('textbox', { name: 'Brand id' }), '99');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    await user.click(screen.getByRole('button', { name: 'Save brands' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The brands could not be saved');
    expect(listed()).toEqual(['12', '7', '99']);
    expect(screen.getByRole('button', { name: 'Save brands' })).toBeEnabled();
  });

  it('ACCT-018 while a save is on its way the saved line keeps the last answer and the list waits for the new one', async () => {
    const { user } = renderBrands();
    await user.click(await screen.findByRole('button', { name: 'Remove brand 7' }));
    await user.click(screen.getByRole('button', { name: 'Save brands' }));
    expect(await screen.findByText('The brands were saved')).toBeInTheDocument();
    expect(screen.getByText('Saved brands: 12')).toBeInTheDocument();

    stack.backend.faults.push({ path: '/brands', fault: { latencyMs: 300 }, times: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Brand id' }), '99');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    await user.click(screen.getByRole('button', { name: 'Save brands' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    // Not the open account's list of before the first save (12, 7): the last answer.
    expect(screen.getByText('Saved brands: 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add brand' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove brand 99' })).toBeDisabled();
    expect(await screen.findByText('Saved brands: 12, 99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add brand' })).toBeEnabled();
  });

  it('leaving with unsaved brands asks first; Stay keeps the edited list', async () => {
    const { user, router } = renderBrands();
    await user.click(await screen.findByRole('button', { name: 'Remove brand 7' }));
    await act(() => router.navigate('/advertiser/1001'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/brands');
    expect(listed()).toEqual(['12']);
  });

  it('without adsmanager.account.write the brands are read-only', async () => {
    renderBrands(READ_ONLY);
    expect(await screen.findByText('Changing brands needs the account write permission.')).toBeInTheDocument();
    expect(listed()).toEqual(['12', '7']);
    expect(screen.queryByRole('textbox', { name: 'Brand id' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove brand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save brands' })).not.toBeInTheDocument();
  });
});
