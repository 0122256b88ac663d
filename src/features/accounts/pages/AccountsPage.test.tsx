import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRIGHTSIDE_AGENCY, setupTestBackend, testAccount, testDb } from '@/testing/backend';
import { tableRows } from '@/testing/lists';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders } from '@/testing/render';
import { accountsRoutes } from '../routes';

const thirdParty = {
  ...BRIGHTSIDE_AGENCY,
  id: 3001,
  name: 'Content Partner',
  accountType: 'THIRDPARTYCONTENT',
} as const;

// 24 advertisers: 8 direct, 8 through the agency, 8 third-party content; names sort by their number.
const ADVERTISERS = Array.from({ length: 24 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  const kind = index % 3;
  return testAccount(1001 + index, `Advertiser ${number}${index === 4 ? ' Northwind' : ''}`, {
    managingAccount: kind === 0 ? null : kind === 1 ? BRIGHTSIDE_AGENCY : thirdParty,
    isTest: index === 1,
    bookingCountry: index % 2 === 0 ? 'US' : 'GB',
    salesTier: 'PLATINUM',
  });
});

const stack = setupTestBackend(() =>
  testDb([...ADVERTISERS, testAccount(BRIGHTSIDE_AGENCY.id, BRIGHTSIDE_AGENCY.name, { accountType: 'AGENCY' })], []),
);
beforeAll(async () => {
  await import('./AccountsPage'); // the lazy route's module, loaded once before the timed assertions
});

function renderAccounts(path = '/accounts') {
  const recorded = recordRequests();
  const view = renderWithProviders(
    [...accountsRoutes, { path: '/advertiser/:accountId', element: <p>account page</p> }],
    { path, permissions: ['account.write'] },
  );
  /** The account list calls made so far. */
  const requests = () => recorded({ path: '/accounts' });
  return { ...view, requests };
}

const rowNames = () => tableRows('Accounts').map((cells) => cells[0]);

describe('/accounts (NS-16)', () => {
  it('ACCT-010 lists all accounts one page at a time with total elements and total pages', async () => {
    const { user, requests } = renderAccounts();
    expect(await screen.findByText('24 accounts · Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All accounts' })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toBe('Advertiser 01');

    const table = screen.getByRole('table', { name: 'Accounts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'ID', 'Agency', 'Country', 'Type', 'Sales tier', 'Status', 'Test']);
    const second = within(table).getAllByRole('row')[2];
    expect(second).toBeDefined();
    const cells = within(second as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Advertiser 02',
      '1002',
      'Brightside Agency',
      'GB',
      'Advertiser',
      'Platinum',
      'Active',
      'Yes',
    ]);
    expect(screen.getByRole('link', { name: 'Advertiser 01' })).toHaveAttribute('href', '/advertiser/1001');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('24 accounts · Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => {
      expect(rowNames()[0]).toBe('Advertiser 11');
    });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => {
      expect(rowNames()).toEqual(['Advertiser 21', 'Advertiser 22', 'Advertiser 23', 'Advertiser 24']);
    });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    const sent = requests();
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const request of sent) {
      expect(request.url).toBe('/api/v1/aura/users/ada.admin@cardlinked.example/accounts');
      expect(request.search.get('type')).toBe('ADVERTISER');
      expect(request.search.get('size')).toBe('10');
    }
    expect(sent.map((request) => request.search.get('page'))).toEqual(expect.arrayContaining(['0', '1', '2']));
  });

  it('ACCT-010 the page size can be 10, 25, 50 or 100 and the page is kept in the URL', async () => {
    const { user, router } = renderAccounts('/accounts?page=2');
    expect(await screen.findByText('24 accounts · Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(await screen.findByText('24 accounts · Page 1 of 1')).toBeInTheDocument();
    await waitFor(() => {
      expect(rowNames()).toHaveLength(24);
    });
    expect(router.state.location.search).toBe('?size=25');
  });

  it('ACCT-010 searches by name on the server after typing stops', async () => {
    const { user, router, requests } = renderAccounts();
    await screen.findByText('24 accounts · Page 1 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'northwind');
    expect(await screen.findByText('1 accounts · Page 1 of 1')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Advertiser 05 Northwind']);
    expect(router.state.location.search).toBe('?q=northwind');
    expect(
      requests()
        .filter((request) => request.search.has('name'))
        .map((request) => request.search.get('name')),
    ).toEqual(['northwind']);
  });

  it('ACCT-006 the managed-by filter offers the five values and sends managedByAccountType', async () => {
    const { user, router, requests } = renderAccounts();
    await screen.findByText('24 accounts · Page 1 of 3');
    await user.click(screen.getByRole('combobox', { name: 'Managed by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Agency',
      'All',
      'Direct',
      'First party (direct and agency)',
      'Third-party content',
    ]);
    await user.click(screen.getByRole('option', { name: 'Direct' }));
    expect(await screen.findByText('8 accounts · Page 1 of 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?managedBy=direct');

    await user.click(screen.getByRole('combobox', { name: 'Managed by' }));
    await user.click(screen.getByRole('option', { name: 'First party (direct and agency)' }));
    expect(await screen.findByText('16 accounts · Page 1 of 2')).toBeInTheDocument();
    const last = requests().at(-1);
    expect(last?.search.getAll('managedByAccountType')).toEqual(['NULL', 'Agency']);
  });

  it('ACCT-010 sorts by name in both directions', async () => {
    const { user } = renderAccounts();
    await screen.findByText('24 accounts · Page 1 of 3');
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(rowNames()[0]).toBe('Advertiser 24');
    });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('an empty result says so', async () => {
    renderAccounts('/accounts?q=nothing-matches-this');
    expect(await screen.findByText('No accounts match this search and filter.')).toBeInTheDocument();
    expect(screen.getByText('0 accounts · Page 1 of 1')).toBeInTheDocument();
  });

  it('a failed load shows the error where the table would be, and Retry loads again', async () => {
    stack.backend.faults.push({ path: '/accounts', fault: { status: 500 }, times: 1 });
    const { user } = renderAccounts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The accounts could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('24 accounts · Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
