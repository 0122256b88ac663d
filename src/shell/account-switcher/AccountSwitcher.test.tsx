import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_VERSION } from '@/config/build';
import { ACTIVE_SWITCHER_TAB_KEY } from '@/lib/storage';
import { setupTestBackend, switcherDb, testAccount } from '@/testing/backend';
import { ADMIN, USER_WITH_ONE_ACCOUNT, USER_WITH_SIX_ACCOUNTS } from '@/testing/personas';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AccountSwitcher } from './AccountSwitcher';
import { browser } from './version';

setupTestBackend(switcherDb);
let passThroughFetch: typeof fetch;
let servedVersion: string | null;

beforeAll(() => {
  passThroughFetch = globalThis.fetch;
});
beforeEach(() => {
  window.localStorage.clear();
  servedVersion = BUILD_VERSION;
  // jsdom has no layout: the virtual list's scroll box gets the size it has in the popup (24rem).
  const isScrollBox = (element: HTMLElement) => element.dataset.slot === 'virtual-list';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isScrollBox(this) ? 384 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isScrollBox(this) ? 400 : 0;
  });
  // /version.html is a file of the web host, not of the fake backend.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname === '/version.html') {
      return servedVersion === null
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(servedVersion, { headers: { 'Content-Type': 'text/html' } }));
    }
    return passThroughFetch(input, init);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const acme = testAccount(1001, 'Acme Outfitters');

// The popup's code loads when the trigger is first used; loading it once here keeps each test about
// behaviour rather than about how long the first transform of that module takes.
beforeAll(async () => {
  await import('./SwitcherPopover');
});

async function openPopup(options: RenderOptions = {}) {
  const view = renderWithProviders(<AccountSwitcher />, options);
  const trigger = screen.getByRole('button', { name: options.account ? /Acme Outfitters/ : /Ada Admin|Sam|Uma/ });
  await view.user.click(trigger);
  const popup = await screen.findByRole('dialog', { name: 'Account and user menu' });
  return { ...view, popup, trigger };
}

