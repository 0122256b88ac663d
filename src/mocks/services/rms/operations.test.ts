/** The rules of the rms operations; their 401, 403, 404 and 400 are in tests/contract/refusals.test.ts. */
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CreateRedemptionDecisionResponse,
  GetRedemptionSummariesResponse,
  ListRedemptionDecisionsResponse,
  ListRewardTemplatesResponse,
  UpdateRmsRewardResponse,
  UploadRedemptionsResponse,
} from '@generated/rms/rms.zod';
import { GetAdRewardResponse } from '@generated/ads-manager/ads-manager.zod';
import { apiErrorFromText } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { expectProblem, problemOf, withTestBackend } from '../../server/testing';
import { ADMIN, AGENCY, fixture, LONER, REDEMPTIONS, SALES, US_ACCOUNT, VIEWER } from '../../fixtures/rewards';
import { decisionFits } from './operations';

const stack = withTestBackend(fixture);

const JSON_API = 'application/vnd.api+json';
const snapshot = () => JSON.stringify(stack.store.db);

// ----- PATCH reward ------------------------------------------------------------------------

describe('updateRmsReward', () => {
  const path = (rewardId: number, accountId = US_ACCOUNT) => `/api/v1/rms/accounts/${accountId}/reward/${rewardId}`;
  const patch = (attributes: Record<string, unknown>, id = '8101') => ({ data: { type: 'reward', id, attributes } });

  it('merges the sent attributes into the RMS resource and the ad’s reward, answering meta.valid true', async () => {
    const config =
      '{"currencyUnit":"USD","mccList":[],"minSpend":30,"minVisits":1,"rewardAmount":0,"rewardCap":60,"rewardPercent":0.2}';
    const answer = await stack.call('PATCH', path(8101), {
      as: AGENCY,
      body: patch({ endDateOffset: 45, rewardAnnotations: ['ReserveExcl'], rewardModelConfigValue: config }),
      mediaType: JSON_API,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain(JSON_API);
    const updated = UpdateRmsRewardResponse.parse(answer.body);
    expect(updated.meta?.valid).toBe(true);
    expect(updated.data).toMatchObject({
      id: '8101',
      attributes: {
        endDateOffset: 45,
        rewardAnnotations: ['ReserveExcl'],
        isManualRedemption: false,
        redemptionStartDateTime: '2026-04-01T00:00:00Z',
      },
      relationships: { rewardModel: { data: { type: 'rewardModel', id: '11' } } },
    });
    const reward = GetAdRewardResponse.parse(
      (await stack.call('GET', `/api/v1/ads-manager/accounts/${US_ACCOUNT}/ads/7001/rewards`, { as: AGENCY })).body,
    );
    expect(reward).toMatchObject({
      endDateOffset: 45,
      rewardAnnotations: ['ReserveExcl'],
      minSpend: 30,
      rewardCap: 60,
      rewardPercent: 0.2,
      updateUser: AGENCY,
    });
    expect(reward.rmsResponse.data.attributes).toEqual(updated.data.attributes);
  });

  it('changes only what is sent; a null annotation list means None', async () => {
    await stack.call('PATCH', path(8101), {
      as: ADMIN,
      body: patch({ rewardAnnotations: ['FlashDeal'] }),
      mediaType: JSON_API,
    });
    const cleared = UpdateRmsRewardResponse.parse(
      (
        await stack.call('PATCH', path(8101), {
          as: ADMIN,
          body: patch({ rewardAnnotations: null, isSuspendedProcessing: true }),
          mediaType: JSON_API,
        })
      ).body,
    );
    expect(cleared.data.attributes).toMatchObject({
      rewardAnnotations: null,
      isSuspendedProcessing: true,
      endDateOffset: 30,
    });
  });

  it('answers 400 naming the field for a bad body, an id that is not the path’s or an unreadable config, changing nothing', async () => {
    const before = snapshot();
    expectProblem(
      await stack.call('PATCH', path(8101), { as: ADMIN, body: patch({ endDateOffset: 400 }), mediaType: JSON_API }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.endDateOffset' },
    );
    expectProblem(
      await stack.call('PATCH', path(8101), { as: ADMIN, body: patch({ colour: 'red' }), mediaType: JSON_API }),
      400,
      { code: 'VALIDATION_FAILURE' },
    );
    expectProblem(
      await stack.call('PATCH', path(8101), { as: ADMIN, body: patch({}, '8102'), mediaType: JSON_API }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.id' },
    );
    expectProblem(
      await stack.call('PATCH', path(8101), {
        as: ADMIN,
        body: patch({ rewardModelConfigValue: 'nope' }),
        mediaType: JSON_API,
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.rewardModelConfigValue' },
    );
    expectProblem(
      await stack.call('PATCH', path(8101), {
        as: ADMIN,
        body: patch({
          rewardModelConfigValue: '{"currencyUnit":"USD","minSpend":1,"rewardCap":5,"rewardPercent":1.01}',
        }),
        mediaType: JSON_API,
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.rewardModelConfigValue.rewardPercent' },
    );
    expectProblem(
      await stack.call('PATCH', path(8101), {
        as: ADMIN,
        body: patch({ rewardModelConfigValue: '{"currencyUnit":"USD","minSpend":1,"rewardCap":5,"mccList":[9999]}' }),
        mediaType: JSON_API,
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.rewardModelConfigValue.mccList' },
    );
    expectProblem(
      await stack.call('PATCH', path(8101), {
        as: ADMIN,
        body: patch({ redemptionStartDateTime: '2026-09-01T00:00:00Z', redemptionEndDateTime: '2026-08-01T23:59:59Z' }),
        mediaType: JSON_API,
      }),
      400,
      { code: 'VALIDATION_FAILURE', field: 'data.attributes.redemptionEndDateTime' },
    );
    expect(snapshot()).toBe(before);
  });
});

// ----- Reward templates --------------------------------------------------------------------

describe('listRewardTemplates', () => {
  const path = '/api/v1/rms/reward-templates';

  it('AD-033 lists every template ({id, name, defaultConfigValue, rewardModel}) as JSON:API for any signed-in user, or only the one of a reward type', async () => {
    const all = await stack.call('GET', path, { as: LONER });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain(JSON_API);
    expect(ListRewardTemplatesResponse.parse(all.body).data.map((t) => t.attributes.name)).toEqual([
      'PercentBack',
      'FlatAmountBack',
      'SpendXGetY',
      'Tiered loyalty',
    ]);
    const one = ListRewardTemplatesResponse.parse(
      (await stack.call('GET', `${path}?rewardType=SpendXGetY`, { as: VIEWER })).body,
    );
    expect(one.data).toEqual([
      expect.objectContaining({ id: '3', relationships: { rewardModel: { data: { type: 'rewardModel', id: '13' } } } }),
    ]);
  });
});

// ----- Redemptions -------------------------------------------------------------------------

const base = (country = 'us', accountId = US_ACCOUNT) => `/api/v1/rms/accounts/${accountId}/redemptions/${country}`;

describe('redemption summaries', () => {
  it('REDEEM-003 REDEEM-005 groups the country’s redemptions by reason code, summing counts and amounts, other keys null', async () => {
    const answer = await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as: REDEMPTIONS });
    expect(answer.status).toBe(200);
    const summaries = GetRedemptionSummariesResponse.parse(answer.body);
    expect(summaries.mostRecentRedemptionTime).toBe('2026-03-15T08:00:00Z');
    expect(summaries.summaryList).toEqual([
      { totalCount: 5, totalAmount: 50, currency: 'USD', partnerCode: null, reasonCode: 1, institutionId: null },
      { totalCount: 42, totalAmount: 318.5, currency: 'USD', partnerCode: null, reasonCode: 20, institutionId: null },
      { totalCount: 3, totalAmount: 30, currency: 'USD', partnerCode: null, reasonCode: 64, institutionId: null },
      { totalCount: 7, totalAmount: 61.25, currency: 'USD', partnerCode: null, reasonCode: 130, institutionId: null },
    ]);
  });

  it('REDEEM-004 REDEEM-005 REDEEM-007 groups by partner (REWARDS_NETWORK, SEATED) or institution and narrows to one redemption model', async () => {
    const byPartner = GetRedemptionSummariesResponse.parse(
      (
        await stack.call('GET', `${base()}/summaries?groupBy=PartnerCode&redemptionModel=ReviewedRedemptions`, {
          as: ADMIN,
        })
      ).body,
    );
    expect(byPartner.summaryList).toEqual([
      {
        totalCount: 47,
        totalAmount: 361.5,
        currency: 'USD',
        partnerCode: 'REWARDS_NETWORK',
        reasonCode: null,
        institutionId: null,
      },
      {
        totalCount: 2,
        totalAmount: 18.25,
        currency: 'USD',
        partnerCode: 'SEATED',
        reasonCode: null,
        institutionId: null,
      },
    ]);
    expect(byPartner.mostRecentRedemptionTime).toBe('2026-03-14T17:42:10Z');
    const gb = GetRedemptionSummariesResponse.parse(
      (await stack.call('GET', `${base('gb')}/summaries?groupBy=InstitutionId`, { as: ADMIN })).body,
    );
    expect(gb.summaryList).toEqual([
      { totalCount: 9, totalAmount: 45, currency: 'GBP', partnerCode: null, reasonCode: null, institutionId: 21 },
    ]);
    const none = GetRedemptionSummariesResponse.parse(
      (
        await stack.call('GET', `${base('gb')}/summaries?groupBy=InstitutionId&redemptionModel=ThirdParty`, {
          as: ADMIN,
        })
      ).body,
    );
    expect(none).toEqual({ mostRecentRedemptionTime: null, summaryList: [] });
  });

  it('answers 400 for a missing groupBy', async () => {
    expectProblem(await stack.call('GET', `${base()}/summaries`, { as: REDEMPTIONS }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'groupBy',
    });
  });

  it('ACCESS-025 the summaries and the decisions answer redemptions.read or internal: an internal user without redemptions.read reads them, an external one gets 403', async () => {
    const asRita = await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as: REDEMPTIONS });
    const asSam = await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as: SALES });
    expect(asSam.status).toBe(200);
    expect(GetRedemptionSummariesResponse.parse(asSam.body)).toEqual(GetRedemptionSummariesResponse.parse(asRita.body));
    const decisions = await stack.call('GET', `${base()}/decisions`, { as: SALES });
    expect(decisions.status).toBe(200);
    expect(ListRedemptionDecisionsResponse.parse(decisions.body).map((decision) => decision.decisionId)).toEqual([501]);
    for (const as of [AGENCY, VIEWER]) {
      expectProblem(await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as }), 403, {
        code: 'FORBIDDEN',
      });
      expectProblem(await stack.call('GET', `${base()}/decisions`, { as }), 403, { code: 'FORBIDDEN' });
    }
  });
});

describe('redemption decisions', () => {
  const decide = (body: Record<string, unknown>, as = REDEMPTIONS, country = 'us') =>
    stack.call('POST', `${base(country)}/decisions`, { as, body });

  it('records an Approve for an approvable code with the affected count; it lists first; approved redemptions leave the review', async () => {
    const answer = await decide({ reasonCode: 20, decision: 'Approve', comment: 'Checked' });
    expect(answer.status).toBe(201);
    const taken = CreateRedemptionDecisionResponse.parse(answer.body);
    expect(taken).toMatchObject({
      reasonCode: 20,
      decision: 'Approve',
      partnerCode: null,
      institutionId: null,
      comment: 'Checked',
      affectedCount: 42,
      decidedBy: REDEMPTIONS,
    });
    const page = await stack.call('GET', `${base()}/decisions?page=1&perPage=10`, { as: REDEMPTIONS });
    expect(page.status).toBe(200);
    const decisions = ListRedemptionDecisionsResponse.parse(page.body);
    expect(decisions.map((d) => d.decisionId)).toEqual([taken.decisionId, 501]);
    expect(decisions[0]).toEqual(taken);
    expect(page.headers.get('pagination-totalcount')).toBe('2');
    expect(page.headers.get('pagination-totalpages')).toBe('1');
    const left = GetRedemptionSummariesResponse.parse(
      (await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as: REDEMPTIONS })).body,
    );
    expect(left.summaryList.map((s) => s.reasonCode)).toEqual([1, 64, 130]);
  });

  it('narrows a decision to a partner and an institution', async () => {
    const taken = CreateRedemptionDecisionResponse.parse(
      (await decide({ reasonCode: 20, decision: 'Approve', partnerCode: 'SEATED', institutionId: 12 })).body,
    );
    expect(taken).toMatchObject({ partnerCode: 'SEATED', institutionId: 12, affectedCount: 2 });
    const none = CreateRedemptionDecisionResponse.parse(
      (await decide({ reasonCode: 20, decision: 'Approve', partnerCode: 'SEATED', institutionId: 11 })).body,
    );
    expect(none.affectedCount).toBe(0);
  });

  it('REDEEM-006 allows Deny for deniable codes also when mixed with approvable bits (NS-76) and Investigate only with hold', async () => {
    expect(
      CreateRedemptionDecisionResponse.parse((await decide({ reasonCode: 130, decision: 'Deny' })).body).affectedCount,
    ).toBe(7);
    expect((await decide({ reasonCode: 2 + 4 + 16, decision: 'Deny' })).status).toBe(201);
    const held = CreateRedemptionDecisionResponse.parse(
      (await decide({ reasonCode: 64, decision: 'Investigate' })).body,
    );
    expect(held.affectedCount).toBe(3);
    const still = GetRedemptionSummariesResponse.parse(
      (await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as: REDEMPTIONS })).body,
    );
    expect(still.summaryList.map((s) => s.reasonCode)).toContain(64);
  });

  it('refuses a decision that does not fit the reason code with 400 naming reasonCode, changing nothing', async () => {
    const before = snapshot();
    for (const [reasonCode, decision] of [
      [130, 'Approve'],
      [6, 'Approve'],
      [0, 'Approve'],
      [20, 'Deny'],
      [2 + 64, 'Deny'],
      [2 + 256, 'Deny'],
      [20, 'Investigate'],
      [1, 'Approve'],
      [1, 'Deny'],
      [1 + 64, 'Approve'],
      [1 + 2, 'Deny'],
      [256, 'Approve'],
    ] as const) {
      const answer = await decide({ reasonCode, decision });
      expectProblem(answer, 400, { code: 'VALIDATION_FAILURE', field: 'reasonCode' });
      expect(problemOf(answer).detail).toBe(`decision ${decision} is not allowed for reason code ${reasonCode}`);
    }
    expect(snapshot()).toBe(before);
  });

  it('REDEEM-006 answers 400 for a bad body (a decision other than Approve, Deny, Investigate), changing nothing', async () => {
    const before = snapshot();
    expectProblem(await decide({ reasonCode: 20, decision: 'Accept' }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'decision',
    });
    expectProblem(await decide({ reasonCode: 2048, decision: 'Deny' }), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'reasonCode',
    });
    expectProblem(await decide({ decision: 'Deny' }), 400, { code: 'VALIDATION_FAILURE', field: 'reasonCode' });
    expect(snapshot()).toBe(before);
  });

  it('decisionFits follows the reason code table of the decision rule', () => {
    expect([4, 20, 60].every((code) => decisionFits('Approve', code))).toBe(true);
    expect([2, 130, 642, 2 + 60].every((code) => decisionFits('Deny', code))).toBe(true);
    expect([64, 64 + 256, 64 + 2].every((code) => decisionFits('Investigate', code))).toBe(true);
    expect(decisionFits('Approve', 4 + 256)).toBe(false);
  });

  it('REDEEM-012 NS-76 a forced redemption on hold (65, 65 + 256) is taken for investigation (201); forced without hold fits no decision', async () => {
    for (const reasonCode of [1 + 64, 1 + 64 + 256]) {
      const answer = await decide({ reasonCode, decision: 'Investigate' });
      expect(answer.status).toBe(201);
      expect(CreateRedemptionDecisionResponse.parse(answer.body)).toMatchObject({
        reasonCode,
        decision: 'Investigate',
      });
    }
    // Forced without hold still fits no decision.
    expect((['Approve', 'Deny', 'Investigate'] as const).filter((decision) => decisionFits(decision, 1 + 4))).toEqual(
      [],
    );
  });

  it('REDEEM-010 REDEEM-011 REDEEM-012 over every code 0…1023 decisionFits allows what the spec’s sets allow (as the app’s reason-code rules do)', () => {
    const has = (code: number, bit: number) => Math.floor(code / bit) % 2 === 1;
    const bits = (code: number) => [1, 2, 4, 8, 16, 32, 64, 128, 256, 512].filter((bit) => has(code, bit));
    for (let code = 0; code < 1024; code += 1) {
      const parts = bits(code);
      const fits = {
        // "Approvable codes: duplicate 1, gamer 1, gamer 2, gamer 3, and combinations of these."
        Approve: parts.length > 0 && parts.every((bit) => [4, 8, 16, 32].includes(bit)),
        // "Deniable codes: transaction used, duplicate 2, zero-dollar, and combinations" (NS-76:
        // also mixed with approvable bits).
        Deny:
          parts.some((bit) => [2, 128, 512].includes(bit)) &&
          parts.every((bit) => [2, 128, 512, 4, 8, 16, 32].includes(bit)),
        // "Investigate codes: combinations that include hold" — every one, forced ones too.
        Investigate: has(code, 64),
      };
      expect({
        code,
        Approve: decisionFits('Approve', code),
        Deny: decisionFits('Deny', code),
        Investigate: decisionFits('Investigate', code),
      }).toEqual({ code, ...fits });
    }
  });
});

