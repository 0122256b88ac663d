import { describe, expect, it } from 'vitest';
import {
  AcceptPlanResponse,
  CreateAudienceResponse,
  CreatePlanResponse,
  CreatePricingModelResponse,
  GetAudienceResponse,
  GetLineResponse,
  GetPlanResponse,
  ListAdGroupPricingModelsResponse,
  ListLinesResponse,
  ListPlansResponse,
  UpdateAudienceResponse,
  UpdatePlanResponse,
  UpdatePricingModelResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { expectProblem, parsed, unchanged, withTestBackend } from '../../server/testing';
import { ADMIN, campaignBuildFixture, GB, MANAGER, OTHER, US, VIEWER, V1, V6, V8 } from '../../fixtures/campaign-build';

const stack = withTestBackend(campaignBuildFixture);

const lines = (accountId = US) => `${V1}/accounts/${accountId}/lines`;
const plans = (accountId = US) => `${V1}/accounts/${accountId}/plans`;
const lineIds = (body: unknown) => (body as { lineId: number }[]).map((l) => l.lineId);

describe('lines', () => {
  it('listLines filters by the repeated status parameter; without it every line is answered', async () => {
    const all = await stack.call('GET', lines(), { as: ADMIN });
    expect(parsed(ListLinesResponse, all).map((l) => l.lineId)).toEqual([3001, 3002, 3003]);
    const some = await stack.call('GET', `${lines()}?status=ACTIVE&status=DRAFT`, { as: ADMIN });
    expect(lineIds(some.body)).toEqual([3001, 3003]);
  });

  it('CAMP-005 external users see only ACTIVE lines', async () => {
    expect(lineIds((await stack.call('GET', `${lines()}?status=ACTIVE&status=DRAFT`, { as: VIEWER })).body)).toEqual([
      3001,
    ]);
  });

  it('listLines refuses an unknown status (400 naming status.0)', async () => {
    expectProblem(await stack.call('GET', `${lines()}?status=CLOSED`, { as: ADMIN }), 400, { field: 'status.0' });
  });

  it('getLine reads one line; 404 for a line of another account', async () => {
    expect(parsed(GetLineResponse, await stack.call('GET', `${lines(GB)}/3004`, { as: MANAGER }))).toMatchObject({
      lineId: 3004,
      currencyIsoCode: 'GBP',
    });
    expectProblem(await stack.call('GET', `${lines()}/3004`, { as: ADMIN }), 404);
  });
});

describe('listPlans', () => {
  it('answers a PlanPage: name contains (case-insensitive), 0-based page, size, sort', async () => {
    const all = parsed(ListPlansResponse, await stack.call('GET', plans(), { as: VIEWER }));
    expect(all.items.map((p) => p.planId)).toEqual([4002, 4003, 4001]);
    expect(all).toMatchObject({ totalElements: 3, totalPages: 1 });
    const named = parsed(ListPlansResponse, await stack.call('GET', `${plans()}?name=LAUNCH`, { as: VIEWER }));
    expect(named.items.map((p) => p.name)).toEqual(['Q3 launch']);
    const paged = parsed(
      ListPlansResponse,
      await stack.call('GET', `${plans()}?page=1&size=2&sort=name,asc`, { as: VIEWER }),
    );
    expect(paged).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(paged.items.map((p) => p.name)).toEqual(['Winter']);
    const byId = parsed(ListPlansResponse, await stack.call('GET', `${plans()}?sort=planId,desc`, { as: VIEWER }));
    expect(byId.items.map((p) => p.planId)).toEqual([4003, 4002, 4001]);
  });

  it('refuses a manager on an account they do not manage (403) and a bad sort, size or page (400)', async () => {
    expectProblem(await stack.call('GET', plans(OTHER), { as: MANAGER }), 403);
    expectProblem(await stack.call('GET', `${plans()}?sort=colour,asc`, { as: ADMIN }), 400, { field: 'sort' });
    expectProblem(await stack.call('GET', `${plans()}?sort=name,sideways`, { as: ADMIN }), 400, { field: 'sort' });
    expectProblem(await stack.call('GET', `${plans()}?size=5001`, { as: ADMIN }), 400, { field: 'size' });
    expectProblem(await stack.call('GET', `${plans()}?page=-1`, { as: ADMIN }), 400, { field: 'page' });
  });
});

describe('createPlan, getPlan, updatePlan', () => {
  it('creates a Draft plan; create-then-read returns it', async () => {
    const answer = await stack.call('POST', plans(), { as: MANAGER, body: { name: ' Q4 holiday ', ioNumber: 'IO-9' } });
    expect(answer.status).toBe(201);
    const created = parsed(CreatePlanResponse, answer);
    expect(created).toMatchObject({
      accountId: US,
      name: 'Q4 holiday',
      ioNumber: 'IO-9',
      status: 'Draft',
      acceptedDateTime: null,
      createUser: MANAGER,
    });
    expect(parsed(GetPlanResponse, await stack.call('GET', `${plans()}/${created.planId}`, { as: VIEWER }))).toEqual(
      created,
    );
  });

  it('API-014 a name already used in the account (any case) answers 409 PLAN_NAME_CONFLICT', async () => {
    const answer = await unchanged(stack, () =>
      stack.call('POST', plans(), { as: MANAGER, body: { name: 'q3 LAUNCH' } }),
    );
    const problem = expectProblem(answer, 409);
    expect(problem).toMatchObject({
      code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
      detail: `A plan with name 'q3 LAUNCH' already exists in account ${US}`,
      extensions: { subcode: 'PLAN_NAME_CONFLICT' },
    });
    const elsewhere = await stack.call('POST', plans(GB), { as: MANAGER, body: { name: 'Q3 launch' } });
    expect(elsewhere.status).toBe(201);
    const renamed = await unchanged(stack, () =>
      stack.call('PATCH', `${plans()}/4003`, { as: MANAGER, body: { name: 'Spring Push' } }),
    );
    expect(expectProblem(renamed, 409).extensions?.subcode).toBe('PLAN_NAME_CONFLICT');
  });

  it('PLAN-006 updatePlan changes name and ioNumber only; keeping its own name is no conflict', async () => {
    const answer = await stack.call('PATCH', `${plans()}/4001`, {
      as: MANAGER,
      body: { name: 'Q3 launch', ioNumber: 'IO-7' },
    });
    expect(parsed(UpdatePlanResponse, answer)).toMatchObject({
      planId: 4001,
      name: 'Q3 launch',
      ioNumber: 'IO-7',
      status: 'Draft',
    });
    const cleared = await stack.call('PATCH', `${plans()}/4001`, { as: MANAGER, body: { ioNumber: null } });
    expect(parsed(UpdatePlanResponse, cleared)).toMatchObject({ name: 'Q3 launch', ioNumber: null });
    expectProblem(
      await unchanged(stack, () =>
        stack.call('PATCH', `${plans()}/4001`, { as: MANAGER, body: { status: 'Accepted' } }),
      ),
      400,
    );
  });

  it('createPlan refuses a blank or missing name and updatePlan an empty one (400 naming name)', async () => {
    expectProblem(
      await unchanged(stack, () => stack.call('POST', plans(), { as: MANAGER, body: { name: '  ' } })),
      400,
      { field: 'name' },
    );
    expectProblem(await unchanged(stack, () => stack.call('POST', plans(), { as: MANAGER, body: {} })), 400, {
      field: 'name',
    });
    expectProblem(
      await unchanged(stack, () => stack.call('PATCH', `${plans()}/4001`, { as: MANAGER, body: { name: '' } })),
      400,
      { field: 'name' },
    );
  });
});

describe('acceptPlan', () => {
  const accept = (planId: number) => `${plans()}/${planId}/accept`;
  const shell = (patch: Record<string, unknown> = {}) => ({
    name: 'Shell A',
    campaignType: 'PLANSPEC',
    campaignPricingModel: 'CPS',
    budget: 1000,
    startDateTime: '2026-10-01T04:00:00Z',
    endDateTime: '2026-12-31T23:59:59Z',
    lineId: 3001,
    ...patch,
  });
  const later = (ms: number) => {
    const at = new Date(Date.now() + ms);
    stack.backend.now = () => at;
  };

  it('NS-41 moves a Draft plan to Processing, builds one Draft campaign per shell, then Accepted after 2 s', async () => {
    const answer = await stack.call('PUT', accept(4001), {
      as: MANAGER,
      body: [shell(), shell({ name: 'Shell B', campaignType: 'FIXED_CLO' })],
    });
    expect(answer.status).toBe(200);
    const processing = parsed(AcceptPlanResponse, answer);
    expect(processing.status).toBe('Processing');
    expect(processing.acceptedDateTime).toEqual(expect.any(String));
    const built = stack.store.db.campaigns.filter((c) => c.planId === 4001);
    expect(built.map((c) => [c.name, c.campaignType, c.campaignStatus, c.lineId, c.currency])).toEqual([
      ['Shell A', 'PLANSPEC', 'Draft', 3001, 'USD'],
      ['Shell B', 'FIXED_CLO', 'Draft', 3001, 'USD'],
    ]);
    expect((await stack.call<{ status: string }>('GET', `${plans()}/4001`, { as: VIEWER })).body.status).toBe(
      'Processing',
    );
    later(2500);
    expect(parsed(GetPlanResponse, await stack.call('GET', `${plans()}/4001`, { as: VIEWER })).status).toBe('Accepted');
  });

  it('NS-41 ends Failed when a shell had no line, also when the list is read', async () => {
    await stack.call('PUT', accept(4001), { as: MANAGER, body: [shell(), shell({ name: 'Lineless', lineId: null })] });
    later(2500);
    const page = parsed(ListPlansResponse, await stack.call('GET', plans(), { as: VIEWER }));
    expect(page.items.find((p) => p.planId === 4001)?.status).toBe('Failed');
  });

  it('NS-41 a plan that is not Draft answers 409', async () => {
    const accepted = expectProblem(
      await unchanged(stack, () => stack.call('PUT', accept(4002), { as: MANAGER, body: [shell()] })),
      409,
    );
    expect(accepted.code).toBe('CAMPAIGN_BUILD_4XX_CONFLICT');
    await stack.call('PUT', accept(4001), { as: MANAGER, body: [shell()] });
    expectProblem(await unchanged(stack, () => stack.call('PUT', accept(4001), { as: MANAGER, body: [shell()] })), 409);
  });

  it('PLAN-007 the body is a non-empty list of valid campaign shells (400 naming the field)', async () => {
    expectProblem(await unchanged(stack, () => stack.call('PUT', accept(4001), { as: MANAGER, body: [] })), 400);
    expectProblem(
      await unchanged(stack, () => stack.call('PUT', accept(4001), { as: MANAGER, body: [shell({ budget: 0 })] })),
      400,
      { field: '0.budget' },
    );
    expectProblem(
      await unchanged(stack, () =>
        stack.call('PUT', accept(4001), { as: MANAGER, body: [shell(), shell({ lineId: 3002 })] }),
      ),
      400,
      { field: '1.lineId' },
    );
    expectProblem(
      await unchanged(stack, () => stack.call('PUT', accept(4001), { as: MANAGER, body: { name: 'x' } })),
      400,
    );
  });
});

describe('audiences', () => {
  const audiences = (accountId = US) => `${V8}/accounts/${accountId}/audiences`;
  const body = {
    name: 'Coffee lovers',
    audienceSegmentationTypeId: 3,
    selectedSegmentIds: [31, 32],
    purchaseBehavior: { type: 'EXPANDED' },
    locations: {
      include: [{ compositeId: 'DMA|501', geoType: 'DMA', id: 501, name: 'New York' }],
      exclude: [],
      count: 1,
    },
  };

  it('createAudience answers 201; create-then-read returns it; updateAudience merges', async () => {
    const answer = await stack.call('POST', audiences(), { as: MANAGER, body });
    expect(answer.status).toBe(201);
    const created = parsed(CreateAudienceResponse, answer);
    expect(created).toMatchObject({
      ...body,
      accountId: US,
      createUser: MANAGER,
      customAudiences: { include: [], exclude: [] },
    });
    expect(
      parsed(GetAudienceResponse, await stack.call('GET', `${audiences()}/${created.audienceId}`, { as: VIEWER })),
    ).toEqual(created);
    const patched = await stack.call('PATCH', `${audiences()}/${created.audienceId}`, {
      as: MANAGER,
      body: { name: 'Tea lovers' },
    });
    expect(parsed(UpdateAudienceResponse, patched)).toMatchObject({
      name: 'Tea lovers',
      selectedSegmentIds: [31, 32],
      audienceSegmentationTypeId: 3,
    });
  });

  it('createAudience and updateAudience refuse a bad segment id (400 naming it); another account’s audience is 404', async () => {
    expectProblem(
      await unchanged(stack, () =>
        stack.call('POST', audiences(), { as: MANAGER, body: { ...body, selectedSegmentIds: ['a'] } }),
      ),
      400,
      { field: 'selectedSegmentIds.0' },
    );
    expectProblem(await stack.call('GET', `${audiences(GB)}/8001`, { as: ADMIN }), 404);
    expectProblem(
      await unchanged(stack, () =>
        stack.call('PATCH', `${audiences()}/8001`, { as: MANAGER, body: { audienceSegmentationTypeId: 0 } }),
      ),
      400,
      { field: 'audienceSegmentationTypeId' },
    );
  });
});

describe('pricing models', () => {
  const fees = `${V6}/accounts/${US}/pricingmodels`;
  const ofGroup = (adGroupId: number, accountId = US) =>
    `${V6}/accounts/${accountId}/adgroups/${adGroupId}/pricingmodels`;

  it('listAdGroupPricingModels answers the fees of the ad group (empty when none; 404 for another account’s)', async () => {
    expect(
      parsed(ListAdGroupPricingModelsResponse, await stack.call('GET', ofGroup(6001), { as: VIEWER })).map(
        (p) => p.pricingModelId,
      ),
    ).toEqual([9001]);
    expect((await stack.call('GET', ofGroup(6002), { as: VIEWER })).body).toEqual([]);
    expectProblem(await stack.call('GET', ofGroup(6004), { as: ADMIN }), 404);
  });

  it('createPricingModel: a percent fee keeps feePercent and feeCap with feeAmount null; a flat fee only feeAmount', async () => {
    const percent = await stack.call('POST', fees, {
      as: MANAGER,
      body: { adGroupId: 6002, currency: 'USD', feePercent: 0.125, feeCap: 2000, feeAmount: null },
    });
    expect(percent.status).toBe(201);
    expect(parsed(CreatePricingModelResponse, percent)).toMatchObject({
      adGroupId: 6002,
      feePercent: 0.125,
      feeCap: 2000,
      feeAmount: null,
      targetRoas: null,
    });
    const flat = await stack.call('POST', fees, {
      as: MANAGER,
      body: { adGroupId: 6002, currency: 'USD', feeAmount: 250 },
    });
    expect(parsed(CreatePricingModelResponse, flat)).toMatchObject({ feeAmount: 250, feePercent: null, feeCap: null });
    const list = await stack.call('GET', ofGroup(6002), { as: VIEWER });
    expect(parsed(ListAdGroupPricingModelsResponse, list)).toEqual([percent.body, flat.body]);
  });

  it('createPricingModel refuses both fee kinds, unknown ad groups and bad bodies (400 naming the field)', async () => {
    const body = { adGroupId: 6002, currency: 'USD', feeAmount: 100 };
    expectProblem(
      await unchanged(stack, () => stack.call('POST', fees, { as: MANAGER, body: { ...body, feePercent: 0.1 } })),
      400,
      { field: 'feePercent' },
    );
    expectProblem(
      await unchanged(stack, () => stack.call('POST', fees, { as: MANAGER, body: { ...body, adGroupId: 6004 } })),
      400,
      { field: 'adGroupId' },
    );
    expectProblem(
      await unchanged(stack, () => stack.call('POST', fees, { as: MANAGER, body: { ...body, feeAmount: -1 } })),
      400,
      { field: 'feeAmount' },
    );
    expectProblem(
      await unchanged(stack, () => stack.call('POST', fees, { as: MANAGER, body: { adGroupId: 6002 } })),
      400,
      { field: 'currency' },
    );
  });

  it('updatePricingModel merges by pricingModelId; switching to flat clears the percent fields', async () => {
    // The fee type changes only while the ad group is Draft or InReview (ADG-037).
    stack.store.write((db) => {
      const group = db.adGroups.find((g) => g.adGroupId === 6001);
      if (group) group.adGroupStatus = 'Draft';
    });
    const answer = await stack.call('PATCH', `${fees}/9001`, {
      as: MANAGER,
      body: { feeAmount: 300, feePercent: null, feeCap: null },
    });
    expect(parsed(UpdatePricingModelResponse, answer)).toMatchObject({
      pricingModelId: 9001,
      adGroupId: 6001,
      feeAmount: 300,
      feePercent: null,
      feeCap: null,
    });
    expectProblem(
      await unchanged(stack, () => stack.call('PATCH', `${fees}/9001`, { as: MANAGER, body: { feePercent: 0.2 } })),
      400,
      { field: 'feePercent' },
    );
    expectProblem(
      await unchanged(stack, () => stack.call('PATCH', `${fees}/9001`, { as: MANAGER, body: { feeCap: 0 } })),
      400,
      { field: 'feeCap' },
    );
  });
});
