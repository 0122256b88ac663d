/**
 * What the campaign review says will run (issue 28 point 4, NS-93): per ad group its audience
 * sentence, locations and fee; per ad its picture, headline, reward line and redemption dates; and,
 * once the campaign has delivered, its spend, ROAS and pacing. Pure: the review's components
 * render these.
 */
import { translate } from '@/i18n';
import { httpLink } from '@/lib/links';
import { formatMoney, formatPercent, type Currency } from '@/lib/money';
import { audienceSentence, audienceValuesOf } from '@/features/targeting';
import { rewardSummary, rewardToForm } from '@/features/rewards';
import type { AdGroupReview, AdReview } from '@generated/ads-manager/model';
import type { RewardTemplate } from '@generated/rms/model';
import type { Campaign } from '@generated/campaign-build/model';

/** How many location names a line shows before "and N more". */
export const LOCATIONS_SHOWN = 3;

const names = (list: readonly { name: string }[]) => {
  const shown = list.slice(0, LOCATIONS_SHOWN).map((location) => location.name);
  const more = list.length - shown.length;
  return more > 0
    ? translate('adsmanager.REVIEW_RUN_MORE', { names: shown.join(', '), count: more })
    : shown.join(', ');
};

/** The ad group's audience in one sentence; undefined when the ad group has no audience. */
export function audienceLine(entry: AdGroupReview | undefined): string | undefined {
  if (!entry?.audience) return undefined;
  // The locations have their own line on the review.
  const values = audienceValuesOf(entry.audience, entry.segmentType);
  return audienceSentence({ ...values, locationsInclude: [], locationsExclude: [] });
}

/** Where the ad group runs: the included and excluded location names, or everywhere. */
export function locationsLine(entry: AdGroupReview | undefined): string {
  const include = entry?.audience?.locations?.include ?? [];
  const exclude = entry?.audience?.locations?.exclude ?? [];
  const parts = [include.length > 0 ? names(include) : translate('adsmanager.REVIEW_RUN_EVERYWHERE')];
  if (exclude.length > 0) parts.push(translate('adsmanager.REVIEW_RUN_EXCEPT', { names: names(exclude) }));
  return parts.join('; ');
}

/** The ad group's fee with the money and percent formatters; "No fee" when it has none. */
export function feeLine(entry: AdGroupReview | undefined, locale: string): string {
  const fee = entry?.fee;
  if (!fee) return translate('adsmanager.REVIEW_RUN_NO_FEE');
  const currency: Currency = fee.currency;
  let text: string;
  if (fee.feePercent != null)
    text = translate('adsmanager.REVIEW_RUN_FEE_PERCENT', { percent: formatPercent(fee.feePercent, locale) });
  else if (fee.feeAmount != null)
    text = translate('adsmanager.REVIEW_RUN_FEE_FLAT', { amount: formatMoney(fee.feeAmount, currency, locale) });
  else if (fee.targetRoas != null)
    text = translate('adsmanager.REVIEW_RUN_FEE_ROAS', { roas: new Intl.NumberFormat(locale).format(fee.targetRoas) });
  else return translate('adsmanager.REVIEW_RUN_NO_FEE');
  return fee.feeCap != null
    ? translate('adsmanager.REVIEW_RUN_FEE_CAPPED', { fee: text, cap: formatMoney(fee.feeCap, currency, locale) })
    : text;
}

export interface AdRun {
  /** The ad's picture: the hero image, else the logo; undefined when none is a web address. */
  imageUrl: string | undefined;
  headline: string | undefined;
  /** The reward in words (without its end date, shown with the redemption dates). */
  reward: string | undefined;
  /** Redemption start and end, ISO dates ('' when open-ended). */
  redemption: { start: string; end: string } | undefined;
}

/** What one ad will show and pay. */
export function adRun(entry: AdReview | undefined, templates: readonly RewardTemplate[] | undefined): AdRun {
  const creative = entry?.creative;
  const image =
    creative?.images.find((candidate) => candidate.slot === 'HeroImage') ??
    creative?.images.find((candidate) => candidate.slot === 'Logo');
  // Only http(s) pictures are shown (never `javascript:`, `data:` or a relative path).
  const imageUrl = httpLink(image?.externalUrl);
  const headline = creative?.headline?.trim() || undefined;
  if (!entry?.reward || templates === undefined)
    return { imageUrl, headline, reward: undefined, redemption: undefined };
  const values = rewardToForm(entry.reward, templates);
  return {
    imageUrl,
    headline,
    reward: rewardSummary({ ...values, redemptionEndDate: '' }, values.currency),
    redemption: { start: values.redemptionStartDate, end: values.redemptionEndDate },
  };
}

/** A campaign has delivered once it is live or was, and its start has passed. */
export function hasDelivered(campaign: Pick<Campaign, 'campaignStatus' | 'startDateTime'>, now: Date): boolean {
  return (
    (campaign.campaignStatus === 'Active' || campaign.campaignStatus === 'Inactive') &&
    Date.parse(campaign.startDateTime) <= now.getTime()
  );
}

/**
 * Pacing: the spend to date as a share of the spend planned to date (budget spread evenly over the
 * campaign's days); 1 is on pace. Undefined without a budget or before the start.
 */
export function pacing(
  campaign: Pick<Campaign, 'budget' | 'startDateTime' | 'endDateTime'>,
  spend: number,
  now: Date,
): number | undefined {
  const start = Date.parse(campaign.startDateTime);
  const end = Date.parse(campaign.endDateTime);
  if (!(campaign.budget > 0) || !(end > start) || now.getTime() <= start) return undefined;
  const elapsed = Math.min(now.getTime(), end) - start;
  const planned = (campaign.budget * elapsed) / (end - start);
  return spend / planned;
}

/** Ahead above 110 %, behind below 90 %, otherwise on pace. */
export function pacingWord(share: number): 'ahead' | 'behind' | 'onPace' {
  if (share > 1.1) return 'ahead';
  if (share < 0.9) return 'behind';
  return 'onPace';
}
