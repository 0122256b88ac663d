/**
 * Calendar days 'YYYY-MM-DD' and the day of an instant in a time zone, through Intl only (no
 * date-fns), so screens that need just these stay small. src/lib/dates.ts re-exports them.
 */
export const INVALID_ISO_DATE_MESSAGE = 'Invalid ISO 8601 string passed in';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * SHELL-067, NS-32: the earliest selectable date — the start of the day two years before `now`
 * (29 February goes to the 28th, as date-fns' subYears does). Here, without date-fns, so a screen
 * with a date field needs no date library (src/components/ui/date-field.tsx).
 */
export function twoYearsAgo(now: Date = new Date()): Date {
  const date = new Date(now.getTime());
  date.setHours(0, 0, 0, 0);
  const month = date.getMonth();
  date.setFullYear(date.getFullYear() - 2);
  if (date.getMonth() !== month) date.setDate(0); // 29 Feb → 1 Mar: back to the month's last day
  return date;
}

/** NS-32: the earliest date a date field accepts, two years before `now`, as 'YYYY-MM-DD'. */
export function earliestIsoDate(now: Date = new Date()): string {
  const date = twoYearsAgo(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's date in `timeZone` as 'YYYY-MM-DD'. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return dayInZone(now, timeZone);
}

/** Every zone's offset is a multiple of 15 minutes, so all instants of one quarter hour share a day. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_CACHED_DAYS = 50_000;

interface ZoneDays {
  format: Intl.DateTimeFormat;
  /** Quarter hour since the epoch → its day in the zone. */
  days: Map<number, string>;
}

const zoneDays = new Map<string, ZoneDays>();

function daysOf(timeZone: string): ZoneDays {
  let zone = zoneDays.get(timeZone);
  if (!zone) {
    zone = {
      format: new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      days: new Map(),
    };
    zoneDays.set(timeZone, zone);
  }
  return zone;
}

/**
 * The calendar day of an instant in `timeZone`, 'YYYY-MM-DD'; a plain date is kept as it is. Fast
 * enough for every row of a long list: one formatter per zone, and the day of each quarter hour is
 * worked out once.
 */
export function dayInZone(value: string | Date, timeZone: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) throw new RangeError(INVALID_ISO_DATE_MESSAGE);
  const zone = daysOf(timeZone);
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  const known = zone.days.get(quarter);
  if (known !== undefined) return known;
  let year = '';
  let month = '';
  let day = '';
  for (const part of zone.format.formatToParts(time)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  const result = `${year}-${month}-${day}`;
  if (zone.days.size >= MAX_CACHED_DAYS) zone.days.clear();
  zone.days.set(quarter, result);
  return result;
}
