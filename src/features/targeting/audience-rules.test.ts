import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PredefinedSegmentType } from '@generated/ad-targeting/model';
import type { Audience, Location } from '@generated/campaign-build/model';
import { parseAmount, moneyAmount } from '@/lib/money';
import {
  AUDIENCE_KINDS,
  audienceIssues,
  audienceSentence,
  audiencePatch,
  audiencePayload,
  audienceValuesOf,
  behaviorOf,
  emptyAudience,
  emptySegment,
  isDeterminedBehavior,
  needsSegmentationType,
  purchaseBehaviorOf,
  SEGMENT_FIELDS,
  segmentIssues,
  segmentOf,
  segmentPayload,
  withSegmentDefaults,
  type AudienceKind,
  type SegmentValues,
} from './audience-rules';

const segment = (kind: AudienceKind, values: Partial<SegmentValues> = {}): SegmentValues => ({
  ...emptySegment(kind),
  ...values,
});
const issueKeys = (values: SegmentValues, currency: 'USD' | 'GBP' = 'USD') =>
  segmentIssues(values, currency).map((issue) => `${issue.field}:${issue.key}`);
const context = { brandId: 4, country: 'US' as const, name: 'Segment' };

const location = (compositeId: string, extra: Partial<Location> = {}): Location => {
  const [geoType = 'COUNTRY', id = '0'] = compositeId.split('|');
  return { compositeId, geoType: geoType as Location['geoType'], id: Number(id), name: compositeId, ...extra };
};

describe('audience kinds and their fields (ADG-021 … ADG-027)', () => {
  it('ADG-021 the kinds come in the order of part 3 §9', () => {
    expect(AUDIENCE_KINDS).toEqual(['New', 'Lapsed', 'Infrequent', 'Frequent', 'Existing', 'AllUsers', 'Custom']);
  });

  it('ADG-025 a Frequent segment requires minTrips and a window; maxTrips is optional', () => {
    expect(SEGMENT_FIELDS.Frequent).toMatchObject({ lookback: true, minTrips: 'required', maxTrips: 'optional' });
    // the optional maximum stays empty, the required minimum becomes 0 (ADG-030)
    expect(withSegmentDefaults(segment('Frequent'))).toMatchObject({
      minTrips: 0,
      maxTrips: null,
      lookbackWindowMonths: 1,
    });
  });

  it('ADG-026 ADG-027 Infrequent needs both trips; Lapsed minTrips and an exclude window', () => {
    expect(withSegmentDefaults(segment('Infrequent'))).toMatchObject({
      minTrips: 0,
      maxTrips: 0,
      excludeWindowMonths: null,
    });
    expect(withSegmentDefaults(segment('Lapsed'))).toMatchObject({
      minTrips: 0,
      maxTrips: null,
      excludeWindowMonths: 1,
    });
    expect(withSegmentDefaults(segment('New'))).toMatchObject({
      minTrips: null,
      maxTrips: null,
      lookbackWindowMonths: 1,
    });
  });

  it('ADG-022 AllUsers and Custom use the default segmentation; the others need a type of their own', () => {
    expect(AUDIENCE_KINDS.filter(needsSegmentationType)).toEqual([
      'New',
      'Lapsed',
      'Infrequent',
      'Frequent',
      'Existing',
    ]);
    expect(segmentPayload(segment('AllUsers'), context)).toBeUndefined();
    expect(segmentPayload(segment('Custom'), context)).toBeUndefined();
  });
});

