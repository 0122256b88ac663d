/**
 * The ad-targeting service of the fake backend: targeting criteria and their base segment types,
 * the audience segments of brands, predefined segment types with the segment rules (ADG-023 to
 * ADG-029, NS-59) and the lookups of locations, purchase categories and merchant segments.
 */
import { countryRules } from '@/lib/countries';
import { amountProblem, moneyAmount } from '@/lib/money';
import type { AdTargetingSchemas, Db } from '../../db/types';
import { onAccount } from '../../server/guard';
import { containsText, page } from '../../server/list';
import { defineOperations } from '../../server/operations';
import { firstDuplicate, freshId, isoNow } from '../../server/records';
import { badRequest, duplicateSegments, fail, failIf, invalid, notFound } from '../../server/respond';
import { isRecord } from '../../server/validate';
import { categoryTree, locationOrder, locationSearch, LOOKUP_COUNTRY_IDS } from './targeting-lookups';

type BaseType = AdTargetingSchemas['BaseSegmentType'];
type PredefinedSegmentCreate = AdTargetingSchemas['PredefinedSegmentCreate'];

/** The default segmentation of criteria without a segment (ADG-022). */
export const DEFAULT_SEGMENTATION_ID = 1;

/** NS-59 messages. */
export const SEGMENT_MESSAGES = {
  lookbackRequired: 'Lookback window is required',
  minTripsAboveMax: 'Min trips cannot be greater than max trips',
  lapsedWindowTooLong: 'Lapsed window must be shorter than the lookback window',
  minTripsRequired: 'Min trips is required',
  maxTripsRequired: 'Max trips is required',
  lapsedWindowRequired: 'Lapsed window is required',
  minSpendAboveMax: 'Min spend cannot be greater than max spend',
} as const;

/** ADG-031: the base types with an exclusion part (Lapsed: its exclude window). */
const EXCLUSION_TYPES: readonly BaseType[] = ['New', 'Existing', 'Lapsed'];

/** The base type of a segmentation type, from the segment list or the predefined definitions. */
function baseTypeOf(db: Db, segmentationTypeId: number): BaseType | undefined {
  return (
    db.segments.find((segment) => segment.segmentationTypeId === segmentationTypeId)?.baseType ??
    db.predefinedSegments.find((segment) => segment.segmentationTypeId === segmentationTypeId)?.baseType ??
    (segmentationTypeId === DEFAULT_SEGMENTATION_ID ? 'AllUsers' : undefined)
  );
}

/**
 * The rules of a predefined segment by base type (part 3 §5, the operation description):
 * a 400 naming the field with the NS-59 message, or undefined.
 */
export function segmentRuleFailure(body: PredefinedSegmentCreate): Response | undefined {
  const { baseType, lookbackWindowMonths, minTrips, maxTrips, minSpend, maxSpend, excludeWindowMonths } = body;
  const has = (value: number | null | undefined): value is number => value !== null && value !== undefined;
  const needsMinTrips = baseType === 'Frequent' || baseType === 'Infrequent' || baseType === 'Lapsed';
  if (needsMinTrips && !has(minTrips)) return badRequest(SEGMENT_MESSAGES.minTripsRequired, 'minTrips');
  if (baseType === 'Infrequent' && !has(maxTrips)) return badRequest(SEGMENT_MESSAGES.maxTripsRequired, 'maxTrips');
  if (has(minTrips) && has(maxTrips) && minTrips > maxTrips)
    return badRequest(SEGMENT_MESSAGES.minTripsAboveMax, 'minTrips');
  const { currency } = countryRules(body.isoCountryCode);
  for (const field of ['minSpend', 'maxSpend'] as const) {
    const spend = body[field];
    if (has(spend) && amountProblem(spend, moneyAmount(currency)))
      return badRequest(`${field}: must be a ${currency} amount with at most 2 decimals`, field);
  }
  if (has(minSpend) && has(maxSpend) && minSpend > maxSpend)
    return badRequest(SEGMENT_MESSAGES.minSpendAboveMax, 'minSpend');
  if (has(body.exclusionMinTrips) && !EXCLUSION_TYPES.includes(baseType)) {
    return badRequest(`exclusionMinTrips: a ${baseType} segment has no exclusion part`, 'exclusionMinTrips');
  }
  if (baseType === 'Lapsed') {
    if (!has(excludeWindowMonths)) return badRequest(SEGMENT_MESSAGES.lapsedWindowRequired, 'excludeWindowMonths');
    if (excludeWindowMonths >= lookbackWindowMonths)
      return badRequest(SEGMENT_MESSAGES.lapsedWindowTooLong, 'excludeWindowMonths');
  }
  return undefined;
}

