/** The rules of the ads-manager operations; their 401, 403, 404 and 400 are in tests/contract/refusals.test.ts. */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CreateAdRewardResponse,
  CreateCreativeResponse,
  CreateProjectionResponse,
  CreateProjectionRunResponse,
  CreateTvcRequestResponse,
  GetAdRewardResponse,
  GetCampaignReviewResponse,
  GetProjectionResponse,
  GetTvcRequestResponse,
  ListOpportunitiesResponse,
  ListProjectionsResponse,
  ListTvcRequestsResponse,
  SaveCampaignResponse,
} from '@generated/ads-manager/ads-manager.zod';
import { GetCreativeResponse } from '@generated/advertiser-assets/advertiser-assets.zod';
import { expectProblem, problemOf, withTestBackend } from '../../server/testing';
import { ADMIN, AGENCY, fixture, GB_ACCOUNT, REDEMPTIONS, SALES, US_ACCOUNT, VIEWER } from '../../fixtures/rewards';
import { PROJECTION_RUN_MS, VERIFICATION_FAILURE_CAMPAIGN_ID } from './operations';

const stack = withTestBackend(fixture);

const snapshot = () => JSON.stringify(stack.store.db);

// ----- PATCH campaigns ---------------------------------------------------------------------

describe('saveCampaign', () => {
  const path = (campaignId: number, accountId = US_ACCOUNT) =>
    `/api/v1/ads-manager/accounts/${accountId}/campaigns/${campaignId}`;

  it('merges the sent fields into the stored campaign, stamps the update and records an audit Update', async () => {
    const before = stack.store.db.campaigns.find((c) => c.campaignId === 5001);
    const answer = await stack.call('PATCH', path(5001), {
      as: AGENCY,
      body: { name: 'Spring 2026', budget: 60000, billingCap: 60000 },
    });
    expect(answer.status).toBe(200);
    const saved = SaveCampaignResponse.parse(answer.body);
    expect(saved).toMatchObject({
      campaignId: 5001,
      name: 'Spring 2026',
      budget: 60000,
      billingCap: 60000,
      updateUser: AGENCY,
    });
    expect(saved.startDateTime).toBe(before?.startDateTime);
    expect(saved.plan).toEqual({ name: 'Q2 launch' });
    expect(Date.parse(saved.updateDateTime)).toBeGreaterThan(Date.parse('2026-02-10T15:30:00Z'));
    const stored = stack.store.db.campaigns.find((c) => c.campaignId === 5001);
    expect(stored).toMatchObject({ name: 'Spring 2026', budget: 60000, updateUser: AGENCY, campaignStatus: 'Draft' });
    const audit = stack.store.db.audit.at(-1);
    expect(audit).toMatchObject({ entityType: 'Campaign', entityId: 5001, action: 'Update', updateUser: AGENCY });
    expect(audit?.changes).toHaveLength(3);
    expect(audit?.changes).toEqual(
      expect.arrayContaining([
        { columnName: 'name', originalValue: 'Campaign 5001', newValue: 'Spring 2026' },
        { columnName: 'budget', originalValue: '50000', newValue: '60000' },
        { columnName: 'billingCap', originalValue: '55000', newValue: '60000' },
      ]),
    );
  });

  it('changing the plan updates the plan name; null clears it', async () => {
    const moved = SaveCampaignResponse.parse(
      (await stack.call('PATCH', path(5001), { as: ADMIN, body: { planId: 4002 } })).body,
    );
    expect(moved).toMatchObject({ planId: 4002, plan: { name: 'Q3 launch' } });
    const cleared = SaveCampaignResponse.parse(
      (await stack.call('PATCH', path(5001), { as: ADMIN, body: { planId: null } })).body,
    );
    expect(cleared).toMatchObject({ planId: null, plan: null });
  });

  it('answers 400 naming the field for a bad body and changes nothing', async () => {
    const before = snapshot();
    expectProblem(await stack.call('PATCH', path(5001), { as: ADMIN, body: { budget: 0 } }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'budget',
    });
    expectProblem(await stack.call('PATCH', path(5001), { as: ADMIN, body: { colour: 'red' } }), 400, {
      code: 'VALIDATION_FAILURE',
    });
    expectProblem(await stack.call('PATCH', path(5001), { as: ADMIN, body: { name: '' } }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'name',
    });
    expect(snapshot()).toBe(before);
  });

  it('refuses a billing cap below budget × (1 − budgetDiscountPercent) unless uncapped or a value is null', async () => {
    const before = snapshot();
    const low = await stack.call('PATCH', path(5001), { as: ADMIN, body: { billingCap: 44999.99 } });
    expectProblem(low, 400, { code: 'VALIDATION_FAILURE', field: 'billingCap' });
    const lowered = await stack.call('PATCH', path(5001), { as: ADMIN, body: { budget: 90000 } });
    expectProblem(lowered, 400, { code: 'VALIDATION_FAILURE', field: 'billingCap' });
    expect(snapshot()).toBe(before);
    expect((await stack.call('PATCH', path(5001), { as: ADMIN, body: { billingCap: 45000 } })).status).toBe(200);
    expect(
      (await stack.call('PATCH', path(5001), { as: ADMIN, body: { billingCap: 10, budgetDeliveryGoal: 'UNCAPPED' } }))
        .status,
    ).toBe(200);
    expect(
      (await stack.call('PATCH', path(5002), { as: ADMIN, body: { billingCap: 10, budgetDiscountPercent: null } }))
        .status,
    ).toBe(200);
    expect((await stack.call('PATCH', path(5003), { as: ADMIN, body: { billingCap: null } })).status).toBe(200);
  });

  it('refuses an end before the start, another currency than the account’s, and a line or plan of no account', async () => {
    const before = snapshot();
    expectProblem(
      await stack.call('PATCH', path(5001), { as: ADMIN, body: { endDateTime: '2026-03-01T00:00:00-05:00' } }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'endDateTime' },
    );
    expectProblem(await stack.call('PATCH', path(5001), { as: ADMIN, body: { currency: 'GBP' } }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'currency',
    });
    expectProblem(await stack.call('PATCH', path(5001), { as: ADMIN, body: { lineId: 9999 } }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'lineId',
    });
    expectProblem(await stack.call('PATCH', path(5001), { as: ADMIN, body: { planId: 9999 } }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'planId',
    });
    expect(snapshot()).toBe(before);
    expect((await stack.call('PATCH', path(5001), { as: ADMIN, body: { currency: 'USD' } })).status).toBe(200);
  });

  it('answers 404 for a campaign of another account', async () => {
    expectProblem(await stack.call('PATCH', path(5101, US_ACCOUNT), { as: ADMIN, body: { name: 'x' } }), 404, {
      code: 'NOT_FOUND',
    });
  });

  it('API-022 saving test campaign 900000001 answers 400 ADS_MANAGER_VERIFICATION_FAILURE with a detail naming it', async () => {
    const before = snapshot();
    const answer = await stack.call('PATCH', path(VERIFICATION_FAILURE_CAMPAIGN_ID), {
      as: ADMIN,
      body: { name: 'Anything' },
    });
    expectProblem(answer, 400, { code: 'ADS_MANAGER_VERIFICATION_FAILURE' });
    expect(problemOf(answer).status).toBe(400);
    expect(problemOf(answer).detail).toContain('900000001');
    expect(snapshot()).toBe(before);
  });

  it('NS-88 an InReview campaign refuses an external writer (409 CAMPAIGN_IN_REVIEW) and takes an internal one', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5001);
      if (campaign) campaign.campaignStatus = 'InReview';
    });
    const before = snapshot();
    const refused = await stack.call('PATCH', path(5001), { as: AGENCY, body: { name: 'Spring 2026' } });
    expectProblem(refused, 409, { code: 'CAMPAIGN_BUILD_4XX_CONFLICT' });
    expect(problemOf(refused).extensions?.subcode).toBe('CAMPAIGN_IN_REVIEW');
    expect(problemOf(refused).detail).toMatch(/is in review: it cannot be changed/);
    expect(snapshot()).toBe(before);
    const internal = await stack.call('PATCH', path(5001), { as: ADMIN, body: { name: 'Spring 2026' } });
    expect(SaveCampaignResponse.parse(internal.body).name).toBe('Spring 2026');
  });
});

