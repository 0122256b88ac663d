/** The all-accounts list query around the generated aura hook (ACCT-009, ACCT-010). */
import { keepPreviousData } from '@tanstack/react-query';
import { paginationOf, type HttpAnswer } from '@/api/http';
import { useListUserAccounts } from '@generated/aura/aura';
import type { AccountPage } from '@generated/aura/model';
import { sortParam, type AccountsListState } from './list-state';
import { accountListParams } from './account-rules';

export interface PageTotals {
  totalElements: number;
  totalPages: number;
}

/**
 * Totals of an account page: the body's totalElements / totalPages (aura pages by body), else the
 * pagination headers when a server sends only those.
 */
export function accountPageTotals(answer: Pick<HttpAnswer<AccountPage>, 'data' | 'headers'>): PageTotals {
  const { totalElements, totalPages } = answer.data;
  if (Number.isInteger(totalElements) && Number.isInteger(totalPages)) return { totalElements, totalPages };
  const headers = paginationOf(answer);
  return headers
    ? { totalElements: headers.totalCount, totalPages: headers.totalPages }
    : { totalElements: answer.data.items.length, totalPages: answer.data.items.length > 0 ? 1 : 0 };
}

/** One page of the all-accounts list; the previous page stays visible while the next loads. */
export function useAccountsPage(email: string, state: AccountsListState) {
  const params = accountListParams({
    name: state.name,
    managedBy: state.managedBy,
    page: state.pageIndex,
    size: state.pageSize,
    sort: sortParam(state.sort),
  });
  return useListUserAccounts(email, params, {
    query: { placeholderData: keepPreviousData, meta: { suppressErrorToast: true } },
  });
}
