/**
 * Dates. On the wire: plain dates 'YYYY-MM-DD' and ISO 8601 instants with an offset. On screen: in
 * the account's booking time zone (design.md), through date-fns-tz.
 */
import { format, isValid } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Locale } from '@/i18n';
import { INVALID_ISO_DATE_MESSAGE, isIsoDate } from './calendar-days';

// Calendar days need no date-fns: callers that only need them import ./calendar-days and keep
// date-fns off their screens (the performance report, docs/benchmarks.md).
export { dayInZone, isIsoDate, todayInZone } from './calendar-days';

const DATE_PATTERNS: Record<Locale, string> = { 'en-US': 'MM/dd/yyyy', 'en-GB': 'dd/MM/yyyy' };
const DATE_TIME_PATTERNS: Record<Locale, string> = { 'en-US': 'MM/dd/yyyy h:mm a', 'en-GB': 'dd/MM/yyyy HH:mm' };
/** An instant with the zone's offset, e.g. 2026-06-30T23:59:59-04:00 (Z when the offset is 0). */
const INSTANT_WITH_OFFSET = "yyyy-MM-dd'T'HH:mm:ssXXX";

export interface ZoneFormatOptions {
  /** The account's booking time zone, e.g. America/New_York. */
  timeZone: string;
  locale: Locale;
}

/**
 * SHELL-067: the plain date 'YYYY-MM-DD' as a local-midnight Date (what date pickers use). Anything
 * else — another format, an instant, an impossible date such as 2025-02-30 — throws
 * Error('Invalid ISO 8601 string passed in').
 */
export function parseIsoDate(value: string): Date {
  if (!isIsoDate(value)) throw new Error(INVALID_ISO_DATE_MESSAGE);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setFullYear(year, month - 1, day); // not new Date(y, m, d): it maps years 0-99 to 1900-1999
  date.setHours(0, 0, 0, 0);
  return date;
}

/** 00:00:00 of the plain date in `timeZone`, as an ISO instant with that zone's offset. */
export function startOfDayInZone(plainDate: string, timeZone: string): string {
  return instantInZone(plainDate, '00:00:00', timeZone);
}

/** 23:59:59 of the plain date in `timeZone`, as an ISO instant with that zone's offset. */
export function endOfDayInZone(plainDate: string, timeZone: string): string {
  return instantInZone(plainDate, '23:59:59', timeZone);
}

/**
 * The calendar date of `iso` in the booking time zone, written for `locale` (en-US MM/dd/yyyy,
 * en-GB dd/MM/yyyy). A plain date 'YYYY-MM-DD' is shown as it is, never shifted by a zone.
 */
export function formatDate(iso: string, { timeZone, locale }: ZoneFormatOptions): string {
  const pattern = DATE_PATTERNS[locale];
  if (isIsoDate(iso)) return format(parseIsoDate(iso), pattern);
  return formatInTimeZone(toInstant(iso), timeZone, pattern);
}

/** Date and time of the instant `iso` in the booking time zone, written for `locale`. */
export function formatDateTime(iso: string, { timeZone, locale }: ZoneFormatOptions): string {
  return formatInTimeZone(toInstant(iso), timeZone, DATE_TIME_PATTERNS[locale]);
}

function instantInZone(plainDate: string, time: string, timeZone: string): string {
  if (!isIsoDate(plainDate)) throw new Error(INVALID_ISO_DATE_MESSAGE);
  return formatInTimeZone(fromZonedTime(`${plainDate}T${time}`, timeZone), timeZone, INSTANT_WITH_OFFSET);
}

function toInstant(iso: string): Date {
  const date = new Date(iso);
  if (!isValid(date)) throw new Error(INVALID_ISO_DATE_MESSAGE);
  return date;
}

/** A local Date's calendar day as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  if (!isValid(date)) throw new Error(INVALID_ISO_DATE_MESSAGE);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
