/**
 * The ad form (part 2 §3 Ad, Creative, Redeeming merchants; §4; §5): its values, their starting
 * values from the ad, its creative and its redeeming merchants, the checks at each field with the
 * limit in the message, the bodies it sends, and the update rules — a new creative only when the
 * creative changed (AD-045), redeeming merchants only when they changed (AD-047).
 */
import type { FieldPath } from 'react-hook-form';
import * as z from 'zod';
import { fieldsByName } from '@/components/forms/field-mapper';
import { rewardFormFieldOf, rewardFormSchema, type RewardFormValues } from '@/features/rewards';
import { translate, type MessageKey } from '@/i18n';
import { enumField, optionalText, requiredText } from '@/lib/form-rules';
import { httpLink } from '@/lib/links';
import type { CreativeCreate } from '@generated/ads-manager/model';
import type {
  AdCopyTemplate,
  BeaconSlot,
  CallToAction,
  Creative,
  CreativeImageSlot,
} from '@generated/advertiser-assets/model';
import type {
  Ad,
  AdCreate,
  AdPatch,
  PurchaseClassification,
  RedeemingMerchantAnnotation,
  RedeemingMerchantBrand,
  RedeemingMerchants,
} from '@generated/campaign-build/model';

export type Country = 'US' | 'GB';
export type CreativeRewardType = Creative['rewardType'];

/** AD-002. */
export const PURCHASE_CLASSIFICATIONS = [
  'Online',
  'InStore',
  'OnlineAndInStore',
  'Custom',
  'GasConvenience',
  'GasPayAtPump',
  'SubscriptionAndOnline',
  'MembershipAndOnline',
] as const satisfies readonly PurchaseClassification[];

/** AD-009. */
export const CREATIVE_REWARD_TYPES = [
  'PercentBack',
  'FlatAmountBack',
  'SpendXGetY',
] as const satisfies readonly CreativeRewardType[];

/** AD-016: the calls to action of each booking country ('no call to action' first, the default). */
export const CALLS_TO_ACTION: Readonly<Record<Country, readonly CallToAction[]>> = {
  US: [
    'NoCallToAction',
    'BookNow',
    'FindLocations',
    'GetStarted',
    'LearnMore',
    'OrderNow',
    'SeeMenu',
    'ShopNow',
    'VisitSite',
  ],
  GB: [
    'NoCallToAction',
    'BookNow',
    'FindLocations',
    'GetStarted',
    'LearnMore',
    'OrderNow',
    'SeeMenu',
    'ShopNow',
    'VisitSite',
  ],
};

/** The English label of a call to action: the text of the creative's call-to-action link. */
export const CALL_TO_ACTION_TEXT: Readonly<Record<CallToAction, string>> = {
  NoCallToAction: '',
  BookNow: 'Book Now',
  FindLocations: 'Find Locations',
  GetStarted: 'Get Started',
  LearnMore: 'Learn More',
  OrderNow: 'Order Now',
  SeeMenu: 'See Menu',
  ShopNow: 'Shop Now',
  VisitSite: 'Visit Site',
};

/** AD-006: the annotation choices of the redeeming merchants, in this order. */
export const ANNOTATIONS = [
  'FuelOnly',
  'MembershipOnly',
  'SubscriptionOnly',
  'InStoreOnly',
  'OnlineOnly',
  'PayAtPumpOnly',
  'UpTo5PercentBack',
  'UpTo10PercentBack',
  'UpTo15PercentBack',
  'UpTo20PercentBack',
  'None',
] as const satisfies readonly RedeemingMerchantAnnotation[];

/** The annotations that describe product categories; the others describe purchase channels. */
const PRODUCT_CATEGORY_ANNOTATIONS: ReadonlySet<RedeemingMerchantAnnotation> = new Set([
  'FuelOnly',
  'MembershipOnly',
  'SubscriptionOnly',
]);

/** AD-010: the creative's text fields (ad copy slots), in the order the form shows them. */
export const CREATIVE_TEXTS = [
  'headline',
  'rewardCopy',
  'marketingCopy',
  'preMessage',
  'shortPreMessage',
  'thankYouMessage',
  'rewardTypeTermsAndConditions',
] as const;
/** AD-015: the terms: standard (a template's text) or custom (brand-specific). */
export const TERMS_TEXTS = ['termsAndConditions', 'brandSpecificTermsAndConditions'] as const;
export type CreativeTextKey = (typeof CREATIVE_TEXTS)[number] | (typeof TERMS_TEXTS)[number];

