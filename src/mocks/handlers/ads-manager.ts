/**
 * The ads-manager service of the fake backend (stateful handlers over the store): the campaign
 * save with its verification (NS-47), creatives, ad rewards, TVC requests (NS-62), projections
 * and their runs (NS-70) and the opportunity lookup (NS-71).
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/ads-manager/schema';
import {
  CreateAdRewardBody,
  CreateAdRewardParams,
  CreateCreativeBody,
  CreateProjectionBody,
  CreateProjectionParams,
  CreateProjectionRunParams,
  CreateTvcRequestBody,
  CreateTvcRequestParams,
  GetAdRewardParams,
  GetProjectionParams,
  GetTvcRequestParams,
  ListOpportunitiesParams,
  ListOpportunitiesQueryParams,
  ListProjectionsParams,
  ListProjectionsQueryParams,
  ListTvcRequestsParams,
  ListTvcRequestsQueryParams,
  SaveCampaignBody,
  SaveCampaignParams,
} from '@generated/ads-manager/ads-manager.zod';
import { isKpiGoalWithin, KPI_GOAL_RULES } from '@/lib/kpi-goals';
import type { AdsManagerSchemas, CampaignBuildSchemas, Db } from '../db/types';
import type { Backend } from '../server/backend';
import { plainCopy } from '../db/store';
import { bodyAccount, guard, onAccount } from '../server/guard';
import { pagedList } from '../server/list';
import { firstDuplicate, freshId, isoNow, nextAfter } from '../server/records';
import { adAssetsFailure, badRequest, duplicateSegments, JSON_API_HEADERS, notFound, problem } from '../server/respond';
import { check, checkBody, checkQuery, isRecord, readJson } from '../server/validate';
import { auditText, seesCampaign } from './campaign-build/common';
import { beaconIds, buildCreative, createdCreative, invalidBeacon, invalidImage } from './rewards/creative';
import { classifyReward, flatRewardFields, parseRewardConfig, rewardRefusal } from './rewards/reward-config';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** The test campaign whose save always fails verification (NS-47, API-022). */
export const VERIFICATION_FAILURE_CAMPAIGN_ID = 900000001;
/** How long a projection run stays pending (backend.now() time). */
export const PROJECTION_RUN_MS = 5000;
/** Reward details longer than this are refused with COPY_TOO_LONG (AD-019, NS-46). */
export const REWARD_COPY_MAX = 1000;

type StoredCampaign = CampaignBuildSchemas['Campaign'];
type SavedCampaign = AdsManagerSchemas['Campaign'];
type ProjectionDetail = AdsManagerSchemas['ProjectionDetail'];
type ProjectionRun = AdsManagerSchemas['ProjectionRun'];
type Projection = AdsManagerSchemas['Projection'];
type AuditChange = CampaignBuildSchemas['AuditChange'];

/** A stored run also remembers when it started (not part of the answer). */
type StoredRun = ProjectionRun & { startedAt?: string };
/** A stored projection also remembers its account (ProjectionDetail has none; the seed's StoredProjection). */
type StoredProjection = ProjectionDetail & { accountId?: number };

// ----- Campaigns ---------------------------------------------------------------------------

/** The ads-manager shape of a stored campaign: members it has no value for are null. */

/** Projections and opportunities are read by internal users on any account they see (NS-70, NS-71): no account permission. */
const internalOnAccount = (path: { accountId: number }) => ({ accountId: path.accountId, internal: true });

