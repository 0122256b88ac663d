/**
 * Reference data: audience segments and their predefined definitions per brand, brand images,
 * ad copy templates (per slot and reward type) and reward templates (JSON:API).
 */
import type { AdTargetingSchemas, AdvertiserAssetsSchemas } from '../db/types';
import { REWARD_MODELS } from './catalog';
import { DAY_MS, REFERENCE_MS, utc } from './clock';
import { segmentKey, type Brand, type SeedContext } from './context';
import { sampleImageUrl } from './sample-images';
import { slugOf } from './accounts';

type BaseType = AdTargetingSchemas['BaseSegmentType'];
type AdCopySlot = AdvertiserAssetsSchemas['AdCopySlot'];
type CreativeRewardType = AdvertiserAssetsSchemas['CreativeRewardType'];
type ImageAsset = AdvertiserAssetsSchemas['ImageAsset'];

/** The global default segmentation (ADG-022). */
export const DEFAULT_SEGMENT_ID = 1;

export const SEGMENT_NAMES: Record<BaseType, { name: string; description: string }> = {
  New: { name: 'New customers', description: 'Cardholders with no purchase at the brand in the last 12 months' },
  Lapsed: {
    name: 'Lapsed customers',
    description: 'Customers who bought in the last 12 months but not in the last 6 months',
  },
  Infrequent: { name: 'Occasional shoppers', description: 'Customers with 1 to 2 trips in the last 12 months' },
  Frequent: { name: 'Frequent shoppers', description: 'Customers with at least 3 trips in the last 12 months' },
  Existing: { name: 'Existing customers', description: 'Customers with at least one trip in the last 12 months' },
  AllUsers: { name: 'All cardholders', description: 'Every enrolled cardholder' },
};

export const BASE_TYPES: readonly BaseType[] = ['New', 'Lapsed', 'Infrequent', 'Frequent', 'Existing', 'AllUsers'];

/** What a predefined segment of the base type asks beside the 12-month lookback (Existing: a spend range, at times). */
const SEGMENT_LIMITS: Partial<Record<BaseType, Partial<AdTargetingSchemas['PredefinedSegmentType']>>> = {
  Frequent: { minTrips: 3 },
  Infrequent: { minTrips: 1, maxTrips: 2 },
  Lapsed: { minTrips: 1, excludeWindowMonths: 6 },
};
const NO_LIMITS = { minTrips: null, maxTrips: null, minSpend: null, maxSpend: null, excludeWindowMonths: null };

/** File name suffix, width and height of each image category. */
const IMAGE_FILES = {
  Logo: ['logo', 627, 627],
  AnnotatedLogo: ['annotated-logo', 128, 128],
  Hero: ['hero', 1200, 627],
} as const;

function imageAsset({ random, ids }: SeedContext, { accountId, name }: Brand, category: ImageAsset['imageCategory']) {
  const [suffix, width, height] = IMAGE_FILES[category];
  // The brand's pictures are one of the sample sets (src/mocks/seed/sample-images.ts).
  const variant = accountId + name.length;
  const file = (id: number, fileSuffix: string) => ({
    accountId,
    externalUrl: sampleImageUrl(category, variant),
    fileChecksum: random.hex(32),
    fileName: `${slugOf(name)}-${fileSuffix}.png`,
    fileSize: category === 'Hero' ? random.int(180_000, 1_900_000) : random.int(12_000, 240_000),
    fileType: 'image/png',
    height,
    width,
    id,
    imageCategory: category,
  });
  return { ...file(ids.take('image'), suffix), versions: [file(ids.take('image'), `${suffix}-${width}x${height}`)] };
}

