/**
 * Bank approvals of the non-draft campaigns of the rich accounts: one approval per financial
 * institution the campaign runs on, with the approvals of its ad groups, ads, flagged assets and
 * audiences, and the flags the institutions raised (NS-74).
 */
import type { BankApprovalSchemas, CampaignBuildSchemas } from '../db/types';
import { INSTITUTIONS } from './catalog';
import { DAY_MS, HOUR_MS, MINUTE_MS, REFERENCE_MS, utc } from './clock';
import type { SeedContext } from './context';

type ApprovalStatus = BankApprovalSchemas['ApprovalStatus'];
type CampaignApproval = BankApprovalSchemas['CampaignApproval'];
type CampaignFlag = BankApprovalSchemas['CampaignFlag'];
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

function statusFor(ctx: SeedContext, campaign: Campaign): ApprovalStatus {
  const { random } = ctx;
  switch (campaign.campaignStatus) {
    case 'InReview':
      return random.weighted<ApprovalStatus>([
        ['ForReview', 40],
        ['ForReviewUnAckd', 30],
        ['Resubmitted', 15],
        ['ResubmittedUnAckd', 15],
      ]);
    case 'Scheduled':
      return random.weighted<ApprovalStatus>([
        ['Approved', 80],
        ['ForReview', 10],
        ['Flagged', 10],
      ]);
    case 'Inactive':
      return random.weighted<ApprovalStatus>([
        ['Approved', 78],
        ['Removed', 10],
        ['Flagged', 6],
        ['Rejected', 6],
      ]);
    default:
      return random.weighted<ApprovalStatus>([
        ['Approved', 80],
        ['Flagged', 9],
        ['Resubmitted', 6],
        ['Rejected', 3],
        ['Removed', 2],
      ]);
  }
}