/** AD-011: the creative's links. */
export const CREATIVE_LINKS = ['displayLink', 'link1', 'link2', 'link3', 'link4', 'link5'] as const;
export type CreativeLinkKey = (typeof CREATIVE_LINKS)[number] | 'callToActionLink';

/** AD-019: reward details are at most 1000 characters. */
export const REWARD_COPY_MAX = 1000;

/** An image chosen for the creative: the asset id and where it is shown. */
export interface ImageRef {
  imageId: number;
  url: string;
}

export type ImageRole = 'logo' | 'annotatedLogo' | 'hero';
export const IMAGE_ROLES: readonly ImageRole[] = ['logo', 'annotatedLogo', 'hero'];
const IMAGE_SLOT: Readonly<Record<ImageRole, CreativeImageSlot>> = {
  logo: 'Logo',
  annotatedLogo: 'AnnotatedLogo',
  hero: 'HeroImage',
};

export interface LinkValues {
  text: string;
  url: string;
}

/** AD-013: the beacon slots, in the order the form offers them. */
export const BEACON_SLOTS = [
  'ClickBeacon',
  'ImpressionBeacon',
  'ThirdPartyBeacon',
] as const satisfies readonly BeaconSlot[];
export const BEACON_NAME_MAX = 100;
export const BEACON_URL_MAX = 2048;

/** A beacon as the form edits it; `beaconId` is the id of a beacon kept from the loaded creative. */
export interface BeaconValues {
  beaconId: number | null;
  name: string;
  slot: BeaconSlot;
  url: string;
}

export const newBeacon = (): BeaconValues => ({ beaconId: null, name: '', slot: 'ClickBeacon', url: '' });

export interface CreativeValues {
  country: Country;
  merchantName: string;
  rewardType: CreativeRewardType;
  allowMultipleRewards: boolean;
  images: Record<ImageRole, ImageRef | null>;
  texts: Record<CreativeTextKey, string>;
  /** AD-015: custom terms (brandSpecificTermsAndConditions) instead of the standard template's. */
  customTerms: boolean;
  callToAction: CallToAction;
  links: Record<CreativeLinkKey, LinkValues>;
  /** AD-013: the creative's beacons, in their order on the creative. */
  beacons: BeaconValues[];
}

/** The redeeming merchants as the form edits them: the chosen segments per brand and the annotation. */
export interface MerchantValues {
  brands: RedeemingMerchantBrand[];
  annotation: RedeemingMerchantAnnotation;
}

export interface AdFormValues {
  name: string;
  brands: number[];
  categories: number[];
  purchaseClassification: PurchaseClassification;
  termsAndConditionsTemplateId: number | null;
  creative: CreativeValues;
  merchants: MerchantValues;
  /** The reward (the rewards feature's section, `reward.*`). */
  reward: RewardFormValues;
}

/** What the form edits of an existing ad. */
export interface LoadedAd {
  ad: Ad;
  creative: Creative | undefined;
  /** Undefined when the ad has none yet (NS-57: the first save POSTs them). */
  merchants: RedeemingMerchants | undefined;
  /** The reward as form values; undefined when the ad has none yet. */
  reward: RewardFormValues | undefined;
  /** The ad's ETag as read: the version its PATCH sends (NS-92); undefined when the server sent none. */
  version?: string | undefined;
  /** The reward's ETag as read: the version its PATCH sends (NS-92); undefined without one. */
  rewardVersion?: string | undefined;
}

const emptyLink = (): LinkValues => ({ text: '', url: '' });
const emptyTexts = (): Record<CreativeTextKey, string> => ({
  headline: '',
  rewardCopy: '',
  marketingCopy: '',
  preMessage: '',
  shortPreMessage: '',
  thankYouMessage: '',
  rewardTypeTermsAndConditions: '',
  termsAndConditions: '',
  brandSpecificTermsAndConditions: '',
});

