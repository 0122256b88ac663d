/**
 * Campaign validation (part 2 §5 "Campaign rules", §4): the issues the campaign review lists.
 * Pure: the caller passes the campaign, its line lookup, its ad groups and ads, the booking time
 * zone and `today`. Dates are compared as calendar days in the booking time zone.
 *
 * Severity (NS-44): missing / invalid / DELETED line is `fatal`; every other issue is a `warning`
 * (blocks submission, not saving).
 */
import type { MessageKey, MessageValues } from '@/i18n';
import { dayInZone } from '@/lib/dates';
import type { Ad, AdGroup, Campaign, Line } from '@generated/campaign-build/model';

export type IssueSeverity = 'fatal' | 'warning';

export interface ValidationIssue {
  /** Name of the entity the issue belongs to (the grouping key, WIZ-037). */
  entity: string;
  severity: IssueSeverity;
  key: MessageKey;
  values?: MessageValues;
}

export interface IssueGroup {
  entity: string;
  issues: ValidationIssue[];
}

/** Where the builder stands: new / import ad-group routes skip WIZ-035, the new-ad route WIZ-036. */
export type BuilderRoute =
  | { kind: 'review' }
  | { kind: 'newAdGroup' }
  | { kind: 'importAdGroups' }
  /** A new ad; with `adGroupId` only that ad group is exempt from WIZ-036. */
  | { kind: 'newAd'; adGroupId?: number };

/** A structural problem of an answer (a schema check): where and what (WIZ-038). */
export interface StructureProblem {
  path: readonly PropertyKey[];
  message: string;
}

export interface CampaignValidationInput {
  campaign: Pick<Campaign, 'campaignStatus' | 'startDateTime' | 'endDateTime' | 'lineId'>;
  /** Name shown for the campaign's issues (the campaign name, or the PLANSPEC label). */
  campaignName: string;
  /**
   * The campaign's line: the line, `null` when its lookup found none (404 or invalid), `undefined`
   * while it is not known yet (line rules are skipped).
   */
  line: Line | null | undefined;
  /** The campaign's ad groups; `undefined` while loading (structure rules are skipped). */
  adGroups?: readonly Pick<AdGroup, 'adGroupId' | 'name'>[];
  /** The campaign's ads (all ad groups); `undefined` while loading. */
  ads?: readonly Pick<Ad, 'adGroupId'>[];
  /** Structural problems found in the campaign or line answers (WIZ-038). */
  structure?: readonly { entity: string; problems: readonly StructureProblem[] }[];
  route?: BuilderRoute;
  /** The account's booking time zone. */
  timeZone: string;
  today: Date;
  /** Writes a 'YYYY-MM-DD' day for messages (default: as it is). */
  formatDay?: (day: string) => string;
}

/** A broken date rule of part 2 §5 "Campaign rules". */
export type CampaignDateRule = 'startInPast' | 'endInPast' | 'startOutsideLine' | 'endOutsideLine';

/**
 * The date rules, on plain days of the booking time zone: a Draft (or new, `status` undefined)
 * campaign cannot start in the past (WIZ-032); a campaign that is not Active starts within the
 * line's dates (WIZ-033); no campaign ends in the past or outside the line's dates (WIZ-034).
 * Shared by the campaign form (field errors) and the review (issues).
 */
export function campaignDateRules({
  status,
  start,
  end,
  today,
  line,
}: {
  status: Campaign['campaignStatus'] | undefined;
  start: string;
  end: string;
  today: string;
  line?: { start: string; end: string };
}): CampaignDateRule[] {
  const broken: CampaignDateRule[] = [];
  if ((status === undefined || status === 'Draft') && start < today) broken.push('startInPast');
  if (end < today) broken.push('endInPast');
  if (line && status !== 'Active' && (start < line.start || start > line.end)) broken.push('startOutsideLine');
  if (line && (end < line.start || end > line.end)) broken.push('endOutsideLine');
  return broken;
}

const DATE_ISSUES: Readonly<Record<CampaignDateRule, MessageKey>> = {
  startInPast: 'adsmanager.VALIDATION_CAMPAIGN_START_IN_PAST',
  endInPast: 'adsmanager.VALIDATION_CAMPAIGN_END_IN_PAST',
  startOutsideLine: 'adsmanager.VALIDATION_CAMPAIGN_START_OUTSIDE_LINE',
  endOutsideLine: 'adsmanager.VALIDATION_CAMPAIGN_END_OUTSIDE_LINE',
};

