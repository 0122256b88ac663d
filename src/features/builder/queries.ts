/**
 * Every read, save and invalidation of the builder (part 2 §2–§5) around the generated hooks:
 * the campaign by id (CAMP-021, one road for the form, the fix form and the review), its line and
 * plan, the campaign-wide ad groups and ads, the change log (AUDIT-005); create (campaign-build
 * POST, CAMP-019), save (ads-manager PATCH, CAMP-020), deactivate (CAMP-022), and what refetches
 * after each. Pages and components call these, never the generated hooks.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { idRead } from '@/api/id-read';
import type { RunCopies } from '@/components/bulk/DuplicateDialog';
import { runStaggered } from '@/components/bulk/staggered';
import { idempotencyHeaders, newIdempotencyKey } from '@/components/forms/idempotency-key';
import { invalidateCampaigns, useLine } from '@/features/campaigns';
import { planQueryOptions } from '@/features/plans';
import {
  getGetCampaignReviewQueryKey,
  useGetCampaignReview,
  useSaveCampaign,
} from '@generated/ads-manager/ads-manager';
import {
  createAd,
  deleteAd,
  deleteAdGroup,
  duplicateAdGroup,
  getCampaign,
  getGetCampaignQueryKey,
  getListAdGroupsQueryKey,
  getListAdsQueryKey,
  getListCampaignsQueryKey,
  getListAuditChangeRecordsQueryKey,
  importAdGroups,
  listAdGroups,
  listAds,
  listCampaigns,
  reorderAdGroups,
  useCreateCampaign,
  useListAuditChangeRecords,
  useUpdateCampaignStatus,
} from '@generated/campaign-build/campaign-build';
import type { Ad, AdGroup, Line, ListAdGroupsParams, ListAdsParams } from '@generated/campaign-build/model';
import { campaignQueryParams } from './campaign-form-rules';

/** Part 2 §9: ad group, ad and change-log loads are campaign-wide, one page of 500. */
const CAMPAIGN_WIDE_PAGE_SIZE = 500;

/**
 * CAMP-021: one campaign of the account, with the publisher schedules when asked (NS-05). A
 * factory (export it when a route loader is to start the read before the page renders).
 */
export function campaignQueryOptions(
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
  const campaign = idRead(campaignId);
  return useQuery({ ...campaignQueryOptions(accountId, campaign.id, options), ...campaign.hold });
}

/** The campaign's line for the review: the line, `null` when it could not be read, undefined while loading. */
export function useCampaignLine(accountId: number, lineId: number | undefined): Line | null | undefined {
  const read = useLine(accountId, lineId);
  if (lineId === undefined || read.isPending) return undefined;
  return read.line ?? null;
}

/** The status of the campaign's plan (the ticket of WIZ-019, WIZ-020); undefined without a plan. */
export function usePlanStatus(accountId: number, planId: number | null | undefined) {
  const plan = idRead(planId);
  const query = useQuery({ ...planQueryOptions(accountId, plan.id), ...plan.hold });
  return query.data?.data.status;
}

/** WIZ-035…037: the campaign's ad groups and ads, campaign-wide (the same reads as the navigator's). */
export function useCampaignStructure(accountId: number, campaignId: number, { enabled }: { enabled: boolean }) {
  return {
    adGroups: useQuery({ ...campaignAdGroupsQueryOptions(accountId, campaignId), enabled }),
    ads: useQuery({ ...campaignAdsQueryOptions(accountId, campaignId), enabled }),
  };
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
      meta: { suppressErrorToast: true },
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
      meta: { suppressErrorToast: true },
      onSuccess: async (_answer, { accountId, campaignId }) => {
        await invalidateCampaign(queryClient, accountId, campaignId);
      },
    },
  });
}

/**
 * CAMP-022, NS-40, NS-88: PUT status (deactivate, submit, approve, return); every campaign-build
 * read that may show the campaign refetches.
 */
