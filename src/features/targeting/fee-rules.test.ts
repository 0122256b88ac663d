import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntityStatus, type AdGroupPricingModel, type CampaignPricingModel } from '@generated/campaign-build/model';
import { MONEY_LIMITS } from '@/lib/countries';
import { CURRENCIES, moneyAmount, parseAmount, PERCENT_AMOUNT, roundMoney } from '@/lib/money';
import {
  canChangeFeeType,
  feeCapApplies,
  feeFields,
  feeIssues,
  feeSave,
  feeTypeOf,
  feeTypesFor,
  feeValuesOf,
  type FeeValues,
} from './fee-rules';

const MODELS: CampaignPricingModel[] = ['CPM', 'CPE', 'CPS', 'CPSH', 'CPST', 'CPR', 'CPT', 'None'];

const fee = (values: Partial<FeeValues>): FeeValues => ({
  type: 'flat',
  feeAmount: null,
  feePercent: null,
  feeCap: null,
  targetRoas: null,
  ...values,
});

const stored = (values: Partial<AdGroupPricingModel>): AdGroupPricingModel => ({
  pricingModelId: 7,
  accountId: 1001,
  adGroupId: 3,
  currency: 'USD',
  feeAmount: null,
  feePercent: null,
  feeCap: null,
  targetRoas: null,
  createDateTime: '2026-11-01T00:00:00Z',
  createUser: 'someone',
  updateDateTime: '2026-11-01T00:00:00Z',
  updateUser: 'someone',
  ...values,
});

const keys = (values: FeeValues, currency: 'USD' | 'GBP' = 'USD') =>
  feeIssues(values, currency).map((issue) => `${issue.field}:${issue.key}`);

describe('fee type (ADG-033, ADG-035, ADG-036, NS-43)', () => {
  it('ADG-033 flat when feeAmount is set, percent when only feePercent is, target ROAS when neither is', () => {
    expect(feeTypeOf({ feeAmount: 0, feePercent: null })).toBe('flat');
    expect(feeTypeOf({ feeAmount: 2, feePercent: 0.1 })).toBe('flat');
    expect(feeTypeOf({ feeAmount: null, feePercent: 0 })).toBe('percent');
    expect(feeTypeOf({ feeAmount: undefined, feePercent: undefined })).toBe('targetRoas');
  });

  it('ADG-033 property: the type follows the first field set, in the order amount, percent', () => {
    const maybe = fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(maybe, maybe, (feeAmount, feePercent) => {
        const type = feeTypeOf({ feeAmount, feePercent });
        expect(type).toBe(feeAmount !== null ? 'flat' : feePercent !== null ? 'percent' : 'targetRoas');
      }),
    );
  });

  it('ADG-035 ADG-036 the types each campaign pricing model offers', () => {
    expect(Object.fromEntries(MODELS.map((model) => [model, feeTypesFor(model)]))).toEqual({
      CPM: [],
      CPE: ['targetRoas'],
      CPS: ['percent'],
      CPSH: ['flat'],
      CPST: ['flat'],
      CPR: ['flat', 'percent'],
      CPT: ['flat', 'percent'],
      None: ['flat'],
    });
    expect(MODELS.filter(feeCapApplies)).toEqual(['CPS', 'CPSH', 'CPR', 'CPT', 'None']);
  });

  it('ADG-037 the type may change only in Draft and InReview (and for a new ad group)', () => {
    expect(Object.values(EntityStatus).filter(canChangeFeeType)).toEqual(['Draft', 'InReview']);
    expect(canChangeFeeType(undefined)).toBe(true);
  });
});

