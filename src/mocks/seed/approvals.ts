/**
 * Bank approvals of the non-draft campaigns of the rich accounts: one approval per financial
 * institution the campaign runs on, with the approvals of its ad groups, ads, flagged assets and
 * audiences, and the flags the institutions raised (NS-74).
 */
import type { BankApprovalSchemas, CampaignBuildSchemas } from '../db/types';
import { INSTITUTIONS } from './catalog';
import { DAY_MS, HOUR_MS, MINUTE_MS, REFERENCE_MS, utc } from './clock';
import { groupBy, type SeedContext } from './context';
import { groupInstitutions } from './campaign-build/state';

type ApprovalStatus = BankApprovalSchemas['ApprovalStatus'];
type CampaignApproval = BankApprovalSchemas['CampaignApproval'];
type AdAssetApproval = BankApprovalSchemas['AdAssetApproval'];
type FlagType = BankApprovalSchemas['FlagType'];
type Campaign = CampaignBuildSchemas['Campaign'];

const COMMENTS: Record<FlagType, string[]> = {
  Campaign: [
    'Offer dates overlap a bank-wide promotion.',
    'Please confirm the campaign budget with the bank contact.',
    'Reward cap is missing from the offer description.',
  ],
  Audience: [
    'Audience includes customers under a marketing opt-out.',
    'Lapsed window is too short for this segment.',
    'Location targeting excludes our branch regions.',
  ],
  Asset: [
    'Headline overstates the reward amount.',
    'Logo is low resolution on dark backgrounds.',
    'Link goes to a page without the offer terms.',
    'Hero image shows a product the offer excludes.',
  ],
};

const DECIDED: readonly ApprovalStatus[] = ['Approved', 'Flagged', 'Rejected', 'Removed'];

/** How the institutions decided on an Active campaign, and on campaigns of other statuses. */
const ACTIVE_WEIGHTS: [ApprovalStatus, number][] = [
  ['Approved', 80],
  ['Flagged', 9],
  ['Resubmitted', 6],
  ['Rejected', 3],
  ['Removed', 2],
];
const STATUS_WEIGHTS: Partial<Record<Campaign['campaignStatus'], [ApprovalStatus, number][]>> = {
  InReview: [
    ['ForReview', 40],
    ['ForReviewUnAckd', 30],
    ['Resubmitted', 15],
    ['ResubmittedUnAckd', 15],
  ],
  Scheduled: [
    ['Approved', 80],
    ['ForReview', 10],
    ['Flagged', 10],
  ],
  Inactive: [
    ['Approved', 78],
    ['Removed', 10],
    ['Flagged', 6],
    ['Rejected', 6],
  ],
};

/** Asset flags name one of these ad assets of the creative (the comments of Asset flags follow their order). */
const FLAGGABLE_ASSETS: readonly [AdAssetApproval['adAssetType'], string][] = [
  ['Message', 'Headline'],
  ['Logo', 'Logo'],
  ['Link', 'CallToActionLink'],
  ['Image', 'HeroImage'],
];

