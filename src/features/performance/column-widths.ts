/**
 * The report table's column widths from their content (issue 27): each column is as wide as the
 * widest of its header (label and sort arrow), its cells as formatted and its total — never
 * narrower, so no number is clipped. Names stop at NAME_MAX (the cell then ends in … and its title
 * holds the whole name). Numbers are measured by their widest value (the largest magnitude, with
 * a minus sign when any is negative), names by their longest text, without formatting every cell.
 * A long answer is read through a sample (the first rows, then every n-th up to SAMPLE_ROWS): the
 * totals, measured too, are at least as wide as any row of an additive measure, and a name longer
 * than the sampled ones ends in … with its title, so the first paint of 10,000 rows stays cheap.
 */
import type { ReportCellValue, ReportRow } from '@generated/reports-api/model';
import { isFact, reportColumn, type ReportField } from './column-rules';
import { formatCell, formatDelta, type FormatContext } from './format-rules';

/** Text width in px at the table's font (bold for headers and totals). */
export type Measure = (text: string, bold?: boolean) => number;

/** Cell padding (p-2 on both sides) and a margin for rounding between the measure and the browser. */
const CELL_PADDING = 16 + 8;
/** The sort button's arrow and gap beside a header's label. */
const SORT_ICON = 20;
export const MIN_WIDTH = 80;
/** The widest a user may drag a column (a saved width beyond it is not read back). */
export const MAX_WIDTH = 1200;
/** Names (campaign, ad group, DMA, line) stop here; the cell's title holds the whole text. */
export const NAME_MAX = 360;
/** Rows read to size the columns: all of a short answer, a sample of a long one. */
export const SAMPLE_ROWS = 1000;
const FIRST_ROWS = 100;

/** The rows that size the columns: the first FIRST_ROWS, then evenly spaced ones, SAMPLE_ROWS at most. */
export function sampleRows<T>(rows: readonly T[]): readonly T[] {
  if (rows.length <= SAMPLE_ROWS) return rows;
  const step = (rows.length - FIRST_ROWS) / (SAMPLE_ROWS - FIRST_ROWS);
  const sample = rows.slice(0, FIRST_ROWS);
  for (let index = FIRST_ROWS; sample.length < SAMPLE_ROWS; index += step) {
    const row = rows[Math.floor(index)];
    if (row === undefined) break;
    sample.push(row);
  }
  return sample;
}

export interface WidthInput {
  columns: readonly ReportField[];
  rows: readonly ReportRow[];
  totals: Readonly<Record<string, number | null>> | undefined;
  format: FormatContext;
  label: (field: ReportField) => string;
  /** Comparing with the previous period: a measure's cell has a second line (was …, delta). */
  comparing: boolean;
  measure: Measure;
}

/** The widest-looking value of a column: largest magnitude (signed if any is negative), or longest text. */
function widestValue(rows: readonly ReportRow[], field: ReportField, numeric: boolean): ReportCellValue {
  let widest: ReportCellValue = null;
  let size = -1;
  let negative = false;
  for (const row of rows) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    if (numeric && typeof value === 'number') {
      if (value < 0) negative = true;
      if (Math.abs(value) > size) {
        size = Math.abs(value);
        widest = value;
      }
    } else {
      const length = typeof value === 'string' ? value.length : String(value).length;
      if (length > size) {
        size = length;
        widest = value;
      }
    }
  }
  return typeof widest === 'number' && negative ? -Math.abs(widest) : widest;
}

export function contentWidths({
  columns,
  rows,
  totals,
  format,
  label,
  comparing,
  measure,
}: WidthInput): Record<string, number> {
  const widths: Record<string, number> = {};
  const sample = sampleRows(rows);
  for (const field of columns) {
    const column = reportColumn(field);
    const numeric = column.format === 'number' || column.format === 'currency' || column.format === 'roas';
    const fact = isFact(field);
    const texts: [string, boolean][] = [];
    const widest = widestValue(sample, field, numeric);
    if (widest !== null) texts.push([formatCell(field, widest, format), false]);
    const total = totals?.[field];
    if (fact && total !== undefined && total !== null) texts.push([formatCell(field, total, format), true]);
    // Numbers show in tabular figures: every digit as wide as a 0.
    const shape = (text: string) => (numeric ? text.replace(/\d/g, '0') : text);
    let content = Math.max(0, ...texts.map(([text, bold]) => measure(shape(text), bold)));
    if (fact && comparing && widest !== null) {
      // The second line: "was <previous> · +12.3 %" at text-xs (about 0.86 of the size).
      const second = `was ${formatCell(field, widest, format)} · ${formatDelta(-0.999, format.locale)}`;
      content = Math.max(content, measure(shape(second)) * 0.86);
    }
    const header = measure(label(field), true) + SORT_ICON;
    const cap = column.format === 'text' && !numeric ? NAME_MAX : Number.POSITIVE_INFINITY;
    widths[field] = Math.ceil(Math.max(MIN_WIDTH, header + CELL_PADDING, Math.min(cap, content + CELL_PADDING)));
  }
  return widths;
}

/** The browser's measure (a canvas at the page's font); a character estimate where there is none (jsdom). */
export function browserMeasure(): Measure {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text, bold) => text.length * (bold ? 8.5 : 8);
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const cache = new Map<string, number>();
  return (text, bold = false) => {
    const key = `${bold ? 'b' : 'n'}|${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = `${bold ? 600 : 400} 14px ${family}`;
      width = context.measureText(text).width;
      cache.set(key, width);
    }
    return width;
  };
}