/** The creative's values (AD-008: any creative version 1–3 reads the same way). */
export function creativeValuesOf(creative: Creative | undefined, country: Country): CreativeValues {
  const images: Record<ImageRole, ImageRef | null> = { logo: null, annotatedLogo: null, hero: null };
  const texts = emptyTexts();
  const links: Record<CreativeLinkKey, LinkValues> = {
    callToActionLink: emptyLink(),
    displayLink: emptyLink(),
    link1: emptyLink(),
    link2: emptyLink(),
    link3: emptyLink(),
    link4: emptyLink(),
    link5: emptyLink(),
  };
  if (!creative) {
    return {
      country,
      merchantName: '',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
      images,
      texts,
      customTerms: false,
      callToAction: 'NoCallToAction',
      links,
      beacons: [],
    };
  }
  for (const role of IMAGE_ROLES) {
    const image = creative.images.find((candidate) => candidate.slot === IMAGE_SLOT[role]);
    if (image) images[role] = { imageId: image.imageId, url: image.externalUrl };
  }
  for (const key of [...CREATIVE_TEXTS, ...TERMS_TEXTS]) texts[key] = creative[key] ?? '';
  for (const key of Object.keys(links) as CreativeLinkKey[]) {
    const link = creative[key];
    if (link) links[key] = { text: link.text ?? '', url: link.url ?? '' };
  }
  return {
    country: creative.country === 'GB' ? 'GB' : 'US',
    merchantName: creative.merchantName,
    rewardType: creative.rewardType,
    allowMultipleRewards: creative.allowMultipleRewards,
    images,
    texts,
    customTerms: texts.brandSpecificTermsAndConditions.trim() !== '' && texts.termsAndConditions.trim() === '',
    callToAction: creative.callToAction ?? 'NoCallToAction',
    links,
    beacons: [...creative.beacons]
      .sort((a, b) => a.id - b.id)
      .map(({ beaconId, name, slot, url }) => ({ beaconId, name, slot, url })),
  };
}

/** The annotation the form shows: the chosen one of the stored lists, or None. */
export function annotationOf(merchants: RedeemingMerchants | undefined): RedeemingMerchantAnnotation {
  const chosen = [...(merchants?.productCategoryAnnotations ?? []), ...(merchants?.purchaseChannelAnnotations ?? [])];
  return chosen.find((annotation) => annotation !== 'None') ?? 'None';
}

/**
 * The form's values of a loaded ad, or of a new one in a `country` account: a new ad starts with
 * every brand it may use and all their store segments.
 */
export function adFormValues(
  loaded: LoadedAd | undefined,
  country: Country,
  newReward: RewardFormValues,
  newAdBrands: readonly RedeemingMerchantBrand[] = [],
): AdFormValues {
  const ad = loaded?.ad;
  return {
    name: ad?.name ?? '',
    brands: ad ? [...(ad.brands ?? [])] : newAdBrands.map((brand) => brand.brandId),
    categories: [...(ad?.categories ?? [])],
    purchaseClassification: ad?.purchaseClassification ?? 'InStore',
    termsAndConditionsTemplateId: ad?.termsAndConditionsTemplateId ?? null,
    creative: creativeValuesOf(loaded?.creative, country),
    merchants: {
      brands: structuredClone(loaded ? (loaded.merchants?.brands ?? []) : [...newAdBrands]),
      annotation: annotationOf(loaded?.merchants),
    },
    reward: structuredClone(loaded?.reward ?? newReward),
  };
}

/** The segments to choose from: each brand's store segments joined with those the ad already has. */
export function brandOptionsOf(
  storeSegments: readonly RedeemingMerchantBrand[],
  merchants: RedeemingMerchants | undefined,
): RedeemingMerchantBrand[] {
  const options = new Map(storeSegments.map((brand) => [brand.brandId, structuredClone(brand)]));
  for (const brand of merchants?.brands ?? []) {
    const option = options.get(brand.brandId);
    if (!option) {
      options.set(brand.brandId, structuredClone(brand));
      continue;
    }
    for (const channel of ['InStore', 'Online', 'Other'] as const) {
      const list = option.storeSegments[channel];
      for (const segment of brand.storeSegments[channel])
        if (!list.some((candidate) => candidate.id === segment.id)) list.push(segment);
    }
  }
  return [...options.values()];
}

/** AD-015: the terms the cardholder sees — the custom terms when flagged custom, else the standard ones. */
export function termsText(creative: Pick<CreativeValues, 'customTerms' | 'texts'>): string {
  return creative.customTerms ? creative.texts.brandSpecificTermsAndConditions : creative.texts.termsAndConditions;
}

