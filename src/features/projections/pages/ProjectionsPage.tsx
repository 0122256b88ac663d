/**
 * `/advertiser/{accountId}/projections` (PROJ-008, NS-70): the account's projections, newest first,
 * a page at a time, with their status badges; `?plan=` narrows the list to one plan's projections
 * (the plan review links here). Page and size live in the URL.
 */
import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAccount, useCan } from '@/access';
import { paginationOf } from '@/api/http';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useListState } from '@/components/ui/use-list-state';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { formatDateTime } from '@/lib/dates';
import { defineListState, idParam } from '@/lib/list-state';
import { paths } from '@/lib/paths';
import type { Projection } from '@generated/ads-manager/model';
import { usePlanName, useProjections } from '../queries';
import { projectionColumns } from './projection-columns';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export const PROJECTION_PAGE_SIZES = [25, 50, 100] as const;

const PROJECTIONS_LIST = defineListState({
  filters: { plan: idParam('plan') },
  // The server answers newest first only.
  sort: { ids: ['createdAt'], default: { id: 'createdAt', desc: true } },
  pageSize: { options: PROJECTION_PAGE_SIZES, default: PROJECTION_PAGE_SIZES[0] },
});
const NO_PROJECTIONS: Projection[] = [];
const rowId = (projection: Projection) => String(projection.projectionId);

export function ProjectionsPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  // Requesting a projection needs campaign write (the server refuses it otherwise).
  const canWrite = useCan('adsmanager.campaign.write');
  const list = useListState(PROJECTIONS_LIST);
  const planId = list.filters.plan;
  const query = useProjections(accountId, { pageIndex: list.pageIndex, pageSize: list.pageSize, planId });
  const projections = query.data?.data ?? NO_PROJECTIONS;
  const pagination = query.data === undefined ? undefined : paginationOf(query.data);
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;
  const columns = useMemo(
    () => projectionColumns({ t, accountId, when: (iso) => formatDateTime(iso, { timeZone, locale }) }),
    [t, accountId, timeZone, locale],
  );
  const table = useListTable({ list, columns, data: projections, getRowId: rowId });
  const planName = usePlanName(accountId, planId);
  const count = pagination?.totalCount ?? projections.length;

  return (
    <section aria-labelledby="projections-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="projections-title" className="text-2xl font-semibold">
          {planId === undefined
            ? t('adsmanager.PROJECTIONS_TITLE')
            : t('adsmanager.PROJECTIONS_OF_PLAN', { name: planName })}
        </h1>
        {canWrite && (
          <Button asChild>
            <Link
              to={
                planId === undefined ? paths.projectionCreate(accountId) : paths.planProjectionCreate(accountId, planId)
              }
            >
              <PlusIcon aria-hidden="true" />
              {t('adsmanager.PROJECTIONS_NEW')}
            </Link>
          </Button>
        )}
      </div>
      {planId !== undefined && (
        <Link to={paths.projections(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
          {t('adsmanager.PROJECTIONS_SHOW_ALL')}
        </Link>
      )}

      {query.isError ? (
        <LoadError
          title={t('adsmanager.PROJECTIONS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.PROJECTIONS_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : query.data === undefined ? (
        <SkeletonRows label={t('adsmanager.PROJECTIONS_LOADING')} columns={6} />
      ) : (
        <>
          <VirtualTable
            table={table}
            label={t('adsmanager.PROJECTIONS_TABLE_LABEL')}
            empty={t('adsmanager.PROJECTIONS_EMPTY')}
            busy={query.isFetching}
          />
          <Pager
            label={t('adsmanager.PROJECTIONS_PAGING_LABEL')}
            status={
              count === 1 ? t('adsmanager.PROJECTIONS_TOTALS_ONE') : t('adsmanager.PROJECTIONS_TOTALS', { count })
            }
            pageIndex={list.pageIndex}
            pageCount={pagination?.totalPages ?? 1}
            onPage={list.setPage}
            buttonLabels={{
              first: t('adsmanager.PROJECTIONS_FIRST_PAGE'),
              previous: t('adsmanager.PROJECTIONS_PREVIOUS_PAGE'),
              next: t('adsmanager.PROJECTIONS_NEXT_PAGE'),
              last: t('adsmanager.PROJECTIONS_LAST_PAGE'),
            }}
            pageSize={{
              id: 'projections-page-size',
              label: t('adsmanager.PROJECTIONS_PAGE_SIZE'),
              value: list.pageSize,
              options: PROJECTION_PAGE_SIZES.map((size) => ({ value: size, label: String(size) })),
              onChange: list.setPageSize,
            }}
          />
        </>
      )}
    </section>
  );
}
