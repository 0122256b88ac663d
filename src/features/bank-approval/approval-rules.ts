/**
 * Bank approval (part 3 §3, §4, §7; NS-74): how the approvals list is asked for, what a status
 * looks like, what a campaign's approvals sum up to across institutions, and the flags flattened
 * into campaign, audience and asset flags. Read-only: the institutions decide, the app shows.
 */
import type {
  AdAssetType,
  ApprovalStatus,
  CampaignApproval,
  CampaignApprovalDetail,
  CampaignFlag,
  FlagStatus,
  ListCampaignApprovalsParams,
} from '@generated/bank-approval/model';
import { listParams } from '@/api/list-params';

/** The id of the review's panel, where the campaigns list's badge leads. */
export const BANK_APPROVAL_ANCHOR = 'bank-approval';

/** BANK-009, part 3 §9: the approvals list comes in pages of 10. */
export const APPROVALS_PAGE_SIZE = 10;

/** BANK-009: one 1-based page of the account's approvals list, filtered by AccountId==. */
export function approvalListParams(accountId: number, page: number): ListCampaignApprovalsParams {
  return listParams({
    pageIndex: page - 1,
    pageSize: APPROVALS_PAGE_SIZE,
    filters: [{ field: 'AccountId', operator: '==', value: accountId }],
  });
}

/** What a campaign's approvals sum up to, most urgent first. */
export const APPROVAL_STATES = ['flagged', 'rejected', 'unprocessed', 'inReview', 'approved', 'removed'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const STATE_OF: Readonly<Record<ApprovalStatus, ApprovalState>> = {
  Flagged: 'flagged',
  Rejected: 'rejected',
  ForReviewUnAckd: 'unprocessed',
  ResubmittedUnAckd: 'unprocessed',
  ForReview: 'inReview',
  Resubmitted: 'inReview',
  Approved: 'approved',
  Removed: 'removed',
};

export interface ApprovalOverview {
  /** The most urgent state among the institutions. */
  state: ApprovalState;
  /** How many institutions are in that state. */
  count: number;
  /** How many institutions the campaign went to. */
  total: number;
}

/**
 * The campaigns list's badge: the most urgent state of the campaign's approvals (a flag or a
 * rejection first, then what the banks have not processed or are reviewing, then approved, and
 * removed only when every bank removed it), with how many banks are in it. None without approvals.
 */
export function approvalOverview(approvals: readonly Pick<CampaignApproval, 'status'>[]): ApprovalOverview | undefined {
  if (approvals.length === 0) return undefined;
  const states = approvals.map((approval) => STATE_OF[approval.status]);
  const state = APPROVAL_STATES.find((candidate) => states.includes(candidate)) ?? 'removed';
  return { state, count: states.filter((candidate) => candidate === state).length, total: approvals.length };
}

/** One flag as the panel shows it. */
export interface FlagView {
  flagId: number;
  /** The institution's code name (or its id when the campaign's approvals do not name it). */
  institution: string;
  status: FlagStatus;
  comment: string;
  createdBy: string;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface AssetFlagView extends FlagView {
  assetId: number | null;
  /** Image, Logo, Message, Link or Beacon; undefined when the approvals do not list the asset. */
  assetType: AdAssetType | undefined;
  /** The asset's slot (HeroImage, Headline, …), null when it has none. */
  slot: string | null;
}

export interface AudienceFlagView extends FlagView {
  /** The ad groups whose audience the institution flagged. */
  adGroupIds: number[];
}

export interface FlattenedFlags {
  campaign: FlagView[];
  audience: AudienceFlagView[];
  asset: AssetFlagView[];
}

/** Open flags first, then the newest. */
function byOpenThenNewest(a: FlagView, b: FlagView): number {
  if (a.status !== b.status) return a.status === 'flagged' ? -1 : 1;
  return a.createdAt === b.createdAt ? a.flagId - b.flagId : a.createdAt < b.createdAt ? 1 : -1;
}

/**
 * BANK-006: the flags of a campaign's approvals, flattened into campaign-level, audience and asset
 * flags, each naming its institution; an asset flag carries the asset's type and slot, an audience
 * flag the ad groups whose audience that institution flagged.
 */
export function flattenFlags(
  detail: Pick<CampaignApprovalDetail, 'approvals' | 'adAssetApprovals' | 'audienceApprovals'>,
  flags: readonly CampaignFlag[],
): FlattenedFlags {
  const institutionOf = (flag: CampaignFlag) =>
    (
      detail.approvals.find((approval) => approval.campaignApprovalStatusId === flag.campaignApprovalStatusId) ??
      detail.approvals.find((approval) => approval.institutionId === flag.institutionId)
    )?.institutionCodeName ?? `FI ${String(flag.institutionId)}`;
  const view = (flag: CampaignFlag): FlagView => ({
    flagId: flag.campaignFlagId,
    institution: institutionOf(flag),
    status: flag.status,
    comment: flag.comment,
    createdBy: flag.createdBy,
    createdAt: flag.createDateUtc,
    updatedBy: flag.updatedBy ?? null,
    updatedAt: flag.updateDateUtc ?? null,
  });
  const result: FlattenedFlags = { campaign: [], audience: [], asset: [] };
  for (const flag of flags) {
    switch (flag.flagType) {
      case 'Campaign':
        result.campaign.push(view(flag));
        break;
      case 'Audience':
        result.audience.push({
          ...view(flag),
          adGroupIds: detail.audienceApprovals.flatMap((audience) =>
            audience.institutionId === flag.institutionId && audience.adGroupId !== undefined
              ? [audience.adGroupId]
              : [],
          ),
        });
        break;
      case 'Asset': {
        const assetId = flag.adAssetId ?? null;
        const candidates = detail.adAssetApprovals.filter((asset) => asset.adAssetId === assetId);
        const asset =
          candidates.find((candidate) => candidate.institutionId === flag.institutionId) ?? candidates.at(0);
        result.asset.push({ ...view(flag), assetId, assetType: asset?.adAssetType, slot: asset?.slot ?? null });
        break;
      }
    }
  }
  result.campaign.sort(byOpenThenNewest);
  result.audience.sort(byOpenThenNewest);
  result.asset.sort(byOpenThenNewest);
  return result;
}

/** The slots of ad assets (part 3 §3 Creative), each with its own label. */
export const ASSET_SLOTS = [
  'BrandSpecificTermsAndConditions',
  'Headline',
  'MarketingCopy',
  'PreMessage',
  'RewardDetails',
  'RewardTypeTermsAndConditions',
  'ShortPreMessage',
  'TermsAndConditions',
  'ThankYouMessage',
  'ClickBeacon',
  'ImpressionBeacon',
  'ThirdPartyBeacon',
  'Logo',
  'HeroImage',
  'AnnotatedLogo',
  'CallToActionLink',
  'DisplayLink',
  'Link1',
  'Link2',
  'Link3',
  'Link4',
  'Link5',
] as const;
export type AssetSlot = (typeof ASSET_SLOTS)[number];

export function isAssetSlot(slot: string | null): slot is AssetSlot {
  return (ASSET_SLOTS as readonly (string | null)[]).includes(slot);
}
