/**
 * The report as a CSV file: exactly what the table shows — its columns in order, its rows in order
 * after the filters, each cell as shown, and the totals row — below a header naming the account,
 * the date range, the filters and the "data as of" date, which the file name carries too. Cells that
 * a spreadsheet would read as a formula (starting with =, +, -, @, tab or CR) are escaped with a
 * leading apostrophe (OWASP CSV injection). Loaded when the user exports (papaparse stays off the
 * first screen).
 */
import Papa from 'papaparse';

export interface ReportCsv {
  /** Lines above the table: [label, value]. */
  about: readonly (readonly [string, string])[];
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** The totals row as shown (its first cell names it); absent when there are no totals. */
  totals?: readonly string[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet will not run: a leading ' before =, +, -, @, tab or CR. */
export const escapeCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

export function reportCsvText({ about, header, rows, totals }: ReportCsv): string {
  const table = [
    ...about.map(([label, value]) => [label, value]),
    [],
    header,
    ...rows,
    ...(totals ? [totals] : []),
  ].map((line) => line.map(escapeCell));
  return Papa.unparse(table, { newline: '\r\n', quotes: false });
}

const safe = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');

/** performance-<account>-<from>_<to>-asof-<date>.csv */
export function reportFileName(accountId: number, from: string, to: string, dataAsOf: string | null): string {
  return `${safe(`performance-${String(accountId)}-${from}_${to}${dataAsOf ? `-asof-${dataAsOf}` : ''}`)}.csv`;
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
