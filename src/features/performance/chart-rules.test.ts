import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledPoints, pointAt, textWidth, valueAxis } from './chart-rules';

describe('valueAxis', () => {
  it('starts at 0 and ends on a round step at or above the highest value', () => {
    expect(valueAxis([120, 14_900, null, 3_000])).toEqual({ min: 0, max: 15_000, ticks: [0, 5_000, 10_000, 15_000] });
    expect(valueAxis([0.42, 0.07])).toEqual({ min: 0, max: 0.6, ticks: [0, 0.2, 0.4, 0.6] });
  });

  it('reaches below 0 when a value is negative', () => {
    const axis = valueAxis([-30, 80]);
    expect(axis.min).toBe(-50);
    expect(axis.max).toBe(100);
    expect(axis.ticks).toContain(0);
  });

  it('no values, or only zeros, make a 0 to 1 axis', () => {
    expect(valueAxis([])).toEqual({ min: 0, max: 1, ticks: [0, 0.5, 1] });
    expect(valueAxis([0, null, 0])).toEqual({ min: 0, max: 1, ticks: [0, 0.5, 1] });
  });

  it('any amounts to the cent: the axis holds them all, in 2 to 8 equal round steps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant(null),
            fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
          ),
          { maxLength: 40 },
        ),
        (values) => {
          const { min, max, ticks } = valueAxis(values);
          for (const value of values) {
            if (value === null) continue;
            const slack = Math.abs(value) * 1e-9;
            expect(value).toBeGreaterThanOrEqual(min - slack);
            expect(value).toBeLessThanOrEqual(max + slack);
          }
          expect(ticks[0]).toBe(min);
          expect(ticks.at(-1)).toBe(max);
          expect(ticks.length).toBeGreaterThanOrEqual(3);
          expect(ticks.length).toBeLessThanOrEqual(9);
          const step = (max - min) / (ticks.length - 1);
          const mantissa = step / 10 ** Math.floor(Math.log10(step));
          expect([1, 2, 2.5, 5, 10].some((round) => Math.abs(mantissa - round) < 1e-6)).toBe(true);
          ticks.forEach((tick, index) => {
            expect(tick).toBeCloseTo(min + index * step, 6);
          });
        },
      ),
    );
  });
});

describe('labelledPoints', () => {
  it('labels every day when the labels fit, then every 2nd, weekly, fortnightly, …', () => {
    expect(labelledPoints(7, 1200, 40)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledPoints(30, 1200, 40)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28]);
    expect(labelledPoints(30, 400, 40)).toEqual([0, 7, 14, 21, 28]);
    expect(labelledPoints(365, 1200, 40).slice(0, 3)).toEqual([0, 28, 56]);
  });

  it('one point has one label, none has none', () => {
    expect(labelledPoints(1, 800, 60)).toEqual([0]);
    expect(labelledPoints(0, 800, 60)).toEqual([]);
  });

  it('any count and width: neighbouring labels never overlap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 2_000 }),
        fc.integer({ min: 100, max: 3_000 }),
        fc.integer({ min: 10, max: 120 }),
        (count, width, label) => {
          const shown = labelledPoints(count, width, label);
          const spacing = width / (count - 1);
          expect(shown[0]).toBe(0);
          for (let index = 1; index < shown.length; index += 1) {
            expect(((shown[index] ?? 0) - (shown[index - 1] ?? 0)) * spacing).toBeGreaterThanOrEqual(label);
          }
        },
      ),
    );
  });
});

describe('pointAt', () => {
  it('the point nearest the pointer, clamped to the first and the last', () => {
    expect(pointAt(0, 31, 300)).toBe(0);
    expect(pointAt(14, 31, 300)).toBe(1);
    expect(pointAt(16, 31, 300)).toBe(2);
    expect(pointAt(-20, 31, 300)).toBe(0);
    expect(pointAt(900, 31, 300)).toBe(30);
    expect(pointAt(50, 1, 300)).toBe(0);
  });
});

it('a wider text measures wider', () => {
  expect(textWidth('$15K')).toBeLessThan(textWidth('$15,000.00'));
  expect(textWidth('')).toBe(0);
});