// ----- POST creatives ----------------------------------------------------------------------

describe('createCreative', () => {
  const path = '/api/v1/ads-manager/creatives';
  const body = (extra: Record<string, unknown> = {}) => ({
    accountId: US_ACCOUNT,
    creativeVersion: 3,
    country: 'US',
    merchantName: 'Acme Outfitters',
    rewardType: 'PercentBack',
    allowMultipleRewards: false,
    logoId: 9201,
    heroId: 9202,
    rewardCopy: 'Get 10% back on your next purchase',
    headline: '10% back',
    callToActionLink: { text: 'Shop Now', url: 'https://acme.example/' },
    ...extra,
  });

  it('stores a version 3 creative with its ad copy, links and images and answers 201 with its id; the creative reads back', async () => {
    const answer = await stack.call('POST', path, { as: AGENCY, body: body() });
    expect(answer.status).toBe(201);
    const created = CreateCreativeResponse.parse(answer.body);
    expect(created).toMatchObject({
      accountId: US_ACCOUNT,
      creativeVersion: 3,
      rewardCopy: 'Get 10% back on your next purchase',
      logoImage: { primary: { imageId: 9201 } },
    });
    const stored = stack.store.db.creatives.find((c) => c.id === created.id);
    expect(stored?.adCopy.map((copy) => [copy.slot, copy.text])).toEqual([
      ['RewardDetails', 'Get 10% back on your next purchase'],
      ['Headline', '10% back'],
    ]);
    expect(stored?.links).toEqual([
      expect.objectContaining({ slot: 'CallToActionLink', text: 'Shop Now', url: 'https://acme.example/' }),
    ]);
    expect(stored?.images.map((image) => [image.slot, image.imageId])).toEqual([
      ['Logo', 9201],
      ['HeroImage', 9202],
    ]);
    expect(stored?.callToAction).toBe('ShopNow');
    const read = await stack.call('GET', `/api/v2/advertiser-assets/creatives/${created.id}?creativeVersion=3`, {
      as: AGENCY,
    });
    expect(read.status).toBe(200);
    expect(GetCreativeResponse.parse(read.body)).toMatchObject({
      id: created.id,
      headline: '10% back',
      merchantName: 'Acme Outfitters',
    });
  });

  it('accepts reward details of exactly 1000 characters', async () => {
    expect((await stack.call('POST', path, { as: AGENCY, body: body({ rewardCopy: 'x'.repeat(1000) }) })).status).toBe(
      201,
    );
  });

  it('refuses reward details over 1000 characters with AD_ASSETS_4XX_VALIDATION_FAILURE, subcode COPY_TOO_LONG', async () => {
    const before = snapshot();
    const answer = await stack.call('POST', path, { as: AGENCY, body: body({ rewardCopy: 'x'.repeat(1001) }) });
    expectProblem(answer, 400, { code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', field: 'rewardCopy' });
    expect(problemOf(answer).extensions?.subcode).toBe('COPY_TOO_LONG');
    expect(snapshot()).toBe(before);
  });

  it('refuses an image that is not of the account or of the slot’s category', async () => {
    const before = snapshot();
    expectProblem(await stack.call('POST', path, { as: AGENCY, body: body({ logoId: 9202 }) }), 400, {
      code: 'AD_ASSETS_4XX_VALIDATION_FAILURE',
      field: 'logoId',
    });
    expectProblem(await stack.call('POST', path, { as: AGENCY, body: body({ heroId: 424242 }) }), 400, {
      code: 'AD_ASSETS_4XX_VALIDATION_FAILURE',
      field: 'heroId',
    });
    expect(snapshot()).toBe(before);
  });

  it('AD-013 stores the beacons with the creative: a new one gets a beaconId, a kept one keeps its own, each id is its place; they read back', async () => {
    const beacons = [
      { beaconId: 71, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://track.acme.example/c2' },
      { name: 'Impression pixel', slot: 'ImpressionBeacon', url: 'https://px.acme.example/i?offer=1' },
    ];
    const answer = await stack.call('POST', path, { as: AGENCY, body: body({ beacons }) });
    expect(answer.status).toBe(201);
    const created = CreateCreativeResponse.parse(answer.body);
    const [kept, added] = created.beacons ?? [];
    expect(kept).toEqual({ ...beacons[0], id: 1 });
    expect(added).toMatchObject({ ...beacons[1], id: 2 });
    expect(added?.beaconId).toBeGreaterThan(72);
    const read = await stack.call(
      'GET',
      `/api/v2/advertiser-assets/creatives/${String(created.id)}?creativeVersion=3`,
      {
        as: AGENCY,
      },
    );
    expect(GetCreativeResponse.parse(read.body).beacons).toEqual(created.beacons);
    const none = CreateCreativeResponse.parse((await stack.call('POST', path, { as: AGENCY, body: body() })).body);
    expect(none.beacons).toEqual([]);
  });

  it('AD-013 refuses a beacon without a name, with a name over 100 characters, a url that is not https, or a beaconId not of the account, naming the field', async () => {
    const before = snapshot();
    const beacon = { name: 'Pixel', slot: 'ImpressionBeacon', url: 'https://px.acme.example/i' };
    const invalid: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'beacons.0.name', 'VALIDATION_FAILURE'],
      [{ name: 'x'.repeat(101) }, 'beacons.0.name', 'VALIDATION_FAILURE'],
      [{ url: 'http://px.acme.example/i' }, 'beacons.0.url', 'VALIDATION_FAILURE'],
      [{ url: 'javascript:alert(1)' }, 'beacons.0.url', 'VALIDATION_FAILURE'],
      [{ slot: 'Pixel' }, 'beacons.0.slot', 'VALIDATION_FAILURE'],
      [{ beaconId: 72 }, 'beacons.0.beaconId', 'AD_ASSETS_4XX_VALIDATION_FAILURE'],
    ];
    for (const [change, field, code] of invalid) {
      const answer = await stack.call('POST', path, {
        as: AGENCY,
        body: body({ beacons: [{ ...beacon, ...change }] }),
      });
      expectProblem(answer, 400, { code, field });
    }
    const twice = body({
      beacons: [
        { ...beacon, beaconId: 71 },
        { ...beacon, beaconId: 71 },
      ],
    });
    expectProblem(await stack.call('POST', path, { as: AGENCY, body: twice }), 400, {
      code: 'AD_ASSETS_4XX_VALIDATION_FAILURE',
      field: 'beacons.1.beaconId',
    });
    expect(snapshot()).toBe(before);
  });

  it('answers 400 naming the field for a bad body and 403 without campaign.write on the account it names', async () => {
    const before = snapshot();
    const invalid: [string, Record<string, unknown>, string][] = [
      [AGENCY, { merchantName: '' }, 'merchantName'],
      [AGENCY, { creativeVersion: 2 }, 'creativeVersion'],
      [AGENCY, { accountId: 'x' }, 'accountId'],
      [ADMIN, { accountId: 9999 }, 'accountId'],
    ];
    for (const [as, change, field] of invalid) {
      const answer = await stack.call('POST', path, { as, body: body(change) });
      expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field });
    }
    expectProblem(await stack.call('POST', path, { as: AGENCY, body: body({ accountId: GB_ACCOUNT }) }), 403, {
      code: 'FORBIDDEN',
    });
    expect(snapshot()).toBe(before);
  });
});

