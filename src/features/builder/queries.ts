/**
 * Campaign reads and saves of the campaign form around the generated hooks: get by id (CAMP-021),
 * create (campaign-build POST, CAMP-019), save (ads-manager PATCH, CAMP-020), and what refetches
 * after a save.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateCampaigns } from '@/features/campaigns';
import { useSaveCampaign } from '@generated/ads-manager/ads-manager';
import {
  getGetCampaignQueryKey,
  getListAuditChangeRecordsQueryKey,
  useCreateCampaign,
  useGetCampaign,
} from '@generated/campaign-build/campaign-build';
import { campaignQueryParams } from './campaign-form-rules';

/** Every read of one campaign, whatever its parameters (`[service, url]`). */
export const campaignKey = (accountId: number, campaignId: number) => getGetCampaignQueryKey(accountId, campaignId);

/** CAMP-021: one campaign of the account; disabled while `campaignId` is undefined (create). */
export function useCampaign(
  accountId: number,
  campaignId: number | undefined,
  { includePublisherSchedules = false }: { includePublisherSchedules?: boolean } = {},
) {
  return useGetCampaign(accountId, campaignId ?? 0, campaignQueryParams({ includePublisherSchedules }), {
    query: { enabled: campaignId !== undefined, meta: { suppressErrorToast: true } },
  });
}

/** After a campaign was created or saved: the list, its reads and the change log refetch. */
export async function invalidateCampaign(queryClient: QueryClient, accountId: number, campaignId: number) {
  await Promise.all([
    invalidateCampaigns(queryClient, accountId, [campaignId]),
    queryClient.invalidateQueries({ queryKey: getListAuditChangeRecordsQueryKey(accountId) }),
  ]);
}

/** CAMP-019: POST the create payload (campaign-build). */
export function useCreateCampaignMutation() {
  const queryClient = useQueryClient();
  return useCreateCampaign({
    mutation: {
      onSuccess: async (answer, { accountId }) => {
        await invalidateCampaign(queryClient, accountId, answer.data.campaignId);
      },
    },
  });
}

/** CAMP-020: PATCH the merged payload (ads-manager). */
export function useSaveCampaignMutation() {
  const queryClient = useQueryClient();
  return useSaveCampaign({
    mutation: {
      onSuccess: async (_answer, { accountId, campaignId }) => {
        await invalidateCampaign(queryClient, accountId, campaignId);
      },
    },
  });
}