describe('defaults on submit (ADG-030)', () => {
  it('ADG-030 empty windows become 1 month and empty trips 0; typed values are kept', () => {
    expect(withSegmentDefaults(segment('Lapsed', { lookbackWindowMonths: 6 }))).toMatchObject({
      lookbackWindowMonths: 6,
      excludeWindowMonths: 1,
      minTrips: 0,
    });
    expect(segmentPayload(segment('Infrequent', { maxTrips: 3 }), context)).toMatchObject({
      lookbackWindowMonths: 1,
      minTrips: 0,
      maxTrips: 3,
    });
  });

  it('ADG-030 property: a shown field keeps any typed value and gets its default when empty; a hidden one is null', () => {
    const count = fc.option(fc.integer({ min: 0, max: 60 }), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom(...AUDIENCE_KINDS),
        count,
        count,
        count,
        count,
        (kind, lookback, exclude, min, max) => {
          const shown = SEGMENT_FIELDS[kind];
          const result = withSegmentDefaults(
            segment(kind, {
              lookbackWindowMonths: lookback,
              excludeWindowMonths: exclude,
              minTrips: min,
              maxTrips: max,
            }),
          );
          expect(result.lookbackWindowMonths).toBe(shown.lookback ? (lookback ?? 1) : null);
          expect(result.excludeWindowMonths).toBe(shown.excludeWindow ? (exclude ?? 1) : null);
          expect(result.minTrips).toBe(shown.minTrips === false ? null : (min ?? 0));
          expect(result.maxTrips).toBe(
            shown.maxTrips === false ? null : (max ?? (shown.maxTrips === 'optional' ? null : 0)),
          );
        },
      ),
    );
  });

  it('the spend range is kept only for Existing with the range switched on', () => {
    const range = { spendRange: true, minSpend: 5, maxSpend: 10 };
    expect(withSegmentDefaults(segment('Existing', range))).toMatchObject(range);
    expect(withSegmentDefaults(segment('Existing', { ...range, spendRange: false }))).toMatchObject({
      spendRange: false,
      minSpend: null,
      maxSpend: null,
    });
    expect(withSegmentDefaults(segment('Frequent', range))).toMatchObject({ spendRange: false, minSpend: null });
  });
});

describe('the exclusion (ADG-031)', () => {
  it('ADG-031 New and Existing send minTrips 1 and the exclusion’s 1', () => {
    for (const kind of ['New', 'Existing'] as const) {
      expect(segmentPayload(segment(kind, { minTrips: 9 }), context)).toMatchObject({
        baseType: kind,
        minTrips: 1,
        exclusionMinTrips: 1,
      });
    }
  });

  it('ADG-031 Lapsed keeps its own minTrips and excludes anyone with 1 trip in the exclude window', () => {
    expect(
      segmentPayload(segment('Lapsed', { minTrips: 3, lookbackWindowMonths: 12, excludeWindowMonths: 2 }), context),
    ).toEqual({
      brandId: 4,
      isoCountryCode: 'US',
      baseType: 'Lapsed',
      name: 'Segment',
      lookbackWindowMonths: 12,
      minTrips: 3,
      maxTrips: null,
      minSpend: null,
      maxSpend: null,
      excludeWindowMonths: 2,
      exclusionMinTrips: 1,
    });
  });

  it('Frequent and Infrequent have no exclusion part', () => {
    expect(segmentPayload(segment('Frequent', { minTrips: 2 }), context)).toMatchObject({
      minTrips: 2,
      exclusionMinTrips: null,
    });
    expect(segmentPayload(segment('Infrequent', { minTrips: 1, maxTrips: 2 }), context)).toMatchObject({
      exclusionMinTrips: null,
    });
  });

  it('a stored New or Existing segment loads without its exclusion trips; the others keep theirs', () => {
    const stored = (values: Partial<PredefinedSegmentType>): PredefinedSegmentType => ({
      segmentationTypeId: 40,
      baseType: 'New',
      name: 'S',
      lookbackWindowMonths: 3,
      minTrips: 1,
      maxTrips: null,
      minSpend: null,
      maxSpend: null,
      excludeWindowMonths: null,
      isoCountryCode: 'US',
      brandId: 4,
      ...values,
    });
    expect(segmentOf(stored({}), false)).toMatchObject({ kind: 'New', minTrips: null, lookbackWindowMonths: 3 });
    expect(segmentOf(stored({ baseType: 'Lapsed', minTrips: 4, excludeWindowMonths: 1 }), false)).toMatchObject({
      kind: 'Lapsed',
      minTrips: 4,
      excludeWindowMonths: 1,
    });
    expect(segmentOf(stored({ baseType: 'Existing', minSpend: 2, maxSpend: null }), false)).toMatchObject({
      spendRange: true,
      minSpend: 2,
    });
    expect(segmentOf(undefined, true).kind).toBe('Custom');
    expect(segmentOf(undefined, false).kind).toBe('AllUsers');
  });
});

