/**
 * Every plans call around the generated campaign-build hooks (part 2 §7 Plans): the list, one plan,
 * its campaigns; create, rename / IO number and accept, each with what refetches after it.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { idRead } from '@/api/id-read';
import { listParams } from '@/api/list-params';
import {
  getGetPlanQueryKey,
  getListCampaignsQueryKey,
  getListPlansQueryKey,
  getPlan,
  useAcceptPlan,
  useCreatePlan,
  useListCampaigns,
  useListPlans,
  useUpdatePlan,
} from '@generated/campaign-build/campaign-build';
import type { ListCampaignsParams, Plan } from '@generated/campaign-build/model';
import { planListParams, type PlanListState } from './plan-rules';

/** How often a Processing plan is read again until it is Accepted or Failed (NS-41). */
export const PLAN_PROCESSING_POLL_MS = 1000;
/** A plan's campaigns are loaded in one page, as campaign-wide loads are (part 2 §9). */
export const PLAN_CAMPAIGNS_PAGE_SIZE = 500;

/** PLAN-004: the account's plans for the list state (name, page, size 5000, sort). */
export function usePlans(accountId: number, state: PlanListState) {
  return useListPlans(accountId, planListParams(state), {
    query: { meta: { suppressErrorToast: true }, placeholderData: (previous) => previous },
  });
}

/** One plan (also the builder's, for a campaign's ticket). A factory, so a route loader can start it. */
export function planQueryOptions(accountId: number, planId: number) {
  return queryOptions({
    queryKey: getGetPlanQueryKey(accountId, planId),
    queryFn: ({ signal }) => getPlan(accountId, planId, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/** One plan; read again every second while it is Processing. */
export function usePlan(accountId: number, planId: number | undefined) {
  const plan = idRead(planId);
  return useQuery({
    ...planQueryOptions(accountId, plan.id),
    ...plan.hold,
    refetchInterval: (query) => (query.state.data?.data.status === 'Processing' ? PLAN_PROCESSING_POLL_MS : false),
  });
}

/** The list call of a plan's campaigns: filter planId==X, one page of 500. */
export function planCampaignsParams(planId: number): ListCampaignsParams {
  const { page, perPage, filter } = listParams({
    pageIndex: 0,
    pageSize: PLAN_CAMPAIGNS_PAGE_SIZE,
    filters: [{ field: 'planId', operator: '==', value: planId }],
  });
  return { page, perPage, orderBy: 'startDateTime', ...(filter === undefined ? {} : { filter }) };
}

export function usePlanCampaigns(accountId: number, planId: number | undefined) {
  const plan = idRead(planId);
  return useListCampaigns(accountId, planCampaignsParams(plan.id), {
    query: { ...plan.hold, meta: { suppressErrorToast: true } },
  });
}

/** After a plan changed: keep the answer as the plan, and reload every plan list page. */
async function planChanged(queryClient: QueryClient, plan: Plan): Promise<void> {
  queryClient.setQueryData(getGetPlanQueryKey(plan.accountId, plan.planId), (previous) =>
    previous === undefined ? previous : { ...previous, data: plan },
  );
  await queryClient.invalidateQueries({ queryKey: getListPlansQueryKey(plan.accountId) });
}

/** PLAN-005: POST a plan, with its Idempotency-Key. */
export function useCreatePlanMutation() {
  const queryClient = useQueryClient();
  return useCreatePlan({
    mutation: { meta: { suppressErrorToast: true }, onSuccess: (answer) => planChanged(queryClient, answer.data) },
  });
}

/** PLAN-006: PATCH name and ioNumber. */
export function useUpdatePlanMutation() {
  const queryClient = useQueryClient();
  return useUpdatePlan({
    mutation: { meta: { suppressErrorToast: true }, onSuccess: (answer) => planChanged(queryClient, answer.data) },
  });
}

/** PLAN-007: PUT the campaign shells; the plan, its campaigns and the campaign lists change. */
export function useAcceptPlanMutation() {
  const queryClient = useQueryClient();
  return useAcceptPlan({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: async (answer, { accountId }) => {
        await Promise.all([
          planChanged(queryClient, answer.data),
          queryClient.invalidateQueries({ queryKey: getListCampaignsQueryKey(accountId) }),
        ]);
      },
    },
  });
}
