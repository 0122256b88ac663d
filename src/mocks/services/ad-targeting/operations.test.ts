/** The rules of the ad-targeting operations; their 401, 403, 404 and 400 are in tests/contract/refusals.test.ts. */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CreatePredefinedSegmentTypeResponse,
  CreateTargetingCriteriaResponse,
  GetPredefinedSegmentTypeResponse,
  GetStandardSegmentTypeResponse,
  GetTargetingCriteriaResponse,
  ListAudienceSegmentationTypesResponse,
  LookupCriteriaBaseTypesResponse,
} from '@generated/ad-targeting/ad-targeting.zod';
import { expectProblem, problemOf, withTestBackend } from '../../server/testing';
import { AGENCY, fixture, US_ACCOUNT, VIEWER } from '../../fixtures/rewards';
import { SEGMENT_MESSAGES } from './operations';

const stack = withTestBackend(fixture);

const snapshot = () => JSON.stringify(stack.store.db);

const criteriaPath = (suffix = '', accountId = US_ACCOUNT) =>
  `/api/v1/ad-targeting-api/accounts/${accountId}/criteria${suffix}`;

describe('lookupCriteriaBaseTypes', () => {
  const path = `/api/v1/ad-targeting-api/accounts/${US_ACCOUNT}/criteria-base-types`;

  it('maps each found criteria to its segment’s base type (no segment: the default AllUsers), leaving out unknown ids', async () => {
    const answer = await stack.call('POST', path, {
      as: VIEWER,
      body: { targetingCriteriaIds: [8001, 8002, 8003, 9999, 8001] },
    });
    expect(answer.status).toBe(200);
    expect(LookupCriteriaBaseTypesResponse.parse(answer.body).results).toEqual([
      { targetingCriteriaId: 8001, baseType: 'Frequent' },
      { targetingCriteriaId: 8002, baseType: 'AllUsers' },
      { targetingCriteriaId: 8003, baseType: 'Lapsed' },
    ]);
  });

  it('answers 400 for an empty list', async () => {
    expectProblem(await stack.call('POST', path, { as: VIEWER, body: { targetingCriteriaIds: [] } }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'targetingCriteriaIds',
    });
  });
});

