/**
 * The performance report query and its answer (part 3 §5 Report query rules, §7 Performance report
 * query): which endpoint (REPORT-011), the body (REPORT-012 to REPORT-017), the default sort
 * (REPORT-016), the checks before a query runs, reading the answer (REPORT-009, REPORT-010,
 * REPORT-018) and the rows as the table shows them (sort, column filters, previous-period deltas).
 */
import {
  DayOfWeek,
  type ReportCellValue,
  type ReportFilterExpression,
  type ReportQuery,
  type ReportResult,
  type ReportRow,
} from '@generated/reports-api/model';
import { roundMoney } from '@/lib/money';
import { isFact, isReportField, monthIndex, type ReportField } from './column-rules';
import type { DateRange } from './date-range-rules';

/** REPORT-011: internal users query the internal schema, every other user the advertiser schema. */
export type ReportSchema = 'internal' | 'advertiser';
export const reportSchemaFor = (isInternal: boolean): ReportSchema => (isInternal ? 'internal' : 'advertiser');

/** Rows asked for: the call's largest page; the server answers at most its maxRows (REPORT-018). */
export const REPORT_ROWS_PER_PAGE = 10000;

export const DAYS_OF_WEEK = Object.values(DayOfWeek);

export interface ReportSort {
  field: ReportField;
  desc: boolean;
}

/** REPORT-016: Campaign Id ascending when that column is selected, otherwise Campaign Name ascending. */
export function defaultReportSort(columns: readonly ReportField[]): ReportSort {
  return { field: columns.includes('campaignId') ? 'campaignId' : 'campaignName', desc: false };
}

/** The sort the user chose when its column is selected; otherwise the default sort. */
export function effectiveSort(sort: ReportSort | undefined, columns: readonly ReportField[]): ReportSort {
  return sort && columns.includes(sort.field) ? sort : defaultReportSort(columns);
}

export interface ReportSettings {
  /** The selected columns, in display order. */
  columns: readonly ReportField[];
  range: DateRange;
  /** The day weeks start on (NS-67); sent only when weekStartDate is selected. */
  weekStart?: DayOfWeek;
  campaigns: readonly number[];
  pricingModels: readonly string[];
  lines: readonly number[];
  sort: ReportSort;
}

/**
 * REPORT-012 to REPORT-017: the body of the query — cube campaign_performance, the selected columns
 * as selectFields, the date range as a between filter on day, the day-of-week filter (= on
 * weekStartDate) only when week start is selected, campaign / pricing model / line filters only
 * when non-empty, the sort, both curators and rowsPerPage.
 */
export function buildReportQuery(settings: ReportSettings): ReportQuery {
  const { columns, range, weekStart, campaigns, pricingModels, lines, sort } = settings;
  const filterExpressions: ReportFilterExpression[] = [
    { field: 'day', operator: 'between', from: range.from, to: range.to },
  ];
  if (weekStart !== undefined && columns.includes('weekStartDate'))
    filterExpressions.push({ field: 'weekStartDate', operator: '=', value: weekStart });
  if (campaigns.length > 0) filterExpressions.push({ field: 'campaignId', operator: 'in', values: [...campaigns] });
  if (pricingModels.length > 0)
    filterExpressions.push({ field: 'pricingModel', operator: 'in', values: [...pricingModels] });
  if (lines.length > 0) filterExpressions.push({ field: 'lineId', operator: 'in', values: [...lines] });
  return {
    cube: 'campaign_performance',
    selectFields: columns.map((field) => ({ field })),
    filterExpressions,
    sortBy: [{ field: sort.field, order: sort.desc ? 'Desc' : 'Asc' }],
    curators: { datacompleteness: true, totalmetrics: true },
    rowsPerPage: REPORT_ROWS_PER_PAGE,
  };
}

// ------------------------------------------------------------------ before a query runs

export type InputProblem =
  | { kind: 'noColumns' }
  | { kind: 'fromAfterTo' }
  | { kind: 'beforeEarliest'; earliest: string }
  | { kind: 'afterData'; dataCompleteDate: string };

/**
 * What keeps a query from running (the previous result stays on screen): no column, a start after
 * the end, a start before the earliest selectable date (NS-32), or a range that starts after the
 * last day with complete data.
 */
export function checkReportInput(
  { columns, range }: Pick<ReportSettings, 'columns' | 'range'>,
  { earliest, dataCompleteDate }: { earliest: string; dataCompleteDate?: string | null },
): InputProblem | undefined {
  if (columns.length === 0) return { kind: 'noColumns' };
  if (range.from > range.to) return { kind: 'fromAfterTo' };
  if (range.from < earliest) return { kind: 'beforeEarliest', earliest };
  if (dataCompleteDate && range.from > dataCompleteDate) return { kind: 'afterData', dataCompleteDate };
  return undefined;
}

// ------------------------------------------------------------------ the answer