// ----- Rewards -----------------------------------------------------------------------------

// ----- GET campaign review (NS-93) --------------------------------------------------------

describe('getCampaignReview', () => {
  const path = (campaignId: number, accountId = US_ACCOUNT) =>
    `/api/v1/ads-manager/accounts/${accountId}/campaigns/${campaignId}/review`;

  it('NS-93 answers every ad group with its audience and latest fee and every ad with its creative and reward, in one read', async () => {
    const { db } = stack.store;
    const groups = db.adGroups.filter((group) => group.campaignId === 5002);
    const ads = db.ads.filter((ad) => groups.some((group) => group.adGroupId === ad.adGroupId));
    expect(ads.length).toBeGreaterThan(0);
    const answer = await stack.call('GET', path(5002), { as: VIEWER });
    expect(answer.status).toBe(200);
    const review = GetCampaignReviewResponse.parse(answer.body);
    expect(review.adGroups.map((entry) => entry.adGroupId)).toEqual(groups.map((group) => group.adGroupId));
    expect(review.ads.map((entry) => entry.adId)).toEqual(ads.map((ad) => ad.adId));
    for (const entry of review.adGroups) {
      const group = groups.find((candidate) => candidate.adGroupId === entry.adGroupId);
      expect(entry.audience?.audienceId).toBe(group?.audienceId);
      const fees = db.pricingModels.filter((fee) => fee.adGroupId === entry.adGroupId);
      expect(entry.fee?.pricingModelId).toBe(
        fees
          .map((fee) => fee.pricingModelId)
          .sort((a, b) => a - b)
          .at(-1),
      );
    }
    const first = review.ads.find((entry) => entry.adId === 7001);
    expect(first?.reward?.rmsRewardId).toBe(8101);
    expect(first?.creative?.id).toBe(db.ads.find((ad) => ad.adId === 7001)?.creativeId);
    expect(first?.creative?.creativeVersion).toBe(3);
    expect(review.ads.find((entry) => entry.adId === 7002)?.reward).toBeUndefined();
  });

  it('answers 404 for a campaign of another account', async () => {
    expectProblem(await stack.call('GET', path(5002, GB_ACCOUNT), { as: ADMIN }), 404, { code: 'NOT_FOUND' });
  });
});

