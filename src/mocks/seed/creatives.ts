/** The creative of each seeded ad (advertiser-assets): ad copy from the templates, links and images. */
import type { AdvertiserAssetsSchemas, CampaignBuildSchemas } from '../db/types';
import { SYMBOL } from './catalog';
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
function longDate(dateTime: string, us: boolean): string {
  const [year = '', month = '1', dayOfMonth = '1'] = dateTime.slice(0, 10).split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  return us ? `${name} ${Number(dayOfMonth)}, ${year}` : `${Number(dayOfMonth)} ${name} ${year}`;
}

export function money(symbol: string, value: number): string {
  return `${symbol}${Number.isInteger(value) ? String(value) : value.toFixed(2)}`;
}

const compiled = new Map<string, string[]>();

/** The template with its {placeholders} filled (split once per template: odd parts are keys). */
function fillTemplate(text: string, values: Record<string, string>): string {
  let parts = compiled.get(text);
  if (!parts) {
    parts = text.split(/\{(\w+)\}/);
    compiled.set(text, parts);
  }
  let result = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    result += i % 2 === 0 ? part : (values[part] ?? `{${part}}`);
  }
  return result;
}

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

const CALLS_TO_ACTION: Record<string, CallToAction[]> = {
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

export function channelWords(classification: Classification): string {
  switch (classification) {
    case 'InStore':
      return 'in store';
    case 'Online':
      return 'online';
    case 'GasPayAtPump':
      return 'at the pump';
    case 'GasConvenience':
      return 'on fuel and snacks';
    case 'SubscriptionAndOnline':
      return 'on subscriptions';
    case 'MembershipAndOnline':
      return 'on membership';
    default:
      return 'in store and online';
  }
}

export function buildCreative(
  state: BuildState,
  campaign: Campaign,
  brand: Brand,
  values: RewardValues,
  classification: Classification,
  id: number,
  adId: number,
): Creative {
  const { ctx, account, images } = state;
  const { random } = ctx;
  const symbol = SYMBOL[account.country];
  const rewardType = values.model.template;
  const multiple = values.model.multiple;
  const endDate = longDate(campaign.endDateTime, account.country === 'US');
  const fill: Record<string, string> = {
    merchantName: brand.name,
    rewardPercent: String(Math.round(values.percent * 100)),
    rewardAmount: money(symbol, values.amount),
    rewardCap: money(symbol, values.cap),
    minSpend: money(symbol, values.minSpend),
    redemptionEndDate: endDate,
  };
  const marketing = `${random.pick(MARKETING_LINES)}. Visit ${brand.name} ${channelWords(classification)} and enjoy more for less.`;
  const brandTerms = random.chance(0.3) ? `Excludes gift cards and ${brand.name} membership fees.` : null;

  let entry = id * 100;
  const adCopy: AdCopy[] = [];
  const text: Partial<Record<(typeof AD_COPY_SLOTS)[number], string>> = {};
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
    if (slot === 'RewardDetails' && values.model.mcc) {
      value += ` Applies to purchases with merchant category codes ${values.mcc.join(', ')}.`;
    }
    if (slot === 'RewardDetails' && values.model.minVisits)
      value += ` Reward after ${values.visits} qualifying visits.`;
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
  const linkTexts: { slot: CreativeLink['slot']; text: string; url: string }[] = [
    { slot: 'CallToActionLink', text: CTA_LABEL[cta], url: `${site}/offers?ref=clo-${adId}` },
    { slot: 'DisplayLink', text: `www.${account.domain}`, url: site },
  ];
  if (random.chance(0.5)) linkTexts.push({ slot: 'Link1', text: 'Find a store', url: `${site}/stores` });
  const links: CreativeLink[] = linkTexts.map((link) => {
    entry += 1;
    return { id: entry, linkId: entry, shortenedUrl: null, slot: link.slot, text: link.text, url: link.url };
  });
  const linkOf = (slot: CreativeLink['slot']) => {
    const link = links.find((candidate) => candidate.slot === slot);
    return link ? { text: link.text, url: link.url } : undefined;
  };

  const ids = ctx.brandImages.get(brand.id) ?? { logo: 0, annotatedLogo: 0, hero: 0 };
  const creativeImages: Creative['images'] = (
    [
      ['Logo', ids.logo],
      ['AnnotatedLogo', ids.annotatedLogo],
      ['HeroImage', ids.hero],
    ] as const
  ).flatMap(([slot, imageId]) => {
    const asset = images.get(imageId);
    if (!asset) return [];
    entry += 1;
    return [
      {
        externalUrl: asset.externalUrl,
        id: entry,
        imageId,
        slot,
        sourceImage: null,
        versions: [],
      },
    ];
  });

  const creative: Creative = {
    id,
    accountId: account.id,
    country: account.country,
    creativeVersion: 3,
    merchantName: brand.name,
    rewardType,
    allowMultipleRewards: multiple,
    logoId: ids.logo,
    annotatedLogoId: ids.annotatedLogo,
    heroId: ids.hero,
    logoImage: { primary: { imageId: ids.logo } },
    annotatedLogoImage: { primary: { imageId: ids.annotatedLogo } },
    heroImage: { primary: { imageId: ids.hero } },
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
    ...(linkOf('Link1') ? { link1: linkOf('Link1') } : {}),
    callToActionLink: linkOf('CallToActionLink'),
    displayLink: linkOf('DisplayLink'),
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
  return creative;
}
