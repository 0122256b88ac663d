import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@generated/reports-api/model';
import { escapeCell, reportCsvText, reportFileName } from './export-rules';
import {
  buildReportQuery,
  checkReportInput,
  chipSummary,
  deltaOf,
  dimensionsOf,
  effectiveSort,
  filteredRowOrder,
  hasTimeColumn,
  readReportAnswer,
  remainingBudget,
  reportSchemaFor,
  rowKey,
  sortedRowOrder,
  type ReportSettings,
} from './report-rules';
import { withView, withoutView } from './saved-view-rules';

const header = (maxRows: number): ReportResult['header'] => ({
  cube: 'campaign_performance',
  fields: [
    { name: 'campaignId', fieldType: 'DIM' },
    { name: 'impressions', fieldType: 'FACT' },
  ],
  maxRows,
});
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ campaignId: 5001 + index, impressions: 10 }));

describe('reading a report answer', () => {
  it('REPORT-018 the row limit is the header maxRows: an answer that reaches it is cut', () => {
    const cut = readReportAnswer({ header: header(3), rows: rows(3), curators: {} });
    expect(cut.maxRows).toBe(3);
    expect(cut.truncated).toBe(true);
    const whole = readReportAnswer({ header: header(4), rows: rows(3), curators: {} });
    expect(whole.truncated).toBe(false);
  });

  it('REPORT-010 totals from totalmetrics and the date from datacompleteness; a malformed curator keeps the rows', () => {
    const answer = readReportAnswer({
      header: header(100),
      rows: rows(2),
      curators: { totalmetrics: { totals: { impressions: 20 } }, datacompleteness: { dataCompleteDate: '2026-11-20' } },
    });
    expect(answer.totals).toEqual({ impressions: 20 });
    expect(answer.dataCompleteDate).toBe('2026-11-20');
    const malformed = readReportAnswer({
      header: header(100),
      rows: rows(2),
      curators: { totalmetrics: 'oops' } as unknown as ReportResult['curators'],
    });
    expect(malformed.rows).toHaveLength(2);
    expect(malformed.totals).toBeUndefined();
    expect(malformed.dataCompleteDate).toBeNull();
  });
});

describe('lines with remaining budget', () => {
  it('REPORT-019 remaining budget is budget − ad spend (1000 − 250 = 750), to the cent, negative when overspent', () => {
    expect(remainingBudget({ budget: 1000, adSpend: 250 })).toBe(750);
    expect(remainingBudget({ budget: 100.1, adSpend: 0.2 })).toBe(99.9);
    expect(remainingBudget({ budget: 100, adSpend: 120.5 })).toBe(-20.5);
  });
});

describe('the CSV export', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'plain', '1-2'].map(escapeCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'plain',
      '1-2',
    ]);
  });

  it('NS-87 writes the header first, then the rows in order, quoting what needs it; no totals line', () => {
    const text = reportCsvText({
      header: ['Campaign name', 'Revenue (USD)'],
      rows: [
        ['=1+1', 1000],
        ['Spring, summer', 2],
      ],
    });
    expect(text.split('\r\n')).toEqual(['Campaign name,Revenue (USD)', "'=1+1,1000", '"Spring, summer",2']);
    expect(reportFileName(1001, '2026-10-01', '2026-10-31', '2026-11-20')).toBe(
      'performance-1001-2026-10-01_2026-10-31-asof-2026-11-20.csv',
    );
  });
});

describe('saved views', () => {
  it('saving under a used name replaces that view; views stay sorted by name; deleting removes one', () => {
    const views = withView([{ name: 'Weekly', search: 'by=week' }], { name: 'Auto', search: 'cols=campaignId' });
    expect(withView(views, { name: ' Weekly ', search: 'by=month' })).toEqual([
      { name: 'Auto', search: 'cols=campaignId' },
      { name: 'Weekly', search: 'by=month' },
    ]);
    expect(withoutView(views, 'Auto')).toEqual([{ name: 'Weekly', search: 'by=week' }]);
  });
});

describe('filter chips', () => {
  const more = (names: string, count: number) => `${names} +${String(count)}`;
  it('name nothing chosen as all, up to two choices by name, more as +N', () => {
    expect(chipSummary([], 'All pricing models', more)).toBe('All pricing models');
    expect(chipSummary(['CPS'], 'All', more)).toBe('CPS');
    expect(chipSummary(['CPS', 'CPM'], 'All', more)).toBe('CPS, CPM');
    expect(chipSummary(['CPS', 'CPM', 'CPE', 'CPT'], 'All', more)).toBe('CPS, CPM +2');
  });
});

