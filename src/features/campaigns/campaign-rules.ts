/**
 * Pure rules of the campaign entity and of the campaign list (part 2 §3 Campaign, §7 Campaigns;
 * part 3 §3 Campaign list shape, §7 Campaign calls): sort options, pricing models per type,
 * dynamic-reward-like campaigns, the list call's parameters and the list row.
 */
import { DEFAULT_PAGE_SIZE, listParams, type FilterExpression } from '@/api/list-params';
import { dayInZone } from '@/lib/calendar-days';
import type {
  Campaign,
  CampaignOrderByParameter,
  CampaignPricingModel,
  CampaignStatus,
  CampaignType,
  Line,
  ListCampaignsParams,
} from '@generated/campaign-build/model';

export const CAMPAIGN_STATUSES = [
  'Active',
  'Draft',
  'InReview',
  'Inactive',
  'Scheduled',
] as const satisfies readonly CampaignStatus[];
export const CAMPAIGN_TYPES = [
  'FIXED_CLO',
  'DYNAMIC_CLO',
  'PLANSPEC',
  'SNAPSHOT',
] as const satisfies readonly CampaignType[];

export const isCampaignStatus = (value: unknown): value is CampaignStatus =>
  (CAMPAIGN_STATUSES as readonly unknown[]).includes(value);
export const isCampaignType = (value: unknown): value is CampaignType =>
  (CAMPAIGN_TYPES as readonly unknown[]).includes(value);

// ------------------------------------------------------------------ sorting (CAMP-016)

export const CAMPAIGN_SORT_FIELDS = ['budget', 'campaignId', 'endDateTime', 'name', 'startDateTime'] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

export interface CampaignSort {
  field: CampaignSortField;
  descending: boolean;
  /** The list call's orderBy: the field, with a leading '-' when descending. */
  orderBy: CampaignOrderByParameter;
}

export const isCampaignSortField = (value: unknown): value is CampaignSortField =>
  (CAMPAIGN_SORT_FIELDS as readonly unknown[]).includes(value);

export function campaignSort(field: CampaignSortField, descending: boolean): CampaignSort {
  const orderBy: CampaignOrderByParameter = descending ? `-${field}` : field;
  return { field, descending, orderBy };
}

/** CAMP-016: budget, campaignId, endDateTime, name, startDateTime, each ascending or descending. */
export const CAMPAIGN_SORT_OPTIONS: readonly CampaignSort[] = CAMPAIGN_SORT_FIELDS.flatMap((field) => [
  campaignSort(field, false),
  campaignSort(field, true),
]);

/** CAMP-025: the list is ordered by startDateTime descending unless the user picks another order. */
export const DEFAULT_CAMPAIGN_SORT: CampaignSort = campaignSort('startDateTime', true);

/** `-name` → name descending; anything else → undefined. */
export function parseCampaignOrderBy(orderBy: string | null | undefined): CampaignSort | undefined {
  if (!orderBy) return undefined;
  const descending = orderBy.startsWith('-');
  const field = descending ? orderBy.slice(1) : orderBy;
  return isCampaignSortField(field) ? campaignSort(field, descending) : undefined;
}

const nameOrder = new Intl.Collator();

/**
 * The campaigns in `sort`'s order, as the server orders them (numbers by value, text by collation,
 * missing values last; ties keep their order). Used when every campaign is already on the client.
 */
export function sortCampaigns<T extends Pick<Campaign, CampaignSortField>>(
  campaigns: readonly T[],
  sort: CampaignSort,
): T[] {
  const { field, descending } = sort;
  const compare =
    field === 'name'
      ? (a: T, b: T) => nameOrder.compare(a.name, b.name)
      : field === 'budget' || field === 'campaignId'
        ? (a: T, b: T) => a[field] - b[field]
        : // ISO date-times of one format: character order is time order.
          (a: T, b: T) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0);
  return [...campaigns].sort((a, b) => (descending ? -compare(a, b) : compare(a, b)));
}