/** The lookups and the segment types by id: anyone who may read a campaign somewhere. */
const CAMPAIGN_READ = { permission: 'campaign.read' } as const;

export const adTargeting = defineOperations('ad-targeting', {
  lookupCriteriaBaseTypes: {
    access: onAccount('campaign.read'),
    read: ({ body, db }) => {
      const results: AdTargetingSchemas['CriteriaBaseType'][] = [];
      for (const targetingCriteriaId of new Set(body.targetingCriteriaIds)) {
        const criteria = db.targetingCriteria.find((c) => c.targetingCriteriaId === targetingCriteriaId);
        if (!criteria) continue;
        const segment = criteria.criteriaDefinition.segment;
        const baseType = baseTypeOf(db, segment?.audienceSegmentationId ?? DEFAULT_SEGMENTATION_ID);
        if (baseType) results.push({ targetingCriteriaId, baseType });
      }
      return { results };
    },
  },

  getTargetingCriteria: {
    access: onAccount('campaign.read'),
    read: ({ path: { id }, db }) =>
      db.targetingCriteria.find((candidate) => candidate.targetingCriteriaId === id) ??
      fail(notFound('Targeting criteria', id)),
  },

  createTargetingCriteria: {
    access: onAccount('campaign.write'),
    write: ({ body: { criteriaDefinition: definition }, db, backend }) => {
      const repeated: [string, readonly number[] | undefined][] = [
        ['criteriaDefinition.targetedMerchantSegmentIds', definition.targetedMerchantSegmentIds],
        [
          'criteriaDefinition.shareOfWallet.merchantSegments.includedSegments',
          definition.shareOfWallet?.merchantSegments?.includedSegments,
        ],
        ['criteriaDefinition.segment.brandIds', definition.segment?.brandIds],
      ];
      for (const [field, ids] of repeated) {
        if (ids && firstDuplicate(ids) !== undefined) fail(duplicateSegments(field));
      }
      const segmentationId = definition.segment?.audienceSegmentationId;
      if (segmentationId !== undefined && !baseTypeOf(db, segmentationId)) {
        const field = 'criteriaDefinition.segment.audienceSegmentationId';
        invalid(field, `segmentation type ${segmentationId} not found`);
      }
      const taken = db.targetingCriteria.map((c) => c.targetingCriteriaId);
      const criteria: AdTargetingSchemas['TargetingCriteria'] = {
        targetingCriteriaId: freshId(backend, 'targetingCriteria', taken),
        created: isoNow(backend),
        criteriaDefinition: definition,
      };
      db.targetingCriteria.push(criteria);
      return criteria;
    },
  },

  listAudienceSegmentationTypes: {
    access: CAMPAIGN_READ,
    read: ({ path: { brandId }, query: { brandIds = [], isoCountryCode, scope }, db }) => {
      const brands = new Set([brandId, ...brandIds]);
      return db.segments.filter((segment) => {
        if (isoCountryCode !== undefined && segment.isoCountryCode !== isoCountryCode) return false;
        const global = segment.brandId === undefined;
        const own = segment.brandId !== undefined && brands.has(segment.brandId);
        return scope === 'Brand' ? own : scope === 'Global' ? global : own || global;
      });
    },
  },

  createPredefinedSegmentType: {
    access: { permission: 'campaign.write' },
    // NS-59: a missing lookback window has its own message, not the schema's.
    before: (json) => {
      if (isRecord(json) && (json.lookbackWindowMonths === undefined || json.lookbackWindowMonths === null))
        fail(badRequest(SEGMENT_MESSAGES.lookbackRequired, 'lookbackWindowMonths'));
    },
    write: ({ body, db, backend }) => {
      failIf(segmentRuleFailure(body));
      const taken = [...db.segments, ...db.predefinedSegments].map((segment) => segment.segmentationTypeId);
      const segmentationTypeId = freshId(backend, 'segment', [...taken, DEFAULT_SEGMENTATION_ID]);
      const { brandId, isoCountryCode, baseType, name, lookbackWindowMonths } = body;
      const predefined: AdTargetingSchemas['PredefinedSegmentType'] = {
        segmentationTypeId,
        baseType,
        name,
        lookbackWindowMonths,
        minTrips: body.minTrips ?? null,
        maxTrips: body.maxTrips ?? null,
        minSpend: body.minSpend ?? null,
        maxSpend: body.maxSpend ?? null,
        excludeWindowMonths: body.excludeWindowMonths ?? null,
        exclusionMinTrips: EXCLUSION_TYPES.includes(baseType) ? (body.exclusionMinTrips ?? 1) : null,
        isoCountryCode,
        brandId,
      };
      db.predefinedSegments.push(predefined);
      db.segments.push({
        segmentationTypeId,
        brandId,
        createdAt: isoNow(backend),
        isActive: true,
        isoCountryCode,
        name,
        baseType,
      });
      return predefined;
    },
  },

  getPredefinedSegmentType: {
    access: CAMPAIGN_READ,
    read: ({ path: { segmentationTypeId }, db }) =>
      db.predefinedSegments.find((segment) => segment.segmentationTypeId === segmentationTypeId) ??
      fail(notFound('Predefined segment type', segmentationTypeId)),
  },

  getStandardSegmentType: {
    access: CAMPAIGN_READ,
    read: ({ path: { segmentationTypeId }, query: { brandId }, db }) => {
      const segment =
        db.segments.find((candidate) => candidate.segmentationTypeId === segmentationTypeId) ??
        fail(notFound('Segmentation type', segmentationTypeId));
      const { baseType, name, description } = segment;
      return { segmentationTypeId, baseType, name, brandId, ...(description !== undefined && { description }) };
    },
  },

  searchLocations: {
    access: CAMPAIGN_READ,
    read: ({ query: { countryCode, geoType, page: number, perPage, search: text }, db }) => {
      const countryId = LOOKUP_COUNTRY_IDS[countryCode];
      const search = locationSearch(text, countryCode);
      const found = db.locations
        .filter(
          (location) =>
            location.countryId === countryId &&
            (geoType === undefined || location.geoType === geoType) &&
            containsText([location.name, location.code, location.abbreviation, location.alias], search),
        )
        .sort(locationOrder);
      return page(found, { page: number, perPage });
    },
  },

  listPurchaseCategories: {
    access: CAMPAIGN_READ,
    read: ({ query: { countryCode, search }, db }) =>
      categoryTree(db.purchaseCategories, LOOKUP_COUNTRY_IDS[countryCode], search),
  },

  searchMerchantSegments: {
    access: CAMPAIGN_READ,
    read: ({ query: { countryCode, brandId, search, page: number, perPage }, db }) => {
      const found = db.merchantSegments
        .filter(
          (segment) =>
            segment.countryCode === countryCode &&
            (brandId === undefined || segment.brandId === brandId) &&
            containsText([segment.name, segment.brandName], search),
        )
        .sort((a, b) => a.brandName.localeCompare(b.brandName) || a.name.localeCompare(b.name));
      return page(found, { page: number, perPage });
    },
  },
});
