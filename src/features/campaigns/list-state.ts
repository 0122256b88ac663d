/**
 * The campaign list's state: type, status and plan filters, sort, page and page size in the URL
 * (`?type=…&status=…&plan=…&sort=-budget&page=2&size=25`), and the columns the user shows (CAMP-028),
 * kept per user and environment in versioned storage (NS-33). Id and name always show.
 */
import * as z from 'zod/mini';
import type { ColumnStore } from '@/components/ui/use-list-state';
import type { MessageKey } from '@/i18n';
import { choiceParam, defineListState, idParam } from '@/lib/list-state';
import type { VersionedStorage } from '@/lib/storage';
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  DEFAULT_CAMPAIGN_SORT,
  MAX_CAMPAIGN_PAGE_SIZE,
} from './campaign-rules';

/** Rows per page; the last one is "All" (the call's largest page) for long lists, kept fast by virtual rows. */
export const CAMPAIGN_PAGE_SIZE_OPTIONS = [10, 25, 50, 100, MAX_CAMPAIGN_PAGE_SIZE] as const;

export const CAMPAIGN_COLUMN_IDS = [
  'campaignId',
  'campaignStatus',
  'campaignType',
  'budget',
  'budgetDeliveryGoal',
  'startDateTime',
  'endDateTime',
  'lineNumber',
  'plan',
  'targetRoas',
  'ticketUrl',
  'impressions',
  'reach',
  'mediaFees',
  'flaggedForReview',
] as const;
export type CampaignColumnId = (typeof CAMPAIGN_COLUMN_IDS)[number];

export const DEFAULT_CAMPAIGN_COLUMNS: readonly CampaignColumnId[] = [
  'campaignId',
  'campaignStatus',
  'campaignType',
  'budget',
  'startDateTime',
  'endDateTime',
  'lineNumber',
  'impressions',
  'mediaFees',
];

/** The column headers' message keys. */
export const CAMPAIGN_COLUMN_LABELS = {
  name: 'adsmanager.CAMPAIGNS_COLUMN_name',
  campaignId: 'adsmanager.CAMPAIGNS_COLUMN_campaignId',
  campaignStatus: 'adsmanager.CAMPAIGNS_COLUMN_campaignStatus',
  campaignType: 'adsmanager.CAMPAIGNS_COLUMN_campaignType',
  budget: 'adsmanager.CAMPAIGNS_COLUMN_budget',
  budgetDeliveryGoal: 'adsmanager.CAMPAIGNS_COLUMN_budgetDeliveryGoal',
  startDateTime: 'adsmanager.CAMPAIGNS_COLUMN_startDateTime',
  endDateTime: 'adsmanager.CAMPAIGNS_COLUMN_endDateTime',
  lineNumber: 'adsmanager.CAMPAIGNS_COLUMN_lineNumber',
  plan: 'adsmanager.CAMPAIGNS_COLUMN_plan',
  targetRoas: 'adsmanager.CAMPAIGNS_COLUMN_targetRoas',
  ticketUrl: 'adsmanager.CAMPAIGNS_COLUMN_ticketUrl',
  impressions: 'adsmanager.CAMPAIGNS_COLUMN_impressions',
  reach: 'adsmanager.CAMPAIGNS_COLUMN_reach',
  mediaFees: 'adsmanager.CAMPAIGNS_COLUMN_mediaFees',
  flaggedForReview: 'adsmanager.CAMPAIGNS_COLUMN_flaggedForReview',
} as const satisfies Record<CampaignColumnId | 'name', MessageKey>;

export const CAMPAIGNS_LIST = defineListState({
  filters: {
    campaignType: choiceParam('type', CAMPAIGN_TYPES),
    campaignStatus: choiceParam('status', CAMPAIGN_STATUSES),
    planId: idParam('plan'),
  },
  sort: {
    ids: CAMPAIGN_SORT_FIELDS,
    default: { id: DEFAULT_CAMPAIGN_SORT.field, desc: DEFAULT_CAMPAIGN_SORT.descending },
  },
  pageSize: { options: CAMPAIGN_PAGE_SIZE_OPTIONS, default: DEFAULT_CAMPAIGN_PAGE_SIZE },
  columns: { ids: CAMPAIGN_COLUMN_IDS, default: DEFAULT_CAMPAIGN_COLUMNS },
});

const CAMPAIGN_COLUMNS_KEY = 'campaigns.columns';
const CAMPAIGN_COLUMNS_VERSION = 1;
const storedColumns = z.array(z.string());

/** CAMP-028: the user's column choice in their versioned storage (the list orders it and drops unknown ids). */
export function campaignColumnStore(storage: VersionedStorage): ColumnStore {
  return {
    read: () =>
      storage.read(CAMPAIGN_COLUMNS_KEY, storedColumns, CAMPAIGN_COLUMNS_VERSION, [...DEFAULT_CAMPAIGN_COLUMNS]),
    write: (columns) => {
      storage.write(CAMPAIGN_COLUMNS_KEY, CAMPAIGN_COLUMNS_VERSION, columns);
    },
  };
}
