import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  endOfDayInZone,
  formatDate,
  formatDateTime,
  isIsoDate,
  parseIsoDate,
  startOfDayInZone,
  toIsoDate,
  todayInZone,
} from './dates';
import { twoYearsAgo } from './calendar-days';

describe('parseIsoDate', () => {
  it('SHELL-067 a date not matching YYYY-MM-DD raises Invalid ISO 8601 string passed in', () => {
    for (const value of [
      '',
      '2025-1-05',
      '05/01/2025',
      '2025-01-05T00:00:00Z',
      ' 2025-01-05',
      '20250105',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2023-02-29',
      'not a date',
    ]) {
      expect(() => parseIsoDate(value), value).toThrow(new Error('Invalid ISO 8601 string passed in'));
    }
  });

  it('SHELL-067 a YYYY-MM-DD date parses to that local calendar day', () => {
    const date = parseIsoDate('2024-02-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(toIsoDate(parseIsoDate('0099-12-31'))).toBe('0099-12-31');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
  });
});

describe('twoYearsAgo', () => {
  it('SHELL-067 returns the date two years before now (NS-32: the earliest selectable date)', () => {
    const now = new Date(2026, 4, 17, 15, 30);
    expect(twoYearsAgo(now)).toEqual(new Date(2024, 4, 17));
    expect(toIsoDate(twoYearsAgo(new Date(2026, 1, 28, 9)))).toBe('2024-02-28');
    // 29 February has no twin two years later or earlier: date-fns clamps to the month's end
    expect(toIsoDate(twoYearsAgo(new Date(2026, 2, 1)))).toBe('2024-03-01');
    expect(toIsoDate(twoYearsAgo(new Date(2024, 1, 29)))).toBe('2022-02-28');
  });

  it('defaults to the current time', () => {
    const expected = new Date();
    expected.setFullYear(expected.getFullYear() - 2);
    expect(toIsoDate(twoYearsAgo())).toBe(toIsoDate(expected));
  });
});

describe('booking time zone', () => {
  it('start and end of a plain date are 00:00:00 and 23:59:59 in the booking time zone', () => {
    expect(startOfDayInZone('2026-01-01', 'America/New_York')).toBe('2026-01-01T00:00:00-05:00');
    expect(endOfDayInZone('2026-06-30', 'America/New_York')).toBe('2026-06-30T23:59:59-04:00');
    expect(startOfDayInZone('2026-07-01', 'Europe/London')).toBe('2026-07-01T00:00:00+01:00');
    expect(endOfDayInZone('2026-12-31', 'Europe/London')).toBe('2026-12-31T23:59:59Z');
    expect(startOfDayInZone('2026-06-30', 'UTC')).toBe('2026-06-30T00:00:00Z');
    // DST change days keep the local wall time
    expect(startOfDayInZone('2026-03-08', 'America/New_York')).toBe('2026-03-08T00:00:00-05:00');
    expect(endOfDayInZone('2026-03-08', 'America/New_York')).toBe('2026-03-08T23:59:59-04:00');
    expect(new Date(endOfDayInZone('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-09T03:59:59.000Z');
    expect(() => startOfDayInZone('2026-3-8', 'America/New_York')).toThrow('Invalid ISO 8601 string passed in');
  });

  it('today is the calendar date in the booking time zone', () => {
    const now = new Date('2026-01-01T03:00:00Z');
    expect(todayInZone('America/New_York', now)).toBe('2025-12-31');
    expect(todayInZone('Europe/London', now)).toBe('2026-01-01');
  });

  it('formats an instant in the booking time zone: en-US MM/dd/yyyy, en-GB dd/MM/yyyy', () => {
    const instant = '2026-03-01T02:30:00Z';
    expect(formatDate(instant, { timeZone: 'America/New_York', locale: 'en-US' })).toBe('02/28/2026');
    expect(formatDate(instant, { timeZone: 'Europe/London', locale: 'en-GB' })).toBe('01/03/2026');
    expect(formatDateTime(instant, { timeZone: 'America/New_York', locale: 'en-US' })).toBe('02/28/2026 9:30 PM');
    expect(formatDateTime('2026-07-01T16:05:00Z', { timeZone: 'Europe/London', locale: 'en-GB' })).toBe(
      '01/07/2026 17:05',
    );
  });

  it('formats a plain date without shifting it by a zone', () => {
    expect(formatDate('2026-03-01', { timeZone: 'America/New_York', locale: 'en-US' })).toBe('03/01/2026');
    expect(formatDate('2026-03-01', { timeZone: 'Europe/London', locale: 'en-GB' })).toBe('01/03/2026');
    expect(() => formatDate('yesterday', { timeZone: 'Europe/London', locale: 'en-GB' })).toThrow(
      'Invalid ISO 8601 string passed in',
    );
  });
});

describe('dayInZone', () => {
  it('keeps plain dates and reads instants in the booking time zone', () => {
    expect(dayInZone('2026-03-10', 'America/New_York')).toBe('2026-03-10');
    expect(dayInZone('2026-03-11T02:00:00Z', 'America/New_York')).toBe('2026-03-10');
    expect(dayInZone(new Date('2026-03-11T02:00:00Z'), 'Europe/London')).toBe('2026-03-11');
  });

  it('turns at local midnight, in summer and winter time, however often it is asked', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(dayInZone('2026-07-01T03:59:59Z', 'America/New_York')).toBe('2026-06-30');
      expect(dayInZone('2026-07-01T04:00:00Z', 'America/New_York')).toBe('2026-07-01');
      expect(dayInZone('2026-01-01T04:59:59Z', 'America/New_York')).toBe('2025-12-31');
      expect(dayInZone('2026-01-01T05:00:00Z', 'America/New_York')).toBe('2026-01-01');
      expect(dayInZone('2026-06-30T22:59:59Z', 'Europe/London')).toBe('2026-06-30');
      expect(dayInZone('2026-06-30T23:00:00Z', 'Europe/London')).toBe('2026-07-01');
    }
    expect(() => dayInZone('not a date', 'Europe/London')).toThrow(RangeError);
  });
});