// ------------------------------------------------------------------ pricing models (CAMP-017, CAMP-018)

const FIXED_PRICING_MODELS = ['CPM', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT'] as const satisfies CampaignPricingModel[];

const PRICING_MODELS_BY_TYPE: Readonly<Record<CampaignType, readonly CampaignPricingModel[]>> = {
  DYNAMIC_CLO: ['CPE'],
  FIXED_CLO: FIXED_PRICING_MODELS,
  PLANSPEC: FIXED_PRICING_MODELS,
  SNAPSHOT: FIXED_PRICING_MODELS,
};

/** CAMP-017: the campaignPricingModel values a campaign of this type may have ([] for an unknown type). */
export function pricingModelsForType(campaignType: CampaignType | null | undefined): readonly CampaignPricingModel[] {
  if (campaignType == null) return [];
  return PRICING_MODELS_BY_TYPE[campaignType];
}

/**
 * CAMP-018: DYNAMIC_CLO, or a CPM campaign whose objective is DriveSales. The spec defines the
 * term (part 2 §3) but nothing that depends on it, so no screen asks yet.
 * @specShape
 */
export function isDynamicRewardLike(
  campaign: Pick<Campaign, 'campaignType' | 'campaignPricingModel'> & Partial<Pick<Campaign, 'campaignObjective'>>,
): boolean {
  return (
    campaign.campaignType === 'DYNAMIC_CLO' ||
    (campaign.campaignPricingModel === 'CPM' && campaign.campaignObjective === 'DriveSales')
  );
}

// ------------------------------------------------------------------ the list call (CAMP-025..027, CAMP-029)

/** CAMP-029: rows per page unless the user picks another size. */
export const DEFAULT_CAMPAIGN_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The largest page the campaigns call serves (its perPage maximum); the list's "All" choice. */
export const MAX_CAMPAIGN_PAGE_SIZE = 10000;

export interface CampaignListQuery {
  /** adsmanager.internal: only internal users may see Draft campaigns (CAMP-026). */
  isInternal: boolean;
  /** 0-based. */
  pageIndex?: number;
  pageSize?: number;
  sort?: CampaignSort;
  planId?: number;
  campaignType?: CampaignType;
  campaignStatus?: CampaignStatus;
  /** Only campaigns starting after this date or instant (startDateTime>…). */
  startedAfter?: string;
  includePlanDetails?: boolean;
}

/**
 * CAMP-025, CAMP-026: the list call's parameters — filters planId==, campaignType==,
 * campaignStatus!=Draft (always for external users), startDateTime>…, the page (1-based on the wire),
 * perPage (default 10), orderBy (default -startDateTime) and includePlanDetails.
 */
export function campaignListParams({
  isInternal,
  pageIndex = 0,
  pageSize = DEFAULT_CAMPAIGN_PAGE_SIZE,
  sort = DEFAULT_CAMPAIGN_SORT,
  planId,
  campaignType,
  campaignStatus,
  startedAfter,
  includePlanDetails,
}: CampaignListQuery): ListCampaignsParams {
  const filters: FilterExpression[] = [
    { field: 'planId', operator: '==', value: planId },
    { field: 'campaignType', operator: '==', value: campaignType },
    { field: 'campaignStatus', operator: '==', value: campaignStatus },
    { field: 'campaignStatus', operator: '!=', value: isInternal ? undefined : 'Draft' },
    { field: 'startDateTime', operator: '>', value: startedAfter },
  ];
  const { page, perPage, filter } = listParams({
    pageIndex,
    pageSize,
    sort: { field: sort.field, descending: sort.descending },
    filters,
  });
  const params: ListCampaignsParams = { page, perPage, orderBy: sort.orderBy };
  if (filter !== undefined) params.filter = filter;
  if (includePlanDetails !== undefined) params.includePlanDetails = includePlanDetails;
  return params;
}

/** The most drafts of one user listed apart (a campaign-wide page, part 2 §9). */
export const OWN_DRAFTS_PAGE_SIZE = 500;

/**
 * NS-85: who sees a draft — internal users every draft, an external user only the drafts they
 * created. The table of an external user keeps CAMP-026 (no drafts); the drafts an external
 * builder created are listed apart with this call: campaignStatus==Draft;createUser=={email},
 * newest start first. The server answers the same rule on its own.
 */
export function ownDraftsParams(email: string): ListCampaignsParams {
  const { page, perPage, filter } = listParams({
    pageIndex: 0,
    pageSize: OWN_DRAFTS_PAGE_SIZE,
    filters: [
      { field: 'campaignStatus', operator: '==', value: 'Draft' },
      { field: 'createUser', operator: '==', value: email },
    ],
  });
  const params: ListCampaignsParams = { page, perPage, orderBy: DEFAULT_CAMPAIGN_SORT.orderBy };
  if (filter !== undefined) params.filter = filter;
  return params;
}

export const RECENT_CAMPAIGNS_TIME_ZONE = 'America/New_York';

/**
 * CAMP-027, NS-77: the start date of the recent campaigns query — the day before today in
 * America/New_York, as 'YYYY-MM-DD' (the query asks for startDateTime > that date).
 */
export function recentCampaignsSince(now: Date = new Date()): string {
  const today = dayInZone(now, RECENT_CAMPAIGNS_TIME_ZONE);
  const [year, month, day] = today.split('-').map(Number);
  const yesterday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) - 1));
  return yesterday.toISOString().slice(0, 10);
}

