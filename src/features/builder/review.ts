/**
 * Pure rules of the campaign review (part 2 §2 "Wizard steps", §8): the ticket link or status,
 * the PLANSPEC label, the change-log order, the review variant of a path.
 */
import type { MessageKey } from '@/i18n';
import { countryRules } from '@/lib/countries';
import { parseIntegerId } from '@/lib/ids';
import { SEGMENTS } from '@/lib/paths';
import type { AuditChangeRecord, Campaign, PlanStatus } from '@generated/campaign-build/model';

export type TicketView =
  /** WIZ-018: the ticket id linking to its url. */
  | { kind: 'link'; ticketId: string; url: string }
  /** A ticket whose url is missing or not http(s): its id as text, never a link. */
  | { kind: 'text'; ticketId: string }
  /** WIZ-018/019/020: no ticket yet — a badge and the message explaining it. */
  | { kind: 'badge'; status: 'failed' | 'processing'; label: MessageKey; message: MessageKey };

/** The url when it is an absolute http(s) URL, otherwise undefined (no javascript:, data: …). */
export function safeTicketUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ticket of a campaign (WIZ-018…020): a link when it has a ticket; otherwise a badge — 'No ticket
 * found' with the failure message when its plan failed, else 'Ticket processing...' with the
 * still-being-created message.
 */
export function ticketView(
  campaign: Pick<Campaign, 'ticketId' | 'ticketUrl'>,
  planStatus: PlanStatus | undefined,
): TicketView {
  const ticketId = campaign.ticketId?.trim();
  if (ticketId) {
    const url = safeTicketUrl(campaign.ticketUrl);
    return url ? { kind: 'link', ticketId, url } : { kind: 'text', ticketId };
  }
  return planStatus === 'Failed'
    ? {
        kind: 'badge',
        status: 'failed',
        label: 'adsmanager.REVIEW_TICKET_NOT_FOUND',
        message: 'adsmanager.REVIEW_TICKET_FAILED',
      }
    : {
        kind: 'badge',
        status: 'processing',
        label: 'adsmanager.REVIEW_TICKET_PROCESSING',
        message: 'adsmanager.REVIEW_TICKET_STILL_CREATING',
      };
}

/** WIZ-021, NS-37: PLANSPEC campaigns show a fixed label instead of their name. */
export function campaignTitle(
  campaign: Pick<Campaign, 'campaignType' | 'name'>,
  t: (key: MessageKey) => string,
): string {
  return campaign.campaignType === 'PLANSPEC' ? t('adsmanager.REVIEW_PLANSPEC_LABEL') : campaign.name;
}

/** AUDIT-005: change records newest first (stable for equal times: later in the answer first). */
export function newestFirst(records: readonly AuditChangeRecord[]): AuditChangeRecord[] {
  return records
    .map((record, index) => ({ record, index, time: Date.parse(record.updateDateTime) }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time - a.time))
    .map(({ record }) => record);
}

/** NS-40: the only status change offered is Deactivate, from Active or Scheduled. */
export function canDeactivate(campaign: Pick<Campaign, 'campaignStatus'>): boolean {
  return campaign.campaignStatus === 'Active' || campaign.campaignStatus === 'Scheduled';
}

/** NS-34: what review/comparison compares the campaign with, from its query parameters. */
export type ComparisonTarget = { kind: 'plan'; id: number } | { kind: 'base'; id: number };

export function comparisonTargets(search: URLSearchParams): ComparisonTarget[] {
  const targets: ComparisonTarget[] = [];
  const planId = parseIntegerId(search.get(SEGMENTS.planIdParam));
  const baseId = parseIntegerId(search.get(SEGMENTS.baseIdParam));
  if (planId !== undefined) targets.push({ kind: 'plan', id: planId });
  if (baseId !== undefined) targets.push({ kind: 'base', id: baseId });
  return targets;
}

/** The three review routes (NS-34): `review`, `review/comparison`, `review/publisher`. */
export type ReviewVariant = 'review' | 'comparison' | 'publisher';

export function reviewVariantOf(pathname: string): ReviewVariant {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith(`/${SEGMENTS.reviewPublisher}`)) return 'publisher';
  if (path.endsWith(`/${SEGMENTS.reviewComparison}`)) return 'comparison';
  return 'review';
}

/**
 * COUNTRY-008: the booking country that keeps a campaign's publishers as they are — a campaign that
 * is no longer a draft, in a country that does not allow editing its publishers (GB, not US);
 * undefined when the publishers may change.
 */
export function publishersLockedIn(
  campaign: Pick<Campaign, 'campaignStatus'>,
  country: string | null | undefined,
): string | undefined {
  if (campaign.campaignStatus === 'Draft' || countryRules(country).canEditPublishersOfNonDraft) return undefined;
  return country ?? undefined;
}