describe('sorting the rows of a complete answer in the page', () => {
  const ids = (rows: readonly ({ campaignId?: unknown } | undefined)[]) => rows.map((row) => row?.campaignId);
  const inOrder = <T>(rows: readonly T[], order: number[]) => order.map((index) => rows[index]);

  it("REPORT-016 numbers as numbers either way, empty cells last both ways, ties in the server's order", () => {
    const rows = [
      { campaignId: 1, impressions: 10 },
      { campaignId: 2, impressions: null },
      { campaignId: 3, impressions: 9 },
      { campaignId: 4, impressions: 100 },
      { campaignId: 5, impressions: 10 },
    ];
    expect(ids(inOrder(rows, sortedRowOrder(rows, { field: 'impressions', desc: false })))).toEqual([3, 1, 5, 4, 2]);
    expect(ids(inOrder(rows, sortedRowOrder(rows, { field: 'impressions', desc: true })))).toEqual([4, 1, 5, 3, 2]);
    // The answer itself is left as it came.
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5]);
  });

  it("REPORT-016 names by the collator (2 before 10, case aside), months in the year's order", () => {
    const names = [
      { campaignId: 1, campaignName: 'spring 10' },
      { campaignId: 2, campaignName: 'Spring 2' },
      { campaignId: 3, campaignName: 'Autumn' },
    ];
    expect(ids(inOrder(names, sortedRowOrder(names, { field: 'campaignName', desc: false })))).toEqual([3, 2, 1]);
    const months = [
      { campaignId: 1, month: 'MARCH' },
      { campaignId: 2, month: 'JANUARY' },
      { campaignId: 3, month: 'DECEMBER' },
      { campaignId: 4, month: 'FEBRUARY' },
    ];
    expect(ids(inOrder(months, sortedRowOrder(months, { field: 'month', desc: false })))).toEqual([2, 4, 1, 3]);
    expect(ids(inOrder(months, sortedRowOrder(months, { field: 'month', desc: true })))).toEqual([3, 1, 4, 2]);
  });
});

describe('the report query (part 3 §5, §7)', () => {
  const settings = (values: Partial<ReportSettings> = {}): ReportSettings => ({
    columns: ['campaignName', 'impressions'],
    range: { from: '2026-11-01', to: '2026-11-07' },
    campaigns: [],
    pricingModels: [],
    lines: [],
    sort: { field: 'campaignName', desc: false },
    ...values,
  });

  it('REPORT-011 internal users query the internal schema, everyone else the advertiser schema', () => {
    expect(reportSchemaFor(true)).toBe('internal');
    expect(reportSchemaFor(false)).toBe('advertiser');
  });

  it('REPORT-016 the chosen sort holds while its column is shown; else Campaign Id, else Campaign Name, ascending', () => {
    const byImpressions = { field: 'impressions', desc: true } as const;
    expect(effectiveSort(byImpressions, ['campaignName', 'impressions'])).toBe(byImpressions);
    expect(effectiveSort(byImpressions, ['campaignId', 'campaignName'])).toEqual({ field: 'campaignId', desc: false });
    expect(effectiveSort(undefined, ['campaignName', 'reach'])).toEqual({ field: 'campaignName', desc: false });
  });

  it('REPORT-012 REPORT-013 REPORT-017 the body: the cube, the columns, the range on day, both curators, the page size', () => {
    expect(buildReportQuery(settings())).toEqual({
      cube: 'campaign_performance',
      selectFields: [{ field: 'campaignName' }, { field: 'impressions' }],
      filterExpressions: [{ field: 'day', operator: 'between', from: '2026-11-01', to: '2026-11-07' }],
      sortBy: [{ field: 'campaignName', order: 'Asc' }],
      curators: { datacompleteness: true, totalmetrics: true },
      rowsPerPage: 10000,
    });
    expect(buildReportQuery(settings({ sort: { field: 'impressions', desc: true } })).sortBy).toEqual([
      { field: 'impressions', order: 'Desc' },
    ]);
  });

  it('REPORT-014 REPORT-015 the week start only with weekStartDate; campaign, pricing model and line filters only when chosen', () => {
    const filters = (values: Partial<ReportSettings>) => buildReportQuery(settings(values)).filterExpressions.slice(1);
    expect(filters({ weekStart: 'Monday' })).toEqual([]);
    expect(filters({ weekStart: 'Monday', columns: ['weekStartDate', 'impressions'] })).toEqual([
      { field: 'weekStartDate', operator: '=', value: 'Monday' },
    ]);
    expect(filters({ columns: ['weekStartDate', 'impressions'] })).toEqual([]);
    expect(filters({ campaigns: [5001, 5002], pricingModels: ['CPS'], lines: [3001] })).toEqual([
      { field: 'campaignId', operator: 'in', values: [5001, 5002] },
      { field: 'pricingModel', operator: 'in', values: ['CPS'] },
      { field: 'lineId', operator: 'in', values: [3001] },
    ]);
  });

  it('NS-32 a query does not run with no column, a start after its end, before the earliest date or after the data', () => {
    const range = (from: string, to: string) => ({ from, to });
    const limits = { earliest: '2024-01-01', dataCompleteDate: '2026-11-20' };
    const check = (columns: ReportSettings['columns'], from: string, to: string) =>
      checkReportInput({ columns, range: range(from, to) }, limits);
    expect(check([], '2026-11-01', '2026-11-07')).toEqual({ kind: 'noColumns' });
    expect(check(['reach'], '2026-11-08', '2026-11-07')).toEqual({ kind: 'fromAfterTo' });
    expect(check(['reach'], '2023-12-31', '2026-11-07')).toEqual({ kind: 'beforeEarliest', earliest: '2024-01-01' });
    expect(check(['reach'], '2026-11-21', '2026-11-25')).toEqual({
      kind: 'afterData',
      dataCompleteDate: '2026-11-20',
    });
    // The edges run: one day, the earliest day, the last day with data, and no completeness date.
    expect(check(['reach'], '2026-11-07', '2026-11-07')).toBeUndefined();
    expect(check(['reach'], '2024-01-01', '2026-11-07')).toBeUndefined();
    expect(check(['reach'], '2026-11-20', '2026-11-25')).toBeUndefined();
    expect(
      checkReportInput({ columns: ['reach'], range: range('2026-11-21', '2026-11-25') }, { earliest: '2024-01-01' }),
    ).toBeUndefined();
  });

  it('REPORT-018 a missing or nonsensical maxRows limits nothing; non-number totals read as null', () => {
    for (const maxRows of [0, -1, 2.5]) {
      const answer = readReportAnswer({ header: header(maxRows), rows: rows(3), curators: {} });
      expect(answer.maxRows).toBe(Infinity);
      expect(answer.truncated).toBe(false);
    }
    const answer = readReportAnswer({
      header: header(10),
      rows: rows(1),
      curators: { totalmetrics: { totals: { impressions: 'n/a', reach: 4 } } } as unknown as ReportResult['curators'],
    });
    expect(answer.totals).toEqual({ impressions: null, reach: 4 });
    expect(answer.dataCompleteDate).toBeNull();
  });
});

