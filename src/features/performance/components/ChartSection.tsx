/**
 * The chart of the report: the chosen measures (up to two) over day, week or month for the report's
 * range and filters, the previous period dashed when comparing, and the same numbers as a table
 * (the accessible fallback). Its query and its code (ReportChart) start after the table's
 * first paint.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import type { ReportRow } from '@generated/reports-api/model';
import { columnLabelKey, isFact, monthIndex, type ReportField } from '../column-rules';
import { previousPeriod } from '../date-range-rules';
import {
  formatAxisValue,
  formatCell,
  formatMonthName,
  formatPlainDate,
  formatShortDate,
  formatShortMonthName,
} from '../format-rules';
import { useReport } from '../queries';
import { buildReportQuery } from '../report-rules';
import { CHART_GRAINS, type ChartGrain } from '../report-state';
import type { ChartSeries } from './ReportChart';
import type { ReportScreen } from './use-report';

const ReportChart = lazy(() => import('./ReportChart'));

const GRAIN_FIELD: Record<ChartGrain, ReportField> = { day: 'day', week: 'weekStartDate', month: 'month' };
const COLORS = ['#2563eb', '#d97706'];
const MAX_METRICS = 2;

/** The points in time order; month names follow the range, from its first month on. */
function inTimeOrder(rows: readonly ReportRow[], field: ReportField, from: string): ReportRow[] {
  if (field !== 'month') return [...rows].sort((a, b) => String(a[field]).localeCompare(String(b[field])));
  const first = Number(from.slice(5, 7)) - 1;
  const position = (row: ReportRow) => (monthIndex(row.month) - first + 12) % 12;
  return [...rows].sort((a, b) => position(a) - position(b));
}

/** The chart's place while its data or code loads: its own height, so the table below does not jump. */
function ChartLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-[280px] w-full" />
      <Skeleton className="h-4 w-40" />
    </div>
  );
}

