/**
 * Every read and save of the ad form around the generated hooks: the ad with its creative (read
 * in version 3, AD-008) and its redeeming merchants, the store segments of the ad's brands, the ad
 * copy templates (NS-54), the reward (the rewards feature's read and save), the save in the order
 * of part 2 §4 (creative → ad → reward → redeeming
 * merchants) with one idempotency key per create.
 */
import { useState } from 'react';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { readPastCache } from '@/api/query-client';
import { ApiError } from '@/api/http';
import { idRead } from '@/api/id-read';
import { sendCreate } from '@/components/forms/idempotency-key';
import { createStepSave } from '@/components/forms/step-save';
import { etagOf, type Versioned } from '@/components/forms/concurrency';
import { reloadAdReward, useAdReward, useSaveReward, type RewardFormValues } from '@/features/rewards';
import { useListPurchaseCategories } from '@generated/ad-targeting/ad-targeting';
import { useCreateCreative } from '@generated/ads-manager/ads-manager';
import {
  getCreative,
  getGetCreativeQueryKey,
  useGetCreative,
  useListAdCopyTemplates,
} from '@generated/advertiser-assets/advertiser-assets';
import {
  getAd,
  getBrandStoreSegments,
  getGetAdQueryKey,
  getGetBrandStoreSegmentsQueryKey,
  getGetRedeemingMerchantsQueryKey,
  getListAdsQueryKey,
  getListAuditChangeRecordsQueryKey,
  getRedeemingMerchants,
  useCreateAd,
  useCreateRedeemingMerchants,
  useGetAd,
  useReplaceRedeemingMerchants,
  useUpdateAd,
} from '@generated/campaign-build/campaign-build';
import type { Ad, RedeemingMerchantBrand } from '@generated/campaign-build/model';
import {
  adFields,
  adPatch,
  creativeChanged,
  creativePayload,
  merchantsSave,
  type AdFormValues,
  type AdSaveStep,
  type LoadedAd,
  type MerchantValues,
} from './ad-form-rules';

const quiet = { meta: { suppressErrorToast: true } };
/** AD-008: creatives are read in version 3. */
const CREATIVE_VERSION = { creativeVersion: 3 } as const;

/** The ad being edited with its creative and redeeming merchants (none: a 404 of that read). */
export function useAdToEdit(accountId: number, adId: number | undefined) {
  const enabled = adId !== undefined;
  const adRead = idRead(adId);
  const adQuery = useGetAd(accountId, adRead.id, { query: { ...quiet, ...adRead.hold } });
  const ad = adQuery.data?.data;
  const creativeId = ad?.creativeId;
  const creativeRead = idRead(creativeId);
  const creativeQuery = useGetCreative(creativeRead.id, CREATIVE_VERSION, {
    query: {
      ...quiet,
      ...creativeRead.hold,
      // After a save made a new creative the form stays while the new one is read.
      placeholderData: keepPreviousData,
    },
  });
  const merchantsQuery = useQuery({
    ...merchantsQueryOptions(adRead.id),
    ...(adId === undefined ? { queryFn: skipToken } : {}),
    ...quiet,
  });
  const reward = useAdReward(accountId, adId);
  const reads = [adQuery, ...(creativeId !== undefined ? [creativeQuery] : []), merchantsQuery];
  const error = reads.find((read) => read.error)?.error ?? reward.error ?? null;
  const ready = !enabled || (reads.every((read) => read.data !== undefined) && !reward.isPending);
  return {
    ready,
    error,
    retry: () => {
      for (const read of reads) if (read.error) void read.refetch();
      if (reward.error) void reward.refetch();
    },
    loaded:
      ad === undefined || !ready
        ? undefined
        : ({
            ad,
            creative: creativeQuery.data?.data,
            merchants: merchantsQuery.data ?? undefined,
            reward: reward.data ?? undefined,
            version: etagOf(adQuery.data),
            rewardVersion: reward.version,
          } satisfies LoadedAd),
  };
}

