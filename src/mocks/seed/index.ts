/**
 * The seed of the fake backend: a deterministic, believable and internally consistent state
 * (docs/seed.md). `createSeed()` builds it from a fixed faker seed and a fixed reference date;
 * `createPerformanceRows(db)` derives the daily delivery rows the report queries add up.
 */
import { emptyDb } from '../db/empty';
import type { Db } from '../db/types';
import { nextAfter } from '../server/records';
import { createAccounts } from './accounts';
import { createApprovals } from './approvals';
import { createBuild } from './campaign-build/campaigns';
import { Ids, type SeedContext } from './context';
import { createPlanningData } from './planning';
import { createFaker, Random } from './random';
import { createReferenceData } from './reference';
import { createTargetingLookups } from './targeting';
import { createRedemptions, createScheduledReports } from './reporting';
import { createUsers } from './users';

export { createPerformanceRows, FIRST_PERFORMANCE_DAY, PERFORMANCE_DAYS } from './performance';
export { SEED_REFERENCE_DATE } from './clock';
export { ADMIN_ACCOUNT_ID, BRIGHTSIDE_AGENCY_ID, INSTITUTIONS, REWARD_MODELS } from './catalog';
export { SCHEDULER_USER, TVC_INVALID_CAMPAIGN_ID, VERIFICATION_FAILURE_CAMPAIGN_ID } from './campaign-build/state';
export { PERSONA_ACCOUNTS } from './users';
export { DEFAULT_SEGMENT_ID } from './reference';
export { SEED_REASON_CODES } from './reporting';
export type { StoredProjection } from './planning';

/** Next id per kind: one above every id the seed uses. */
function sequencesOf(db: Db): Record<string, number> {
  return {
    account: nextAfter(db.accounts.map((a) => a.id)),
    campaign: nextAfter(db.campaigns.map((c) => c.campaignId)),
    adGroup: nextAfter(db.adGroups.map((g) => g.adGroupId)),
    ad: nextAfter(db.ads.map((a) => a.adId)),
    line: nextAfter(db.lines.map((l) => l.lineId)),
    plan: nextAfter(db.plans.map((p) => p.planId)),
    audience: nextAfter(db.audiences.map((a) => a.audienceId)),
    customAudience: nextAfter(db.customAudiences.map((c) => c.customAudienceId)),
    pricingModel: nextAfter(db.pricingModels.map((p) => p.pricingModelId)),
    creative: nextAfter(db.creatives.map((c) => c.id)),
    image: nextAfter(db.images.flatMap((i) => [i.id, ...i.versions.map((v) => v.id)])),
    reward: nextAfter(db.rewards.map((r) => r.rewardId)),
    rmsReward: nextAfter(db.rewards.map((r) => r.rmsRewardId)),
    targetingCriteria: nextAfter(db.targetingCriteria.map((t) => t.targetingCriteriaId)),
    segment: nextAfter([
      ...db.segments.map((s) => s.segmentationTypeId),
      ...db.predefinedSegments.map((s) => s.segmentationTypeId),
    ]),
    projection: nextAfter(db.projections.map((p) => p.projection.projectionId)),
    projectionSpec: nextAfter(db.projections.flatMap((p) => p.specs.map((s) => s.specId))),
    projectionRun: nextAfter(db.projections.map((p) => p.run.runId)),
    tvcRequest: nextAfter(db.tvcRequests.map((t) => t.tvcRequestId)),
    scheduledReport: nextAfter(db.scheduledReports.map((r) => r.reportId)),
    redemptionDecision: nextAfter(db.redemptionDecisions.map((d) => d.decisionId)),
    redemptionUpload: nextAfter(db.redemptionUploads.map((u) => u.uploadId)),
    auditRecord: db.audit.length + 1,
    campaignApproval: nextAfter(db.approvals.flatMap((a) => a.approvals.map((x) => x.campaignApprovalStatusId))),
    campaignFlag: nextAfter(db.approvalFlags.map((f) => f.campaignFlagId)),
    publisherSchedule: nextAfter(
      db.campaigns.flatMap((c) => (c.publisherSchedules ?? []).map((s) => s.campaignScheduleVersionId)),
    ),
  };
}

/** The seed state. Deterministic: two calls answer deep-equal states. */
export function createSeed(): Db {
  const db = emptyDb();
  const ctx: SeedContext = {
    random: new Random(createFaker()),
    ids: new Ids(),
    db,
    rich: [],
    staff: [],
    segmentIds: new Map(),
    brandImages: new Map(),
  };
  createAccounts(ctx);
  createUsers(ctx);
  createReferenceData(ctx);
  createTargetingLookups(ctx);
  createBuild(ctx);
  createApprovals(ctx);
  createPlanningData(ctx);
  createScheduledReports(ctx);
  createRedemptions(ctx);
  db.sequences = sequencesOf(db);
  return db;
}
