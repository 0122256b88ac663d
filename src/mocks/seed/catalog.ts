/**
 * Fixed reference data of the seed: the hand-named accounts, agencies, financial institutions,
 * verticals with their purchase categories, DMAs and reward models.
 */
import type { AdsManagerSchemas, CampaignBuildSchemas } from '../db/types';

export type Country = 'US' | 'GB';
/** The provider's own account (adminAccountId of the configuration). */
export const ADMIN_ACCOUNT_ID = 1;
export const FIRST_ADVERTISER_ID = 1001;
export const RICH_ACCOUNT_COUNT = 40;

export interface ManagingDef {
  id: number;
  name: string;
  accountType: 'AGENCY' | 'THIRDPARTYCONTENT';
  country: Country;
  domain: string;
}

const managing = (
  id: number,
  name: string,
  accountType: ManagingDef['accountType'],
  country: Country,
  domain: string,
): ManagingDef => ({ id, name, accountType, country, domain });

/** Agencies and third-party content partners (accounts of their own). */
export const MANAGING_ACCOUNTS: readonly ManagingDef[] = [
  managing(101, 'Brightside Agency', 'AGENCY', 'US', 'brightside-agency.example'),
  managing(102, 'Northwind Media', 'AGENCY', 'US', 'northwind-media.example'),
  managing(103, 'Harbour & Lane Media', 'AGENCY', 'GB', 'harbourandlane.example'),
  managing(201, 'Offerwise Content Network', 'THIRDPARTYCONTENT', 'US', 'offerwise.example'),
  managing(202, 'Loop Rewards Content', 'THIRDPARTYCONTENT', 'GB', 'looprewards.example'),
];

export const BRIGHTSIDE_AGENCY_ID = 101;

export interface RichAccountDef {
  id: number;
  name: string;
  country: Country;
  vertical: VerticalKey;
  /** Id of the managing account, null for a direct account. */
  managedBy: number | null;
  /** Extra brand names beside the account name. */
  subBrands: string[];
}

const rich = (
  id: number,
  name: string,
  country: Country,
  vertical: VerticalKey,
  managedBy: number | null,
  subBrands: string[] = [],
): RichAccountDef => ({ id, name, country, vertical, managedBy, subBrands });

