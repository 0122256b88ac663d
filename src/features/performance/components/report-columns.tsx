/**
 * The report table's columns, one per selected report column in order: a sortable header with a
 * filter box, the cell in its column's format (the campaign name links to the campaign's review
 * when the campaign id is a column), the previous period's value and the change under a measure
 * when comparing (per row and in the totals), and the totals row from the totalmetrics curator
 * (REPORT-010). Widths come from the content (column-widths.ts).
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
  /** The current period's data stops before its end ("data as of"): changes are not coloured. */
  partial?: boolean;
  /** Each column's width from its content (column-widths.ts). */
  widths?: Readonly<Record<string, number>>;
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

/**
 * A measure compared with the previous period, under its value: "was $1,000.00 · +12.5 %". A gain
 * is green and a loss red, except while the current period is partial (its data stops before its
 * end): then the change is grey, since it compares an incomplete period with a complete one.
 */
function Comparison({
  field,
  value,
  previous,
  format,
  partial,
  t,
}: {
  field: ReportField;
  value: ReportCellValue;
  previous: ReportCellValue | undefined;
  format: FormatContext;
  partial: boolean;
  t: Translator['t'];
}) {
  const delta = deltaOf(value, previous);
  const was = t('adsmanager.REPORT_WAS', { value: formatCell(field, previous ?? null, format) });
  const text = delta === undefined ? was : `${was} · ${formatDelta(delta, format.locale)}`;
  const tone =
    partial || delta === undefined || delta === 0
      ? 'text-muted-foreground'
      : delta > 0
        ? 'text-emerald-700'
        : 'text-red-700';
  return (
    <span
      data-delta={delta === undefined ? undefined : delta > 0 ? 'up' : delta < 0 ? 'down' : 'same'}
      title={
        partial ? t('adsmanager.REPORT_DELTA_PARTIAL', { delta: text }) : t('adsmanager.REPORT_DELTA', { delta: text })
      }
      className={`block text-xs ${tone}`}
    >
      {text}
      {partial && <span aria-hidden="true">*</span>}
    </span>
  );
}

export function reportColumns(context: ReportColumnContext) {
  const { t, columns, format, accountId, totals, previousTotals, previousRow, partial = false, widths } = context;
  const linkCampaigns = columns.includes('campaignId');
  return column.columns(
    columns.map((field, index) => {
      const label = t(columnLabelKey(field));
      const fact = isFact(field);
      const Sortable = sortableHeader(label, t('adsmanager.REPORT_SORT_BY', { column: label }));
      const numeric = fact || reportColumn(field).format === 'currency' || reportColumn(field).format === 'roas';
      return column.accessor((row) => row[field] ?? null, {
        id: field,
        size: widths?.[field] ?? (field === 'campaignName' || field === 'adGroupName' ? 240 : 150),
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
            // A name longer than its column ends in …; the title holds it whole.
            <div className={numeric ? 'text-right tabular-nums' : 'truncate'} title={numeric ? undefined : text}>
              {content}
              {fact && previousRow && (
                <Comparison
                  field={field}
                  value={value}
                  previous={previousRow(row.original)?.[field]}
                  format={format}
                  partial={partial}
                  t={t}
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
                      <Comparison
                        field={field}
                        value={value}
                        previous={previousTotals[field]}
                        format={format}
                        partial={partial}
                        t={t}
                      />
                    )}
                  </div>
                );
              },
      });
    }),
  );
}
