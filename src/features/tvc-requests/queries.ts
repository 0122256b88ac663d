/**
 * Every read and mutation of the TVC requests (NS-62), around the generated ads-manager hooks: the
 * list (one page of up to 100, newest first), one request, create (the list reads again), and the
 * account's campaigns to choose from (the campaign list call, Draft campaigns left out).
 */
import { useQueryClient } from '@tanstack/react-query';
import { idRead } from '@/api/id-read';
import { campaignListParams } from '@/features/campaigns/data';
import {
  getListTvcRequestsQueryKey,
  useCreateTvcRequest,
  useGetTvcRequest,
  useListTvcRequests,
} from '@generated/ads-manager/ads-manager';
import { useListCampaigns } from '@generated/campaign-build/campaign-build';

export const TVC_REQUESTS_PAGE_SIZE = 100;
/** Campaigns offered for a TVC request (one page of the campaign list call). */
export const TVC_CAMPAIGNS_PAGE_SIZE = 500;

export function useTvcRequests(accountId: number) {
  return useListTvcRequests(
    accountId,
    { page: 1, perPage: TVC_REQUESTS_PAGE_SIZE },
    { query: { meta: { suppressErrorToast: true } } },
  );
}

/** The TVC request of a route id; nothing is asked for an id that is not one (undefined). */
export function useTvcRequest(accountId: number, tvcRequestId: number | undefined) {
  const request = idRead(tvcRequestId);
  return useGetTvcRequest(accountId, request.id, { query: { ...request.hold, meta: { suppressErrorToast: true } } });
}

/** The account's campaigns a TVC request may measure: every status but Draft, newest start first. */
export function useTvcCampaigns(accountId: number) {
  // A draft is never measured: the list is asked as for a user who does not see drafts (campaignStatus!=Draft).
  const params = campaignListParams({ isInternal: false, pageSize: TVC_CAMPAIGNS_PAGE_SIZE });
  return useListCampaigns(accountId, params, { query: { meta: { suppressErrorToast: true } } });
}

export function useCreateTvcRequestMutation() {
  const queryClient = useQueryClient();
  return useCreateTvcRequest({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: ({ data }) => queryClient.invalidateQueries({ queryKey: getListTvcRequestsQueryKey(data.accountId) }),
    },
  });
}