describe('segment checks (ADG-028, ADG-029, the spend range, numbers as typed)', () => {
  it('ADG-028 minTrips above maxTrips is an error for Frequent and Infrequent, naming the maximum', () => {
    expect(segmentIssues(segment('Frequent', { minTrips: 3, maxTrips: 2 }), 'USD')).toEqual([
      { field: 'minTrips', key: 'adsmanager.SEGMENT_MIN_TRIPS_ABOVE_MAX', values: { maxTrips: 2 } },
    ]);
    expect(issueKeys(segment('Infrequent', { minTrips: 2, maxTrips: 2 }))).toEqual([]);
    expect(issueKeys(segment('Frequent', { minTrips: 3 }))).toEqual([]);
  });

  it('ADG-028 property: Frequent and Infrequent refuse exactly the pairs with min > max', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AudienceKind>('Frequent', 'Infrequent'),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (kind, minTrips, maxTrips) => {
          const refused = issueKeys(segment(kind, { minTrips, maxTrips })).includes(
            'minTrips:adsmanager.SEGMENT_MIN_TRIPS_ABOVE_MAX',
          );
          expect(refused).toBe(minTrips > maxTrips);
        },
      ),
    );
  });

  it('ADG-029 a lapsed window as long as the lookback window (after defaults) is an error', () => {
    expect(segmentIssues(segment('Lapsed', { lookbackWindowMonths: 3, excludeWindowMonths: 3 }), 'USD')).toEqual([
      { field: 'excludeWindowMonths', key: 'adsmanager.SEGMENT_LAPSED_WINDOW_TOO_LONG', values: { months: 3 } },
    ]);
    expect(issueKeys(segment('Lapsed', { lookbackWindowMonths: 3, excludeWindowMonths: 2 }))).toEqual([]);
    // both empty: 1 month each, so the lapsed window is as long as the lookback
    expect(issueKeys(segment('Lapsed'))).toEqual(['excludeWindowMonths:adsmanager.SEGMENT_LAPSED_WINDOW_TOO_LONG']);
  });

  it('the spend range: both required, 0.1 to 99,999, the minimum not above the maximum', () => {
    const on = (minSpend: number | null, maxSpend: number | null) =>
      segment('Existing', { spendRange: true, minSpend, maxSpend });
    expect(issueKeys(on(null, null))).toEqual([
      'minSpend:adsmanager.SEGMENT_SPEND_REQUIRED',
      'maxSpend:adsmanager.SEGMENT_SPEND_REQUIRED',
    ]);
    expect(issueKeys(on(0.1, 99_999))).toEqual([]);
    expect(issueKeys(on(0.09, 100_000))).toEqual([
      'minSpend:adsmanager.SEGMENT_SPEND_RANGE',
      'maxSpend:adsmanager.SEGMENT_SPEND_RANGE',
    ]);
    expect(segmentIssues(on(20, 10), 'USD')).toEqual([
      { field: 'minSpend', key: 'adsmanager.SEGMENT_MIN_SPEND_ABOVE_MAX', values: { max: 10 } },
    ]);
  });

  it('COUNTRY-016 spend typed as "abc", "1,000" or with a third decimal is refused at its field as typed', () => {
    const usd = moneyAmount('USD');
    const typed = (text: string) =>
      segment('Existing', { spendRange: true, minSpend: parseAmount(text, usd), maxSpend: 50 });
    expect(issueKeys(typed('abc'))).toEqual(['minSpend:adsmanager.FIELD_NUMBER_EXPECTED']);
    expect(issueKeys(typed('1,000'))).toEqual(['minSpend:adsmanager.FIELD_NUMBER_EXPECTED']);
    expect(segmentIssues(typed('10.129'), 'GBP')).toEqual([
      { field: 'minSpend', key: 'adsmanager.FIELD_MAX_DECIMALS', values: { count: 2 } },
    ]);
    expect(issueKeys(typed('-5'))).toEqual(['minSpend:adsmanager.FIELD_NOT_NEGATIVE']);
  });

  it('windows and trips are whole numbers; a hidden field is not checked', () => {
    expect(issueKeys(segment('Frequent', { minTrips: 1.5 }))).toEqual(['minTrips:adsmanager.FIELD_INTEGER_ONLY']);
    expect(issueKeys(segment('New', { lookbackWindowMonths: Number.NaN }))).toEqual([
      'lookbackWindowMonths:adsmanager.FIELD_INTEGER_ONLY',
    ]);
    expect(issueKeys(segment('New', { minTrips: Number.NaN, maxSpend: Number.NaN }))).toEqual([]);
  });
});

