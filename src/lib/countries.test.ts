import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS, countryRules, moneyLimit, shortenPostalCode, type MoneyLimitField } from './countries';
import { amount } from './form-rules';
import type { Currency } from './money';

/** What a form's amount field built on the limit accepts (2 decimals). */
const isWithinMoneyLimit = (field: MoneyLimitField, currency: Currency, value: number) =>
  amount({ ...moneyLimit(field, currency), decimals: 2 }).safeParse(value).success;

describe('country rules', () => {
  it('COUNTRY-002 US uses USD and America/New_York; GB uses GBP and Europe/London', () => {
    expect(countryRules('US')).toMatchObject({ currency: 'USD', timeZone: 'America/New_York' });
    expect(countryRules('GB')).toMatchObject({ currency: 'GBP', timeZone: 'Europe/London' });
    expect(countryRules('gb').currency).toBe('GBP');
  });

  it('COUNTRY-003 campaign types: US FIXED_CLO and DYNAMIC_CLO; GB FIXED_CLO only', () => {
    expect(countryRules('US').campaignTypes).toEqual(['FIXED_CLO', 'DYNAMIC_CLO']);
    expect(countryRules('GB').campaignTypes).toEqual(['FIXED_CLO']);
  });

  it('COUNTRY-004 US postal codes are shortened to 5 characters; GB postal codes are kept in full', () => {
    expect(countryRules('US').postalCodeLength).toBe(5);
    expect(countryRules('GB').postalCodeLength).toBeNull();
    expect(shortenPostalCode('10001-1234', 'US')).toBe('10001');
    expect(shortenPostalCode(' 10001 ', 'US')).toBe('10001');
    expect(shortenPostalCode('123', 'US')).toBe('123');
    expect(shortenPostalCode('SW1A 1AA', 'GB')).toBe('SW1A 1AA');
    expect(shortenPostalCode('EC1A 1BB', 'GB')).toBe('EC1A 1BB');
  });

  it('COUNTRY-005 DMA reporting is available in US and not in GB (NS-60)', () => {
    expect(countryRules('US').dmaReporting).toBe(true);
    expect(countryRules('GB').dmaReporting).toBe(false);
  });

  it('COUNTRY-006 tracked-link offers: US no, GB yes', () => {
    expect(countryRules('US').trackedLinkOffers).toBe(false);
    expect(countryRules('GB').trackedLinkOffers).toBe(true);
  });

  it('COUNTRY-007 auto-activated offers: US no, GB yes', () => {
    expect(countryRules('US').autoActivatedOffers).toBe(false);
    expect(countryRules('GB').autoActivatedOffers).toBe(true);
  });

  it('COUNTRY-008 editing publishers of non-Draft campaigns is allowed in US and not in GB', () => {
    expect(countryRules('US').canEditPublishersOfNonDraft).toBe(true);
    expect(countryRules('GB').canEditPublishersOfNonDraft).toBe(false);
  });

  it('COUNTRY-009 an unknown country falls back to USD with no campaign types', () => {
    for (const country of ['FR', '', 'USA', null, undefined]) {
      const rules = countryRules(country);
      expect(rules.currency).toBe('USD');
      expect(rules.campaignTypes).toEqual([]);
      expect(rules.timeZone).toBe('America/New_York');
    }
    expect(shortenPostalCode('75001-XYZ', 'FR')).toBe('75001-XYZ');
  });

  it('the rules are frozen so no caller can change them for everyone', () => {
    expect(Object.isFrozen(countryRules('US'))).toBe(true);
    expect(Object.isFrozen(countryRules('GB').campaignTypes)).toBe(true);
  });
});

