/**
 * Every read and save of the reward (part 2 §7 "Creatives, images, rewards"): the reward
 * templates (NS-54), the ad's reward converted to form values (AD-043), and the save that POSTs a
 * new reward, PATCHes the RMS resource or sends nothing (AD-046). Components call these, never the
 * generated hooks.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { readPastCache } from '@/api/query-client';
import { ApiError } from '@/api/api-error';
import { idRead } from '@/api/id-read';
import { etagOf, type Versioned } from '@/components/forms/concurrency';
import { idempotencyHeaders } from '@/components/forms/idempotency-key';
import { createAdReward, getAdReward, getGetAdRewardQueryKey } from '@generated/ads-manager/ads-manager';
import { getListRewardTemplatesQueryKey, listRewardTemplates, updateRmsReward } from '@generated/rms/rms';
import type { RewardTemplate } from '@generated/rms/model';
import {
  rewardCreateDocument,
  rewardModelOf,
  rewardPatchAttributesOf,
  rewardSaveAction,
  rewardToForm,
  type RewardFormValues,
} from './reward-form-rules';

/** NS-54: the reward templates; a short list that changes rarely. */
const templatesQueryOptions = () =>
  queryOptions({
    queryKey: getListRewardTemplatesQueryKey(),
    queryFn: async ({ signal }) => (await listRewardTemplates(undefined, { signal })).data.data,
  });

export function useRewardTemplates() {
  return useQuery(templatesQueryOptions());
}

/** The converted read has its own key under the generated one, so both refetch together. */
const adRewardFormKey = (accountId: number, adId: number) => [...getGetAdRewardQueryKey(accountId, adId), 'form'];

/** The ad's reward as read: its form values (null when the ad has none) and its ETag (NS-92). */
export interface AdRewardRead {
  values: RewardFormValues | null;
  /** The version the reward's PATCH sends as If-Match; undefined without a reward or an ETag. */
  version: string | undefined;
}

/**
 * AD-043: the ad's reward as form values, null when the ad has none (404); the templates are read
 * first, as telling a custom reward needs them (AD-039).
 */
function adRewardQueryOptions(queryClient: QueryClient, accountId: number, adId: number) {
  return queryOptions({
    queryKey: adRewardFormKey(accountId, adId),
    queryFn: async ({ signal }): Promise<AdRewardRead> => {
      const templates = await queryClient.query(templatesQueryOptions());
      try {
        const answer = await getAdReward(accountId, adId, { signal });
        return { values: rewardToForm(answer.data, templates), version: etagOf(answer) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { values: null, version: undefined };
        throw error;
      }
    },
    meta: { suppressErrorToast: true },
  });
}

/** Reads the ad's reward again (a save met a 412, NS-92): its form values and version. */
export function reloadAdReward(queryClient: QueryClient, accountId: number, adId: number): Promise<AdRewardRead> {
  return readPastCache(queryClient, adRewardQueryOptions(queryClient, accountId, adId));
}

/**
 * The ad's reward as form values: `data` undefined while loading, on an error, and when the ad has
 * no reward (then `isSuccess` is true); `version` its ETag; no read while `adId` is undefined (a
 * new ad).
 */
export function useAdReward(accountId: number, adId: number | undefined) {
  const queryClient = useQueryClient();
  const ad = idRead(adId);
  const query = useQuery({ ...adRewardQueryOptions(queryClient, accountId, ad.id), ...ad.hold });
  return {
    data: query.data?.values ?? undefined,
    version: query.data?.version,
    isPending: adId !== undefined && query.isPending,
    isSuccess: query.isSuccess,
    error: query.error,
    refetch: query.refetch,
  };
}

export interface SaveRewardInput {
  accountId: number;
  adId: number;
  /** The reward as read (useAdReward), undefined for an ad without one. */
  before: RewardFormValues | undefined;
  after: RewardFormValues;
  /** The Idempotency-Key of the POST; one per intended create, the same on a retry. */
  idempotencyKey: string;
  /** The form's versions: a PATCH sends the reward's as If-Match and records the answer's (NS-92). */
  versioned: Versioned;
}

export type SaveRewardResult = 'posted' | 'patched' | 'unchanged';

/** Thrown when the catalogue has no reward model for the chosen type; the form shows it at the type. */
export class NoRewardModelError extends Error {
  override readonly name = 'NoRewardModelError';
}

/** The reward's name among the ad form's versions (concurrency.ts). */
export const REWARD_VERSION = 'reward';

/**
 * AD-046: saves the reward as the save rule says — POST to the ad's rewards (new reward or new
 * model), PATCH of the RMS resource by `rmsRewardId` (other fields), or nothing — and refetches the
 * ad's reward after a change. The PATCH carries the reward's version (a 412 opens the ad form's
 * conflict panel); a POST makes a new reward record, whose version the next PATCH takes from it.
 */
export function useSaveReward() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({
      accountId,
      adId,
      before,
      after,
      idempotencyKey,
      versioned,
    }: SaveRewardInput): Promise<SaveRewardResult> => {
      const templates: readonly RewardTemplate[] = await queryClient.query(templatesQueryOptions());
      const rewardModelId = rewardModelOf(before, after, templates);
      if (rewardModelId === undefined) throw new NoRewardModelError(after.rewardType);
      const action = rewardSaveAction(before, after, rewardModelId);
      if (action.kind === 'unchanged') return 'unchanged';
      if (action.kind === 'post') {
        versioned.track(
          await createAdReward(
            accountId,
            adId,
            rewardCreateDocument(after, action.rewardModelId),
            idempotencyHeaders(idempotencyKey),
          ),
          REWARD_VERSION,
        );
      } else {
        versioned.track(
          await updateRmsReward(
            accountId,
            action.rmsRewardId,
            {
              data: {
                type: 'reward',
                id: String(action.rmsRewardId),
                attributes: rewardPatchAttributesOf(action.before, after),
              },
            },
            versioned.headers(REWARD_VERSION),
          ),
          REWARD_VERSION,
        );
      }
      await queryClient.invalidateQueries({ queryKey: getGetAdRewardQueryKey(accountId, adId) });
      return action.kind === 'post' ? 'posted' : 'patched';
    },
    [queryClient],
  );
}