describe('rows as the table shows them', () => {
  it('a row is told apart by its dimension values; time columns are dimensions the comparison cannot match', () => {
    const dimensions = dimensionsOf(['campaignName', 'impressions', 'dmaName', 'reach']);
    expect(dimensions).toEqual(['campaignName', 'dmaName']);
    expect(rowKey({ campaignName: 'Spring', dmaName: 'Boston', impressions: 5 }, dimensions)).toBe(
      'Spring\u0001Boston',
    );
    expect(rowKey({ campaignName: 'Spring', dmaName: null }, dimensions)).toBe('Spring\u0001');
    expect(hasTimeColumn(['campaignName', 'reach'])).toBe(false);
    for (const time of ['day', 'weekStartDate', 'weekEndDate', 'month'] as const) {
      expect(hasTimeColumn(['campaignName', time])).toBe(true);
    }
  });

  it('column filters keep the rows whose shown text holds every filter, case aside, in the given order; blank filters do nothing', () => {
    const shown = [
      { campaignName: 'Spring cash back', dmaName: 'Boston' },
      { campaignName: 'Autumn push', dmaName: 'Boston' },
      { campaignName: 'spring fuel', dmaName: 'Chicago' },
    ];
    const text = (field: string, index: number) =>
      (shown[index]?.[field as keyof (typeof shown)[number]] ?? '').toLowerCase();
    const sorted = [2, 1, 0];
    const names = (filters: Record<string, string>) =>
      filteredRowOrder(sorted, filters, text).map((index) => shown[index]?.campaignName);
    expect(names({ campaignName: ' SPRING ' })).toEqual(['spring fuel', 'Spring cash back']);
    expect(names({ campaignName: 'spring', dmaName: 'bos' })).toEqual(['Spring cash back']);
    expect(names({ campaignName: '  ', notAColumn: 'x' })).toEqual(['spring fuel', 'Autumn push', 'Spring cash back']);
    expect(filteredRowOrder(sorted, {}, text)).toBe(sorted);
  });

  it('the change to the previous period is a fraction of its size; none without two numbers or from 0', () => {
    expect(deltaOf(125, 100)).toBe(0.25);
    expect(deltaOf(50, 100)).toBe(-0.5);
    expect(deltaOf(-50, -100)).toBe(0.5);
    expect(deltaOf(10, 0)).toBeUndefined();
    expect(deltaOf(10, null)).toBeUndefined();
    expect(deltaOf(undefined, 10)).toBeUndefined();
    expect(deltaOf('10', 5)).toBeUndefined();
  });
});
