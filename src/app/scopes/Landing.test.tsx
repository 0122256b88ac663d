import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, RECENT_ACCOUNTS_KEY } from '@/lib/storage';
import { testAccount } from '@/mocks/db/test-records';
import { setupTestBackend, switcherDb } from '@/testing/backend';
import { ADMIN, USER_WITH_SIX_ACCOUNTS } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { AccountPickerPage } from '@/shell/account-switcher/AccountPickerPage';
import { Landing, LANDING_FIRST_ACCOUNT_MAX } from './Landing';

/** The switcher's accounts and enough more that an internal user sees more than the landing's limit. */
setupTestBackend(() => {
  const db = switcherDb();
  for (let index = 0; index < LANDING_FIRST_ACCOUNT_MAX; index += 1)
    db.accounts.push(testAccount(1100 + index, `Zz Light Advertiser ${String(index + 1).padStart(2, '0')}`));
  return db;
});
beforeEach(() => {
  window.localStorage.clear();
});

const ROUTES = [
  { index: true, element: <Landing /> },
  { path: '/advertiser', element: <AccountPickerPage initialRect={{ width: 600, height: 600 }} /> },
  { path: '/advertiser/:accountId', element: <h1>Account page</h1> },
];

function rememberRecent(email: string, id: number, advertiserName: string) {
  createStorage({ environment: 'mock', userEmail: email }).write(RECENT_ACCOUNTS_KEY, 1, [
    { id, advertiserName, agencyName: null, bookingCountry: 'US' },
  ]);
}

describe('the landing (NS-91)', () => {
  it('SHELL-003 NS-91 a user with more than 25 accounts and none viewed is asked to choose one: heading, hint, search, no account opened', async () => {
    const { router, user } = renderWithProviders(ROUTES, { path: '/', persona: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advertiser');
    expect(screen.getByText(/find it by advertiser, agency or account id/)).toBeInTheDocument();
    const search = await screen.findByRole('searchbox', { name: 'Search accounts' });
    expect(search).toHaveFocus();
    // The one chosen is remembered: the next landing opens it.
    await user.type(search, '1006');
    const list = await screen.findByRole('list', { name: 'Accounts' });
    await user.click(await within(list).findByRole('button', { name: /Thistle & Rose Florists/ }));
    expect(router.state.location.pathname).toBe('/advertiser/1006');
    await router.navigate('/');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1006');
    });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('SHELL-003 NS-91 with many accounts the most recently viewed one still opens, and the picker lists it under Recently viewed', async () => {
    rememberRecent(ADMIN.email, 1008, 'Summit Fitness Clubs');
    const { router } = renderWithProviders(ROUTES, { path: '/', persona: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advertiser/1008');

    await router.navigate('/advertiser');
    const recent = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(recent).getByRole('button', { name: /Summit Fitness Clubs/ })).toBeInTheDocument();
  });

  it('SHELL-003 a user with a few accounts (up to 25) and none viewed lands on the first one, as the spec says', async () => {
    const { router } = renderWithProviders(ROUTES, { path: '/', persona: USER_WITH_SIX_ACCOUNTS });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    // Name order: Acme Outfitters (1001) first.
    expect(router.state.location.pathname).toBe('/advertiser/1001');
  });
});
