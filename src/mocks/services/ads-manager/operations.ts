/**
 * The ads-manager service of the fake backend: the campaign save with its verification (NS-47),
 * creatives, ad rewards, TVC requests (NS-62), projections and their runs (NS-70) and the
 * opportunity lookup (NS-71).
 */
import { CreateCreativeBody } from '@generated/ads-manager/ads-manager.zod';
import { isKpiGoalWithin, KPI_GOAL_RULES } from '@/lib/kpi-goals';
import { plainCopy } from '../../db/store';
import type { AdsManagerSchemas, CampaignBuildSchemas, Db } from '../../db/types';
import { authorize, type Backend, type Session } from '../../server/backend';
import { onAccount } from '../../server/guard';
import { page } from '../../server/list';
import { defineOperations } from '../../server/operations';
import { firstDuplicate, freshId, isoNow, nextAfter } from '../../server/records';
import { adAssetsFailure, badRequest, duplicateSegments, fail, notFound, problem } from '../../server/respond';
import { check, isRecord } from '../../server/validate';
import { auditText, CAMPAIGN_VERSION, campaignOfAd, refuseInReview, seesCampaign } from '../campaign-build/common';
import { answeredCreative } from '../advertiser-assets/operations';
import { beaconIds, buildCreative, createdCreative, invalidBeacon, invalidImage } from './creative';
import { checkedRewardConfig, classifyReward, flatRewardFields } from './reward-config';

/** The test campaign whose save always fails verification (NS-47, API-022). */
export const VERIFICATION_FAILURE_CAMPAIGN_ID = 900000001;
/** How long a projection run stays pending (backend.now() time). */
export const PROJECTION_RUN_MS = 5000;
/** Reward details longer than this are refused with COPY_TOO_LONG (AD-019, NS-46); the app checks its own. */
const SERVER_REWARD_COPY_MAX = 1000;

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

/** Projections and opportunities are read by internal users on any account they see (NS-70, NS-71): no account permission. */
/** The reward record of an ad (one per ad: a new one replaces it); getAdReward's and createAdReward's version. */
const adRewardOf = ({ path: { accountId, adId }, db }: { path: { accountId: number; adId: number }; db: Db }) =>
  db.rewards.find((candidate) => candidate.adId === adId && candidate.accountId === accountId);

const internalOnAccount = (path: { accountId: number }) => ({ accountId: path.accountId, internal: true });

// ----- Campaigns ---------------------------------------------------------------------------

/** NS-93: an ad group's audience (with its predefined segmentation type unless default) and latest fee. */
function adGroupReview(db: Db, group: CampaignBuildSchemas['AdGroup']): AdsManagerSchemas['AdGroupReview'] {
  const entry: AdsManagerSchemas['AdGroupReview'] = { adGroupId: group.adGroupId };
  const audience = db.audiences.find(
    (candidate) => candidate.audienceId === group.audienceId && candidate.accountId === group.accountId,
  );
  if (audience) {
    entry.audience = audience;
    const segment =
      audience.audienceSegmentationTypeId === 1
        ? undefined
        : db.predefinedSegments.find(
            (candidate) => candidate.segmentationTypeId === audience.audienceSegmentationTypeId,
          );
    if (segment) entry.segmentType = segment;
  }
  const fee = db.pricingModels
    .filter((candidate) => candidate.adGroupId === group.adGroupId)
    .sort((a, b) => a.pricingModelId - b.pricingModelId)
    .at(-1);
  if (fee) entry.fee = fee;
  return entry;
}

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

/**
 * The smallest billing cap the server allows, or undefined when the rule does not apply (the app
 * checks its own before it sends).
 */