// ------------------------------------------------------------------ the list row (CAMP-028)

/** Part 3 §3 list shape, with the reporting enrichment. */
export interface CampaignRow {
  campaignId: number;
  name: string;
  campaignStatus: CampaignStatus;
  campaignType: CampaignType;
  budget: number;
  budgetDeliveryGoal: Campaign['budgetDeliveryGoal'];
  currency: Campaign['currency'];
  /** Date part in the booking time zone, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  lineId: number | null;
  lineNumber: string | undefined;
  plan: string | undefined;
  planId: number | null;
  targetRoas: number | null;
  ticketUrl: string | null;
  impressions: number | undefined;
  reach: number | undefined;
  mediaFees: number | undefined;
  flaggedForReview: boolean | undefined;
}

/** The calendar date of an instant in `timeZone` ('YYYY-MM-DD'); an unreadable value is kept as its first 10 characters. */
export function datePartInZone(iso: string, timeZone: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso.slice(0, 10) : dayInZone(iso, timeZone);
}

/**
 * CAMP-028: a list row from a campaign of the list call. The server's enrichment is used as sent;
 * a lineNumber it did not send is taken from the account's lines when the line is known.
 */
export function toCampaignRow(
  campaign: Campaign,
  timeZone: string,
  linesById: ReadonlyMap<number, Pick<Line, 'lineNumber'>> = new Map(),
): CampaignRow {
  const lineId = campaign.lineId ?? null;
  return {
    campaignId: campaign.campaignId,
    name: campaign.name,
    campaignStatus: campaign.campaignStatus,
    campaignType: campaign.campaignType,
    budget: campaign.budget,
    budgetDeliveryGoal: campaign.budgetDeliveryGoal,
    currency: campaign.currency,
    startDate: datePartInZone(campaign.startDateTime, timeZone),
    endDate: datePartInZone(campaign.endDateTime, timeZone),
    lineId,
    lineNumber: campaign.lineNumber ?? (lineId === null ? undefined : linesById.get(lineId)?.lineNumber),
    plan: campaign.plan?.name ?? undefined,
    planId: campaign.planId ?? null,
    targetRoas: campaign.targetRoas ?? null,
    ticketUrl: campaign.ticketUrl ?? null,
    impressions: campaign.impressions,
    reach: campaign.reach,
    mediaFees: campaign.mediaFees,
    flaggedForReview: campaign.flaggedForReview,
  };
}