// ------------------------------------------------------------------ the creative (AD-007 … AD-011, AD-045)

/** The creative create body of the form's values (version 3, AD-008); empty texts and links are left out. */
export function creativePayload(accountId: number, creative: CreativeValues): CreativeCreate {
  const body: CreativeCreate = {
    accountId,
    creativeVersion: 3,
    country: creative.country,
    merchantName: creative.merchantName.trim(),
    rewardType: creative.rewardType,
    allowMultipleRewards: creative.allowMultipleRewards,
    logoId: creative.images.logo?.imageId ?? null,
    annotatedLogoId: creative.images.annotatedLogo?.imageId ?? null,
    heroId: creative.images.hero?.imageId ?? null,
  };
  for (const key of CREATIVE_TEXTS) {
    const text = creative.texts[key].trim();
    if (text !== '') body[key] = text;
  }
  // AD-015: only the terms in use are sent.
  const terms = termsText(creative).trim();
  if (terms !== '') body[creative.customTerms ? 'brandSpecificTermsAndConditions' : 'termsAndConditions'] = terms;
  for (const key of CREATIVE_LINKS) {
    const link = creative.links[key];
    if (link.text.trim() !== '' || link.url.trim() !== '') body[key] = { text: link.text.trim(), url: link.url.trim() };
  }
  if (creative.callToAction !== 'NoCallToAction') {
    body.callToActionLink = {
      text: CALL_TO_ACTION_TEXT[creative.callToAction],
      url: creative.links.callToActionLink.url.trim(),
    };
  }
  // AD-013: a kept beacon sends its beaconId, a new one none (the server gives it one).
  if (creative.beacons.length > 0) {
    body.beacons = creative.beacons.map((beacon) => ({
      ...(beacon.beaconId === null ? {} : { beaconId: beacon.beaconId }),
      name: beacon.name.trim(),
      slot: beacon.slot,
      url: beacon.url.trim(),
    }));
  }
  return body;
}

/**
 * AD-045: an edit creates a new creative only if an image, the merchant name, the country, the
 * reward type, allowMultipleRewards, or any text or link changed — a beacon added, removed or
 * changed counts as a link change — everything the creative body carries, so the bodies of before
 * and after are compared.
 */
export function creativeChanged(accountId: number, before: CreativeValues, after: CreativeValues): boolean {
  return JSON.stringify(creativePayload(accountId, before)) !== JSON.stringify(creativePayload(accountId, after));
}

// ------------------------------------------------------------------ the ad (AD-001)

type AdFields = Pick<
  AdCreate,
  'name' | 'brands' | 'categories' | 'purchaseClassification' | 'termsAndConditionsTemplateId'
>;

/** The ad's own fields of the create and the patch (the creative id is added by the save). */
export function adFields(values: AdFormValues): AdFields {
  return {
    name: values.name.trim(),
    brands: [...values.brands],
    categories: [...values.categories],
    purchaseClassification: values.purchaseClassification,
    termsAndConditionsTemplateId: values.creative.customTerms ? null : values.termsAndConditionsTemplateId,
  };
}

/** The patch of an existing ad: only the fields that differ from the ad (and a new creative id). */
export function adPatch(ad: Ad, values: AdFormValues, creativeId: number | undefined): AdPatch {
  const fields = adFields(values);
  const patch: AdPatch = {};
  if (fields.name !== ad.name) patch.name = fields.name;
  if (JSON.stringify(fields.brands) !== JSON.stringify(ad.brands ?? [])) patch.brands = fields.brands;
  if (JSON.stringify(fields.categories) !== JSON.stringify(ad.categories ?? [])) patch.categories = fields.categories;
  if (fields.purchaseClassification !== ad.purchaseClassification)
    patch.purchaseClassification = fields.purchaseClassification;
  if (fields.termsAndConditionsTemplateId !== (ad.termsAndConditionsTemplateId ?? null))
    patch.termsAndConditionsTemplateId = fields.termsAndConditionsTemplateId;
  if (creativeId !== undefined && creativeId !== ad.creativeId) patch.creativeId = creativeId;
  return patch;
}

// ------------------------------------------------------------------ redeeming merchants (AD-004 … AD-006, AD-047)

