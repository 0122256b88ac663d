/**
 * `reporting/tvc-requests` (TVC-001, NS-62; internal or tvcrequest.read): the account's TVC
 * requests, newest first — id (to the request), campaign, requested dates, status, submitted when
 * and by whom. "New TVC request" for internal users with tvcrequest.write.
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { any, useAccount, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { formatDate, formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import type { TvcRequest } from '@generated/ads-manager/model';
import { useTvcRequests } from '../queries';
import { TABLE_LINK } from '@/components/ui/link-styles';

const column = listColumnHelper<TvcRequest>();
const NO_REQUESTS: TvcRequest[] = [];

export function TvcRequestsPage() {
  const { t, i18n } = useTranslation();
  const { accountId, account } = useAccount();
  // The create route's own rule (routes.tsx): internal, or tvcrequest.write (NS-25).
  const canCreate = useCan(any('adsmanager.internal', 'adsmanager.tvcrequest.write'));
  const query = useTvcRequests(accountId);
  const requests = query.data?.data ?? NO_REQUESTS;
  const { timeZone } = countryRules(account.bookingCountry);
  const locale = i18n.language;
  const columns = useMemo(() => {
    const date = (value: string) => formatDate(value, { timeZone, locale });
    return column.columns([
      column.accessor('tvcRequestId', {
        header: t('adsmanager.TVC_COLUMN_ID'),
        cell: ({ getValue }) => (
          <Link to={paths.tvcRequest(accountId, getValue())} className={TABLE_LINK}>
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('campaignName', {
        header: t('adsmanager.TVC_COLUMN_CAMPAIGN'),
        cell: ({ row }) => `${row.original.campaignName} (${String(row.original.campaignId)})`,
      }),
      column.display({
        id: 'dates',
        header: t('adsmanager.TVC_COLUMN_DATES'),
        cell: ({ row }) =>
          t('adsmanager.TVC_DATES', {
            from: date(row.original.requestedStartDate),
            to: date(row.original.requestedEndDate),
          }),
      }),
      column.accessor('status', {
        header: t('adsmanager.TVC_COLUMN_STATUS'),
        cell: ({ getValue }) => (
          <StatusBadge status={getValue()}>{t(`adsmanager.TVC_STATUS_${getValue()}`)}</StatusBadge>
        ),
      }),
      column.accessor('createDateTime', {
        header: t('adsmanager.TVC_COLUMN_CREATED'),
        cell: ({ getValue }) => formatDateTime(getValue(), { timeZone, locale }),
      }),
      column.accessor('createUser', { header: t('adsmanager.TVC_COLUMN_BY') }),
    ]);
  }, [t, accountId, timeZone, locale]);
  const table = useListTable({ columns, data: requests, getRowId: (request) => String(request.tvcRequestId) });

  return (
    <section aria-labelledby="tvc-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="tvc-title" className="text-2xl font-semibold">
          {t('adsmanager.TVC_TITLE')}
        </h1>
        {canCreate && (
          <Button asChild>
            <Link to={paths.tvcRequestCreate(accountId)}>
              <PlusIcon aria-hidden="true" />
              {t('adsmanager.TVC_NEW')}
            </Link>
          </Button>
        )}
      </div>
      {query.isError ? (
        <LoadError
          title={t('adsmanager.TVC_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.TVC_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : query.isPending ? (
        <SkeletonRows label={t('adsmanager.TVC_LOADING')} columns={5} />
      ) : (
        <VirtualTable table={table} label={t('adsmanager.TVC_TABLE_LABEL')} empty={t('adsmanager.TVC_EMPTY')} />
      )}
    </section>
  );
}
