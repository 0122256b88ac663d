/**
 * `reporting/reports` (REPORT-021, NS-61): the account's scheduled reports, newest first — name
 * (to its detail), schedule, date range, recipients, status and next run. "New scheduled report"
 * needs adsmanager.reporting.write.
 */
import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAccount, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import type { ScheduledReport } from '@generated/reports-api/model';
import { useScheduledReports } from '../queries';
import { describeSchedule, formatRunTime } from '../schedule-rules';
import { TABLE_LINK } from '@/components/ui/link-styles';

const column = listColumnHelper<ScheduledReport>();
const NO_REPORTS: ScheduledReport[] = [];

export function ScheduledReportsPage() {
  const { t, i18n } = useTranslation();
  const { accountId } = useAccount();
  const canWrite = useCan('adsmanager.reporting.write');
  const query = useScheduledReports(accountId);
  const reports = query.data?.data ?? NO_REPORTS;
  const locale = i18n.language;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('adsmanager.SCHEDULED_COLUMN_NAME'),
          cell: ({ row }) => (
            <Link to={paths.report(accountId, row.original.reportId)} className={TABLE_LINK}>
              {row.original.name}
            </Link>
          ),
        }),
        column.display({
          id: 'schedule',
          header: t('adsmanager.SCHEDULED_COLUMN_SCHEDULE'),
          cell: ({ row }) => describeSchedule(row.original),
        }),
        column.accessor('dateRange', {
          header: t('adsmanager.SCHEDULED_COLUMN_RANGE'),
          cell: ({ getValue }) => t(`adsmanager.SCHEDULED_RANGE_${getValue()}`),
        }),
        column.accessor('recipients', {
          header: t('adsmanager.SCHEDULED_COLUMN_RECIPIENTS'),
          cell: ({ getValue }) => getValue().join(', '),
        }),
        column.accessor('status', {
          header: t('adsmanager.SCHEDULED_COLUMN_STATUS'),
          cell: ({ getValue }) => (
            <StatusBadge status={getValue()}>{t(`adsmanager.SCHEDULED_STATUS_${getValue()}`)}</StatusBadge>
          ),
        }),
        column.accessor('nextRunDateTime', {
          header: t('adsmanager.SCHEDULED_COLUMN_NEXT_RUN'),
          // In the report's time zone, the zone named (NS-61).
          cell: ({ getValue, row }) => {
            const next = getValue();
            return next === null
              ? t('adsmanager.SCHEDULED_DETAIL_NONE')
              : formatRunTime(next, row.original.timeZone, locale);
          },
        }),
      ]),
    [t, accountId, locale],
  );
  const table = useListTable({ columns, data: reports, getRowId: (report) => String(report.reportId) });

  return (
    <section aria-labelledby="scheduled-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="scheduled-title" className="text-2xl font-semibold">
          {t('adsmanager.SCHEDULED_TITLE')}
        </h1>
        {canWrite && (
          <Button asChild>
            <Link to={paths.reportCreate(accountId)}>
              <PlusIcon aria-hidden="true" />
              {t('adsmanager.SCHEDULED_NEW')}
            </Link>
          </Button>
        )}
      </div>
      {query.isError ? (
        <LoadError
          title={t('adsmanager.SCHEDULED_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.SCHEDULED_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : query.isPending ? (
        <SkeletonRows label={t('adsmanager.SCHEDULED_LOADING')} columns={6} />
      ) : (
        <VirtualTable
          table={table}
          label={t('adsmanager.SCHEDULED_TABLE_LABEL')}
          empty={t('adsmanager.SCHEDULED_EMPTY')}
        />
      )}
    </section>
  );
}