function serverMinimumBillingCap(
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
  const minimum = serverMinimumBillingCap(campaign);
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

/**
 * The creative's checks before its schema (the account it names, then the reward copy's length):
 * 400 naming `accountId` unless it is a known account's id, 403 without campaign.write there.
 */
function creativeAccount(json: unknown, { session, db }: { session: Session; db: Db }): void {
  const accountId = check(CreateCreativeBody.shape.accountId, isRecord(json) ? json.accountId : undefined, 'accountId');
  if (!accountId.ok) fail(badRequest('accountId: must be an account id', 'accountId'));
  if (!db.accounts.some((account) => account.id === accountId.value)) {
    fail(badRequest(`accountId: account ${accountId.value} not found`, 'accountId'));
  }
  const refused = authorize(db, session, { accountId: accountId.value, permission: 'campaign.write' });
  if (refused) fail(refused);
  const rewardCopy = isRecord(json) ? json.rewardCopy : undefined;
  if (typeof rewardCopy === 'string' && rewardCopy.length > SERVER_REWARD_COPY_MAX) {
    fail(
      adAssetsFailure(
        'rewardCopy',
        `rewardCopy: reward details must not exceed ${SERVER_REWARD_COPY_MAX} characters`,
        'COPY_TOO_LONG',
      ),
    );
  }
}

/** The projections of an account: its own and those stored without an account. */
const projectionsOf = (db: Db, accountId: number) =>
  db.projections.filter((detail) => {
    const owner = projectionAccount(db, detail);
    return owner === undefined || owner === accountId;
  });

export const adsManager = defineOperations('ads-manager', {
  saveCampaign: {
    access: onAccount('campaign.write'),
    version: CAMPAIGN_VERSION,
    write: ({ path: { accountId, campaignId }, body, db, session, backend }) => {
      if (campaignId === VERIFICATION_FAILURE_CAMPAIGN_ID) {
        fail(
          problem({
            status: 400,
            code: 'ADS_MANAGER_VERIFICATION_FAILURE',
            detail: `Campaign ${campaignId} failed verification; the campaign was not saved`,
          }),
        );
      }
      const campaign = db.campaigns.find(
        (candidate) => candidate.campaignId === campaignId && candidate.accountId === accountId,
      );
      // NS-85: another user's draft does not exist for an external user.
      if (!campaign || !seesCampaign(session, campaign)) fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const sent: Partial<StoredCampaign> = body;
      const failure = campaignRuleFailure(db, { ...campaign, ...sent }, sent);
      if (failure) fail(failure);
      const changes: AuditChange[] = [];
      for (const [key, value] of Object.entries(sent)) {
        const before = auditText((campaign as Record<string, unknown>)[key]);
        const after = auditText(value);
        if (before !== after) changes.push({ columnName: key, originalValue: before, newValue: after });
      }
      const now = isoNow(backend);
      Object.assign(campaign, sent);
      if ('planId' in sent) {
        const plan = db.plans.find((candidate) => candidate.planId === sent.planId);
        campaign.plan = plan ? { name: plan.name } : null;
      }
      campaign.updateDateTime = now;
      campaign.updateUser = session.user.email;
      if (changes.length > 0) {
        db.audit.push({
          entityType: 'Campaign',
          entityId: campaignId,
          action: 'Update',
          updateUser: session.user.email,
          updateDateTime: now,
          changes,
        });
      }
      return savedCampaign(db, campaign);
    },
  },

  createCreative: {
    // The account is a field of the body: campaign.write there is checked before the schema.
    access: {},
    before: creativeAccount,
    write: ({ body, db, backend }) => {
      const image = invalidImage(db, body);
      if (image) fail(adAssetsFailure(image[0], image[1]));
      const beacon = invalidBeacon(db, body);
      if (beacon) fail(adAssetsFailure(beacon[0], beacon[1]));
      const id = freshId(
        backend,
        'creative',
        db.creatives.map((creative) => creative.id),
      );
      const taken = beaconIds(db);
      const creative = buildCreative(db, id, body, () => freshId(backend, 'beacon', taken));
      db.creatives.push(creative);
      return createdCreative(creative);
    },
  },

  // NS-93: what the campaign's ad groups and ads will run, in one read for the campaign review.
  getCampaignReview: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, campaignId }, db, session, backend, request }) => {
      const campaign = db.campaigns.find(
        (candidate) => candidate.campaignId === campaignId && candidate.accountId === accountId,
      );
      if (!campaign || !seesCampaign(session, campaign)) fail(notFound('Campaign', campaignId));
      const adGroups = db.adGroups.filter((group) => group.campaignId === campaignId && group.accountId === accountId);
      const groupIds = new Set(adGroups.map((group) => group.adGroupId));
      const ads = db.ads.filter((ad) => groupIds.has(ad.adGroupId) && ad.accountId === accountId);
      const review: AdsManagerSchemas['CampaignReview'] = {
        campaignId,
        adGroups: adGroups.map((group) => adGroupReview(db, group)),
        ads: ads.map((ad) => {
          const entry: AdsManagerSchemas['AdReview'] = { adId: ad.adId };
          const creative = db.creatives.find((candidate) => candidate.id === ad.creativeId);
          if (creative) entry.creative = answeredCreative(backend, request.url, creative, 3);
          const reward = db.rewards.find(
            (candidate) => candidate.adId === ad.adId && candidate.accountId === accountId,
          );
          if (reward) entry.reward = reward;
          return entry;
        }),
      };
      return review;
    },
  },

  getAdReward: {
    access: onAccount('campaign.read'),
    version: { kind: 'rewards', find: adRewardOf },
    read: ({ path, db }) => {
      const { accountId, adId } = path;
      if (!db.ads.some((ad) => ad.adId === adId && ad.accountId === accountId)) fail(notFound('Ad', adId));
      return (
        adRewardOf({ path, db }) ??
        fail(problem({ status: 404, code: 'NOT_FOUND', detail: `Ad ${adId} has no reward` }))
      );
    },
  },

  createAdReward: {
    access: onAccount('campaign.write'),
    // NS-89: the answer's ETag is the new reward's version (found after the write).
    version: { kind: 'rewards', find: adRewardOf },
    write: ({ path: { accountId, adId }, body, db, session, backend }) => {
      const ad =
        db.ads.find((candidate) => candidate.adId === adId && candidate.accountId === accountId) ??
        fail(notFound('Ad', adId));
      refuseInReview(db, session, campaignOfAd(db, ad.adId));
      const { attributes, relationships } = body.data;
      const config = checkedRewardConfig(attributes);
      const account = db.accounts.find((candidate) => candidate.id === accountId);
      const creative = db.creatives.find((candidate) => candidate.id === ad.creativeId);
      const rmsRewardId = nextAfter(db.rewards.map((reward) => reward.rmsRewardId));
      const rewardId = freshId(
        backend,
        'reward',
        db.rewards.map((reward) => reward.rewardId),
      );
      const now = isoNow(backend);
      const email = session.user.email;
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
      db.rewards = db.rewards.filter((reward) => !(reward.adId === adId && reward.accountId === accountId));
      db.rewards.push({
        accountId,
        adId,
        createDateTime: now,
        createUser: email,
        currency: config.currencyUnit ?? account?.bookingCurrency ?? 'USD',
        ...flatRewardFields(data.attributes, config),
        isMultiple: allowMultiple,
        rewardId,
        ...classifyReward(db, relationships.rewardModel.data.id, config, allowMultiple),
        rmsResponse: { data: plainCopy(data) },
        rmsRewardId,
        updateDateTime: now,
        updateUser: email,
      });
      return { data, meta: { valid: true } };
    },
  },

  listTvcRequests: {
    access: onAccount('tvcrequest.read', true),
    read: ({ path: { accountId }, query, db }) =>
      page(
        db.tvcRequests.filter((tvc) => tvc.accountId === accountId),
        { page: query.page, perPage: query.perPage },
        '-tvcRequestId',
      ),
  },

  createTvcRequest: {
    access: onAccount('tvcrequest.write', true),
    write: ({ path: { accountId }, body, db, session, backend }) => {
      const { campaignId, requestedStartDate, requestedEndDate, notes } = body;
      if (requestedEndDate < requestedStartDate) {
        fail(badRequest('requestedEndDate: must not be before requestedStartDate', 'requestedEndDate'));
      }
      const campaign =
        db.campaigns.find((candidate) => candidate.campaignId === campaignId && candidate.accountId === accountId) ??
        fail(notFound('Campaign', campaignId));
      // TVC-004: every ad group that is not Draft needs a test population above 0.
      const missing = db.adGroups.some(
        (adGroup) =>
          adGroup.campaignId === campaignId && adGroup.adGroupStatus !== 'Draft' && (adGroup.testPopulation ?? 0) <= 0,
      );
      if (missing) {
        fail(
          problem({
            status: 400,
            code: 'ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID',
            title: 'TVC_AD_GROUPS_MISSING_TEST_POPULATION',
            detail: 'TVC ad groups missing test population',
            field: 'campaignId',
          }),
        );
      }
      const tvc: AdsManagerSchemas['TvcRequest'] = {
        tvcRequestId: freshId(
          backend,
          'tvcRequest',
          db.tvcRequests.map((candidate) => candidate.tvcRequestId),
        ),
        accountId,
        campaignId,
        campaignName: campaign.name,
        requestedStartDate,
        requestedEndDate,
        notes: notes ?? null,
        status: 'Submitted',
        createDateTime: isoNow(backend),
        createUser: session.user.email,
      };
      db.tvcRequests.push(tvc);
      return tvc;
    },
  },

  getTvcRequest: {
    access: onAccount('tvcrequest.read', true),
    read: ({ path: { accountId, tvcRequestId }, db }) =>
      db.tvcRequests.find(
        (candidate) => candidate.tvcRequestId === tvcRequestId && candidate.accountId === accountId,
      ) ?? fail(notFound('TVC request', tvcRequestId)),
  },

  listProjections: {
    access: internalOnAccount,
    read: ({ path: { accountId }, query: { planId, page: number, perPage }, backend }) => {
      settleRuns(
        backend,
        projectionsOf(backend.store.db, accountId).map((detail) => detail.projection.projectionId),
      );
      const records = projectionsOf(backend.store.db, accountId)
        .filter((detail) => planId === undefined || detail.projection.planId === planId)
        .map((detail) => projectionOf(detail.projection));
      return page(records, { page: number, perPage }, '-projectionId');
    },
  },

  createProjection: {
    access: onAccount('campaign.write', true),
    write: ({ path: { accountId }, body: projectionRequest, db, session, backend }) => {
      if (projectionRequest.accountId !== accountId) {
        fail(badRequest(`accountId: must be the account of the path (${accountId})`, 'accountId'));
      }
      const failure = projectionRequestFailure(projectionRequest);
      if (failure) fail(failure);
      const ioNumber = projectionRequest.ioNumber ?? null;
      const planId = projectionRequest.planId ?? null;
      if (planId !== null && !db.plans.some((plan) => plan.planId === planId && plan.accountId === accountId)) {
        fail(notFound('Plan', planId));
      }
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
        userEmail: { email: session.user.email },
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
    },
  },

  getProjection: {
    access: internalOnAccount,
    read: ({ path: { accountId, projectionId }, backend }) => {
      const find = () =>
        projectionsOf(backend.store.db, accountId).find((detail) => detail.projection.projectionId === projectionId) ??
        fail(notFound('Projection', projectionId));
      find();
      settleRuns(backend, [projectionId]);
      return projectionDetail(find());
    },
  },

  createProjectionRun: {
    access: onAccount('campaign.write', true),
    write: ({ path: { accountId, projectionId }, db, backend }) => {
      const detail =
        projectionsOf(db, accountId).find((candidate) => candidate.projection.projectionId === projectionId) ??
        fail(notFound('Projection', projectionId));
      detail.run = pendingRun(backend, db);
      detail.projection.status = 'Pending';
      return projectionDetail(detail).run;
    },
  },

  listOpportunities: {
    access: internalOnAccount,
    read: ({ path: { accountId }, query: { ioNumber }, db }) =>
      db.opportunities.filter(
        (opportunity) => opportunity.AccountId === accountId && opportunity.IoNumber === ioNumber,
      ),
  },
});
