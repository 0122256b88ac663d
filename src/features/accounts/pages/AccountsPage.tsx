/**
 * `/accounts`: every account the signed-in (internal) user can reach, one server page at a time
 * (NS-16, ACCT-010, SHELL-010). Search, managed-by filter, page and sorting live in the URL.
 * Read-only: account editing is not specified (NS-16, NS-23).
 */
import { useMemo } from 'react';
import { errorText } from '@/api/errors';
import { useSessionUser } from '@/auth/session-user';
import { FilterSelect } from '@/components/ui/filter-select';
import { useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useListState } from '@/components/ui/use-list-state';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import type { Account } from '@generated/aura/model';
import { isManagedByFilter, MANAGED_BY_FILTERS } from '../account-rules';
import { ACCOUNT_PAGE_SIZE_OPTIONS, ACCOUNTS_LIST } from '../list-state';
import { useAccountsPage } from '../queries';
import { accountColumns } from './account-columns';

const rowId = (account: Account) => String(account.id);

export function AccountsPage() {
  const { t } = useTranslation();
  const { email } = useSessionUser();
  const list = useListState(ACCOUNTS_LIST);
  const page = useAccountsPage(email, list);
  const columns = useMemo(() => accountColumns(t), [t]);
  const table = useListTable({ list, columns, data: page.accounts, getRowId: rowId });
  const pageCount = Math.max(page.totals?.totalPages ?? 0, 1);

  return (
    <section aria-labelledby="accounts-title" className="grid gap-4 p-6">
      <h1 id="accounts-title" className="text-2xl font-semibold">
        {t('adsmanager.ACCOUNTS_TITLE')}
      </h1>

      <div className="flex flex-wrap items-end gap-4">
        <SearchBox
          id="accounts-search"
          label={t('adsmanager.ACCOUNTS_SEARCH_LABEL')}
          placeholder={t('adsmanager.ACCOUNTS_SEARCH_PLACEHOLDER')}
          initial={list.filters.name}
          onSearch={(name) => {
            list.setFilters({ name });
          }}
        />
        <FilterSelect
          id="accounts-managed-by"
          label={t('adsmanager.ACCOUNTS_MANAGED_BY_LABEL')}
          value={list.filters.managedBy}
          options={MANAGED_BY_FILTERS.map((filter) => ({
            value: filter,
            label: t(`adsmanager.ACCOUNTS_MANAGED_BY_${filter}`),
          }))}
          onChange={(value) => {
            if (isManagedByFilter(value)) list.setFilters({ managedBy: value });
          }}
          className="min-w-56"
        />
      </div>

      {page.isError ? (
        <LoadError
          title={t('adsmanager.ACCOUNTS_LOAD_FAILED', { message: errorText(page.error) })}
          retryLabel={t('adsmanager.ACCOUNTS_RETRY')}
          onRetry={() => page.refetch()}
        />
      ) : page.totals === undefined ? (
        <SkeletonRows label={t('adsmanager.ACCOUNTS_LOADING')} columns={5} />
      ) : (
        <>
          <VirtualTable
            table={table}
            label={t('adsmanager.ACCOUNTS_TABLE_LABEL')}
            empty={t('adsmanager.ACCOUNTS_EMPTY')}
            busy={page.isFetching}
          />
          <Pager
            label={t('adsmanager.ACCOUNTS_PAGING_LABEL')}
            status={`${t('adsmanager.ACCOUNTS_TOTALS', { count: page.totals.totalElements })} · ${t(
              'adsmanager.ACCOUNTS_PAGE_OF',
              { page: list.pageIndex + 1, pages: pageCount },
            )}`}
            pageIndex={list.pageIndex}
            pageCount={pageCount}
            onPage={list.setPage}
            buttonLabels={{
              first: t('adsmanager.ACCOUNTS_FIRST_PAGE'),
              previous: t('adsmanager.ACCOUNTS_PREVIOUS_PAGE'),
              next: t('adsmanager.ACCOUNTS_NEXT_PAGE'),
              last: t('adsmanager.ACCOUNTS_LAST_PAGE'),
            }}
            pageSize={{
              id: 'accounts-page-size',
              label: t('adsmanager.ACCOUNTS_PAGE_SIZE_LABEL'),
              value: list.pageSize,
              options: ACCOUNT_PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) })),
              onChange: list.setPageSize,
            }}
          />
        </>
      )}
    </section>
  );
}
