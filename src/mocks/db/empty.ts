import { DB_SCHEMA_VERSION, type Db } from './types';

/** A state with nothing in it: the base of small test fixtures. */
export function emptyDb(): Db {
  return {
    schemaVersion: DB_SCHEMA_VERSION,
    sequences: {},
    accounts: [],
    users: [],
    lines: [],
    plans: [],
    campaigns: [],
    adGroups: [],
    ads: [],
    audiences: [],
    pricingModels: [],
    redeemingMerchants: [],
    audit: [],
    creatives: [],
    images: [],
    adCopyTemplates: [],
    rewards: [],
    rewardTemplates: [],
    tvcRequests: [],
    projections: [],
    opportunities: [],
    targetingCriteria: [],
    segments: [],
    predefinedSegments: [],
    approvals: [],
    approvalFlags: [],
    scheduledReports: [],
    redemptionSummaries: [],
    redemptionDecisions: [],
    redemptionUploads: [],
    idempotentAnswers: [],
  };
}
