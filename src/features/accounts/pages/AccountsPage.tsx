/**
 * `/accounts`: every account the signed-in (internal) user can reach, one server page at a time
 * (NS-16, ACCT-010, SHELL-010). Search, managed-by filter, page and sorting live in the URL.
 * Read-only: account editing is not specified (NS-16, NS-23).
 */
import { useMemo } from 'react';
import { functionalUpdate, type SortingState, type Updater } from '@tanstack/react-table';
import type { Translator } from '@/i18n';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '@/api/errors';
import { useSessionUser } from '@/auth/session-user';
import { LoadError } from '@/components/ui/load-error';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { paths } from '@/lib/paths';
import type { Account } from '@generated/aura/model';
import {
  PAGE_SIZE_OPTIONS,
  parseAccountsListState,
  writeAccountsListState,
  type AccountsListState,
} from '../list-state';
import { isManagedByFilter, MANAGED_BY_FILTERS, toSwitcherAccount } from '../account-rules';
import { accountPageTotals, useAccountsPage } from '../queries';

const column = listColumnHelper<Account>();
const NO_ACCOUNTS: Account[] = [];

function accountColumns(t: Translator['t']) {
  const none = t('adsmanager.ACCOUNTS_NONE');
  return column.columns([
    column.accessor('name', {
      id: 'name',
      enableSorting: true,
      header: ({ header }) => {
        const sorted = header.column.getIsSorted();
        return (
          <button
            type="button"
            onClick={header.column.getToggleSortingHandler()}
            className="inline-flex items-center gap-1 rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('adsmanager.ACCOUNTS_COLUMN_NAME')}
            {sorted === 'desc' ? (
              <ArrowDownIcon aria-hidden="true" className="size-4" />
            ) : (
              <ArrowUpIcon aria-hidden="true" className="size-4" />
            )}
          </button>
        );
      },
      cell: ({ row }) => (
        <Link
          to={paths.account(row.original.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    column.display({
      id: 'agency',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_AGENCY'),
      cell: ({ row }) => toSwitcherAccount(row.original).agencyName ?? none,
    }),
    column.accessor('bookingCountry', { id: 'country', header: () => t('adsmanager.ACCOUNTS_COLUMN_COUNTRY') }),
    column.accessor('accountType', {
      id: 'type',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_TYPE'),
      cell: ({ getValue }) => t(`adsmanager.ACCOUNT_TYPE_${getValue()}`),
    }),
    column.accessor('salesTier', {
      id: 'salesTier',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_SALES_TIER'),
      cell: ({ getValue }) => {
        const tier = getValue();
        return tier === undefined ? none : t(`adsmanager.SALES_TIER_${tier}`);
      },
    }),
    column.accessor('status', {
      id: 'status',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_STATUS'),
      cell: ({ getValue }) => t(`adsmanager.STATUS_${getValue()}`),
    }),
    column.accessor('isTest', {
      id: 'isTest',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_TEST'),
      cell: ({ getValue }) => (getValue() ? t('adsmanager.ACCOUNTS_YES') : t('adsmanager.ACCOUNTS_NO')),
    }),
  ]);
}

export function AccountsPage() {
  const { t } = useTranslation();
  const { email } = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseAccountsListState(searchParams);

  const update = (change: (current: AccountsListState) => Partial<AccountsListState>) => {
    setSearchParams(
      (previous) => {
        const current = parseAccountsListState(previous);
        return writeAccountsListState({ ...current, ...change(current) }, previous);
      },
      { replace: true },
    );
  };

  const query = useAccountsPage(email, state);
  const answer = query.data;
  const accounts = useMemo(() => answer?.data.items.map((item) => item.account) ?? NO_ACCOUNTS, [answer]);
  const totals = answer ? accountPageTotals(answer) : undefined;
  const columns = useMemo(() => accountColumns(t), [t]);

  const sorting: SortingState = [{ id: 'name', desc: state.sort === 'desc' }];
  const table = useListTable({
    columns,
    data: accounts,
    getRowId: (account) => String(account.id),
    list: {
      sorting,
      columnVisibility: {},
      onColumnVisibilityChange: () => undefined,
      onSortingChange: (updater: Updater<SortingState>) => {
        const next = functionalUpdate(updater, sorting);
        update(() => ({ sort: next[0]?.desc ? 'desc' : 'asc', pageIndex: 0 }));
      },
    },
  });

  const pageCount = Math.max(totals?.totalPages ?? 0, 1);

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
          initial={state.name}
          onSearch={(name) => {
            update(() => ({ name, pageIndex: 0 }));
          }}
        />
        <div className="grid gap-2">
          <Label htmlFor="accounts-managed-by">{t('adsmanager.ACCOUNTS_MANAGED_BY_LABEL')}</Label>
          <Select
            value={state.managedBy}
            onValueChange={(value) => {
              if (isManagedByFilter(value)) update(() => ({ managedBy: value, pageIndex: 0 }));
            }}
          >
            <SelectTrigger id="accounts-managed-by" className="min-w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MANAGED_BY_FILTERS.map((filter) => (
                <SelectItem key={filter} value={filter}>
                  {t(`adsmanager.ACCOUNTS_MANAGED_BY_${filter}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {query.isError ? (
        <LoadError
          title={t('adsmanager.ACCOUNTS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.ACCOUNTS_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : answer === undefined ? (
        <Spinner label={t('adsmanager.ACCOUNTS_LOADING')} className="py-8" />
      ) : (
        <>
          <VirtualTable
            label={t('adsmanager.ACCOUNTS_TABLE_LABEL')}
            table={table}
            empty={t('adsmanager.ACCOUNTS_EMPTY')}
            busy={query.isFetching}
          />
          <Pager
            label={t('adsmanager.ACCOUNTS_PAGING_LABEL')}
            status={`${t('adsmanager.ACCOUNTS_TOTALS', { count: totals?.totalElements ?? 0 })} · ${t(
              'adsmanager.ACCOUNTS_PAGE_OF',
              { page: state.pageIndex + 1, pages: pageCount },
            )}`}
            pageIndex={state.pageIndex}
            pageCount={pageCount}
            onPage={(pageIndex) => {
              update(() => ({ pageIndex }));
            }}
            buttonLabels={{
              first: t('adsmanager.ACCOUNTS_FIRST_PAGE'),
              previous: t('adsmanager.ACCOUNTS_PREVIOUS_PAGE'),
              next: t('adsmanager.ACCOUNTS_NEXT_PAGE'),
              last: t('adsmanager.ACCOUNTS_LAST_PAGE'),
            }}
            pageSize={{
              id: 'accounts-page-size',
              label: t('adsmanager.ACCOUNTS_PAGE_SIZE_LABEL'),
              value: state.pageSize,
              options: PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) })),
              onChange: (size) => {
                update(() => ({ pageIndex: 0, pageSize: size }));
              },
            }}
          />
        </>
      )}
    </section>
  );
}
