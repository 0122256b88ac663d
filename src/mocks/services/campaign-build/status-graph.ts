/**
 * The campaign status graph of the fake backend (NS-40, NS-88): which statuses a user may move a
 * campaign to from its current one, and whether a campaign is complete enough to submit.
 */
import type { Campaign, CampaignStatus } from '@generated/campaign-build/model';
import type { Db } from '../../db/types';

/**
 * NS-88: Draft → InReview (submit, campaign.write); InReview → Scheduled, or Active once the start
 * has passed (approve), and InReview → Draft (return), both internal only; Active or Scheduled →
 * Inactive (deactivate, NS-40). The caller has checked campaign.write.
 */
export function allowedTransitions(
  campaign: Pick<Campaign, 'campaignStatus' | 'startDateTime'>,
  { internal, now }: { internal: boolean; now: string },
): CampaignStatus[] {
  switch (campaign.campaignStatus) {
    case 'Draft':
      return ['InReview'];
    case 'InReview':
      return internal ? [Date.parse(campaign.startDateTime) <= Date.parse(now) ? 'Active' : 'Scheduled', 'Draft'] : [];
    case 'Active':
    case 'Scheduled':
      return ['Inactive'];
    case 'Inactive':
      return [];
  }
}

/** NS-88: what keeps a campaign from being submitted — no line, no ad group, an ad group without ads. */
export function submitBlockers(db: Db, campaign: Pick<Campaign, 'campaignId' | 'lineId'>): string[] {
  const blockers: string[] = [];
  if (campaign.lineId == null) blockers.push('the campaign has no line');
  const groups = db.adGroups.filter((group) => group.campaignId === campaign.campaignId);
  if (groups.length === 0) blockers.push('the campaign has no ad group');
  for (const group of groups) {
    if (!db.ads.some((ad) => ad.adGroupId === group.adGroupId)) blockers.push(`ad group ${group.name} has no ad`);
  }
  return blockers;
}
