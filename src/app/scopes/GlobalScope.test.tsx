import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestBackend, switcherDb } from '@/testing/backend';
import { TEST_CONFIG } from '@/testing/config';
import { ADMIN, USER_WITH_ONE_ACCOUNT } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { MenuProvider } from '@/shell/menu-context';
import { GlobalScope } from './GlobalScope';
import { Landing } from './Landing';

setupTestBackend(switcherDb);
afterEach(() => {
  vi.restoreAllMocks();
});

/** The paths of every request the app sends from now on. */
function recordPaths(): () => string[] {
  const requests = recordRequests();
  return () => requests().map((request) => request.url);
}

const ROUTES = [
  { path: '/advertiser/:accountId', element: <h1>Account page</h1> },
  {
    element: (
      <MenuProvider entries={[]}>
        <GlobalScope />
      </MenuProvider>
    ),
    children: [
      { index: true, element: <Landing /> },
      { path: 'accounts', element: <h1>Global page</h1> },
    ],
  },
];

const ADMIN_USERS_ME = `/api/v1/aura/accounts/${String(TEST_CONFIG.adminAccountId)}/users/me`;

describe('the global scope', () => {
  it('ACCT-017 SHELL-002 signing in lands in the user’s account without asking users/me of the admin account (no 404 for an external user)', async () => {
    const paths = recordPaths();
    const { router } = renderWithProviders(ROUTES, { path: '/', persona: USER_WITH_ONE_ACCOUNT });
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/advertiser/1001');
    expect(paths()).not.toContain(ADMIN_USERS_ME);
  });

  it('ACCESS-005 the other global screens read access in the admin account', async () => {
    const paths = recordPaths();
    renderWithProviders(ROUTES, { path: '/accounts', persona: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Global page' })).toBeInTheDocument();
    await waitFor(() => {
      expect(paths()).toContain(ADMIN_USERS_ME);
    });
  });
});
