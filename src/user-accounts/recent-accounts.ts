/**
 * Recently viewed accounts (part 1 §3.4, §9; ACCT-019): kept in the user's versioned storage under
 * `recent-accounts`, most recent first, at most 6.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUserStorage } from '@/auth/user-storage';
import { guardedValue, pushRecent, RECENT_ACCOUNTS_KEY, RECENT_ACCOUNTS_MAX } from '@/lib/storage';
import type { SwitcherAccount } from './accounts';

export const RECENT_ACCOUNTS_VERSION = 1;

const isRecentAccount = (value: unknown): value is SwitcherAccount => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, advertiserName, agencyName, bookingCountry } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof advertiserName === 'string' &&
    (agencyName === null || typeof agencyName === 'string') &&
    (bookingCountry === 'US' || bookingCountry === 'GB')
  );
};

/** The stored list's schema: a guard, as this module is on the first page (see `guardedValue`). */
export const storedRecentAccounts = guardedValue(
  (value: unknown): value is SwitcherAccount[] => Array.isArray(value) && value.every(isRecentAccount),
);

/** `account` first, without duplicates, at most RECENT_ACCOUNTS_MAX. */
export function addRecent(recent: readonly SwitcherAccount[], account: SwitcherAccount): SwitcherAccount[] {
  return pushRecent(recent, account, { key: (entry) => entry.id, max: RECENT_ACCOUNTS_MAX });
}

/** The recent accounts the user can no longer reach (ACCT-019): the switcher forgets them. */
export function inaccessibleIds(recentIds: readonly number[], isAccessible: (id: number) => boolean): number[] {
  return recentIds.filter((id) => !isAccessible(id));
}

// Every mounted hook re-reads the storage when one of them writes, so the switcher and the landing
// rule agree without a shared provider.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export interface RecentAccounts {
  /** Most recent first. */
  recent: SwitcherAccount[];
  /** Puts the account first (called when an account is opened). */
  remember: (account: SwitcherAccount) => void;
  /** Removes these accounts (e.g. no longer accessible). */
  forget: (ids: readonly number[]) => void;
}

export function useRecentAccounts(): RecentAccounts {
  const storage = useUserStorage();
  const read = useCallback(
    () => storage.read(RECENT_ACCOUNTS_KEY, storedRecentAccounts, RECENT_ACCOUNTS_VERSION, []),
    [storage],
  );
  const [recent, setRecent] = useState<SwitcherAccount[]>(read);

  useEffect(() => {
    const refresh = () => {
      setRecent(read());
    };
    refresh();
    listeners.add(refresh);
    return () => {
      listeners.delete(refresh);
    };
  }, [read]);

  const remember = useCallback(
    (account: SwitcherAccount) => {
      const current = read();
      const first = current[0];
      if (first !== undefined && sameAccount(first, account)) return;
      storage.write(RECENT_ACCOUNTS_KEY, RECENT_ACCOUNTS_VERSION, addRecent(current, account));
      notify();
    },
    [read, storage],
  );

  const forget = useCallback(
    (ids: readonly number[]) => {
      if (ids.length === 0) return;
      const current = read();
      const kept = current.filter((account) => !ids.includes(account.id));
      if (kept.length === current.length) return;
      storage.write(RECENT_ACCOUNTS_KEY, RECENT_ACCOUNTS_VERSION, kept);
      notify();
    },
    [read, storage],
  );

  return useMemo(() => ({ recent, remember, forget }), [recent, remember, forget]);
}

function sameAccount(a: SwitcherAccount, b: SwitcherAccount): boolean {
  return (
    a.id === b.id &&
    a.advertiserName === b.advertiserName &&
    a.agencyName === b.agencyName &&
    a.bookingCountry === b.bookingCountry
  );
}
