/** A sample date and number written the way a locale writes them (NS-10), for the locale selector. */
import type { Locale } from '@/i18n';
import { formatDate } from '@/lib/dates';

/** A fixed day and amount that show the locale's date order and separators. */
const SAMPLE_DATE = '2026-12-31';
const SAMPLE_NUMBER = 1234567.89;

export function localeSample(locale: Locale): { date: string; number: string } {
  return {
    date: formatDate(SAMPLE_DATE, { locale, timeZone: 'UTC' }),
    number: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(SAMPLE_NUMBER),
  };
}
