/** Which tabs the switcher popup shows (SHELL-045) and the remembered active tab (SHELL-046). */
import * as z from 'zod/mini';

export const SWITCHER_TABS = ['accounts', 'ids'] as const;
export type SwitcherTab = (typeof SWITCHER_TABS)[number];
export const SwitcherTabSchema = z.enum(SWITCHER_TABS);
export const ACTIVE_TAB_VERSION = 1;
export const DEFAULT_TAB: SwitcherTab = 'accounts';

/**
 * Internal users with more than one account: both tabs. Internal users with a single account: only
 * the ID search. Everyone else: only the account list. While the count is unknown an internal user
 * gets both, the common case.
 */
export function switcherTabs(isInternal: boolean, accountCount: number | undefined): SwitcherTab[] {
  if (!isInternal) return ['accounts'];
  if (accountCount !== undefined && accountCount <= 1) return ['ids'];
  return ['accounts', 'ids'];
}

export function isSwitcherTab(value: unknown): value is SwitcherTab {
  return SwitcherTabSchema.safeParse(value).success;
}
