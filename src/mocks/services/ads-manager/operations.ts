/**
 * The ads-manager service of the fake backend: the campaign save with its verification (NS-47),
 * creatives, ad rewards, TVC requests (NS-62), projections and their runs (NS-70) and the
 * opportunity lookup (NS-71).
 */
import { isKpiGoalWithin, KPI_GOAL_RULES } from '@/lib/kpi-goals';
import { plainCopy } from '../../db/store';
import type { AdsManagerSchemas, CampaignBuildSchemas, Db } from '../../db/types';
import type { Backend } from '../../server/backend';
import { onAccount } from '../../server/guard';
import { page } from '../../server/list';
import { defineOperations } from '../../server/operations';
import { firstDuplicate, freshId, isoNow, nextAfter, round2 } from '../../server/records';
import { adAssetsFailure, duplicateSegments, fail, invalid, notFound, problem } from '../../server/respond';
import { isRecord } from '../../server/validate';
import {
  CAMPAIGN_VERSION,
  campaignOfAd,
  findAd,
  findCampaign,
  findLine,
  findPlan,
  recordAudit,
  refuseInReview,
  updatedStamps,
} from '../campaign-build/common';
import { answeredCreative, writableAccount } from '../advertiser-assets/operations';
import { buildCreative, checkCreativeAssets, createdCreative } from './creative';
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
type Projection = AdsManagerSchemas['Projection'];

/** The reward record of an ad (one per ad: a new one replaces it); getAdReward's and createAdReward's version. */
const adRewardOf = ({ path: { accountId, adId }, db }: { path: { accountId: number; adId: number }; db: Db }) =>
  db.rewards.find((candidate) => candidate.adId === adId && candidate.accountId === accountId);

/** Projections and opportunities are read by internal users on any account they see (NS-70, NS-71): no account permission. */
const internalOnAccount = (path: { accountId: number }) => ({ accountId: path.accountId, internal: true });

// ----- Campaigns ---------------------------------------------------------------------------

/** NS-93: an ad group's audience (with its predefined segmentation type unless default) and latest fee. */
function adGroupReview(db: Db, group: CampaignBuildSchemas['AdGroup']): AdsManagerSchemas['AdGroupReview'] {
  const entry: AdsManagerSchemas['AdGroupReview'] = { adGroupId: group.adGroupId };
  const audience = db.audiences.find((a) => a.audienceId === group.audienceId && a.accountId === group.accountId);
  if (audience) {
    entry.audience = audience;
    const typeId = audience.audienceSegmentationTypeId;
    const segment = typeId === 1 ? undefined : db.predefinedSegments.find((s) => s.segmentationTypeId === typeId);
    if (segment) entry.segmentType = segment;
  }
  const fee = db.pricingModels
    .filter((candidate) => candidate.adGroupId === group.adGroupId)
    .sort((a, b) => a.pricingModelId - b.pricingModelId)
    .at(-1);
  if (fee) entry.fee = fee;
  return entry;
}

