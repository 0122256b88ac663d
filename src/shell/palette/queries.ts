/**
 * The palette's reads, through the generated calls: the user's accounts (the switcher's queries:
 * the full list in client mode, the server's search with flag enable-server-side-account-list),
 * campaigns, ad groups and ads by name (searchBuildEntities, NS-86) and by id (the global reads of
 * the switcher's ID search).
 */
import { keepPreviousData, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFlag } from '@/access';
import { useSessionUser } from '@/auth';
import type { SwitcherAccount } from '@/user-accounts';
import { useSearchBuildEntities } from '@generated/campaign-build/campaign-build';
import { searchById } from '../account-switcher/id-search';
import { serverAccountsOptions, useAccountCount, useFullAccountList } from '../account-switcher/queries';
import { useDebouncedValue } from '../account-switcher/use-debounced-value';
import { indexAccounts, NAME_SEARCH_MIN, searchAccounts, type FoundEntity } from './palette-rules';

/** Server searches wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
/** The name search's answer size (the operation allows 50). */
const NAME_SEARCH_LIMIT = 20;
/** The palette shows its own errors, so no toast. */
const OWN_ERROR = { suppressErrorToast: true } as const;

export interface PaletteAccounts {
  /** The accounts matching the term, best first (at most `limit`). */
  matches: SwitcherAccount[];
  /** How many accounts the user has; undefined while unknown. */
  count: number | undefined;
  /** Name of an account the user holds, when known. */
  nameOf: (accountId: number) => string | undefined;
  /** Whether the user still holds the account (true while the list is not known in full). */
  holds: (accountId: number) => boolean;
}

/** The user's accounts matching `term`: searched in the browser, or by the server in server mode. */
export function usePaletteAccounts(term: string, limit: number): PaletteAccounts {
  const serverSide = useFlag('enable-server-side-account-list');
  const { email } = useSessionUser();
  const full = useFullAccountList(!serverSide);
  const count = useAccountCount();
  const searched = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const server = useInfiniteQuery({
    ...serverAccountsOptions(email, searched),
    enabled: serverSide,
    placeholderData: keepPreviousData,
  });
  const all = full.data?.accounts;
  const total = full.data?.total;
  const index = useMemo(() => indexAccounts(all ?? []), [all]);
  const clientMatches = useMemo(() => searchAccounts(index, term, limit), [index, term, limit]);
  const first = server.data?.pages[0];
  const client = useMemo(() => {
    const byId = new Map((all ?? []).map((account) => [account.id, account]));
    const complete = all !== undefined && total !== undefined && all.length >= total;
    return {
      nameOf: (id: number) => byId.get(id)?.advertiserName,
      holds: (id: number) => !complete || byId.has(id),
    };
  }, [all, total]);
  const serverMatches = useMemo(
    () =>
      (first?.data.items ?? []).slice(0, limit).map(({ account }) => ({
        id: account.id,
        advertiserName: account.name,
        agencyName: null,
        bookingCountry: account.bookingCountry,
      })),
    [first, limit],
  );
  const serverNames = useMemo(() => {
    const names = new Map(serverMatches.map((account) => [account.id, account.advertiserName]));
    return { nameOf: (id: number) => names.get(id), holds: () => true };
  }, [serverMatches]);
  if (serverSide) {
    return { matches: serverMatches, count, ...serverNames };
  }
  return { matches: clientMatches, count, ...client };
}

/**
 * Campaigns, ad groups and ads matching `term`: by name (from NAME_SEARCH_MIN characters; the open
 * account's first) and, for a number, by id. Both wait SEARCH_DEBOUNCE_MS after the last keystroke.
 */
export function useEntitySearch(term: string, id: number | undefined, accountId: number | undefined) {
  const settled = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const settledId = useDebouncedValue(id, SEARCH_DEBOUNCE_MS);
  const byName = useSearchBuildEntities(
    { q: settled, limit: NAME_SEARCH_LIMIT, ...(accountId === undefined ? {} : { preferAccountId: accountId }) },
    {
      query: {
        enabled: settled.length >= NAME_SEARCH_MIN,
        meta: OWN_ERROR,
        select: (answer): FoundEntity[] => answer.data,
      },
    },
  );
  const byId = useQuery({
    queryKey: ['palette', 'entity-by-id', settledId],
    queryFn: settledId === undefined ? skipToken : ({ signal }) => searchById(settledId, undefined, signal),
    meta: OWN_ERROR,
  });
  const current = settled === term.trim();
  const nameShown = current && settled.length >= NAME_SEARCH_MIN;
  const idShown = current && settledId !== undefined;
  return {
    byId: idShown ? (byId.data ?? []) : [],
    byName: nameShown ? (byName.data ?? []) : [],
    pending: term.trim().length >= NAME_SEARCH_MIN && (!current || byName.isFetching || byId.isFetching),
    error: (nameShown ? byName.error : null) ?? (idShown ? byId.error : null),
  };
}