/** The ad's redeeming merchants; null for an ad without them (NS-57: a 404; its first save POSTs them). */
function merchantsQueryOptions(adId: number) {
  return queryOptions({
    queryKey: getGetRedeemingMerchantsQueryKey(adId),
    queryFn: async ({ signal }) => {
      try {
        return (await getRedeemingMerchants(adId, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * Reads the ad being edited again, as useAdToEdit does, past every cache (a save met a 412,
 * NS-92); the page's reads take the fresh answers too.
 */
export function useReloadAd(accountId: number) {
  const client = useQueryClient();
  return async (adId: number): Promise<LoadedAd> => {
    const adAnswer = await readPastCache(client, {
      queryKey: getGetAdQueryKey(accountId, adId),
      queryFn: ({ signal }) => getAd(accountId, adId, { signal }),
    });
    const { creativeId } = adAnswer.data;
    const [creative, merchants, reward] = await Promise.all([
      creativeId == null
        ? undefined
        : readPastCache(client, {
            queryKey: getGetCreativeQueryKey(creativeId, CREATIVE_VERSION),
            queryFn: ({ signal }) => getCreative(creativeId, CREATIVE_VERSION, { signal }),
          }),
      readPastCache(client, merchantsQueryOptions(adId)),
      reloadAdReward(client, accountId, adId),
    ]);
    return {
      ad: adAnswer.data,
      creative: creative?.data,
      merchants: merchants ?? undefined,
      reward: reward.values ?? undefined,
      version: etagOf(adAnswer),
      rewardVersion: reward.version,
    };
  };
}

/** The store segments of each brand (the redeeming merchants a new brand starts with); unknown brands are left out. */
export function useBrandStoreSegments(accountId: number, brandIds: readonly number[]) {
  const queries = useQueries({
    queries: brandIds.map((brandId) => ({
      queryKey: getGetBrandStoreSegmentsQueryKey(accountId, brandId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getBrandStoreSegments(accountId, brandId, { signal }),
      ...quiet,
    })),
  });
  const brands: RedeemingMerchantBrand[] = queries.flatMap((query) => (query.data ? [query.data.data] : []));
  return { brands, pending: queries.some((query) => query.isPending) };
}

/** NS-54: the ad copy templates (a short, unpaged list). */
export function useAdCopyTemplates() {
  const query = useListAdCopyTemplates(undefined, { query: quiet });
  return query.data?.data ?? [];
}

/** The top-level purchase categories of the country (NS-81), the ad's categories to choose from. */
export function usePurchaseCategoryChoices(country: 'US' | 'GB') {
  const query = useListPurchaseCategories({ countryCode: country }, { query: quiet });
  return (query.data?.data ?? []).map(({ purchaseCategoryId, name }) => ({ id: purchaseCategoryId, name }));
}

export interface AdSaveContext {
  accountId: number;
  adGroupId: number;
  loaded: LoadedAd | undefined;
  /** The form's starting values (what an edit compares against). */
  initial: AdFormValues;
}

/** What the steps of the save have stored so far (kept across a failed save, step-save.ts). */
interface Progress {
  creative?: { id: number; text: string };
  ad?: Ad;
  reward?: RewardFormValues;
  merchants?: MerchantValues;
}

const SAVE_STEPS: readonly AdSaveStep[] = ['creative', 'ad', 'reward', 'merchants'];

/** After an ad was saved: the campaign's ad lists, the ad and the change log refetch. */
async function invalidateAds(client: QueryClient, accountId: number, adId: number) {
  await Promise.all([
    client.invalidateQueries({ queryKey: getListAdsQueryKey(accountId).slice(0, 2) }),
    client.invalidateQueries({ queryKey: getListAuditChangeRecordsQueryKey(accountId) }),
    client.invalidateQueries({ queryKey: getGetAdQueryKey(accountId, adId) }),
    client.invalidateQueries({ queryKey: getGetRedeemingMerchantsQueryKey(adId) }),
  ]);
}

/**
 * Part 2 §4: the save of the ad form, run by the step runner (its part-way rule in step-save.ts).
 * A new ad: creative → ad → (reward) → redeeming merchants. An edit: a new creative only when it
 * changed (AD-045), the ad patched with what changed, redeeming merchants only when they changed
 * (AD-047; POST the first, PUT to replace, NS-57).
 */
export function useAdSave(context: AdSaveContext) {
  const client = useQueryClient();
  const [runner] = useState(() => createStepSave<AdSaveStep, Progress>(SAVE_STEPS, () => ({})));
  const createCreative = useCreateCreative({ mutation: quiet });
  const createAdMutation = useCreateAd({ mutation: quiet });
  const updateAd = useUpdateAd({ mutation: quiet });
  const createMerchants = useCreateRedeemingMerchants({ mutation: quiet });
  const replaceMerchants = useReplaceRedeemingMerchants({ mutation: quiet });
  const saveReward = useSaveReward();

  const save = async (values: AdFormValues, versioned: Versioned) => {
    const { accountId, loaded, initial } = context;
    const done = runner.progress;
    const creativeBody = creativePayload(accountId, values.creative);
    const creativeText = JSON.stringify(creativeBody);
    let creativeId = done.creative?.text === creativeText ? done.creative.id : loaded?.ad.creativeId;
    const creativeNeeded =
      done.creative?.text !== creativeText &&
      (loaded === undefined || creativeChanged(accountId, initial.creative, values.creative));
    // What this save needs, so a failure part-way can say what is not saved yet.
    const adBefore = done.ad ?? loaded?.ad;
    const rewardBefore = done.reward ?? loaded?.reward;
    const storedMerchants = done.merchants ?? (loaded?.merchants ? initial.merchants : undefined);
    const merchants = merchantsSave(storedMerchants, values.merchants);
    const needed: Record<AdSaveStep, boolean> = {
      creative: creativeNeeded,
      ad: adBefore === undefined || creativeNeeded || Object.keys(adPatch(adBefore, values, creativeId)).length > 0,
      reward: JSON.stringify(rewardBefore) !== JSON.stringify(values.reward),
      merchants: merchants.kind !== 'none',
    };
    const savedAd = (): Ad => {
      if (done.ad === undefined) throw new Error('The ad step runs before the reward and the merchants');
      return done.ad;
    };

    await runner.run([
      {
        // 1. The creative: always for a new ad; for an edit only when it changed (AD-045).
        name: 'creative',
        needed: () => needed.creative,
        run: async (keys) => {
          if (!creativeNeeded) return false;
          const answer = await sendCreate(keys, creativeBody, (headers) =>
            createCreative.mutateAsync({ data: creativeBody, headers }),
          );
          creativeId = answer.data.id;
          done.creative = { id: creativeId, text: creativeText };
          return true;
        },
      },
      {
        // 2. The ad: created once, patched afterwards with what changed.
        name: 'ad',
        needed: () => needed.ad,
        run: async (keys) => {
          if (adBefore === undefined) {
            const body = { ...adFields(values), adGroupId: context.adGroupId, ...(creativeId ? { creativeId } : {}) };
            const answer = await sendCreate(keys, body, (headers) =>
              createAdMutation.mutateAsync({ accountId, data: body, headers }),
            );
            done.ad = answer.data;
            return true;
          }
          const patch = adPatch(adBefore, values, creativeId);
          const changed = Object.keys(patch).length > 0;
          done.ad = changed
            ? versioned.track(
                await updateAd.mutateAsync({
                  accountId,
                  adId: adBefore.adId,
                  data: patch,
                  headers: versioned.headers(),
                }),
              ).data
            : adBefore;
          return changed;
        },
      },
      {
        // 3. The reward (AD-046: POST a new one or a new model, PATCH other changes, else nothing).
        name: 'reward',
        needed: () => needed.reward,
        run: async (keys) => {
          if (JSON.stringify(done.reward) === JSON.stringify(values.reward)) return false;
          const result = await saveReward({
            accountId,
            adId: savedAd().adId,
            before: rewardBefore,
            after: values.reward,
            idempotencyKey: keys.keyFor(values.reward),
            versioned,
          });
          if (result === 'posted') keys.succeeded();
          done.reward = structuredClone(values.reward);
          return result !== 'unchanged';
        },
      },
      {
        // 4. The redeeming merchants, only when they changed (AD-047).
        name: 'merchants',
        needed: () => needed.merchants,
        run: async (keys) => {
          const { adId } = savedAd();
          if (merchants.kind === 'none') return false;
          if (merchants.kind === 'create') {
            await sendCreate(keys, merchants.body, (headers) =>
              createMerchants.mutateAsync({ accountId, adId, data: merchants.body, headers }),
            );
          } else {
            await replaceMerchants.mutateAsync({ accountId, adId, data: merchants.body });
          }
          done.merchants = structuredClone(values.merchants);
          return true;
        },
      },
    ]);
    const ad = savedAd();
    await invalidateAds(client, accountId, ad.adId);
    return { adId: ad.adId, name: ad.name, created: loaded === undefined };
  };

  /**
   * The steps a failed save left done (those that sent a change) and to do (only those the save
   * needs: an unchanged creative, reward or redeeming merchants are neither); undefined when
   * nothing was saved yet.
   */
  return { save, partial: () => runner.partial() };
}
