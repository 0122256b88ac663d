import { describe, expect, it } from 'vitest';
import { expectProblem, withTestBackend } from '../../server/testing';
import { ADMIN, campaignBuildFixture, MANAGER, US, V1, V6, V7 } from '../../fixtures/campaign-build';

/**
 * NS-85: a Draft campaign is seen — listed, read, built on — by internal users and by the external
 * user who created it; for any other user it, its ad groups and its ads do not exist. In the
 * fixture, draft 5002 (ad group 6003, ad 7004) is the manager's own; the tests add a draft of the
 * internal admin (with an ad group and an ad) through the API.
 */
const stack = withTestBackend(campaignBuildFixture);

const campaigns = `${V7}/accounts/${US}/campaigns`;
const adGroups = `${V6}/accounts/${US}/adgroups`;
const ads = `${V7}/accounts/${US}/ads`;
const ids = (body: unknown, key: string) => (body as Record<string, number>[]).map((entity) => entity[key]);

/** A draft of the internal admin in account 1001, with one ad group and one ad. */
async function adminDraft() {
  const campaign = await stack.call<{ campaignId: number }>('POST', campaigns, {
    as: ADMIN,
    body: { name: 'Admin draft', lineId: 3001, campaignPricingModel: 'CPS' },
  });
  const { campaignId } = campaign.body;
  const group = await stack.call<{ adGroupId: number }>('POST', adGroups, {
    as: ADMIN,
    body: { name: 'Admin group', campaignId },
  });
  const { adGroupId } = group.body;
  const ad = await stack.call<{ adId: number }>('POST', ads, {
    as: ADMIN,
    body: {
      name: 'Admin ad',
      adGroupId,
      brands: [101],
      categories: [21],
      creativeId: 2001,
      purchaseClassification: 'InStore',
    },
  });
  expect([campaign.status, group.status, ad.status]).toEqual([201, 201, 201]);
  return { campaignId, adGroupId, adId: ad.body.adId };
}

describe('NS-85 who sees a draft', () => {
  it('lists: an external user gets their own drafts and no other; an internal user gets every draft', async () => {
    const { campaignId, adGroupId, adId } = await adminDraft();
    const drafts = `${campaigns}?filter=campaignStatus==Draft`;
    expect(ids((await stack.call('GET', drafts, { as: MANAGER })).body, 'campaignId')).toEqual([5002]);
    expect(ids((await stack.call('GET', drafts, { as: ADMIN })).body, 'campaignId')).toEqual(
      expect.arrayContaining([5002, campaignId]),
    );
    const managerGroups = ids((await stack.call('GET', `${adGroups}?perPage=500`, { as: MANAGER })).body, 'adGroupId');
    expect(managerGroups).toContain(6003);
    expect(managerGroups).not.toContain(adGroupId);
    const managerAds = ids((await stack.call('GET', `${ads}?perPage=500`, { as: MANAGER })).body, 'adId');
    expect(managerAds).toContain(7004);
    expect(managerAds).not.toContain(adId);
    const byCampaign = `${adGroups}?filter=campaignId==${String(campaignId)}`;
    expect((await stack.call('GET', byCampaign, { as: MANAGER })).body).toEqual([]);
  });

  it('single reads, account and global: another user’s draft, its ad group and its ad answer 404', async () => {
    const { campaignId, adGroupId, adId } = await adminDraft();
    for (const path of [
      `${campaigns}/${String(campaignId)}`,
      `${V7}/campaigns/${String(campaignId)}`,
      `${adGroups}/${String(adGroupId)}`,
      `${V6}/adgroups/${String(adGroupId)}`,
      `${ads}/${String(adId)}`,
      `${V7}/ads/${String(adId)}`,
    ]) {
      expectProblem(await stack.call('GET', path, { as: MANAGER }), 404);
      expect((await stack.call('GET', path, { as: ADMIN })).status).toBe(200);
    }
    // The manager's own draft, its ad group and its ad are read as usual.
    for (const path of [`${campaigns}/5002`, `${V7}/campaigns/5002`, `${V6}/adgroups/6003`, `${V7}/ads/7004`]) {
      expect((await stack.call('GET', path, { as: MANAGER })).status).toBe(200);
    }
  });

  it('building: every change to another user’s draft is refused as if it did not exist, and nothing changes', async () => {
    const { campaignId, adGroupId, adId } = await adminDraft();
    const campaign = String(campaignId);
    const group = String(adGroupId);
    const before = JSON.stringify(stack.store.db);
    expectProblem(
      await stack.call('PATCH', `/api/v1/ads-manager/accounts/${String(US)}/campaigns/${campaign}`, {
        as: MANAGER,
        body: { name: 'Taken over' },
      }),
      404,
    );
    expectProblem(await stack.call('POST', adGroups, { as: MANAGER, body: { name: 'Intruder', campaignId } }), 400, {
      field: 'campaignId',
    });
    expectProblem(
      await stack.call('PUT', `${V1}/accounts/${String(US)}/campaigns/${campaign}/adgroups/order`, {
        as: MANAGER,
        body: { userPriorityOrder: [adGroupId] },
      }),
      404,
    );
    expectProblem(
      await stack.call('POST', `${V6}/accounts/${String(US)}/campaigns/${campaign}/import-adgroups`, {
        as: MANAGER,
        body: { sourceAdGroupIds: [6001] },
      }),
      404,
    );
    expectProblem(
      await stack.call('POST', `${V6}/accounts/${String(US)}/campaigns/5002/import-adgroups`, {
        as: MANAGER,
        body: { sourceAdGroupIds: [adGroupId] },
      }),
      400,
      { field: 'sourceAdGroupIds' },
    );
    expectProblem(await stack.call('POST', `${adGroups}/${group}/duplicate`, { as: MANAGER }), 404);
    expectProblem(await stack.call('PATCH', `${adGroups}/${group}`, { as: MANAGER, body: { name: 'Renamed' } }), 404);
    expectProblem(await stack.call('DELETE', `${adGroups}/${group}`, { as: MANAGER }), 404);
    expectProblem(await stack.call('DELETE', `${ads}/${String(adId)}`, { as: MANAGER }), 404);
    expectProblem(await stack.call('DELETE', `${campaigns}/${campaign}`, { as: MANAGER }), 404);
    expectProblem(await stack.call('POST', `${campaigns}/${campaign}/duplicate`, { as: MANAGER }), 404);
    expect(JSON.stringify(stack.store.db)).toBe(before);
  });

  it('building: the external user who created a draft builds on it', async () => {
    const created = await stack.call<{ adGroupId: number }>('POST', adGroups, {
      as: MANAGER,
      body: { name: 'Own group', campaignId: 5002 },
    });
    expect(created.status).toBe(201);
    const order = await stack.call('PUT', `${V1}/accounts/${String(US)}/campaigns/5002/adgroups/order`, {
      as: MANAGER,
      body: { userPriorityOrder: [created.body.adGroupId, 6003] },
    });
    expect(order.status).toBe(204);
  });
});