export function savedCampaign(db: Db, campaign: StoredCampaign): SavedCampaign {
  const planName = campaign.plan?.name ?? db.plans.find((plan) => plan.planId === campaign.planId)?.name;
  const answer: SavedCampaign = {
    accountId: campaign.accountId,
    attributionWindow:
      campaign.attributionWindow && campaign.attributionWindow >= 1 ? campaign.attributionWindow : null,
    billingCap: campaign.billingCap ?? null,
    budget: campaign.budget,
    budgetDeliveryGoal: campaign.budgetDeliveryGoal,
    budgetDiscountPercent: campaign.budgetDiscountPercent ?? null,
    campaignId: campaign.campaignId,
    campaignObjective: campaign.campaignObjective ?? 'DriveSales',
    campaignPricingModel: campaign.campaignPricingModel,
    campaignStatus: campaign.campaignStatus,
    campaignType: campaign.campaignType,
    createDateTime: campaign.createDateTime,
    createUser: campaign.createUser,
    currency: campaign.currency,
    endDateTime: campaign.endDateTime,
    isOfferAutoActivated: campaign.isOfferAutoActivated,
    isTrackedLinkOffer: campaign.isTrackedLinkOffer,
    lineId: campaign.lineId ?? null,
    maxAllowedEndDateTime: campaign.maxAllowedEndDateTime ?? null,
    minMargin: campaign.minMargin ?? null,
    name: campaign.name,
    orderNumber: campaign.orderNumber ?? null,
    plan: campaign.planId && planName !== undefined ? { name: planName } : null,
    planId: campaign.planId ?? null,
    scheduleType: campaign.scheduleType,
    startDateTime: campaign.startDateTime,
    targetRoas: campaign.targetRoas ?? null,
    targetRoasOptimizationLevel: campaign.targetRoasOptimizationLevel ?? null,
    ticketId: campaign.ticketId ?? null,
    ticketUrl: campaign.ticketUrl ?? null,
    transactionDateTime: campaign.transactionDateTime ?? campaign.updateDateTime,
    updateDateTime: campaign.updateDateTime,
    updateUser: campaign.updateUser,
  };
  if (campaign.allowDynamicRewards !== undefined) answer.allowDynamicRewards = campaign.allowDynamicRewards;
  if (campaign.publisherSchedules) answer.publisherSchedules = plainCopy(campaign.publisherSchedules);
  return answer;
}

/** The smallest billing cap the campaign allows, or undefined when the rule does not apply. */
export function minimumBillingCap(
  campaign: Pick<StoredCampaign, 'budget' | 'budgetDeliveryGoal' | 'budgetDiscountPercent'>,
): number | undefined {
  if (campaign.budgetDeliveryGoal === 'UNCAPPED') return undefined;
  if (campaign.budgetDiscountPercent === null || campaign.budgetDiscountPercent === undefined) return undefined;
  return Math.round(campaign.budget * (1 - campaign.budgetDiscountPercent) * 100) / 100;
}

/** The rules a saved campaign must keep: a 400 naming the field, or undefined. */
function campaignRuleFailure(db: Db, campaign: StoredCampaign, sent: Partial<StoredCampaign>): Response | undefined {
  const account = db.accounts.find((candidate) => candidate.id === campaign.accountId);
  if (sent.currency !== undefined && account && sent.currency !== account.bookingCurrency) {
    return badRequest(`currency: must be the account's booking currency ${account.bookingCurrency}`, 'currency');
  }
  if (Date.parse(campaign.endDateTime) < Date.parse(campaign.startDateTime)) {
    return badRequest('endDateTime: must not be before startDateTime', 'endDateTime');
  }
  const minimum = minimumBillingCap(campaign);
  if (
    minimum !== undefined &&
    campaign.billingCap !== null &&
    campaign.billingCap !== undefined &&
    campaign.billingCap < minimum
  ) {
    return badRequest(`billingCap: must be at least budget × (1 − budgetDiscountPercent) = ${minimum}`, 'billingCap');
  }
  if (sent.lineId !== undefined && sent.lineId !== null) {
    const lineId = sent.lineId;
    if (!db.lines.some((line) => line.lineId === lineId && line.accountId === campaign.accountId)) {
      return badRequest(`lineId: line ${lineId} is not a line of account ${campaign.accountId}`, 'lineId');
    }
  }
  if (sent.planId !== undefined && sent.planId !== null) {
    const planId = sent.planId;
    if (!db.plans.some((plan) => plan.planId === planId && plan.accountId === campaign.accountId)) {
      return badRequest(`planId: plan ${planId} is not a plan of account ${campaign.accountId}`, 'planId');
    }
  }
  return undefined;
}

