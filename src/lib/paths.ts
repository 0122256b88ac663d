/**
 * Route paths of the app (part 1 §2, part 2 §2, part 3 §2) in one place, so links, redirects and
 * the route table agree. Segment names are exactly the spec's (SHELL-023, NS-34).
 */
export const SEGMENTS = {
  create: 'create',
  import: 'import',
  review: 'review',
  reviewComparison: 'review/comparison',
  reviewPublisher: 'review/publisher',
  reviewProjections: 'review/projections',
  performanceCampaigns: 'performance/campaigns',
  /** Query parameter of the campaign review naming the open ad group. */
  adGroupParam: 'ad_group',
  /** Query parameters of review/comparison naming what the campaign is compared with (NS-34). */
  planIdParam: 'plan_id',
  baseIdParam: 'base_id',
} as const;

/**
 * WIZ-004: the history state of a campaign review opened on the ad group of a searched ad (the ID
 * search, part 1 §7.3): the review's `?ad_group=` names the ad group, this names the ad to open.
 */
export interface SearchedAdState {
  searchedAd: { adId: number; adGroupId: number };
}

/** The searched ad of a review's history state when it sits in `adGroupId`, else undefined. */
export function searchedAdIn(state: unknown, adGroupId: number): number | undefined {
  if (typeof state !== 'object' || state === null || !('searchedAd' in state)) return undefined;
  const { searchedAd } = state as Partial<SearchedAdState>;
  return searchedAd?.adGroupId === adGroupId && Number.isSafeInteger(searchedAd.adId) && searchedAd.adId > 0
    ? searchedAd.adId
    : undefined;
}

export const LOGIN_PATH = '/login';
export const CALLBACK_PATH = '/cognito-callback';

type Id = number | string;

const account = (accountId: Id) => `/advertiser/${String(accountId)}`;

export const paths = {
  root: '/',
  login: LOGIN_PATH,
  callback: CALLBACK_PATH,
  accountPicker: '/advertiser',
  accounts: '/accounts',
  campaignById: (campaignId: Id) => `/c/${String(campaignId)}`,
  admin: '/admin',
  redemptions: '/admin/redemptions',
  redemptionsCountry: (country: 'us' | 'gb') => `/admin/redemptions/${country}`,
  account,
  campaigns: (accountId: Id) => `${account(accountId)}/campaigns`,
  campaignCreate: (accountId: Id) => `${account(accountId)}/campaign/create`,
  campaign: (accountId: Id, campaignId: Id) => `${account(accountId)}/campaign/${String(campaignId)}`,
  campaignReview: (accountId: Id, campaignId: Id, adGroupId?: Id) =>
    `${account(accountId)}/campaign/${String(campaignId)}/${SEGMENTS.review}` +
    (adGroupId === undefined ? '' : `?${SEGMENTS.adGroupParam}=${String(adGroupId)}`),
  campaignFix: (accountId: Id, campaignId: Id) => `${account(accountId)}/campaign/${String(campaignId)}/fix`,
  adGroupCreate: (accountId: Id, campaignId: Id) =>
    `${account(accountId)}/campaign/${String(campaignId)}/ad-group/${SEGMENTS.create}`,
  adGroupImport: (accountId: Id, campaignId: Id) =>
    `${account(accountId)}/campaign/${String(campaignId)}/ad-group/${SEGMENTS.import}`,
  adGroup: (accountId: Id, campaignId: Id, adGroupId: Id) =>
    `${account(accountId)}/campaign/${String(campaignId)}/ad-group/${String(adGroupId)}`,
  ad: (accountId: Id, campaignId: Id, adGroupId: Id, adId: Id) =>
    `${account(accountId)}/campaign/${String(campaignId)}/ad-group/${String(adGroupId)}/ad/${String(adId)}`,
  performanceCampaigns: (accountId: Id) => `${account(accountId)}/${SEGMENTS.performanceCampaigns}`,
  plans: (accountId: Id) => `${account(accountId)}/plans`,
  planCreate: (accountId: Id) => `${account(accountId)}/plan/create`,
  plan: (accountId: Id, planId: Id) => `${account(accountId)}/plan/${String(planId)}`,
  planReview: (accountId: Id, planId: Id) => `${account(accountId)}/plan/${String(planId)}/${SEGMENTS.review}`,
  /** The read-only campaign builder inside a plan; `create` adds a campaign to the plan. */
  planCampaign: (accountId: Id, planId: Id, campaignId: Id) =>
    `${account(accountId)}/plan/${String(planId)}/specification/${String(campaignId)}`,
  planCampaignReview: (accountId: Id, planId: Id, campaignId: Id) =>
    `${account(accountId)}/plan/${String(planId)}/specification/${String(campaignId)}/${SEGMENTS.review}`,
  /** The account's projections; with a plan, only that plan's (`?plan=`). */
  projections: (accountId: Id, planId?: Id) =>
    `${account(accountId)}/projections` + (planId === undefined ? '' : `?plan=${String(planId)}`),
  projectionCreate: (accountId: Id) => `${account(accountId)}/projection/create`,
  /** A projection made outside a plan (NS-70). */
  projection: (accountId: Id, projectionId: Id) => `${account(accountId)}/projection/${String(projectionId)}`,
  planProjectionCreate: (accountId: Id, planId: Id) =>
    `${account(accountId)}/plan/${String(planId)}/projection/${SEGMENTS.create}`,
  planProjection: (accountId: Id, planId: Id, projectionId: Id) =>
    `${account(accountId)}/plan/${String(planId)}/projection/${String(projectionId)}`,
  planReviewProjections: (accountId: Id, planId: Id) =>
    `${account(accountId)}/plan/${String(planId)}/${SEGMENTS.reviewProjections}`,
  reports: (accountId: Id) => `${account(accountId)}/reporting/reports`,
  reportCreate: (accountId: Id) => `${account(accountId)}/reporting/reports/create`,
  report: (accountId: Id, reportId: Id) => `${account(accountId)}/reporting/reports/${String(reportId)}`,
  reportEdit: (accountId: Id, reportId: Id) => `${account(accountId)}/reporting/reports/${String(reportId)}/edit`,
  tvcRequests: (accountId: Id) => `${account(accountId)}/reporting/tvc-requests`,
  tvcRequestCreate: (accountId: Id) => `${account(accountId)}/reporting/tvc-request/create`,
  tvcRequest: (accountId: Id, tvcRequestId: Id) =>
    `${account(accountId)}/reporting/tvc-request/${String(tvcRequestId)}`,
  users: (accountId: Id) => `${account(accountId)}/users`,
  userCreate: (accountId: Id) => `${account(accountId)}/user/create`,
  user: (accountId: Id, email: string) => `${account(accountId)}/user/${encodeURIComponent(email)}`,
  brands: (accountId: Id) => `${account(accountId)}/brands`,
} as const;
