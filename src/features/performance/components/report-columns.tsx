/**
 * The report table's columns, one per selected report column in order: a sortable header with a
 * filter box, the cell in its column's format (the campaign name links to the campaign's review
 * when the campaign id is a column), the change against the previous period under a measure when
 * comparing, and the totals row from the totalmetrics curator (REPORT-010).
 */
import { createContext, use, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { HeaderContext } from '@tanstack/react-table';
import { listColumnHelper, type ListTableFeatures } from '@/components/ui/list-table';
import { sortableHeader } from '@/components/ui/sort-header';
import type { Translator } from '@/i18n';
import { paths } from '@/lib/paths';
import type { ReportCellValue, ReportRow } from '@generated/reports-api/model';
import { columnLabelKey, isFact, reportColumn, type ReportField } from '../column-rules';
import { formatCell, formatDelta, type FormatContext } from '../format-rules';
import { deltaOf } from '../report-rules';
import { TABLE_LINK } from '@/components/ui/link-styles';

export interface ReportColumnContext {
  t: Translator['t'];
  columns: readonly ReportField[];
  format: FormatContext;
  accountId: number;
  /** Totals of the measures; undefined when the curator did not give them. */
  totals: Readonly<Record<string, number | null>> | undefined;
  previousTotals?: Readonly<Record<string, number | null>>;
  /** Rows of the previous period by their key (comparison on), and how to key a row. */
  previousRow?: (row: ReportRow) => ReportRow | undefined;
}

/** The column filters' texts and their change handler, for the filter boxes in the headers. */
export interface ColumnFilters {
  where: Readonly<Record<string, string>>;
  onFilter: (field: ReportField, text: string) => void;
}

export const ColumnFiltersContext = createContext<ColumnFilters>({ where: {}, onFilter: () => undefined });

const column = listColumnHelper<ReportRow>();

type Context = HeaderContext<ListTableFeatures, ReportRow, ReportCellValue>;

function FilteredHeader({
  field,
  Sortable,
  filterLabel,
  context,
}: {
  field: ReportField;
  Sortable: ComponentType<Context>;
  filterLabel: string;
  context: Context;
}) {
  const { where, onFilter } = use(ColumnFiltersContext);
  return (
    <div className="grid gap-1 py-1">
      <Sortable {...context} />
      <input
        type="search"
        aria-label={filterLabel}
        value={where[field] ?? ''}
        onChange={(event) => {
          onFilter(field, event.target.value);
        }}
        // Below 768 px the rows are cards (ReportTable): the header is a bar of sort buttons only.
        className="h-7 w-full min-w-0 rounded border border-input px-1.5 text-xs font-normal max-md:hidden"
      />
    </div>
  );
}

function Delta({
  value,
  locale,
  label,
}: {
  value: number | undefined;
  locale: FormatContext['locale'];
  label: (delta: string) => string;
}) {
  if (value === undefined) return null;
  const text = formatDelta(value, locale);
  return (
    <span
      title={label(text)}
      className={
        value > 0
          ? 'block text-xs text-emerald-700'
          : value < 0
            ? 'block text-xs text-red-700'
            : 'block text-xs text-muted-foreground'
      }
    >
      {text}
    </span>
  );
}

export function reportColumns(context: ReportColumnContext) {
  const { t, columns, format, accountId, totals, previousTotals, previousRow } = context;
  const deltaLabel = (delta: string) => t('adsmanager.REPORT_DELTA', { delta });
  const linkCampaigns = columns.includes('campaignId');
  return column.columns(
    columns.map((field, index) => {
      const label = t(columnLabelKey(field));
      const fact = isFact(field);
      const Sortable = sortableHeader(label, t('adsmanager.REPORT_SORT_BY', { column: label }));
      const numeric = fact || reportColumn(field).format === 'currency' || reportColumn(field).format === 'roas';
      return column.accessor((row) => row[field] ?? null, {
        id: field,
        size: field === 'campaignName' || field === 'adGroupName' ? 240 : 150,
        minSize: 80,
        meta: { label },
        header: (headerContext) => (
          <FilteredHeader
            field={field}
            Sortable={Sortable}
            filterLabel={t('adsmanager.REPORT_COLUMN_FILTER', { column: label })}
            context={headerContext}
          />
        ),
        cell: ({ row }) => {
          const value = row.original[field] ?? null;
          const text = formatCell(field, value, format);
          const campaignId = row.original.campaignId;
          const content =
            field === 'campaignName' && linkCampaigns && typeof campaignId === 'number' ? (
              <Link to={paths.campaignReview(accountId, campaignId)} className={TABLE_LINK}>
                {text}
              </Link>
            ) : (
              text
            );
          return (
            <div className={numeric ? 'text-right tabular-nums' : undefined}>
              {content}
              {fact && previousRow && (
                <Delta
                  value={deltaOf(value, previousRow(row.original)?.[field])}
                  locale={format.locale}
                  label={deltaLabel}
                />
              )}
            </div>
          );
        },
        // Without the totals curator there is no totals row (blank totals would read as zeros).
        footer:
          totals === undefined
            ? undefined
            : () => {
                if (index === 0 && !fact) return <span className="font-semibold">{t('adsmanager.REPORT_TOTALS')}</span>;
                if (!fact) return null;
                const value = totals[field] ?? null;
                return (
                  <div className="text-right font-semibold tabular-nums">
                    {formatCell(field, value, format)}
                    {previousTotals && (
                      <Delta value={deltaOf(value, previousTotals[field])} locale={format.locale} label={deltaLabel} />
                    )}
                  </div>
                );
              },
      });
    }),
  );
}
