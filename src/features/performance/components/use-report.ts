/**
 * The report screen's state: the URL's choices turned into the query's settings (columns offered to
 * this user, the breakdown's required columns, the date range in the account's time zone), the
 * checks that keep a bad choice from running (the last good query stays on screen), the current and
 * previous-period reads, and the rows as the table shows them (column filters, sort).
 *
 * Sorting happens here while the answer holds every row; once an answer reaches maxRows the sort
 * goes to the server too (the rows beyond the limit may belong first).
 */
import { useMemo, useState } from 'react';
import { useAccess, useAccount } from '@/access';
import { useListState } from '@/components/ui/use-list-state';
import { useTranslation } from '@/i18n/react';
import { todayInZone } from '@/lib/calendar-days';
import { countryRules } from '@/lib/countries';
import type { Currency } from '@/lib/money';
import { offeredBreakdowns, offeredColumns, orderedColumns, selectedColumns, type ReportField } from '../column-rules';
import { addDays, presetRange, previousPeriod } from '../date-range-rules';
import { useReport } from '../queries';
import {
  buildReportQuery,
  checkReportInput,
  defaultReportSort,
  effectiveSort,
  sortedRowOrder,
  type ReportSettings,
} from '../report-rules';
import { REPORT_STATE } from '../report-state';

/** NS-32: reports reach back two years. */
const EARLIEST_DAYS_BACK = 2 * 366 - 1;

interface LastGood {
  settings: ReportSettings;
  dataCompleteDate: string | null | undefined;
  truncated: boolean;
}

export interface ReportScreenOptions {
  /** The report of one campaign (reporting/campaign/{campaignId}). */
  campaignId?: number;
}

/**
 * The same array while the columns stay the same: the table's column definitions (cell and header
 * renderers) are built from it, and new ones would mount every cell again on a sort.
 */
function useSameColumns(columns: readonly ReportField[]): readonly ReportField[] {
  const [kept, setKept] = useState(columns);
  if (kept.length === columns.length && kept.every((field, index) => field === columns[index])) return kept;
  setKept(columns);
  return columns;
}

export function useReportScreen({ campaignId }: ReportScreenOptions = {}) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const { isInternal } = useAccess();
  const { accountId, account } = useAccount();
  const currency: Currency = account.bookingCurrency;
  const list = useListState(REPORT_STATE);
  const { filters } = list;
  const { timeZone, dmaReporting } = countryRules(account.bookingCountry);
  const offered = offeredColumns({ isInternal, dmaReporting });
  const breakdowns = offeredBreakdowns({ dmaReporting });
  const breakdown = breakdowns.includes(filters.breakdown) ? filters.breakdown : 'none';
  const columns = useSameColumns(selectedColumns(list.columns, breakdown, offered));
  const today = todayInZone(timeZone);
  const range = presetRange(filters.preset, timeZone, new Date(), { from: filters.from, to: filters.to });
  const sort = effectiveSort({ field: list.sort.id, desc: list.sort.desc }, columns);

  // The last query that passed the checks, kept while a choice cannot run.
  const [lastGood, setLastGood] = useState<LastGood>();
  const settings: ReportSettings = {
    columns,
    range,
    weekStart: filters.weekStart,
    campaigns: campaignId === undefined ? filters.campaigns : [campaignId],
    pricingModels: filters.pricingModels,
    lines: isInternal ? filters.lines : [],
    // REPORT-016 unless the last answer was cut at maxRows: then the server sorts what it sends.
    sort: lastGood?.truncated ? sort : defaultReportSort(columns),
  };
  // A choice that cannot run leaves the last good query on screen.
  const problem = checkReportInput(settings, {
    earliest: addDays(today, -EARLIEST_DAYS_BACK),
    dataCompleteDate: lastGood?.dataCompleteDate,
  });
  const applied = problem === undefined ? settings : lastGood?.settings;
  const report = useReport(accountId, applied && buildReportQuery(applied));
  const previous = useReport(
    accountId,
    applied && filters.compare ? buildReportQuery({ ...applied, range: previousPeriod(applied.range) }) : undefined,
  );
  if (problem === undefined) {
    const next: LastGood = {
      settings,
      dataCompleteDate: report.answer?.dataCompleteDate ?? lastGood?.dataCompleteDate,
      truncated: report.answer?.truncated ?? false,
    };
    // Adjusted while rendering (React's pattern for state derived from what was shown), when it changed.
    if (JSON.stringify(next) !== JSON.stringify(lastGood)) setLastGood(next);
  }

  // The table's order (issue 27): the query asks the columns in their own order, so a move asks nothing.
  const shownColumns = useSameColumns(orderedColumns(applied?.columns ?? columns, filters.order));

  const format = useMemo(() => ({ locale, currency }), [locale, currency]);
  const answerRows = report.answer?.rows;
  /** The answer's row indexes, sorted, before the column filters (column-filters.ts: the table applies them as typed). */
  const order = useMemo(
    () => sortedRowOrder(answerRows ?? [], { field: sort.field, desc: sort.desc }),
    [answerRows, sort.field, sort.desc],
  );

  return {
    list,
    accountId,
    account,
    timeZone,
    today,
    isInternal,
    offered,
    breakdowns,
    breakdown,
    /** The columns the user chose (with the breakdown's). */
    columns,
    /** The columns of the query on screen, in the order the user arranged them. */
    shownColumns,
    range,
    applied,
    sort,
    problem,
    report,
    previous: filters.compare ? previous : undefined,
    order,
    format,
  };
}

export type ReportScreen = ReturnType<typeof useReportScreen>;
