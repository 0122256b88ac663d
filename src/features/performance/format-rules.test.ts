import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatAxisValue,
  formatCell,
  formatDelta,
  formatMonthName,
  formatPlainDate,
  formatShortDate,
  formatShortMonthName,
  formatValue,
  type FormatContext,
} from './format-rules';

const US: FormatContext = { locale: 'en-US', currency: 'USD' };
const GB: FormatContext = { locale: 'en-GB', currency: 'GBP' };

// A user west of UTC: a plain date read as midnight UTC must still show as that day.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Los_Angeles');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('report cells', () => {
  it('an empty cell shows a dash in every format', () => {
    for (const format of ['text', 'date', 'number', 'currency', 'roas', 'monthName', 'id'] as const) {
      expect(formatValue(format, null, US)).toBe('—');
      expect(formatValue(format, '', US)).toBe('—');
    }
    // Zero is a value, not an empty cell.
    expect(formatValue('number', 0, US)).toBe('0');
    expect(formatValue('id', 0, US)).toBe('0');
  });

  it('REPORT-007 ids and text as they are, never grouped', () => {
    expect(formatCell('campaignId', 12345, US)).toBe('12345');
    expect(formatCell('campaignName', 'Spring sale', US)).toBe('Spring sale');
    expect(formatCell('lineNumber', '0042', US)).toBe('0042');
  });

  it('REPORT-007 dates in the locale order, never moved by a time zone; other text as it came', () => {
    expect(formatCell('day', '2026-03-01', US)).toBe('03/01/2026');
    expect(formatCell('day', '2026-03-01', GB)).toBe('01/03/2026');
    expect(formatPlainDate('2026-12-31', 'en-US')).toBe('12/31/2026');
    expect(formatPlainDate('not a date', 'en-US')).toBe('not a date');
  });

  it('REPORT-007 numbers grouped to at most 2 decimals; a rate as a percent', () => {
    expect(formatCell('impressions', 1234567, US)).toBe('1,234,567');
    expect(formatCell('impressions', 1.005, US)).toBe('1.01');
    expect(formatCell('impressions', 2.5, US)).toBe('2.5');
    expect(formatCell('engagementRate', 0.1234, US)).toBe('12.34%');
    expect(formatCell('engagementRate', 0.5, US)).toBe('50%');
    // A non-number in a number column is shown as it came.
    expect(formatCell('impressions', 'n/a', US)).toBe('n/a');
  });

  it('REPORT-007 money in the account currency with 2 decimals', () => {
    expect(formatCell('revenue', 1234.5, US)).toBe('$1,234.50');
    expect(formatCell('revenue', 1234.5, GB)).toBe('£1,234.50');
    expect(formatCell('adSpend', 0, US)).toBe('$0.00');
    expect(formatCell('revenue', '1234.5', US)).toBe('1234.5');
  });

  it('REPORT-007 ROAS with exactly 2 decimals and ×', () => {
    expect(formatCell('roas', 2.5, US)).toBe('2.50×');
    expect(formatCell('targetRoas', 3, US)).toBe('3.00×');
    expect(formatCell('roasPostView', 1234.567, US)).toBe('1,234.57×');
    expect(formatCell('roas', 'x', US)).toBe('x');
  });

  it('REPORT-004 month values in words; anything else as it came', () => {
    expect(formatCell('month', 'JANUARY', US)).toBe('January');
    expect(formatCell('month', 'DECEMBER', GB)).toBe('December');
    expect(formatMonthName('FEBRUARY', 'en-US')).toBe('February');
    expect(formatMonthName('Smarch', 'en-US')).toBe('Smarch');
  });

  it('REPORT-004 every month value has its own name, in calendar order', () => {
    const months = [
      'JANUARY',
      'FEBRUARY',
      'MARCH',
      'APRIL',
      'MAY',
      'JUNE',
      'JULY',
      'AUGUST',
      'SEPTEMBER',
      'OCTOBER',
      'NOVEMBER',
      'DECEMBER',
    ];
    expect(months.map((month) => formatMonthName(month, 'en-GB'))).toEqual(
      months.map((month) => month.slice(0, 1) + month.slice(1).toLowerCase()),
    );
  });

  it('any plain date is shown as its own day, month and year in both locales', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (instant) => {
          const date = instant.toISOString().slice(0, 10);
          const [year, month, day] = date.split('-');
          expect(formatPlainDate(date, 'en-US')).toBe(`${month}/${day}/${year}`);
          expect(formatPlainDate(date, 'en-GB')).toBe(`${day}/${month}/${year}`);
        },
      ),
    );
  });
});

describe('changes', () => {
  it('a change is a signed percent with at most one decimal; no change has no sign', () => {
    expect(formatDelta(0.125, 'en-US')).toBe('+12.5%');
    expect(formatDelta(-0.03, 'en-US')).toBe('-3%');
    expect(formatDelta(0.12345, 'en-GB')).toBe('+12.3%');
    expect(formatDelta(0, 'en-US')).toBe('0%');
  });
});

describe('the chart axes', () => {
  it('money and counts compact in the account currency, rates and ROAS as in the table', () => {
    expect(formatAxisValue('adSpend', 15_000, US)).toBe('$15K');
    expect(formatAxisValue('adSpend', 2_500_000, GB)).toBe('£2.5m');
    expect(formatAxisValue('impressions', 1_250, US)).toBe('1.3K');
    expect(formatAxisValue('roas', 3, US)).toBe('3.00×');
  });

  it('dates as month and day in the locale order, never moved by a time zone; months short', () => {
    expect(formatShortDate('2026-11-08', 'en-US')).toBe('Nov 8');
    expect(formatShortDate('2026-11-08', 'en-GB')).toBe('8 Nov');
    expect(formatShortDate('not a date', 'en-US')).toBe('not a date');
    expect(formatShortMonthName('JANUARY', 'en-US')).toBe('Jan');
    expect(formatShortMonthName('Q1', 'en-US')).toBe('Q1');
  });
});