export interface ReportAnswer {
  rows: ReportRow[];
  /** REPORT-018: the most rows the server answers. */
  maxRows: number;
  /** NS-68: the result reached maxRows, so rows may be missing. */
  truncated: boolean;
  /** REPORT-010: the totals of the measures; undefined when the curator is missing or malformed. */
  totals: Readonly<Record<string, number | null>> | undefined;
  /** REPORT-010: the last day with complete data; null when the server does not know. */
  dataCompleteDate: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * REPORT-009, REPORT-010, REPORT-018: the rows, the row limit, the totals and the data-completeness
 * date of an answer. A malformed curator costs only what it carries: rows without totals stay rows.
 */
export function readReportAnswer(result: ReportResult): ReportAnswer {
  const rows = Array.isArray(result.rows) ? result.rows : [];
  const maxRows =
    Number.isInteger(result.header.maxRows) && result.header.maxRows > 0 ? result.header.maxRows : Infinity;
  const curators: unknown = result.curators;
  const totalmetrics = isRecord(curators) ? curators.totalmetrics : undefined;
  const totals = isRecord(totalmetrics) && isRecord(totalmetrics.totals) ? totalmetrics.totals : undefined;
  const completeness = isRecord(curators) ? curators.datacompleteness : undefined;
  const date = isRecord(completeness) ? completeness.dataCompleteDate : undefined;
  return {
    rows,
    maxRows,
    truncated: rows.length >= maxRows,
    totals:
      totals &&
      Object.fromEntries(
        Object.entries(totals).map(([field, value]) => [field, typeof value === 'number' ? value : null]),
      ),
    dataCompleteDate: typeof date === 'string' ? date : null,
  };
}

// ------------------------------------------------------------------ rows as the table shows them

/** The report's dimension columns, in order: what tells its rows apart. */
export const dimensionsOf = (columns: readonly ReportField[]) => columns.filter((field) => !isFact(field));

/** The key of a row among the rows of its report: its values of the `dimensions` (dimensionsOf). */
export function rowKey(row: ReportRow, dimensions: readonly ReportField[]): string {
  return dimensions.map((field) => String(row[field] ?? '')).join('\u0001');
}

const TIME_FIELDS: ReadonlySet<ReportField> = new Set<ReportField>(['day', 'weekStartDate', 'weekEndDate', 'month']);

/** True when the columns break the rows down by time (their previous-period rows cannot be matched). */
export const hasTimeColumn = (columns: readonly ReportField[]) => columns.some((field) => TIME_FIELDS.has(field));

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** How a cell sorts: months by their place in the year, numbers as numbers, text by the collator. */
function sortValue(field: ReportField, value: ReportCellValue): ReportCellValue {
  return field === 'month' && value !== null ? monthIndex(value) : value;
}

function compareValues(left: NonNullable<ReportCellValue>, right: NonNullable<ReportCellValue>): number {
  if (left === right) return 0;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/**
 * The indexes of `rows` in `sort`'s order (nulls last either way; ties keep the server's order).
 * The table shows the answer's rows through this order, so a sort moves indexes, not rows.
 */
export function sortedRowOrder(rows: readonly ReportRow[], sort: ReportSort): number[] {
  const { field, desc } = sort;
  // Each row's value is read once: a sort of 10,000 rows compares about 140,000 times.
  const values = rows.map((row) => sortValue(field, row[field] ?? null));
  const order = rows.map((_row, index) => index);
  order.sort((a, b) => {
    const left = values[a] ?? null;
    const right = values[b] ?? null;
    if (left === null || right === null) {
      if (left === right) return a - b;
      return left === null ? 1 : -1;
    }
    const compared = compareValues(left, right);
    return compared === 0 ? a - b : desc ? -compared : compared;
  });
  return order;
}

/**
 * The row indexes of `order` whose shown text contains each column filter's text
 * (case-insensitive). `lowerCaseText` gives the text of row `index`'s cell as the table shows it,
 * lower-cased.
 */
export function filteredRowOrder(
  order: number[],
  filters: Readonly<Record<string, string>>,
  lowerCaseText: (field: ReportField, index: number) => string,
): number[] {
  const active = Object.entries(filters).flatMap(([field, needle]) =>
    isReportField(field) && needle.trim() !== '' ? [[field, needle.trim().toLocaleLowerCase()] as const] : [],
  );
  if (active.length === 0) return order;
  return order.filter((index) => active.every(([field, needle]) => lowerCaseText(field, index).includes(needle)));
}

/** The change from `previous` to `current` as a fraction (0.25 = +25 %); undefined when it cannot be told. */
export function deltaOf(
  current: ReportCellValue | undefined,
  previous: ReportCellValue | undefined,
): number | undefined {
  if (typeof current !== 'number' || typeof previous !== 'number' || previous === 0) return undefined;
  return (current - previous) / Math.abs(previous);
}

/** REPORT-019: a line's remaining budget, budget − ad spend (1000 − 250 = 750), to the cent; negative when overspent. */
export function remainingBudget({ budget, adSpend }: { budget: number; adSpend: number }): number {
  return roundMoney(budget - adSpend);
}

/** How many chosen names a filter chip spells out before "+N". */
export const CHIP_NAMES = 2;

/**
 * A filter chip's text (issue 27): what is chosen, by name — 'CPS, CPM', 'CPS, CPM +3' — or `all`
 * when nothing is.
 */
export function chipSummary(names: readonly string[], all: string, more: (names: string, count: number) => string) {
  if (names.length === 0) return all;
  const shown = names.slice(0, CHIP_NAMES).join(', ');
  return names.length > CHIP_NAMES ? more(shown, names.length - CHIP_NAMES) : shown;
}
