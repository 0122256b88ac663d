/**
 * `reporting/reports/{reportId}` (REPORT-021, NS-61; reporting.read): one scheduled report — its
 * schedule, date range, recipients, columns, filters (in words), status and runs (in the report's
 * time zone, named) — with edit, pause / resume and delete for reporting writers (delete asks
 * first). A failed change says so and keeps the screen.
 */
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useAccount, useCan } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { StatusBadge } from '@/components/ui/status-badge';
import { Spinner } from '@/components/ui/spinner';
import { columnLabelKey } from '@/features/performance';
import { useTranslation } from '@/i18n/react';
import { parseIntegerId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import type { ScheduledReport } from '@generated/reports-api/model';
import { useDeleteScheduledReportMutation, useScheduledReport, useUpdateScheduledReportMutation } from '../queries';
import { describeFilter, describeSchedule, formatRunTime } from '../schedule-rules';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

export function ScheduledReportPage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const reportId = parseIntegerId(useParams().reportId);
  const query = useScheduledReport(accountId, reportId);
  const notFound = reportId === undefined || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <section aria-labelledby="scheduled-detail-title" className="grid max-w-3xl gap-4 p-6">
      <Link to={paths.reports(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
        {t('adsmanager.SCHEDULED_BACK')}
      </Link>
      {notFound ? (
        <h1 id="scheduled-detail-title" className="text-2xl font-semibold">
          {t('adsmanager.SCHEDULED_DETAIL_NOT_FOUND')}
        </h1>
      ) : query.isError ? (
        <>
          <h1 id="scheduled-detail-title" className="text-2xl font-semibold">
            {t('adsmanager.SCHEDULED_TITLE')}
          </h1>
          <LoadError
            title={t('adsmanager.SCHEDULED_LOAD_FAILED', { message: errorText(query.error) })}
            retryLabel={t('adsmanager.SCHEDULED_RETRY')}
            onRetry={() => query.refetch()}
          />
        </>
      ) : !query.data ? (
        <Spinner label={t('adsmanager.SCHEDULED_LOADING')} className="py-8" />
      ) : (
        <ReportDetail report={query.data.data} />
      )}
    </section>
  );
}

function ReportDetail({ report }: { report: ScheduledReport }) {
  const { t, i18n } = useTranslation();
  const { accountId } = useAccount();
  const canWrite = useCan('adsmanager.reporting.write');
  const navigate = useNavigate();
  const update = useUpdateScheduledReportMutation();
  const remove = useDeleteScheduledReportMutation();
  const [confirming, setConfirming] = useState(false);
  // Times in the report's time zone, the zone named (NS-61: runs go out at 06:00 there).
  const when = (iso: string | null) =>
    iso === null ? t('adsmanager.SCHEDULED_DETAIL_NEVER') : formatRunTime(iso, report.timeZone, i18n.language);
  const paused = report.status === 'Paused';

  const toggle = async () => {
    try {
      const { data } = await update.mutateAsync({
        accountId,
        reportId: report.reportId,
        data: { status: paused ? 'Active' : 'Paused' },
      });
      toast.success(
        t(data.status === 'Paused' ? 'adsmanager.SCHEDULED_PAUSED' : 'adsmanager.SCHEDULED_RESUMED', {
          name: data.name,
        }),
      );
    } catch (error) {
      toast.error(t('adsmanager.SCHEDULED_ACTION_FAILED', { message: errorText(error) }));
    }
  };
  // A failure keeps the confirmation open with the reason inside (ConfirmDialog).
  const deleteReport = async () => {
    await remove.mutateAsync({ accountId, reportId: report.reportId });
    toast.success(t('adsmanager.SCHEDULED_DELETED', { name: report.name }));
    await navigate(paths.reports(accountId));
  };
  const rows: [string, ReactNode][] = [
    [
      t('adsmanager.SCHEDULED_COLUMN_STATUS'),
      <StatusBadge key="status" status={report.status}>
        {t(`adsmanager.SCHEDULED_STATUS_${report.status}`)}
      </StatusBadge>,
    ],
    [t('adsmanager.SCHEDULED_COLUMN_SCHEDULE'), describeSchedule(report)],
    [t('adsmanager.SCHEDULED_COLUMN_RANGE'), t(`adsmanager.SCHEDULED_RANGE_${report.dateRange}`)],
    [t('adsmanager.SCHEDULED_COLUMN_RECIPIENTS'), report.recipients.join(', ')],
    [t('adsmanager.SCHEDULED_DETAIL_COLUMNS'), report.selectFields.map((field) => t(columnLabelKey(field))).join(', ')],
    [
      t('adsmanager.SCHEDULED_DETAIL_FILTERS'),
      report.filterExpressions.length === 0
        ? t('adsmanager.SCHEDULED_FIELD_FILTERS_NONE')
        : report.filterExpressions.map(describeFilter).join('; '),
    ],
    [
      t('adsmanager.SCHEDULED_COLUMN_NEXT_RUN'),
      report.nextRunDateTime === null ? t('adsmanager.SCHEDULED_DETAIL_NONE') : when(report.nextRunDateTime),
    ],
    [t('adsmanager.SCHEDULED_DETAIL_LAST_RUN'), when(report.lastRunDateTime)],
    [t('adsmanager.SCHEDULED_DETAIL_CREATED'), `${when(report.createDateTime)} · ${report.createUser}`],
  ];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="scheduled-detail-title" className="text-2xl font-semibold">
          {report.name}
        </h1>
        {canWrite && (
          <div className="flex gap-2">
            <Button asChild>
              <Link to={paths.reportEdit(accountId, report.reportId)}>{t('adsmanager.SCHEDULED_EDIT')}</Link>
            </Button>
            <Button variant="outline" disabled={update.isPending} onClick={() => void toggle()}>
              {paused ? t('adsmanager.SCHEDULED_RESUME') : t('adsmanager.SCHEDULED_PAUSE')}
            </Button>
            <Button
              variant="destructive-outline"
              onClick={() => {
                setConfirming(true);
              }}
            >
              {t('adsmanager.SCHEDULED_DELETE')}
            </Button>
          </div>
        )}
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('adsmanager.SCHEDULED_DELETE_CONFIRM_TITLE', { name: report.name })}
        description={t('adsmanager.SCHEDULED_DELETE_CONFIRM')}
        cancelLabel={t('adsmanager.SCHEDULED_CANCEL')}
        confirmLabel={t('adsmanager.SCHEDULED_DELETE')}
        destructive
        errorMessage={(error) => t('adsmanager.SCHEDULED_ACTION_FAILED', { message: errorText(error) })}
        onConfirm={deleteReport}
      />
    </>
  );
}
