import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdGroup } from '@generated/campaign-build/model';
import { parseAmount, PERCENT_AMOUNT } from '@/lib/money';
import {
  adGroupFieldOf,
  adGroupFormValues,
  adGroupIssues,
  adGroupPayload,
  adGroupResolver,
  type AdGroupFormValues,
  type LoadedAdGroup,
} from './ad-group-rules';
import { emptySegment } from './audience-rules';

const NEW = { pricingModel: 'CPR' as const, brandIds: [4] };
const base = (values: Partial<AdGroupFormValues> = {}): AdGroupFormValues => ({
  ...adGroupFormValues(undefined, NEW),
  name: 'Weekend shoppers',
  fee: { type: 'flat', feeAmount: 2, feePercent: null, feeCap: null, targetRoas: null },
  ...values,
});
const paths = (values: AdGroupFormValues) => adGroupIssues(values, 'USD').map((issue) => `${issue.path}:${issue.key}`);
const translate = (key: string, values?: Readonly<Record<string, string | number>>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('ad group form values (part 2 §3 Ad group)', () => {
  it('a new ad group: placement All, no institutions, every cardholder, the first fee type of its campaign', () => {
    const values = adGroupFormValues(undefined, NEW);
    expect(values).toMatchObject({ name: '', placementLocation: 'All', institutions: [], testPopulation: null });
    expect(values.audience.segment.kind).toBe('AllUsers');
    expect(values.fee.type).toBe('flat');
    expect(values.criteria.targetedMerchantSegmentIds).toEqual([]);
  });

  it('COUNTRY-017 a loaded test population is kept as its fraction and sent back unchanged', () => {
    const loaded = {
      adGroup: {
        name: 'G',
        placementLocation: 'UnderTransaction',
        institutions: [3],
        testPopulation: 0.125,
      } as AdGroup,
      audience: undefined,
      segment: undefined,
      criteria: undefined,
      fee: undefined,
    } satisfies LoadedAdGroup;
    const values = adGroupFormValues(loaded, NEW);
    expect(values).toMatchObject({
      name: 'G',
      placementLocation: 'UnderTransaction',
      institutions: [3],
      testPopulation: 0.125,
    });
    expect(adGroupPayload(values)).toEqual({
      name: 'G',
      placementLocation: 'UnderTransaction',
      institutions: [3],
      testPopulation: 0.125,
    });
  });

  it('the payload trims the name and sends an empty test population as 0', () => {
    expect(adGroupPayload(base({ name: '  Weekend  ' }))).toMatchObject({ name: 'Weekend', testPopulation: 0 });
  });
});

describe('ad group checks (part 2 §5)', () => {
  it('a name is required', () => {
    expect(paths(base({ name: '   ' }))).toEqual(['name:adsmanager.AD_GROUP_NAME_REQUIRED']);
    expect(paths(base())).toEqual([]);
  });

  it('COUNTRY-017 the test population is a percent of 0 to 100 with 2 decimals, refused as typed', () => {
    const typed = (text: string) => base({ testPopulation: parseAmount(text, PERCENT_AMOUNT) });
    expect(paths(typed('10'))).toEqual([]);
    expect(paths(typed('100'))).toEqual([]);
    expect(paths(typed('0'))).toEqual([]);
    expect(paths(typed('100.01'))).toEqual(['testPopulation:adsmanager.AD_GROUP_TEST_POPULATION_RANGE']);
    expect(paths(typed('12.345'))).toEqual(['testPopulation:adsmanager.FIELD_MAX_DECIMALS']);
    expect(paths(typed('1,5'))).toEqual(['testPopulation:adsmanager.FIELD_NUMBER_EXPECTED']);
    expect(paths(typed('-1'))).toEqual(['testPopulation:adsmanager.FIELD_NOT_NEGATIVE']);
  });

  it('share of wallet’s lookback and minimum trips are whole numbers, checked only when it is on', () => {
    const sow = (enabled: boolean) =>
      base({
        criteria: {
          ...base().criteria,
          shareOfWallet: { ...base().criteria.shareOfWallet, enabled, lookbackInMonths: 2.5, minimumTrips: Number.NaN },
        },
      });
    expect(paths(sow(true))).toEqual([
      'criteria.shareOfWallet.lookbackInMonths:adsmanager.FIELD_INTEGER_ONLY',
      'criteria.shareOfWallet.minimumTrips:adsmanager.FIELD_INTEGER_ONLY',
    ]);
    expect(paths(sow(false))).toEqual([]);
  });

  it('audience and fee issues land at their nested fields', () => {
    const values = base({
      audience: { ...base().audience, segment: { ...emptySegment('Frequent'), minTrips: 4, maxTrips: 1 } },
      fee: { type: 'flat', feeAmount: Number.NaN, feePercent: null, feeCap: null, targetRoas: null },
    });
    expect(paths(values)).toEqual([
      'audience.segment.minTrips:adsmanager.SEGMENT_MIN_TRIPS_ABOVE_MAX',
      'fee.feeAmount:adsmanager.FIELD_NUMBER_EXPECTED',
    ]);
  });
});

describe('the form resolver', () => {
  it('gives translated nested errors, the first issue of a field winning, and no values while wrong', async () => {
    const resolver = adGroupResolver('USD', translate, false);
    const values = base({
      name: '',
      audience: { ...base().audience, segment: { ...emptySegment('Frequent'), minTrips: 4, maxTrips: 1 } },
    });
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'rule', message: 'adsmanager.AD_GROUP_NAME_REQUIRED' },
      audience: {
        segment: {
          minTrips: { type: 'rule', message: 'adsmanager.SEGMENT_MIN_TRIPS_ABOVE_MAX {"maxTrips":1}' },
        },
      },
    });
  });

  it('ADG-017 locked targeting is not checked (it is not sent), the rest still is', async () => {
    const values = base({
      audience: { ...base().audience, segment: { ...emptySegment('Frequent'), minTrips: 4, maxTrips: 1 } },
    });
    const locked = await adGroupResolver('USD', translate, true)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(locked).toEqual({ values, errors: {} });
    const stillChecked = await adGroupResolver('USD', translate, true)({ ...values, name: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(stillChecked.errors)).toEqual(['name']);
  });

  it('property: the resolver passes exactly when adGroupIssues finds nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 4 }),
        fc.option(fc.integer({ min: -5, max: 20_000 }), { nil: null }),
        async (name, hundredths) => {
          const values = base({ name, testPopulation: hundredths === null ? null : hundredths / 10_000 });
          const result = await adGroupResolver('USD', translate, false)(values, undefined, {
            fields: {},
            shouldUseNativeValidation: false,
          });
          expect(Object.keys(result.errors).length === 0).toBe(adGroupIssues(values, 'USD').length === 0);
        },
      ),
    );
  });
});

describe('where a server 400 is shown', () => {
  it('maps the server’s field names to the form’s fields', () => {
    expect(adGroupFieldOf('name')).toBe('name');
    expect(adGroupFieldOf('testPopulation')).toBe('testPopulation');
    expect(adGroupFieldOf('placementLocation')).toBe('placementLocation');
    expect(adGroupFieldOf('segment.minSpend')).toBe('audience.segment.minSpend');
    expect(adGroupFieldOf('excludeWindowMonths')).toBe('audience.segment.excludeWindowMonths');
    expect(adGroupFieldOf('feeCap')).toBe('fee.feeCap');
    expect(adGroupFieldOf('targetRoas')).toBe('fee.targetRoas');
    expect(adGroupFieldOf('institutions')).toBeUndefined();
  });
});