describe('ad rewards', () => {
  const path = (adId: number, accountId = US_ACCOUNT) =>
    `/api/v1/ads-manager/accounts/${accountId}/ads/${adId}/rewards`;
  const JSON_API = 'application/vnd.api+json';
  const document = (config: string, rewardModelId = '11', extra: Record<string, unknown> = {}) => ({
    data: {
      type: 'reward',
      attributes: {
        endDateOffset: 14,
        isManualRedemption: false,
        isSuspendedProcessing: false,
        redemptionStartDateTime: '2026-05-01T00:00:00Z',
        redemptionEndDateTime: '2026-07-31T23:59:59Z',
        remediationModelConfigValue: null,
        rewardAnnotations: ['FlashDeal'],
        rewardModelConfigValue: config,
        ...extra,
      },
      relationships: {
        remediationModel: { data: null },
        rewardModel: { data: { type: 'rewardModel', id: rewardModelId } },
      },
    },
  });
  const percent =
    '{"currencyUnit":"USD","mccList":[],"minSpend":25,"minVisits":1,"rewardAmount":0,"rewardCap":50,"rewardPercent":0.15}';

  it('AD-029 reads the ad’s server reward (every field of the spec’s ServerReward) with its RMS resource', async () => {
    const answer = await stack.call('GET', path(7001), { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(GetAdRewardResponse.parse(answer.body)).toMatchObject({
      adId: 7001,
      rmsRewardId: 8101,
      rmsResponse: { data: { id: '8101' } },
    });
  });

  it('answers 404 for an ad without a reward', async () => {
    const none = await stack.call('GET', path(7002), { as: ADMIN });
    expectProblem(none, 404, { code: 'NOT_FOUND' });
    expect(problemOf(none).detail).toBe('Ad 7002 has no reward');
  });

  it('AD-030 creates the RMS resource and the server reward (JSON:API in and out); the reward reads back', async () => {
    const answer = await stack.call('POST', path(7002), { as: AGENCY, body: document(percent), mediaType: JSON_API });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toContain(JSON_API);
    const created = CreateAdRewardResponse.parse(answer.body);
    expect(created.meta?.valid).toBe(true);
    expect(created.data.attributes).toMatchObject({
      endDateOffset: 14,
      rewardAnnotations: ['FlashDeal'],
      rewardModelConfigValue: percent,
    });
    const read = GetAdRewardResponse.parse((await stack.call('GET', path(7002), { as: AGENCY })).body);
    expect(read.rmsResponse.data).toEqual(created.data);
    expect(read).toMatchObject({
      adId: 7002,
      rmsRewardId: Number(created.data.id),
      currency: 'USD',
      minSpend: 25,
      minVisits: 1,
      rewardCap: 50,
      rewardPercent: 0.15,
      endDateOffset: 14,
      rewardAnnotations: ['FlashDeal'],
      rewardTemplate: 'PercentBack',
      rewardType: 'SingleRewardPercentAmountBack',
      createUser: AGENCY,
    });
  });

  it('derives the reward type from the model and config and replaces the ad’s earlier reward', async () => {
    const mcc = '{"currencyUnit":"USD","mccList":[5812],"minSpend":10,"rewardAmount":5,"rewardCap":5}';
    await stack.call('POST', path(7001), { as: ADMIN, body: document(mcc, '12'), mediaType: JSON_API });
    expect(stack.store.db.rewards.filter((reward) => reward.adId === 7001)).toHaveLength(1);
    expect(GetAdRewardResponse.parse((await stack.call('GET', path(7001), { as: ADMIN })).body)).toMatchObject({
      rewardTemplate: 'FlatAmountBack',
      rewardType: 'MccSingleRewardFlatAmountBack',
      rewardAmount: 5,
    });
    // A model of the RMS catalogue has one reward type (model 5: min-visit percent back).
    await stack.call('POST', path(7001), { as: ADMIN, body: document(percent, '5'), mediaType: JSON_API });
    expect(GetAdRewardResponse.parse((await stack.call('GET', path(7001), { as: ADMIN })).body)).toMatchObject({
      rewardTemplate: 'PercentBack',
      rewardType: 'MinVisitSingleRewardPercentAmountBack',
    });
    await stack.call('POST', path(7001), {
      as: ADMIN,
      body: document('{"minSpend":1,"rewardCap":1}', '99'),
      mediaType: JSON_API,
    });
    expect(GetAdRewardResponse.parse((await stack.call('GET', path(7001), { as: ADMIN })).body)).toMatchObject({
      rewardTemplate: 'FlatAmountBack',
      rewardType: 'CustomRewardRedemption',
    });
  });

  it('NS-88 the reward of an ad in an InReview campaign is refused to an external writer (409), taken from an internal one', async () => {
    stack.store.write((db) => {
      const campaign = db.campaigns.find((c) => c.campaignId === 5002);
      if (campaign) campaign.campaignStatus = 'InReview';
    });
    const before = snapshot();
    const refused = await stack.call('POST', path(7002), { as: AGENCY, body: document(percent), mediaType: JSON_API });
    expectProblem(refused, 409, { code: 'CAMPAIGN_BUILD_4XX_CONFLICT' });
    expect(problemOf(refused).extensions?.subcode).toBe('CAMPAIGN_IN_REVIEW');
    expect(snapshot()).toBe(before);
    const internal = await stack.call('POST', path(7002), { as: ADMIN, body: document(percent), mediaType: JSON_API });
    expect(internal.status).toBe(201);
  });

  it('refuses an unparsable reward model config and a bad body naming the field, changing nothing', async () => {
    const before = snapshot();
    expectProblem(
      await stack.call('POST', path(7002), { as: ADMIN, body: document('{not json'), mediaType: JSON_API }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.rewardModelConfigValue' },
    );
    expectProblem(
      await stack.call('POST', path(7002), {
        as: ADMIN,
        body: document(percent, '11', { endDateOffset: 366 }),
        mediaType: JSON_API,
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.endDateOffset' },
    );
    expect(snapshot()).toBe(before);
  });

  it('refuses what the reward form refuses, naming the field: percent over 100, negative amount, cap below a flat amount, unknown MCC, end before start', async () => {
    const before = snapshot();
    const config = (members: Record<string, unknown>) =>
      JSON.stringify({
        currencyUnit: 'USD',
        mccList: [],
        minSpend: 1,
        minVisits: 1,
        rewardAmount: 0,
        rewardCap: 10,
        rewardPercent: 0.1,
        ...members,
      });
    const refused = async (body: unknown, field: string, detail: RegExp) => {
      const answer = await stack.call('POST', path(7002), { as: ADMIN, body, mediaType: JSON_API });
      expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field });
      expect(problemOf(answer).detail).toMatch(detail);
    };
    const member = (name: string) => `data.attributes.rewardModelConfigValue.${name}`;
    await refused(document(config({ rewardPercent: 1.5 })), member('rewardPercent'), /at most 1 \(100 %\)/);
    await refused(
      document(config({ rewardPercent: 0, rewardAmount: -5 })),
      member('rewardAmount'),
      /must not be negative/,
    );
    await refused(
      document(config({ rewardPercent: 0, rewardAmount: 20, rewardCap: 5 })),
      member('rewardCap'),
      /at least the reward amount \(20\)/,
    );
    await refused(
      document(config({ mccList: [3000, 1234] })),
      member('mccList'),
      /1234 is not a merchant category code/,
    );
    await refused(
      document(config({}), '11', {
        redemptionStartDateTime: '2026-05-01T00:00:00Z',
        redemptionEndDateTime: '2026-04-30T23:59:59Z',
      }),
      'data.attributes.redemptionEndDateTime',
      /before redemptionStartDateTime/,
    );
    expect(snapshot()).toBe(before);
    // A percent reward's cap may be below its (unused) amount; a known MCC and an equal cap pass.
    for (const ok of [
      config({ rewardAmount: 20, rewardCap: 5 }),
      config({ rewardPercent: 0, rewardAmount: 5, rewardCap: 5, mccList: [3816, 5552] }),
    ]) {
      expect(
        (await stack.call('POST', path(7002), { as: ADMIN, body: document(ok), mediaType: JSON_API })).status,
      ).toBe(201);
    }
  });
});

// ----- TVC requests ------------------------------------------------------------------------

describe('TVC requests', () => {
  const list = (accountId = US_ACCOUNT) => `/api/v1/ads-manager/accounts/${accountId}/tvc-requests`;
  const body = (campaignId: number, extra: Record<string, unknown> = {}) => ({
    campaignId,
    requestedStartDate: '2026-04-01',
    requestedEndDate: '2026-06-30',
    notes: 'Measure the lift',
    ...extra,
  });

  it('creates a Submitted request for an eligible campaign (Draft ad groups ignored); it reads back and lists first', async () => {
    const answer = await stack.call('POST', list(), { as: ADMIN, body: body(5002) });
    expect(answer.status).toBe(201);
    const created = CreateTvcRequestResponse.parse(answer.body);
    expect(created).toMatchObject({
      accountId: US_ACCOUNT,
      campaignId: 5002,
      campaignName: 'Campaign 5002',
      status: 'Submitted',
      notes: 'Measure the lift',
      createUser: ADMIN,
    });
    const read = await stack.call('GET', `${list()}/${created.tvcRequestId}`, { as: SALES });
    expect(GetTvcRequestResponse.parse(read.body)).toEqual(created);
    const page = await stack.call('GET', `${list()}?page=1&perPage=1`, { as: SALES });
    expect(page.status).toBe(200);
    expect(ListTvcRequestsResponse.parse(page.body).map((tvc) => tvc.tvcRequestId)).toEqual([created.tvcRequestId]);
    expect(page.headers.get('pagination-totalcount')).toBe('2');
    expect(page.headers.get('pagination-totalpages')).toBe('2');
  });

  it('TVC-004 a non-Draft ad group with testPopulation 0 answers 400 ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID', async () => {
    const before = snapshot();
    const answer = await stack.call('POST', list(), { as: ADMIN, body: body(5003) });
    expectProblem(answer, 400, { code: 'ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID' });
    expect(problemOf(answer)).toMatchObject({
      status: 400,
      title: 'TVC_AD_GROUPS_MISSING_TEST_POPULATION',
      detail: 'TVC ad groups missing test population',
    });
    expect(snapshot()).toBe(before);
  });

  it('TVC-004 Draft ad groups with testPopulation 0 are ignored and every other ad group above 0 passes', async () => {
    const groups = stack.store.db.adGroups.filter((group) => group.campaignId === 5002);
    expect(groups.map((group) => [group.adGroupStatus, group.testPopulation])).toEqual([
      ['Active', 0.1],
      ['Draft', 0],
    ]);
    expect((await stack.call('POST', list(), { as: ADMIN, body: body(5002) })).status).toBe(201);
  });

  it('answers 400 naming the field for a bad body, 404 for a campaign of another account', async () => {
    const before = snapshot();
    expectProblem(
      await stack.call('POST', list(), { as: ADMIN, body: body(5002, { requestedEndDate: '2026-03-01' }) }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'requestedEndDate' },
    );
    expectProblem(
      await stack.call('POST', list(), {
        as: ADMIN,
        body: { requestedStartDate: '2026-04-01', requestedEndDate: '2026-06-30' },
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'campaignId' },
    );
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: body(5002, { notes: 'x'.repeat(2001) }) }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'notes',
    });
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: body(5101) }), 404, { code: 'NOT_FOUND' });
    expect(snapshot()).toBe(before);
  });
});

