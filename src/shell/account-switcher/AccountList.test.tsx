import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchesAccountSearch, type SwitcherAccount } from '@/user-accounts';
import { createStorage, RECENT_ACCOUNTS_KEY } from '@/lib/storage';
import { setupTestBackend, switcherDb } from '@/testing/backend';
import { ADMIN, USER_WITH_FIVE_ACCOUNTS, USER_WITH_ONE_ACCOUNT, USER_WITH_SIX_ACCOUNTS } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { contrastRatio } from '@/testing/contrast';
import { BADGE_PALETTE, badgeColour, initialsOf } from './account-badge';
import { AccountList, filterIndexed, indexAccounts } from './AccountList';

const RECT = { width: 400, height: 384 };

const stack = setupTestBackend(switcherDb);
beforeEach(() => {
  window.localStorage.clear();
});

const accountsList = () => screen.findByRole('list', { name: 'Accounts' });
const rowsOf = (list: HTMLElement) => within(list).getAllByRole('button');
/** What a row shows on screen: its text without the separators only screen readers get. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  for (const id of copy.querySelectorAll('[data-slot="account-id"]')) id.prepend(' ');
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

function storeRecent(email: string, recent: SwitcherAccount[]) {
  createStorage({ environment: 'mock', userEmail: email }).write(RECENT_ACCOUNTS_KEY, 1, recent);
}
function readRecentIds(email: string): number[] {
  const raw = window.localStorage.getItem(`adsmanager:mock:${email}:${RECENT_ACCOUNTS_KEY}`);
  return raw ? (JSON.parse(raw) as { value: SwitcherAccount[] }).value.map((account) => account.id) : [];
}

const acme: SwitcherAccount = { id: 1001, advertiserName: 'Acme Outfitters', agencyName: null, bookingCountry: 'US' };
const thistle: SwitcherAccount = {
  id: 1006,
  advertiserName: 'Thistle & Rose Florists',
  agencyName: 'Brightside Agency',
  bookingCountry: 'GB',
};
const gone: SwitcherAccount = { id: 1009, advertiserName: 'Bayview Grocers', agencyName: null, bookingCountry: 'US' };

describe('account list (client mode)', () => {
  it('SHELL-047 5 accounts: no search box; 6 accounts: a search box', async () => {
    const five = renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_FIVE_ACCOUNTS });
    expect(rowsOf(await accountsList())).toHaveLength(5);
    expect(screen.queryByRole('searchbox', { name: 'Search accounts' })).not.toBeInTheDocument();
    five.unmount();

    renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    expect(rowsOf(await accountsList())).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toBeInTheDocument();
  });

  it('ACCT-008 the switcher lists the accounts with one request: type ADVERTISER, page 0, size 10000, the user e-mail', async () => {
    const requests = recordRequests();
    renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    await accountsList();
    const reads = requests().filter((request) => request.url.includes('/aura/users/'));
    expect(reads).toHaveLength(1);
    const [read] = reads;
    expect(read?.url).toBe(`/api/v1/aura/users/${USER_WITH_SIX_ACCOUNTS.email}/accounts`);
    expect(Object.fromEntries(read?.search ?? [])).toEqual({
      type: 'ADVERTISER',
      page: '0',
      size: '10000',
    });
  });

  it('ACCT-008 server mode: the recent accounts are asked by accountIds, the search page by size 25, both type ADVERTISER', async () => {
    storeRecent(USER_WITH_SIX_ACCOUNTS.email, [thistle, gone]);
    const requests = recordRequests();
    renderWithProviders(<AccountList initialRect={RECT} />, {
      persona: USER_WITH_SIX_ACCOUNTS,
      flags: { 'enable-server-side-account-list': true },
    });
    const recent = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(recent).getAllByRole('button').map(visibleText)).toEqual([
      'TR[GB] Thistle & Rose Florists Brightside Agency 1006',
    ]);
    const queries = requests({ path: `/api/v1/aura/users/${USER_WITH_SIX_ACCOUNTS.email}/accounts` }).map((request) => [
      ...request.search,
    ]);
    expect(queries).toContainEqual([
      ['type', 'ADVERTISER'],
      ['page', '0'],
      ['size', '2'],
      ['accountIds', '1006'],
      ['accountIds', '1009'],
    ]);
    expect(queries).toContainEqual([
      ['type', 'ADVERTISER'],
      ['page', '0'],
      ['size', '25'],
    ]);
    // The account the server no longer lists for the user is dropped from the recent ones.
    await waitFor(() => {
      expect(readRecentIds(USER_WITH_SIX_ACCOUNTS.email)).toEqual([1006]);
    });
  });

  it("SHELL-049 'Recently viewed' (still accessible ones) comes before 'Accounts'; no match shows adsmanager.NO_MATCHING_ACCOUNTS", async () => {
    // Bayview Grocers (1009) is not among this user's accounts any more.
    storeRecent(USER_WITH_SIX_ACCOUNTS.email, [thistle, gone, acme]);
    const { user } = renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    await accountsList();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Recently viewed', 'Accounts']);
    const recent = within(screen.getByRole('list', { name: 'Recently viewed' })).getAllByRole('button');
    expect(recent.map(visibleText)).toEqual([
      'TR[GB] Thistle & Rose Florists Brightside Agency 1006',
      'AO[US] Acme Outfitters 1001',
    ]);
    await waitFor(() => {
      expect(readRecentIds(USER_WITH_SIX_ACCOUNTS.email)).toEqual([1006, 1001]);
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'no such thing');
    expect(await screen.findByText('No matching accounts')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Accounts' })).not.toBeInTheDocument();
  });

  it('SHELL-049 the search matches advertiser and agency names, case-insensitively, in both sections', async () => {
    storeRecent(USER_WITH_SIX_ACCOUNTS.email, [thistle, acme]);
    const { user } = renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    await accountsList();
    const search = screen.getByRole('searchbox', { name: 'Search accounts' });
    await user.type(search, 'BRIGHTSIDE');
    // The accounts Brightside Agency manages, by their agency: the viewed one under Recently viewed.
    await waitFor(async () => {
      expect(rowsOf(await accountsList()).map(visibleText)).toEqual([
        'GW[US] Golden Wok Kitchen Brightside Agency 1007',
        'PP[US] Pinecrest Pharmacy Brightside Agency 1004',
        'RA[US] Redline Auto Care Brightside Agency 1005',
      ]);
    });
    expect(rowsOf(screen.getByRole('list', { name: 'Recently viewed' })).map(visibleText)).toEqual([
      'TR[GB] Thistle & Rose Florists Brightside Agency 1006',
    ]);
    await user.clear(search);
    await user.type(search, 'bramble');
    await waitFor(async () => {
      expect(rowsOf(await accountsList()).map(visibleText)).toEqual(['BC[GB] Bramble & Co 1002']);
    });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('SHELL-048 the search finds an account by the start of its id, and every row shows its id', async () => {
    const { user } = renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    const list = await accountsList();
    for (const row of rowsOf(list))
      expect(row.querySelector('[data-slot="account-id"]')?.textContent).toBe(row.dataset.accountId);
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), '1004');
    await waitFor(async () => {
      expect(rowsOf(await accountsList()).map(visibleText)).toEqual([
        'PP[US] Pinecrest Pharmacy Brightside Agency 1004',
      ]);
    });
  });

  it('SHELL-049 a short list (no search box) has no Recently viewed: the one account is listed once', async () => {
    storeRecent(USER_WITH_ONE_ACCOUNT.email, [acme]);
    renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_ONE_ACCOUNT });
    const list = await accountsList();
    expect(rowsOf(list).map((row) => row.dataset.accountId)).toEqual(['1001']);
    expect(screen.queryByRole('list', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Acme Outfitters/ })).toHaveLength(1);
  });

  it('SHELL-049 a long list (search box) lists a recently viewed account once: under Recently viewed, not again under Accounts', async () => {
    storeRecent(USER_WITH_SIX_ACCOUNTS.email, [thistle, acme]);
    const { user } = renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    const list = await accountsList();
    const recent = screen.getByRole('list', { name: 'Recently viewed' });
    expect(rowsOf(recent).map((row) => row.dataset.accountId)).toEqual(['1006', '1001']);
    expect(rowsOf(list).map((row) => row.dataset.accountId)).toEqual(['1002', '1007', '1004', '1005']);
    for (const name of [/Thistle & Rose Florists/, /Acme Outfitters/, /Bramble & Co/])
      expect(screen.getAllByRole('button', { name })).toHaveLength(1);

    // Searching keeps it so: the one match that was viewed is under Recently viewed only.
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'florists');
    await waitFor(() => {
      expect(screen.queryByRole('list', { name: 'Accounts' })).not.toBeInTheDocument();
    });
    expect(screen.getAllByRole('button', { name: /Thistle & Rose Florists/ })).toHaveLength(1);
    expect(screen.queryByText('No matching accounts')).not.toBeInTheDocument();
  });

  it('SHELL-050 server mode lists a recently viewed account once too', async () => {
    storeRecent(USER_WITH_SIX_ACCOUNTS.email, [thistle]);
    renderWithProviders(<AccountList initialRect={RECT} />, {
      persona: USER_WITH_SIX_ACCOUNTS,
      flags: { 'enable-server-side-account-list': true },
    });
    const recent = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(rowsOf(recent).map((row) => row.dataset.accountId)).toEqual(['1006']);
    const list = await accountsList();
    await waitFor(() => {
      expect(rowsOf(list)).toHaveLength(5);
    });
    expect(rowsOf(list).map((row) => row.dataset.accountId)).not.toContain('1006');
    expect(screen.getAllByRole('button', { name: /Thistle & Rose Florists/ })).toHaveLength(1);
  });

  it('SHELL-049 the precomputed search gives exactly the matchesAccountSearch result', () => {
    const accounts: SwitcherAccount[] = [
      { id: 1, advertiserName: 'Acme Outfitters', agencyName: null, bookingCountry: 'US' },
      { id: 2, advertiserName: 'ÉCLAIR Café', agencyName: 'Brightside Agency', bookingCountry: 'GB' },
      { id: 3, advertiserName: 'Zephyr', agencyName: 'Acme Agency', bookingCountry: 'GB' },
    ];
    const index = indexAccounts(accounts);
    for (const term of ['', ' ', 'acme', 'ACME', 'éclair', 'café', 'agency', 'side a', 'x', ' zephyr ']) {
      expect(filterIndexed(index, term)).toEqual(accounts.filter((account) => matchesAccountSearch(account, term)));
    }
  });

  it('SHELL-051 a row is [country] advertiser name with a coloured initials badge and the agency as organization', async () => {
    renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    const list = await accountsList();
    const thistleRow = within(list).getByRole('button', {
      name: /^\[GB\] Thistle & Rose Florists,\s?Brightside Agency$/,
    });
    const badge = thistleRow.querySelector<HTMLElement>('[data-slot="account-badge"]');
    expect(badge).toHaveTextContent('TR');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    const colour = badgeColour(1006);
    expect(badge?.style.backgroundColor).toBe(hexToRgb(colour.background));
    expect(badge?.style.color).toBe(hexToRgb(colour.text));
    // An external user's direct account has no organization label.
    expect(within(list).getByRole('button', { name: '[US] Acme Outfitters' })).toBeInTheDocument();
  });

  it("SHELL-051 NS-08 internal users see 'Directly managed' for accounts without an agency", async () => {
    renderWithProviders(<AccountList initialRect={RECT} />, { persona: ADMIN });
    const list = await accountsList();
    expect(
      within(list).getByRole('button', { name: /^\[US\] Acme Outfitters,\s?Directly managed$/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: /^\[US\] Redline Auto Care,\s?Brightside Agency$/ }),
    ).toBeInTheDocument();
  });

  it('SHELL-051 the badge colour is stable per account id, from a fixed palette with AA text contrast', () => {
    expect(badgeColour(1004)).toEqual(badgeColour(1004));
    const used = new Set(Array.from({ length: 200 }, (_, id) => badgeColour(1000 + id).background));
    expect(used.size).toBe(BADGE_PALETTE.length);
    for (const colour of BADGE_PALETTE)
      expect(contrastRatio(colour.text, colour.background)).toBeGreaterThanOrEqual(4.5);
    expect(initialsOf('Acme Outdoor Gear')).toBe('AO');
    expect(initialsOf('zephyr')).toBe('Z');
    expect(initialsOf('  ')).toBe('?');
  });

  it('SHELL-049 choosing an account by click or keyboard opens /advertiser/{id} and remembers it', async () => {
    const onNavigate = vi.fn();
    const { user, router } = renderWithProviders(<AccountList initialRect={RECT} onNavigate={onNavigate} />, {
      persona: USER_WITH_SIX_ACCOUNTS,
    });
    const list = await accountsList();
    await user.click(within(list).getByRole('button', { name: /^\[US\] Golden Wok Kitchen,/ }));
    expect(router.state.location.pathname).toBe('/advertiser/1007');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(readRecentIds(USER_WITH_SIX_ACCOUNTS.email)).toEqual([1007]);
    });

    // Keyboard: from the search box down the rows, Enter opens.
    const search = screen.getByRole('searchbox', { name: 'Search accounts' });
    await user.click(search);
    await user.keyboard('{ArrowDown}');
    const recent = screen.getByRole('list', { name: 'Recently viewed' });
    expect(within(recent).getByRole('button', { name: /^\[US\] Golden Wok Kitchen,/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(await accountsList()).getByRole('button', { name: /Acme Outfitters/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/advertiser/1002');
    // Up from the first row goes back to the search box.
    await user.click(search);
    await user.keyboard('{ArrowDown}');
    expect(search).not.toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveFocus();
  });

  it('SHELL-049 loading shows a status, a failed load shows the error inside the list with Retry', async () => {
    stack.backend.faults.push({ path: '/aura/users/', fault: { status: 500 }, times: 1 });
    const { user } = renderWithProviders(<AccountList initialRect={RECT} />, { persona: USER_WITH_SIX_ACCOUNTS });
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The accounts could not be loaded.');
    expect(alert).toHaveTextContent('Unexpected error (injected)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(rowsOf(await accountsList())).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${String((value >> 16) & 0xff)}, ${String((value >> 8) & 0xff)}, ${String(value & 0xff)})`;
}