describe('fee values and what is sent (ADG-034, ADG-038)', () => {
  it('a new ad group starts with the first type its campaign offers, or none', () => {
    expect(feeValuesOf(undefined, 'CPR').type).toBe('flat');
    expect(feeValuesOf(undefined, 'CPS').type).toBe('percent');
    expect(feeValuesOf(undefined, 'CPE').type).toBe('targetRoas');
    expect(feeValuesOf(undefined, 'CPM')).toEqual(fee({ type: 'none' }));
  });

  it('ADG-033 a stored flat fee loads its amount, a target ROAS fee its target', () => {
    expect(feeValuesOf(stored({ feeAmount: 25 }), 'CPR')).toEqual(fee({ type: 'flat', feeAmount: 25 }));
    expect(feeValuesOf(stored({ targetRoas: 3.5 }), 'CPE')).toEqual(fee({ type: 'targetRoas', targetRoas: 3.5 }));
  });

  it('COUNTRY-017 a stored percent loads as its kept fraction, unchanged', () => {
    expect(feeValuesOf(stored({ feePercent: 0.1234, feeCap: 50 }), 'CPS')).toEqual(
      fee({ type: 'percent', feePercent: 0.1234, feeCap: 50 }),
    );
  });

  it('ADG-034 a percent fee sends feePercent and feeCap with feeAmount null', () => {
    expect(feeFields(fee({ type: 'percent', feePercent: 0.125, feeCap: 10, feeAmount: 3 }))).toEqual({
      feeAmount: null,
      feePercent: 0.125,
      feeCap: 10,
      targetRoas: null,
    });
  });

  it('ADG-034 a flat fee sends feeAmount with feePercent and feeCap null', () => {
    expect(feeFields(fee({ type: 'flat', feeAmount: 2.5, feePercent: 0.1, feeCap: 9 }))).toEqual({
      feeAmount: 2.5,
      feePercent: null,
      feeCap: null,
      targetRoas: null,
    });
    expect(feeFields(fee({ type: 'targetRoas', targetRoas: 4.5, feeAmount: 2 }))).toEqual({
      feeAmount: null,
      feePercent: null,
      feeCap: null,
      targetRoas: 4.5,
    });
  });

  it('ADG-038 a new fee is a POST with the currency, a changed one a PATCH of only what changed', () => {
    const values = fee({ type: 'flat', feeAmount: 2.5 });
    expect(feeSave(values, { adGroupId: 3, currency: 'GBP', existing: undefined })).toEqual({
      kind: 'create',
      body: { adGroupId: 3, currency: 'GBP', feeAmount: 2.5, feePercent: null, feeCap: null, targetRoas: null },
    });
    expect(feeSave(values, { adGroupId: 3, currency: 'USD', existing: stored({ feeAmount: 2.5 }) })).toEqual({
      kind: 'none',
    });
    expect(
      feeSave(fee({ type: 'percent', feePercent: 0.2, feeCap: 5 }), {
        adGroupId: 3,
        currency: 'USD',
        existing: stored({ feeAmount: 2.5 }),
      }),
    ).toEqual({ kind: 'patch', pricingModelId: 7, body: { feeAmount: null, feePercent: 0.2, feeCap: 5 } });
    expect(feeSave(fee({ type: 'none' }), { adGroupId: 3, currency: 'USD', existing: undefined })).toEqual({
      kind: 'none',
    });
  });
});