export function ChartSection({ screen }: { screen: ReportScreen }) {
  const { t } = useTranslation();
  const { list, applied, format, accountId, shownColumns } = screen;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setPainted(true);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, []);

  const facts = shownColumns.filter(isFact);
  /** The measures drawn: those chosen that are shown, else the first shown. */
  const drawn = (asked: readonly ReportField[]) => {
    const chosen = asked.filter((field) => facts.includes(field)).slice(0, MAX_METRICS);
    return chosen.length > 0 ? chosen : facts.slice(0, 1);
  };
  const metrics = drawn(list.filters.metrics);
  const { grain } = list.filters;
  const x = GRAIN_FIELD[grain];
  const chartQuery = (range: NonNullable<typeof applied>['range']) =>
    applied && metrics.length > 0
      ? buildReportQuery({ ...applied, range, columns: [x, ...metrics], sort: { field: x, desc: false } })
      : undefined;
  const current = useReport(accountId, painted && applied ? chartQuery(applied.range) : undefined);
  const previousRange = applied && list.filters.compare ? previousPeriod(applied.range) : undefined;
  const previous = useReport(accountId, painted && previousRange ? chartQuery(previousRange) : undefined);

  const from = applied?.range.from ?? screen.range.from;
  const points = inTimeOrder(current.answer?.rows ?? [], x, from);
  const before = previousRange ? inTimeOrder(previous.answer?.rows ?? [], x, previousRange.from) : [];
  const label = (row: ReportRow) =>
    grain === 'month'
      ? formatMonthName(String(row.month), format.locale)
      : formatPlainDate(String(row[x]), format.locale);
  const labels = points.map(label);
  const tickLabels = points.map((row) =>
    grain === 'month'
      ? formatShortMonthName(String(row.month), format.locale)
      : formatShortDate(String(row[x]), format.locale),
  );
  const metricLabel = (field: ReportField) => t(columnLabelKey(field));
  const series: ChartSeries[] = metrics.flatMap((field, index) => {
    const scale = index === 0 ? 'left' : 'right';
    const color = COLORS[index] ?? '#2563eb';
    const value = (row: ReportRow | undefined) => (typeof row?.[field] === 'number' ? row[field] : null);
    const line: ChartSeries = { label: metricLabel(field), values: points.map(value), scale, color };
    if (!previousRange) return [line];
    const earlier: ChartSeries = {
      label: t('adsmanager.REPORT_CHART_PREVIOUS', { metric: metricLabel(field) }),
      values: points.map((_, point) => value(before[point])),
      scale,
      color,
      dashed: true,
    };
    return [line, earlier];
  });
  const formatValue = (scale: 'left' | 'right', value: number) => {
    const field = metrics[scale === 'left' ? 0 : 1];
    return field ? formatCell(field, value, format) : String(value);
  };
  const formatTick = (scale: 'left' | 'right', value: number) => {
    const field = metrics[scale === 'left' ? 0 : 1];
    return field ? formatAxisValue(field, value, format) : String(value);
  };

  return (
    <section aria-labelledby="report-chart-title" className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="report-chart-title" className="mr-auto text-lg font-semibold">
          {t('adsmanager.REPORT_CHART')}
        </h2>
        {[0, 1].map((slot) => (
          <label key={slot} className="grid gap-1 text-sm font-medium">
            {`${t('adsmanager.REPORT_CHART_METRIC')} ${String(slot + 1)}`}
            <NativeSelect
              value={metrics[slot] ?? ''}
              onChange={(event) => {
                const field = facts.find((candidate) => candidate === event.target.value);
                list.setFilters((current) => {
                  const next = drawn(current.metrics);
                  if (field) next[slot] = field;
                  else next.splice(slot, 1);
                  return { metrics: [...new Set(next)] };
                });
              }}
            >
              {slot > 0 && <option value="">—</option>}
              {facts.map((field) => (
                <option key={field} value={field}>
                  {metricLabel(field)}
                </option>
              ))}
            </NativeSelect>
          </label>
        ))}
        <label className="grid gap-1 text-sm font-medium">
          {t('adsmanager.REPORT_CHART_GRAIN')}
          <NativeSelect
            value={grain}
            onChange={(event) => {
              const next = CHART_GRAINS.find((candidate) => candidate === event.target.value);
              if (next) list.setFilters({ grain: next });
            }}
          >
            {CHART_GRAINS.map((option) => (
              <option key={option} value={option}>
                {t(`adsmanager.REPORT_CHART_GRAIN_${option}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {metrics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REPORT_CHART_NO_METRIC')}</p>
      ) : current.error && !current.answer ? (
        <LoadError
          title={t('adsmanager.REPORT_CHART_FAILED', { message: errorText(current.error) })}
          retryLabel={t('adsmanager.REPORT_RETRY')}
          onRetry={() => current.refetch()}
        />
      ) : !current.answer ? (
        <ChartLoading label={t('adsmanager.REPORT_CHART_LOADING')} />
      ) : points.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REPORT_CHART_EMPTY')}</p>
      ) : (
        <>
          <Suspense fallback={<ChartLoading label={t('adsmanager.REPORT_CHART_LOADING')} />}>
            <ReportChart
              labels={labels}
              tickLabels={tickLabels}
              series={series}
              formatValue={formatValue}
              formatTick={formatTick}
            />
          </Suspense>
          {grain === 'month' && points.length >= 12 && (
            <p className="text-xs text-muted-foreground">{t('adsmanager.REPORT_CHART_MONTHS_NOTE')}</p>
          )}
          <details>
            <summary className="cursor-pointer text-sm font-medium">{t('adsmanager.REPORT_CHART_DATA')}</summary>
            <table
              aria-label={t('adsmanager.REPORT_CHART_LABEL', {
                metric: metrics.map(metricLabel).join(', '),
                grain: t(`adsmanager.REPORT_CHART_GRAIN_${grain}`),
              })}
              className="mt-2 text-sm"
            >
              <thead>
                <tr>
                  <th scope="col" className="px-2 text-left">
                    {t(`adsmanager.REPORT_CHART_GRAIN_${grain}`)}
                  </th>
                  {series.map((line) => (
                    <th key={line.label} scope="col" className="px-2 text-right">
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((text, point) => (
                  <tr key={text}>
                    <th scope="row" className="px-2 text-left font-normal">
                      {text}
                    </th>
                    {series.map((line) => {
                      const value = line.values[point] ?? null;
                      return (
                        <td key={line.label} className="px-2 text-right tabular-nums">
                          {value === null ? '—' : formatValue(line.scale, value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
