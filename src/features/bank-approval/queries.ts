/**
 * Every bank-approval read (part 3 §7, NS-74), around the generated hooks: the approvals of one
 * campaign and its flags (the review's panel), and the account's approvals list (the campaigns
 * list's badges). Read-only: there are no decisions to send. Each screen shows its own errors.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paginationOf } from '@/api/http';
import {
  getListCampaignApprovalsQueryKey,
  listCampaignApprovals,
  useGetCampaignApprovalDetail,
  useListCampaignFlags,
} from '@generated/bank-approval/bank-approval';
import type { CampaignApprovalSummary } from '@generated/bank-approval/model';
import { APPROVALS_PAGE_SIZE, approvalListParams } from './approval-rules';

/** The approvals of one campaign per institution, with those of its ad groups, ads, assets and audiences. */
export function useCampaignApprovalDetail(campaignId: number) {
  return useGetCampaignApprovalDetail(campaignId, { query: { meta: { suppressErrorToast: true } } });
}

/** Every flag the institutions raised on the campaign, in one flat list. */
export function useCampaignFlagList(campaignId: number, { enabled }: { enabled: boolean }) {
  return useListCampaignFlags(campaignId, { query: { enabled, meta: { suppressErrorToast: true } } });
}

/**
 * BANK-009: the account's approvals list, every 1-based page of 10 (filter AccountId=={id}): the
 * first page says how many there are, the rest are asked together. One read serves every badge
 * of the campaigns list.
 */
export function accountApprovalsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: getListCampaignApprovalsQueryKey({
      filter: `AccountId==${String(accountId)}`,
      perPage: APPROVALS_PAGE_SIZE,
    }),
    queryFn: async ({ signal }): Promise<CampaignApprovalSummary[]> => {
      const first = await listCampaignApprovals(approvalListParams(accountId, 1), { signal });
      const pages = paginationOf(first)?.totalPages ?? 1;
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
          listCampaignApprovals(approvalListParams(accountId, index + 2), { signal }),
        ),
      );
      return [first, ...rest].flatMap((answer) => answer.data);
    },
    meta: { suppressErrorToast: true },
  });
}

/** The approvals of one campaign from the account's list; undefined while loading, or without approvals. */
export function useCampaignApprovalSummary(accountId: number, campaignId: number) {
  return useQuery({
    ...accountApprovalsQueryOptions(accountId),
    select: (summaries) => summaries.find((summary) => summary.campaignId === campaignId),
  });
}
