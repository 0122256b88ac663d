import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  amountText,
  COUNT_AMOUNT,
  CURRENCIES,
  formatMoney,
  formatPercent,
  moneyAmount,
  numberAmount,
  parseAmount,
  PERCENT_AMOUNT,
  percentFromDisplay,
  percentToDisplay,
  roundMoney,
  roundTo,
  typedDecimals,
} from './money';

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

  it('formats a fraction as a percent for the locale, up to 2 decimals', () => {
    expect(formatPercent(0.125, 'en-US')).toBe('12.5%');
    expect(formatPercent(0.12345, 'en-US')).toBe('12.35%');
    expect(formatPercent(1, 'en-GB')).toBe('100%');
    // cached formatters do not mix locales
    expect(formatPercent(0.125, 'de-DE')).toBe('12,5\u00a0%');
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
    expect(percentFromDisplay(33.333)).toBe(0.33333); // kept as typed, for amountProblem to refuse
    expect(percentFromDisplay(12.34567)).toBe(0.1234567);
    expect(percentFromDisplay(100)).toBe(1);
    expect(percentToDisplay(0)).toBe(0);
    // A stored fraction with more than 4 decimals (not ours, but the server's to send) shows 2.
    expect(percentToDisplay(0.123456)).toBe(12.35);
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

describe('amounts as typed (parseAmount, amountText, amountProblem)', () => {
  it('reads only plain decimal numbers; anything else is NaN, empty is null, nothing is rewritten', () => {
    const usd = moneyAmount('USD');
    expect(parseAmount('', usd)).toBeNull();
    expect(parseAmount('   ', usd)).toBeNull();
    expect(parseAmount(' 12.5 ', usd)).toBe(12.5);
    expect(parseAmount('12.', usd)).toBe(12);
    expect(parseAmount('.5', usd)).toBe(0.5);
    expect(parseAmount('-5', usd)).toBe(-5);
    expect(parseAmount('10.129', usd)).toBe(10.129);
    for (const text of [
      'abc',
      '1,000',
      '12,5',
      'abc-12,5x',
      '1e3',
      '1.2.3',
      '-',
      '.',
      '+5',
      '0x10',
      '1 000',
      'Infinity',
    ]) {
      expect(parseAmount(text, usd), text).toBeNaN();
    }
  });

  it('COUNTRY-017 a typed percent becomes its exact fraction (12.5 → 0.125, 12.34567 → 0.1234567)', () => {
    expect(parseAmount('12.5', PERCENT_AMOUNT)).toBe(0.125);
    expect(parseAmount('7', PERCENT_AMOUNT)).toBe(0.07);
    expect(parseAmount('12.34567', PERCENT_AMOUNT)).toBe(0.1234567);
    expect(amountText(0.125, PERCENT_AMOUNT)).toBe('12.5');
    expect(amountText(0.07, PERCENT_AMOUNT)).toBe('7');
    expect(typedDecimals(PERCENT_AMOUNT)).toBe(2);
  });

  it('COUNTRY-016 money keeps its currency’s 2 decimals and refuses negatives; counts are whole', () => {
    for (const currency of CURRENCIES) {
      const money = moneyAmount(currency);
      expect(amountProblem(10.12, money)).toBeUndefined();
      expect(amountProblem(10.129, money)).toBe('decimals');
      expect(amountProblem(-0.01, money)).toBe('negative');
      expect(amountProblem(-0.01, money, { allowNegative: true })).toBeUndefined();
      expect(amountProblem(Number.NaN, money)).toBe('notANumber');
      expect(amountProblem(Number.POSITIVE_INFINITY, money)).toBe('notANumber');
      expect(amountProblem(0, money)).toBeUndefined();
    }
    expect(amountProblem(0.1235, PERCENT_AMOUNT)).toBeUndefined();
    expect(amountProblem(0.12345, PERCENT_AMOUNT)).toBe('decimals');
    expect(amountProblem(3, COUNT_AMOUNT)).toBeUndefined();
    expect(amountProblem(3.5, COUNT_AMOUNT)).toBe('decimals');
    expect(amountProblem(3.123456, numberAmount())).toBeUndefined();
    expect(amountProblem(3.123, numberAmount(2))).toBe('decimals');
  });

  it('COUNTRY-016 property: every cents amount typed in any currency round-trips exactly and is accepted', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.integer({ min: 0, max: 10_000_000_000 }), (currency, cents) => {
        const money = moneyAmount(currency);
        const value = cents / 100;
        const text = amountText(value, money);
        expect(parseAmount(text, money)).toBe(value);
        expect(amountProblem(value, money)).toBeUndefined();
      }),
    );
  });

  it('COUNTRY-016 property: a third decimal digit is always refused, never rounded away', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (currency, cents, third) => {
          const text = `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}${String(third)}`;
          const value = parseAmount(text, moneyAmount(currency));
          expect(value).toBe(Number(text));
          expect(amountProblem(value ?? 0, moneyAmount(currency))).toBe('decimals');
        },
      ),
    );
  });

  it('COUNTRY-017 property: a percent with up to 2 decimals is kept as a 4-decimal fraction and shown back as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const typed = hundredths / 100;
        const fraction = parseAmount(String(typed), PERCENT_AMOUNT);
        expect(fraction).toBe(hundredths / 10_000);
        expect(amountProblem(fraction ?? 0, PERCENT_AMOUNT)).toBeUndefined();
        expect(amountText(fraction ?? 0, PERCENT_AMOUNT)).toBe(String(typed));
      }),
    );
  });

  it('property: text with a comma or a letter is never a number', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(',', 'a', 'x', ' 1'), fc.string(), (before, odd, after) => {
        expect(parseAmount(`1${before}${odd}${after}2`.replace(/\s+$/, ''), moneyAmount('USD'))).toBeNaN();
      }),
    );
  });
});