/** The redeeming merchants body of the form's values; segments in id order so equal choices send equal bodies. */
export function merchantsPayload(merchants: MerchantValues, isAnnotationOverridden: boolean): RedeemingMerchants {
  const { annotation } = merchants;
  const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);
  return {
    brands: merchants.brands.map((brand) => ({
      brandId: brand.brandId,
      brandName: brand.brandName,
      storeSegments: {
        InStore: byId(brand.storeSegments.InStore),
        Online: byId(brand.storeSegments.Online),
        Other: byId(brand.storeSegments.Other),
      },
    })),
    productCategoryAnnotations: PRODUCT_CATEGORY_ANNOTATIONS.has(annotation) ? [annotation] : [],
    purchaseChannelAnnotations:
      !PRODUCT_CATEGORY_ANNOTATIONS.has(annotation) && annotation !== 'None' ? [annotation] : [],
    isAnnotationOverridden,
  };
}

/** What the redeeming merchants compare by: the chosen segment ids per brand and channel, and the annotation. */
function merchantsKey(merchants: MerchantValues): string {
  const ids = merchants.brands
    .map((brand) => ({
      brandId: brand.brandId,
      InStore: brand.storeSegments.InStore.map((segment) => segment.id).sort((a, b) => a - b),
      Online: brand.storeSegments.Online.map((segment) => segment.id).sort((a, b) => a - b),
      Other: brand.storeSegments.Other.map((segment) => segment.id).sort((a, b) => a - b),
    }))
    .sort((a, b) => a.brandId - b.brandId);
  return JSON.stringify({ ids, annotation: merchants.annotation });
}

/**
 * AD-047, NS-57: what to do with the redeeming merchants on save — nothing when they did not
 * change, POST when the ad has none yet, PUT to replace existing ones.
 */
export function merchantsSave(
  stored: MerchantValues | undefined,
  next: MerchantValues,
): { kind: 'none' } | { kind: 'create' | 'replace'; body: RedeemingMerchants } {
  if (stored === undefined) {
    if (next.brands.length === 0) return { kind: 'none' };
    return { kind: 'create', body: merchantsPayload(next, next.annotation !== 'None') };
  }
  if (merchantsKey(stored) === merchantsKey(next)) return { kind: 'none' };
  return { kind: 'replace', body: merchantsPayload(next, stored.annotation !== next.annotation) };
}

// ------------------------------------------------------------------ templates

/** The templates of one ad copy slot that fit the creative's reward type and multiple-rewards flag. */
export function templatesFor(
  templates: readonly AdCopyTemplate[],
  slot: AdCopyTemplate['slot'],
  creative: Pick<CreativeValues, 'rewardType' | 'allowMultipleRewards'>,
): AdCopyTemplate[] {
  return templates.filter(
    (template) =>
      template.slot === slot &&
      template.rewardType === creative.rewardType &&
      template.allowMultipleRewards === creative.allowMultipleRewards,
  );
}

/** AD-017: the reward fields a template's text can hold, and the placeholder each one fills. */
export const EDITABLE_REWARD_FIELDS = {
  Amount: 'rewardAmount',
  ExpirationDate: 'expirationDate',
  MerchantName: 'merchantName',
  MinSpend: 'minSpend',
  RedemptionEndDate: 'redemptionEndDate',
  RewardCap: 'rewardCap',
} as const;
export type EditableRewardField = keyof typeof EDITABLE_REWARD_FIELDS;

/**
 * A template's text with the editable reward fields that have a value filled in (AD-017); a
 * placeholder without a value, or of another field, stays for the user to edit.
 */
export function fillTemplate(template: string, values: Partial<Record<EditableRewardField, string>>): string {
  let text = template;
  for (const [field, placeholder] of Object.entries(EDITABLE_REWARD_FIELDS) as [EditableRewardField, string][]) {
    const value = values[field];
    if (value !== undefined && value !== '') text = text.replaceAll(`{${placeholder}}`, value);
  }
  return text;
}

// ------------------------------------------------------------------ the schema (part 2 §5)

const linkMessage = () => translate('adsmanager.AD_LINK_INVALID');
const link = z
  .object({ text: optionalText({ max: 255 }), url: z.string().trim() })
  .refine((value) => value.url === '' || httpLink(value.url) !== undefined, {
    error: linkMessage,
    path: ['url'],
  });

