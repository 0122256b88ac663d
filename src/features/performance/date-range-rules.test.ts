import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, DEFAULT_DATE_PRESET, addDays, daysIn, presetRange, previousPeriod } from './date-range-rules';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
/** 2026-03-15 10:00 in New York and 14:00 in London. */
const MID_MARCH = new Date('2026-03-15T14:00:00Z');

/** Any plain date from 1990 to 2090. */
const dateArb = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2090, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const instantArb = fc.date({
  min: new Date('1995-01-01T00:00:00Z'),
  max: new Date('2085-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('plain date arithmetic', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });

  it('counts days with both ends included', () => {
    expect(daysIn({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(daysIn({ from: '2026-12-31', to: '2027-01-01' })).toBe(2);
  });

  it('adding n days and then -n days gives the date back, n + 1 days apart both included', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const later = addDays(date, days);
        expect(later).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(addDays(later, -days)).toBe(date);
        expect(daysIn({ from: date, to: later })).toBe(days + 1);
      }),
    );
  });
});

describe('date presets', () => {
  it('the report opens on the last 30 days', () => {
    expect(DEFAULT_DATE_PRESET).toBe('last30');
    expect(DATE_PRESETS).toContain(DEFAULT_DATE_PRESET);
  });

  it('last 7 and last 30 days end yesterday', () => {
    expect(presetRange('last7', NY, MID_MARCH)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(presetRange('last30', NY, MID_MARCH)).toEqual({ from: '2026-02-13', to: '2026-03-14' });
  });

  it('this month runs from its first day to today; last month is the whole previous month', () => {
    expect(presetRange('thisMonth', NY, MID_MARCH)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('lastMonth', NY, MID_MARCH)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const newYear = new Date('2027-01-01T12:00:00Z');
    expect(presetRange('thisMonth', LONDON, newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetRange('lastMonth', LONDON, newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('today is the day in the account time zone', () => {
    // 02:00 UTC on 1 April is still 31 March in New York, already 1 April in London.
    const instant = new Date('2026-04-01T02:00:00Z');
    expect(presetRange('thisMonth', NY, instant)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('thisMonth', LONDON, instant)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('last7', NY, instant).to).toBe('2026-03-30');
    expect(presetRange('last7', LONDON, instant).to).toBe('2026-03-31');
  });

  it('a custom range keeps the dates given and fills a missing end from the last 30 days', () => {
    expect(presetRange('custom', NY, MID_MARCH, { from: '2026-01-05', to: '2026-01-09' })).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
    });
    expect(presetRange('custom', NY, MID_MARCH, { from: '2026-01-05' })).toEqual({
      from: '2026-01-05',
      to: '2026-03-14',
    });
    expect(presetRange('custom', NY, MID_MARCH, { to: '2026-03-01' })).toEqual({
      from: '2026-02-13',
      to: '2026-03-01',
    });
    expect(presetRange('custom', NY, MID_MARCH)).toEqual(presetRange('last30', NY, MID_MARCH));
  });

  it('at any instant: last 7 and 30 days are that long and end yesterday, the months are whole', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(NY, LONDON, 'UTC', 'Pacific/Auckland'), (now, zone) => {
        const thisMonth = presetRange('thisMonth', zone, now);
        const today = thisMonth.to;
        expect(thisMonth.from).toBe(`${today.slice(0, 7)}-01`);
        const last7 = presetRange('last7', zone, now);
        const last30 = presetRange('last30', zone, now);
        expect(last7.to).toBe(addDays(today, -1));
        expect(last30.to).toBe(addDays(today, -1));
        expect(daysIn(last7)).toBe(7);
        expect(daysIn(last30)).toBe(30);
        const lastMonth = presetRange('lastMonth', zone, now);
        expect(lastMonth.from.slice(8)).toBe('01');
        expect(addDays(lastMonth.to, 1)).toBe(thisMonth.from);
        expect(lastMonth.from.slice(0, 7)).toBe(lastMonth.to.slice(0, 7));
      }),
    );
  });
});

describe('the comparison period', () => {
  it('is as long as the range and ends the day before it starts', () => {
    expect(previousPeriod({ from: '2026-03-08', to: '2026-03-14' })).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });

  it('for any range: same length, the day before, and no overlap', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 400 }), (from, extra) => {
        const range = { from, to: addDays(from, extra) };
        const previous = previousPeriod(range);
        expect(daysIn(previous)).toBe(daysIn(range));
        expect(addDays(previous.to, 1)).toBe(range.from);
      }),
    );
  });
});