export function useCampaignStatusMutation({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  return useUpdateCampaignStatus({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: async () => {
        onChanged();
        await queryClient.invalidateQueries({ queryKey: ['campaign-build'] });
      },
    },
  });
}

// ------------------------------------------------------------------ the wizard's ad groups (WIZ, ADG-004…008)

/** ADG-004: a campaign's ad groups — filter campaignId==, order userPriorityOrder, one page of 500. */
export function campaignAdGroupsParams(campaignId: number): ListAdGroupsParams {
  return {
    page: 1,
    perPage: CAMPAIGN_WIDE_PAGE_SIZE,
    filter: `campaignId==${String(campaignId)}`,
    orderBy: 'userPriorityOrder',
  };
}

/** The campaign's ad groups in priority order: one road for the navigator, the review list and its issues. */
export function campaignAdGroupsQueryOptions(accountId: number, campaignId: number) {
  const params = campaignAdGroupsParams(campaignId);
  return queryOptions({
    queryKey: getListAdGroupsQueryKey(accountId, params),
    queryFn: ({ signal }) => listAdGroups(accountId, params, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/** The campaign's ads, campaign-wide (part 2 §9), for the navigator's ad steps and the issues. */
export function campaignAdsQueryOptions(accountId: number, campaignId: number) {
  const params: ListAdsParams = {
    page: 1,
    perPage: CAMPAIGN_WIDE_PAGE_SIZE,
    filter: `campaignId==${String(campaignId)}`,
  };
  return queryOptions({
    queryKey: getListAdsQueryKey(accountId, params),
    queryFn: ({ signal }) => listAds(accountId, params, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/** The ad groups of a campaign (undefined while unknown: no campaign chosen yet, or loading). */
export function useCampaignAdGroups(accountId: number, campaignId: number | undefined) {
  const campaign = idRead(campaignId);
  return useQuery({ ...campaignAdGroupsQueryOptions(accountId, campaign.id), ...campaign.hold });
}

/**
 * NS-93: what the campaign's ad groups and ads will run (audience, fee, creative, reward), one read
 * for the whole review instead of one per ad group and ad; read afresh whenever the review opens.
 */
export function useCampaignRunDetails(accountId: number, campaignId: number) {
  return useGetCampaignReview(accountId, campaignId, {
    query: { meta: { suppressErrorToast: true }, refetchOnMount: 'always' },
  });
}

/** NS-93: the run details of any campaign of the account (`[service, url]`, the url ending in /review). */
const isCampaignRunKey = (accountId: number) => (query: { queryKey: readonly unknown[] }) => {
  const [service, url] = query.queryKey;
  const prefix = getGetCampaignReviewQueryKey(accountId, 0)[1].replace(/0\/review$/, '');
  return service === 'ads-manager' && typeof url === 'string' && url.startsWith(prefix) && url.endsWith('/review');
};

/** After ad groups were added, removed or reordered: the campaign's lists refetch (navigator, review, issues). */
async function invalidateCampaignAdGroups(queryClient: QueryClient, accountId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: isCampaignRunKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: getListAdGroupsQueryKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: getListAdsQueryKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: getListAuditChangeRecordsQueryKey(accountId) }),
  ]);
}

/**
 * ADG-006: PUT the full list of the campaign's ad group ids in the new order. The new order shows
 * at once (the cached list is reordered); a failure puts the previous list back and rethrows, so
 * the screen can say so.
 */
export function useReorderAdGroupsMutation(accountId: number, campaignId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = campaignAdGroupsQueryOptions(accountId, campaignId);
  return useMutation({
    meta: { suppressErrorToast: true },
    mutationFn: (order: readonly number[]) => reorderAdGroups(accountId, campaignId, { userPriorityOrder: [...order] }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const byId = new Map(previous.data.map((group) => [group.adGroupId, group]));
        const reordered = order.flatMap((id, index) => {
          const group = byId.get(id);
          return group ? [{ ...group, userPriorityOrder: index + 1 }] : [];
        });
        queryClient.setQueryData(queryKey, { ...previous, data: reordered });
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: getListAdGroupsQueryKey(accountId) }),
  });
}

/**
 * ADG-007: `copies` copies of an ad group, each started 500 ms after the previous one, successes
 * and errors counted (the shared runner); each copy is one intended create with its own
 * Idempotency-Key. The campaign's lists refetch afterwards.
 */
export function useDuplicateAdGroupCopies(accountId: number, adGroupId: number): RunCopies<AdGroup> {
  const queryClient = useQueryClient();
  return async (copies, { onDone, ...options }) => {
    const result = await runStaggered(
      copies,
      async () => (await duplicateAdGroup(accountId, adGroupId, idempotencyHeaders(newIdempotencyKey()))).data,
      options,
    );
    onDone(result);
    await invalidateCampaignAdGroups(queryClient, accountId);
    return result;
  };
}

/**
 * ADG-008: copies the chosen ad groups of another campaign into this one (sourceAdGroupIds) and
 * answers createdAdGroupIds. The caller sends the Idempotency-Key of the intended import.
 */
export function useImportAdGroupsMutation(accountId: number, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { suppressErrorToast: true },
    mutationFn: async ({ sourceAdGroupIds, key }: { sourceAdGroupIds: readonly number[]; key: string }) =>
      (
        await importAdGroups(
          accountId,
          campaignId,
          { sourceAdGroupIds: [...sourceAdGroupIds] },
          idempotencyHeaders(key),
        )
      ).data.createdAdGroupIds,
    onSuccess: () => invalidateCampaignAdGroups(queryClient, accountId),
  });
}

/** Deletes an ad group (its ads and fee go with it); the campaign's lists refetch. */
export function useDeleteAdGroupMutation(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { suppressErrorToast: true },
    mutationFn: (adGroupId: number) => deleteAdGroup(accountId, adGroupId),
    onSuccess: () => invalidateCampaignAdGroups(queryClient, accountId),
  });
}