export function createApprovals(ctx: SeedContext): void {
  const { db, random, ids } = ctx;
  const rich = new Set(ctx.rich.map((account) => account.id));
  const groupsByCampaign = new Map<number, CampaignBuildSchemas['AdGroup'][]>();
  for (const group of db.adGroups) {
    const list = groupsByCampaign.get(group.campaignId) ?? [];
    list.push(group);
    groupsByCampaign.set(group.campaignId, list);
  }
  const adsByGroup = new Map<number, CampaignBuildSchemas['Ad'][]>();
  for (const ad of db.ads) {
    const list = adsByGroup.get(ad.adGroupId) ?? [];
    list.push(ad);
    adsByGroup.set(ad.adGroupId, list);
  }
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
    const groups = groupsByCampaign.get(campaign.campaignId) ?? [];
    const institutions = [...new Set(groups.flatMap((group) => group.institutions ?? []))].sort((a, b) => a - b);
    const submitted =
      reviewed.get(campaign.campaignId) ?? Math.min(latest, Date.parse(campaign.createDateTime) + HOUR_MS);
    const decidedBy = Math.min(latest, approved.get(campaign.campaignId) ?? submitted + 96 * HOUR_MS);
    const approvals: CampaignApproval[] = [];
    const adGroupApprovals: BankApprovalSchemas['AdGroupApproval'][] = [];
    const adApprovals: BankApprovalSchemas['AdApproval'][] = [];
    const adAssetApprovals: AdAssetApproval[] = [];
    const audienceApprovals: BankApprovalSchemas['AudienceApproval'][] = [];
    let flagged = false;

    institutions.forEach((institutionId, index) => {
      const institution = INSTITUTIONS.find((candidate) => candidate.id === institutionId);
      let status = statusFor(ctx, campaign);
      // The example campaign has one flagged institution with all three kinds of flag: its hero
      // image and an audience still flagged, the campaign-level flag fixed.
      if (campaign.campaignId === 5001) status = index === 1 ? 'Flagged' : 'Approved';
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
      approvals.push(approval);

      for (const group of groups) {
        if (!(group.institutions ?? []).includes(institutionId)) continue;
        adGroupApprovals.push({ adGroupId: group.adGroupId, institutionId, status });
        for (const ad of adsByGroup.get(group.adGroupId) ?? []) {
          adApprovals.push({ adId: ad.adId, adGroupId: group.adGroupId, institutionId, status });
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
      const types: FlagType[] =
        campaign.campaignId === 5001
          ? ['Asset', 'Campaign', 'Audience']
          : random.some<FlagType>(['Campaign', 'Audience', 'Asset'], random.int(1, 2));
      types.forEach((flagType, flagIndex) => {
        const created = Math.min(latest, decision - random.int(1, 5) * HOUR_MS);
        const fixed = flagStatus === 'fixed' || (campaign.campaignId === 5001 && flagIndex === 1);
        let adAssetId: number | null = null;
        if (flagType === 'Asset') {
          const group = groups.find((candidate) => (candidate.institutions ?? []).includes(institutionId));
          const ad = group ? adsByGroup.get(group.adGroupId)?.[0] : undefined;
          const creative = ad?.creativeId !== undefined ? creatives.get(ad.creativeId) : undefined;
          const headline = creative?.adCopy.find((copy) => copy.slot === 'Headline');
          const logo = creative?.images.find((image) => image.slot === 'Logo');
          const link = creative?.links.find((candidate) => candidate.slot === 'CallToActionLink');
          const hero = creative?.images.find((image) => image.slot === 'HeroImage');
          const assets: AdAssetApproval[] = [];
          if (headline)
            assets.push({
              adAssetId: headline.id,
              adAssetType: 'Message',
              slot: 'Headline',
              status: 'Approved',
              isAdAssetUpdated: false,
              institutionId,
            });
          if (logo)
            assets.push({
              adAssetId: logo.id,
              adAssetType: 'Logo',
              slot: 'Logo',
              status: 'Approved',
              isAdAssetUpdated: false,
              institutionId,
            });
          if (link)
            assets.push({
              adAssetId: link.id,
              adAssetType: 'Link',
              slot: 'CallToActionLink',
              status: 'Approved',
              isAdAssetUpdated: false,
              institutionId,
            });
          if (hero)
            assets.push({
              adAssetId: hero.id,
              adAssetType: 'Image',
              slot: 'HeroImage',
              status: 'Approved',
              isAdAssetUpdated: false,
              institutionId,
            });
          const target = assets.length > 0 ? random.int(0, assets.length - 1) : -1;
          const chosen = assets[campaign.campaignId === 5001 ? assets.length - 1 : target];
          if (chosen) {
            chosen.status = fixed ? 'Resubmitted' : 'Flagged';
            chosen.isAdAssetUpdated = fixed;
            adAssetId = chosen.adAssetId;
          }
          adAssetApprovals.push(...assets);
        } else if (flagType === 'Audience') {
          const group = groups.find((candidate) => (candidate.institutions ?? []).includes(institutionId));
          if (group) audienceApprovals.push({ adGroupId: group.adGroupId, institutionId, status: 'Flagged' });
        }
        const commentIndex =
          flagType === 'Asset' && adAssetId !== null
            ? Math.max(
                0,
                ['Message', 'Logo', 'Link', 'Image'].indexOf(
                  adAssetApprovals.find((a) => a.adAssetId === adAssetId)?.adAssetType ?? 'Message',
                ),
              )
            : random.int(0, 2);
        const flag: CampaignFlag = {
          campaignFlagId: ids.take('campaignFlag'),
          campaignApprovalStatusId: approval.campaignApprovalStatusId,
          institutionId,
          comment: COMMENTS[flagType][commentIndex] ?? COMMENTS[flagType][0] ?? '',
          createDateUtc: utc(Math.max(submitted + MINUTE_MS, created)),
          createdBy: reviewers.get(institutionId) ?? 'Bank reviewer',
          flagType,
          status: fixed ? 'fixed' : 'flagged',
          adAssetId,
          updateDateUtc: fixed ? utc(Math.min(latest, created + random.int(12, 72) * HOUR_MS)) : null,
          updatedBy: fixed ? campaign.createUser : null,
        };
        db.approvalFlags.push(flag);
        flagged = true;
      });
    });

    db.approvals.push({
      accountId: campaign.accountId,
      approvals,
      campaignId: campaign.campaignId,
      hasFlags: flagged,
      adGroupApprovals,
      adApprovals,
      adAssetApprovals,
      audienceApprovals,
    });
  }
}
