// @vitest-environment node
import type { PurchaseCategory } from '@generated/ad-targeting/model';
import { describe, expect, it } from 'vitest';
import {
  ListAudienceSegmentationTypesResponse,
  ListPurchaseCategoriesResponse,
  SearchLocationsResponse,
  SearchMerchantSegmentsResponse,
  CreateTargetingCriteriaResponse,
} from '@generated/ad-targeting/ad-targeting.zod';
import {
  CreateAdGroupResponse,
  CreateAudienceResponse,
  CreatePricingModelResponse,
  ListCustomAudiencesResponse,
  ListInstitutionsResponse,
  UploadCustomAudienceResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { expectProblem, parsed, unchanged, withTestBackend } from '../../server/testing';
import { campaignBuildFixture, GB, MANAGER, US, V1, V6, V8, VIEWER } from '../../fixtures/campaign-build';

const stack = withTestBackend(campaignBuildFixture);
const TARGETING = '/api/v1/targeting';
const audiences = (accountId = US) => `${V8}/accounts/${accountId}/audiences`;
const fees = (accountId = US) => `${V6}/accounts/${accountId}/pricingmodels`;
const adGroupPath = (id: number, accountId = US) => `${V6}/accounts/${accountId}/adgroups/${id}`;

const DMA_501 = {
  compositeId: 'DMA|501',
  geoType: 'DMA',
  id: 501,
  name: 'New York',
  countryId: 840,
  code: '501',
  dmaCode: '501',
  dmaRank: 1,
};
const ZIP_10001 = { compositeId: 'POSTAL_CODE|10001', geoType: 'POSTAL_CODE', id: 10001, name: '10001', code: '10001' };

function setStatus(adGroupId: number, status: 'Draft' | 'Active' | 'InReview' | 'Scheduled' | 'Inactive') {
  stack.store.write((db) => {
    const group = db.adGroups.find((g) => g.adGroupId === adGroupId);
    if (group) group.adGroupStatus = status;
  });
}

function upload(name: string, text: string, description?: string) {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/csv' }));
  if (description !== undefined) form.append('description', description);
  return stack.call('POST', `${V8}/accounts/${US}/custom-audiences`, { as: MANAGER, body: form });
}

describe('lookups (NS-79 … NS-83)', () => {
  it('institutions of a country, searched by name or code name and paged by header', async () => {
    const answer = await stack.call('GET', `${V1}/institutions?countryCode=US&search=bank&perPage=1`, { as: VIEWER });
    expect(parsed(ListInstitutionsResponse, answer).map((i) => i.name)).toEqual(['North Bank']);
    expect(answer.headers.get('pagination-totalcount')).toBe('1');
    const gb = await stack.call('GET', `${V1}/institutions?countryCode=GB`, { as: VIEWER });
    expect(parsed(ListInstitutionsResponse, gb).map((i) => i.institutionId)).toEqual([21]);
    expectProblem(await stack.call('GET', `${V1}/institutions?countryCode=FR`, { as: VIEWER }), 400, {
      field: 'countryCode',
    });
  });

  it('ADG-012 location search answers locations of every geo type with name, id, countryId and the DMA fields', async () => {
    const all = parsed(
      SearchLocationsResponse,
      await stack.call('GET', `${TARGETING}/locations?countryCode=US&search=new&perPage=50`, { as: VIEWER }),
    );
    expect(all.map((l) => l.compositeId)).toEqual(['DMA|501', 'REGION|1036', 'LOCALITY|3001']);
    expect(all[0]).toMatchObject({ geoType: 'DMA', name: 'New York', countryId: 840, dmaCode: '501', dmaRank: 1 });
    const page = await stack.call('GET', `${TARGETING}/locations?countryCode=US&geoType=POSTAL_CODE&perPage=2`, {
      as: VIEWER,
    });
    expect(parsed(SearchLocationsResponse, page).map((l) => l.code)).toEqual(['02108', '10001']);
    expect(page.headers.get('pagination-totalpages')).toBe('2');
  });

  it('ADG-013 a US ZIP+4 is searched by its 5-digit postal code; GB codes in full', async () => {
    const us = await stack.call('GET', `${TARGETING}/locations?countryCode=US&search=10001-1234`, { as: VIEWER });
    expect(parsed(SearchLocationsResponse, us).map((l) => l.compositeId)).toEqual(['POSTAL_CODE|10001']);
    const gb = await stack.call('GET', `${TARGETING}/locations?countryCode=GB&search=SW1A 1AA`, { as: VIEWER });
    expect(parsed(SearchLocationsResponse, gb).map((l) => l.compositeId)).toEqual(['POSTAL_CODE|50001']);
  });

  it('ADG-014 the purchase category tree has levels and subCategories; a search keeps matches with ancestors', async () => {
    // The schema's recursive subCategories parse as unknown; the tree's shape is the generated type.
    const tree = parsed(
      ListPurchaseCategoriesResponse,
      await stack.call('GET', `${TARGETING}/purchase-categories?countryCode=US`, { as: VIEWER }),
    ) as PurchaseCategory[];
    const retail = tree.find((c) => c.purchaseCategoryId === 100);
    expect(retail).toMatchObject({ name: 'Retail', level: 0, countryIds: [840, 826] });
    expect(retail?.subCategories?.find((c) => c.purchaseCategoryId === 110)?.subCategories?.[0]).toMatchObject({
      level: 2,
      purchaseCategoryId: 111,
    });
    const found = parsed(
      ListPurchaseCategoriesResponse,
      await stack.call('GET', `${TARGETING}/purchase-categories?countryCode=GB&search=car`, { as: VIEWER }),
    );
    // Car washes exist only in the US.
    const names = (nodes: unknown) => (nodes as { name: string }[]).map((node) => node.name);
    expect(found.map((c) => [c.name, names(c.subCategories)])).toEqual([
      ['Travel', ['Rail and car hire']],
      ['Automotive', ['Auto care and tyres']],
      ['Services', ['Personal care']],
    ]);
  });

  it('merchant segments of a country and brand, searched and paged', async () => {
    const answer = await stack.call('GET', `${TARGETING}/merchant-segments?countryCode=US&search=all stores`, {
      as: VIEWER,
    });
    expect(parsed(SearchMerchantSegmentsResponse, answer).map((s) => s.merchantSegmentId)).toEqual([10101, 20201]);
    const brand = await stack.call('GET', `${TARGETING}/merchant-segments?countryCode=US&brandId=202`, { as: VIEWER });
    expect(parsed(SearchMerchantSegmentsResponse, brand).map((s) => s.brandName)).toEqual(['Rival Gas']);
  });

  it('ADG-019 ADG-020 audience segments carry brandId, createdAt, description, isActive, country, name, type and base type', async () => {
    const answer = await stack.call('GET', `${TARGETING}/brands/101/audience-segmentation-types?isoCountryCode=US`, {
      as: VIEWER,
    });
    const [segment] = parsed(ListAudienceSegmentationTypesResponse, answer);
    expect(segment).toEqual({
      segmentationTypeId: 31,
      brandId: 101,
      createdAt: '2026-01-05T10:00:00Z',
      description: 'Customers with at least 3 trips in the last 12 months',
      isActive: true,
      isoCountryCode: 'US',
      name: 'Frequent shoppers',
      baseType: 'Frequent',
    });
    const bad = await stack.call('GET', `${TARGETING}/brands/101/audience-segmentation-types?isoCountryCode=FR`, {
      as: VIEWER,
    });
    expectProblem(bad, 400, { field: 'isoCountryCode' });
  });
});

describe('custom audience files (NS-82)', () => {
  it('ADG-015 an uploaded file is listed, and an audience using it lists its file with audienceId, name and storage key', async () => {
    const created = parsed(UploadCustomAudienceResponse, await upload('vip.csv', 'tok1\ntok2\n\ntok3\n', 'VIPs'));
    expect(created).toMatchObject({ accountId: US, fileName: 'vip.csv', description: 'VIPs', rowCount: 3 });
    const list = await stack.call('GET', `${V8}/accounts/${US}/custom-audiences?search=vip`, { as: VIEWER });
    expect(parsed(ListCustomAudiencesResponse, list).map((f) => f.customAudienceId)).toEqual([
      created.customAudienceId,
    ]);
    const audience = parsed(
      CreateAudienceResponse,
      await stack.call('POST', audiences(), {
        as: MANAGER,
        body: {
          name: 'VIP audience',
          customAudiences: { include: [{ customAudienceId: created.customAudienceId }], exclude: [] },
        },
      }),
    );
    expect(audience.customAudiences?.include).toEqual([
      { customAudienceId: created.customAudienceId, description: 'VIPs', fileName: 'vip.csv' },
    ]);
    expect(audience.audienceFiles).toEqual([
      {
        audienceFileId: created.customAudienceId,
        audienceId: audience.audienceId,
        adsManagerAudienceFileName: 'vip.csv',
        s3ObjectKey: `custom-audiences/${US}/${created.customAudienceId}/vip.csv`,
      },
    ]);
  });

  it('refuses an empty file and another file type, naming the field', async () => {
    expectProblem(await unchanged(stack, () => upload('empty.csv', '\n\n')), 400, { field: 'file' });
    expectProblem(await unchanged(stack, () => upload('list.xlsx', 'tok1')), 400, { field: 'file' });
  });
});

describe('audience rules of the server (CALL-036, CALL-035)', () => {
  it('ADG-009 ADG-011 an audience answers its fields, locations with compositeIds and their count', async () => {
    const answer = await stack.call('POST', audiences(), {
      as: MANAGER,
      body: {
        name: '  Frequent in New York ',
        audienceSegmentationTypeId: 31,
        selectedSegmentIds: [31],
        purchaseBehavior: { type: 'BY_CATEGORY', purchaseCategories: { include: [110], exclude: [111] } },
        locations: { include: [DMA_501, ZIP_10001], exclude: [] },
        customAudiences: { include: [{ customAudienceId: 8201 }], exclude: [] },
      },
    });
    const audience = parsed(CreateAudienceResponse, answer);
    expect(audience).toMatchObject({
      accountId: US,
      name: 'Frequent in New York',
      audienceSegmentationTypeId: 31,
      selectedSegmentIds: [31],
      createUser: MANAGER,
      updateUser: MANAGER,
      customAudiences: {
        include: [
          { customAudienceId: 8201, fileName: 'loyalty-members.csv', description: 'Loyalty programme members' },
        ],
        exclude: [],
      },
    });
    expect(audience.locations?.include.map((l) => l.compositeId)).toEqual(['DMA|501', 'POSTAL_CODE|10001']);
    expect(audience.locations?.count).toBe(2);
    expect(typeof audience.createDateTime).toBe('string');
  });

  it('ADG-013 refuses a compositeId that is not the geo type and id joined by a pipe, and unknown locations', async () => {
    const wrong = { ...DMA_501, compositeId: 'DMA-501' };
    const body = (include: unknown[]) => ({ name: 'x', locations: { include, exclude: [] } });
    expectProblem(await stack.call('POST', audiences(), { as: MANAGER, body: body([wrong]) }), 400, {
      field: 'locations.include.0.compositeId',
    });
    const unknown = { ...DMA_501, compositeId: 'DMA|999', id: 999 };
    expectProblem(await stack.call('POST', audiences(), { as: MANAGER, body: body([unknown]) }), 400, {
      field: 'locations.include.0.compositeId',
    });
    const zipPlus4 = { ...ZIP_10001, code: '10001-1234' };
    expectProblem(await stack.call('POST', audiences(), { as: MANAGER, body: body([zipPlus4]) }), 400, {
      field: 'locations.include.0.code',
    });
  });

  it('ADG-010 refuses BY_CATEGORY without an included category, unknown categories and overlaps', async () => {
    const behaviour = (include: number[], exclude: number[] = []) => ({
      name: 'x',
      purchaseBehavior: { type: 'BY_CATEGORY', purchaseCategories: { include, exclude } },
    });
    expectProblem(await stack.call('POST', audiences(), { as: MANAGER, body: behaviour([]) }), 400, {
      field: 'purchaseBehavior.purchaseCategories.include',
    });
    expectProblem(await stack.call('POST', audiences(), { as: MANAGER, body: behaviour([99999]) }), 400, {
      field: 'purchaseBehavior.purchaseCategories.include',
    });
    expectProblem(await stack.call('POST', audiences(), { as: MANAGER, body: behaviour([110], [110]) }), 400, {
      field: 'purchaseBehavior.purchaseCategories.exclude',
    });
    const determined = await stack.call('POST', audiences(), {
      as: MANAGER,
      body: { name: 'x', purchaseBehavior: { type: 'BRAND_DETERMINED' } },
    });
    expect(determined.status).toBe(201);
  });

  it('refuses a custom audience of another account', async () => {
    const answer = await stack.call('POST', audiences(GB), {
      as: MANAGER,
      body: { name: 'x', customAudiences: { include: [{ customAudienceId: 8201 }], exclude: [] } },
    });
    expectProblem(answer, 400, { field: 'customAudiences.include' });
  });
});

describe('non-draft targeting (NS-42, ADG-017)', () => {
  it('ADG-017 an Active ad group refuses a new targetingCriteriaId; InReview and Scheduled accept it', async () => {
    const criteria = parsed(
      CreateTargetingCriteriaResponse,
      await stack.call('POST', `/api/v1/ad-targeting-api/accounts/${US}/criteria`, {
        as: MANAGER,
        body: { criteriaDefinition: { countryCode: 'US' } },
      }),
    );
    const change = { targetingCriteriaId: criteria.targetingCriteriaId };
    const refused = await unchanged(stack, () => stack.call('PATCH', adGroupPath(6001), { as: MANAGER, body: change }));
    expectProblem(refused, 400, { field: 'targetingCriteriaId' });
    const renamed = await stack.call('PATCH', adGroupPath(6001), { as: MANAGER, body: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    for (const status of ['InReview', 'Scheduled'] as const) {
      setStatus(6001, status);
      expect((await stack.call('PATCH', adGroupPath(6001), { as: MANAGER, body: change })).status).toBe(200);
    }
  });

  it('ADG-017 the audience of an Active ad group keeps its targeting; its name may change', async () => {
    const body = { locations: { include: [DMA_501], exclude: [] } };
    const path = `${audiences()}/8001`;
    expectProblem(await unchanged(stack, () => stack.call('PATCH', path, { as: MANAGER, body })), 400, {
      field: 'locations',
    });
    expect((await stack.call('PATCH', path, { as: MANAGER, body: { name: 'Renamed' } })).status).toBe(200);
    for (const id of [6001, 6002, 6003]) setStatus(id, 'Draft');
    expect((await stack.call('PATCH', path, { as: MANAGER, body })).status).toBe(200);
  });
});

describe('fees (ADG-032 … ADG-038)', () => {
  async function newDraftGroup(campaignId: number, accountId = US) {
    const answer = await stack.call('POST', `${V6}/accounts/${accountId}/adgroups`, {
      as: MANAGER,
      body: { name: 'Fee test', campaignId },
    });
    return parsed(CreateAdGroupResponse, answer).adGroupId;
  }

  it('ADG-032 a fee answers accountId, adGroupId, currency, the three fee fields, targetRoas and stamps', async () => {
    const adGroupId = await newDraftGroup(5001);
    const answer = await stack.call('POST', fees(), {
      as: MANAGER,
      body: { adGroupId, currency: 'USD', feePercent: 0.125, feeCap: 5000, feeAmount: null, targetRoas: null },
    });
    expect(parsed(CreatePricingModelResponse, answer)).toMatchObject({
      accountId: US,
      adGroupId,
      currency: 'USD',
      feeAmount: null,
      feePercent: 0.125,
      feeCap: 5000,
      targetRoas: null,
      createUser: MANAGER,
      updateUser: MANAGER,
    });
  });

  it('ADG-035 refuses a percent fee when the campaign pricing model is not CPS, CPR or CPT', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) campaign.campaignPricingModel = 'CPSH';
    });
    const adGroupId = await newDraftGroup(5001);
    const answer = await unchanged(stack, () =>
      stack.call('POST', fees(), { as: MANAGER, body: { adGroupId, currency: 'USD', feePercent: 0.1, feeCap: 10 } }),
    );
    expectProblem(answer, 400, { field: 'feePercent' });
    expect(
      (await stack.call('POST', fees(), { as: MANAGER, body: { adGroupId, currency: 'USD', feeAmount: 2 } })).status,
    ).toBe(201);
  });

  it('COUNTRY-013 ADG-032 refuses a fee amount above 100,000 GBP but takes it in USD', async () => {
    const gbGroup = await newDraftGroup(5004, GB);
    const gb = await unchanged(stack, () =>
      stack.call('POST', fees(GB), {
        as: MANAGER,
        body: { adGroupId: gbGroup, currency: 'GBP', feeAmount: 100_000.01 },
      }),
    );
    expect(expectProblem(gb, 400, { field: 'feeAmount' }).detail).toContain('100000');
    const usGroup = await newDraftGroup(5001);
    const us = await stack.call('POST', fees(), {
      as: MANAGER,
      body: { adGroupId: usGroup, currency: 'USD', feeAmount: 100_000.01 },
    });
    expect(us.status).toBe(201);
  });

  it('ADG-033 ADG-034 refuses a fee with feeAmount, feePercent and targetRoas all null, and target ROAS outside CPE', async () => {
    const adGroupId = await newDraftGroup(5001);
    const allNull = await unchanged(stack, () =>
      stack.call('POST', fees(), {
        as: MANAGER,
        body: { adGroupId, currency: 'USD', feeAmount: null, feePercent: null, feeCap: null, targetRoas: null },
      }),
    );
    expect(expectProblem(allNull, 400, { field: 'feeAmount' }).detail).toContain('all are null');
    const roas = await unchanged(stack, () =>
      stack.call('POST', fees(), { as: MANAGER, body: { adGroupId, currency: 'USD', targetRoas: 4 } }),
    );
    expect(expectProblem(roas, 400, { field: 'targetRoas' }).detail).toContain('only CPE');
    // the PATCH is checked on the merged fee: emptying the stored 15 % fee 9001 is refused too
    expectProblem(
      await unchanged(stack, () =>
        stack.call('PATCH', `${fees()}/9001`, { as: MANAGER, body: { feePercent: null, feeCap: null } }),
      ),
      400,
      { field: 'feeAmount' },
    );
  });

  it('COUNTRY-016 COUNTRY-017 refuses more decimals than the currency or a 4-decimal fraction keeps, at the field', async () => {
    const adGroupId = await newDraftGroup(5001);
    const post = (body: Record<string, unknown>) =>
      unchanged(stack, () =>
        stack.call('POST', fees(), { as: MANAGER, body: { adGroupId, currency: 'USD', ...body } }),
      );
    expectProblem(await post({ feePercent: 0.1234567, feeCap: 10 }), 400, { field: 'feePercent' });
    expectProblem(await post({ feePercent: 0.1234, feeCap: 10.129 }), 400, { field: 'feeCap' });
    expectProblem(await post({ feePercent: 0.1234, feeCap: 0.09 }), 400, { field: 'feeCap' });
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) campaign.campaignPricingModel = 'CPSH';
    });
    expectProblem(await post({ feeAmount: 10.129 }), 400, { field: 'feeAmount' });
    expectProblem(await post({ feeAmount: -1 }), 400, { field: 'feeAmount' });
    expect(
      (await stack.call('POST', fees(), { as: MANAGER, body: { adGroupId, currency: 'USD', feeAmount: 10.12 } }))
        .status,
    ).toBe(201);
  });

  it('ADG-037 the fee type changes only while the ad group is Draft or InReview; the amount may change anytime', async () => {
    // Fee 9001 of the Active ad group 6001 is a 15 % fee with a cap.
    const toFlat = { feeAmount: 1.5, feePercent: null, feeCap: null };
    const path = `${fees()}/9001`;
    expectProblem(await unchanged(stack, () => stack.call('PATCH', path, { as: MANAGER, body: toFlat })), 400, {
      field: 'feeAmount',
    });
    expect((await stack.call('PATCH', path, { as: MANAGER, body: { feePercent: 0.2 } })).status).toBe(200);
    setStatus(6001, 'InReview');
    expect((await stack.call('PATCH', path, { as: MANAGER, body: toFlat })).status).toBe(200);
  });
});