/** ADG-008: the campaigns of the account an import can copy from (every campaign but this one), by name. */
export function useImportSourceCampaigns(accountId: number, campaignId: number) {
  const params = { page: 1, perPage: CAMPAIGN_WIDE_PAGE_SIZE, orderBy: 'name' } as const;
  return useQuery({
    queryKey: getListCampaignsQueryKey(accountId, params),
    queryFn: ({ signal }) => listCampaigns(accountId, params, { signal }),
    select: (answer) => answer.data.filter((campaign) => campaign.campaignId !== campaignId),
    meta: { suppressErrorToast: true },
  });
}

// ------------------------------------------------------------------ the campaign's ads on the review

/** Deletes an ad (its reward and redeeming merchants go with it); the campaign's lists refetch. */
export function useDeleteAdMutation(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { suppressErrorToast: true },
    mutationFn: (adId: number) => deleteAd(accountId, adId),
    onSuccess: () => invalidateCampaignAdGroups(queryClient, accountId),
  });
}

/**
 * A copy of an ad (the spec has no duplicate call): a new ad with the same fields and creative,
 * named `name`; `key` is the Idempotency-Key of this one intended copy. The campaign's lists refetch.
 */
export function useDuplicateAdMutation(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { suppressErrorToast: true },
    mutationFn: async ({ ad, name, key }: { ad: Ad; name: string; key: string }) => {
      const body = {
        name,
        adGroupId: ad.adGroupId,
        brands: ad.brands ?? [],
        categories: ad.categories ?? [],
        ...(ad.creativeId === undefined ? {} : { creativeId: ad.creativeId }),
        ...(ad.purchaseClassification === undefined ? {} : { purchaseClassification: ad.purchaseClassification }),
        termsAndConditionsTemplateId: ad.termsAndConditionsTemplateId ?? null,
      };
      return (await createAd(accountId, body, idempotencyHeaders(key))).data;
    },
    onSuccess: () => invalidateCampaignAdGroups(queryClient, accountId),
  });
}
