/** The creative of each seeded ad (advertiser-assets): ad copy from the templates, links and images. */
import type { AdvertiserAssetsSchemas, CampaignBuildSchemas } from '../db/types';
import { SYMBOL, type Country, type VerticalKey } from './catalog';
import type { Brand } from './context';
import { AD_COPY_SLOTS, adCopyTemplateId, adCopyTemplateText, hasMultipleTemplate } from './reference';
import type { BuildState } from './campaign-build/state';
import type { RewardValues } from './rewards';

type Campaign = CampaignBuildSchemas['Campaign'];
type Classification = CampaignBuildSchemas['PurchaseClassification'];
type Creative = AdvertiserAssetsSchemas['Creative'];
type AdCopy = AdvertiserAssetsSchemas['AdCopy'];
type CreativeLink = AdvertiserAssetsSchemas['CreativeLink'];
type CallToAction = AdvertiserAssetsSchemas['CallToAction'];
type AdCopySlot = AdvertiserAssetsSchemas['AdCopySlot'];

// Month names written out rather than Intl's: the seed must not depend on the runtime's locale data.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "December 31, 2026" (US) or "31 December 2026" (GB) of the date part of an ISO date-time. */
function longDate(dateTime: string, country: Country): string {
  const [year = '', month = '1', dayOfMonth = '1'] = dateTime.slice(0, 10).split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  return country === 'US' ? `${name} ${Number(dayOfMonth)}, ${year}` : `${Number(dayOfMonth)} ${name} ${year}`;
}

export function money(symbol: string, value: number): string {
  return `${symbol}${Number.isInteger(value) ? String(value) : value.toFixed(2)}`;
}

/** The template with its {placeholders} filled (unknown ones are left as they are). */
const fillTemplate = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

const MARKETING_LINES = [
  'More reasons to come back',
  'Treat yourself this season',
  'Quality you can count on',
  'Made for everyday moments',
  'Everyday essentials, for less',
  'Loved by locals',
  'Fresh ideas, fair prices',
  'Everything you need in one place',
  'Small luxuries, big rewards',
  'Trusted for generations',
];

const CALLS_TO_ACTION: Partial<Record<VerticalKey, CallToAction[]>> = {
  dining: ['OrderNow', 'SeeMenu', 'FindLocations'],
  coffee: ['OrderNow', 'FindLocations'],
  pubs: ['SeeMenu', 'FindLocations', 'BookNow'],
  travel: ['BookNow', 'LearnMore'],
  airline: ['BookNow'],
  services: ['BookNow', 'FindLocations'],
  fitness: ['GetStarted', 'FindLocations'],
  subscription: ['GetStarted', 'LearnMore'],
  auto: ['BookNow', 'FindLocations'],
  fuel: ['FindLocations'],
};

const CTA_LABEL: Record<CallToAction, string> = {
  NoCallToAction: 'Learn more',
  BookNow: 'Book Now',
  FindLocations: 'Find Locations',
  GetStarted: 'Get Started',
  LearnMore: 'Learn More',
  OrderNow: 'Order Now',
  SeeMenu: 'See Menu',
  ShopNow: 'Shop Now',
  VisitSite: 'Visit Site',
};

const CHANNEL_WORDS: Partial<Record<Classification, string>> = {
  InStore: 'in store',
  Online: 'online',
  GasPayAtPump: 'at the pump',
  GasConvenience: 'on fuel and snacks',
  SubscriptionAndOnline: 'on subscriptions',
  MembershipAndOnline: 'on membership',
};

export const channelWords = (classification: Classification): string =>
  CHANNEL_WORDS[classification] ?? 'in store and online';

