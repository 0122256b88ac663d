/**
 * The switcher's account queries (NS-27): the user's accounts through the generated aura calls.
 * Client mode reads the full list in one page of 10000; server mode (flag
 * enable-server-side-account-list) pages the server-side search 25 at a time and resolves the
 * recently viewed accounts by id.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { paginationOf } from '@/api/http';
import { useFlag } from '@/access';
import { useSessionUser } from '@/auth';
import {
  accountSearchParams,
  accountsByIdParams,
  fullAccountListParams,
  toSwitcherAccount,
  type SwitcherAccount,
} from '@/user-accounts';
import { getListUserAccountsQueryKey, listUserAccounts, useListUserAccounts } from '@generated/aura/aura';
import type { AccountPage } from '@generated/aura/model';

/** These queries show their own error inside the popup, so no toast. */
const OWN_ERROR = { suppressErrorToast: true } as const;

export interface AccountsAnswer {
  accounts: SwitcherAccount[];
  /** Accounts matching the query over all pages. */
  total: number;
}

type PageAnswer = { data: AccountPage; headers: Headers };

/** Total from the pagination headers when the server sends them, else from the body. */
export function totalOf(answer: PageAnswer): number {
  return paginationOf(answer)?.totalCount ?? answer.data.totalElements;
}

function totalPagesOf(answer: PageAnswer): number {
  return paginationOf(answer)?.totalPages ?? answer.data.totalPages;
}

const toAnswer = (answer: PageAnswer): AccountsAnswer => ({
  accounts: answer.data.items.map((item) => toSwitcherAccount(item.account)),
  total: totalOf(answer),
});

/** Client mode: every account of the user, one page of ACCOUNT_FULL_LIST_SIZE (ACCT-008, ACCT-009). */
export function useFullAccountList(enabled = true) {
  const { email } = useSessionUser();
  return useListUserAccounts(email, fullAccountListParams(), {
    query: { enabled, meta: OWN_ERROR, select: toAnswer },
  });
}

/** Server mode: the server-side search, 25 a page, the next page on demand (SHELL-050). */
export function serverAccountsOptions(email: string, term: string) {
  const params = accountSearchParams(term);
  return infiniteQueryOptions({
    queryKey: [...getListUserAccountsQueryKey(email, params), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) => listUserAccounts(email, { ...params, page: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPageParam) =>
      lastPageParam + 1 < totalPagesOf(last) ? lastPageParam + 1 : undefined,
    meta: OWN_ERROR,
  });
}

/** Server mode: the recently viewed accounts that the server still lists for the user. */
export function useAccountsById(ids: readonly number[], enabled = true) {
  const { email } = useSessionUser();
  return useListUserAccounts(email, accountsByIdParams(ids), {
    query: { enabled: enabled && ids.length > 0, meta: OWN_ERROR, select: toAnswer },
  });
}

/**
 * How many accounts the user has (for the tab rule, SHELL-045); undefined while unknown. Shares
 * its cache with the list of the active mode.
 */
export function useAccountCount(): number | undefined {
  const serverSide = useFlag('enable-server-side-account-list');
  const { email } = useSessionUser();
  const full = useFullAccountList(!serverSide);
  const server = useInfiniteQuery({ ...serverAccountsOptions(email, ''), enabled: serverSide });
  if (serverSide) {
    const first = server.data?.pages[0];
    return first ? totalOf(first) : undefined;
  }
  return full.data?.total;
}
