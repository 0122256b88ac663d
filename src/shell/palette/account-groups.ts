import { useMemo } from 'react';
import { paths } from '@/lib/paths';
import { useRecentAccounts } from '@/user-accounts';
import { accountItem, matchScore, type ResultGroup } from './palette-rules';
import { usePaletteAccounts } from './queries';

/** How many accounts the "Switch account" page lists (typing narrows). */
const ACCOUNTS_SHOWN = 30;

/** "Switch account": the recently viewed accounts, then the user's accounts, by name or id. */
export function useAccountGroups(query: string): ResultGroup[] {
  const accounts = usePaletteAccounts(query, ACCOUNTS_SHOWN);
  const { recent } = useRecentAccounts();
  const { holds, matches } = accounts;
  return useMemo(() => {
    const recentItems = recent
      .filter((account) => holds(account.id))
      .map((account) => accountItem(account, paths.account))
      .filter((item) => matchScore(item, query) > 0);
    const recentKeys = new Set(recentItems.map((item) => item.key));
    const items = matches
      .map((account) => accountItem(account, paths.account))
      .filter((item) => !recentKeys.has(item.key));
    const groups: ResultGroup[] = [
      { id: 'recent', items: recentItems },
      { id: 'accounts', items },
    ];
    return groups.filter((group) => group.items.length > 0);
  }, [recent, holds, matches, query]);
}
