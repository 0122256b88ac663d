/**
 * `/advertiser/{accountId}/plans` (flag enable-campaign-planner): the account's plans in one page of
 * up to 5000 (PLAN-004, NS-30), virtualized; name search, sort and page live in the URL
 * (`?name=…&sort=-name&page=2`) and go to the server. "New plan" needs adsmanager.campaign.write.
 */
import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAccount, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useListState } from '@/components/ui/use-list-state';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { formatDateTime } from '@/lib/dates';
import { defineListState, textParam } from '@/lib/list-state';
import { paths } from '@/lib/paths';
import type { Plan } from '@generated/campaign-build/model';
import { DEFAULT_PLAN_SORT, PLAN_PAGE_SIZE, PLAN_SORT_FIELDS } from '../plan-rules';
import { usePlans } from '../queries';
import { planColumns } from './plan-columns';

const PLANS_LIST = defineListState({
  filters: { name: textParam('name') },
  sort: { ids: PLAN_SORT_FIELDS, default: { id: DEFAULT_PLAN_SORT.field, desc: DEFAULT_PLAN_SORT.descending } },
  pageSize: { options: [PLAN_PAGE_SIZE], default: PLAN_PAGE_SIZE },
});
const NO_PLANS: Plan[] = [];
const rowId = (plan: Plan) => String(plan.planId);

export function PlansPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const list = useListState(PLANS_LIST);
  const query = usePlans(accountId, {
    name: list.filters.name,
    pageIndex: list.pageIndex,
    sort: { field: list.sort.id, descending: list.sort.desc },
  });
  const answer = query.data?.data;
  const plans = answer?.items ?? NO_PLANS;
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;
  const columns = useMemo(
    () => planColumns({ t, accountId, when: (iso) => formatDateTime(iso, { timeZone, locale }) }),
    [t, accountId, timeZone, locale],
  );
  const table = useListTable({ list, columns, data: plans, getRowId: rowId });

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
        initial={list.filters.name}
        onSearch={(name) => {
          list.setFilters({ name });
        }}
      />

      {query.isError ? (
        <LoadError
          title={t('adsmanager.PLANS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.PLANS_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : answer === undefined ? (
        <SkeletonRows label={t('adsmanager.PLANS_LOADING')} columns={5} />
      ) : (
        <>
          <VirtualTable
            table={table}
            label={t('adsmanager.PLANS_TABLE_LABEL')}
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
            pageIndex={list.pageIndex}
            pageCount={answer.totalPages}
            onPage={list.setPage}
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
