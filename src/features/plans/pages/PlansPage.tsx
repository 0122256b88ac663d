/**
 * `/advertiser/{accountId}/plans` (flag enable-campaign-planner): the account's plans in one page of
 * up to 5000 (PLAN-004, NS-30), virtualized; name search, sort and page live in the URL and go to
 * the server. "New plan" needs adsmanager.campaign.write.
 */
import { useMemo } from 'react';
import { functionalUpdate, type SortingState, type Updater } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon, PlusIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAccount, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import type { MessageKey, Translator } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import type { Plan } from '@generated/campaign-build/model';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import {
  DEFAULT_PLAN_SORT,
  isPlanSortField,
  parsePlanListState,
  writePlanListState,
  type PlanSortField,
} from '../model';
import { usePlans } from '../queries';

const column = listColumnHelper<Plan>();
const NO_PLANS: Plan[] = [];

const HEADER: Record<PlanSortField, MessageKey> = {
  name: 'adsmanager.PLANS_COLUMN_NAME',
  createDateTime: 'adsmanager.PLANS_COLUMN_CREATED',
  updateDateTime: 'adsmanager.PLANS_COLUMN_UPDATED',
};

interface ColumnContext {
  t: Translator['t'];
  accountId: number;
  when: (iso: string) => string;
}

function planColumns({ t, accountId, when }: ColumnContext) {
  const none = t('adsmanager.PLANS_NONE');
  /** A sortable column header: a button naming the column, with the sort direction as an icon. */
  const sortHeader =
    (id: PlanSortField) =>
    ({
      header,
    }: {
      header: {
        column: {
          getIsSorted: () => false | 'asc' | 'desc';
          getToggleSortingHandler: () => ((event: unknown) => void) | undefined;
        };
      };
    }) => {
      const sorted = header.column.getIsSorted();
      const Icon = sorted === 'desc' ? ArrowDownIcon : sorted === 'asc' ? ArrowUpIcon : ArrowUpDownIcon;
      return (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          title={t('adsmanager.PLANS_SORT_BY', { column: t(HEADER[id]) })}
          className="inline-flex items-center gap-1 rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t(HEADER[id])}
          <Icon aria-hidden="true" className="size-4" />
        </button>
      );
    };
  return column.columns([
    column.accessor('name', {
      id: 'name',
      enableSorting: true,
      header: sortHeader('name'),
      cell: ({ row }) => (
        <Link
          to={paths.plan(accountId, row.original.planId)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('ioNumber', {
      id: 'ioNumber',
      enableSorting: false,
      header: () => t('adsmanager.PLANS_COLUMN_IO_NUMBER'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('status', {
      id: 'status',
      enableSorting: false,
      header: () => t('adsmanager.PLANS_COLUMN_STATUS'),
      cell: ({ getValue }) => <PlanStatusBadge status={getValue()} />,
    }),
    column.accessor('createDateTime', {
      id: 'createDateTime',
      enableSorting: true,
      header: sortHeader('createDateTime'),
      cell: ({ getValue }) => when(getValue()),
    }),
    column.accessor('updateDateTime', {
      id: 'updateDateTime',
      enableSorting: true,
      header: sortHeader('updateDateTime'),
      cell: ({ getValue }) => when(getValue()),
    }),
  ]);
}

export function PlansPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parsePlanListState(searchParams);

  const update = (change: Partial<ReturnType<typeof parsePlanListState>>) => {
    setSearchParams((previous) => writePlanListState({ ...parsePlanListState(previous), ...change }, previous), {
      replace: true,
    });
  };

  const query = usePlans(accountId, state);
  const answer = query.data?.data;
  const plans = answer?.items ?? NO_PLANS;
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;
  const columns = useMemo(
    () => planColumns({ t, accountId, when: (iso) => formatDateTime(iso, { timeZone, locale }) }),
    [t, accountId, timeZone, locale],
  );

  const sorting: SortingState = [{ id: state.sort.field, desc: state.sort.descending }];
  const table = useListTable({
    columns,
    data: plans,
    getRowId: (plan) => String(plan.planId),
    list: {
      sorting,
      columnVisibility: {},
      onColumnVisibilityChange: () => undefined,
      onSortingChange: (updater: Updater<SortingState>) => {
        const next = functionalUpdate(updater, sorting)[0];
        const field = next?.id;
        update({
          sort: isPlanSortField(field) ? { field, descending: next?.desc ?? false } : DEFAULT_PLAN_SORT,
          pageIndex: 0,
        });
      },
    },
  });

  const totalPages = answer?.totalPages ?? 0;

  return (
    <section aria-labelledby="plans-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="plans-title" className="text-2xl font-semibold">
          {t('adsmanager.PLANS_TITLE')}
        </h1>
        {canWrite && (
          <Button asChild>
            <Link to={paths.planCreate(accountId)}>
              <PlusIcon aria-hidden="true" />
              {t('adsmanager.PLANS_NEW')}
            </Link>
          </Button>
        )}
      </div>

      <SearchBox
        id="plans-search"
        label={t('adsmanager.PLANS_SEARCH_LABEL')}
        placeholder={t('adsmanager.PLANS_SEARCH_PLACEHOLDER')}
        initial={state.name}
        onSearch={(name) => {
          update({ name, pageIndex: 0 });
        }}
      />

      {query.isError ? (
        <LoadError
          title={t('adsmanager.PLANS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.PLANS_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : answer === undefined ? (
        <Spinner label={t('adsmanager.PLANS_LOADING')} className="py-8" />
      ) : (
        <>
          <VirtualTable
            label={t('adsmanager.PLANS_TABLE_LABEL')}
            table={table}
            empty={t('adsmanager.PLANS_EMPTY')}
            busy={query.isFetching}
          />
          <Pager
            label={t('adsmanager.PLANS_PAGING_LABEL')}
            status={
              answer.totalElements > plans.length
                ? t('adsmanager.PLANS_SHOWING', { shown: plans.length, count: answer.totalElements })
                : answer.totalElements === 1
                  ? t('adsmanager.PLANS_TOTALS_ONE')
                  : t('adsmanager.PLANS_TOTALS', { count: answer.totalElements })
            }
            pageIndex={state.pageIndex}
            pageCount={totalPages}
            onPage={(pageIndex) => {
              update({ pageIndex });
            }}
            buttonLabels={{
              first: t('adsmanager.PLANS_FIRST_PAGE'),
              previous: t('adsmanager.PLANS_PREVIOUS_PAGE'),
              next: t('adsmanager.PLANS_NEXT_PAGE'),
              last: t('adsmanager.PLANS_LAST_PAGE'),
            }}
          />
        </>
      )}
    </section>
  );
}
