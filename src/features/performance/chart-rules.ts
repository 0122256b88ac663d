/**
 * The report chart's geometry (ReportChart): value axes with round steps, date ticks thinned so
 * their labels never overlap, and the point under the pointer. Pure, so the rules are unit-tested
 * without a browser; the chart only draws what these return.
 */

/** Width in px of `text` in the chart's 12 px sans-serif, a little generous (digits are ~6.7 px). */
export function textWidth(text: string): number {
  return Math.ceil(text.length * 7.2);
}

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: the step that gives about `target` intervals over `span`. */
function niceStep(span: number, target: number): number {
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= raw) ?? 10;
  return step * power;
}

/**
 * The value axis for `values`: from 0 (or the lowest value when one is below 0) to a round number
 * at or above the highest, in about `target` equal steps. No values, or all 0: 0 to 1.
 */
export function valueAxis(values: readonly (number | null)[], target = 4): ValueAxis {
  const numbers = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const low = Math.min(0, ...numbers);
  const high = Math.max(0, ...numbers);
  if (high === low) return { min: 0, max: 1, ticks: [0, 0.5, 1] };
  const step = niceStep(high - low, target);
  // Rounded to 12 digits: 3 × 0.2 is 0.6, not 0.6000000000000001.
  const round = (value: number) => Number(value.toPrecision(12));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) ticks.push(round(index * step));
  return { min: round(first * step), max: round(last * step), ticks };
}

/** Steps between labelled points, smallest first: every day, every 2nd, weekly, fortnightly, ~monthly, … */
const POINT_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364];

/**
 * The indexes of the points that get a date label: every `step`-th from the first, the step the
 * smallest whose labels (`labelWidth` px plus a gap) fit between their points on `plotWidth` px.
 */
export function labelledPoints(count: number, plotWidth: number, labelWidth: number, gap = 12): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const spacing = plotWidth / (count - 1);
  const step =
    POINT_STEPS.find((candidate) => candidate * spacing >= labelWidth + gap) ??
    Math.ceil((labelWidth + gap) / Math.max(spacing, 1e-6));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  return indexes;
}

/** The point nearest to `x` px from the plot's left edge (clamped to the plot). */
export function pointAt(x: number, count: number, plotWidth: number): number {
  if (count <= 1) return 0;
  const index = Math.round((x / plotWidth) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}
