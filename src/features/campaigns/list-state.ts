/**
 * The campaign list state kept in the URL (design: filters, pages and sorting live in the URL):
 * `?type=<campaignType>&status=<campaignStatus>&plan=<planId>&page=<1-based>&size=<rows>&sort=<orderBy>`.
 */
import type { CampaignStatus, CampaignType } from '@generated/campaign-build/model';
import {
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  DEFAULT_CAMPAIGN_SORT,
  MAX_CAMPAIGN_PAGE_SIZE,
  isCampaignStatus,
  isCampaignType,
  parseCampaignOrderBy,
  type CampaignSort,
} from './campaign-rules';

/** Rows per page; the last one is "All" (the call's largest page) for long lists, kept fast by virtual rows. */
export const CAMPAIGN_PAGE_SIZE_OPTIONS = [10, 25, 50, 100, MAX_CAMPAIGN_PAGE_SIZE] as const;

export interface CampaignsListState {
  campaignType: CampaignType | undefined;
  campaignStatus: CampaignStatus | undefined;
  planId: number | undefined;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  sort: CampaignSort;
}

export const DEFAULT_CAMPAIGNS_LIST_STATE: CampaignsListState = {
  campaignType: undefined,
  campaignStatus: undefined,
  planId: undefined,
  pageIndex: 0,
  pageSize: DEFAULT_CAMPAIGN_PAGE_SIZE,
  sort: DEFAULT_CAMPAIGN_SORT,
};

const positiveInteger = (text: string | null): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** Reads the list state from the URL; anything unreadable falls back to its default. */
export function parseCampaignsListState(search: URLSearchParams): CampaignsListState {
  const type = search.get('type');
  const status = search.get('status');
  const page = positiveInteger(search.get('page'));
  const size = positiveInteger(search.get('size'));
  return {
    campaignType: isCampaignType(type) ? type : undefined,
    campaignStatus: isCampaignStatus(status) ? status : undefined,
    planId: positiveInteger(search.get('plan')),
    pageIndex: page === undefined ? 0 : page - 1,
    pageSize:
      size !== undefined && (CAMPAIGN_PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : DEFAULT_CAMPAIGN_PAGE_SIZE,
    sort: parseCampaignOrderBy(search.get('sort')) ?? DEFAULT_CAMPAIGN_SORT,
  };
}

/** Writes the list state into the URL, leaving defaults out (and keeping unrelated parameters). */
export function writeCampaignsListState(state: CampaignsListState, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) search.delete(key);
    else search.set(key, value);
  };
  set('type', state.campaignType);
  set('status', state.campaignStatus);
  set('plan', state.planId === undefined ? undefined : String(state.planId));
  set('page', state.pageIndex <= 0 ? undefined : String(state.pageIndex + 1));
  set('size', state.pageSize === DEFAULT_CAMPAIGN_PAGE_SIZE ? undefined : String(state.pageSize));
  set('sort', state.sort.orderBy === DEFAULT_CAMPAIGN_SORT.orderBy ? undefined : state.sort.orderBy);
  return search;
}
