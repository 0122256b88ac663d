/**
 * Campaign queries around the generated campaign-build hooks: the list page, its query keys and
 * invalidation, and the reporting reads (CAMP-030, NS-48).
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { paginationOf } from '@/api/http';
import {
  getGetCampaignQueryKey,
  getListCampaignsQueryKey,
  getListReportingEligibleCampaignsQueryKey,
  useGetCampaignReportingDetails,
  useListCampaigns,
  useListReportingEligibleCampaigns,
} from '@generated/campaign-build/campaign-build';
import type {
  Campaign,
  ListCampaignsParams,
  ReportingCampaign,
  ReportingDetails,
} from '@generated/campaign-build/model';

const NO_CAMPAIGNS: Campaign[] = [];
const NO_REPORTING_CAMPAIGNS: ReportingCampaign[] = [];

/** Every page, sort and filter of the account's campaign list (`[service, url]`). */
export const campaignListKey = (accountId: number) => getListCampaignsQueryKey(accountId);

/** After campaigns were deleted, duplicated or changed: the list, the reporting reads and the changed campaigns refetch. */
export async function invalidateCampaigns(
  queryClient: QueryClient,
  accountId: number,
  campaignIds: readonly number[] = [],
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignListKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: getListReportingEligibleCampaignsQueryKey(accountId) }),
    ...campaignIds.map((campaignId) =>
      queryClient.invalidateQueries({ queryKey: getGetCampaignQueryKey(accountId, campaignId) }),
    ),
  ]);
}

export interface CampaignPage {
  campaigns: Campaign[];
  totalCount: number;
  totalPages: number;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** One page of the account's campaigns (CAMP-025); the previous page stays visible while the next loads. */
export function useCampaignPage(accountId: number, params: ListCampaignsParams): CampaignPage {
  const query = useListCampaigns(accountId, params, {
    query: { placeholderData: keepPreviousData, meta: { suppressErrorToast: true } },
  });
  const answer = query.data;
  const campaigns = answer?.data ?? NO_CAMPAIGNS;
  const pagination = answer ? paginationOf(answer) : undefined;
  const totalCount = pagination?.totalCount ?? campaigns.length;
  return {
    campaigns,
    totalCount,
    totalPages: pagination?.totalPages ?? (campaigns.length > 0 ? 1 : 0),
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** CAMP-030: the campaigns of the account that reporting can use (non-draft, with a line and a pricing model). */
export function useReportingEligibleCampaigns(accountId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useListReportingEligibleCampaigns(accountId, { query: { enabled } });
  return {
    campaigns: query.data?.data ?? NO_REPORTING_CAMPAIGNS,
    isPending: enabled && query.isPending,
    error: query.error,
  };
}

/** CAMP-030: the reporting details of a campaign: its currency and lines with budget, ad spend and remaining budget. */
export function useCampaignReportingDetails(accountId: number, campaignId: number | null | undefined) {
  const enabled = campaignId != null && campaignId > 0;
  const query = useGetCampaignReportingDetails(accountId, campaignId ?? 0, { query: { enabled } });
  const details: ReportingDetails | undefined = enabled ? query.data?.data : undefined;
  return { details, isPending: enabled && query.isPending, error: enabled ? query.error : null };
}
