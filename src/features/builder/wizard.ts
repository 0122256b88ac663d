/**
 * The wizard's steps (part 2 §2 "Wizard steps"): which steps the builder's navigator lists, in
 * which order, at which indent, with which title. Pure: the screens pass what they loaded.
 */
import type { MessageKey } from '@/i18n';
import { parseIntegerId } from '@/lib/ids';
import { SEGMENTS } from '@/lib/paths';
import type { CampaignPricingModel } from '@generated/campaign-build/model';
import { RESTRICTED_PRICING_MODELS } from './campaign-form-rules';

export type WizardStepKind = 'campaign' | 'adGroup' | 'import' | 'ad' | 'review';

export interface WizardStep {
  kind: WizardStepKind;
  /** The entity's id; absent for a new one (the `create` segment). */
  id?: number;
  /** For an ad: its ad group (absent for the placeholder of a new ad group). */
  adGroupId?: number;
  /** The entity's name; a new one has none and gets the default title (WIZ-014). */
  name?: string;
  /** Navigator indent (WIZ-015). */
  level: 0 | 1 | 2;
}

export interface WizardAd {
  adId: number;
  name: string;
}

export interface WizardAdGroup {
  adGroupId: number;
  name: string;
  ads: readonly WizardAd[];
}

export interface WizardInput {
  /** The campaign, or undefined on `campaign/create`. */
  campaign?: { campaignId: number; name: string; planId?: number | null; campaignPricingModel: CampaignPricingModel };
  /** Creating a campaign inside a plan (`plan/{planId}/specification/create`). */
  inPlan?: boolean;
  adGroups: readonly WizardAdGroup[];
  readOnly: boolean;
  /** The ad-group `import` route (WIZ-002). */
  importMode: boolean;
  /** The current route is an ad group with none selected (the ad-group `create` segment). */
  onNewAdGroup: boolean;
}

const LEVEL: Readonly<Record<WizardStepKind, WizardStep['level']>> = {
  campaign: 0,
  review: 0,
  adGroup: 1,
  import: 1,
  ad: 2,
};

const step = (kind: WizardStepKind, rest: Omit<WizardStep, 'kind' | 'level'> = {}): WizardStep => ({
  kind,
  level: LEVEL[kind],
  ...rest,
});

/** WIZ-006 … WIZ-013. */
export function wizardSteps(input: WizardInput): WizardStep[] {
  const { campaign, adGroups, readOnly, importMode, onNewAdGroup } = input;
  const review = step('review', campaign ? { id: campaign.campaignId, name: campaign.name } : {});
  // WIZ-013 (NS-36): a campaign with a restricted pricing model has only the review.
  if (campaign && RESTRICTED_PRICING_MODELS.includes(campaign.campaignPricingModel)) return [review];

  const steps: WizardStep[] = [];
  // WIZ-007: no campaign step for a campaign of a plan.
  const inPlan = input.inPlan === true || (campaign?.planId !== undefined && campaign.planId !== null);
  if (!inPlan) steps.push(step('campaign', campaign ? { id: campaign.campaignId, name: campaign.name } : {}));

  for (const adGroup of adGroups) {
    steps.push(step('adGroup', { id: adGroup.adGroupId, name: adGroup.name }));
    // WIZ-008: each ad group is followed by its ads; WIZ-009: none yet → a new-ad placeholder.
    for (const ad of adGroup.ads) steps.push(step('ad', { id: ad.adId, adGroupId: adGroup.adGroupId, name: ad.name }));
    if (adGroup.ads.length === 0 && !readOnly) steps.push(step('ad', { adGroupId: adGroup.adGroupId }));
  }
  // WIZ-010: a new ad group when editing, not importing, and on a new ad group or with none at all.
  if (!readOnly && !importMode && (onNewAdGroup || adGroups.length === 0)) steps.push(step('adGroup'));
  // WIZ-011: the import step only in import mode.
  if (importMode) steps.push(step('import'));
  // WIZ-012: the review is always last.
  steps.push(review);
  return steps;
}

const DEFAULT_TITLE: Readonly<Partial<Record<WizardStepKind, MessageKey>>> = {
  campaign: 'adsmanager.WIZARD_NEW_CAMPAIGN',
  adGroup: 'adsmanager.WIZARD_NEW_AD_GROUP',
  ad: 'adsmanager.WIZARD_NEW_AD',
  import: 'adsmanager.WIZARD_IMPORT_AD_GROUPS',
  review: 'adsmanager.WIZARD_REVIEW',
};

/** WIZ-014: the entity's name, or the default title of a new one. The review step is always 'Review'. */
export function wizardStepTitle(wizardStep: WizardStep, t: (key: MessageKey) => string): string {
  if (wizardStep.kind !== 'review' && wizardStep.kind !== 'import' && wizardStep.name) return wizardStep.name;
  const key = DEFAULT_TITLE[wizardStep.kind];
  return key ? t(key) : '';
}

