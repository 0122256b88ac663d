/**
 * The report's table: virtual rows that sort (a header click: the URL's sort) and resize, a filter
 * box per column, a sticky header and a sticky totals row (REPORT-010), the "data as of" date, the
 * maxRows notice (NS-68), the totals-unavailable notice, and an empty state that says why there are
 * no rows. Columns are as wide as their content; the name column stays in view when the table
 * scrolls sideways (issue 27). Below 768 px each row is a campaign card (VirtualTable's phone cards): the campaign's
 * name, the other dimensions of the breakdown and three measures.
 */
import { useMemo } from 'react';
import { useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import type { ReportRow } from '@generated/reports-api/model';
import { formatPlainDate } from '../format-rules';
import { columnLabelKey, isFact, type ReportField } from '../column-rules';
import { browserMeasure, contentWidths } from '../column-widths';
import { dimensionsOf, hasTimeColumn, rowKey } from '../report-rules';
import { shownRowOrder, useColumnFilters, type ColumnFilterStore } from './column-filters';
import { ColumnFiltersContext, reportColumns } from './report-columns';
import type { ReportScreen } from './use-report';

export interface ReportTableProps {
  screen: ReportScreen;
  /** The column filters as typed: a keystroke re-renders this table alone (column-filters.ts). */
  filters: ColumnFilterStore;
}

/** Rows beyond the visible ones on each side: 30 columns make a row costly to lay out and paint. */
const REPORT_OVERSCAN = 5;

/** The measures a phone's card shows first, when they are columns of the report (others fill up to three). */
const CARD_MEASURES: readonly ReportField[] = ['impressions', 'revenue', 'roas'];

/** A row's card on a phone: titled by the campaign's name (or the first dimension), then the breakdown and three measures. */
function phoneCard(columns: readonly ReportField[]) {
  const dimensions = dimensionsOf(columns);
  const title = columns.includes('campaignName') ? 'campaignName' : dimensions[0];
  const facts = columns.filter(isFact);
  const measures = [...CARD_MEASURES.filter((field) => facts.includes(field)), ...facts].filter(
    (field, index, all) => all.indexOf(field) === index,
  );
  const others = dimensions.filter((field) => field !== title && !(title === 'campaignName' && field === 'campaignId'));
  return { title, fields: [...others, ...measures.slice(0, 3)] };
}

/**
 * The leading columns that stay in view when the table scrolls sideways: up to and with the
 * campaign name when it is among the first two columns, else the first column.
 */
export function frozenColumns(columns: readonly ReportField[]): number {
  const name = columns.indexOf('campaignName');
  return name >= 0 && name <= 1 ? name + 1 : Math.min(1, columns.length);
}

const NO_ROWS: ReportRow[] = [];

const rowIds = new WeakMap<ReportRow, string>();
let nextRowId = 0;
/** Rows have no id of their own: each answer's row objects get one, kept while the answer is shown. */
function rowId(row: ReportRow): string {
  let id = rowIds.get(row);
  if (id === undefined) {
    nextRowId += 1;
    id = String(nextRowId);
    rowIds.set(row, id);
  }
  return id;
}

export function ReportTable({ screen, filters }: ReportTableProps) {
  const { t } = useTranslation();
  const { list, report, previous, shownColumns, format, accountId } = screen;
  const where = useColumnFilters(filters);
  const answer = report.answer;
  const answerRows = answer?.rows;
  // The table holds the answer's rows as they came and shows them through the order: a sort or a
  // filter moves indexes, and the table's rows are built once per answer.
  const order = useMemo(
    () => shownRowOrder(answerRows ?? [], screen.order, where, format),
    [answerRows, screen.order, where, format],
  );
  const previousAnswer = previous?.answer;

  const previousRow = useMemo(() => {
    if (!previousAnswer || hasTimeColumn(shownColumns)) return undefined;
    const dimensions = dimensionsOf(shownColumns);
    const byKey = new Map(previousAnswer.rows.map((row) => [rowKey(row, dimensions), row]));
    return (row: ReportRow) => byKey.get(rowKey(row, dimensions));
  }, [previousAnswer, shownColumns]);

  const { range } = screen.applied ?? screen;
  // The current period's data stops before its end: a comparison is not coloured as a loss.
  const partial = Boolean(answer?.dataCompleteDate && range.to > answer.dataCompleteDate);
  const comparing = previousAnswer !== undefined;
  const measure = useMemo(() => browserMeasure(), []);
  // Widths from the answer's rows (not the order shown): a sort keeps the columns as they are.
  const widths = useMemo(
    () =>
      contentWidths({
        columns: shownColumns,
        rows: answerRows ?? [],
        totals: answer?.totals,
        format,
        label: (field) => t(columnLabelKey(field)),
        comparing,
        measure,
      }),
    [shownColumns, answerRows, answer?.totals, format, t, comparing, measure],
  );

  const columns = useMemo(
    () =>
      reportColumns({
        t,
        columns: shownColumns,
        format,
        accountId,
        totals: answer?.totals,
        previousTotals: previousAnswer?.totals,
        previousRow,
        partial,
        widths,
      }),
    [t, shownColumns, format, accountId, answer?.totals, previousAnswer?.totals, previousRow, partial, widths],
  );
  const filterContext = useMemo(() => ({ where, onFilter: filters.set }), [where, filters.set]);
  // The table has exactly the query's columns (with those the breakdown requires): none hidden.
  const tableList = useMemo(() => ({ ...list, columnVisibility: {} }), [list]);
  const table = useListTable({
    list: tableList,
    columns,
    data: answerRows ?? NO_ROWS,
    order,
    getRowId: rowId,
    resizable: true,
    // The widths live in the URL (and so in a saved view, issue 27); a resize builds on the widths
    // last asked for, so two quick arrow keys make two steps.
    columnSizing: list.filters.widths,
    onColumnSizingChange: (change) => {
      list.setFilters((current) => {
        const next = typeof change === 'function' ? change({ ...current.widths }) : change;
        return {
          widths: Object.fromEntries(Object.entries(next).map(([field, width]) => [field, Math.round(width)])),
        };
      });
    },
  });

  if (!answer) return null;
  const filtering = Object.values(where).some((text) => text.trim() !== '');
  const date = (value: string) => formatPlainDate(value, format.locale);
  const hasFilters = list.filters.campaigns.length + list.filters.pricingModels.length + list.filters.lines.length > 0;
  const empty =
    answer.rows.length > 0
      ? t('adsmanager.REPORT_EMPTY_COLUMN_FILTERS')
      : answer.dataCompleteDate && range.from > answer.dataCompleteDate
        ? t('adsmanager.REPORT_EMPTY_AFTER_DATA', { date: date(answer.dataCompleteDate) })
        : t(hasFilters ? 'adsmanager.REPORT_EMPTY_FILTERED' : 'adsmanager.REPORT_EMPTY', {
            from: date(range.from),
            to: date(range.to),
          });

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>
          {filtering
            ? t('adsmanager.REPORT_ROWS_FILTERED', { shown: order.length, count: answer.rows.length })
            : answer.rows.length === 1
              ? t('adsmanager.REPORT_ROW_COUNT_ONE')
              : t('adsmanager.REPORT_ROW_COUNT', { count: answer.rows.length })}
        </p>
        <p data-testid="data-as-of">
          {answer.dataCompleteDate
            ? t('adsmanager.REPORT_DATA_AS_OF', { date: date(answer.dataCompleteDate) })
            : t('adsmanager.REPORT_DATA_AS_OF_UNKNOWN')}
        </p>
      </div>
      {answer.truncated && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {t('adsmanager.REPORT_MAX_ROWS', { count: answer.maxRows })}
        </p>
      )}
      {answer.totals === undefined && answer.rows.length > 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {t('adsmanager.REPORT_TOTALS_UNAVAILABLE')}
        </p>
      )}
      {comparing && partial && answer.dataCompleteDate && (
        <p className="text-sm text-muted-foreground">
          {t('adsmanager.REPORT_COMPARE_PARTIAL', { date: date(answer.dataCompleteDate) })}
        </p>
      )}
      {filtering && answer.totals !== undefined && (
        <p className="text-sm text-muted-foreground">{t('adsmanager.REPORT_TOTALS_FILTERED')}</p>
      )}
      <ColumnFiltersContext value={filterContext}>
        <VirtualTable
          table={table}
          label={t('adsmanager.REPORT_TABLE_LABEL')}
          empty={empty}
          busy={report.isFetching}
          rowHeight={previousRow ? 56 : 40}
          rowIdentity="position"
          overscan={REPORT_OVERSCAN}
          resizeLabel={(column) => t('adsmanager.REPORT_RESIZE', { column })}
          phoneCard={phoneCard(shownColumns)}
          frozen={frozenColumns(shownColumns)}
        />
      </ColumnFiltersContext>
    </div>
  );
}