export function createReferenceData(ctx: SeedContext): void {
  const { db, random, ids } = ctx;

  // The global default segment, then every base type for every brand of the rich accounts.
  const created = (daysAgo: number) => utc(REFERENCE_MS - daysAgo * DAY_MS - 4 * 3_600_000);
  db.segments.push({
    segmentationTypeId: ids.take('segment'),
    createdAt: created(900),
    description: SEGMENT_NAMES.AllUsers.description,
    isActive: true,
    isoCountryCode: 'US',
    name: SEGMENT_NAMES.AllUsers.name,
    baseType: 'AllUsers',
  });
  for (const account of ctx.rich) {
    for (const brand of account.brands) {
      const daysAgo = random.int(420, 800);
      for (const baseType of BASE_TYPES) {
        const id = ids.take('segment');
        ctx.segmentIds.set(segmentKey(brand.id, baseType), id);
        const { name, description } = SEGMENT_NAMES[baseType];
        db.segments.push({
          segmentationTypeId: id,
          brandId: brand.id,
          createdAt: created(daysAgo),
          description,
          isActive: !(baseType === 'Infrequent' && random.chance(0.15)),
          isoCountryCode: account.country,
          name,
          baseType,
        });
        const spend = random.chance(0.5)
          ? { minSpend: random.step(20, 100, 10), maxSpend: random.step(200, 1000, 50) }
          : {};
        db.predefinedSegments.push({
          segmentationTypeId: id,
          baseType,
          name,
          description,
          lookbackWindowMonths: 12,
          ...NO_LIMITS,
          ...(baseType === 'Existing' ? spend : SEGMENT_LIMITS[baseType]),
          isoCountryCode: account.country,
          brandId: brand.id,
        });
      }
      const images = {
        logo: imageAsset(ctx, brand, 'Logo'),
        annotatedLogo: imageAsset(ctx, brand, 'AnnotatedLogo'),
        hero: imageAsset(ctx, brand, 'Hero'),
      };
      db.images.push(images.logo, images.annotatedLogo, images.hero);
      ctx.brandImages.set(brand.id, images);
    }
  }

  createAdCopyTemplates(ctx);
  createRewardTemplates(ctx);
}

/** One text for PercentBack and FlatAmountBack offers, and SpendXGetY's own (the same unless given). */
const shared = (text: string, spendXGetY = text): Record<CreativeRewardType, string> => ({
  PercentBack: text,
  FlatAmountBack: text,
  SpendXGetY: spendXGetY,
});

/** The standard ad copy per slot (in the order of the slots) and reward type. */
const TEMPLATE_TEXT: Record<AdCopySlot, Record<CreativeRewardType, string>> = {
  Headline: {
    PercentBack: '{rewardPercent}% back at {merchantName}',
    FlatAmountBack: '{rewardAmount} back at {merchantName}',
    SpendXGetY: 'Spend {minSpend}, get {rewardAmount} back',
  },
  RewardDetails: {
    PercentBack:
      'Earn {rewardPercent}% cash back, up to {rewardCap}, when you spend {minSpend} or more at {merchantName} with your enrolled card by {redemptionEndDate}.',
    FlatAmountBack:
      'Get {rewardAmount} cash back when you spend {minSpend} or more at {merchantName} with your enrolled card by {redemptionEndDate}.',
    SpendXGetY:
      'Spend {minSpend} or more in total at {merchantName} by {redemptionEndDate} and get {rewardAmount} cash back.',
  },
  MarketingCopy: shared('{brandSpecificText}'),
  PreMessage: {
    PercentBack: 'Activate to earn {rewardPercent}% back',
    FlatAmountBack: 'Activate to earn {rewardAmount} back',
    SpendXGetY: 'Activate, spend {minSpend}, earn {rewardAmount}',
  },
  ShortPreMessage: {
    PercentBack: '{rewardPercent}% back',
    FlatAmountBack: '{rewardAmount} back',
    SpendXGetY: '{rewardAmount} back',
  },
  ThankYouMessage: shared(
    'Offer activated. Use your enrolled card at {merchantName} to earn cash back.',
    'Offer activated. Every purchase at {merchantName} counts towards your goal.',
  ),

  TermsAndConditions: shared(
    'Offer valid once per cardholder. Cash back is credited within 30 days of the qualifying purchase. Returns and refunds reverse the reward.',
    'Purchases count towards the total only when made with the enrolled card. Cash back is credited within 30 days of reaching the total.',
  ),

  RewardTypeTermsAndConditions: {
    PercentBack: 'Cash back is {rewardPercent}% of the qualifying purchase, up to {rewardCap}.',
    FlatAmountBack: 'Cash back of {rewardAmount} for a single qualifying purchase of {minSpend} or more.',
    SpendXGetY: 'Cash back of {rewardAmount} once qualifying purchases reach {minSpend} in total.',
  },
  BrandSpecificTermsAndConditions: shared('{brandSpecificText}'),
};

