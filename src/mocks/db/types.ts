/**
 * The fake backend's state: one JSON-serialisable object, typed by the generated openapi-typescript
 * schemas so that what the handlers store is what the specs answer.
 */
import type { components as AdTargeting } from '@generated/ad-targeting/schema';
import type { components as AdsManager } from '@generated/ads-manager/schema';
import type { components as AdvertiserAssets } from '@generated/advertiser-assets/schema';
import type { components as Aura } from '@generated/aura/schema';
import type { components as BankApproval } from '@generated/bank-approval/schema';
import type { components as CampaignBuild } from '@generated/campaign-build/schema';
import type { components as ReportsApi } from '@generated/reports-api/schema';
import type { components as Rms } from '@generated/rms/schema';

export type AuraSchemas = Aura['schemas'];
export type CampaignBuildSchemas = CampaignBuild['schemas'];
export type AdsManagerSchemas = AdsManager['schemas'];
export type RmsSchemas = Rms['schemas'];
export type AdvertiserAssetsSchemas = AdvertiserAssets['schemas'];
export type AdTargetingSchemas = AdTargeting['schemas'];
export type BankApprovalSchemas = BankApproval['schemas'];
export type ReportsApiSchemas = ReportsApi['schemas'];

export type Account = AuraSchemas['Account'];
export type RoleName = AuraSchemas['RoleName'];

/** A membership: the roles a user holds on one account. */
export type Membership = Pick<AuraSchemas['User'], 'accountId' | 'roles'>;

/** A person who can sign in (the IdP's personas are users of this table). */
export type UserRecord = Pick<AuraSchemas['User'], 'email' | 'firstName' | 'lastName' | 'type' | 'status'> & {
  /** Accounts the user belongs to, with roles. Internal users see every account (ACCESS-007). */
  memberships: Membership[];
  /** Internal roles that apply on every account (internal users only). */
  internalRoles: RoleName[];
};

/**
 * One row of delivery per campaign, ad group, DMA and day: what report queries add up. Derived
 * from the seed (`createPerformanceRows`), never stored in `Db`.
 */
export interface PerformanceRow {
  accountId: number;
  campaignId: number;
  adGroupId: number;
  /** YYYY-MM-DD in the account's time zone. */
  day: string;
  dmaName: string;
  impressions: number;
  reach: number;
  engagements: number;
  activations: number;
  purchases: number;
  purchasesPostEngagement: number;
  purchasesPostView: number;
  revenue: number;
  revenuePostEngagement: number;
  revenuePostView: number;
  adSpend: number;
  rewardCost: number;
  mediaFees: number;
  fee: number;
  postServeSpend: number;
  postServeTrips: number;
}

/** A summary entry as stored: every key set (none null), in its country and redemption model. */
export type RedemptionSummaryRecord = {
  [K in keyof RmsSchemas['RedemptionSummary']]: NonNullable<RmsSchemas['RedemptionSummary'][K]>;
} & {
  country: RmsSchemas['RedemptionCountry'];
  redemptionModel: RmsSchemas['RedemptionModel'];
  lastRedemptionTime: string;
};

/** The first successful answer to a create, kept per user and Idempotency-Key (server/idempotency.ts). */
export interface IdempotentAnswer {
  /** The signed-in user's e-mail, lower case. */
  user: string;
  key: string;
  /** SHA-256 of the operation, its path and the request body. */
  fingerprint: string;
  /** When it was answered (the backend's clock); replayed for 24 hours. */
  storedAt: string;
  status: number;
  headers: [string, string][];
  body: string;
}

/** A node of the purchase category tree as stored: flat, with its parent (NS-81). */
export interface LookupCategory {
  purchaseCategoryId: number;
  /** The parent category; null for a top-level one. */
  parentId: number | null;
  name: string;
  description?: string | null;
  /** Location-service country ids (ISO 3166 numeric) the category exists in. */
  countryIds: number[];
}

/** An uploaded custom audience file with where the file is kept (NS-82). */
export type StoredCustomAudience = CampaignBuildSchemas['CustomAudienceFile'] & { s3ObjectKey: string };

export interface Db {
  /** Bumped when the shape changes; a stored file of another version is replaced by the seed. */
  schemaVersion: number;
  /** Next id per entity kind. */
  sequences: Record<string, number>;

  accounts: Account[];
  users: UserRecord[];

  lines: CampaignBuildSchemas['Line'][];
  plans: CampaignBuildSchemas['Plan'][];
  campaigns: CampaignBuildSchemas['Campaign'][];
  adGroups: CampaignBuildSchemas['AdGroup'][];
  ads: CampaignBuildSchemas['Ad'][];
  audiences: CampaignBuildSchemas['Audience'][];
  pricingModels: CampaignBuildSchemas['AdGroupPricingModel'][];
  redeemingMerchants: { adId: number; value: CampaignBuildSchemas['RedeemingMerchants'] }[];
  audit: CampaignBuildSchemas['AuditChangeRecord'][];
  /** Targeting lookups (NS-79 … NS-82). */
  institutions: CampaignBuildSchemas['Institution'][];
  locations: CampaignBuildSchemas['Location'][];
  purchaseCategories: LookupCategory[];
  customAudiences: StoredCustomAudience[];

  creatives: AdvertiserAssetsSchemas['Creative'][];
  images: AdvertiserAssetsSchemas['ImageAsset'][];
  adCopyTemplates: AdvertiserAssetsSchemas['AdCopyTemplate'][];

  /** The ad's reward as ads-manager answers it (rmsResponse holds the RMS resource). */
  rewards: AdsManagerSchemas['ServerReward'][];
  rewardTemplates: RmsSchemas['RewardTemplate'][];
  tvcRequests: AdsManagerSchemas['TvcRequest'][];
  /** The account a projection belongs to is stored beside it (the answer has no account). */
  projections: (AdsManagerSchemas['ProjectionDetail'] & { accountId?: number })[];
  opportunities: AdsManagerSchemas['Opportunity'][];

  targetingCriteria: AdTargetingSchemas['TargetingCriteria'][];
  segments: AdTargetingSchemas['AudienceSegment'][];
  predefinedSegments: AdTargetingSchemas['PredefinedSegmentType'][];
  /** NS-83. */
  merchantSegments: AdTargetingSchemas['MerchantSegment'][];

  approvals: BankApprovalSchemas['CampaignApprovalDetail'][];
  approvalFlags: BankApprovalSchemas['CampaignFlag'][];

  scheduledReports: ReportsApiSchemas['ScheduledReport'][];

  redemptionSummaries: RedemptionSummaryRecord[];
  redemptionDecisions: (RmsSchemas['RedemptionDecision'] & { country: RmsSchemas['RedemptionCountry'] })[];
  redemptionUploads: (RmsSchemas['RedemptionUpload'] & { country: RmsSchemas['RedemptionCountry'] })[];

  idempotentAnswers: IdempotentAnswer[];
  /**
   * NS-89: the version of each record of a versioned collection that has changed since the seed,
   * by `<collection>:<id>` (store.ts keeps it); a record not listed is at version 1.
   */
  versions?: Record<string, number>;
}

/** NS-89: the collections whose records carry a version (an ETag), with the field that is their id. */
export const VERSIONED = {
  campaigns: 'campaignId',
  adGroups: 'adGroupId',
  ads: 'adId',
  rewards: 'rewardId',
  plans: 'planId',
  scheduledReports: 'reportId',
} as const satisfies { [K in keyof Db]?: Db[K] extends readonly (infer R)[] ? keyof R & string : never };

export type VersionedKind = keyof typeof VERSIONED;

export const DB_SCHEMA_VERSION = 3;