function campaignHandlers(backend: Backend): RequestHandler[] {
  return [
    http.patch(
      '/api/v1/ads-manager/accounts/{accountId}/campaigns/{campaignId}',
      async ({ request, params, response }) => {
        const access = await guard(backend, request, SaveCampaignParams, params, onAccount('campaign.write'));
        if (!access.ok) return response.untyped(access.response);
        const { accountId, campaignId } = access.path;
        const body = await checkBody(SaveCampaignBody, request);
        if (!body.ok) return response.untyped(body.response);
        if (campaignId === VERIFICATION_FAILURE_CAMPAIGN_ID) {
          return response.untyped(
            problem({
              status: 400,
              code: 'ADS_MANAGER_VERIFICATION_FAILURE',
              detail: `Campaign ${campaignId} failed verification; the campaign was not saved`,
            }),
          );
        }
        const { db } = backend.store;
        const stored = db.campaigns.find(
          (campaign) => campaign.campaignId === campaignId && campaign.accountId === accountId,
        );
        // NS-85: another user's draft does not exist for an external user.
        if (!stored || !seesCampaign(access.session, stored)) return response.untyped(notFound('Campaign', campaignId));
        const sent: Partial<StoredCampaign> = body.value;
        const merged: StoredCampaign = { ...stored, ...sent };
        const failure = campaignRuleFailure(db, merged, sent);
        if (failure) return response.untyped(failure);

        const saved = backend.store.write((state) => {
          const campaign = state.campaigns.find(
            (candidate) => candidate.campaignId === campaignId && candidate.accountId === accountId,
          );
          if (!campaign) throw new Error(`campaign ${campaignId} vanished`);
          const changes: AuditChange[] = [];
          for (const [key, value] of Object.entries(sent)) {
            const before = auditText((campaign as Record<string, unknown>)[key]);
            const after = auditText(value);
            if (before !== after) changes.push({ columnName: key, originalValue: before, newValue: after });
          }
          const now = isoNow(backend);
          Object.assign(campaign, sent);
          if ('planId' in sent) {
            const plan = state.plans.find((candidate) => candidate.planId === sent.planId);
            campaign.plan = plan ? { name: plan.name } : null;
          }
          campaign.updateDateTime = now;
          campaign.updateUser = access.session.user.email;
          if (changes.length > 0) {
            state.audit.push({
              entityType: 'Campaign',
              entityId: campaignId,
              action: 'Update',
              updateUser: access.session.user.email,
              updateDateTime: now,
              changes,
            });
          }
          return savedCampaign(state, campaign);
        });
        return response(200).json(saved);
      },
    ),
  ];
}

// ----- Creatives ---------------------------------------------------------------------------

function creativeHandlers(backend: Backend): RequestHandler[] {
  return [
    http.post('/api/v1/ads-manager/creatives', async ({ request, response }) => {
      const session = await backend.authenticate(request);
      if (session instanceof Response) return response.untyped(session);
      const read = await readJson(request);
      if (!read.ok) return response.untyped(read.response);
      const json = read.value;
      const accountId = isRecord(json) ? json.accountId : undefined;
      const account = await bodyAccount(
        backend,
        request,
        CreateCreativeBody.shape.accountId,
        accountId,
        'campaign.write',
      );
      if (!account.ok) return response.untyped(account.response);
      const rewardCopy = isRecord(json) ? json.rewardCopy : undefined;
      if (typeof rewardCopy === 'string' && rewardCopy.length > REWARD_COPY_MAX) {
        return response.untyped(
          adAssetsFailure(
            'rewardCopy',
            `rewardCopy: reward details must not exceed ${REWARD_COPY_MAX} characters`,
            'COPY_TOO_LONG',
          ),
        );
      }
      const body = check(CreateCreativeBody, json);
      if (!body.ok) return response.untyped(body.response);
      const image = invalidImage(backend.store.db, body.value);
      if (image) return response.untyped(adAssetsFailure(image[0], image[1]));
      const beacon = invalidBeacon(backend.store.db, body.value);
      if (beacon) return response.untyped(adAssetsFailure(beacon[0], beacon[1]));

      const created = backend.store.write((db) => {
        const id = freshId(
          backend,
          'creative',
          db.creatives.map((creative) => creative.id),
        );
        const taken = beaconIds(db);
        const creative = buildCreative(db, id, body.value, () => freshId(backend, 'beacon', taken));
        db.creatives.push(creative);
        return createdCreative(creative);
      });
      return response(201).json(created);
    }),
  ];
}

// ----- Rewards -----------------------------------------------------------------------------