describe('purchase behaviour (ADG-010, NS-84)', () => {
  it('BY_CATEGORY carries its categories; EXPANDED none; DETERMINED its {product}_DETERMINED', () => {
    const audience = { ...emptyAudience(), categoriesInclude: [5411], categoriesExclude: [5812] };
    expect(purchaseBehaviorOf({ ...audience, behavior: 'BY_CATEGORY' })).toEqual({
      type: 'BY_CATEGORY',
      purchaseCategories: { include: [5411], exclude: [5812] },
    });
    expect(purchaseBehaviorOf({ ...audience, behavior: 'EXPANDED' })).toEqual({ type: 'EXPANDED' });
    expect(purchaseBehaviorOf({ ...audience, determinedType: 'FUEL_DETERMINED' })).toEqual({ type: 'FUEL_DETERMINED' });
    expect(purchaseBehaviorOf({ ...audience, determinedType: 'fuel' })).toEqual({ type: 'BRAND_DETERMINED' });
  });

  it('a stored behaviour loads back as the form holds it', () => {
    expect(behaviorOf(undefined)).toEqual({
      behavior: 'DETERMINED',
      determinedType: 'BRAND_DETERMINED',
      categoriesInclude: [],
      categoriesExclude: [],
    });
    expect(behaviorOf({ type: 'FUEL_DETERMINED' }).determinedType).toBe('FUEL_DETERMINED');
    expect(behaviorOf({ type: 'BY_CATEGORY', purchaseCategories: { include: [1], exclude: [2] } })).toMatchObject({
      behavior: 'BY_CATEGORY',
      categoriesInclude: [1],
      categoriesExclude: [2],
    });
    expect(isDeterminedBehavior('BRAND_DETERMINED')).toBe(true);
    expect(isDeterminedBehavior('DETERMINED')).toBe(false);
  });
});

