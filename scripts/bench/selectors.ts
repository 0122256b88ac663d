/**
 * Where the switcher bench finds the account switcher (src/shell/account-switcher), in one place.
 *
 * Written against the contract of the switcher, before the UI landed: the trigger is a header
 * button whose accessible name holds the open account as `[US] Advertiser`, the popup is a Radix
 * Popover (role dialog, tabs 'Accounts' and 'IDs'), the account search box is labelled with
 * 'Search…', and the rows are rows of a virtualized list (src/components/ui/virtual-list.tsx) or
 * account buttons. Adjust here when the UI says otherwise.
 */
import type { Locator, Page } from '@playwright/test';

/** An account as the switcher shows it: `[GB] Acme` (SHELL-051). */
export const ACCOUNT_NAME = /\[[A-Z]{2}\]\s*\S/;

/** The header button that opens the switcher popup. */
export function switcherTrigger(page: Page): Locator {
  const named = { name: ACCOUNT_NAME };
  return page.getByRole('banner').getByRole('button', named).or(page.getByRole('button', named)).first();
}

/**
 * The open popup, as CSS for in-page code (the measurements run inside the page): the Popover
 * primitive of src/components/ui/popover.tsx, or any open Radix dialog-like popper content.
 */
export const POPUP_CSS = '[data-slot="popover-content"], [role="dialog"][data-state="open"]';

/** The open popup for Playwright. */
export const switcherPopup = (page: Page): Locator => page.locator(POPUP_CSS).first();

/** The 'Accounts' tab of the popup (absent for users who only get one of the two tabs). */
export const accountsTab = (popup: Locator): Locator => popup.getByRole('tab', { name: /^\s*accounts\s*$/i });

/** The account search box of the Accounts tab (shown with more than 5 accounts, SHELL-047). */
export function accountSearch(popup: Locator): Locator {
  const named = { name: /search/i };
  return popup.getByRole('searchbox', named).or(popup.getByRole('textbox', named)).first();
}

/**
 * A rendered row of the account list(s), as CSS: a row of a virtual list (src/components/ui/
 * virtual-list.tsx: `[data-index]`, role option or listitem) or an account button
 * (`[data-account-id]`, the 'Recently viewed' rows). Nested matches count once (the outermost).
 */
export const ROW_CSS = '[data-slot="virtual-list"] [data-index], [role="option"], [role="listitem"], [data-account-id]';

/** How many accounts the list holds, from the rows' aria-setsize (VirtualList sets it). */
export const SET_SIZE_ATTRIBUTE = 'aria-setsize';
