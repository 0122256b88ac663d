/**
 * `performance/campaigns` (REPORT-001), the screen every user lands on, and
 * `reporting/campaign/{campaignId}` (REPORT-020, with the campaign's lines, REPORT-019): the
 * campaign performance report with its choices, table, totals, "data as of", chart, CSV export and
 * saved views. Every choice lives in the URL.
 */
import { Link } from 'react-router';
import { all, flag, useCan } from '@/access';
import { errorText } from '@/api/errors';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { LoadError } from '@/components/ui/load-error';
import { buttonVariants } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { formatPlainDate } from '../format-rules';
import { CampaignLines } from '../components/CampaignLines';
import { ChartSection } from '../components/ChartSection';
import { useColumnFilterStore } from '../components/column-filters';
import { ColumnChooser } from '../components/ColumnChooser';
import { ExportButton } from '../components/ExportButton';
import { DateRangeControls, FilterControls } from '../components/ReportControls';
import { ReportTable } from '../components/ReportTable';
import { SavedViews } from '../components/SavedViews';
import { useReportScreen } from '../components/use-report';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { CreateCampaignButton } from '@/features/campaigns/data';
import { cn } from '@/lib/cn';

/** The scheduled report creation's query: this report's columns, campaigns and pricing models. */
function scheduleSearch({ shownColumns, applied, list }: ReturnType<typeof useReportScreen>): string {
  const search = new URLSearchParams({ cols: shownColumns.join(',') });
  const campaigns = applied?.campaigns ?? list.filters.campaigns;
  if (campaigns.length > 0) search.set('campaign', campaigns.join(','));
  if (list.filters.pricingModels.length > 0) search.set('model', list.filters.pricingModels.join(','));
  return search.toString();
}

function Report({ campaignId }: { campaignId?: number }) {
  const { t, i18n } = useTranslation();
  const screen = useReportScreen({ campaignId });
  const { list, report, problem, accountId } = screen;
  const { setFilters } = list;
  // The store reads the newest writer each render (column-filters.ts): no need to keep this one stable.
  const filters = useColumnFilterStore(list.filters.where, (where) => {
    setFilters({ where });
  });

  const problemText =
    problem &&
    (problem.kind === 'beforeEarliest'
      ? t('adsmanager.REPORT_PROBLEM_beforeEarliest', { date: formatPlainDate(problem.earliest, i18n.language) })
      : problem.kind === 'afterData'
        ? t('adsmanager.REPORT_PROBLEM_afterData', { date: formatPlainDate(problem.dataCompleteDate, i18n.language) })
        : t(`adsmanager.REPORT_PROBLEM_${problem.kind}`));
  const canSchedule = useCan(all('adsmanager.reporting.write', flag('enable-scheduled-reports')));
  // A query for new choices runs (the answer on screen is the previous one).
  const updating = report.answer !== undefined && report.isFetching && report.error === null;
  const title = campaignId === undefined ? t('adsmanager.REPORT_TITLE') : t('adsmanager.REPORT_CAMPAIGN_TITLE');

  return (
    <section aria-labelledby="report-title" className="grid min-w-0 gap-4 p-6">
      {campaignId !== undefined && (
        <Link to={paths.performanceCampaigns(accountId)} className={cn(TEXT_LINK, 'text-sm')}>
          {t('adsmanager.REPORT_BACK')}
        </Link>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="report-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {campaignId === undefined ? (
          <CreateCampaignButton accountId={accountId} checkLines={false} />
        ) : (
          <p className="text-muted-foreground">{t('adsmanager.REPORT_CAMPAIGN_SUBTITLE', { campaignId })}</p>
        )}
      </div>
      <DateRangeControls screen={screen} />
      <div className="flex flex-wrap items-end gap-3">
        <FilterControls screen={screen} oneCampaign={campaignId !== undefined} />
        <ColumnChooser screen={screen} />
        <ExportButton screen={screen} filters={filters} />
        {canSchedule && (
          <Link
            to={`${paths.reportCreate(accountId)}?${scheduleSearch(screen)}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('adsmanager.REPORT_SCHEDULE')}
          </Link>
        )}
      </div>
      <SavedViews accountId={accountId} />
      {problemText && (
        <p
          id="report-problem"
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive-subtle p-2 text-sm text-destructive"
        >
          {problemText}
        </p>
      )}
      {report.error !== null && report.answer && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive-subtle p-2 text-sm text-destructive"
        >
          {t('adsmanager.REPORT_LOAD_FAILED_KEPT', { message: errorText(report.error) })}
        </p>
      )}
      {report.error !== null && !report.answer ? (
        <LoadError
          title={t('adsmanager.REPORT_LOAD_FAILED', { message: errorText(report.error) })}
          retryLabel={t('adsmanager.REPORT_RETRY')}
          onRetry={() => report.refetch()}
        />
      ) : !report.answer ? (
        <SkeletonRows label={t('adsmanager.REPORT_LOADING')} rows={8} columns={6} />
      ) : (
        // While a new query runs the previous result stays, dimmed, with a status over it: the
        // layout keeps its shape (issue 27).
        <div className="relative grid min-w-0 gap-4" aria-busy={updating || undefined}>
          {updating && (
            <p
              role="status"
              className="absolute top-0 left-1/2 z-20 -translate-x-1/2 rounded-full border bg-background px-3 py-1 text-sm shadow-sm"
            >
              {t('adsmanager.REPORT_UPDATING')}
            </p>
          )}
          <div
            data-testid="report-result"
            className={cn('grid min-w-0 gap-4 transition-opacity', updating && 'opacity-50')}
          >
            {/* The chart first: the trend is what a reader looks for before the rows (issue 27). */}
            <ChartSection screen={screen} />
            <ReportTable screen={screen} filters={filters} />
          </div>
        </div>
      )}
      {campaignId !== undefined && <CampaignLines accountId={accountId} campaignId={campaignId} />}
    </section>
  );
}

export function PerformancePage() {
  return <Report />;
}

function CampaignReport() {
  const campaignId = useRouteId('campaign');
  return campaignId === undefined ? null : <Report key={campaignId} campaignId={campaignId} />;
}

export const CampaignReportPage = withRouteIdBoundary(CampaignReport);
