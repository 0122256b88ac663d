import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CriteriaDefinition, TargetingCriteria } from '@generated/ad-targeting/model';
import type { EntityStatus } from '@generated/campaign-build/model';
import { emptyAudience, type AudienceValues } from './audience-rules';
import { compositeId } from './location-rules';
import {
  MODIFIABLE_TARGETING_STATUSES,
  TARGETING_LOCK_MESSAGE,
  criteriaDefinition,
  criteriaValuesOf,
  emptyCriteria,
  sameCriteria,
  shouldPostCriteria,
  targetingLock,
  type CriteriaValues,
} from './targeting-rules';

const STATUSES: EntityStatus[] = ['Active', 'Draft', 'InReview', 'Inactive', 'Scheduled'];
const CONTEXT = { country: 'US', segmentationTypeId: 77 } as const;

const audience: AudienceValues = {
  ...emptyAudience(),
  customInclude: [{ customAudienceId: 11, fileName: 'a.csv' }],
  customExclude: [{ customAudienceId: 12 }],
  locationsInclude: [{ compositeId: compositeId('DMA', 501), geoType: 'DMA', id: 501, name: 'New York' }],
  locationsExclude: [{ compositeId: compositeId('POSTAL_CODE', 3), geoType: 'POSTAL_CODE', id: 3, name: '10001' }],
};
const criteria: CriteriaValues = {
  brandIds: [4, 5],
  disableShopAt: true,
  targetedMerchantSegmentIds: [9],
  shareOfWallet: {
    enabled: true,
    lookbackInMonths: 6,
    minimumTrips: 2,
    maximumTrips: 8,
    excludeSelf: true,
    merchantSegmentIds: [31, 32],
  },
};

describe('the criteria definition', () => {
  it('ADG-016 holds the country, the audience files and locations, behaviour, segment, share of wallet and merchant segments', () => {
    expect(criteriaDefinition(audience, criteria, CONTEXT)).toEqual({
      countryCode: 'US',
      customAudienceFiles: { include: [11], exclude: [12] },
      customerLocations: { include: ['DMA|501'], exclude: ['POSTAL_CODE|3'] },
      disableShopAt: true,
      purchaseBehavior: { type: 'BRAND_DETERMINED' },
      purchaseCategories: { include: [], exclude: [] },
      segment: { audienceSegmentationId: 77, brandIds: [4, 5] },
      shareOfWallet: {
        excludeSelf: true,
        lookbackInMonths: 6,
        minimumTrips: 2,
        maximumTrips: 8,
        merchantSegments: { includedSegments: [31, 32] },
      },
      targetedMerchantSegmentIds: [9],
    });
  });

  it('ADG-016 purchase categories come from a by-category behaviour', () => {
    const byCategory: AudienceValues = {
      ...audience,
      behavior: 'BY_CATEGORY',
      categoriesInclude: [100, 101],
      categoriesExclude: [200],
    };
    const definition = criteriaDefinition(byCategory, emptyCriteria(), { country: 'GB', segmentationTypeId: 1 });
    expect(definition.countryCode).toBe('GB');
    expect(definition.purchaseCategories).toEqual({ include: [100, 101], exclude: [200] });
    expect(definition.purchaseBehavior).toEqual({
      type: 'BY_CATEGORY',
      purchaseCategories: { include: [100, 101], exclude: [200] },
    });
  });

  it('ADG-016 share of wallet is null when off, and fills an empty lookback with 1 month and empty minimum trips with 0', () => {
    expect(criteriaDefinition(audience, emptyCriteria([4]), CONTEXT).shareOfWallet).toBeNull();
    expect(criteriaDefinition(audience, emptyCriteria([4]), CONTEXT).disableShopAt).toBe(false);
    const open: CriteriaValues = {
      ...criteria,
      shareOfWallet: { ...emptyCriteria().shareOfWallet, enabled: true },
    };
    expect(criteriaDefinition(audience, open, CONTEXT).shareOfWallet).toEqual({
      excludeSelf: false,
      lookbackInMonths: 1,
      minimumTrips: 0,
      merchantSegments: { includedSegments: [] },
    });
    // An empty maximum is left out, not sent as null; zero is a maximum.
    const noMax = criteriaDefinition(
      audience,
      { ...criteria, shareOfWallet: { ...criteria.shareOfWallet, maximumTrips: null } },
      CONTEXT,
    );
    expect(noMax.shareOfWallet && 'maximumTrips' in noMax.shareOfWallet).toBe(false);
    const zeroMax = criteriaDefinition(
      audience,
      { ...criteria, shareOfWallet: { ...criteria.shareOfWallet, maximumTrips: 0 } },
      CONTEXT,
    );
    expect(zeroMax.shareOfWallet?.maximumTrips).toBe(0);
  });

  it('the definition holds copies: changing the form afterwards does not change it', () => {
    const values = structuredClone(criteria);
    const definition = criteriaDefinition(audience, values, CONTEXT);
    values.brandIds.push(6);
    values.targetedMerchantSegmentIds.push(10);
    values.shareOfWallet.merchantSegmentIds.push(33);
    expect(definition.segment?.brandIds).toEqual([4, 5]);
    expect(definition.targetedMerchantSegmentIds).toEqual([9]);
    expect(definition.shareOfWallet?.merchantSegments?.includedSegments).toEqual([31, 32]);
  });
});

