/**
 * Money and percent (design.md): money is a number in major units with its currency beside it;
 * percent is stored as a fraction with 4 decimals and shown ×100 (part 2 §5, COUNTRY-017).
 * Decimal shifts go through the number's decimal text, so 0.1 + 0.2 style artefacts never show.
 *
 * Amounts a person types are read one way for every field and checked one way in the forms and in
 * the fake backend (the kinds below): the text is a plain decimal number and nothing in it is
 * rewritten or rounded — "1,000", "12,5" or "abc" are not numbers, "10.129" stays 10.129 for the
 * check to refuse with its reason, so what is saved is always what the person typed and saw.
 */

export const CURRENCIES = ['USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Decimals money is kept to: the minor unit of every currency the product has (COUNTRY-016). */
export const MONEY_DECIMALS = 2;
const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = { USD: MONEY_DECIMALS, GBP: MONEY_DECIMALS };
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

/** A fraction as a percent for `locale`, up to 2 decimals: formatPercent(0.125, 'en-US') → '12.5%'. */
export function formatPercent(fraction: number, locale: string): string {
  const cacheKey = `${locale}|%`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: PERCENT_FRACTION_DECIMALS - 2,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(fraction);
}

/** `n` rounded half away from zero to 2 decimals (1.005 → 1.01, 0.1 + 0.2 → 0.3). */
export function roundMoney(n: number): number {
  return roundTo(n, MONEY_DECIMALS);
}

/** A stored fraction as shown: ×100, e.g. 0.125 → 12.5 (kept to the 2 decimals 4 stored decimals allow). */
export function percentToDisplay(fraction: number): number {
  return roundTo(shiftDecimal(fraction, 2), PERCENT_FRACTION_DECIMALS - 2);
}

/** A shown percent as a fraction: ÷100 exactly, never rounded (12.5 → 0.125, 33.333 → 0.33333, refused by amountProblem). */
export function percentFromDisplay(shown: number): number {
  return shiftDecimal(shown, -2);
}

/** `n` rounded half away from zero to `decimals` decimals, working on its decimal text. */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) return n;
  const sign = n < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(n), decimals));
  const result = sign * shiftDecimal(rounded, -decimals);
  return result === 0 ? 0 : result; // no -0
}

/** True when `value` written in decimal has at most `decimals` digits after the point. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent)) <= decimals;
}

/**
 * What an amount box holds: money in a currency (its decimals), a percent (typed ×100 with 2
 * decimals, kept as a fraction with 4), a count (whole numbers) or a plain number (with a limit of
 * decimals or none).
 */
export type AmountKind =
  | { kind: 'money'; currency: Currency }
  | { kind: 'percent' }
  | { kind: 'count' }
  | { kind: 'number'; decimals?: number | undefined };

export const moneyAmount = (currency: Currency): AmountKind => ({ kind: 'money', currency });
export const PERCENT_AMOUNT: AmountKind = { kind: 'percent' };
export const COUNT_AMOUNT: AmountKind = { kind: 'count' };
export const numberAmount = (decimals?: number): AmountKind => ({ kind: 'number', decimals });

/** Decimals the kept value may have (undefined: any). */
export function keptDecimals(amount: AmountKind): number | undefined {
  switch (amount.kind) {
    case 'money':
      return CURRENCY_DECIMALS[amount.currency];
    case 'percent':
      return PERCENT_FRACTION_DECIMALS;
    case 'count':
      return 0;
    case 'number':
      return amount.decimals;
  }
}

/** Decimals a person types (a percent shows two fewer than it keeps). */
export function typedDecimals(amount: AmountKind): number | undefined {
  const kept = keptDecimals(amount);
  return amount.kind === 'percent' && kept !== undefined ? kept - 2 : kept;
}

/** A plain decimal number: an optional minus, digits, at most one point. No separators, no exponent. */
const PLAIN_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * The value of a typed text: null when empty, NaN when it is not a plain decimal number
 * ("abc", "1,000", "12,5", "1e3"), else the number it says — a percent as its fraction — with
 * every decimal kept, so a check can refuse what does not fit instead of it being rounded away.
 */
export function parseAmount(text: string, amount: AmountKind): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!PLAIN_NUMBER.test(trimmed)) return Number.NaN;
  const typed = Number(trimmed);
  return amount.kind === 'percent' ? percentFromDisplay(typed) : typed;
}

/** The text of a kept value as a person types it (a percent ×100): the inverse of parseAmount. */
export function amountText(value: number, amount: AmountKind): string {
  return String(amount.kind === 'percent' ? shiftDecimal(value, 2) : value);
}

/** Why a value cannot be kept: not a number, negative where that is refused, or too many decimals. */
export type AmountProblem = 'notANumber' | 'negative' | 'decimals';

/** The problem of a value of this kind, or undefined when it can be kept as it is. */
export function amountProblem(
  value: number,
  amount: AmountKind,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): AmountProblem | undefined {
  if (!Number.isFinite(value)) return 'notANumber';
  if (value < 0 && !allowNegative) return 'negative';
  const decimals = keptDecimals(amount);
  return decimals === undefined || hasAtMostDecimals(value, decimals) ? undefined : 'decimals';
}

/** `n` × 10^places, exactly as written in decimal (0.1234 → 12.34, not 12.340000000000002). */
function shiftDecimal(n: number, places: number): number {
  if (!Number.isFinite(n)) return n;
  const [mantissa = '0', exponent = '0'] = n.toString().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
