/**
 * Every campaign read, mutation and invalidation of the feature, around the generated
 * campaign-build hooks: the campaign list (its rows enriched and, when every campaign is at hand,
 * ordered here), the account's lines, bulk delete and duplicate, and what refetches after them.
 */
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAccess, useCan } from '@/access';
import { idRead } from '@/api/id-read';
import { useSessionUser } from '@/auth';
import { paginationOf } from '@/api/http';
import { idempotencyHeaders, newIdempotencyKey } from '@/components/forms/idempotency-key';
import {
  getGetCampaignQueryKey,
  getListCampaignsQueryKey,
  getListReportingEligibleCampaignsQueryKey,
  useDeleteCampaign,
  useDuplicateCampaign,
  useGetLine,
  useListCampaigns,
} from '@generated/campaign-build/campaign-build';
import type { Campaign, CampaignStatus, CampaignType } from '@generated/campaign-build/model';
import {
  bulkDeleteCampaigns,
  duplicateCampaign,
  type BulkDeleteOptions,
  type BulkDeleteResult,
  type DuplicateOptions,
  type DuplicateResult,
} from './bulk';
import {
  DEFAULT_CAMPAIGN_SORT,
  MAX_CAMPAIGN_PAGE_SIZE,
  campaignListParams,
  ownDraftsParams,
  campaignSort,
  sortCampaigns,
  toCampaignRow,
  type CampaignRow,
  type CampaignSortField,
} from './campaign-rules';
import { useAccountLines } from './line-queries';
import { isNotFound, lineLookup, type LineRead } from './lines';

const NO_CAMPAIGNS: Campaign[] = [];

// ------------------------------------------------------------------ invalidation

/** After campaigns were deleted, duplicated or changed: the list, the reporting reads and the changed campaigns refetch. */
export async function invalidateCampaigns(
  queryClient: QueryClient,
  accountId: number,
  campaignIds: readonly number[] = [],
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getListCampaignsQueryKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: getListReportingEligibleCampaignsQueryKey(accountId) }),
    ...campaignIds.map((campaignId) =>
      queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(accountId, campaignId) }),
    ),
  ]);
}

// ------------------------------------------------------------------ the campaign list (CAMP-025..029)

export interface CampaignListState {
  filters: {
    campaignType: CampaignType | undefined;
    campaignStatus: CampaignStatus | undefined;
    planId: number | undefined;
  };
  sort: { id: CampaignSortField; desc: boolean };
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
}

