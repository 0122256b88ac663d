import { describe, expect, it } from 'vitest';
import {
  CreateCampaignResponse,
  DuplicateCampaignResponse,
  GetCampaignGlobalResponse,
  GetCampaignReportingDetailsResponse,
  GetCampaignResponse,
  GetLineResponse,
  ListAuditChangeRecordsResponse,
  ListCampaignsResponse,
  ListLinesResponse,
  ListReportingEligibleCampaignsResponse,
  UpdateCampaignStatusResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { expectProblem, parsed, unchanged, withTestBackend } from '../../server/testing';
import {
  ADMIN,
  campaignBuildFixture,
  campaignBuildPerformance,
  GB,
  MANAGER,
  OTHER,
  SALES,
  US,
  VIEWER,
  V1,
  V7,
} from '../../fixtures/campaign-build';

const stack = withTestBackend(campaignBuildFixture, campaignBuildPerformance);

const campaigns = (accountId = US) => `${V7}/accounts/${accountId}/campaigns`;
const ids = (body: unknown) => (body as { campaignId: number }[]).map((c) => c.campaignId);

describe('listCampaigns', () => {
  it('API-008 answers a page of campaigns with the pagination headers, newest start first', async () => {
    const answer = await stack.call('GET', `${campaigns()}?page=1&perPage=2`, { as: ADMIN });
    expect(answer.status).toBe(200);
    const page = parsed(ListCampaignsResponse, answer);
    expect(page.map((c) => c.campaignId)).toEqual([5003, 5002]);
    expect(answer.headers.get('pagination-totalcount')).toBe('4');
    expect(answer.headers.get('pagination-totalpages')).toBe('2');
    const second = await stack.call('GET', `${campaigns()}?page=2&perPage=2`, { as: ADMIN });
    expect(ids(second.body)).toEqual([5001, 5006]);
  });

  it('enriches rows with delivery and line number, leaving out schedules and (by default) the plan', async () => {
    const answer = await stack.call('GET', `${campaigns()}?filter=campaignId==5001`, { as: ADMIN });
    const [row] = parsed(ListCampaignsResponse, answer);
    expect(row).toMatchObject({
      campaignId: 5001,
      impressions: 2000,
      reach: 800,
      mediaFees: 5,
      lineNumber: '1',
      flaggedForReview: false,
    });
    expect(row).not.toHaveProperty('publisherSchedules');
    expect(row).not.toHaveProperty('plan');
  });

  it('includePlanDetails=true adds plan {name}', async () => {
    const answer = await stack.call('GET', `${campaigns()}?includePlanDetails=true&filter=planId==4002`, { as: ADMIN });
    const rows = parsed(ListCampaignsResponse, answer);
    expect(rows.map((c) => [c.campaignId, c.plan])).toEqual([[5001, { name: 'Spring push' }]]);
  });

  it('filters by campaignType==, campaignStatus!=Draft and startDateTime>', async () => {
    const byType = await stack.call('GET', `${campaigns()}?filter=campaignType==DYNAMIC_CLO`, { as: ADMIN });
    expect(ids(byType.body)).toEqual([5003]);
    const notDraft = await stack.call('GET', `${campaigns()}?filter=campaignStatus!=Draft`, { as: ADMIN });
    expect(ids(notDraft.body)).toEqual([5003, 5001, 5006]);
    const recent = await stack.call(
      'GET',
      `${campaigns()}?filter=${encodeURIComponent('startDateTime>2026-05-01T00:00:00Z;campaignStatus!=Draft')}`,
      {
        as: ADMIN,
      },
    );
    expect(ids(recent.body)).toEqual([5003]);
  });

  it('sorts by the orderBy option', async () => {
    const answer = await stack.call('GET', `${campaigns()}?orderBy=name`, { as: ADMIN });
    expect(ids(answer.body)).toEqual([5003, 5006, 5001, 5002]);
  });

  it('CAMP-026 external users never see Draft campaigns', async () => {
    const answer = await stack.call('GET', campaigns(), { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual([5003, 5001, 5006]);
  });

  it('ACCESS-007 internal users see accounts they are not members of', async () => {
    const answer = await stack.call('GET', campaigns(OTHER), { as: SALES });
    expect(ids(answer.body)).toEqual([5005]);
  });

  it('refuses a manager on an account they do not manage (403) and a bad filter, orderBy or flag (400)', async () => {
    expectProblem(await stack.call('GET', campaigns(OTHER), { as: MANAGER }), 403);
    expectProblem(await stack.call('GET', `${campaigns()}?filter=nonsense`, { as: ADMIN }), 400, { field: 'filter' });
    expectProblem(await stack.call('GET', `${campaigns()}?orderBy=colour`, { as: ADMIN }), 400, { field: 'orderBy' });
    expectProblem(await stack.call('GET', `${campaigns()}?includePlanDetails=maybe`, { as: ADMIN }), 400, {
      field: 'includePlanDetails',
    });
  });
});

describe('createCampaign', () => {
  const body = {
    name: '  Holiday cash back ',
    budget: 5000,
    budgetDeliveryGoal: 'BUDGET',
    budgetDiscountPercent: 0.1,
    billingCap: 4500,
    campaignPricingModel: 'CPS',
    currency: 'USD',
    startDateTime: '2026-11-01T04:00:00Z',
    endDateTime: '2026-12-31T23:59:59Z',
    isOfferAutoActivated: false,
    isTrackedLinkOffer: false,
    lineId: 3001,
    planId: 4001,
    scheduleType: 'Lifetime',
  };

  it('creates a Draft FIXED_CLO DriveSales campaign from the 14 fields; create-then-read returns it', async () => {
    const answer = await stack.call('POST', campaigns(), { as: MANAGER, body });
    expect(answer.status).toBe(201);
    const created = parsed(CreateCampaignResponse, answer);
    expect(created).toMatchObject({
      accountId: US,
      name: 'Holiday cash back',
      campaignStatus: 'Draft',
      campaignType: 'FIXED_CLO',
      campaignObjective: 'DriveSales',
      budget: 5000,
      billingCap: 4500,
      lineId: 3001,
      planId: 4001,
      currency: 'USD',
      createUser: MANAGER,
      updateUser: MANAGER,
    });
    const read = await stack.call('GET', `${campaigns()}/${created.campaignId}`, { as: MANAGER });
    expect(parsed(GetCampaignResponse, read)).toEqual(created);
  });

  it('NS-52 CPE makes a DYNAMIC_CLO campaign in the US; a GB account refuses it at campaignPricingModel', async () => {
    const dynamic = await stack.call('POST', campaigns(), {
      as: MANAGER,
      body: { ...body, campaignPricingModel: 'CPE' },
    });
    expect(dynamic.status).toBe(201);
    expect(parsed(CreateCampaignResponse, dynamic)).toMatchObject({
      campaignType: 'DYNAMIC_CLO',
      campaignPricingModel: 'CPE',
    });
    const refused = await stack.call('POST', campaigns(GB), {
      as: MANAGER,
      body: { name: 'Dynamic in GB', campaignPricingModel: 'CPE' },
    });
    expectProblem(refused, 400, { field: 'campaignPricingModel' });
  });

  it('only the name is required; the rest gets defaults (the account currency, no line)', async () => {
    const answer = await stack.call('POST', campaigns(GB), { as: MANAGER, body: { name: 'Minimal' } });
    expect(answer.status).toBe(201);
    expect(parsed(CreateCampaignResponse, answer)).toMatchObject({
      currency: 'GBP',
      lineId: null,
      planId: null,
      campaignPricingModel: 'None',
      scheduleType: 'Lifetime',
      budgetDeliveryGoal: 'BUDGET',
    });
  });

  it('adds an Insert audit record', async () => {
    const created = await stack.call<{ campaignId: number }>('POST', campaigns(), { as: MANAGER, body });
    const audit = await stack.call(
      'GET',
      `${V7}/accounts/${US}/audit?entityType=Campaign&entityId=${created.body.campaignId}`,
      { as: MANAGER },
    );
    const [record] = parsed(ListAuditChangeRecordsResponse, audit);
    expect(record).toMatchObject({ entityType: 'Campaign', action: 'Insert', updateUser: MANAGER });
    expect(record?.changes).toContainEqual({ columnName: 'name', originalValue: null, newValue: 'Holiday cash back' });
  });

  it('refuses a manager on an account they do not manage (403), changing nothing', async () => {
    expectProblem(await unchanged(stack, () => stack.call('POST', campaigns(OTHER), { as: MANAGER, body })), 403);
  });

  it('a malformed body answers 400 naming the field and changes nothing', async () => {
    const { name: _name, ...nameless } = body;
    expectProblem(await unchanged(stack, () => stack.call('POST', campaigns(), { as: MANAGER, body: nameless })), 400, {
      field: 'name',
    });
    expectProblem(
      await unchanged(stack, () => stack.call('POST', campaigns(), { as: MANAGER, body: { ...body, budget: 0 } })),
      400,
      { field: 'budget' },
    );
    expectProblem(
      await unchanged(stack, () => stack.call('POST', campaigns(), { as: MANAGER, body: { ...body, name: '   ' } })),
      400,
      { field: 'name' },
    );
    const extra = await unchanged(stack, () =>
      stack.call('POST', campaigns(), { as: MANAGER, body: { ...body, campaignStatus: 'Active' } }),
    );
    expectProblem(extra, 400);
  });

  it('the line must exist in the account and not be DELETED (400 lineId)', async () => {
    for (const lineId of [3002, 3004, 9999]) {
      const answer = await unchanged(stack, () =>
        stack.call('POST', campaigns(), { as: MANAGER, body: { ...body, lineId } }),
      );
      expectProblem(answer, 400, { field: 'lineId' });
    }
  });

  it('the plan must exist (400 planId) and the currency must be the account booking currency (400 currency)', async () => {
    expectProblem(
      await unchanged(stack, () => stack.call('POST', campaigns(), { as: MANAGER, body: { ...body, planId: 4999 } })),
      400,
      { field: 'planId' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', campaigns(), { as: MANAGER, body: { ...body, currency: 'GBP' } }),
      ),
      400,
      { field: 'currency' },
    );
  });
});

describe('getCampaign', () => {
  it('CAMP-009 includePublisherSchedules=true adds the schedules; without it they are left out', async () => {
    const plain = parsed(GetCampaignResponse, await stack.call('GET', `${campaigns()}/5001`, { as: VIEWER }));
    expect(plain).not.toHaveProperty('publisherSchedules');
    expect(plain.plan).toEqual({ name: 'Spring push' });
    const withSchedules = parsed(
      GetCampaignResponse,
      await stack.call('GET', `${campaigns()}/5001?includePublisherSchedules=true`, { as: VIEWER }),
    );
    expect(withSchedules.publisherSchedules).toEqual([
      {
        campaignScheduleVersionId: 1,
        publisherId: 11,
        startDateTime: '2026-03-01T05:00:00Z',
        endDateTime: '2026-06-30T23:59:59Z',
      },
    ]);
    const none = parsed(
      GetCampaignResponse,
      await stack.call('GET', `${campaigns()}/5002?includePublisherSchedules=true`, { as: ADMIN }),
    );
    expect(none.publisherSchedules).toEqual([]);
  });

  it('campaignTypes restricts the answer: another type answers 404', async () => {
    expectProblem(await stack.call('GET', `${campaigns()}/5001?campaignTypes=DYNAMIC_CLO`, { as: ADMIN }), 404);
    const both = await stack.call('GET', `${campaigns()}/5001?campaignTypes=DYNAMIC_CLO&campaignTypes=FIXED_CLO`, {
      as: ADMIN,
    });
    expect(both.status).toBe(200);
    expectProblem(await stack.call('GET', `${campaigns()}/5001?campaignTypes=BOGUS`, { as: ADMIN }), 400, {
      field: 'campaignTypes.0',
    });
  });

  it('answers 404 for a campaign of another account than the path’s', async () => {
    expectProblem(await stack.call('GET', `${campaigns()}/5004`, { as: ADMIN }), 404);
  });
});

describe('getCampaignGlobal', () => {
  it('reads a campaign of any visible account', async () => {
    const answer = await stack.call('GET', `${V7}/campaigns/5004`, { as: MANAGER });
    expect(parsed(GetCampaignGlobalResponse, answer)).toMatchObject({ campaignId: 5004, accountId: GB });
  });

  it('answers 400 for a 0 id and 404 for a campaign the user may not see', async () => {
    expectProblem(await stack.call('GET', `${V7}/campaigns/0`, { as: ADMIN }), 400, { field: 'campaignId' });
    expectProblem(await stack.call('GET', `${V7}/campaigns/5005`, { as: MANAGER }), 404);
  });
});

describe('deleteCampaign', () => {
  it('answers 204 and removes the campaign with its ad groups, ads, fees and redeeming merchants', async () => {
    const answer = await stack.call('DELETE', `${campaigns()}/5001`, { as: MANAGER });
    expect(answer.status).toBe(204);
    const { db } = stack.store;
    expect(db.campaigns.some((c) => c.campaignId === 5001)).toBe(false);
    expect(db.adGroups.filter((g) => g.campaignId === 5001)).toEqual([]);
    expect(db.ads.filter((a) => a.adId === 7001 || a.adId === 7002)).toEqual([]);
    expect(db.pricingModels.filter((p) => p.adGroupId === 6001)).toEqual([]);
    expect(db.redeemingMerchants.filter((m) => m.adId === 7001)).toEqual([]);
    expectProblem(await stack.call('GET', `${campaigns()}/5001`, { as: MANAGER }), 404);
    const audit = await stack.call('GET', `${V7}/accounts/${US}/audit?entityType=Campaign&entityId=5001`, {
      as: MANAGER,
    });
    expect(parsed(ListAuditChangeRecordsResponse, audit)[0]).toMatchObject({ action: 'Delete' });
    const adAudit = await stack.call('GET', `${V7}/accounts/${US}/audit?entityType=Ad&entityId=7001`, { as: MANAGER });
    expect(parsed(ListAuditChangeRecordsResponse, adAudit)[0]).toMatchObject({ action: 'Delete', entityType: 'Ad' });
  });
});

describe('duplicateCampaign', () => {
  it('creates a Draft copy with its ad groups and ads', async () => {
    const answer = await stack.call('POST', `${campaigns()}/5001/duplicate`, { as: MANAGER });
    expect(answer.status).toBe(201);
    const copy = parsed(DuplicateCampaignResponse, answer);
    expect(copy).toMatchObject({
      name: 'Spring cash back (copy)',
      campaignStatus: 'Draft',
      lineId: 3001,
      planId: 4002,
    });
    expect(copy.campaignId).not.toBe(5001);
    const groups = stack.store.db.adGroups.filter((g) => g.campaignId === copy.campaignId);
    expect(groups.map((g) => [g.name, g.userPriorityOrder, g.adGroupStatus])).toEqual([
      ['Ad group 6001', 1, 'Draft'],
      ['Ad group 6002', 2, 'Draft'],
    ]);
    const groupIds = new Set(groups.map((g) => g.adGroupId));
    expect(stack.store.db.ads.filter((a) => groupIds.has(a.adGroupId)).map((a) => a.name)).toEqual([
      'Ad 7001',
      'Ad 7002',
    ]);
    const read = await stack.call('GET', `${campaigns()}/${copy.campaignId}`, { as: MANAGER });
    expect(read.status).toBe(200);
  });
});

describe('updateCampaignStatus', () => {
  const status = (campaignId: number) => `${campaigns()}/${campaignId}/status`;

  it('NS-40 deactivates an Active or a Scheduled campaign and records the change', async () => {
    const active = await stack.call('PUT', status(5001), { as: MANAGER, body: { status: 'Inactive' } });
    expect(active.status).toBe(200);
    expect(parsed(UpdateCampaignStatusResponse, active).campaignStatus).toBe('Inactive');
    const scheduled = await stack.call('PUT', status(5003), { as: MANAGER, body: { status: 'Inactive' } });
    expect(parsed(UpdateCampaignStatusResponse, scheduled).campaignStatus).toBe('Inactive');
    const audit = await stack.call('GET', `${V7}/accounts/${US}/audit?entityType=Campaign&entityId=5001`, {
      as: MANAGER,
    });
    expect(parsed(ListAuditChangeRecordsResponse, audit)[0]).toMatchObject({
      action: 'Update',
      changes: [{ columnName: 'campaignStatus', originalValue: 'Active', newValue: 'Inactive' }],
    });
  });

  it('NS-40 NS-88 a transition outside the graph answers 409 with the allowed ones; an unknown status 400', async () => {
    const fromDraft = expectProblem(
      await unchanged(stack, () => stack.call('PUT', status(5002), { as: MANAGER, body: { status: 'Inactive' } })),
      409,
      { code: 'CAMPAIGN_BUILD_4XX_CONFLICT' },
    );
    expect(fromDraft).toMatchObject({
      detail: 'status: cannot change campaign 5002 from Draft to Inactive',
      extensions: { subcode: 'STATUS_TRANSITION_NOT_ALLOWED', allowedTransitions: ['InReview'] },
    });
    const fromInactive = expectProblem(
      await unchanged(stack, () => stack.call('PUT', status(5006), { as: MANAGER, body: { status: 'Active' } })),
      409,
    );
    expect(fromInactive.extensions).toMatchObject({ allowedTransitions: [] });
    expectProblem(
      await unchanged(stack, () => stack.call('PUT', status(5001), { as: MANAGER, body: { status: 'Paused' } })),
      400,
      { field: 'status' },
    );
  });

  it('NS-88 NS-85 AUDIT-005 a complete Draft is submitted for review, logged and seen by the account; an incomplete one is refused', async () => {
    // 5002 has no line yet.
    const incomplete = expectProblem(
      await unchanged(stack, () => stack.call('PUT', status(5002), { as: MANAGER, body: { status: 'InReview' } })),
      409,
    );
    expect(incomplete.extensions?.subcode).toBe('CAMPAIGN_INCOMPLETE');
    expect(incomplete.detail).toContain('the campaign has no line');
    stack.store.write((db) => {
      const draft = db.campaigns.find((campaign) => campaign.campaignId === 5002);
      if (draft) draft.lineId = 3001;
    });
    // NS-85: until it is submitted, the draft is its creator's; another external user of the
    // account does not see it. Once submitted it is no longer a draft, and the account sees it.
    const draft = `${V7}/accounts/${US}/campaigns/5002`;
    expectProblem(await stack.call('GET', draft, { as: VIEWER }), 404);
    const submitted = await stack.call('PUT', status(5002), { as: MANAGER, body: { status: 'InReview' } });
    expect(parsed(UpdateCampaignStatusResponse, submitted).campaignStatus).toBe('InReview');
    expect((await stack.call('GET', draft, { as: VIEWER })).status).toBe(200);
    const audit = await stack.call('GET', `${V7}/accounts/${US}/audit?entityType=Campaign&entityId=5002`, {
      as: MANAGER,
    });
    expect(parsed(ListAuditChangeRecordsResponse, audit)[0]).toMatchObject({
      action: 'Update',
      updateUser: MANAGER,
      changes: [{ columnName: 'campaignStatus', originalValue: 'Draft', newValue: 'InReview' }],
    });
  });

  it('NS-88 only an internal writer approves or returns a campaign in review; a return needs a note, which the campaign then carries', async () => {
    stack.store.write((db) => {
      const draft = db.campaigns.find((campaign) => campaign.campaignId === 5002);
      if (draft)
        Object.assign(draft, { campaignStatus: 'InReview', lineId: 3001, startDateTime: '2099-01-01T05:00:00Z' });
    });
    const external = expectProblem(
      await unchanged(stack, () => stack.call('PUT', status(5002), { as: MANAGER, body: { status: 'Scheduled' } })),
      409,
    );
    expect(external.extensions).toMatchObject({ allowedTransitions: [] });
    const early = expectProblem(
      await unchanged(stack, () => stack.call('PUT', status(5002), { as: ADMIN, body: { status: 'Active' } })),
      409,
    );
    expect(early.extensions).toMatchObject({ allowedTransitions: ['Scheduled', 'Draft'] });
    expectProblem(
      await unchanged(stack, () =>
        stack.call('PUT', status(5002), { as: ADMIN, body: { status: 'Draft', note: ' ' } }),
      ),
      400,
      { field: 'note' },
    );
    const returned = await stack.call('PUT', status(5002), {
      as: ADMIN,
      body: { status: 'Draft', note: 'The reward cap is above the budget.' },
    });
    expect(parsed(UpdateCampaignStatusResponse, returned)).toMatchObject({
      campaignStatus: 'Draft',
      reviewNote: 'The reward cap is above the budget.',
    });
    await stack.call('PUT', status(5002), { as: MANAGER, body: { status: 'InReview' } });
    const approved = await stack.call('PUT', status(5002), { as: ADMIN, body: { status: 'Scheduled' } });
    expect(parsed(UpdateCampaignStatusResponse, approved)).toMatchObject({
      campaignStatus: 'Scheduled',
      reviewNote: null,
    });
  });
});

describe('reporting reads', () => {
  it('NS-48 reporting-eligible lists non-Draft campaigns with a line and a pricing model, newest start first', async () => {
    const answer = await stack.call('GET', `${campaigns()}/reporting-eligible`, { as: VIEWER });
    expect(answer.status).toBe(200);
    const rows = parsed(ListReportingEligibleCampaignsResponse, answer);
    expect(rows).toEqual([
      {
        campaignId: 5003,
        name: 'Autumn',
        campaignStatus: 'Scheduled',
        startDateTime: '2026-09-01T04:00:00Z',
        endDateTime: '2026-06-30T23:59:59Z',
        lineId: 3001,
        pricingModel: 'CPE',
      },
      {
        campaignId: 5001,
        name: 'Spring cash back',
        campaignStatus: 'Active',
        startDateTime: '2026-03-01T05:00:00Z',
        endDateTime: '2026-06-30T23:59:59Z',
        lineId: 3001,
        pricingModel: 'CPS',
      },
    ]);
  });

  it('NS-48 reporting-details answers budget, adSpend from delivery and remainingBudget = budget − adSpend', async () => {
    const answer = await stack.call('GET', `${campaigns()}/5001/reporting-details`, { as: VIEWER });
    expect(parsed(GetCampaignReportingDetailsResponse, answer)).toEqual({
      campaignId: 5001,
      currency: 'USD',
      lines: [{ lineId: 3001, lineNumber: '1', budget: 250000, adSpend: 149.75, remainingBudget: 249850.25 }],
    });
    // Draft 5002 is read by the manager who created it (NS-85).
    const lineless = await stack.call('GET', `${campaigns()}/5002/reporting-details`, { as: MANAGER });
    expect(parsed(GetCampaignReportingDetailsResponse, lineless).lines).toEqual([]);
  });

  it('NS-97 a line answers what is left of its budget: the budget less the delivery of every campaign on it', async () => {
    const lines = `${V1}/accounts/${String(US)}/lines`;
    const listed = parsed(ListLinesResponse, await stack.call('GET', lines, { as: ADMIN }));
    // Line 3001 carries campaign 5001 (100.25 + 49.50 delivered); the others have no delivery.
    expect(listed.map(({ lineId, budget, remainingBudget }) => ({ lineId, budget, remainingBudget }))).toEqual([
      { lineId: 3001, budget: 250000, remainingBudget: 249850.25 },
      ...listed.slice(1).map(({ lineId, budget }) => ({ lineId, budget, remainingBudget: budget })),
    ]);
    expect(parsed(GetLineResponse, await stack.call('GET', `${lines}/3001`, { as: VIEWER })).remainingBudget).toBe(
      249850.25,
    );
  });
});

describe('listAuditChangeRecords', () => {
  const audit = (query: string) => `${V7}/accounts/${US}/audit?${query}`;

  it('API-008 answers the records of one entity newest first with the pagination headers', async () => {
    await stack.call('PUT', `${campaigns()}/5001/status`, { as: MANAGER, body: { status: 'Inactive' } });
    await stack.call('PATCH', `/api/v6/campaign-build-api/accounts/${US}/adgroups/6001`, {
      as: MANAGER,
      body: { name: 'Renamed' },
    });
    await stack.call('PATCH', `/api/v6/campaign-build-api/accounts/${US}/adgroups/6001`, {
      as: ADMIN,
      body: { testPopulation: 0.2 },
    });
    const answer = await stack.call('GET', audit('entityType=AdGroup&entityId=6001&page=1&perPage=1'), { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('pagination-totalcount')).toBe('2');
    expect(answer.headers.get('pagination-totalpages')).toBe('2');
    expect(parsed(ListAuditChangeRecordsResponse, answer)).toEqual([
      expect.objectContaining({
        updateUser: ADMIN,
        changes: [{ columnName: 'testPopulation', originalValue: '0.1', newValue: '0.2' }],
      }),
    ]);
    const older = await stack.call('GET', audit('entityType=AdGroup&entityId=6001&page=2&perPage=1'), { as: VIEWER });
    expect(parsed(ListAuditChangeRecordsResponse, older)[0]?.changes).toEqual([
      { columnName: 'name', originalValue: 'Ad group 6001', newValue: 'Renamed' },
    ]);
  });

  it('answers only records of the account in the path', async () => {
    await stack.call('PUT', `${campaigns(GB)}/5004/status`, { as: MANAGER, body: { status: 'Inactive' } });
    const foreign = await stack.call('GET', audit('entityType=Campaign&entityId=5004'), { as: MANAGER });
    expect(foreign.body).toEqual([]);
  });

  it('answers 400 for an entityType missing or unknown and a 0 entityId', async () => {
    expectProblem(await stack.call('GET', audit('entityId=5001'), { as: ADMIN }), 400, { field: 'entityType' });
    expectProblem(await stack.call('GET', audit('entityType=Thing&entityId=5001'), { as: ADMIN }), 400, {
      field: 'entityType',
    });
    expectProblem(await stack.call('GET', audit('entityType=Campaign&entityId=0'), { as: ADMIN }), 400, {
      field: 'entityId',
    });
  });
});

describe('path parameters', () => {
  const V6 = '/api/v6/campaign-build-api';
  // A bad id without a token: the 401 comes before the 400 (the table test checks each apart).
  const cases: [string, string][] = [
    ['GET', `${V6}/accounts/${US}/adgroups/abc`],
    ['POST', `${V6}/accounts/${US}/adgroups/abc/duplicate`],
    ['DELETE', `${V7}/accounts/${US}/ads/abc`],
    ['POST', `${campaigns()}/abc/duplicate`],
    ['GET', `${campaigns()}/0/reporting-details`],
    ['GET', `${V7}/accounts/abc/campaigns/reporting-eligible`],
    ['GET', `/api/v8/campaign-build-api/accounts/${US}/audiences/abc`],
    ['GET', `${V6}/accounts/${US}/adgroups/abc/pricingmodels`],
    ['PATCH', `${V6}/accounts/${US}/pricingmodels/abc`],
    ['PUT', `/api/v1/campaign-build/accounts/${US}/plans/abc/accept`],
    ['PUT', `/api/v1/campaign-build/accounts/${US}/campaigns/abc/adgroups/order`],
  ];

  it.each(cases)('%s %s with a bad id and no token answers 401 before the 400', async (method, path) => {
    expectProblem(await stack.call(method, path), 401);
  });
});
