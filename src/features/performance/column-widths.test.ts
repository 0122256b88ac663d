import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@generated/reports-api/model';
import { contentWidths, MIN_WIDTH, NAME_MAX, SAMPLE_ROWS, sampleRows, type Measure } from './column-widths';

/** 8 px a character, 9 in bold: enough to compare widths. */
const measure: Measure = (text, bold) => text.length * (bold ? 9 : 8);
const format = { locale: 'en-US', currency: 'USD' } as const;
const label = (field: string) => ({ adSpend: 'Ad spend', campaignName: 'Campaign name', roas: 'ROAS' })[field] ?? field;
const widths = (rows: ReportRow[], extra: { totals?: Record<string, number | null>; comparing?: boolean } = {}) =>
  contentWidths({
    columns: ['campaignName', 'adSpend', 'roas'],
    rows,
    totals: extra.totals,
    format,
    label,
    comparing: extra.comparing ?? false,
    measure,
  });

describe('column widths from content (issue 27)', () => {
  it('a money column is as wide as its widest amount as shown, the sign included, plus padding', () => {
    const rows = [{ adSpend: 9.5 }, { adSpend: -123_456.78 }, { adSpend: 100 }];
    // "-$123,456.78" is 12 characters; 24 px of padding and margin.
    expect(widths(rows).adSpend).toBe(12 * 8 + 24);
  });

  it('the totals widen a column when they are wider than every cell', () => {
    expect(widths([{ adSpend: 5 }], { totals: { adSpend: 1_000_000 } }).adSpend).toBe('$1,000,000.00'.length * 9 + 24);
  });

  it('a column is never narrower than its header (label and sort arrow) or the minimum', () => {
    const result = widths([{ roas: 1, adSpend: 1, campaignName: 'A' }]);
    expect(result.roas).toBe(MIN_WIDTH);
    expect(result.campaignName).toBe(Math.ceil('Campaign name'.length * 9 + 20 + 24));
  });

  it('names stop at the cap, the cell then ends in … (its title holds the name)', () => {
    expect(widths([{ campaignName: 'x'.repeat(200) }]).campaignName).toBe(NAME_MAX + 0);
  });

  it('comparing widens a measure for its second line ("was …, change")', () => {
    const rows = [{ adSpend: 1234.5 }];
    expect(widths(rows, { comparing: true }).adSpend).toBeGreaterThan(widths(rows).adSpend ?? 0);
  });

  it('a long answer is sized from a sample: the first rows, then evenly spaced ones up to the last part', () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => index);
    const sample = sampleRows(rows);
    expect(sample).toHaveLength(SAMPLE_ROWS);
    expect(sample.slice(0, 100)).toEqual(rows.slice(0, 100));
    expect(sample.at(-1)).toBeGreaterThan(9_900);
    expect(sampleRows(rows.slice(0, 500))).toHaveLength(500);
  });
});