describe('redemption uploads', () => {
  const HEADER = 'redemptionId,reasonCode,amount,partnerCode,institutionId';
  const form = (csv: string, redemptionModel = 'ReviewedRedemptions', name = 'redemptions-2026-03-15.csv') => {
    const data = new FormData();
    data.append('file', new File([csv], name, { type: 'text/csv' }));
    data.append('redemptionModel', redemptionModel);
    return data;
  };
  const upload = (body: FormData, as = REDEMPTIONS, country = 'us') =>
    stack.call('POST', `${base(country)}/uploads`, { as, body });

  it('accepts a valid file whole: 201 with counts; its redemptions join the review', async () => {
    const csv = [HEADER, '88001,20,12.50,REWARDS_NETWORK,11', '88002,512,0,SEATED,31', ''].join('\r\n');
    const answer = await upload(form(csv));
    expect(answer.status).toBe(201);
    expect(UploadRedemptionsResponse.parse(answer.body)).toMatchObject({
      fileName: 'redemptions-2026-03-15.csv',
      rowCount: 2,
      acceptedCount: 2,
      status: 'Accepted',
    });
    expect(stack.store.db.redemptionUploads).toHaveLength(1);
    const summaries = GetRedemptionSummariesResponse.parse(
      (await stack.call('GET', `${base()}/summaries?groupBy=ReasonCode`, { as: REDEMPTIONS })).body,
    );
    expect(summaries.summaryList.find((s) => s.reasonCode === 20)).toMatchObject({ totalCount: 43, totalAmount: 331 });
    expect(summaries.summaryList.find((s) => s.reasonCode === 512)).toMatchObject({ totalCount: 1, totalAmount: 0 });
  });

  it('REDEEM-004 refuses a file with invalid rows (a partner other than REWARDS_NETWORK or SEATED among them) as a whole with RMS_REDEMPTION_UPLOAD_FAILURE and a list of row details', async () => {
    const before = snapshot();
    const csv = [HEADER, '88001,20,12.50,REWARDS_NETWORK,11', '88002,20,abc,SEATED,11', '88001,4096,1,ACME,0'].join(
      '\n',
    );
    const answer = await upload(form(csv));
    expectProblem(answer, 400, { code: 'RMS_REDEMPTION_UPLOAD_FAILURE' });
    const detail = problemOf(answer).detail;
    expect(Array.isArray(detail)).toBe(true);
    expect(detail).toEqual([
      { detail: "Row 3: amount 'abc' must be a non-negative amount with at most 2 decimals", field: 'amount' },
      { detail: 'Row 4: redemptionId 88001 repeats row 2', field: 'redemptionId' },
      { detail: "Row 4: reasonCode '4096' must be a whole number from 0 to 1023", field: 'reasonCode' },
      { detail: "Row 4: partnerCode 'ACME' must be REWARDS_NETWORK or SEATED", field: 'partnerCode' },
      { detail: "Row 4: institutionId '0' must be a positive whole number", field: 'institutionId' },
    ]);
    expect(snapshot()).toBe(before);
  });

  it('API-020 the upload failure carries a list detail whose first item the app’s error catalogue shows', async () => {
    const answer = await upload(form(['wrong,header', '1,2,3,4,5'].join('\n')));
    expectProblem(answer, 400, { code: 'RMS_REDEMPTION_UPLOAD_FAILURE' });
    const error = apiErrorFromText({
      status: answer.status,
      statusText: 'Bad Request',
      contentType: answer.headers.get('content-type'),
      retryAfter: null,
      text: JSON.stringify(answer.body),
    });
    expect(error.items[0]?.detail).toBe(`Row 1: the header must be ${HEADER}`);
    expect(errorText(error)).toBe(`Row 1: the header must be ${HEADER}`);
  });

  it('REDEEM-007 refuses an empty file, a missing file and a redemption model other than ForcedRedemptions, ReviewedRedemptions, ThirdParty, naming the field', async () => {
    const before = snapshot();
    expectProblem(await upload(form(`${HEADER}\n`)), 400, { code: 'RMS_REDEMPTION_UPLOAD_FAILURE' });
    const noFile = new FormData();
    noFile.append('redemptionModel', 'ThirdParty');
    expectProblem(await upload(noFile), 400, { code: 'VALIDATION_FAILURE', field: 'file' });
    expectProblem(await upload(form(`${HEADER}\n1,4,1,SEATED,2`, 'Mystery')), 400, {
      code: 'VALIDATION_FAILURE',
      field: 'redemptionModel',
    });
    expect(snapshot()).toBe(before);
  });
});