describe('account switcher popup', () => {
  it('SHELL-051 the trigger shows the open account as [country] name with its badge, or the user outside an account', async () => {
    const inside = renderWithProviders(<AccountSwitcher />, { account: acme });
    const trigger = screen.getByRole('button', { name: /\[US\] Acme Outfitters/ });
    expect(trigger.querySelector('[data-slot="account-badge"]')).toHaveTextContent('AO');
    inside.unmount();
    renderWithProviders(<AccountSwitcher />, { persona: ADMIN });
    expect(screen.getByRole('button', { name: /Ada Admin/ })).toBeInTheDocument();
  });

  it('SHELL-045 internal users with more than one account see the Accounts and IDs tabs', async () => {
    const { popup } = await openPopup({ persona: ADMIN });
    const tabs = within(popup).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Accounts', 'IDs']);
    expect(await within(popup).findByRole('list', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('SHELL-045 non-internal users with several accounts see only the account list', async () => {
    const { popup } = await openPopup({ persona: USER_WITH_SIX_ACCOUNTS });
    expect(await within(popup).findByRole('list', { name: 'Accounts' })).toBeInTheDocument();
    // The popup opens to pick an account: its search box takes the focus once shown.
    await waitFor(() => {
      expect(within(popup).getByRole('searchbox', { name: 'Search accounts' })).toHaveFocus();
    });
    expect(within(popup).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(popup).queryByLabelText('Campaign, ad group or ad ID')).not.toBeInTheDocument();
  });

  it('SHELL-045 internal users with a single account see only the ID search', async () => {
    const { popup } = await openPopup({ persona: { ...USER_WITH_ONE_ACCOUNT, type: 'INTERNAL' } });
    expect(await within(popup).findByLabelText('Campaign, ad group or ad ID')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(popup).queryByRole('tab')).not.toBeInTheDocument();
    });
    expect(within(popup).queryByRole('list', { name: 'Accounts' })).not.toBeInTheDocument();
  });

  it('SHELL-046 the active tab is remembered in the user storage; the default is Accounts', async () => {
    const first = await openPopup({ persona: ADMIN });
    expect(within(first.popup).getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    await first.user.click(within(first.popup).getByRole('tab', { name: 'IDs' }));
    expect(within(first.popup).getByLabelText('Campaign, ad group or ad ID')).toBeInTheDocument();
    const stored = window.localStorage.getItem(`adsmanager:mock:${ADMIN.email}:${ACTIVE_SWITCHER_TAB_KEY}`);
    expect(JSON.parse(stored ?? 'null')).toEqual({ version: 1, value: 'ids' });
    first.unmount();

    const again = await openPopup({ persona: ADMIN });
    expect(within(again.popup).getByRole('tab', { name: 'IDs' })).toHaveAttribute('aria-selected', 'true');
    expect(within(again.popup).getByLabelText('Campaign, ad group or ad ID')).toBeInTheDocument();
  });

  it('SHELL-049 choosing an account in the popup opens it and closes the popup', async () => {
    const { popup, user, router } = await openPopup({ persona: USER_WITH_SIX_ACCOUNTS, account: acme });
    const list = await within(popup).findByRole('list', { name: 'Accounts' });
    expect(within(list).getByRole('button', { name: '[US] Acme Outfitters, Current account' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(list).getByRole('button', { name: /^\[US\] Golden Wok Kitchen,/ }));
    expect(router.state.location.pathname).toBe('/advertiser/1007');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('SHELL-053 ID search in the popup: campaign 5001 opens its review and closes the popup; an unknown id finds nothing', async () => {
    const { popup, user, router } = await openPopup({ persona: ADMIN });
    await user.click(within(popup).getByRole('tab', { name: 'IDs' }));
    const field = within(popup).getByLabelText('Campaign, ad group or ad ID');
    await user.type(field, '424242{Enter}');
    expect(await within(popup).findByText('No results found')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '5001{Enter}');
    await user.click(await within(popup).findByRole('button', { name: /Spring cash back/ }));
    expect(router.state.location.pathname).toBe('/advertiser/1001/campaign/5001/review');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('SHELL-056 the popup shows name, e-mail, language and format, build version, session id with copy, and Log out', async () => {
    const { popup, user, auth } = await openPopup({ persona: { ...ADMIN, sessionId: 'sid-7f3a' } });
    // No sign-in guard here takes the screen away once the user is removed, so the popup keeps its user.
    auth.functions.removeUser.mockResolvedValue(undefined);
    expect(within(popup).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(popup).getByText(ADMIN.email)).toBeInTheDocument();
    expect(within(popup).getByText('Language and format')).toBeInTheDocument();
    expect(within(popup).getByText('English (United States)')).toBeInTheDocument();
    expect(within(popup).getByText('Dates 12/31/2026 · numbers 1,234,567.89')).toBeInTheDocument();
    expect(within(popup).getByText('12.4.67')).toBeInTheDocument();
    expect(within(popup).getByText('sid-7f3a')).toBeInTheDocument();

    await user.click(within(popup).getByRole('button', { name: 'Copy session ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('sid-7f3a');
    expect(within(popup).getByText('Session ID copied')).toBeInTheDocument();

    await user.click(within(popup).getByRole('button', { name: 'Log out' }));
    await waitFor(() => {
      expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    });
    expect(window.localStorage.length).toBe(0);
  });

  it("SHELL-057 a newer /version.html shows 'New build version' with a Reload button that reloads the app", async () => {
    servedVersion = '12.5.0';
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { popup, user } = await openPopup({ persona: ADMIN });
    expect(await within(popup).findByText('New build version')).toBeInTheDocument();
    expect(within(popup).getByText('Version 12.5.0 is available. Reload to use it.')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SHELL-057 the same, an older or an unreachable version file shows no prompt', async () => {
    for (const served of [BUILD_VERSION, '12.4.9', null]) {
      servedVersion = served;
      const { popup, unmount } = await openPopup({ persona: ADMIN });
      await within(popup).findByRole('list', { name: 'Accounts' });
      expect(within(popup).queryByText('New build version')).not.toBeInTheDocument();
      expect(within(popup).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('SHELL-056 NS-10 before any choice the popup shows the browser’s locale: English (United Kingdom), dates dd/mm/yyyy', async () => {
    const { popup, i18n } = await openPopup({
      persona: ADMIN,
      locale: 'en-GB',
      flags: { 'show-locale-selector': true },
    });
    expect(within(popup).getByLabelText('Language')).toHaveValue('en-GB');
    expect(within(popup).getByText('Dates 31/12/2026 · numbers 1,234,567.89')).toBeInTheDocument();
    // Nothing stored yet: the browser's locale stays.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.language).toBe('en-GB');
  });

  it('SHELL-058 ACCESS-031 the locale selector shows only with flag show-locale-selector; a choice applies and is remembered', async () => {
    const off = await openPopup({ persona: ADMIN });
    expect(within(off.popup).queryByLabelText('Language')).not.toBeInTheDocument();
    off.unmount();

    const on = await openPopup({ persona: ADMIN, flags: { 'show-locale-selector': true } });
    const select = within(on.popup).getByLabelText('Language');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['en-US', 'en-GB']);
    expect(select).toHaveValue('en-US');
    await on.user.selectOptions(select, 'en-GB');
    expect(on.i18n.language).toBe('en-GB');
    expect(within(on.popup).getByText('English (United Kingdom)', { selector: 'span' })).toBeInTheDocument();
    expect(within(on.popup).getByText('Dates 31/12/2026 · numbers 1,234,567.89')).toBeInTheDocument();
    on.unmount();

    // Remembered for this user: the next start applies it.
    const next = renderWithProviders(<AccountSwitcher />, { persona: ADMIN, flags: { 'show-locale-selector': true } });
    await waitFor(() => {
      expect(next.i18n.language).toBe('en-GB');
    });
  });
});
