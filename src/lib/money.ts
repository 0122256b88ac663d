/**
 * Money and percent (design.md): money is a number in major units with its currency beside it;
 * percent is stored as a fraction with 4 decimals and shown ×100 (part 2 §5, COUNTRY-017).
 * Decimal shifts go through the number's decimal text, so 0.1 + 0.2 style artefacts never show.
 */

export const CURRENCIES = ['USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Decimals money is kept to. */
export const MONEY_DECIMALS = 2;
/** Decimals a stored percent fraction is kept to. */
export const PERCENT_FRACTION_DECIMALS = 4;

const formatters = new Map<string, Intl.NumberFormat>();

/** `amount` in `currency` for `locale`, e.g. formatMoney(1234.5, 'USD', 'en-US') → '$1,234.50'. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const cacheKey = `${locale}|${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(roundMoney(amount));
}

/** `n` rounded half away from zero to 2 decimals (1.005 → 1.01, 0.1 + 0.2 → 0.3). */
export function roundMoney(n: number): number {
  return roundTo(n, MONEY_DECIMALS);
}

/** A stored fraction as shown: ×100, e.g. 0.125 → 12.5 (kept to the 2 decimals 4 stored decimals allow). */
export function percentToDisplay(fraction: number): number {
  return roundTo(shiftDecimal(fraction, 2), PERCENT_FRACTION_DECIMALS - 2);
}

/** A shown percent as stored: ÷100, rounded to 4 decimals, e.g. 12.5 → 0.125, 33.333 → 0.3333. */
export function percentFromDisplay(shown: number): number {
  return roundTo(shiftDecimal(shown, -2), PERCENT_FRACTION_DECIMALS);
}

/** `n` rounded half away from zero to `decimals` decimals, working on its decimal text. */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) return n;
  const sign = n < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(n), decimals));
  const result = sign * shiftDecimal(rounded, -decimals);
  return result === 0 ? 0 : result; // no -0
}

/** `n` × 10^places, exactly as written in decimal (0.1234 → 12.34, not 12.340000000000002). */
function shiftDecimal(n: number, places: number): number {
  if (!Number.isFinite(n)) return n;
  const [mantissa = '0', exponent = '0'] = n.toString().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