/** The ad groups with their ads, as the navigator lists them (ads in id order under their ad group). */
export function wizardAdGroups(
  adGroups: readonly { adGroupId: number; name: string }[],
  ads: readonly { adId: number; adGroupId: number; name: string }[],
): WizardAdGroup[] {
  const adsOf = new Map<number, WizardAd[]>();
  for (const ad of [...ads].sort((a, b) => a.adId - b.adId)) {
    const list = adsOf.get(ad.adGroupId) ?? [];
    list.push({ adId: ad.adId, name: ad.name });
    adsOf.set(ad.adGroupId, list);
  }
  return adGroups.map(({ adGroupId, name }) => ({ adGroupId, name, ads: adsOf.get(adGroupId) ?? [] }));
}

/** Where the builder is: the step the path below the campaign opens (part 2 §2 routes). */
export type WizardPlace =
  | { kind: 'campaign' | 'review' | 'newAdGroup' | 'import' | 'other' }
  | { kind: 'adGroup' | 'newAd'; adGroupId: number }
  | { kind: 'ad'; adGroupId: number; adId: number };

/**
 * The place of `relative`, the path below the campaign (`''`, `review/comparison`,
 * `ad-group/6001/ad/7001`, …). Inside a plan the campaign's own path is its review (WIZ-007).
 */
export function wizardPlace(relative: string, inPlan: boolean): WizardPlace {
  const parts = relative.split('/').filter((part) => part !== '');
  const [first, second, third, fourth, ...rest] = parts;
  if (first === undefined) return { kind: inPlan ? 'review' : 'campaign' };
  if (first === SEGMENTS.review) return { kind: 'review' };
  if (first !== 'ad-group' || second === undefined) return { kind: 'other' };
  if (third === undefined) {
    if (second === SEGMENTS.create) return { kind: 'newAdGroup' };
    if (second === SEGMENTS.import) return { kind: 'import' };
  }
  const adGroupId = parseIntegerId(second);
  if (adGroupId === undefined) return { kind: 'other' };
  if (third === undefined) return { kind: 'adGroup', adGroupId };
  if (third !== 'ad' || fourth === undefined || rest.length > 0) return { kind: 'other' };
  if (fourth === SEGMENTS.create) return { kind: 'newAd', adGroupId };
  const adId = parseIntegerId(fourth);
  return adId === undefined ? { kind: 'other' } : { kind: 'ad', adGroupId, adId };
}

/** The path of a step below the campaign (WIZ-001: `create` for a new ad group or ad). */
export function wizardStepPath(wizardStep: WizardStep): string {
  const adGroup = (id: number | undefined) => `ad-group/${id === undefined ? SEGMENTS.create : String(id)}`;
  switch (wizardStep.kind) {
    case 'campaign':
      return '';
    case 'review':
      return SEGMENTS.review;
    case 'import':
      return `ad-group/${SEGMENTS.import}`;
    case 'adGroup':
      return adGroup(wizardStep.id);
    case 'ad':
      return `${adGroup(wizardStep.adGroupId)}/ad/${wizardStep.id === undefined ? SEGMENTS.create : String(wizardStep.id)}`;
  }
}

/** Whether `wizardStep` is the one the builder shows at `place`. */
export function isStepAt(wizardStep: WizardStep, place: WizardPlace): boolean {
  switch (wizardStep.kind) {
    case 'campaign':
    case 'review':
    case 'import':
      return place.kind === wizardStep.kind;
    case 'adGroup':
      return wizardStep.id === undefined
        ? place.kind === 'newAdGroup'
        : place.kind === 'adGroup' && place.adGroupId === wizardStep.id;
    case 'ad':
      return wizardStep.id === undefined
        ? place.kind === 'newAd' && place.adGroupId === wizardStep.adGroupId
        : place.kind === 'ad' && place.adId === wizardStep.id;
  }
}

/**
 * Issue 28 point 2: what the navigator marks — an entity that exists is done; the placeholder of a
 * new ad group or of an ad group's first ad is what is missing; the campaign, import and review
 * steps carry no mark.
 */
export function wizardStepState(wizardStep: WizardStep): 'done' | 'missing' | undefined {
  if (wizardStep.kind === 'review' || wizardStep.kind === 'import') return undefined;
  if (wizardStep.id !== undefined) return 'done';
  return wizardStep.kind === 'campaign' ? undefined : 'missing';
}

/** A key naming a step among the others. */
export const wizardStepKey = (wizardStep: WizardStep): string =>
  `${wizardStep.kind}:${String(wizardStep.adGroupId ?? '')}:${String(wizardStep.id ?? 'new')}`;