describe('targeting criteria', () => {
  const definition = (extra: Record<string, unknown> = {}) => ({
    criteriaDefinition: {
      countryCode: 'US',
      customerLocations: { include: ['DMA|501'], exclude: [] },
      purchaseBehavior: { type: 'BY_CATEGORY', purchaseCategories: { include: [110], exclude: [] } },
      segment: { brandIds: [801] },
      shareOfWallet: { lookbackInMonths: 6, minimumTrips: 1, merchantSegments: { includedSegments: [31, 32] } },
      targetedMerchantSegmentIds: [41, 42],
      ...extra,
    },
  });

  it('stores new criteria with a new id (segment defaulting to segmentation 1) and reads them back', async () => {
    const answer = await stack.call('POST', criteriaPath(), { as: AGENCY, body: definition() });
    expect(answer.status).toBe(201);
    const created = CreateTargetingCriteriaResponse.parse(answer.body);
    expect(created.targetingCriteriaId).toBeGreaterThan(8003);
    expect(created.criteriaDefinition.segment).toEqual({ audienceSegmentationId: 1, brandIds: [801] });
    const read = await stack.call('GET', criteriaPath(`/${created.targetingCriteriaId}`), { as: VIEWER });
    expect(read.status).toBe(200);
    expect(GetTargetingCriteriaResponse.parse(read.body)).toEqual(created);
  });

  it('refuses a repeated segment with JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE, changing nothing', async () => {
    const before = snapshot();
    const targeted = await stack.call('POST', criteriaPath(), {
      as: AGENCY,
      body: definition({ targetedMerchantSegmentIds: [41, 41] }),
    });
    expectProblem(targeted, 400, {
      code: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE',
      field: 'criteriaDefinition.targetedMerchantSegmentIds',
    });
    expect(problemOf(targeted).detail).toBe('Input segments duplicate found');
    const wallet = definition({ shareOfWallet: { merchantSegments: { includedSegments: [31, 32, 31] } } });
    expectProblem(await stack.call('POST', criteriaPath(), { as: AGENCY, body: wallet }), 400, {
      code: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE',
      field: 'criteriaDefinition.shareOfWallet.merchantSegments.includedSegments',
    });
    expect(snapshot()).toBe(before);
  });

  it('answers 400 for an unknown property or an unknown segmentation', async () => {
    const before = snapshot();
    expectProblem(
      await stack.call('POST', criteriaPath(), {
        as: AGENCY,
        body: { criteriaDefinition: { countryCode: 'US' }, extra: 1 },
      }),
      400,
      { code: 'VALIDATION_FAILURE' },
    );
    expectProblem(
      await stack.call('POST', criteriaPath(), {
        as: AGENCY,
        body: definition({ segment: { audienceSegmentationId: 777 } }),
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'criteriaDefinition.segment.audienceSegmentationId' },
    );
    expect(snapshot()).toBe(before);
  });
});

describe('listAudienceSegmentationTypes', () => {
  const ids = async (brandId: number, query = '') => {
    const answer = await stack.call('GET', `/api/v1/targeting/brands/${brandId}/audience-segmentation-types${query}`, {
      as: VIEWER,
    });
    expect(answer.status).toBe(200);
    return ListAudienceSegmentationTypesResponse.parse(answer.body).map((segment) => segment.segmentationTypeId);
  };

  it('answers the brand’s and the global segments by scope, widened by brandIds and narrowed by country', async () => {
    expect(await ids(801)).toEqual([1, 2, 12, 13]);
    expect(await ids(801, '?scope=Brand')).toEqual([12, 13]);
    expect(await ids(801, '?scope=Global')).toEqual([1, 2]);
    expect(await ids(801, '?isoCountryCode=US')).toEqual([1, 12, 13]);
    expect(await ids(801, '?scope=Brand&brandIds=802&brandIds=803')).toEqual([12, 13, 14]);
    expect(await ids(999, '?scope=Brand')).toEqual([]);
  });

  it('answers 400 for an unknown scope', async () => {
    const path = '/api/v1/targeting/brands/801/audience-segmentation-types';
    expectProblem(await stack.call('GET', `${path}?scope=Everything`, { as: VIEWER }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'scope',
    });
  });
});

describe('segment types by id', () => {
  const byId = '/api/v1/targeting/audience-segmentation-types-by-id';

  it('answers the predefined definition, and 404 for a segmentation type without one', async () => {
    const answer = await stack.call('GET', `${byId}/13/predefined-segment-type`, { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(GetPredefinedSegmentTypeResponse.parse(answer.body)).toMatchObject({
      segmentationTypeId: 13,
      baseType: 'Lapsed',
      excludeWindowMonths: 3,
      lookbackWindowMonths: 12,
    });
    expectProblem(await stack.call('GET', `${byId}/12/predefined-segment-type`, { as: VIEWER }), 404, {
      code: 'NOT_FOUND',
    });
  });

  it('answers the standard definition for the given brand and 400 without brandId', async () => {
    const answer = await stack.call('GET', `${byId}/12/standard-segment-type?brandId=805`, { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(GetStandardSegmentTypeResponse.parse(answer.body)).toEqual({
      segmentationTypeId: 12,
      baseType: 'Frequent',
      name: 'Frequent shoppers',
      description: 'At least 3 trips',
      brandId: 805,
    });
    expectProblem(await stack.call('GET', `${byId}/12/standard-segment-type`, { as: VIEWER }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'brandId',
    });
  });
});

describe('createPredefinedSegmentType', () => {
  const path = '/api/v1/targeting/audience-segmentation-types-by-id/predefined-segment-type';
  const segment = (extra: Record<string, unknown>) => ({
    brandId: 801,
    isoCountryCode: 'US',
    name: 'Regulars',
    lookbackWindowMonths: 12,
    ...extra,
  });
  const create = (body: Record<string, unknown>, as = AGENCY) => stack.call('POST', path, { as, body });

  it('creates the segmentation type; it reads back and is listed for the brand', async () => {
    const answer = await create(segment({ baseType: 'Frequent', minTrips: 3 }));
    expect(answer.status).toBe(201);
    const created = CreatePredefinedSegmentTypeResponse.parse(answer.body);
    expect(created).toMatchObject({
      baseType: 'Frequent',
      minTrips: 3,
      maxTrips: null,
      excludeWindowMonths: null,
      brandId: 801,
    });
    expect(created.segmentationTypeId).toBeGreaterThan(14);
    const read = await stack.call(
      'GET',
      `/api/v1/targeting/audience-segmentation-types-by-id/${created.segmentationTypeId}/predefined-segment-type`,
      { as: VIEWER },
    );
    expect(GetPredefinedSegmentTypeResponse.parse(read.body)).toEqual(created);
    const listed = ListAudienceSegmentationTypesResponse.parse(
      (await stack.call('GET', '/api/v1/targeting/brands/801/audience-segmentation-types?scope=Brand', { as: VIEWER }))
        .body,
    );
    expect(listed.map((s) => s.segmentationTypeId)).toContain(created.segmentationTypeId);
  });

  it('accepts each base type with the fields its rules need', async () => {
    expect((await create(segment({ baseType: 'New' }))).status).toBe(201);
    expect((await create(segment({ baseType: 'Existing', minSpend: 10, maxSpend: 500 }))).status).toBe(201);
    expect((await create(segment({ baseType: 'Frequent', minTrips: 3, maxTrips: 3 }))).status).toBe(201);
    expect((await create(segment({ baseType: 'Infrequent', minTrips: 0, maxTrips: 2 }))).status).toBe(201);
    expect((await create(segment({ baseType: 'Lapsed', minTrips: 1, excludeWindowMonths: 11 }))).status).toBe(201);
  });

  it('ADG-031 New, Existing and Lapsed keep the exclusion’s minTrips 1 (sent or defaulted); other types have none', async () => {
    const read = async (body: Record<string, unknown>) =>
      CreatePredefinedSegmentTypeResponse.parse((await create(segment(body))).body).exclusionMinTrips;
    expect(await read({ baseType: 'Lapsed', minTrips: 3, excludeWindowMonths: 2, exclusionMinTrips: 1 })).toBe(1);
    expect(await read({ baseType: 'New' })).toBe(1);
    expect(await read({ baseType: 'Existing', exclusionMinTrips: 1 })).toBe(1);
    expect(await read({ baseType: 'Frequent', minTrips: 2 })).toBeNull();
    expectProblem(await create(segment({ baseType: 'Frequent', minTrips: 2, exclusionMinTrips: 1 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'exclusionMinTrips',
    });
  });

  it('COUNTRY-016 refuses a spend with more decimals than the country’s currency keeps', async () => {
    expectProblem(await create(segment({ baseType: 'Existing', minSpend: 10.129, maxSpend: 500 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'minSpend',
    });
    expectProblem(
      await create(segment({ baseType: 'Existing', isoCountryCode: 'GB', minSpend: 10, maxSpend: 500.001 })),
      400,
      { code: 'VALIDATION_FAILURE', field: 'maxSpend' },
    );
    expect((await create(segment({ baseType: 'Existing', minSpend: 10.12, maxSpend: 500 }))).status).toBe(201);
  });

  it('refuses a missing lookback window with "Lookback window is required"', async () => {
    const answer = await create({ brandId: 801, isoCountryCode: 'US', name: 'New ones', baseType: 'New' });
    expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field: 'lookbackWindowMonths' });
    expect(problemOf(answer).detail).toBe(SEGMENT_MESSAGES.lookbackRequired);
  });

  it('refuses minTrips above maxTrips with "Min trips cannot be greater than max trips"', async () => {
    for (const baseType of ['Frequent', 'Infrequent']) {
      const answer = await create(segment({ baseType, minTrips: 5, maxTrips: 2 }));
      expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field: 'minTrips' });
      expect(problemOf(answer).detail).toBe('Min trips cannot be greater than max trips');
    }
  });

  it('refuses a lapsed window not shorter than the lookback window with the NS-59 message', async () => {
    const answer = await create(segment({ baseType: 'Lapsed', minTrips: 1, excludeWindowMonths: 12 }));
    expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field: 'excludeWindowMonths' });
    expect(problemOf(answer).detail).toBe('Lapsed window must be shorter than the lookback window');
  });

  it('refuses missing trips and windows of the base type and a reversed spend range, changing nothing', async () => {
    const before = snapshot();
    expectProblem(await create(segment({ baseType: 'Frequent' })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'minTrips',
    });
    expectProblem(await create(segment({ baseType: 'Infrequent', minTrips: 1 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'maxTrips',
    });
    expectProblem(await create(segment({ baseType: 'Lapsed', minTrips: 1 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'excludeWindowMonths',
    });
    expectProblem(await create(segment({ baseType: 'Lapsed', excludeWindowMonths: 3 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'minTrips',
    });
    expectProblem(await create(segment({ baseType: 'Existing', minSpend: 500, maxSpend: 10 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'minSpend',
    });
    expectProblem(await create(segment({ baseType: 'Existing', minSpend: 0.01 })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'minSpend',
    });
    expectProblem(await create(segment({ baseType: 'Sometimes' })), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'baseType',
    });
    expect(snapshot()).toBe(before);
  });
});