describe('the form values of stored criteria', () => {
  it('a new ad group starts with the given brands and share of wallet off', () => {
    expect(criteriaValuesOf(undefined, [4])).toEqual({
      brandIds: [4],
      disableShopAt: false,
      targetedMerchantSegmentIds: [],
      shareOfWallet: {
        enabled: false,
        lookbackInMonths: null,
        minimumTrips: null,
        maximumTrips: null,
        excludeSelf: false,
        merchantSegmentIds: [],
      },
    });
  });

  it('stored criteria are read back as the form sent them', () => {
    const stored = {
      targetingCriteriaId: 1,
      created: '2026-01-01T00:00:00Z',
      criteriaDefinition: criteriaDefinition(audience, criteria, CONTEXT),
    };
    expect(criteriaValuesOf(stored, [99])).toEqual(criteria);
  });

  it('missing parts of stored criteria read as empty; stored brands win over the campaign brands', () => {
    const bare: TargetingCriteria = {
      targetingCriteriaId: 1,
      created: '2026-01-01T00:00:00Z',
      criteriaDefinition: { countryCode: 'US' },
    };
    expect(criteriaValuesOf(bare, [4])).toEqual(emptyCriteria([4]));
    const sparse: TargetingCriteria = {
      ...bare,
      criteriaDefinition: {
        countryCode: 'US',
        segment: { audienceSegmentationId: 1, brandIds: [] },
        shareOfWallet: {},
      },
    };
    expect(criteriaValuesOf(sparse, [4])).toEqual({
      ...emptyCriteria([]),
      shareOfWallet: { ...emptyCriteria().shareOfWallet, enabled: true },
    });
  });

  it('for any form values, sending, reading back and sending again gives the same criteria', () => {
    const ids = fc.uniqueArray(fc.nat({ max: 1000 }), { maxLength: 4 });
    const maybe = fc.option(fc.nat({ max: 24 }), { nil: null });
    const valuesArb: fc.Arbitrary<CriteriaValues> = fc.record({
      brandIds: ids,
      disableShopAt: fc.boolean(),
      targetedMerchantSegmentIds: ids,
      shareOfWallet: fc.record({
        enabled: fc.boolean(),
        lookbackInMonths: maybe,
        minimumTrips: maybe,
        maximumTrips: maybe,
        excludeSelf: fc.boolean(),
        merchantSegmentIds: ids,
      }),
    });
    fc.assert(
      fc.property(valuesArb, (values) => {
        const sent = criteriaDefinition(audience, values, CONTEXT);
        const read = criteriaValuesOf(
          { targetingCriteriaId: 1, created: '2026-01-01T00:00:00Z', criteriaDefinition: sent },
          [],
        );
        expect(read.brandIds).toEqual(values.brandIds);
        expect(read.shareOfWallet.enabled).toBe(values.shareOfWallet.enabled);
        const again = criteriaDefinition(audience, read, CONTEXT);
        expect(again).toEqual(sent);
        expect(sameCriteria(again, sent)).toBe(true);
      }),
    );
  });
});

