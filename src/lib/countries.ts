/**
 * Per-country rules (part 1 §9 last paragraph; part 2 §5 "Limits per country") and the money
 * limits per currency (part 2 §5 "Money limits").
 */
import type { Currency } from './money';

export const BOOKING_COUNTRIES = ['US', 'GB'] as const;
export type BookingCountry = (typeof BOOKING_COUNTRIES)[number];
export type CountryCampaignType = 'FIXED_CLO' | 'DYNAMIC_CLO';
export type BookingTimeZone = 'America/New_York' | 'Europe/London';

export interface CountryRules {
  currency: Currency;
  timeZone: BookingTimeZone;
  /** Campaign types that can be created for the country; empty for an unknown country. */
  campaignTypes: readonly CountryCampaignType[];
  /** Characters of a postal code that are kept; null keeps the full code. */
  postalCodeLength: number | null;
  /** DMA reporting (US only; NS-60: not available in GB — hide the DMA column and filter). */
  dmaReporting: boolean;
  /** isTrackedLinkOffer. */
  trackedLinkOffers: boolean;
  /** isOfferAutoActivated. */
  autoActivatedOffers: boolean;
  /** Whether the publishers of a non-draft campaign can be edited. */
  canEditPublishersOfNonDraft: boolean;
}

const US: CountryRules = Object.freeze({
  currency: 'USD',
  timeZone: 'America/New_York',
  campaignTypes: Object.freeze(['FIXED_CLO', 'DYNAMIC_CLO'] as const),
  postalCodeLength: 5,
  dmaReporting: true,
  trackedLinkOffers: false,
  autoActivatedOffers: false,
  canEditPublishersOfNonDraft: true,
});

const GB: CountryRules = Object.freeze({
  currency: 'GBP',
  timeZone: 'Europe/London',
  campaignTypes: Object.freeze(['FIXED_CLO'] as const),
  postalCodeLength: null,
  dmaReporting: false,
  trackedLinkOffers: true,
  autoActivatedOffers: true,
  canEditPublishersOfNonDraft: false,
});

/**
 * An unknown country: USD with no campaign types (the spec). The rest is the team's choice: the US
 * time zone and postal handling, and none of the country-specific features.
 */
const UNKNOWN: CountryRules = Object.freeze({
  currency: 'USD',
  timeZone: 'America/New_York',
  campaignTypes: Object.freeze([] as const),
  postalCodeLength: null,
  dmaReporting: false,
  trackedLinkOffers: false,
  autoActivatedOffers: false,
  canEditPublishersOfNonDraft: false,
});

const RULES: Readonly<Record<BookingCountry, CountryRules>> = { US, GB };

export function isBookingCountry(country: unknown): country is BookingCountry {
  return typeof country === 'string' && (BOOKING_COUNTRIES as readonly string[]).includes(country);
}

/** The rules of a booking country (case-insensitive); an unknown or missing country gets the fallback. */
export function countryRules(country: string | null | undefined): CountryRules {
  const code = country?.trim().toUpperCase();
  return isBookingCountry(code) ? RULES[code] : UNKNOWN;
}

/** A postal code as the country keeps it: US → the first 5 characters (10001-1234 → 10001); GB → in full. */
export function shortenPostalCode(code: string, country: string | null | undefined): string {
  const trimmed = code.trim();
  const length = countryRules(country).postalCodeLength;
  return length === null ? trimmed : trimmed.slice(0, length);
}

/** An inclusive range of an amount in major units; `default` where the spec gives one. */
export interface MoneyRange {
  readonly min: number;
  readonly max: number;
  readonly default?: number;
}

export type MoneyLimitField =
  'campaignBudget' | 'minimumSpend' | 'rewardAmount' | 'rewardCap' | 'feeAmount' | 'feeCap' | 'plusSegmentSpend';

/** Part 2 §5 "Money limits" (COUNTRY-010 … COUNTRY-015), per field and currency. */
export const MONEY_LIMITS: Readonly<Record<MoneyLimitField, Readonly<Record<Currency, MoneyRange>>>> = {
  /** Campaign budget: 0.01 to 100,000,000 (USD and GBP). */
  campaignBudget: { USD: { min: 0.01, max: 100_000_000 }, GBP: { min: 0.01, max: 100_000_000 } },
  /** Minimum spend: min 0.2, default 0.2, max 100,000,000 USD or 100,000 GBP. */
  minimumSpend: {
    USD: { min: 0.2, max: 100_000_000, default: 0.2 },
    GBP: { min: 0.2, max: 100_000, default: 0.2 },
  },
  /** Reward amount: min 0.01, default 0.2, max 100,000,000 USD or 100,000 GBP. */
  rewardAmount: {
    USD: { min: 0.01, max: 100_000_000, default: 0.2 },
    GBP: { min: 0.01, max: 100_000, default: 0.2 },
  },
  /** Reward cap: min 0.01, default 0.2, max 100,000,000 USD or 100,000 GBP. */
  rewardCap: {
    USD: { min: 0.01, max: 100_000_000, default: 0.2 },
    GBP: { min: 0.01, max: 100_000, default: 0.2 },
  },
  /** Fee amount: 0 to 100,000,000 USD or 100,000 GBP. */
  feeAmount: { USD: { min: 0, max: 100_000_000 }, GBP: { min: 0, max: 100_000 } },
  /** Fee cap: 0.1 to 5e12 (no currency difference given). */
  feeCap: { USD: { min: 0.1, max: 5e12 }, GBP: { min: 0.1, max: 5e12 } },
  /** Plus segment minimum and maximum spend: 0.1 to 99999 (no currency difference given). */
  plusSegmentSpend: { USD: { min: 0.1, max: 99_999 }, GBP: { min: 0.1, max: 99_999 } },
};

/** The limit of `field` in `currency`. */
export function moneyLimit(field: MoneyLimitField, currency: Currency): MoneyRange {
  return MONEY_LIMITS[field][currency];
}
