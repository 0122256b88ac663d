/**
 * Every read, save and invalidation of the builder (part 2 §2–§5) around the generated hooks:
 * the campaign by id (CAMP-021, one road for the form, the fix form and the review), its line and
 * plan, the campaign-wide ad groups and ads, the change log (AUDIT-005); create (campaign-build
 * POST, CAMP-019), save (ads-manager PATCH, CAMP-020), deactivate (CAMP-022), and what refetches
 * after each. Pages and components call these, never the generated hooks.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateCampaigns, useLine } from '@/features/campaigns';
import { planQueryOptions } from '@/features/plans';
import { useSaveCampaign } from '@generated/ads-manager/ads-manager';
import {
  getCampaign,
  getGetCampaignQueryKey,
  getListAuditChangeRecordsQueryKey,
  useCreateCampaign,
  useListAdGroups,
  useListAds,
  useListAuditChangeRecords,
  useUpdateCampaignStatus,
} from '@generated/campaign-build/campaign-build';
import type { Line } from '@generated/campaign-build/model';
import { campaignQueryParams } from './campaign-form-rules';

/** Part 2 §9: ad group, ad and change-log loads are campaign-wide, one page of 500. */
const CAMPAIGN_WIDE_PAGE_SIZE = 500;

/**
 * CAMP-021: one campaign of the account, with the publisher schedules when asked (NS-05). A
 * factory (export it when a route loader is to start the read before the page renders).
 */
function campaignQueryOptions(
  accountId: number,
  campaignId: number,
  { includePublisherSchedules = false }: { includePublisherSchedules?: boolean } = {},
) {
  const params = campaignQueryParams({ includePublisherSchedules });
  return queryOptions({
    queryKey: getGetCampaignQueryKey(accountId, campaignId, params),
    queryFn: ({ signal }) => getCampaign(accountId, campaignId, params, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/** CAMP-021: one campaign; disabled while `campaignId` is undefined (create). */
export function useCampaign(
  accountId: number,
  campaignId: number | undefined,
  options: { includePublisherSchedules?: boolean } = {},
) {
  return useQuery({
    ...campaignQueryOptions(accountId, campaignId ?? 0, options),
    enabled: campaignId !== undefined,
  });
}

/** The campaign's line for the review: the line, `null` when it could not be read, undefined while loading. */
export function useCampaignLine(accountId: number, lineId: number | undefined): Line | null | undefined {
  const read = useLine(accountId, lineId);
  if (lineId === undefined || read.isPending) return undefined;
  return read.line ?? null;
}

/** The status of the campaign's plan (the ticket of WIZ-019, WIZ-020); undefined without a plan. */
export function usePlanStatus(accountId: number, planId: number | null | undefined) {
  const query = useQuery({ ...planQueryOptions(accountId, planId ?? 0), enabled: planId != null });
  return query.data?.data.status;
}

/** WIZ-035…037: the campaign's ad groups and ads, campaign-wide; not read for an inactive campaign. */
export function useCampaignStructure(accountId: number, campaignId: number, { enabled }: { enabled: boolean }) {
  const list = { page: 1, perPage: CAMPAIGN_WIDE_PAGE_SIZE, filter: `campaignId==${String(campaignId)}` };
  const query = { enabled, meta: { suppressErrorToast: true } };
  return { adGroups: useListAdGroups(accountId, list, { query }), ads: useListAds(accountId, list, { query }) };
}

/** AUDIT-005, NS-58: the campaign's audit change records. */
export function useCampaignChangeLog(accountId: number, campaignId: number) {
  return useListAuditChangeRecords(
    accountId,
    { entityType: 'Campaign', entityId: campaignId, page: 1, perPage: CAMPAIGN_WIDE_PAGE_SIZE },
    { query: { meta: { suppressErrorToast: true } } },
  );
}

/** After a campaign was created or saved: the list, its reads and the change log refetch. */
async function invalidateCampaign(queryClient: QueryClient, accountId: number, campaignId: number) {
  await Promise.all([
    invalidateCampaigns(queryClient, accountId, [campaignId]),
    queryClient.invalidateQueries({ queryKey: getListAuditChangeRecordsQueryKey(accountId) }),
  ]);
}

/** CAMP-019: POST the create payload (campaign-build), with its Idempotency-Key. */
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

/** CAMP-022, NS-40: PUT status Inactive; every campaign-build read that may show the campaign refetches. */
export function useDeactivateCampaignMutation({ onDeactivated }: { onDeactivated: () => void }) {
  const queryClient = useQueryClient();
  return useUpdateCampaignStatus({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: async () => {
        onDeactivated();
        await queryClient.invalidateQueries({ queryKey: ['campaign-build'] });
      },
    },
  });
}