describe('comparing criteria', () => {
  const definition = criteriaDefinition(audience, criteria, CONTEXT);

  it('ADG-018 key order and server-only flags do not make criteria different', () => {
    const reordered = Object.fromEntries(Object.entries(definition).reverse()) as CriteriaDefinition;
    expect(sameCriteria(definition, reordered)).toBe(true);
    expect(sameCriteria(definition, { ...definition, fullSupport: true, isLegacySow: false, projection: true })).toBe(
      true,
    );
    expect(sameCriteria(definition, { ...definition, purchaseBehavior: undefined })).toBe(false);
  });

  it('ADG-018 any changed targeting makes criteria different', () => {
    const other = (values: Partial<CriteriaValues>, audienceValues: Partial<AudienceValues> = {}) =>
      criteriaDefinition({ ...audience, ...audienceValues }, { ...criteria, ...values }, CONTEXT);
    expect(sameCriteria(definition, other({}))).toBe(true);
    expect(sameCriteria(definition, other({ brandIds: [4] }))).toBe(false);
    expect(sameCriteria(definition, other({ brandIds: [5, 4] }))).toBe(false);
    expect(sameCriteria(definition, other({ disableShopAt: false }))).toBe(false);
    expect(sameCriteria(definition, other({ shareOfWallet: { ...criteria.shareOfWallet, minimumTrips: 3 } }))).toBe(
      false,
    );
    expect(sameCriteria(definition, other({}, { locationsExclude: [] }))).toBe(false);
    expect(sameCriteria(definition, other({}, { behavior: 'EXPANDED' }))).toBe(false);
    expect(sameCriteria(definition, { ...definition, countryCode: 'GB' })).toBe(false);
  });

  it('ADG-018 lists are compared entry by entry, and share of wallet off differs from on', () => {
    const brands = (brandIds: number[]) => criteriaDefinition(audience, { ...criteria, brandIds }, CONTEXT);
    expect(sameCriteria(brands([1, 23]), brands([12, 3]))).toBe(false);
    expect(sameCriteria(brands([1, 23]), brands([1, 23]))).toBe(true);
    const off = criteriaDefinition(audience, emptyCriteria([4, 5]), CONTEXT);
    expect(sameCriteria(off, criteriaDefinition(audience, emptyCriteria([4, 5]), CONTEXT))).toBe(true);
    expect(sameCriteria(off, { ...off, shareOfWallet: definition.shareOfWallet })).toBe(false);
    expect(sameCriteria(off, { ...off, shareOfWallet: undefined })).toBe(false);
  });

  it('a changed leaf value anywhere in a definition is noticed', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), (a, b) => {
        const left = criteriaDefinition(audience, { ...criteria, targetedMerchantSegmentIds: [a] }, CONTEXT);
        const right = criteriaDefinition(audience, { ...criteria, targetedMerchantSegmentIds: [b] }, CONTEXT);
        expect(sameCriteria(left, right)).toBe(a === b);
      }),
    );
  });
});

describe('when targeting may change', () => {
  it('ADG-017 a new or Draft ad group can always change its targeting', () => {
    for (const flag of [false, true]) {
      expect(targetingLock(undefined, flag)).toBeUndefined();
      expect(targetingLock('Draft', flag)).toBeUndefined();
    }
  });

  it('ADG-017 with the flag off every other status is locked as non-draft', () => {
    for (const status of ['Active', 'InReview', 'Inactive', 'Scheduled'] as const) {
      expect(targetingLock(status, false)).toBe('nonDraft');
    }
  });

  it('ADG-017 NS-42 with the flag on InReview and Scheduled open; Active and Inactive stay locked', () => {
    expect(MODIFIABLE_TARGETING_STATUSES).toEqual(['InReview', 'Scheduled']);
    expect(targetingLock('InReview', true)).toBeUndefined();
    expect(targetingLock('Scheduled', true)).toBeUndefined();
    expect(targetingLock('Active', true)).toBe('status');
    expect(targetingLock('Inactive', true)).toBe('status');
  });

  it('each lock has its own message', () => {
    expect(TARGETING_LOCK_MESSAGE).toEqual({
      nonDraft: 'adsmanager.TARGETING_LOCKED_NON_DRAFT',
      status: 'adsmanager.TARGETING_LOCKED_STATUS',
    });
  });
});

describe('posting criteria', () => {
  const stored = criteriaDefinition(audience, criteria, CONTEXT);
  const changed = criteriaDefinition(audience, { ...criteria, disableShopAt: false }, CONTEXT);

  it('ADG-018 a new ad group always posts its criteria', () => {
    expect(shouldPostCriteria({ status: undefined, modifiableFlag: false, stored: undefined, next: changed })).toBe(
      true,
    );
    expect(shouldPostCriteria({ status: 'Active', modifiableFlag: false, stored: undefined, next: changed })).toBe(
      true,
    );
  });

  it('ADG-018 changed criteria are posted when the targeting may change; unchanged ones never', () => {
    expect(shouldPostCriteria({ status: 'Draft', modifiableFlag: false, stored, next: changed })).toBe(true);
    expect(
      shouldPostCriteria({ status: 'Draft', modifiableFlag: false, stored, next: { ...stored, projection: true } }),
    ).toBe(false);
    expect(shouldPostCriteria({ status: 'InReview', modifiableFlag: true, stored, next: changed })).toBe(true);
    expect(shouldPostCriteria({ status: 'InReview', modifiableFlag: true, stored, next: stored })).toBe(false);
    expect(shouldPostCriteria({ status: 'InReview', modifiableFlag: false, stored, next: changed })).toBe(false);
    expect(shouldPostCriteria({ status: 'Active', modifiableFlag: true, stored, next: changed })).toBe(false);
  });

  it('ADG-017 ADG-018 for any status and flag, criteria are posted exactly when new, or changed and unlocked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES, undefined),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (status, flag, isNew, isChanged) => {
          const unlocked =
            status === undefined || status === 'Draft' || (flag && (status === 'InReview' || status === 'Scheduled'));
          expect(targetingLock(status, flag) === undefined).toBe(unlocked);
          const posted = shouldPostCriteria({
            status,
            modifiableFlag: flag,
            stored: isNew ? undefined : stored,
            next: isChanged ? changed : stored,
          });
          expect(posted).toBe(isNew || (unlocked && isChanged));
        },
      ),
    );
  });
});