export function buildCreative(
  state: BuildState,
  campaign: Campaign,
  brand: Brand,
  values: RewardValues,
  classification: Classification,
  id: number,
  adId: number,
): Creative {
  const { ctx, account } = state;
  const { random } = ctx;
  const symbol = SYMBOL[account.country];
  const rewardType = values.model.template;
  const multiple = values.model.multiple;
  const fill: Record<string, string> = {
    merchantName: brand.name,
    rewardPercent: String(Math.round(values.percent * 100)),
    rewardAmount: money(symbol, values.amount),
    rewardCap: money(symbol, values.cap),
    minSpend: money(symbol, values.minSpend),
    redemptionEndDate: longDate(campaign.endDateTime, account.country),
  };
  const marketing = `${random.pick(MARKETING_LINES)}. Visit ${brand.name} ${channelWords(classification)} and enjoy more for less.`;
  const brandTerms = random.chance(0.3) ? `Excludes gift cards and ${brand.name} membership fees.` : null;

  let entry = id * 100;
  const adCopy: AdCopy[] = [];
  const text: Partial<Record<AdCopySlot, string>> = {};
  for (const slot of AD_COPY_SLOTS) {
    if (slot === 'BrandSpecificTermsAndConditions' && !brandTerms) continue;
    const own = multiple && hasMultipleTemplate(slot, rewardType);
    const templateId = adCopyTemplateId(slot, rewardType, own);
    const brandSpecific =
      slot === 'MarketingCopy'
        ? marketing
        : slot === 'BrandSpecificTermsAndConditions'
          ? (brandTerms ?? '')
          : undefined;
    fill.brandSpecificText = brandSpecific ?? '';
    let value = fillTemplate(adCopyTemplateText(slot, rewardType, own), fill);
    if (slot === 'RewardDetails') {
      if (values.model.mcc) value += ` Applies to purchases with merchant category codes ${values.mcc.join(', ')}.`;
      if (values.model.minVisits) value += ` Reward after ${values.visits} qualifying visits.`;
    }
    if (slot === 'PreMessage' && campaign.isOfferAutoActivated)
      value = 'Already activated: just shop to earn cash back';
    text[slot] = value;
    entry += 1;
    adCopy.push({
      adCopyId: entry,
      id: entry,
      slot,
      text: value,
      templateDetails:
        brandSpecific === undefined
          ? { isStandard: true, templateId }
          : { brandSpecificText: brandSpecific, isStandard: false, templateId },
    });
  }

  const site = `https://www.${account.domain}`;
  const cta: CallToAction = random.chance(0.1)
    ? 'NoCallToAction'
    : random.pick(CALLS_TO_ACTION[account.def.vertical] ?? ['ShopNow', 'VisitSite', 'LearnMore']);
  const link = (slot: CreativeLink['slot'], linkText: string, url: string): CreativeLink => {
    entry += 1;
    return { id: entry, linkId: entry, shortenedUrl: null, slot, text: linkText, url };
  };
  const links = [
    link('CallToActionLink', CTA_LABEL[cta], `${site}/offers?ref=clo-${adId}`),
    link('DisplayLink', `www.${account.domain}`, site),
  ];
  if (random.chance(0.5)) links.push(link('Link1', 'Find a store', `${site}/stores`));
  const [callToActionLink, displayLink, link1] = links.map(({ text, url }) => ({ text, url }));

  const brandImages = ctx.brandImages.get(brand.id);
  if (!brandImages) throw new Error(`No images for brand ${brand.id}`);
  const { logo, annotatedLogo, hero } = brandImages;
  const creativeImages = (
    [
      ['Logo', logo],
      ['AnnotatedLogo', annotatedLogo],
      ['HeroImage', hero],
    ] as const
  ).map(([slot, asset]) => ({
    externalUrl: asset.externalUrl,
    id: (entry += 1),
    imageId: asset.id,
    slot,
    sourceImage: null,
    versions: [],
  }));

  return {
    id,
    accountId: account.id,
    country: account.country,
    creativeVersion: 3,
    merchantName: brand.name,
    rewardType,
    allowMultipleRewards: multiple,
    logoId: logo.id,
    annotatedLogoId: annotatedLogo.id,
    heroId: hero.id,
    logoImage: { primary: { imageId: logo.id } },
    annotatedLogoImage: { primary: { imageId: annotatedLogo.id } },
    heroImage: { primary: { imageId: hero.id } },
    rewardCopy: text.RewardDetails ?? '',
    marketingCopy: text.MarketingCopy ?? '',
    termsAndConditions: text.TermsAndConditions ?? '',
    ...(text.BrandSpecificTermsAndConditions
      ? { brandSpecificTermsAndConditions: text.BrandSpecificTermsAndConditions }
      : {}),
    rewardTypeTermsAndConditions: text.RewardTypeTermsAndConditions ?? '',
    headline: text.Headline ?? '',
    preMessage: text.PreMessage ?? '',
    shortPreMessage: text.ShortPreMessage ?? '',
    thankYouMessage: text.ThankYouMessage ?? '',
    callToAction: cta,
    ...(link1 ? { link1 } : {}),
    callToActionLink,
    displayLink,
    adCopy,
    beacons: random.chance(0.2)
      ? [
          {
            beaconId: entry + 1,
            id: entry + 1,
            name: 'Impression pixel',
            slot: 'ImpressionBeacon',
            url: `https://pixel.${account.domain}/imp?offer=${adId}`,
          },
        ]
      : [],
    images: creativeImages,
    links,
  };
}
