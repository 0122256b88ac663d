/**
 * The builder's guided path and finish line (issue 28 points 2 and 3, NS-88): the next thing to
 * build, the step that fixes each review issue, and where an approval takes a campaign. Pure: the
 * review passes what it loaded.
 */
import { SEGMENTS } from '@/lib/paths';
import type { Ad, AdGroup, Campaign } from '@generated/campaign-build/model';
import type { ValidationIssue } from './validation';

export type NextStep =
  | { kind: 'addAdGroup' }
  | { kind: 'addAd'; adGroupId: number; adGroupName: string }
  /** Every ad group has an ad: submit, or add another ad (to the last ad group) or ad group. */
  | { kind: 'complete'; lastAdGroupId: number };

/** The first thing missing, in building order: an ad group, then an ad in each ad group. */
export function nextStep(
  adGroups: readonly Pick<AdGroup, 'adGroupId' | 'name'>[],
  ads: readonly Pick<Ad, 'adGroupId'>[],
): NextStep {
  const last = adGroups.at(-1);
  if (!last) return { kind: 'addAdGroup' };
  const withAds = new Set(ads.map((ad) => ad.adGroupId));
  const empty = adGroups.find((group) => !withAds.has(group.adGroupId));
  if (empty) return { kind: 'addAd', adGroupId: empty.adGroupId, adGroupName: empty.name };
  return { kind: 'complete', lastAdGroupId: last.adGroupId };
}

/** The step of the builder that fixes an issue. */
export type FixStep = { kind: 'campaign' } | { kind: 'newAdGroup' } | { kind: 'newAd'; adGroupId: number };

/** NS-88: the missing ad group and ads are built at their steps; everything else is the campaign's form. */
export function fixStepOf(
  issue: Pick<ValidationIssue, 'entity' | 'key'>,
  adGroups: readonly Pick<AdGroup, 'adGroupId' | 'name'>[],
): FixStep {
  if (issue.key === 'adsmanager.VALIDATION_CAMPAIGN_NO_AD_GROUP') return { kind: 'newAdGroup' };
  if (issue.key === 'adsmanager.VALIDATION_AD_GROUP_NO_AD') {
    const group = adGroups.find((candidate) => candidate.name === issue.entity);
    if (group) return { kind: 'newAd', adGroupId: group.adGroupId };
  }
  return { kind: 'campaign' };
}

/** The path of a fix step below the campaign's builder path. */
export function fixStepPath(basePath: string, step: FixStep): string {
  switch (step.kind) {
    case 'campaign':
      return basePath;
    case 'newAdGroup':
      return `${basePath}/ad-group/${SEGMENTS.create}`;
    case 'newAd':
      return `${basePath}/ad-group/${String(step.adGroupId)}/ad/${SEGMENTS.create}`;
  }
}

/** NS-88: an approval schedules the campaign, or activates it once its start has passed. */
export function approvedStatus(campaign: Pick<Campaign, 'startDateTime'>, now: Date): 'Scheduled' | 'Active' {
  return Date.parse(campaign.startDateTime) <= now.getTime() ? 'Active' : 'Scheduled';
}
