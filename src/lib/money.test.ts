import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, percentFromDisplay, percentToDisplay, roundMoney, roundTo } from './money';

describe('money', () => {
  it('rounds to 2 decimals half away from zero, without float artefacts', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1e-7)).toBe(0);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(roundMoney(123456789.999)).toBe(123456790);
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundTo(0.33335, 4)).toBe(0.3334);
  });

  it('formats money with its currency for the locale', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(0.1 + 0.2, 'USD', 'en-US')).toBe('$0.30');
    expect(formatMoney(100_000_000, 'GBP', 'en-US')).toBe('£100,000,000.00');
    // cached formatters do not mix currencies or locales
    expect(formatMoney(1, 'USD', 'en-US')).toBe('$1.00');
    expect(formatMoney(1, 'USD', 'en-GB')).toBe('US$1.00');
  });
});

describe('percent', () => {
  it('COUNTRY-017 percent is shown x100 and stored as a fraction with 4 decimals (12.5 <-> 0.125)', () => {
    expect(percentToDisplay(0.125)).toBe(12.5);
    expect(percentFromDisplay(12.5)).toBe(0.125);
    expect(percentToDisplay(0.1234)).toBe(12.34); // 0.1234 * 100 is 12.340000000000002
    expect(percentFromDisplay(12.34)).toBe(0.1234);
    expect(percentToDisplay(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001
    expect(percentFromDisplay(7)).toBe(0.07);
    expect(percentFromDisplay(33.333)).toBe(0.3333);
    expect(percentFromDisplay(33.335)).toBe(0.3334);
    expect(percentFromDisplay(100)).toBe(1);
    expect(percentToDisplay(0)).toBe(0);
  });

  it('COUNTRY-017 property: percentFromDisplay(percentToDisplay(x)) === x for 4-decimal fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (tenThousandths) => {
        const fraction = tenThousandths / 10_000;
        const shown = percentToDisplay(fraction);
        expect(percentFromDisplay(shown)).toBe(fraction);
        expect(shown).toBe(tenThousandths / 100);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a rounded money amount never carries more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const rounded = roundMoney(n);
        expect(Math.abs(rounded - n)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundMoney(rounded)).toBe(rounded);
        expect((rounded.toString().split('.')[1] ?? '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
