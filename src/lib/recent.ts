/**
 * "Recently used" lists kept in the versioned storage (part 1 §3.4, §9): most recent first,
 * without duplicates, capped.
 */

/** Recently viewed accounts (ACCT-019). */
export const RECENT_ACCOUNTS_KEY = 'recent-accounts';
export const RECENT_ACCOUNTS_MAX = 6;
/** Recently searched campaign-structure entities (ACCT-020). */
export const RECENT_ENTITIES_KEY = 'recent-campaign-structure-entities';
export const RECENT_ENTITIES_MAX = 10;
/** The account switcher's active search tab (part 1 §3.4). */
export const ACTIVE_SWITCHER_TAB_KEY = 'account-switcher-tab';

export interface RecentOptions<T> {
  /** Identity of an entry: entries with the same key are the same entry. */
  key: (item: T) => string | number;
  /** How many entries are kept. */
  max: number;
}

/**
 * `item` put first, any earlier entry with the same key removed, at most `max` entries kept.
 * Never mutates `list`.
 */
export function pushRecent<T>(list: readonly T[], item: T, { key, max }: RecentOptions<T>): T[] {
  const itemKey = key(item);
  const rest = list.filter((entry) => key(entry) !== itemKey);
  return [item, ...rest].slice(0, Math.max(0, max));
}
