import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@generated/reports-api/model';
import { escapeCell, reportCsvText, reportFileName } from './export-rules';
import { chipSummary, readReportAnswer, remainingBudget, sortReportRows } from './report-rules';
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
  const ids = (rows: readonly { campaignId?: unknown }[]) => rows.map((row) => row.campaignId);

  it("REPORT-016 numbers as numbers either way, empty cells last both ways, ties in the server's order", () => {
    const rows = [
      { campaignId: 1, impressions: 10 },
      { campaignId: 2, impressions: null },
      { campaignId: 3, impressions: 9 },
      { campaignId: 4, impressions: 100 },
      { campaignId: 5, impressions: 10 },
    ];
    expect(ids(sortReportRows(rows, { field: 'impressions', desc: false }))).toEqual([3, 1, 5, 4, 2]);
    expect(ids(sortReportRows(rows, { field: 'impressions', desc: true }))).toEqual([4, 1, 5, 3, 2]);
    // The answer itself is left as it came.
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5]);
  });

  it("REPORT-016 names by the collator (2 before 10, case aside), months in the year's order", () => {
    const names = [
      { campaignId: 1, campaignName: 'spring 10' },
      { campaignId: 2, campaignName: 'Spring 2' },
      { campaignId: 3, campaignName: 'Autumn' },
    ];
    expect(ids(sortReportRows(names, { field: 'campaignName', desc: false }))).toEqual([3, 2, 1]);
    const months = [
      { campaignId: 1, month: 'MARCH' },
      { campaignId: 2, month: 'JANUARY' },
      { campaignId: 3, month: 'DECEMBER' },
      { campaignId: 4, month: 'FEBRUARY' },
    ];
    expect(ids(sortReportRows(months, { field: 'month', desc: false }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortReportRows(months, { field: 'month', desc: true }))).toEqual([3, 1, 4, 2]);
  });
});
