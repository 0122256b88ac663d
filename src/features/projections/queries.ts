/**
 * Every projections call around the generated ads-manager hooks (NS-70): the account's list, one
 * projection with its latest run (read again while the run is pending), the request and a new run,
 * each with what refetches after it.
 */
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetProjectionQueryKey,
  getListProjectionsQueryKey,
  getProjection,
  useCreateProjection,
  useCreateProjectionRun,
  useListProjections,
} from '@generated/ads-manager/ads-manager';
import type { ListProjectionsParams } from '@generated/ads-manager/model';
import { idRead } from '@/api/id-read';
import { planQueryOptions } from '@/features/plans';
import { failedPollDelay, isPassingFailure, runPollDelay } from './projection-rules';

export interface ProjectionListState {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** Only the projections of this plan. */
  planId: number | undefined;
}

/** PROJ-008: one page of the account's projections, newest first (1-based pages by header). */
export function useProjections(accountId: number, { pageIndex, pageSize, planId }: ProjectionListState) {
  const params: ListProjectionsParams = { page: pageIndex + 1, perPage: pageSize };
  if (planId !== undefined) params.planId = planId;
  return useListProjections(accountId, params, {
    query: { meta: { suppressErrorToast: true }, placeholderData: keepPreviousData },
  });
}

export function projectionQueryOptions(accountId: number, projectionId: number) {
  return queryOptions({
    queryKey: getGetProjectionQueryKey(accountId, projectionId),
    queryFn: ({ signal }) => getProjection(accountId, projectionId, { signal }),
    meta: { suppressErrorToast: true },
  });
}

/**
 * PROJ-010: one projection with its latest run. While the run is pending it is read again on its
 * own (runPollDelay); a read that fails for a passing reason is repeated with back-off, and the
 * page reads `failureCount` / `failureReason` to say so. Other failures end in the error state.
 */
export function useProjection(accountId: number, projectionId: number) {
  return useQuery({
    ...projectionQueryOptions(accountId, projectionId),
    refetchInterval: (query) =>
      query.state.data?.data.run.status === 'pending'
        ? runPollDelay({ polls: query.state.dataUpdateCount, failures: 0 })
        : false,
    retry: (_failures, error) => isPassingFailure(error),
    retryDelay: (failures, error) => failedPollDelay(failures + 1, error),
  });
}

/** After a projection changed: its list pages and its own read. */
async function projectionsChanged(queryClient: QueryClient, accountId: number, projectionId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getListProjectionsQueryKey(accountId) }),
    projectionId === undefined
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: getGetProjectionQueryKey(accountId, projectionId) }),
  ]);
}

/** PROJ-009: POST the request, with its Idempotency-Key. */
export function useCreateProjectionMutation() {
  const queryClient = useQueryClient();
  return useCreateProjection({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: (_answer, { accountId }) => projectionsChanged(queryClient, accountId),
    },
  });
}

/** NS-70: start a new run (one Idempotency-Key per click). */
export function useRunProjectionAgainMutation() {
  const queryClient = useQueryClient();
  return useCreateProjectionRun({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: (_answer, { accountId, projectionId }) => projectionsChanged(queryClient, accountId, projectionId),
    },
  });
}

/**
 * The name of the plan a projection screen is inside (or filtered by); while it loads, or when it
 * cannot be read, its id stands in (the screen works without the name).
 */
export function usePlanName(accountId: number, planId: number | undefined): string {
  const read = idRead(planId);
  const plan = useQuery({ ...planQueryOptions(accountId, read.id), ...read.hold });
  return plan.data?.data.name ?? String(planId ?? '');
}
