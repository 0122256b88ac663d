/**
 * The seed clock: every date of the seed is relative to one constant instant, never to the real
 * time, so that the seed is the same on every run. Days are counted as whole days since
 * 1970-01-01 ("day numbers"); local times use the DST rules of the two booking time zones.
 */
import type { Account } from '../db/types';

export type TimeZone = Account['timezone'];

/** The seed's "now". */
export const SEED_REFERENCE_DATE = '2026-11-20T12:00:00Z';
export const REFERENCE_MS = Date.parse(SEED_REFERENCE_DATE);
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
/** Day number of the reference date (2026-11-20). */
export const TODAY = Math.floor(REFERENCE_MS / DAY_MS);

const dayStrings = new Map<number, string>();

/** YYYY-MM-DD of a day number. */
export function dayString(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(day, text);
  }
  return text;
}

/** Day number of a YYYY-MM-DD (or of the date part of an ISO instant, read in UTC). */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

const pad2 = (value: number): string => (value < 10 ? `0${value}` : String(value));

/** An instant as ISO 8601 in UTC without milliseconds ("2026-02-12T10:00:00Z"). */
export function utc(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const day = Math.floor(seconds / 86_400);
  const time = seconds - day * 86_400;
  const hours = Math.floor(time / 3600);
  const minutes = Math.floor((time - hours * 3600) / 60);
  return `${dayString(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(time % 60)}Z`;
}

function utcDay(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month, day) / DAY_MS);
}

function nthSunday(year: number, month: number, n: number): number {
  const first = utcDay(year, month, 1);
  const weekday = new Date(first * DAY_MS).getUTCDay();
  return first + ((7 - weekday) % 7) + 7 * (n - 1);
}

function lastSunday(year: number, month: number): number {
  const last = utcDay(year, month + 1, 0);
  return last - new Date(last * DAY_MS).getUTCDay();
}

interface DstRule {
  standard: number;
  summer: number;
  /** Local hour at which summer time starts and ends on the switch days. */
  startHour: number;
  endHour: number;
  start: (year: number) => number;
  end: (year: number) => number;
}

/** Offsets in minutes east of UTC. */
const RULES: Record<TimeZone, DstRule> = {
  // Second Sunday of March 02:00 to first Sunday of November 02:00.
  'America/New_York': {
    standard: -300,
    summer: -240,
    startHour: 2,
    endHour: 2,
    start: (year) => nthSunday(year, 2, 2),
    end: (year) => nthSunday(year, 10, 1),
  },
  // Last Sunday of March 01:00 GMT to last Sunday of October 02:00 BST.
  'Europe/London': {
    standard: 0,
    summer: 60,
    startHour: 1,
    endHour: 2,
    start: (year) => lastSunday(year, 2),
    end: (year) => lastSunday(year, 9),
  },
};

const switchDays = new Map<string, [number, number]>();

/** The offset (minutes east of UTC) of a local day and hour in a time zone. */
export function offsetMinutes(timeZone: TimeZone, day: number, hour: number): number {
  const rule = RULES[timeZone];
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const key = `${timeZone}:${year}`;
  let days = switchDays.get(key);
  if (!days) {
    days = [rule.start(year), rule.end(year)];
    switchDays.set(key, days);
  }
  const [start, end] = days;
  const afterStart = day > start || (day === start && hour >= rule.startHour);
  const beforeEnd = day < end || (day === end && hour < rule.endHour);
  return afterStart && beforeEnd ? rule.summer : rule.standard;
}

const offsetText = (minutes: number): string =>
  `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(Math.abs(minutes) / 60))}:${pad2(Math.abs(minutes) % 60)}`;

/** A local wall-clock time of a day as ISO 8601 with the zone's offset ("2026-03-01T00:00:00-05:00"). */
export function localDateTime(timeZone: TimeZone, day: number, time: 'start' | 'end'): string {
  const hour = time === 'start' ? 0 : 23;
  const clock = time === 'start' ? '00:00:00' : '23:59:59';
  return `${dayString(day)}T${clock}${offsetText(offsetMinutes(timeZone, day, hour))}`;
}

/** The instant (ms) of a local wall-clock time. */
export function localInstant(timeZone: TimeZone, day: number, hour: number, minute = 0, second = 0): number {
  return (
    day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS + second * 1000 - offsetMinutes(timeZone, day, hour) * MINUTE_MS
  );
}