// ----- Projections -------------------------------------------------------------------------

describe('projections', () => {
  const list = (accountId = US_ACCOUNT) => `/api/v1/ads-manager/accounts/${accountId}/projections`;
  const request = (extra: Record<string, unknown> = {}) => ({
    accountId: US_ACCOUNT,
    name: 'Q3 forecast',
    ioNumber: 'IO-2026-0042',
    brandIds: [801],
    kpi: { metric: 'ROAS', goal: 4 },
    pricingModel: 'CPS',
    campaignStartDate: '2026-07-01',
    campaignDuration: 90,
    campaignCount: 2,
    customPlusSegments: [
      { name: 'High spenders', minSpend: 100, maxSpend: 99999 },
      { name: 'Mid spenders', minSpend: 20, maxSpend: 99.99 },
    ],
    planId: 4002,
    ...extra,
  });
  const later = (ms: number) => {
    const start = Date.now();
    stack.backend.now = () => new Date(start + ms);
  };

  it('PROJ-001 PROJ-003 PROJ-004 PROJ-007 creates a Pending projection from a full request; its first run is pending, then finished with a sheetLink after 2 s', async () => {
    const full = request({
      pricingReviewNotes: 'Standard CPS rate card.',
      budget: 50000,
      fiIds: [11, 12],
      targetedMerchantIds: [{ brandId: 801, merchantIds: [50001, 50002] }],
      redeemingMerchantIds: [{ brandId: 801, merchantIds: [50001] }],
      minSpend: 10,
      redemptionWindow: { startDate: '2026-07-01', daysToExtend: 30 },
      geo: { include: ['DMA|501', 'POSTAL_CODE|10001'], exclude: ['DMA|803'] },
    });
    const answer = await stack.call('POST', list(), { as: ADMIN, body: full });
    expect(answer.status).toBe(201);
    const created = CreateProjectionResponse.parse(answer.body);
    expect(created).toMatchObject({
      name: 'Q3 forecast',
      status: 'Pending',
      planId: 4002,
      ioNumber: 'IO-2026-0042',
      userEmail: { email: ADMIN },
    });
    const pending = GetProjectionResponse.parse(
      (await stack.call('GET', `${list()}/${created.projectionId}`, { as: SALES })).body,
    );
    expect(pending.run).toMatchObject({ status: 'pending', result: null });
    expect(pending.specs).toEqual([
      expect.objectContaining({
        projectionId: created.projectionId,
        campaignCount: 2,
        campaignDuration: 90,
        pricingModel: 'CPS',
        planId: 4002,
      }),
    ]);
    expect(pending.projection).toEqual(created);
    later(PROJECTION_RUN_MS);
    const finished = GetProjectionResponse.parse(
      (await stack.call('GET', `${list()}/${created.projectionId}`, { as: SALES })).body,
    );
    expect(finished.run.status).toBe('finished');
    expect(finished.run.runId).toBe(pending.run.runId);
    expect(finished.run.result?.sheetLink).toMatch(/^https:\/\//);
    expect(finished.projection.status).toBe('Success');
    expect(Object.keys(finished.projection)).not.toContain('accountId');
  });

  it('PROJ-001 PROJ-002 lists newest first with the pagination headers, narrowed by planId', async () => {
    const created = CreateProjectionResponse.parse(
      (await stack.call('POST', list(), { as: ADMIN, body: request() })).body,
    );
    const all = await stack.call('GET', `${list()}?perPage=10`, { as: SALES });
    expect(all.status).toBe(200);
    expect(ListProjectionsResponse.parse(all.body).map((p) => p.projectionId)).toEqual([created.projectionId, 9001]);
    expect(all.headers.get('pagination-totalcount')).toBe('2');
    const forPlan = await stack.call('GET', `${list()}?planId=4001`, { as: SALES });
    expect(ListProjectionsResponse.parse(forPlan.body).map((p) => p.projectionId)).toEqual([9001]);
    const other = await stack.call('GET', list(GB_ACCOUNT), { as: SALES });
    expect(other.body).toEqual([]);
  });

  it('runs again: the new run is pending and finishes later with its own sheetLink', async () => {
    const answer = await stack.call('POST', `${list()}/9001/runs`, { as: ADMIN });
    expect(answer.status).toBe(201);
    const run = CreateProjectionRunResponse.parse(answer.body);
    expect(run).toMatchObject({ status: 'pending', result: null });
    expect(run.runId).not.toBe(9501);
    const detail = GetProjectionResponse.parse((await stack.call('GET', `${list()}/9001`, { as: ADMIN })).body);
    expect(detail).toMatchObject({ projection: { status: 'Pending' }, run: { runId: run.runId, status: 'pending' } });
    later(PROJECTION_RUN_MS + 10);
    const done = GetProjectionResponse.parse((await stack.call('GET', `${list()}/9001`, { as: ADMIN })).body);
    expect(done.run).toEqual({
      runId: run.runId,
      status: 'finished',
      result: { sheetLink: `https://sheets.cardlinked.example/projections/9001/runs/${run.runId}` },
    });
  });

  it('PROJ-006 refuses other pricing models, unsupported IO numbers and repeated custom plus segments, changing nothing', async () => {
    const before = snapshot();
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: request({ pricingModel: 'CPM' }) }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'pricingModel',
    });
    const io = await stack.call('POST', list(), { as: ADMIN, body: request({ ioNumber: 'UNSUPPORTED-7' }) });
    expectProblem(io, 400, { code: 'JARVIS_IO_VALIDATION_FAILURE' });
    expect(problemOf(io)).toMatchObject({
      detail: 'Current IO Projection does not support this IO',
      extensions: { ioNumber: 'UNSUPPORTED-7' },
    });
    const repeated = request({
      customPlusSegments: [
        { name: 'High spenders', minSpend: 100, maxSpend: 200 },
        { name: 'High spenders', minSpend: 300, maxSpend: 400 },
      ],
    });
    const duplicate = await stack.call('POST', list(), { as: ADMIN, body: repeated });
    expectProblem(duplicate, 400, {
      code: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE',
      field: 'customPlusSegments',
    });
    expect(problemOf(duplicate).detail).toBe('Input segments duplicate found');
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: request({ accountId: GB_ACCOUNT }) }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'accountId',
    });
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: request({ brandIds: [] }) }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'brandIds',
    });
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: request({ planId: 9999 }) }), 404, {
      code: 'NOT_FOUND',
    });
    expect(snapshot()).toBe(before);
  });

  it('PROJ-005 refuses a KPI goal outside its metric’s range (ROAS and iROAS 0.01 to 100, CPA 0.01 to 100,000,000; 2 decimals), naming kpi.goal', async () => {
    const before = snapshot();
    for (const kpi of [
      { metric: 'ROAS', goal: 100.5 },
      { metric: 'iROAS', goal: 0.001 },
      { metric: 'ROAS', goal: 0 },
      { metric: 'CPA', goal: 25.005 },
      { metric: 'CPA', goal: 100_000_001 },
    ]) {
      expectProblem(await stack.call('POST', list(), { as: ADMIN, body: request({ kpi }) }), 400, {
        code: 'VALIDATION_FAILURE',
        field: 'kpi.goal',
      });
    }
    expect(snapshot()).toBe(before);
    for (const kpi of [
      { metric: 'ROAS', goal: 100 },
      { metric: 'iROAS', goal: 0.01 },
      { metric: 'CPA', goal: 250_000.25 },
    ]) {
      expect((await stack.call('POST', list(), { as: ADMIN, body: request({ kpi }) })).status).toBe(201);
    }
  });

  it('refuses merchants of a brand the request does not name, a location both included and excluded, and answers an unsupported IO at ioNumber', async () => {
    const before = snapshot();
    const stray = request({ redeemingMerchantIds: [{ brandId: 999, merchantIds: [1] }] });
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: stray }), 400, {
      field: 'redeemingMerchantIds.0.brandId',
    });
    const both = request({ geo: { include: ['DMA|501'], exclude: ['DMA|501'] } });
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: both }), 400, { field: 'geo.exclude' });
    const badGeo = request({ geo: { include: ['501'], exclude: [] } });
    expectProblem(await stack.call('POST', list(), { as: ADMIN, body: badGeo }), 400, { field: 'geo.include.0' });
    const io = await stack.call('POST', list(), { as: ADMIN, body: request({ ioNumber: 'unsupported-9' }) });
    expectProblem(io, 400, { code: 'JARVIS_IO_VALIDATION_FAILURE', field: 'ioNumber' });
    expect(snapshot()).toBe(before);
  });

  it('answers 404 for a projection of another account', async () => {
    expectProblem(await stack.call('GET', `${list(GB_ACCOUNT)}/9001`, { as: ADMIN }), 404, { code: 'NOT_FOUND' });
  });

  it('NS-70 any internal user reads them, also one with no campaign permission (the redemptions admin), but may not create', async () => {
    expect((await stack.call('GET', list(), { as: REDEMPTIONS })).status).toBe(200);
    expect((await stack.call('GET', `${list()}/9001`, { as: REDEMPTIONS })).status).toBe(200);
    expect(
      (
        await stack.call('GET', `/api/v1/ads-manager/accounts/${US_ACCOUNT}/opportunities?ioNumber=IO-2026-0042`, {
          as: REDEMPTIONS,
        })
      ).status,
    ).toBe(200);
    expectProblem(await stack.call('POST', list(), { as: REDEMPTIONS, body: request() }), 403, { code: 'FORBIDDEN' });
  });
});