/** The 40 accounts with campaigns. 1003–1008 are the agency persona's (Brightside Agency). */
export const RICH_ACCOUNTS: readonly RichAccountDef[] = [
  rich(1001, 'Acme Outfitters', 'US', 'apparel', null, ['Acme Kids', 'Acme Outlet']),
  rich(1002, 'Bramble & Co', 'GB', 'home', null, ['Bramble Kitchen']),
  rich(1003, 'Lakeside Coffee Roasters', 'US', 'coffee', 101),
  rich(1004, 'Pinecrest Pharmacy', 'US', 'health', 101, ['Pinecrest Wellness']),
  rich(1005, 'Redline Auto Care', 'US', 'auto', 101),
  rich(1006, 'Thistle & Rose Florists', 'GB', 'home', 101),
  rich(1007, 'Golden Wok Kitchen', 'US', 'dining', 101),
  rich(1008, 'Summit Fitness Clubs', 'US', 'fitness', 101),
  rich(1009, 'Bayview Grocers', 'US', 'grocery', null, ['Bayview Express']),
  rich(1010, 'Northstar Hotels', 'US', 'travel', 102, ['Northstar Suites']),
  rich(1011, 'Kettle & Crumb Bakery', 'GB', 'coffee', null),
  rich(1012, 'Urban Sprout Market', 'US', 'grocery', 201),
  rich(1013, 'BlueSky Airways', 'US', 'airline', 102),
  rich(1014, 'Marlowe Books', 'GB', 'books', 103),
  rich(1015, 'Copperline Electronics', 'US', 'electronics', null),
  rich(1016, 'Maple Street Diner', 'US', 'dining', null),
  rich(1017, 'Highgate Outfitters', 'GB', 'apparel', 103, ['Highgate Sport']),
  rich(1018, 'Riverbend Pet Supply', 'US', 'pets', null),
  rich(1019, 'FreshFold Laundry', 'US', 'services', 102),
  rich(1020, 'Oak & Anchor Pubs', 'GB', 'pubs', 202),
  rich(1021, 'Sunrise Fuel Stops', 'US', 'fuel', null, ['Sunrise Market']),
  rich(1022, 'Willow Home Goods', 'US', 'home', null),
  rich(1023, 'Cotswold Kitchenware', 'GB', 'home', null),
  rich(1024, 'Trailhead Sporting Goods', 'US', 'apparel', 102),
  rich(1025, 'Ember Pizza Co', 'US', 'dining', null),
  rich(1026, 'Saltmarsh Seafood', 'GB', 'dining', 103),
  rich(1027, 'Brightwater Day Spas', 'US', 'services', null),
  rich(1028, 'Canyon Tire & Auto', 'US', 'auto', 201),
  rich(1029, 'Penrose Opticians', 'GB', 'health', null),
  rich(1030, 'Velvet Crumb Cupcakes', 'US', 'coffee', null),
  rich(1031, 'Ironwood Hardware', 'US', 'home', 102),
  rich(1032, 'Albion Rail Holidays', 'GB', 'travel', null),
  rich(1033, 'Lumen Beauty Bar', 'US', 'health', null),
  rich(1034, 'Prairie Fresh Grocers', 'US', 'grocery', null),
  rich(1035, 'Greyfriars Gin Distillery', 'GB', 'pubs', 103),
  rich(1036, 'StreamBox', 'US', 'subscription', null),
  rich(1037, 'Coastal Car Wash', 'US', 'auto', null),
  rich(1038, 'Wren & Finch Stationers', 'GB', 'books', null),
  rich(1039, 'Evergreen Garden Centers', 'US', 'home', 102),
  rich(1040, 'Nimbus Mobile', 'US', 'subscription', null),
];

export interface Institution {
  id: number;
  codeName: string;
  name: string;
  country: Country;
}

/** Financial institutions (publishers) that run the offers and approve campaigns. */
export const INSTITUTIONS: readonly Institution[] = [
  { id: 301, codeName: 'NORTHBANK', name: 'North Bank', country: 'US' },
  { id: 302, codeName: 'PRAIRIECU', name: 'Prairie Credit Union', country: 'US' },
  { id: 303, codeName: 'ATLANTICTRUST', name: 'Atlantic Trust', country: 'US' },
  { id: 304, codeName: 'SUMMITFIN', name: 'Summit Financial', country: 'US' },
  { id: 305, codeName: 'LIBERTYSAV', name: 'Liberty Savings', country: 'US' },
  { id: 311, codeName: 'THAMESBANK', name: 'Thames Bank', country: 'GB' },
  { id: 312, codeName: 'PENNINEBS', name: 'Pennine Building Society', country: 'GB' },
  { id: 313, codeName: 'HIGHLANDBANK', name: 'Highland Bank', country: 'GB' },
];

export const institutionsOf = (country: Country): Institution[] => INSTITUTIONS.filter((i) => i.country === country);

type Classification = CampaignBuildSchemas['PurchaseClassification'];

export interface Vertical {
  /** Purchase category ids (110 apparel, 140 sporting goods, 210 restaurants, 510 fuel, …). */
  categories: number[];
  classifications: readonly Classification[];
  /** Average order value range in the account currency. */
  aov: [number, number];
  /** Merchant category codes for MCC rewards, empty when the vertical has none. */
  mccList: number[];
  /** Campaign name themes specific to the vertical. */
  themes: string[];
}

const vertical = (
  categories: number[],
  classifications: readonly Classification[],
  aov: [number, number],
  themes: string[],
  mccList: number[] = [],
): Vertical => ({ categories, classifications, aov, mccList, themes });

