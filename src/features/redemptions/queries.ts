/**
 * Every redemptions-admin call (NS-75) around the generated rms hooks, on the admin account of the
 * configuration (REDEEM-001), never the open account: the summaries, decisions on many reason
 * codes one at a time, and the upload; after a decision or an upload the summaries refetch.
 */
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAdminAccountId } from '@/access';
import { idempotencyHeaders, newIdempotencyKey } from '@/components/forms/idempotency-key';
import { runOneAtATime, type OneAtATimeOptions, type OneAtATimeResult } from '@/lib/one-at-a-time';
import {
  getGetRedemptionSummariesQueryKey,
  getListRedemptionDecisionsQueryKey,
  useCreateRedemptionDecision,
  useGetRedemptionSummaries,
  useListRedemptionDecisions,
  useUploadRedemptions,
} from '@generated/rms/rms';
import type {
  RedemptionCountry,
  RedemptionDecisionCreate,
  RedemptionDecisionType,
  RedemptionGroupBy,
  RedemptionModel,
} from '@generated/rms/model';

export interface SummaryQuery {
  groupBy: RedemptionGroupBy;
  redemptionModel: RedemptionModel | undefined;
}

/** REDEEM-002, REDEEM-005: the country's redemptions under review, grouped by one key. */
export function useRedemptionSummaries(country: RedemptionCountry, { groupBy, redemptionModel }: SummaryQuery) {
  const accountId = useAdminAccountId();
  return useGetRedemptionSummaries(
    accountId,
    country,
    { groupBy, ...(redemptionModel === undefined ? {} : { redemptionModel }) },
    { query: { placeholderData: keepPreviousData, meta: { suppressErrorToast: true } } },
  );
}

/** The country's latest decisions, newest first (one page): what the decided-today list reads. */
export function useRecentDecisions(country: RedemptionCountry) {
  const accountId = useAdminAccountId();
  return useListRedemptionDecisions(accountId, country, { page: 1, perPage: DECISIONS_PAGE_SIZE });
}
const DECISIONS_PAGE_SIZE = 50;

/** After decisions or an upload: every grouping of the country's summaries, and its decisions. */
async function redemptionsChanged(queryClient: QueryClient, accountId: number, country: RedemptionCountry) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetRedemptionSummariesQueryKey(accountId, country) }),
    queryClient.invalidateQueries({ queryKey: getListRedemptionDecisionsQueryKey(accountId, country) }),
  ]);
}

export interface DecisionRun extends OneAtATimeResult<number> {
  /** Why each failed reason code failed. */
  errors: ReadonlyMap<number, unknown>;
}

export interface DecideOptions extends Pick<OneAtATimeOptions<number>, 'onProgress' | 'sleep'> {
  comment?: string;
}

/**
 * REDEEM-010…013: the same decision on the redemptions of each reason code, one code at a time; a
 * refused one is recorded and the rest go on (as the campaigns' bulk delete does). Each decision
 * is one intended create: a retry of the same decision sends the same Idempotency-Key.
 */
export function useDecideRedemptions(country: RedemptionCountry) {
  const accountId = useAdminAccountId();
  const queryClient = useQueryClient();
  const { mutateAsync } = useCreateRedemptionDecision({ mutation: { meta: { suppressErrorToast: true } } });
  const keys = useRef(new Map<string, string>());
  return async (
    reasonCodes: readonly number[],
    decision: RedemptionDecisionType,
    { comment, ...options }: DecideOptions = {},
  ): Promise<DecisionRun> => {
    const errors = new Map<number, unknown>();
    const result = await runOneAtATime(
      reasonCodes,
      async (reasonCode) => {
        const data: RedemptionDecisionCreate = { reasonCode, decision, ...(comment ? { comment } : {}) };
        const body = JSON.stringify(data);
        const key = keys.current.get(body) ?? newIdempotencyKey();
        keys.current.set(body, key);
        try {
          await mutateAsync({ accountId, countryCode: country, data, headers: idempotencyHeaders(key) });
          keys.current.delete(body);
        } catch (error) {
          errors.set(reasonCode, error);
          throw error;
        }
      },
      options,
    );
    await redemptionsChanged(queryClient, accountId, country);
    return { ...result, errors };
  };
}

/** REDEEM-014: the upload of a redemptions file (multipart), then the summaries refetch. */
export function useUploadRedemptionsMutation(country: RedemptionCountry) {
  const accountId = useAdminAccountId();
  const queryClient = useQueryClient();
  const upload = useUploadRedemptions({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: () => redemptionsChanged(queryClient, accountId, country),
    },
  });
  return { ...upload, accountId };
}
