/**
 * The report as a CSV file a spreadsheet imports as data (NS-87): the header is the first line, then
 * the table's rows in order after the filters, one column per shown column. Numbers are numbers —
 * no currency symbol, no grouping, no ×: money in major units with the currency in the header
 * ("Ad spend (USD)"), rates as fractions with "(fraction)" in the header, ROAS as a plain ratio,
 * dates as ISO YYYY-MM-DD, months in words, empty cells empty. The date range, the filters and the "data as of" date
 * are in the file name only; no totals row (a spreadsheet sums the rows; a totals line would be
 * counted twice by a pivot). Text cells that a spreadsheet would read as a formula (starting with
 * =, +, -, @, tab or CR) are escaped with a leading apostrophe (H37, OWASP CSV injection); numbers
 * are never escaped, so a negative stays a number. Loaded when the user exports (papaparse stays off
 * the first screen).
 */
import Papa from 'papaparse';
import type { ReportCellValue } from '@generated/reports-api/model';
import type { Currency } from '@/lib/money';
import type { Locale } from '@/i18n';
import { reportColumn, type ReportField } from './column-rules';
import { formatMonthName } from './format-rules';

/** A CSV cell: a number is written as digits, a string is escaped. */
export type CsvCell = string | number;

export interface ReportCsv {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet will not run: a leading ' before =, +, -, @, tab or CR. */
export const escapeCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** `label` with the unit a number column carries: the currency, or "fraction" for a rate. */
export function csvHeader(field: ReportField, label: string, currency: Currency): string {
  const column = reportColumn(field);
  if (column.format === 'currency') return `${label} (${currency})`;
  if (column.rate) return `${label} (fraction)`;
  return label;
}

const asNumber = (value: ReportCellValue): CsvCell => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const number = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(number) ? number : String(value);
};

/** One cell of `field` as data: numbers as numbers, dates ISO, months in words ('October'). */
export function csvCell(field: ReportField, value: ReportCellValue, locale: Locale): CsvCell {
  if (value === null || value === '') return '';
  switch (reportColumn(field).format) {
    case 'id':
    case 'number':
    case 'currency':
    case 'roas':
      return asNumber(value);
    case 'monthName':
      return formatMonthName(String(value), locale);
    case 'date':
    case 'text':
      return String(value);
  }
}

export function reportCsvText({ header, rows }: ReportCsv): string {
  const table = [header, ...rows].map((line) =>
    line.map((cell) => (typeof cell === 'number' ? cell : escapeCell(cell))),
  );
  return Papa.unparse(table, { newline: '\r\n', quotes: false });
}

const safe = (text: string) =>
  text
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');

/** The longest filter part of a file name; longer filters are cut (the name stays under 160). */
export const FILE_NAME_FILTERS_MAX = 60;

/** performance-<account>-<from>_<to>[-<filters>][-asof-<date>].csv */
export function reportFileName(
  accountId: number,
  from: string,
  to: string,
  dataAsOf: string | null,
  filters: readonly string[] = [],
): string {
  const filterPart = safe(filters.map(safe).filter(Boolean).join('_')).slice(0, FILE_NAME_FILTERS_MAX);
  return `${safe(
    `performance-${String(accountId)}-${from}_${to}${filterPart ? `-${filterPart}` : ''}${dataAsOf ? `-asof-${dataAsOf}` : ''}`,
  )}.csv`;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  // The byte order mark makes spreadsheet programs read UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