/** AD-013: a beacon's url is an absolute https URL without spaces, at most 2048 characters (the spec's CreativeBeaconCreate). */
const isBeaconUrl = (url: string): boolean =>
  url.length <= BEACON_URL_MAX && /^https:\/\/[^\s/?#]+\S*$/.test(url) && httpLink(url) !== undefined;

const beacon = z.object({
  beaconId: z.number().nullable(),
  name: requiredText({ max: BEACON_NAME_MAX }),
  slot: enumField(BEACON_SLOTS),
  url: z
    .string()
    .trim()
    .refine(isBeaconUrl, {
      error: () => translate('adsmanager.AD_BEACON_URL_INVALID', { max: BEACON_URL_MAX }),
    }),
});

/** The form's schema: every field rule at its field with its limit in the message. */
export function adFormSchema() {
  return z.object({
    name: requiredText({ max: 255 }),
    brands: z.array(z.number()).min(1, { error: () => translate('adsmanager.AD_BRANDS_REQUIRED') }),
    categories: z.array(z.number()),
    purchaseClassification: enumField(PURCHASE_CLASSIFICATIONS),
    termsAndConditionsTemplateId: z.number().nullable(),
    creative: z.object({
      country: enumField(['US', 'GB']),
      merchantName: requiredText({ max: 100 }),
      rewardType: enumField(CREATIVE_REWARD_TYPES),
      allowMultipleRewards: z.boolean(),
      images: z.object({
        logo: z.object({ imageId: z.number(), url: z.string() }).nullable(),
        annotatedLogo: z.object({ imageId: z.number(), url: z.string() }).nullable(),
        hero: z.object({ imageId: z.number(), url: z.string() }).nullable(),
      }),
      texts: z.object({
        headline: optionalText({ max: 255 }),
        // AD-019: the copy-too-long message names the limit.
        rewardCopy: optionalText().refine((text) => text.length <= REWARD_COPY_MAX, {
          error: () => translate('adsmanager.ERROR_COPY_TOO_LONG'),
        }),
        marketingCopy: optionalText(),
        preMessage: optionalText(),
        shortPreMessage: optionalText(),
        thankYouMessage: optionalText(),
        rewardTypeTermsAndConditions: optionalText(),
        termsAndConditions: optionalText(),
        brandSpecificTermsAndConditions: optionalText(),
      }),
      customTerms: z.boolean(),
      callToAction: z.string(),
      links: z.object({
        callToActionLink: link,
        displayLink: link,
        link1: link,
        link2: link,
        link3: link,
        link4: link,
        link5: link,
      }),
      beacons: z.array(beacon),
    }),
    merchants: z.object({ brands: z.array(z.unknown()), annotation: z.string() }),
    reward: rewardFormSchema,
  });
}

const adOwnField = fieldsByName(['name', 'brands', 'categories', 'purchaseClassification'] as const);

/**
 * Where a server 400 is shown: the ad's own fields, the creative's merchant name, texts and beacons
 * (a refused beaconId at the beacon's name).
 */
export function adFieldOf(serverField: string): FieldPath<AdFormValues> | undefined {
  const beaconField = /^beacons\.(\d+)\.(name|slot|url|beaconId)$/.exec(serverField);
  if (beaconField) {
    const [, index = '0', field] = beaconField;
    return `creative.beacons.${Number(index)}.${field === 'slot' || field === 'url' ? field : 'name'}`;
  }
  const name = serverField.split('.').at(-1) ?? serverField;
  if ((CREATIVE_TEXTS as readonly string[]).includes(name)) return `creative.texts.${name as CreativeTextKey}`;
  if (name === 'merchantName') return 'creative.merchantName';
  return adOwnField(serverField) ?? rewardFormFieldOf(serverField);
}

/** The steps of the save (part 2 §4 order): creative → ad → reward → redeeming merchants. */
export type AdSaveStep = 'creative' | 'ad' | 'reward' | 'merchants';
export const AD_SAVE_STEP_MESSAGE: Readonly<Record<AdSaveStep, MessageKey>> = {
  creative: 'adsmanager.AD_STEP_creative',
  ad: 'adsmanager.AD_STEP_ad',
  reward: 'adsmanager.AD_STEP_reward',
  merchants: 'adsmanager.AD_STEP_merchants',
};