const ANY_CHANNEL: readonly Classification[] = ['InStore', 'Online', 'OnlineAndInStore'];
const LOCAL: readonly Classification[] = ['InStore', 'OnlineAndInStore'];

export const VERTICALS = {
  apparel: vertical([110, 140], ANY_CHANNEL, [55, 140], ['New season styles', 'Outdoor gear-up', 'Denim days']),
  home: vertical([120], ANY_CHANNEL, [45, 160], ['Home refresh', 'Garden season', 'Gift shop']),
  dining: vertical([210, 220], LOCAL, [22, 65], ['Family dinner night', 'Lunch rush', 'Takeaway treats']),
  coffee: vertical([230], LOCAL, [8, 24], ['Morning boost', 'Pastry pairing', 'Afternoon pick-me-up']),
  health: vertical([170, 620], ANY_CHANNEL, [25, 90], ['Wellness week', 'Self-care Sunday', 'Cold and flu season']),
  auto: vertical([520], ['InStore'], [60, 260], ['Road trip ready', 'Winter tire check', 'Oil change special']),
  fuel: vertical(
    [510],
    ['GasPayAtPump', 'GasConvenience'],
    [35, 70],
    ['Fill-up rewards', 'Commuter cash back', 'Road trip fuel'],
  ),
  grocery: vertical([410], LOCAL, [45, 120], ['Big basket bonus', 'Weekly shop', 'Fresh produce week']),
  travel: vertical(
    [310, 330],
    ['Online', 'OnlineAndInStore'],
    [180, 520],
    ['Weekend getaway', 'Book early', 'City break'],
    [3501, 3502, 3503, 3504, 3505, 7011],
  ),
  airline: vertical(
    [320],
    ['Online'],
    [220, 640],
    ['Fly for less', 'Holiday flights', 'Business class upgrade'],
    [3000, 3001, 3005, 3007, 3008, 4511],
  ),
  electronics: vertical([130], ANY_CHANNEL, [90, 420], ['Tech upgrade', 'Gaming week', 'Smart home']),
  pets: vertical([160], ANY_CHANNEL, [30, 85], ['Pet parent perks', 'Treat time', 'Adoption month']),
  services: vertical(
    [620],
    ['InStore', 'Custom'],
    [35, 120],
    ['Pamper yourself', 'First visit welcome', 'Refer a friend'],
  ),
  fitness: vertical(
    [610],
    ['MembershipAndOnline', 'InStore'],
    [40, 110],
    ['New year, new you', 'Summer body', 'Bring a buddy'],
  ),
  subscription: vertical(
    [630, 640],
    ['SubscriptionAndOnline', 'Online'],
    [12, 70],
    ['First month on us', 'Annual plan saver', 'Switch and save'],
  ),
  books: vertical([150], ANY_CHANNEL, [18, 55], ['Summer reading', 'Back to school', 'Gift a book']),
  pubs: vertical([240], LOCAL, [25, 75], ['Sunday roast', 'Quiz night', 'Match day']),
} satisfies Record<string, Vertical>;

export type VerticalKey = keyof typeof VERTICALS;

/** Themes every vertical can use; US and GB spellings where they differ. */
export const COMMON_THEMES: Record<Country, string[]> = {
  US: [
    'Holiday cash back',
    'Spring savings',
    'Summer rewards',
    'Fall favorites',
    'Black Friday bonus',
    'New customer welcome',
    'Loyalty boost',
    'Lapsed customer win-back',
    'Always-on cash back',
    'Weekend treat',
    'Midweek boost',
    'Anniversary offer',
    'Back to school',
    'Cyber week',
    'Year-end thank you',
  ],
  GB: [
    'Christmas cashback',
    'Spring savings',
    'Summer rewards',
    'Autumn favourites',
    'Black Friday bonus',
    'New customer welcome',
    'Loyalty boost',
    'Lapsed customer win-back',
    'Always-on cashback',
    'Weekend treat',
    'Midweek boost',
    'Anniversary offer',
    'Bank holiday offer',
    'Boxing Day deals',
    'January sale',
  ],
};