describe('ad groups and criteria as the specs define them', () => {
  it('ADG-001 ADG-002 ADG-003 an ad group answers its fields; placement is All or UnderTransaction; the five statuses', async () => {
    const created = parsed(
      CreateAdGroupResponse,
      await stack.call('POST', `${V6}/accounts/${US}/adgroups`, {
        as: MANAGER,
        body: { name: 'Spec check', campaignId: 5001, placementLocation: 'UnderTransaction', testPopulation: 0.1 },
      }),
    );
    expect(Object.keys(created).sort()).toEqual(
      expect.arrayContaining([
        'accountId',
        'adGroupId',
        'adGroupStatus',
        'campaignId',
        'campaignType',
        'createDateTime',
        'createUser',
        'name',
        'placementLocation',
        'testPopulation',
        'updateDateTime',
        'updateUser',
        'userPriorityOrder',
      ]),
    );
    expect(created).toMatchObject({
      adGroupStatus: 'Draft',
      placementLocation: 'UnderTransaction',
      parentAdGroupId: null,
    });
    const elsewhere = await unchanged(stack, () =>
      stack.call('POST', `${V6}/accounts/${US}/adgroups`, {
        as: MANAGER,
        body: { name: 'Elsewhere', campaignId: 5001, placementLocation: 'Elsewhere' },
      }),
    );
    expectProblem(elsewhere, 400, { field: 'placementLocation' });
    for (const status of ['Active', 'Draft', 'InReview', 'Inactive', 'Scheduled'] as const) {
      setStatus(created.adGroupId, status);
      const read = parsed(
        CreateAdGroupResponse,
        await stack.call('GET', adGroupPath(created.adGroupId), { as: VIEWER }),
      );
      expect(read.adGroupStatus).toBe(status);
    }
    expect(CreateAdGroupResponse.safeParse({ ...created, adGroupStatus: 'Paused' }).success).toBe(false);
  });

  it('ADG-016 criteria answer targetingCriteriaId, created and the definition with every targeting field', async () => {
    const definition = {
      countryCode: 'US',
      customAudienceFiles: { include: [8201], exclude: [] },
      customerLocations: { include: ['DMA|501', 'POSTAL_CODE|10001'], exclude: [] },
      disableShopAt: true,
      purchaseBehavior: { type: 'BRAND_DETERMINED' },
      purchaseCategories: { include: [], exclude: [] },
      segment: { audienceSegmentationId: 31, brandIds: [101] },
      shareOfWallet: {
        excludeSelf: true,
        lookbackInMonths: 6,
        minimumTrips: 1,
        maximumTrips: 4,
        merchantSegments: { includedSegments: [10101] },
      },
      targetedMerchantSegmentIds: [10102],
    };
    const created = parsed(
      CreateTargetingCriteriaResponse,
      await stack.call('POST', `/api/v1/ad-targeting-api/accounts/${US}/criteria`, {
        as: MANAGER,
        body: { criteriaDefinition: definition },
      }),
    );
    expect(created.targetingCriteriaId).toBeGreaterThan(0);
    expect(created.created).toEqual(expect.any(String));
    expect(created.criteriaDefinition).toMatchObject(definition);
    const read = await stack.call(
      'GET',
      `/api/v1/ad-targeting-api/accounts/${US}/criteria/${created.targetingCriteriaId}`,
      {
        as: VIEWER,
      },
    );
    expect(parsed(CreateTargetingCriteriaResponse, read).criteriaDefinition).toMatchObject(definition);
  });
});
