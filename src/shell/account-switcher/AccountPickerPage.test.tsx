import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestBackend, switcherDb } from '@/testing/backend';
import { USER_WITH_SIX_ACCOUNTS } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { AccountPickerPage } from './AccountPickerPage';

setupTestBackend(switcherDb);
beforeEach(() => {
  window.localStorage.clear();
});

describe('account picker page', () => {
  it("lists the user's accounts under 'Choose an account' and opens the chosen one", async () => {
    const { user, router } = renderWithProviders(<AccountPickerPage initialRect={{ width: 600, height: 600 }} />, {
      persona: USER_WITH_SIX_ACCOUNTS,
      path: '/advertiser',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toHaveFocus();
    await user.click(within(list).getByRole('button', { name: /^\[US\] Pinecrest Pharmacy,\s?Brightside Agency$/ }));
    expect(router.state.location.pathname).toBe('/advertiser/1004');
  });

  it('SHELL-008 the search box, shown once the accounts load, leaves the focus where the user put it meanwhile', async () => {
    renderWithProviders(
      <>
        <button type="button">Account and user menu</button>
        <AccountPickerPage initialRect={{ width: 600, height: 600 }} />
      </>,
      { persona: USER_WITH_SIX_ACCOUNTS, path: '/advertiser' },
    );
    // Before the list has loaded, the user has moved on (the header's switcher, say).
    expect(screen.queryByRole('searchbox', { name: 'Search accounts' })).not.toBeInTheDocument();
    const elsewhere = screen.getByRole('button', { name: 'Account and user menu' });
    elsewhere.focus();
    expect(await screen.findByRole('searchbox', { name: 'Search accounts' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });
});
