/**
 * `reporting/reports/{reportId}/edit` (REPORT-021, NS-61; reporting.write): the detail page's Edit
 * opens the creation form filled in with the report; saving sends every field of the form in one
 * PATCH (updateScheduledReport), checked by the server as on creation, then shows the report.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { readPastCache } from '@/api/query-client';
import { useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { etagOf } from '@/components/forms/concurrency';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { parseIntegerId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import type { ScheduledReport } from '@generated/reports-api/model';
import { scheduledReportQueryOptions, useScheduledReport, useUpdateScheduledReportMutation } from '../queries';
import { scheduledReportForm, toScheduledReportCreate } from '../schedule-rules';
import { ScheduledReportForm } from './ScheduledReportForm';

export function ScheduledReportEditPage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const reportId = parseIntegerId(useParams().reportId);
  const query = useScheduledReport(accountId, reportId);
  const notFound = reportId === undefined || (query.error instanceof ApiError && query.error.status === 404);

  if (notFound || query.isError)
    return (
      <section aria-labelledby="scheduled-edit-title" className="grid max-w-2xl gap-4 p-6">
        <h1 id="scheduled-edit-title" className="text-2xl font-semibold">
          {notFound ? t('adsmanager.SCHEDULED_DETAIL_NOT_FOUND') : t('adsmanager.SCHEDULED_EDIT_TITLE')}
        </h1>
        {!notFound && (
          <LoadError
            title={t('adsmanager.SCHEDULED_LOAD_FAILED', { message: errorText(query.error) })}
            retryLabel={t('adsmanager.SCHEDULED_RETRY')}
            onRetry={() => query.refetch()}
          />
        )}
      </section>
    );
  if (!query.data) return <Spinner label={t('adsmanager.SCHEDULED_LOADING')} className="py-8" />;
  // Keyed by the report: a form opened on another report starts from that one's values.
  return <EditForm key={query.data.data.reportId} report={query.data.data} version={etagOf(query.data)} />;
}

const SCHEDULED_FIELD_LABELS = {
  name: 'adsmanager.SCHEDULED_FIELD_NAME',
  columns: 'adsmanager.SCHEDULED_FIELD_COLUMNS',
  dateRange: 'adsmanager.SCHEDULED_FIELD_RANGE',
  frequency: 'adsmanager.SCHEDULED_FIELD_FREQUENCY',
  dayOfWeek: 'adsmanager.SCHEDULED_FIELD_DAY_OF_WEEK',
  dayOfMonth: 'adsmanager.SCHEDULED_FIELD_DAY_OF_MONTH',
  recipients: 'adsmanager.SCHEDULED_FIELD_RECIPIENTS',
} as const;

/** `version`: the ETag the report was read with, the version its PATCH sends (NS-92). */
function EditForm({ report, version }: { report: ScheduledReport; version: string | undefined }) {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateScheduledReportMutation();
  const detail = paths.report(accountId, report.reportId);

  return (
    <ScheduledReportForm
      title={t('adsmanager.SCHEDULED_EDIT_TITLE_NAMED', { name: report.name })}
      defaultValues={scheduledReportForm(report)}
      filters={report.filterExpressions}
      draftKey={`scheduled-report:${String(accountId)}:${String(report.reportId)}`}
      submitLabel={t('adsmanager.SCHEDULED_EDIT_SAVE')}
      savingLabel={t('adsmanager.SCHEDULED_EDIT_SAVING')}
      save={async (values, _idempotent, versioned) =>
        versioned.track(
          await update.mutateAsync({
            accountId,
            reportId: report.reportId,
            data: toScheduledReportCreate(values, report.filterExpressions),
            headers: versioned.headers(),
          }),
        )
      }
      concurrency={{
        loaded: { versions: { main: version }, values: scheduledReportForm(report) },
        reload: async () => {
          const answer = await readPastCache(queryClient, scheduledReportQueryOptions(accountId, report.reportId));
          return { versions: { main: etagOf(answer) }, values: scheduledReportForm(answer.data) };
        },
        entity: t('adsmanager.CONFLICT_ENTITY_SCHEDULED_REPORT'),
        label: (path) =>
          Object.hasOwn(SCHEDULED_FIELD_LABELS, path)
            ? t(SCHEDULED_FIELD_LABELS[path as keyof typeof SCHEDULED_FIELD_LABELS])
            : undefined,
      }}
      failure={(message) => t('adsmanager.SCHEDULED_EDIT_FAILED', { message })}
      onSaved={async (saved) => {
        toast.success(t('adsmanager.SCHEDULED_EDITED', { name: saved.name }));
        await navigate(detail);
      }}
      cancel={
        <Button asChild variant="outline">
          <Link to={detail}>{t('adsmanager.SCHEDULED_CANCEL')}</Link>
        </Button>
      }
    />
  );
}