describe('the audience body and its changes', () => {
  it('sends the segmentation, its segment, the behaviour, plain locations and custom audiences by id', () => {
    const audience = {
      ...emptyAudience(),
      locationsInclude: [location('DMA|501', { description: 'New York', dmaRank: 1 })],
      locationsExclude: [location('COUNTRY|840')],
      customInclude: [{ customAudienceId: 9, name: 'File', status: 'Ready' } as never],
    };
    expect(audiencePayload(audience, { name: 'A', segmentationTypeId: 40 })).toEqual({
      name: 'A',
      audienceSegmentationTypeId: 40,
      selectedSegmentIds: [40],
      purchaseBehavior: { type: 'BRAND_DETERMINED' },
      locations: {
        include: [
          { compositeId: 'DMA|501', geoType: 'DMA', id: 501, name: 'DMA|501', description: 'New York', dmaRank: 1 },
        ],
        exclude: [{ compositeId: 'COUNTRY|840', geoType: 'COUNTRY', id: 840, name: 'COUNTRY|840' }],
      },
      customAudiences: { include: [{ customAudienceId: 9 }], exclude: [] },
    });
  });

  it('a PATCH carries only what changed, and the selected segments only with a new segmentation', () => {
    const before = audiencePayload(emptyAudience(), { name: 'A', segmentationTypeId: 1 });
    expect(audiencePatch(before, before)).toEqual({});
    const moved = audiencePayload(
      { ...emptyAudience(), behavior: 'EXPANDED', locationsInclude: [location('DMA|501')] },
      { name: 'B', segmentationTypeId: 40 },
    );
    expect(audiencePatch(before, moved)).toEqual({
      name: 'B',
      audienceSegmentationTypeId: 40,
      selectedSegmentIds: [40],
      purchaseBehavior: { type: 'EXPANDED' },
      locations: moved.locations,
    });
  });

  it('a stored audience with a file on the default segmentation loads as Custom', () => {
    const stored = {
      audienceId: 5,
      name: 'A',
      audienceSegmentationTypeId: 1,
      customAudiences: { include: [{ customAudienceId: 9 }], exclude: [] },
    } as unknown as Audience;
    expect(audienceValuesOf(stored, undefined).segment.kind).toBe('Custom');
    expect(audienceValuesOf(undefined, undefined)).toEqual(emptyAudience());
  });

  it('Custom needs a file and BY_CATEGORY a category, each at its field', () => {
    expect(audienceIssues({ ...emptyAudience(), segment: emptySegment('Custom') }, 'USD')).toEqual([
      { path: ['customInclude'], key: 'adsmanager.AUDIENCE_CUSTOM_REQUIRED' },
    ]);
    expect(audienceIssues({ ...emptyAudience(), behavior: 'BY_CATEGORY' }, 'USD')).toEqual([
      { path: ['categoriesInclude'], key: 'adsmanager.AUDIENCE_CATEGORIES_REQUIRED' },
    ]);
    expect(
      audienceIssues({ ...emptyAudience(), segment: segment('Frequent', { minTrips: 3, maxTrips: 1 }) }, 'USD'),
    ).toEqual([
      { path: ['segment', 'minTrips'], key: 'adsmanager.SEGMENT_MIN_TRIPS_ABOVE_MAX', values: { maxTrips: 1 } },
    ]);
  });
});

describe('the audience in one sentence (the form, the ad group view, the review)', () => {
  const withLocations = (include: number, exclude: number) => ({
    ...emptyAudience(),
    segment: segment('Frequent', { minTrips: 3, lookbackWindowMonths: 12 }),
    locationsInclude: Array.from({ length: include }, (_, index) => location(`DMA|${String(index + 1)}`)),
    locationsExclude: Array.from({ length: exclude }, (_, index) => location(`DMA|${String(index + 100)}`)),
  });

  it('ADG-011 issue 28 names the locations it reaches and those it leaves out, only when there are some', () => {
    expect(audienceSentence(withLocations(2, 0))).toBe(
      'Frequent customers, at least 3 trips, in the last 12 months, in 2 locations',
    );
    expect(audienceSentence(withLocations(1, 1))).toBe(
      'Frequent customers, at least 3 trips, in the last 12 months, in 1 location, excluding 1 location',
    );
    expect(audienceSentence(withLocations(0, 3))).toBe(
      'Frequent customers, at least 3 trips, in the last 12 months, excluding 3 locations',
    );
    expect(audienceSentence(withLocations(0, 0))).toBe('Frequent customers, at least 3 trips, in the last 12 months');
  });
});