describe('money limits', () => {
  it('COUNTRY-010 campaign budget is 0.01 to 100,000,000 in USD and GBP', () => {
    for (const currency of ['USD', 'GBP'] as const) {
      expect(moneyLimit('campaignBudget', currency)).toEqual({ min: 0.01, max: 100_000_000 });
      expect(isWithinMoneyLimit('campaignBudget', currency, 0.01)).toBe(true);
      expect(isWithinMoneyLimit('campaignBudget', currency, 100_000_000)).toBe(true);
      expect(isWithinMoneyLimit('campaignBudget', currency, 0.009)).toBe(false);
      expect(isWithinMoneyLimit('campaignBudget', currency, 100_000_000.01)).toBe(false);
    }
  });

  it('COUNTRY-011 minimum spend: min 0.2, default 0.2, max 100,000,000 USD or 100,000 GBP', () => {
    expect(moneyLimit('minimumSpend', 'USD')).toEqual({ min: 0.2, max: 100_000_000, default: 0.2 });
    expect(moneyLimit('minimumSpend', 'GBP')).toEqual({ min: 0.2, max: 100_000, default: 0.2 });
    expect(isWithinMoneyLimit('minimumSpend', 'USD', 0.19)).toBe(false);
    expect(isWithinMoneyLimit('minimumSpend', 'GBP', 100_000)).toBe(true);
    expect(isWithinMoneyLimit('minimumSpend', 'GBP', 100_001)).toBe(false);
    expect(isWithinMoneyLimit('minimumSpend', 'USD', 100_001)).toBe(true);
  });

  it('COUNTRY-012 reward amount and reward cap: min 0.01, default 0.2, max 100,000,000 USD or 100,000 GBP', () => {
    for (const field of ['rewardAmount', 'rewardCap'] as const) {
      expect(moneyLimit(field, 'USD')).toEqual({ min: 0.01, max: 100_000_000, default: 0.2 });
      expect(moneyLimit(field, 'GBP')).toEqual({ min: 0.01, max: 100_000, default: 0.2 });
      expect(isWithinMoneyLimit(field, 'GBP', 0)).toBe(false);
      expect(isWithinMoneyLimit(field, 'GBP', 100_000.5)).toBe(false);
    }
  });

  it('COUNTRY-013 fee amount is 0 to 100,000,000 USD or 0 to 100,000 GBP', () => {
    expect(moneyLimit('feeAmount', 'USD')).toEqual({ min: 0, max: 100_000_000 });
    expect(moneyLimit('feeAmount', 'GBP')).toEqual({ min: 0, max: 100_000 });
    expect(isWithinMoneyLimit('feeAmount', 'GBP', 0)).toBe(true);
    expect(isWithinMoneyLimit('feeAmount', 'GBP', -0.01)).toBe(false);
  });

  it('COUNTRY-014 fee cap is 0.1 to 5e12', () => {
    for (const currency of ['USD', 'GBP'] as const) {
      expect(moneyLimit('feeCap', currency)).toEqual({ min: 0.1, max: 5e12 });
      expect(isWithinMoneyLimit('feeCap', currency, 5e12)).toBe(true);
      expect(isWithinMoneyLimit('feeCap', currency, 5e12 + 1)).toBe(false);
      expect(isWithinMoneyLimit('feeCap', currency, 0.09)).toBe(false);
    }
  });

  it('COUNTRY-015 plus segment min spend and max spend are each 0.1 to 99999', () => {
    for (const currency of ['USD', 'GBP'] as const) {
      expect(moneyLimit('plusSegmentSpend', currency)).toEqual({ min: 0.1, max: 99_999 });
    }
    expect(isWithinMoneyLimit('plusSegmentSpend', 'USD', 99_999.01)).toBe(false);
  });

  it('property: an amount in whole cents is accepted exactly when min <= amount <= max', () => {
    const fields = Object.keys(MONEY_LIMITS) as (keyof typeof MONEY_LIMITS)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.constantFrom('USD' as const, 'GBP' as const),
        fc.integer({ min: -1e15, max: 1e15 }).map((cents) => cents / 100),
        (field, currency, amount) => {
          const { min, max } = moneyLimit(field, currency);
          expect(isWithinMoneyLimit(field, currency, amount)).toBe(amount >= min && amount <= max);
        },
      ),
    );
  });
});
