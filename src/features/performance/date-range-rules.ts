/**
 * The report's date range (part 3 §5: it filters the Day column): the presets users of ad consoles
 * expect — last 7 and last 30 days (ending yesterday: today's data is not complete), this month,
 * last month — or a custom range, all in the account's time zone; the previous period of the same
 * length for the comparison. Plain dates 'YYYY-MM-DD' throughout.
 */
import { todayInZone } from '@/lib/calendar-days';

export const DATE_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_DATE_PRESET: DatePreset = 'last30';

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DateRange) => Math.round((toMs(to) - toMs(from)) / DAY_MS) + 1;

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The range of a preset, relative to today in `timeZone`; custom keeps the given dates. */
export function presetRange(
  preset: DatePreset,
  timeZone: string,
  now: Date = new Date(),
  custom?: Partial<DateRange>,
): DateRange {
  const today = todayInZone(timeZone, now);
  const yesterday = addDays(today, -1);
  switch (preset) {
    case 'last7':
      return { from: addDays(yesterday, -6), to: yesterday };
    case 'last30':
      return { from: addDays(yesterday, -29), to: yesterday };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const end = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(end), to: end };
    }
    case 'custom':
      return { from: custom?.from ?? addDays(yesterday, -29), to: custom?.to ?? yesterday };
  }
}

/** The period of the same length that ends the day before `range` starts. */
export function previousPeriod(range: DateRange): DateRange {
  const length = daysIn(range);
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(length - 1)), to };
}