export function createApprovals(ctx: SeedContext): void {
  const { db, random, ids } = ctx;
  const rich = new Set(ctx.rich.map((account) => account.id));
  const groupsByCampaign = groupBy(db.adGroups, (group) => group.campaignId);
  const adsByGroup = groupBy(db.ads, (ad) => ad.adGroupId);
  const creatives = new Map(db.creatives.map((creative) => [creative.id, creative]));
  const reviewers = new Map(
    INSTITUTIONS.map((institution) => [
      institution.id,
      `${random.faker.person.firstName()} ${random.faker.person.lastName()}`,
    ]),
  );
  // When each campaign went to review and was approved (its audit trail).
  const reviewed = new Map<number, number>();
  const approved = new Map<number, number>();
  for (const record of db.audit) {
    if (record.entityType !== 'Campaign' || record.action !== 'Update') continue;
    const status = record.changes.find((change) => change.columnName === 'campaignStatus')?.newValue;
    if (status === 'InReview') reviewed.set(record.entityId, Date.parse(record.updateDateTime));
    if (status === 'Scheduled') approved.set(record.entityId, Date.parse(record.updateDateTime));
  }
  const latest = REFERENCE_MS - 10 * MINUTE_MS;

  for (const campaign of db.campaigns) {
    if (!rich.has(campaign.accountId) || campaign.campaignStatus === 'Draft') continue;
    const example = campaign.campaignId === 5001;
    const groups = groupsByCampaign.get(campaign.campaignId) ?? [];
    const submitted =
      reviewed.get(campaign.campaignId) ?? Math.min(latest, Date.parse(campaign.createDateTime) + HOUR_MS);
    const decidedBy = Math.min(latest, approved.get(campaign.campaignId) ?? submitted + 96 * HOUR_MS);
    const detail: BankApprovalSchemas['CampaignApprovalDetail'] = {
      accountId: campaign.accountId,
      approvals: [],
      campaignId: campaign.campaignId,
      hasFlags: false,
      adGroupApprovals: [],
      adApprovals: [],
      adAssetApprovals: [],
      audienceApprovals: [],
    };

    groupInstitutions(groups).forEach((institutionId, index) => {
      const institution = INSTITUTIONS.find((candidate) => candidate.id === institutionId);
      let status = random.weighted(STATUS_WEIGHTS[campaign.campaignStatus] ?? ACTIVE_WEIGHTS);
      // The example campaign has one flagged institution with all three kinds of flag: its hero
      // image and an audience still flagged, the campaign-level flag fixed.
      if (example) status = index === 1 ? 'Flagged' : 'Approved';
      const decided = DECIDED.includes(status);
      const decision = submitted + Math.floor((random.int(20, 95) / 100) * (decidedBy - submitted));
      const approval: CampaignApproval = {
        approver: decided ? (reviewers.get(institutionId) ?? null) : null,
        campaignApprovalStatusId: ids.take('campaignApproval'),
        decisionDateUtc: decided ? utc(decision) : null,
        dueDateUtc: utc(submitted + 5 * DAY_MS),
        institutionCodeName: institution?.codeName ?? `FI${institutionId}`,
        institutionId,
        submittedDateUtc: utc(submitted),
        status,
      };
      detail.approvals.push(approval);

      const served = groups.filter((group) => (group.institutions ?? []).includes(institutionId));
      for (const group of served) {
        detail.adGroupApprovals.push({ adGroupId: group.adGroupId, institutionId, status });
        for (const ad of adsByGroup.get(group.adGroupId) ?? []) {
          detail.adApprovals.push({ adId: ad.adId, adGroupId: group.adGroupId, institutionId, status });
        }
      }

      // Flags: open ones on Flagged approvals, fixed ones on resubmissions (and a few approvals).
      const flagStatus =
        status === 'Flagged'
          ? 'flagged'
          : status === 'Resubmitted' || (status === 'Approved' && random.chance(0.05))
            ? 'fixed'
            : null;
      if (!flagStatus) return;
      const types: FlagType[] = example
        ? ['Asset', 'Campaign', 'Audience']
        : random.some<FlagType>(['Campaign', 'Audience', 'Asset'], random.int(1, 2));
      types.forEach((flagType, flagIndex) => {
        const created = Math.min(latest, decision - random.int(1, 5) * HOUR_MS);
        const fixed = flagStatus === 'fixed' || (example && flagIndex === 1);
        let flaggedAsset: AdAssetApproval | undefined;
        if (flagType === 'Asset') {
          const ad = served[0] && adsByGroup.get(served[0].adGroupId)?.[0];
          const creative = ad?.creativeId !== undefined ? creatives.get(ad.creativeId) : undefined;
          const entries = [...(creative?.adCopy ?? []), ...(creative?.images ?? []), ...(creative?.links ?? [])];
          const assets = FLAGGABLE_ASSETS.flatMap(([adAssetType, slot]): AdAssetApproval[] => {
            const entry = entries.find((candidate) => candidate.slot === slot);
            if (!entry) return [];
            return [
              { adAssetId: entry.id, adAssetType, slot, status: 'Approved', isAdAssetUpdated: false, institutionId },
            ];
          });
          const target = assets.length > 0 ? random.int(0, assets.length - 1) : -1;
          flaggedAsset = assets[example ? assets.length - 1 : target];
          if (flaggedAsset) {
            flaggedAsset.status = fixed ? 'Resubmitted' : 'Flagged';
            flaggedAsset.isAdAssetUpdated = fixed;
          }
          detail.adAssetApprovals.push(...assets);
        } else if (flagType === 'Audience' && served[0]) {
          detail.audienceApprovals.push({ adGroupId: served[0].adGroupId, institutionId, status: 'Flagged' });
        }
        const commentIndex = flaggedAsset
          ? FLAGGABLE_ASSETS.findIndex(([type]) => type === flaggedAsset.adAssetType)
          : random.int(0, 2);
        db.approvalFlags.push({
          campaignFlagId: ids.take('campaignFlag'),
          campaignApprovalStatusId: approval.campaignApprovalStatusId,
          institutionId,
          comment: COMMENTS[flagType][commentIndex] ?? COMMENTS[flagType][0] ?? '',
          createDateUtc: utc(Math.max(submitted + MINUTE_MS, created)),
          createdBy: reviewers.get(institutionId) ?? 'Bank reviewer',
          flagType,
          status: fixed ? 'fixed' : 'flagged',
          adAssetId: flaggedAsset?.adAssetId ?? null,
          updateDateUtc: fixed ? utc(Math.min(latest, created + random.int(12, 72) * HOUR_MS)) : null,
          updatedBy: fixed ? campaign.createUser : null,
        });
        detail.hasFlags = true;
      });
    });
    db.approvals.push(detail);
  }
}