export const AD_COPY_SLOTS = Object.keys(TEMPLATE_TEXT) as AdCopySlot[];

const REWARD_TYPES: readonly CreativeRewardType[] = ['PercentBack', 'FlatAmountBack', 'SpendXGetY'];

/** Id of the ad copy template of a slot and reward type (and multiple rewards). */
export function adCopyTemplateId(slot: AdCopySlot, rewardType: CreativeRewardType, multiple = false): number {
  const base = AD_COPY_SLOTS.indexOf(slot) * REWARD_TYPES.length + REWARD_TYPES.indexOf(rewardType) + 1;
  if (!multiple) return base;
  return AD_COPY_SLOTS.length * REWARD_TYPES.length + (slot === 'Headline' ? 1 : 2);
}

/** Templates of creatives that allow multiple rewards (PercentBack only). */
const MULTIPLE_TEXT: Partial<Record<AdCopySlot, string>> = {
  Headline: '{rewardPercent}% back on every visit to {merchantName}',
  RewardDetails:
    'Earn {rewardPercent}% cash back on every purchase of {minSpend} or more at {merchantName}, up to {rewardCap} in total, until {redemptionEndDate}.',
};

export function adCopyTemplateText(slot: AdCopySlot, rewardType: CreativeRewardType, multiple = false): string {
  return (
    (multiple && rewardType === 'PercentBack' ? MULTIPLE_TEXT[slot] : undefined) ?? TEMPLATE_TEXT[slot][rewardType]
  );
}

/** Whether a slot has a template of its own for creatives that allow multiple rewards. */
export const hasMultipleTemplate = (slot: AdCopySlot, rewardType: CreativeRewardType): boolean =>
  rewardType === 'PercentBack' && MULTIPLE_TEXT[slot] !== undefined;

function createAdCopyTemplates(ctx: SeedContext): void {
  for (const slot of AD_COPY_SLOTS) {
    for (const rewardType of REWARD_TYPES) {
      ctx.db.adCopyTemplates.push({
        id: adCopyTemplateId(slot, rewardType),
        template: TEMPLATE_TEXT[slot][rewardType],
        description: `Standard ${slot} text for ${rewardType} offers`,
        slot,
        rewardType,
        allowMultipleRewards: false,
      });
    }
  }
  for (const slot of Object.keys(MULTIPLE_TEXT) as AdCopySlot[]) {
    ctx.db.adCopyTemplates.push({
      id: adCopyTemplateId(slot, 'PercentBack', true),
      template: adCopyTemplateText(slot, 'PercentBack', true),
      description: `Standard ${slot} text for PercentBack offers rewarded on every purchase`,
      slot,
      rewardType: 'PercentBack',
      allowMultipleRewards: true,
    });
  }
}

function createRewardTemplates(ctx: SeedContext): void {
  for (const model of REWARD_MODELS) {
    if (model.type === 'CustomRewardRedemption') continue;
    const config = {
      currencyUnit: 'USD',
      mccList: model.mcc ? [3000, 4511] : [],
      minSpend: model.template === 'SpendXGetY' ? 50 : 0.2,
      minVisits: model.minVisits ? 3 : 1,
      rewardAmount: model.kind === 'flat' ? 5 : 0,
      rewardCap: model.kind === 'flat' ? 5 : 20,
      rewardPercent: model.kind === 'percent' ? 0.1 : 0,
    };
    ctx.db.rewardTemplates.push({
      type: 'rewardTemplate',
      id: model.id,
      attributes: { name: model.template, defaultConfigValue: JSON.stringify(config) },
      relationships: { rewardModel: { data: { type: 'rewardModel', id: model.id } } },
    });
  }
}
