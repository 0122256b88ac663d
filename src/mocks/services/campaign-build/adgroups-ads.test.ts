import { describe, expect, it } from 'vitest';
import {
  CreateAdGroupResponse,
  CreateAdResponse,
  CreateRedeemingMerchantsResponse,
  DuplicateAdGroupResponse,
  GetAdGlobalResponse,
  GetAdGroupGlobalResponse,
  GetAdGroupResponse,
  GetAdResponse,
  GetRedeemingMerchantsResponse,
  ImportAdGroupsResponse,
  ListAdGroupsResponse,
  ListAdsResponse,
  ReplaceRedeemingMerchantsResponse,
  UpdateAdGroupResponse,
  UpdateAdResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { expectProblem, parsed, unchanged, withTestBackend } from '../../server/testing';
import { ADMIN, campaignBuildFixture, GB, MANAGER, OTHER, US, VIEWER, V1, V6, V7 } from '../../fixtures/campaign-build';

const stack = withTestBackend(campaignBuildFixture);

const adGroups = (accountId = US) => `${V6}/accounts/${accountId}/adgroups`;
const ads = (accountId = US) => `${V7}/accounts/${accountId}/ads`;
const groupIds = (body: unknown) => (body as { adGroupId: number }[]).map((g) => g.adGroupId);
const adIds = (body: unknown) => (body as { adId: number }[]).map((a) => a.adId);
const priorities = (campaignId: number) =>
  stack.store.db.adGroups
    .filter((g) => g.campaignId === campaignId)
    .sort((a, b) => a.userPriorityOrder - b.userPriorityOrder)
    .map((g) => [g.adGroupId, g.userPriorityOrder]);

describe('listAdGroups', () => {
  it('API-008 selects a campaign with campaignId==, ordered by userPriorityOrder, with the pagination headers', async () => {
    stack.store.write((db) => {
      const first = db.adGroups.find((g) => g.adGroupId === 6001);
      if (first) first.userPriorityOrder = 3;
    });
    const answer = await stack.call('GET', `${adGroups()}?filter=campaignId==5001&perPage=500`, { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(parsed(ListAdGroupsResponse, answer).map((g) => g.adGroupId)).toEqual([6002, 6001]);
    expect(answer.headers.get('pagination-totalcount')).toBe('2');
    expect(answer.headers.get('pagination-totalpages')).toBe('1');
    const descending = await stack.call('GET', `${adGroups()}?filter=campaignId==5001&orderBy=-adGroupId`, {
      as: VIEWER,
    });
    expect(groupIds(descending.body)).toEqual([6002, 6001]);
  });

  it('refuses another account’s viewer (403) and a filter it cannot read (400)', async () => {
    expectProblem(await stack.call('GET', adGroups(OTHER), { as: VIEWER }), 403);
    expectProblem(await stack.call('GET', `${adGroups()}?filter=campaignId~5001`, { as: ADMIN }), 400, {
      field: 'filter',
    });
  });
});

describe('createAdGroup', () => {
  it('creates a Draft ad group at the end of the priority order; create-then-read returns it', async () => {
    const answer = await stack.call('POST', adGroups(), {
      as: MANAGER,
      body: {
        name: ' Lapsed shoppers ',
        campaignId: 5001,
        audienceId: 8001,
        targetingCriteriaId: 8501,
        testPopulation: 0.2,
        institutions: [11, 12],
      },
    });
    expect(answer.status).toBe(201);
    const created = parsed(CreateAdGroupResponse, answer);
    expect(created).toMatchObject({
      name: 'Lapsed shoppers',
      campaignId: 5001,
      campaignType: 'FIXED_CLO',
      adGroupStatus: 'Draft',
      userPriorityOrder: 3,
      audienceId: 8001,
      targetingCriteriaId: 8501,
      testPopulation: 0.2,
      institutions: [11, 12],
    });
    const read = await stack.call('GET', `${adGroups()}/${created.adGroupId}`, { as: MANAGER });
    expect(parsed(GetAdGroupResponse, read)).toEqual(created);
  });

  it('refuses a body without campaignId, a testPopulation over 1, another account’s campaign or an unknown audience (400)', async () => {
    const body = { name: 'New', campaignId: 5001 };
    expectProblem(
      await unchanged(stack, () => stack.call('POST', adGroups(), { as: MANAGER, body: { name: 'New' } })),
      400,
      { field: 'campaignId' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', adGroups(), { as: MANAGER, body: { ...body, testPopulation: 2 } }),
      ),
      400,
      { field: 'testPopulation' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', adGroups(), { as: MANAGER, body: { ...body, campaignId: 5004 } }),
      ),
      400,
      { field: 'campaignId' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', adGroups(), { as: MANAGER, body: { ...body, audienceId: 8999 } }),
      ),
      400,
      { field: 'audienceId' },
    );
  });
});

describe('updateAdGroup', () => {
  it('merges the given fields only and answers the ad group', async () => {
    const answer = await stack.call('PATCH', `${adGroups()}/6001`, {
      as: MANAGER,
      body: { name: 'Renamed', placementLocation: 'UnderTransaction' },
    });
    expect(answer.status).toBe(200);
    const updated = parsed(UpdateAdGroupResponse, answer);
    expect(updated).toMatchObject({
      name: 'Renamed',
      placementLocation: 'UnderTransaction',
      testPopulation: 0.1,
      audienceId: 8001,
      updateUser: MANAGER,
    });
    const read = await stack.call('GET', `${adGroups()}/6001`, { as: MANAGER });
    expect(read.body).toEqual(updated);
  });

  it('refuses an empty name and a negative placementIndex (400 naming the field), changing nothing', async () => {
    expectProblem(
      await unchanged(stack, () => stack.call('PATCH', `${adGroups()}/6001`, { as: MANAGER, body: { name: '' } })),
      400,
      { field: 'name' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('PATCH', `${adGroups()}/6001`, { as: MANAGER, body: { placementIndex: -1 } }),
      ),
      400,
      { field: 'placementIndex' },
    );
  });
});

describe('deleteAdGroup', () => {
  it('answers 204, removes the ad group with its ads and fees and renumbers the rest', async () => {
    const answer = await stack.call('DELETE', `${adGroups()}/6001`, { as: MANAGER });
    expect(answer.status).toBe(204);
    expect(stack.store.db.ads.some((a) => a.adId === 7001)).toBe(false);
    expect(stack.store.db.pricingModels.some((p) => p.adGroupId === 6001)).toBe(false);
    expect(priorities(5001)).toEqual([[6002, 1]]);
    expectProblem(await stack.call('GET', `${adGroups()}/6001`, { as: MANAGER }), 404);
  });

  it('answers 404 for an ad group of another account and 400 for a 0 id, changing nothing', async () => {
    expectProblem(await unchanged(stack, () => stack.call('DELETE', `${adGroups()}/6004`, { as: MANAGER })), 404);
    expectProblem(await unchanged(stack, () => stack.call('DELETE', `${adGroups()}/0`, { as: MANAGER })), 400, {
      field: 'adGroupId',
    });
  });
});

describe('getAdGroup and getAdGroupGlobal', () => {
  it('reads an ad group of the account, or by id alone in any visible account', async () => {
    expect(parsed(GetAdGroupResponse, await stack.call('GET', `${adGroups()}/6001`, { as: VIEWER })).adGroupId).toBe(
      6001,
    );
    const global = await stack.call('GET', `${V6}/adgroups/6004`, { as: MANAGER });
    expect(parsed(GetAdGroupGlobalResponse, global)).toMatchObject({
      adGroupId: 6004,
      accountId: GB,
      campaignId: 5004,
    });
  });

  it('answers 404 for an ad group of another account or one the user may not see, 400 for a 0 id', async () => {
    expectProblem(await stack.call('GET', `${adGroups()}/6004`, { as: ADMIN }), 404);
    expectProblem(await stack.call('GET', `${V6}/adgroups/6005`, { as: MANAGER }), 404);
    expectProblem(await stack.call('GET', `${V6}/adgroups/0`, { as: ADMIN }), 400, { field: 'adGroupId' });
  });
});

describe('duplicateAdGroup', () => {
  it('copies the ad group (with its ads and fee) into its campaign as a Draft', async () => {
    const answer = await stack.call('POST', `${adGroups()}/6001/duplicate`, { as: MANAGER });
    expect(answer.status).toBe(201);
    const copy = parsed(DuplicateAdGroupResponse, answer);
    expect(copy).toMatchObject({
      name: 'Ad group 6001 (copy)',
      campaignId: 5001,
      adGroupStatus: 'Draft',
      userPriorityOrder: 3,
    });
    expect(copy.adGroupId).not.toBe(6001);
    expect(stack.store.db.ads.filter((a) => a.adGroupId === copy.adGroupId).map((a) => a.name)).toEqual(['Ad 7001']);
    expect(stack.store.db.pricingModels.filter((p) => p.adGroupId === copy.adGroupId)).toHaveLength(1);
  });
});

describe('reorderAdGroups', () => {
  const order = (campaignId: number) => `${V1}/accounts/${US}/campaigns/${campaignId}/adgroups/order`;

  it('sets userPriorityOrder 1..n in the given order and answers 204', async () => {
    const answer = await stack.call('PUT', order(5001), { as: MANAGER, body: { userPriorityOrder: [6002, 6001] } });
    expect(answer.status).toBe(204);
    expect(priorities(5001)).toEqual([
      [6002, 1],
      [6001, 2],
    ]);
  });

  it('the list must be there and be exactly the campaign ad group ids (400 userPriorityOrder)', async () => {
    for (const body of [
      {},
      ...[[6001], [6001, 6002, 6003], [6001, 6001], [6001, 6999]].map((ids) => ({ userPriorityOrder: ids })),
    ]) {
      const answer = await unchanged(stack, () => stack.call('PUT', order(5001), { as: MANAGER, body }));
      expectProblem(answer, 400, { field: 'userPriorityOrder' });
    }
  });
});

describe('importAdGroups', () => {
  const importPath = (campaignId: number) => `${V6}/accounts/${US}/campaigns/${campaignId}/import-adgroups`;

  it('copies ad groups of other campaigns of the account and answers the created ids', async () => {
    const answer = await stack.call('POST', importPath(5002), {
      as: MANAGER,
      body: { sourceAdGroupIds: [6002, 6001] },
    });
    expect(answer.status).toBe(201);
    const { createdAdGroupIds } = parsed(ImportAdGroupsResponse, answer);
    expect(createdAdGroupIds).toHaveLength(2);
    const created = createdAdGroupIds.map((id) => stack.store.db.adGroups.find((g) => g.adGroupId === id));
    expect(created.map((g) => [g?.name, g?.campaignId, g?.userPriorityOrder])).toEqual([
      ['Ad group 6002', 5002, 2],
      ['Ad group 6001', 5002, 3],
    ]);
    const alias = await stack.call('POST', importPath(5002), { as: MANAGER, body: { adGroupIds: [6001] } });
    expect(parsed(ImportAdGroupsResponse, alias).createdAdGroupIds).toHaveLength(1);
  });

  it('sources must be ad groups of the account, and at least one is needed (400)', async () => {
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', importPath(5002), { as: MANAGER, body: { sourceAdGroupIds: [6004] } }),
      ),
      400,
      { field: 'sourceAdGroupIds' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', importPath(5002), { as: MANAGER, body: { sourceAdGroupIds: [6001, 6999] } }),
      ),
      400,
      { field: 'sourceAdGroupIds' },
    );
    expectProblem(await unchanged(stack, () => stack.call('POST', importPath(5002), { as: MANAGER, body: {} })), 400, {
      field: 'sourceAdGroupIds',
    });
    expectProblem(
      await unchanged(stack, () => stack.call('POST', importPath(5002), { as: MANAGER, body: { ids: [6001] } })),
      400,
    );
  });
});

describe('listAds', () => {
  it('API-008 filters by adGroupId== and campaignType==, and by campaignId== through the ad group', async () => {
    // As the manager who created draft 5002 (NS-85: its ads are listed to its creator).
    const byGroup = await stack.call('GET', `${ads()}?filter=adGroupId==6002`, { as: MANAGER });
    expect(parsed(ListAdsResponse, byGroup).map((a) => a.adId)).toEqual([7002]);
    expect(byGroup.headers.get('pagination-totalcount')).toBe('1');
    expect(byGroup.headers.get('pagination-totalpages')).toBe('1');
    const byType = await stack.call('GET', `${ads()}?filter=campaignType==FIXED_CLO&perPage=500`, { as: MANAGER });
    expect(adIds(byType.body)).toEqual([7001, 7002, 7004]);
    const byCampaign = await stack.call(
      'GET',
      `${ads()}?filter=${encodeURIComponent('campaignId==5001;adGroupId!=6001')}`,
      { as: MANAGER },
    );
    expect(adIds(byCampaign.body)).toEqual([7002]);
    const sorted = await stack.call('GET', `${ads()}?orderBy=-adId&perPage=2`, { as: MANAGER });
    expect(adIds(sorted.body)).toEqual([7004, 7002]);
    expect(sorted.headers.get('pagination-totalpages')).toBe('2');
  });

  it('answers 400 naming filter when it cannot be read', async () => {
    expectProblem(await stack.call('GET', `${ads()}?filter=campaignId`, { as: ADMIN }), 400, { field: 'filter' });
  });
});

describe('ads', () => {
  it('createAd makes a Draft ad in the ad group; create-then-read returns it', async () => {
    const answer = await stack.call('POST', ads(), {
      as: MANAGER,
      body: {
        name: 'Spend 50 get 10',
        adGroupId: 6002,
        brands: [101],
        creativeId: 2002,
        purchaseClassification: 'Online',
      },
    });
    expect(answer.status).toBe(201);
    const created = parsed(CreateAdResponse, answer);
    expect(created).toMatchObject({
      adGroupId: 6002,
      adStatus: 'Draft',
      campaignType: 'FIXED_CLO',
      creativeId: 2002,
      termsAndConditionsTemplateId: null,
    });
    expect(parsed(GetAdResponse, await stack.call('GET', `${ads()}/${created.adId}`, { as: MANAGER }))).toEqual(
      created,
    );
  });

  it('createAd refuses an ad group of another account and an unknown purchaseClassification (400 naming the field)', async () => {
    const body = { name: 'Ad', adGroupId: 6001 };
    expectProblem(
      await unchanged(stack, () => stack.call('POST', ads(), { as: MANAGER, body: { ...body, adGroupId: 6004 } })),
      400,
      { field: 'adGroupId' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', ads(), { as: MANAGER, body: { ...body, purchaseClassification: 'Teleport' } }),
      ),
      400,
      { field: 'purchaseClassification' },
    );
  });

  it('updateAd merges the given fields; deleteAd answers 204 and removes its settings', async () => {
    const patched = await stack.call('PATCH', `${ads()}/7001`, {
      as: MANAGER,
      body: { name: 'Renamed ad', categories: [22] },
    });
    expect(parsed(UpdateAdResponse, patched)).toMatchObject({
      name: 'Renamed ad',
      categories: [22],
      brands: [101],
      creativeId: 2001,
    });
    const audit = await stack.call('GET', `${V7}/accounts/${US}/audit?entityType=Ad&entityId=7001`, { as: MANAGER });
    expect((audit.body as { changes: unknown[] }[])[0]?.changes).toEqual([
      { columnName: 'name', originalValue: 'Ad 7001', newValue: 'Renamed ad' },
      { columnName: 'categories', originalValue: '[21]', newValue: '[22]' },
    ]);
    expect((await stack.call('DELETE', `${ads()}/7001`, { as: MANAGER })).status).toBe(204);
    expect(stack.store.db.redeemingMerchants.some((m) => m.adId === 7001)).toBe(false);
    expectProblem(await stack.call('GET', `${ads()}/7001`, { as: MANAGER }), 404);
  });

  it('getAd answers 404 for an ad of another account; updateAd refuses an unknown brand (400 naming brands.0)', async () => {
    expectProblem(await stack.call('GET', `${ads()}/7003`, { as: ADMIN }), 404);
    expectProblem(
      await unchanged(stack, () => stack.call('PATCH', `${ads()}/7001`, { as: MANAGER, body: { brands: [0] } })),
      400,
      { field: 'brands.0' },
    );
  });

  it('getAdGlobal reads an ad in any visible account; 400 for a 0 id, 404 when the user may not see it', async () => {
    expect(parsed(GetAdGlobalResponse, await stack.call('GET', `${V7}/ads/7003`, { as: MANAGER }))).toMatchObject({
      adId: 7003,
      adGroupId: 6004,
    });
    expectProblem(await stack.call('GET', `${V7}/ads/0`, { as: ADMIN }), 400, { field: 'adId' });
    expectProblem(await stack.call('GET', `${V7}/ads/7005`, { as: MANAGER }), 404);
  });
});

describe('redeeming merchants', () => {
  const settings = {
    brands: [
      {
        brandId: 102,
        brandName: 'Acme Coffee',
        storeSegments: {
          InStore: [],
          Online: [
            { id: 903, name: 'Acme online', paymentChannel: 'App', productCategories: [], storeLocationSubType: null },
          ],
          Other: [],
        },
      },
    ],
    productCategoryAnnotations: ['None'],
    purchaseChannelAnnotations: ['OnlineOnly'],
    isAnnotationOverridden: true,
  };
  const own = (adId: number) => `${ads()}/${adId}/redeemingmerchants`;

  it('NS-57 POST saves the first settings (201), GET reads them, PUT replaces them (200)', async () => {
    const created = await stack.call('POST', own(7002), { as: MANAGER, body: settings });
    expect(created.status).toBe(201);
    expect(parsed(CreateRedeemingMerchantsResponse, created)).toEqual(settings);
    const read = await stack.call('GET', `${V7}/ads/7002/redeemingmerchants`, { as: VIEWER });
    expect(parsed(GetRedeemingMerchantsResponse, read)).toEqual(settings);
    const replaced = await stack.call('PUT', own(7002), {
      as: MANAGER,
      body: { ...settings, isAnnotationOverridden: false },
    });
    expect(replaced.status).toBe(200);
    expect(parsed(ReplaceRedeemingMerchantsResponse, replaced).isAnnotationOverridden).toBe(false);
    expect((await stack.call('GET', `${V7}/ads/7002/redeemingmerchants`, { as: VIEWER })).body).toMatchObject({
      isAnnotationOverridden: false,
    });
  });

  it('NS-57 POST on an ad that has settings answers 409; PUT on one without answers 404', async () => {
    const again = expectProblem(
      await unchanged(stack, () => stack.call('POST', own(7001), { as: MANAGER, body: settings })),
      409,
    );
    expect(again.code).toBe('CAMPAIGN_BUILD_4XX_CONFLICT');
    expectProblem(await unchanged(stack, () => stack.call('PUT', own(7002), { as: MANAGER, body: settings })), 404);
  });

  it('GET answers 404 for an ad without settings and for one the user may not see', async () => {
    expectProblem(await stack.call('GET', `${V7}/ads/7002/redeemingmerchants`, { as: ADMIN }), 404);
    expectProblem(await stack.call('GET', `${V7}/ads/7005/redeemingmerchants`, { as: MANAGER }), 404);
  });

  it('POST and PUT refuse an unknown purchase channel (400 naming the field), changing nothing', async () => {
    for (const method of ['POST', 'PUT']) {
      const bad = { ...settings, purchaseChannelAnnotations: ['Everywhere'] };
      expectProblem(await unchanged(stack, () => stack.call(method, own(7001), { as: MANAGER, body: bad })), 400, {
        field: 'purchaseChannelAnnotations.0',
      });
    }
  });
});