// ----- Opportunities -----------------------------------------------------------------------

describe('listOpportunities', () => {
  const path = (query: string, accountId = US_ACCOUNT) =>
    `/api/v1/ads-manager/accounts/${accountId}/opportunities${query}`;

  it('answers the account’s opportunities with exactly that IO number, in PascalCase', async () => {
    const answer = await stack.call('GET', path('?ioNumber=IO-2026-0042'), { as: SALES });
    expect(answer.status).toBe(200);
    const found = ListOpportunitiesResponse.parse(answer.body);
    expect(found.map((o) => o.OpportunityId)).toEqual(['0065e00000AAA', '0065e00000BBB']);
    expect(found[0]).toMatchObject({ AccountId: US_ACCOUNT, IoNumber: 'IO-2026-0042', InitialRoasTarget: 4 });
  });

  it('answers [] for an unknown IO number and does not match prefixes', async () => {
    expect((await stack.call('GET', path('?ioNumber=IO-9999'), { as: ADMIN })).body).toEqual([]);
    expect((await stack.call('GET', path('?ioNumber=IO-2026-004'), { as: ADMIN })).body).toEqual([]);
  });

  it('answers 400 without ioNumber', async () => {
    expectProblem(await stack.call('GET', path(''), { as: ADMIN }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'ioNumber',
    });
  });
});