/** 'invalid structure' issues for problems found in an answer (WIZ-038). */
export function structureIssues(entity: string, problems: readonly StructureProblem[]): ValidationIssue[] {
  return problems.map((problem) => ({
    entity,
    severity: 'fatal',
    key: 'adsmanager.VALIDATION_INVALID_STRUCTURE',
    values: { path: problem.path.length > 0 ? problem.path.map(String).join('.') : '(root)', message: problem.message },
  }));
}

/** Every issue of the campaign, ungrouped, in rule order. Inactive campaigns have none (WIZ-029). */
export function campaignIssues(input: CampaignValidationInput): ValidationIssue[] {
  const { campaign, campaignName, line, timeZone } = input;
  if (campaign.campaignStatus === 'Inactive') return [];
  const issues: ValidationIssue[] = [];
  const add = (key: MessageKey, severity: IssueSeverity = 'warning', values?: MessageValues, entity = campaignName) =>
    issues.push(values ? { entity, severity, key, values } : { entity, severity, key });

  for (const { entity, problems } of input.structure ?? []) issues.push(...structureIssues(entity, problems));

  const today = dayInZone(input.today, timeZone);
  const start = dayInZone(campaign.startDateTime, timeZone);
  const end = dayInZone(campaign.endDateTime, timeZone);

  // WIZ-030, WIZ-031: the line itself; WIZ-032 … WIZ-034: the dates.
  let lineDays: { start: string; end: string } | undefined;
  if (campaign.lineId == null) {
    add('adsmanager.VALIDATION_CAMPAIGN_NO_LINE', 'fatal');
  } else if (line === null) {
    add('adsmanager.VALIDATION_CAMPAIGN_LINE_INVALID', 'fatal');
  } else if (line?.status === 'DELETED') {
    add('adsmanager.VALIDATION_CAMPAIGN_LINE_DELETED', 'fatal');
  } else if (line !== undefined) {
    if (line.status !== 'ACTIVE') add('adsmanager.VALIDATION_CAMPAIGN_LINE_NOT_ACTIVE');
    lineDays = { start: dayInZone(line.startDateTime, timeZone), end: dayInZone(line.endDateTime, timeZone) };
  }
  const formatDay = input.formatDay ?? ((day: string) => day);
  const lineValues = lineDays && { lineStart: formatDay(lineDays.start), lineEnd: formatDay(lineDays.end) };
  for (const rule of campaignDateRules({ status: campaign.campaignStatus, start, end, today, line: lineDays })) {
    add(DATE_ISSUES[rule], 'warning', rule.endsWith('OutsideLine') ? lineValues : undefined);
  }

  // WIZ-035, WIZ-036.
  const route = input.route ?? { kind: 'review' };
  const { adGroups, ads } = input;
  if (adGroups !== undefined) {
    if (adGroups.length === 0 && route.kind !== 'newAdGroup' && route.kind !== 'importAdGroups') {
      add('adsmanager.VALIDATION_CAMPAIGN_NO_AD_GROUP');
    }
    if (ads !== undefined) {
      const withAds = new Set(ads.map((ad) => ad.adGroupId));
      for (const group of adGroups) {
        if (withAds.has(group.adGroupId)) continue;
        if (route.kind === 'newAd' && (route.adGroupId === undefined || route.adGroupId === group.adGroupId)) continue;
        add('adsmanager.VALIDATION_AD_GROUP_NO_AD', 'warning', undefined, group.name);
      }
    }
  }
  return issues;
}

const issueId = (issue: ValidationIssue) =>
  JSON.stringify([issue.severity, issue.key, Object.entries(issue.values ?? {}).sort()]);

/** Issues grouped by entity name (first appearance order) and deduplicated within each (WIZ-037). */
export function groupIssues(issues: readonly ValidationIssue[]): IssueGroup[] {
  const groups = new Map<string, { issues: ValidationIssue[]; seen: Set<string> }>();
  for (const issue of issues) {
    let group = groups.get(issue.entity);
    if (!group) {
      group = { issues: [], seen: new Set() };
      groups.set(issue.entity, group);
    }
    const id = issueId(issue);
    if (group.seen.has(id)) continue;
    group.seen.add(id);
    group.issues.push(issue);
  }
  return [...groups].map(([entity, { issues: grouped }]) => ({ entity, issues: grouped }));
}

/** The campaign's issues, grouped and deduplicated. */
export function validateCampaign(input: CampaignValidationInput): IssueGroup[] {
  return groupIssues(campaignIssues(input));
}