export interface CampaignList {
  /** The page's campaigns as list rows, in the list's order. */
  rows: CampaignRow[];
  totalCount: number;
  totalPages: number;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * CAMP-025, CAMP-026, CAMP-028, CAMP-029: one page of the account's campaigns as list rows (line
 * numbers filled in from the account's lines); the previous page stays while the next loads.
 *
 * With the "All" page size every campaign comes in one answer, and a new order is applied here
 * rather than fetched again (5,000 campaigns are ~5 MB). Only an account with more campaigns than
 * one page holds goes back to the server's order.
 */
export function useCampaignList(accountId: number, timeZone: string, query: CampaignListState): CampaignList {
  const { isInternal } = useAccess();
  const [overOnePage, setOverOnePage] = useState(false);
  const sortHere = query.pageSize === MAX_CAMPAIGN_PAGE_SIZE && !overOnePage;
  const sort = campaignSort(query.sort.id, query.sort.desc);
  const params = campaignListParams({
    isInternal,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    sort: sortHere ? DEFAULT_CAMPAIGN_SORT : sort,
    ...query.filters,
    includePlanDetails: true,
  });
  const page = useListCampaigns(accountId, params, {
    query: { placeholderData: keepPreviousData, meta: { suppressErrorToast: true } },
  });
  const answer = page.data;
  const campaigns = answer?.data ?? NO_CAMPAIGNS;
  const pagination = answer ? paginationOf(answer) : undefined;
  const totalPages = pagination?.totalPages ?? (campaigns.length > 0 ? 1 : 0);
  // Adjusted while rendering (React's pattern for state derived from an answer), once.
  if (sortHere && totalPages > 1) setOverOnePage(true);

  const { lines } = useAccountLines(accountId);
  const linesById = useMemo(() => lineLookup(lines), [lines]);
  const rowOf = useMemo(
    () => new Map(campaigns.map((campaign) => [campaign, toCampaignRow(campaign, timeZone, linesById)])),
    [campaigns, timeZone, linesById],
  );
  const { field, descending } = sort;
  const rows = useMemo(() => {
    const ordered = sortHere ? sortCampaigns(campaigns, campaignSort(field, descending)) : campaigns;
    return ordered.flatMap((campaign) => rowOf.get(campaign) ?? []);
  }, [campaigns, rowOf, sortHere, field, descending]);

  return {
    rows,
    totalCount: pagination?.totalCount ?? campaigns.length,
    totalPages,
    isPending: page.isPending,
    isFetching: page.isFetching,
    isError: page.isError,
    error: page.error,
    refetch: page.refetch,
  };
}

/**
 * NS-85: the drafts the signed-in external builder (campaign.write) created in the account, which
 * their table leaves out (CAMP-026). Not asked for internal users (their table lists every draft)
 * nor for readers (they create none). Asked once the table has loaded (`afterList`): the table is
 * the page's content, the drafts a line above it, and a failed table should not also fail them.
 */
export function useOwnDrafts(accountId: number, { afterList }: { afterList: boolean }) {
  const { isInternal } = useAccess();
  const canWrite = useCan('adsmanager.campaign.write');
  const { email } = useSessionUser();
  const enabled = !isInternal && canWrite;
  const query = useListCampaigns(accountId, ownDraftsParams(email), {
    query: { enabled: enabled && afterList, meta: { suppressErrorToast: true } },
  });
  return {
    shown: enabled,
    drafts: query.data?.data ?? NO_CAMPAIGNS,
    isPending: enabled && query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

// ------------------------------------------------------------------ lines (CAMP-005, CAMP-006)

/**
 * CAMP-006: one line of the account. A 404 answer means the line is absent: no error and no error
 * toast (the caller shows other failures where the line is used).
 */
export function useLine(accountId: number, lineId: number | null | undefined): LineRead {
  const known = lineId != null && lineId > 0;
  const read = idRead(known ? lineId : undefined);
  const query = useGetLine(accountId, read.id, { query: { ...read.hold, meta: { suppressErrorToast: true } } });
  if (!known) return { line: undefined, isPending: false, error: null };
  const error = query.error && !isNotFound(query.error) ? query.error : null;
  return { line: query.data?.data, isPending: query.isPending, error };
}

// ------------------------------------------------------------------ bulk delete and duplicate (CAMP-031..033)

/** Bulk work reports its result (`onDone`) before the list refetches, so the outcome shows at once. */
type Finished<T> = { onDone: (result: T) => void };

/** CAMP-031, CAMP-032: deletes campaigns one at a time (bulk.ts), then the list and the deleted campaigns refetch. */
export function useBulkDeleteCampaigns(accountId: number) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useDeleteCampaign({ mutation: { meta: { suppressErrorToast: true } } });
  return async (
    campaignIds: readonly number[],
    { onDone, ...options }: BulkDeleteOptions & Finished<BulkDeleteResult>,
  ) => {
    const result = await bulkDeleteCampaigns(
      campaignIds,
      (campaignId) => mutateAsync({ accountId, campaignId }),
      options,
    );
    onDone(result);
    await invalidateCampaigns(queryClient, accountId, result.succeeded);
    return result;
  };
}

/**
 * CAMP-033: makes `copies` copies of a campaign, 500 ms apart (bulk.ts), then the list refetches.
 * Each copy is one intended create with its own Idempotency-Key, made before its request.
 */
export function useDuplicateCampaignCopies(accountId: number, campaignId: number) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useDuplicateCampaign({ mutation: { meta: { suppressErrorToast: true } } });
  return async (copies: number, { onDone, ...options }: DuplicateOptions & Finished<DuplicateResult<Campaign>>) => {
    const result = await duplicateCampaign(
      copies,
      async () => {
        const headers = idempotencyHeaders(newIdempotencyKey());
        return (await mutateAsync({ accountId, campaignId, headers })).data;
      },
      options,
    );
    onDone(result);
    await invalidateCampaigns(queryClient, accountId);
    return result;
  };
}