export interface Dma {
  code: number;
  name: string;
  rank: number;
  /** Share of a US campaign's delivery. */
  weight: number;
}

/** The US DMAs used for targeting and for the DMA breakdown of the performance rows. */
export const DMAS: readonly Dma[] = [
  { code: 501, name: 'New York', rank: 1, weight: 0.3 },
  { code: 803, name: 'Los Angeles', rank: 2, weight: 0.24 },
  { code: 602, name: 'Chicago', rank: 3, weight: 0.18 },
  { code: 504, name: 'Philadelphia', rank: 4, weight: 0.15 },
  { code: 623, name: 'Dallas-Ft. Worth', rank: 5, weight: 0.13 },
];

export interface GbRegion {
  id: number;
  name: string;
  abbreviation: string;
}

export const GB_REGIONS: readonly GbRegion[] = [
  { id: 2001, name: 'Greater London', abbreviation: 'LDN' },
  { id: 2002, name: 'South East', abbreviation: 'SE' },
  { id: 2003, name: 'North West', abbreviation: 'NW' },
  { id: 2004, name: 'Scotland', abbreviation: 'SCT' },
  { id: 2005, name: 'West Midlands', abbreviation: 'WM' },
];

/** Country ids of the location service (ISO 3166 numeric). */
export const COUNTRY_IDS: Record<Country, number> = { US: 840, GB: 826 };

export type ServerRewardType = AdsManagerSchemas['ServerRewardType'];
export type RewardTemplateName = AdsManagerSchemas['RewardTemplate'];

export interface RewardModel {
  id: string;
  type: ServerRewardType;
  /** NS-53: the template of the type (CustomRewardRedemption maps to the flat template, AD-038). */
  template: RewardTemplateName;
  kind: 'percent' | 'flat';
  mcc: boolean;
  minVisits: boolean;
  multiple: boolean;
}

const model = (
  id: string,
  type: ServerRewardType,
  template: RewardTemplateName,
  kind: 'percent' | 'flat',
): RewardModel => ({
  id,
  type,
  template,
  kind,
  mcc: type.startsWith('Mcc'),
  minVisits: type.startsWith('MinVisit'),
  multiple: type.startsWith('Multiple'),
});

/**
 * RMS reward models, one per reward type. Models 1–8 have a reward template of the same id;
 * model 9 (CustomRewardRedemption) has none, so the app treats it as custom (AD-039).
 */
export const REWARD_MODELS: readonly RewardModel[] = [
  model('1', 'SingleRewardPercentAmountBack', 'PercentBack', 'percent'),
  model('2', 'SingleRewardFlatAmountBack', 'FlatAmountBack', 'flat'),
  model('3', 'SingleRewardSpendXGetY', 'SpendXGetY', 'flat'),
  model('4', 'MultipleRewardPercentAmountBack', 'PercentBack', 'percent'),
  model('5', 'MinVisitSingleRewardPercentAmountBack', 'PercentBack', 'percent'),
  model('6', 'MinVisitSingleRewardFlatAmountBack', 'FlatAmountBack', 'flat'),
  model('7', 'MccSingleRewardPercentAmountBack', 'PercentBack', 'percent'),
  model('8', 'MccSingleRewardFlatAmountBack', 'FlatAmountBack', 'flat'),
  model('9', 'CustomRewardRedemption', 'FlatAmountBack', 'percent'),
];

export const rewardModel = (type: ServerRewardType): RewardModel =>
  REWARD_MODELS.find((candidate) => candidate.type === type) ?? (REWARD_MODELS[0] as RewardModel);

export const CURRENCY: Record<Country, 'USD' | 'GBP'> = { US: 'USD', GB: 'GBP' };
export const TIME_ZONE: Record<Country, 'America/New_York' | 'Europe/London'> = {
  US: 'America/New_York',
  GB: 'Europe/London',
};
export const SYMBOL: Record<Country, string> = { US: '$', GB: '£' };
