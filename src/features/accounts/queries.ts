/** The all-accounts list query around the generated aura hook (ACCT-009, ACCT-010). */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { paginationOf, type HttpAnswer } from '@/api/http';
import { useListUserAccounts } from '@generated/aura/aura';
import type { Account, AccountPage } from '@generated/aura/model';
import { accountListParams, type ManagedByFilter } from './account-rules';

const NO_ACCOUNTS: Account[] = [];

export interface PageTotals {
  totalElements: number;
  totalPages: number;
}

/**
 * Totals of an account page: the body's totalElements / totalPages (aura pages by body), else the
 * pagination headers when a server sends only those.
 */
function accountPageTotals(answer: Pick<HttpAnswer<AccountPage>, 'data' | 'headers'>): PageTotals {
  const { totalElements, totalPages } = answer.data;
  if (Number.isInteger(totalElements) && Number.isInteger(totalPages)) return { totalElements, totalPages };
  const headers = paginationOf(answer);
  return headers
    ? { totalElements: headers.totalCount, totalPages: headers.totalPages }
    : { totalElements: answer.data.items.length, totalPages: answer.data.items.length > 0 ? 1 : 0 };
}

export interface AccountsPageQuery {
  filters: { name: string; managedBy: ManagedByFilter };
  sort: { desc: boolean };
  /** 0-based, as aura pages. */
  pageIndex: number;
  pageSize: number;
}

/** One page of the all-accounts list, sorted by name; the previous page stays visible while the next loads. */
export function useAccountsPage(email: string, { filters, sort, pageIndex, pageSize }: AccountsPageQuery) {
  const params = accountListParams({
    name: filters.name,
    managedBy: filters.managedBy,
    page: pageIndex,
    size: pageSize,
    sort: `name,${sort.desc ? 'desc' : 'asc'}`,
  });
  const query = useListUserAccounts(email, params, {
    query: { placeholderData: keepPreviousData, meta: { suppressErrorToast: true } },
  });
  const answer = query.data;
  const accounts = useMemo(() => answer?.data.items.map((item) => item.account) ?? NO_ACCOUNTS, [answer]);
  return {
    accounts,
    /** Undefined until the first page came. */
    totals: answer ? accountPageTotals(answer) : undefined,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