function savedCampaign(db: Db, campaign: StoredCampaign): SavedCampaign {
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

/** The rules a saved campaign must keep: a 400 naming the field (thrown). */
function checkCampaignRules(db: Db, campaign: StoredCampaign, sent: Partial<StoredCampaign>): void {
  const { accountId, billingCap, budgetDiscountPercent: discount } = campaign;
  const account = db.accounts.find((candidate) => candidate.id === accountId);
  if (sent.currency !== undefined && account && sent.currency !== account.bookingCurrency) {
    invalid('currency', `must be the account's booking currency ${account.bookingCurrency}`);
  }
  if (Date.parse(campaign.endDateTime) < Date.parse(campaign.startDateTime)) {
    invalid('endDateTime', 'must not be before startDateTime');
  }
  // The smallest billing cap the server allows, unless uncapped (the app checks its own before it sends).
  if (campaign.budgetDeliveryGoal !== 'UNCAPPED' && discount != null && billingCap != null) {
    const minimum = round2(campaign.budget * (1 - discount));
    if (billingCap < minimum)
      invalid('billingCap', `must be at least budget × (1 − budgetDiscountPercent) = ${minimum}`);
  }
  if (sent.lineId != null && !findLine(db, accountId, sent.lineId)) {
    invalid('lineId', `line ${sent.lineId} is not a line of account ${accountId}`);
  }
  if (sent.planId != null && !findPlan(db, accountId, sent.planId)) {
    invalid('planId', `plan ${sent.planId} is not a plan of account ${accountId}`);
  }
}

// ----- Projections -------------------------------------------------------------------------

/** When a stored run started (the stored run keeps it beside the answer's fields); else its projection's creation. */
const runStart = ({ run, projection }: ProjectionDetail): string =>
  'startedAt' in run && typeof run.startedAt === 'string' ? run.startedAt : projection.createdAt;

/** Finishes the given projections' pending runs that have been pending long enough (→ finished with a sheetLink, NS-70). */
function settleRuns(backend: Backend, details: readonly ProjectionDetail[]): void {
  const due = new Set(
    details
      .filter(
        (detail) =>
          detail.run.status === 'pending' &&
          backend.now().getTime() - Date.parse(runStart(detail)) >= PROJECTION_RUN_MS,
      )
      .map((detail) => detail.projection.projectionId),
  );
  if (due.size === 0) return;
  backend.store.write((db) => {
    for (const detail of db.projections) {
      const { projectionId } = detail.projection;
      if (!due.has(projectionId)) continue;
      const { runId } = detail.run;
      // Where a finished run's result lives (a placeholder spreadsheet link).
      const sheetLink = `https://sheets.cardlinked.example/projections/${projectionId}/runs/${runId}`;
      detail.run = { runId, status: 'finished', result: { sheetLink } };
      detail.projection.status = 'Success';
    }
  });
}

/**
 * The projections of an account: those stored with it, else those of its plans, and those that
 * tell neither (listed in every account).
 */
const projectionsOf = (db: Db, accountId: number) =>
  db.projections.filter((detail) => {
    const { planId } = detail.projection;
    const owner =
      detail.accountId ?? (planId === null ? undefined : db.plans.find((plan) => plan.planId === planId)?.accountId);
    return owner === undefined || owner === accountId;
  });

/** The projection of the path among the account's: 404 otherwise. */
const projectionAt = (db: Db, { accountId, projectionId }: { accountId: number; projectionId: number }) =>
  projectionsOf(db, accountId).find((detail) => detail.projection.projectionId === projectionId) ??
  fail(notFound('Projection', projectionId));

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

/** A new pending run, remembering when it started. */
function pendingRun(backend: Backend, db: Db): ProjectionDetail['run'] & { startedAt: string } {
  const runId = freshId(
    backend,
    'projectionRun',
    db.projections.map((detail) => detail.run.runId),
  );
  return { runId, status: 'pending', result: null, startedAt: backend.now().toISOString() };
}

/**
 * The rules of a projection request beyond its schema (NS-70), in the order a server checks them:
 * the KPI goal within its metric's range, custom plus segments with min ≤ max, merchants of the
 * request's brands, no location both included and excluded, an IO number the projection service
 * supports (the mock supports every IO number except those starting with UNSUPPORTED), no
 * repeated custom plus segment. A 400 naming the field (thrown).
 */
function checkProjectionRequest(request: AdsManagerSchemas['ProjectionRequest']): void {
  const { kpi, brandIds, geo, ioNumber } = request;
  if (!isKpiGoalWithin(kpi.metric, kpi.goal)) {
    const { min, max, decimals } = KPI_GOAL_RULES[kpi.metric];
    invalid('kpi.goal', `a ${kpi.metric} goal must be ${min} to ${max} with at most ${decimals} decimals`);
  }
  const segments = request.customPlusSegments ?? [];
  const reversed = segments.findIndex((segment) => segment.minSpend > segment.maxSpend);
  if (reversed >= 0) invalid(`customPlusSegments.${reversed}.minSpend`, 'must not be above maxSpend');
  for (const key of ['targetedMerchantIds', 'redeemingMerchantIds'] as const) {
    const stray = (request[key] ?? []).findIndex((entry) => !brandIds.includes(entry.brandId));
    if (stray >= 0) invalid(`${key}.${stray}.brandId`, 'must be one of brandIds');
  }
  const both = geo?.exclude.find((id) => geo.include.includes(id));
  if (both !== undefined) invalid('geo.exclude', `${both} is also included`);
  if (ioNumber?.toUpperCase().startsWith('UNSUPPORTED')) {
    fail(
      problem({
        status: 400,
        code: 'JARVIS_IO_VALIDATION_FAILURE',
        detail: 'Current IO Projection does not support this IO',
        field: 'ioNumber',
        ioNumber,
      }),
    );
  }
  const names = segments.map((segment) => segment.name.trim().toLowerCase());
  const ranges = segments.map((segment) => `${segment.minSpend}-${segment.maxSpend}`);
  if (firstDuplicate(names) !== undefined || firstDuplicate(ranges) !== undefined) {
    fail(duplicateSegments('customPlusSegments'));
  }
}

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
      const campaign = findCampaign(db, accountId, campaignId, session) ?? fail(notFound('Campaign', campaignId));
      refuseInReview(db, session, campaignId);
      const sent: Partial<StoredCampaign> = body;
      checkCampaignRules(db, { ...campaign, ...sent }, sent);
      const before = Object.fromEntries(Object.keys(sent).map((key) => [key, campaign[key as keyof StoredCampaign]]));
      Object.assign(campaign, sent);
      if ('planId' in sent) {
        const plan = db.plans.find((candidate) => candidate.planId === sent.planId);
        campaign.plan = plan ? { name: plan.name } : null;
      }
      const actor = { user: session.user.email, now: isoNow(backend) };
      Object.assign(campaign, updatedStamps(actor));
      // The fields sent that changed; the record is stored without its account.
      recordAudit(db, actor, undefined, 'Campaign', campaignId, 'Update', before, sent);
      return savedCampaign(db, campaign);
    },
  },

  createCreative: {
    // The account is a field of the body: it and campaign.write there are checked before the
    // schema, then the reward copy's length.
    access: {},
    before: (json, { session, db }) => {
      const sent = isRecord(json) ? json : {};
      writableAccount(db, session, sent.accountId);
      if (typeof sent.rewardCopy === 'string' && sent.rewardCopy.length > SERVER_REWARD_COPY_MAX) {
        const detail = `rewardCopy: reward details must not exceed ${SERVER_REWARD_COPY_MAX} characters`;
        fail(adAssetsFailure('rewardCopy', detail, 'COPY_TOO_LONG'));
      }
    },
    write: ({ body, db, backend }) => {
      checkCreativeAssets(db, body);
      const creative = buildCreative(db, backend, body);
      db.creatives.push(creative);
      return createdCreative(creative);
    },
  },

  // NS-93: what the campaign's ad groups and ads will run, in one read for the campaign review.
  getCampaignReview: {
    access: onAccount('campaign.read'),
    read: ({ path: { accountId, campaignId }, db, session, backend, request }) => {
      if (!findCampaign(db, accountId, campaignId, session)) fail(notFound('Campaign', campaignId));
      const adGroups = db.adGroups.filter((group) => group.campaignId === campaignId && group.accountId === accountId);
      const groupIds = new Set(adGroups.map((group) => group.adGroupId));
      const ads = db.ads.filter((ad) => groupIds.has(ad.adGroupId) && ad.accountId === accountId);
      return {
        campaignId,
        adGroups: adGroups.map((group) => adGroupReview(db, group)),
        ads: ads.map((ad) => {
          const entry: AdsManagerSchemas['AdReview'] = { adId: ad.adId };
          const creative = db.creatives.find((candidate) => candidate.id === ad.creativeId);
          if (creative) entry.creative = answeredCreative(backend, request.url, creative, 3);
          const reward = adRewardOf({ path: { accountId, adId: ad.adId }, db });
          if (reward) entry.reward = reward;
          return entry;
        }),
      };
    },
  },

  getAdReward: {
    access: onAccount('campaign.read'),
    version: { kind: 'rewards', find: adRewardOf },
    read: ({ path, db }) => {
      const { accountId, adId } = path;
      if (!findAd(db, accountId, adId)) fail(notFound('Ad', adId));
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
      const ad = findAd(db, accountId, adId) ?? fail(notFound('Ad', adId));
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
        query,
        '-tvcRequestId',
      ),
  },

  createTvcRequest: {
    access: onAccount('tvcrequest.write', true),
    write: ({ path: { accountId }, body, db, session, backend }) => {
      const { campaignId, requestedStartDate, requestedEndDate, notes } = body;
      if (requestedEndDate < requestedStartDate) invalid('requestedEndDate', 'must not be before requestedStartDate');
      const campaign = findCampaign(db, accountId, campaignId) ?? fail(notFound('Campaign', campaignId));
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
    read: ({ path: { accountId }, query, db, backend }) => {
      const projections = projectionsOf(db, accountId);
      settleRuns(backend, projections);
      const records = projections
        .filter((detail) => query.planId === undefined || detail.projection.planId === query.planId)
        .map((detail) => projectionOf(detail.projection));
      return page(records, query, '-projectionId');
    },
  },

  createProjection: {
    access: onAccount('campaign.write', true),
    write: ({ path: { accountId }, body: projectionRequest, db, session, backend }) => {
      if (projectionRequest.accountId !== accountId) {
        invalid('accountId', `must be the account of the path (${accountId})`);
      }
      checkProjectionRequest(projectionRequest);
      const planId = projectionRequest.planId ?? null;
      if (planId !== null && !findPlan(db, accountId, planId)) fail(notFound('Plan', planId));
      const projectionId = freshId(
        backend,
        'projection',
        db.projections.map((detail) => detail.projection.projectionId),
      );
      const specId = nextAfter(db.projections.flatMap((detail) => detail.specs.map((spec) => spec.specId)));
      const projection: Projection = {
        projectionId,
        name: projectionRequest.name,
        ioNumber: projectionRequest.ioNumber ?? null,
        createdAt: isoNow(backend),
        userEmail: { email: session.user.email },
        status: 'Pending',
        planId,
      };
      db.projections.push({
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
      });
      return projectionOf(projection);
    },
  },

  getProjection: {
    access: internalOnAccount,
    read: ({ path, db, backend }) => {
      const detail = projectionAt(db, path);
      settleRuns(backend, [detail]);
      return projectionDetail(detail);
    },
  },

  createProjectionRun: {
    access: onAccount('campaign.write', true),
    write: ({ path, db, backend }) => {
      const detail = projectionAt(db, path);
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