describe('fee checks as typed (part 2 §5, COUNTRY-016, COUNTRY-017)', () => {
  it('COUNTRY-016 text that is not a number is refused at the field, never sent as null', () => {
    for (const text of ['abc', '1,000', '12,5']) {
      const value = parseAmount(text, moneyAmount('USD'));
      expect(keys(fee({ type: 'flat', feeAmount: value }))).toEqual(['feeAmount:adsmanager.FIELD_NUMBER_EXPECTED']);
      expect(keys(fee({ type: 'percent', feePercent: 0.1, feeCap: value }))).toEqual([
        'feeCap:adsmanager.FIELD_NUMBER_EXPECTED',
      ]);
    }
    expect(keys(fee({ type: 'percent', feePercent: parseAmount('abc', PERCENT_AMOUNT) }))).toEqual([
      'feePercent:adsmanager.FIELD_NUMBER_EXPECTED',
    ]);
    expect(keys(fee({ type: 'targetRoas', targetRoas: Number.NaN }))).toEqual([
      'targetRoas:adsmanager.FIELD_NUMBER_EXPECTED',
    ]);
  });

  it('COUNTRY-016 a fee amount or cap with a third decimal is refused with the 2 decimals allowed', () => {
    expect(feeIssues(fee({ type: 'flat', feeAmount: 10.129 }), 'USD')).toEqual([
      { field: 'feeAmount', key: 'adsmanager.FIELD_MAX_DECIMALS', values: { count: 2 } },
    ]);
    expect(feeIssues(fee({ type: 'percent', feePercent: 0.1, feeCap: 10.129 }), 'GBP')).toEqual([
      { field: 'feeCap', key: 'adsmanager.FIELD_MAX_DECIMALS', values: { count: 2 } },
    ]);
    expect(keys(fee({ type: 'flat', feeAmount: 10.12 }))).toEqual([]);
  });

  it('COUNTRY-017 a percent of 12.34567 % (a fraction with 7 decimals) is refused, not rounded', () => {
    const fraction = parseAmount('12.34567', PERCENT_AMOUNT);
    expect(fraction).toBe(0.1234567);
    expect(feeIssues(fee({ type: 'percent', feePercent: fraction }), 'USD')).toEqual([
      { field: 'feePercent', key: 'adsmanager.FIELD_MAX_DECIMALS', values: { count: 2 } },
    ]);
    expect(keys(fee({ type: 'percent', feePercent: 0.1234 }))).toEqual([]);
  });

  it('a target ROAS is a ratio, not money: a third decimal passes there and not in a flat amount', () => {
    expect(keys(fee({ type: 'targetRoas', targetRoas: 3.125 }))).toEqual([]);
    expect(keys(fee({ type: 'flat', feeAmount: 3.125 }))).toEqual(['feeAmount:adsmanager.FIELD_MAX_DECIMALS']);
  });

  it('negatives are refused with their own message', () => {
    expect(keys(fee({ type: 'flat', feeAmount: -1 }))).toEqual(['feeAmount:adsmanager.FIELD_NOT_NEGATIVE']);
    expect(keys(fee({ type: 'targetRoas', targetRoas: -0.5 }))).toEqual(['targetRoas:adsmanager.FIELD_NOT_NEGATIVE']);
  });

  it('each type requires its own field, so no fee goes out all null', () => {
    expect(keys(fee({ type: 'flat' }))).toEqual(['feeAmount:adsmanager.FEE_REQUIRED']);
    expect(keys(fee({ type: 'percent' }))).toEqual(['feePercent:adsmanager.FEE_REQUIRED']);
    expect(keys(fee({ type: 'targetRoas' }))).toEqual(['targetRoas:adsmanager.FEE_REQUIRED']);
    expect(keys(fee({ type: 'none' }))).toEqual([]);
    expect(keys(fee({ type: 'percent', feePercent: 0.1 }))).toEqual([]);
  });

  it('the percent is above 0 and at most 100 %', () => {
    expect(keys(fee({ type: 'percent', feePercent: 0 }))).toEqual(['feePercent:adsmanager.FEE_PERCENT_RANGE']);
    expect(keys(fee({ type: 'percent', feePercent: 0.0001 }))).toEqual([]);
    expect(keys(fee({ type: 'percent', feePercent: 1 }))).toEqual([]);
    expect(keys(fee({ type: 'percent', feePercent: 1.0001 }))).toEqual(['feePercent:adsmanager.FEE_PERCENT_RANGE']);
  });

  it('the amount and the cap keep to the limits of the currency, named in the message', () => {
    for (const currency of CURRENCIES) {
      const amount = MONEY_LIMITS.feeAmount[currency];
      const cap = MONEY_LIMITS.feeCap[currency];
      expect(keys(fee({ type: 'flat', feeAmount: amount.min }), currency)).toEqual([]);
      expect(keys(fee({ type: 'flat', feeAmount: amount.max }), currency)).toEqual([]);
      expect(feeIssues(fee({ type: 'flat', feeAmount: roundMoney(amount.max + 0.01) }), currency)).toEqual([
        { field: 'feeAmount', key: 'adsmanager.FEE_MONEY_RANGE', values: { ...amount, currency } },
      ]);
      expect(keys(fee({ type: 'percent', feePercent: 0.1, feeCap: cap.min }), currency)).toEqual([]);
      expect(keys(fee({ type: 'percent', feePercent: 0.1, feeCap: roundMoney(cap.min - 0.01) }), currency)).toEqual([
        'feeCap:adsmanager.FEE_MONEY_RANGE',
      ]);
    }
  });

  it('COUNTRY-016 property: any typed cents amount within the limits passes; one more decimal never does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (currency, cents, extra) => {
          const { min, max } = MONEY_LIMITS.feeAmount[currency];
          const amount = cents / 100;
          const inRange = amount >= min && amount <= max;
          expect(keys(fee({ type: 'flat', feeAmount: amount }), currency)).toEqual(
            inRange ? [] : ['feeAmount:adsmanager.FEE_MONEY_RANGE'],
          );
          const longer = Number(`${amount.toFixed(2)}${String(extra)}`);
          expect(keys(fee({ type: 'flat', feeAmount: longer }), currency)).toEqual([
            'feeAmount:adsmanager.FIELD_MAX_DECIMALS',
          ]);
        },
      ),
    );
  });

  it('COUNTRY-017 property: every percent typed with up to 2 decimals in (0, 100] is sent as its 4-decimal fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (hundredths) => {
        const fraction = parseAmount(String(hundredths / 100), PERCENT_AMOUNT);
        const values = fee({ type: 'percent', feePercent: fraction });
        expect(keys(values)).toEqual([]);
        expect(feeFields(values).feePercent).toBe(hundredths / 10_000);
      }),
    );
  });
});
