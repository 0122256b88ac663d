/**
 * A report cell as text, by its column's format (REPORT-004, REPORT-007, NS-65): ids as they are,
 * text as it is, dates in the locale's order, numbers grouped (rates as percents), money in the
 * account's currency, ROAS with two decimals and ×, month names in words. Intl only: this is the
 * first screen, and date-fns stays off it.
 */
import type { Locale } from '@/i18n';
import { formatMoney, type Currency } from '@/lib/money';
import type { ReportCellValue } from '@generated/reports-api/model';
import { monthIndex, reportColumn, type ColumnFormat, type ReportField } from './column-rules';

export interface FormatContext {
  locale: Locale;
  currency: Currency;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

const numberFormat = (locale: Locale) =>
  cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const percentFormat = (locale: Locale) =>
  cached(`p|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));
const roasFormat = (locale: Locale) =>
  cached(`r|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const dateFormat = (locale: Locale) =>
  cached(
    `d|${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
const shortDateFormat = (locale: Locale) =>
  cached(`s|${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }));
const shortMonthFormat = (locale: Locale) =>
  cached(`sm|${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short' }));
const compactFormat = (locale: Locale, currency?: Currency) =>
  cached(
    `c|${locale}|${currency ?? ''}`,
    () =>
      new Intl.NumberFormat(locale, {
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
        ...(currency && { style: 'currency', currency }),
      }),
  );
const monthFormat = (locale: Locale) =>
  cached(`m|${locale}`, () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long' }));

/** REPORT-004: JANUARY … DECEMBER in words ('January'); anything else as it came. */
export function formatMonthName(value: string, locale: Locale): string {
  const index = monthIndex(value);
  return index < 0 ? value : monthFormat(locale).format(Date.UTC(2000, index, 1));
}

/** A plain date 'YYYY-MM-DD' in the locale's order (en-US 03/01/2026, en-GB 01/03/2026), never shifted by a zone. */
export function formatPlainDate(value: string, locale: Locale): string {
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? value : dateFormat(locale).format(ms);
}

/** A plain date 'YYYY-MM-DD' as a chart's axis prints it: month and day ('Nov 8', '8 Nov'). */
export function formatShortDate(value: string, locale: Locale): string {
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? value : shortDateFormat(locale).format(ms);
}

/** JANUARY … DECEMBER as a chart's axis prints them ('Jan'); anything else as it came. */
export function formatShortMonthName(value: string, locale: Locale): string {
  const index = monthIndex(value);
  return index < 0 ? value : shortMonthFormat(locale).format(Date.UTC(2000, index, 1));
}

/**
 * A value of `field` on a chart's axis: money and counts compact ('$15K', '1.2M'), rates and ROAS
 * as the table shows them (they are short already).
 */
export function formatAxisValue(field: ReportField, value: number, context: FormatContext): string {
  const column = reportColumn(field);
  if (column.format === 'currency') return compactFormat(context.locale, context.currency).format(value);
  if (column.format === 'number' && column.rate !== true) return compactFormat(context.locale).format(value);
  return formatValue(column.format, value, context, column.rate === true);
}

export function formatValue(
  format: ColumnFormat,
  value: ReportCellValue,
  context: FormatContext,
  rate = false,
): string {
  if (value === null || value === '') return '—';
  const { locale, currency } = context;
  switch (format) {
    case 'id':
    case 'text':
      return String(value);
    case 'date':
      return formatPlainDate(String(value), locale);
    case 'monthName':
      return formatMonthName(String(value), locale);
    case 'number':
      if (typeof value !== 'number') return value;
      return rate ? percentFormat(locale).format(value) : numberFormat(locale).format(value);
    case 'currency':
      return typeof value === 'number' ? formatMoney(value, currency, locale) : value;
    case 'roas':
      return typeof value === 'number' ? `${roasFormat(locale).format(value)}×` : value;
  }
}

/** A cell of `field` as the table shows it. */
export function formatCell(field: ReportField, value: ReportCellValue, context: FormatContext): string {
  const column = reportColumn(field);
  return formatValue(column.format, value, context, column.rate === true);
}

/** A change as a signed percent ('+12.5 %', '−3 %'). */
export function formatDelta(delta: number, locale: Locale): string {
  return cached(
    `delta|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
  ).format(delta);
}
