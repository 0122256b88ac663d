/**
 * The ad-targeting service of the fake backend (stateful handlers over the store): targeting
 * criteria and their base segment types, the audience segments of brands, and predefined
 * segment types with the segment rules (ADG-023 to ADG-029, NS-59).
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/ad-targeting/schema';
import {
  CreatePredefinedSegmentTypeBody,
  CreateTargetingCriteriaBody,
  CreateTargetingCriteriaParams,
  GetPredefinedSegmentTypeParams,
  GetStandardSegmentTypeParams,
  GetStandardSegmentTypeQueryParams,
  GetTargetingCriteriaParams,
  ListAudienceSegmentationTypesParams,
  ListAudienceSegmentationTypesQueryParams,
  LookupCriteriaBaseTypesBody,
  LookupCriteriaBaseTypesParams,
} from '@generated/ad-targeting/ad-targeting.zod';
import { countryRules } from '@/lib/countries';
import { amountProblem, moneyAmount } from '@/lib/money';
import type { AdTargetingSchemas, Db } from '../db/types';
import type { Backend } from '../server/backend';
import { plainCopy } from '../db/store';
import { guard, onAccount } from '../server/guard';
import { firstDuplicate, freshId, isoNow } from '../server/records';
import { badRequest, duplicateSegments, notFound } from '../server/respond';
import { check, checkBody, checkParams, checkQuery, isRecord, readJson } from '../server/validate';
import { targetingLookupHandlers } from './targeting-lookups';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

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
  for (const [field, spend] of [
    ['minSpend', minSpend],
    ['maxSpend', maxSpend],
  ] as const) {
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

function criteriaHandlers(backend: Backend): RequestHandler[] {
  return [
    http.post(
      '/api/v1/ad-targeting-api/accounts/{accountId}/criteria-base-types',
      async ({ request, params, response }) => {
        const access = await guard(backend, request, LookupCriteriaBaseTypesParams, params, onAccount('campaign.read'));
        if (!access.ok) return response.untyped(access.response);
        const body = await checkBody(LookupCriteriaBaseTypesBody, request);
        if (!body.ok) return response.untyped(body.response);
        const { db } = backend.store;
        const results: AdTargetingSchemas['CriteriaBaseType'][] = [];
        for (const targetingCriteriaId of new Set(body.value.targetingCriteriaIds)) {
          const criteria = db.targetingCriteria.find(
            (candidate) => candidate.targetingCriteriaId === targetingCriteriaId,
          );
          if (!criteria) continue;
          const baseType = baseTypeOf(
            db,
            criteria.criteriaDefinition.segment?.audienceSegmentationId ?? DEFAULT_SEGMENTATION_ID,
          );
          if (baseType) results.push({ targetingCriteriaId, baseType });
        }
        return response(200).json({ results });
      },
    ),

    http.get('/api/v1/ad-targeting-api/accounts/{accountId}/criteria/{id}', async ({ request, params, response }) => {
      const access = await guard(backend, request, GetTargetingCriteriaParams, params, onAccount('campaign.read'));
      if (!access.ok) return response.untyped(access.response);
      const { id } = access.path;
      const criteria = backend.store.db.targetingCriteria.find((candidate) => candidate.targetingCriteriaId === id);
      if (!criteria) return response.untyped(notFound('Targeting criteria', id));
      return response(200).json(plainCopy(criteria));
    }),

    http.post('/api/v1/ad-targeting-api/accounts/{accountId}/criteria', async ({ request, params, response }) => {
      const access = await guard(backend, request, CreateTargetingCriteriaParams, params, onAccount('campaign.write'));
      if (!access.ok) return response.untyped(access.response);
      const body = await checkBody(CreateTargetingCriteriaBody, request);
      if (!body.ok) return response.untyped(body.response);
      const definition = body.value.criteriaDefinition;
      const repeated: [string, readonly number[] | undefined][] = [
        ['criteriaDefinition.targetedMerchantSegmentIds', definition.targetedMerchantSegmentIds],
        [
          'criteriaDefinition.shareOfWallet.merchantSegments.includedSegments',
          definition.shareOfWallet?.merchantSegments?.includedSegments,
        ],
        ['criteriaDefinition.segment.brandIds', definition.segment?.brandIds],
      ];
      for (const [field, ids] of repeated) {
        if (ids && firstDuplicate(ids) !== undefined) return response.untyped(duplicateSegments(field));
      }
      const segmentationId = definition.segment?.audienceSegmentationId;
      if (segmentationId !== undefined && !baseTypeOf(backend.store.db, segmentationId)) {
        const field = 'criteriaDefinition.segment.audienceSegmentationId';
        return response.untyped(badRequest(`${field}: segmentation type ${segmentationId} not found`, field));
      }
      const created = backend.store.write((db) => {
        const criteria: AdTargetingSchemas['TargetingCriteria'] = {
          targetingCriteriaId: freshId(
            backend,
            'targetingCriteria',
            db.targetingCriteria.map((candidate) => candidate.targetingCriteriaId),
          ),
          created: isoNow(backend),
          criteriaDefinition: plainCopy(definition),
        };
        db.targetingCriteria.push(criteria);
        return plainCopy(criteria);
      });
      return response(201).json(created);
    }),
  ];
}

function segmentHandlers(backend: Backend): RequestHandler[] {
  const byId = '/api/v1/targeting/audience-segmentation-types-by-id' as const;
  return [
    http.get(
      '/api/v1/targeting/brands/{brandId}/audience-segmentation-types',
      async ({ request, params, response }) => {
        const session = await backend.require(request, { permission: 'campaign.read' });
        if (session instanceof Response) return response.untyped(session);
        const path = checkParams(ListAudienceSegmentationTypesParams, params);
        if (!path.ok) return response.untyped(path.response);
        const query = checkQuery(ListAudienceSegmentationTypesQueryParams, request, ['brandIds']);
        if (!query.ok) return response.untyped(query.response);
        const { brandIds = [], isoCountryCode, scope } = query.value;
        const brands = new Set([path.value.brandId, ...brandIds]);
        const segments = backend.store.db.segments.filter((segment) => {
          if (isoCountryCode !== undefined && segment.isoCountryCode !== isoCountryCode) return false;
          const global = segment.brandId === undefined;
          const own = segment.brandId !== undefined && brands.has(segment.brandId);
          return scope === 'Brand' ? own : scope === 'Global' ? global : own || global;
        });
        return response(200).json(plainCopy(segments));
      },
    ),

    http.post(`${byId}/predefined-segment-type`, async ({ request, response }) => {
      const session = await backend.require(request, { permission: 'campaign.write' });
      if (session instanceof Response) return response.untyped(session);
      const read = await readJson(request);
      if (!read.ok) return response.untyped(read.response);
      const json = read.value;
      if (isRecord(json) && (json.lookbackWindowMonths === undefined || json.lookbackWindowMonths === null)) {
        return response.untyped(badRequest(SEGMENT_MESSAGES.lookbackRequired, 'lookbackWindowMonths'));
      }
      const body = check(CreatePredefinedSegmentTypeBody, json);
      if (!body.ok) return response.untyped(body.response);
      const failure = segmentRuleFailure(body.value);
      if (failure) return response.untyped(failure);
      const created = backend.store.write((db) => {
        const taken = [...db.segments, ...db.predefinedSegments].map((segment) => segment.segmentationTypeId);
        const segmentationTypeId = freshId(backend, 'segment', [...taken, DEFAULT_SEGMENTATION_ID]);
        const { brandId, isoCountryCode, baseType, name, lookbackWindowMonths } = body.value;
        const predefined: AdTargetingSchemas['PredefinedSegmentType'] = {
          segmentationTypeId,
          baseType,
          name,
          lookbackWindowMonths,
          minTrips: body.value.minTrips ?? null,
          maxTrips: body.value.maxTrips ?? null,
          minSpend: body.value.minSpend ?? null,
          maxSpend: body.value.maxSpend ?? null,
          excludeWindowMonths: body.value.excludeWindowMonths ?? null,
          exclusionMinTrips: EXCLUSION_TYPES.includes(baseType) ? (body.value.exclusionMinTrips ?? 1) : null,
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
        return plainCopy(predefined);
      });
      return response(201).json(created);
    }),

    http.get(`${byId}/{segmentationTypeId}/predefined-segment-type`, async ({ request, params, response }) => {
      const session = await backend.require(request, { permission: 'campaign.read' });
      if (session instanceof Response) return response.untyped(session);
      const path = checkParams(GetPredefinedSegmentTypeParams, params);
      if (!path.ok) return response.untyped(path.response);
      const { segmentationTypeId } = path.value;
      const predefined = backend.store.db.predefinedSegments.find(
        (segment) => segment.segmentationTypeId === segmentationTypeId,
      );
      if (!predefined) return response.untyped(notFound('Predefined segment type', segmentationTypeId));
      return response(200).json(plainCopy(predefined));
    }),

    http.get(`${byId}/{segmentationTypeId}/standard-segment-type`, async ({ request, params, response }) => {
      const session = await backend.require(request, { permission: 'campaign.read' });
      if (session instanceof Response) return response.untyped(session);
      const path = checkParams(GetStandardSegmentTypeParams, params);
      if (!path.ok) return response.untyped(path.response);
      const query = checkQuery(GetStandardSegmentTypeQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { segmentationTypeId } = path.value;
      const segment = backend.store.db.segments.find(
        (candidate) => candidate.segmentationTypeId === segmentationTypeId,
      );
      if (!segment) return response.untyped(notFound('Segmentation type', segmentationTypeId));
      const standard: AdTargetingSchemas['StandardSegmentType'] = {
        segmentationTypeId,
        baseType: segment.baseType,
        name: segment.name,
        brandId: query.value.brandId,
      };
      if (segment.description !== undefined) standard.description = segment.description;
      return response(200).json(standard);
    }),
  ];
}

export function adTargetingHandlers(backend: Backend): RequestHandler[] {
  return [...criteriaHandlers(backend), ...segmentHandlers(backend), ...targetingLookupHandlers(backend)];
}