function rewardHandlers(backend: Backend): RequestHandler[] {
  const path = '/api/v1/ads-manager/accounts/{accountId}/ads/{adId}/rewards' as const;
  return [
    http.get(path, async ({ request, params, response }) => {
      const access = await guard(backend, request, GetAdRewardParams, params, onAccount('campaign.read'));
      if (!access.ok) return response.untyped(access.response);
      const { accountId, adId } = access.path;
      const { db } = backend.store;
      if (!db.ads.some((ad) => ad.adId === adId && ad.accountId === accountId))
        return response.untyped(notFound('Ad', adId));
      const reward = db.rewards.find((candidate) => candidate.adId === adId && candidate.accountId === accountId);
      if (!reward)
        return response.untyped(problem({ status: 404, code: 'NOT_FOUND', detail: `Ad ${adId} has no reward` }));
      return response(200).json(plainCopy(reward));
    }),

    http.post(path, async ({ request, params, response }) => {
      const access = await guard(backend, request, CreateAdRewardParams, params, onAccount('campaign.write'));
      if (!access.ok) return response.untyped(access.response);
      const { accountId, adId } = access.path;
      const body = await checkBody(CreateAdRewardBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { db } = backend.store;
      const ad = db.ads.find((candidate) => candidate.adId === adId && candidate.accountId === accountId);
      if (!ad) return response.untyped(notFound('Ad', adId));
      const { attributes, relationships } = body.value.data;
      const config = parseRewardConfig(attributes.rewardModelConfigValue);
      if (!config) {
        return response.untyped(
          badRequest(
            'data.attributes.rewardModelConfigValue: must be the JSON text of a reward model config',
            'data.attributes.rewardModelConfigValue',
          ),
        );
      }
      const refusal = rewardRefusal(config, attributes);
      if (refusal) return response.untyped(badRequest(refusal.detail, refusal.field));
      const account = db.accounts.find((candidate) => candidate.id === accountId);
      const creative = db.creatives.find((candidate) => candidate.id === ad.creativeId);

      const resource = backend.store.write((state) => {
        const rmsRewardId = nextAfter(state.rewards.map((reward) => reward.rmsRewardId));
        const rewardId = freshId(
          backend,
          'reward',
          state.rewards.map((reward) => reward.rewardId),
        );
        const now = isoNow(backend);
        const email = access.session.user.email;
        const data: AdsManagerSchemas['RewardResource'] = {
          type: 'reward',
          id: String(rmsRewardId),
          attributes: {
            ...attributes,
            rewardAnnotations: attributes.rewardAnnotations?.length ? attributes.rewardAnnotations : null,
          },
          relationships,
        };
        const allowMultiple = creative?.allowMultipleRewards ?? false;
        state.rewards = state.rewards.filter((reward) => !(reward.adId === adId && reward.accountId === accountId));
        state.rewards.push({
          accountId,
          adId,
          createDateTime: now,
          createUser: email,
          currency: config.currencyUnit ?? account?.bookingCurrency ?? 'USD',
          ...flatRewardFields(data.attributes, config),
          isMultiple: allowMultiple,
          rewardId,
          ...classifyReward(state, relationships.rewardModel.data.id, config, allowMultiple),
          rmsResponse: { data: plainCopy(data) },
          rmsRewardId,
          updateDateTime: now,
          updateUser: email,
        });
        return data;
      });
      return response(201).json({ data: resource, meta: { valid: true } }, { headers: JSON_API_HEADERS });
    }),
  ];
}

// ----- TVC requests ------------------------------------------------------------------------

function tvcHandlers(backend: Backend): RequestHandler[] {
  const list = '/api/v1/ads-manager/accounts/{accountId}/tvc-requests' as const;
  return [
    http.get(list, async ({ request, params, response }) => {
      const access = await guard(backend, request, ListTvcRequestsParams, params, onAccount('tvcrequest.read', true));
      if (!access.ok) return response.untyped(access.response);
      const query = checkQuery(ListTvcRequestsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const records = backend.store.db.tvcRequests.filter((tvc) => tvc.accountId === access.path.accountId);
      return response.untyped(
        pagedList(records, { page: query.value.page, perPage: query.value.perPage }, '-tvcRequestId'),
      );
    }),

    http.post(list, async ({ request, params, response }) => {
      const access = await guard(backend, request, CreateTvcRequestParams, params, onAccount('tvcrequest.write', true));
      if (!access.ok) return response.untyped(access.response);
      const { accountId } = access.path;
      const body = await checkBody(CreateTvcRequestBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { campaignId, requestedStartDate, requestedEndDate, notes } = body.value;
      if (requestedEndDate < requestedStartDate) {
        return response.untyped(
          badRequest('requestedEndDate: must not be before requestedStartDate', 'requestedEndDate'),
        );
      }
      const { db } = backend.store;
      const campaign = db.campaigns.find(
        (candidate) => candidate.campaignId === campaignId && candidate.accountId === accountId,
      );
      if (!campaign) return response.untyped(notFound('Campaign', campaignId));
      // TVC-004: every ad group that is not Draft needs a test population above 0.
      const missing = db.adGroups.some(
        (adGroup) =>
          adGroup.campaignId === campaignId && adGroup.adGroupStatus !== 'Draft' && (adGroup.testPopulation ?? 0) <= 0,
      );
      if (missing) {
        return response.untyped(
          problem({
            status: 400,
            code: 'ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID',
            title: 'TVC_AD_GROUPS_MISSING_TEST_POPULATION',
            detail: 'TVC ad groups missing test population',
            field: 'campaignId',
          }),
        );
      }
      const created = backend.store.write((state) => {
        const tvc: AdsManagerSchemas['TvcRequest'] = {
          tvcRequestId: freshId(
            backend,
            'tvcRequest',
            state.tvcRequests.map((candidate) => candidate.tvcRequestId),
          ),
          accountId,
          campaignId,
          campaignName: campaign.name,
          requestedStartDate,
          requestedEndDate,
          notes: notes ?? null,
          status: 'Submitted',
          createDateTime: isoNow(backend),
          createUser: access.session.user.email,
        };
        state.tvcRequests.push(tvc);
        return plainCopy(tvc);
      });
      return response(201).json(created);
    }),

    http.get(
      '/api/v1/ads-manager/accounts/{accountId}/tvc-requests/{tvcRequestId}',
      async ({ request, params, response }) => {
        const access = await guard(backend, request, GetTvcRequestParams, params, onAccount('tvcrequest.read', true));
        if (!access.ok) return response.untyped(access.response);
        const { accountId, tvcRequestId } = access.path;
        const tvc = backend.store.db.tvcRequests.find(
          (candidate) => candidate.tvcRequestId === tvcRequestId && candidate.accountId === accountId,
        );
        if (!tvc) return response.untyped(notFound('TVC request', tvcRequestId));
        return response(200).json(plainCopy(tvc));
      },
    ),
  ];
}

// ----- Projections -------------------------------------------------------------------------

/** Where a finished run's result lives (a placeholder spreadsheet link). */
export function sheetLink(projectionId: number, runId: number): string {
  return `https://sheets.cardlinked.example/projections/${projectionId}/runs/${runId}`;
}

const runStart = (detail: ProjectionDetail): string => {
  const run = detail.run;
  return 'startedAt' in run && typeof run.startedAt === 'string' ? run.startedAt : detail.projection.createdAt;
};

/** Whether a pending run has been pending long enough to finish. */
function isDue(backend: Backend, detail: ProjectionDetail): boolean {
  return detail.run.status === 'pending' && backend.now().getTime() - Date.parse(runStart(detail)) >= PROJECTION_RUN_MS;
}

/** Finishes the due pending runs of the given projections (pending → finished with a sheetLink, NS-70). */
function settleRuns(backend: Backend, projectionIds: readonly number[]): void {
  const due = backend.store.db.projections.filter(
    (detail) => projectionIds.includes(detail.projection.projectionId) && isDue(backend, detail),
  );
  if (due.length === 0) return;
  const ids = due.map((detail) => detail.projection.projectionId);
  backend.store.write((db) => {
    for (const detail of db.projections) {
      if (!ids.includes(detail.projection.projectionId)) continue;
      const { projectionId } = detail.projection;
      detail.run = {
        runId: detail.run.runId,
        status: 'finished',
        result: { sheetLink: sheetLink(projectionId, detail.run.runId) },
      };
      detail.projection.status = 'Success';
    }
  });
}

/**
 * The account of a stored projection: its own record of it, else its plan's account; undefined
 * when neither tells (such a projection is listed in every account).
 */
function projectionAccount(db: Db, detail: ProjectionDetail): number | undefined {
  if ('accountId' in detail && typeof detail.accountId === 'number') return detail.accountId;
  const { planId } = detail.projection;
  if (planId === null) return undefined;
  return db.plans.find((plan) => plan.planId === planId)?.accountId;
}

/** The answer form of a projection (without the account it is stored with). */
function projectionOf(projection: Projection): Projection {
  const { projectionId, name, ioNumber, createdAt, userEmail, status, planId } = projection;
  return { projectionId, name, ioNumber, createdAt, userEmail: { email: userEmail.email }, status, planId };
}

/** The answer form of a stored projection (the account and the run's start time left out). */
function projectionDetail(detail: ProjectionDetail): ProjectionDetail {
  const { runId, status, result } = detail.run;
  return {
    projection: projectionOf(detail.projection),
    specs: plainCopy(detail.specs),
    run: { runId, status, result: result ? plainCopy(result) : null },
  };
}

function pendingRun(backend: Backend, db: Db): StoredRun {
  const runId = freshId(
    backend,
    'projectionRun',
    db.projections.map((detail) => detail.run.runId),
  );
  return { runId, status: 'pending', result: null, startedAt: backend.now().toISOString() };
}

type ProjectionRequest = AdsManagerSchemas['ProjectionRequest'];

/**
 * The rules of a projection request beyond its schema (NS-70), in the order a server checks them:
 * the KPI goal within its metric's range, custom plus segments with min ≤ max, merchants of the
 * request's brands, no location both included and excluded, an IO number the projection service
 * supports (the mock supports every IO number except those starting with UNSUPPORTED), no
 * repeated custom plus segment. A 400 naming the field, or undefined.
 */
function projectionRequestFailure(request: ProjectionRequest): Response | undefined {
  const { kpi, brandIds, geo } = request;
  if (!isKpiGoalWithin(kpi.metric, kpi.goal)) {
    const { min, max, decimals } = KPI_GOAL_RULES[kpi.metric];
    return badRequest(
      `kpi.goal: a ${kpi.metric} goal must be ${min} to ${max} with at most ${decimals} decimals`,
      'kpi.goal',
    );
  }
  const segments = request.customPlusSegments ?? [];
  const reversed = segments.findIndex((segment) => segment.minSpend > segment.maxSpend);
  if (reversed >= 0) {
    const field = `customPlusSegments.${reversed}.minSpend`;
    return badRequest(`${field}: must not be above maxSpend`, field);
  }
  for (const field of ['targetedMerchantIds', 'redeemingMerchantIds'] as const) {
    const stray = (request[field] ?? []).findIndex((entry) => !brandIds.includes(entry.brandId));
    if (stray >= 0)
      return badRequest(`${field}.${stray}.brandId: must be one of brandIds`, `${field}.${stray}.brandId`);
  }
  const both = geo?.exclude.find((id) => geo.include.includes(id));
  if (both !== undefined) return badRequest(`geo.exclude: ${both} is also included`, 'geo.exclude');
  const ioNumber = request.ioNumber ?? null;
  if (ioNumber !== null && ioNumber.toUpperCase().startsWith('UNSUPPORTED')) {
    return problem({
      status: 400,
      code: 'JARVIS_IO_VALIDATION_FAILURE',
      detail: 'Current IO Projection does not support this IO',
      field: 'ioNumber',
      ioNumber,
    });
  }
  const names = segments.map((segment) => segment.name.trim().toLowerCase());
  const ranges = segments.map((segment) => `${segment.minSpend}-${segment.maxSpend}`);
  if (firstDuplicate(names) !== undefined || firstDuplicate(ranges) !== undefined) {
    return duplicateSegments('customPlusSegments');
  }
  return undefined;
}

function projectionHandlers(backend: Backend): RequestHandler[] {
  const list = '/api/v1/ads-manager/accounts/{accountId}/projections' as const;
  const one = '/api/v1/ads-manager/accounts/{accountId}/projections/{projectionId}' as const;
  const ofAccount = (accountId: number) =>
    backend.store.db.projections.filter((detail) => {
      const owner = projectionAccount(backend.store.db, detail);
      return owner === undefined || owner === accountId;
    });
  return [
    http.get(list, async ({ request, params, response }) => {
      const access = await guard(backend, request, ListProjectionsParams, params, internalOnAccount);
      if (!access.ok) return response.untyped(access.response);
      const query = checkQuery(ListProjectionsQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { accountId } = access.path;
      settleRuns(
        backend,
        ofAccount(accountId).map((detail) => detail.projection.projectionId),
      );
      const { planId, page, perPage } = query.value;
      const records = ofAccount(accountId)
        .filter((detail) => planId === undefined || detail.projection.planId === planId)
        .map((detail) => projectionOf(detail.projection));
      return response.untyped(pagedList(records, { page, perPage }, '-projectionId'));
    }),

    http.post(list, async ({ request, params, response }) => {
      const access = await guard(backend, request, CreateProjectionParams, params, onAccount('campaign.write', true));
      if (!access.ok) return response.untyped(access.response);
      const { accountId } = access.path;
      const body = await checkBody(CreateProjectionBody, request);
      if (!body.ok) return response.untyped(body.response);
      const projectionRequest = body.value;
      if (projectionRequest.accountId !== accountId) {
        return response.untyped(badRequest(`accountId: must be the account of the path (${accountId})`, 'accountId'));
      }
      const failure = projectionRequestFailure(projectionRequest);
      if (failure) return response.untyped(failure);
      const ioNumber = projectionRequest.ioNumber ?? null;
      const planId = projectionRequest.planId ?? null;
      if (
        planId !== null &&
        !backend.store.db.plans.some((plan) => plan.planId === planId && plan.accountId === accountId)
      ) {
        return response.untyped(notFound('Plan', planId));
      }
      const created = backend.store.write((db) => {
        const projectionId = freshId(
          backend,
          'projection',
          db.projections.map((detail) => detail.projection.projectionId),
        );
        const specId = nextAfter(db.projections.flatMap((detail) => detail.specs.map((spec) => spec.specId)));
        const projection: Projection = {
          projectionId,
          name: projectionRequest.name,
          ioNumber,
          createdAt: isoNow(backend),
          userEmail: { email: access.session.user.email },
          status: 'Pending',
          planId,
        };
        const detail: StoredProjection = {
          accountId,
          projection,
          specs: [
            {
              specId,
              projectionId,
              name: projectionRequest.name,
              campaignId: null,
              campaignCount: projectionRequest.campaignCount,
              campaignDuration: projectionRequest.campaignDuration,
              campaignStartDate: projectionRequest.campaignStartDate,
              planId,
              pricingModel: projectionRequest.pricingModel,
            },
          ],
          run: pendingRun(backend, db),
        };
        db.projections.push(detail);
        return projectionOf(projection);
      });
      return response(201).json(created);
    }),

    http.get(one, async ({ request, params, response }) => {
      const access = await guard(backend, request, GetProjectionParams, params, internalOnAccount);
      if (!access.ok) return response.untyped(access.response);
      const { accountId, projectionId } = access.path;
      const find = () => ofAccount(accountId).find((detail) => detail.projection.projectionId === projectionId);
      if (!find()) return response.untyped(notFound('Projection', projectionId));
      settleRuns(backend, [projectionId]);
      const detail = find();
      if (!detail) return response.untyped(notFound('Projection', projectionId));
      return response(200).json(projectionDetail(detail));
    }),

    http.post(`${one}/runs`, async ({ request, params, response }) => {
      const access = await guard(
        backend,
        request,
        CreateProjectionRunParams,
        params,
        onAccount('campaign.write', true),
      );
      if (!access.ok) return response.untyped(access.response);
      const { accountId, projectionId } = access.path;
      if (!ofAccount(accountId).some((detail) => detail.projection.projectionId === projectionId)) {
        return response.untyped(notFound('Projection', projectionId));
      }
      const run = backend.store.write((db) => {
        const detail = db.projections.find((candidate) => candidate.projection.projectionId === projectionId);
        if (!detail) throw new Error(`projection ${projectionId} vanished`);
        detail.run = pendingRun(backend, db);
        detail.projection.status = 'Pending';
        return projectionDetail(detail).run;
      });
      return response(201).json(run);
    }),
  ];
}

// ----- Opportunities -----------------------------------------------------------------------

function opportunityHandlers(backend: Backend): RequestHandler[] {
  return [
    http.get('/api/v1/ads-manager/accounts/{accountId}/opportunities', async ({ request, params, response }) => {
      const access = await guard(backend, request, ListOpportunitiesParams, params, internalOnAccount);
      if (!access.ok) return response.untyped(access.response);
      const query = checkQuery(ListOpportunitiesQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { ioNumber } = query.value;
      const matches = backend.store.db.opportunities.filter(
        (opportunity) => opportunity.AccountId === access.path.accountId && opportunity.IoNumber === ioNumber,
      );
      return response(200).json(plainCopy(matches));
    }),
  ];
}

export function adsManagerHandlers(backend: Backend): RequestHandler[] {
  return [
    ...campaignHandlers(backend),
    ...creativeHandlers(backend),
    ...rewardHandlers(backend),
    ...tvcHandlers(backend),
    ...projectionHandlers(backend),
    ...opportunityHandlers(backend),
  ];
}
