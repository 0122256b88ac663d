/**
 * Every read and save of the ad form around the generated hooks: the ad with its creative (read
 * in version 3, AD-008) and its redeeming merchants, the store segments of the ad's brands, the ad
 * copy templates (NS-54), the reward (the rewards feature's read and save), the save in the order
 * of part 2 §4 (creative → ad → reward → redeeming
 * merchants) with one idempotency key per create.
 */
import { useRef } from 'react';
import {
  keepPreviousData,
  skipToken,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '@/api/http';
import { idRead } from '@/api/id-read';
import { createIdempotencyKeys, idempotencyHeaders, type IdempotencyKeys } from '@/components/forms/idempotency-key';
import { useAdReward, useSaveReward, type RewardFormValues } from '@/features/rewards';
import { useListPurchaseCategories } from '@generated/ad-targeting/ad-targeting';
import { useCreateCreative } from '@generated/ads-manager/ads-manager';
import { useGetCreative, useListAdCopyTemplates } from '@generated/advertiser-assets/advertiser-assets';
import {
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
    queryKey: getGetRedeemingMerchantsQueryKey(adRead.id),
    // NS-57: an ad without redeeming merchants answers 404; its first save POSTs them.
    queryFn:
      adId === undefined
        ? skipToken
        : async ({ signal }) => {
            try {
              return (await getRedeemingMerchants(adId, { signal })).data;
            } catch (error) {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            }
          },
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
          } satisfies LoadedAd),
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

/** What the steps of the save have done so far (kept across a failed save). */
interface Progress {
  creative?: { id: number; text: string };
  ad?: Ad;
  reward?: RewardFormValues;
  merchants?: MerchantValues;
  /** The steps that sent a change, in save order. */
  saved?: AdSaveStep[];
  /** The steps the current save needs and has not done yet. */
  left?: AdSaveStep[];
}

const SAVE_STEPS: readonly AdSaveStep[] = ['creative', 'ad', 'reward', 'merchants'];

type StepKeys = Record<'creative' | 'ad' | 'reward' | 'merchants', IdempotencyKeys>;
const newStepKeys = (): StepKeys => ({
  creative: createIdempotencyKeys(),
  ad: createIdempotencyKeys(),
  reward: createIdempotencyKeys(),
  merchants: createIdempotencyKeys(),
});

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
 * Part 2 §4: the save of the ad form. A new ad: creative → ad → (reward) → redeeming merchants.
 * An edit: a new creative only when it changed (AD-045), the ad patched with what changed,
 * redeeming merchants only when they changed (AD-047; POST the first, PUT to replace, NS-57).
 * What a step did is remembered, so a save after a part-way failure finishes the rest without
 * creating anything twice; a create whose answer was lost is sent again with the same key.
 */
export function useAdSave(context: AdSaveContext) {
  const client = useQueryClient();
  const progress = useRef<Progress>({});
  const keys = useRef<StepKeys>(newStepKeys());
  const createCreative = useCreateCreative({ mutation: quiet });
  const createAdMutation = useCreateAd({ mutation: quiet });
  const updateAd = useUpdateAd({ mutation: quiet });
  const createMerchants = useCreateRedeemingMerchants({ mutation: quiet });
  const replaceMerchants = useReplaceRedeemingMerchants({ mutation: quiet });
  const saveReward = useSaveReward();

  const save = async (values: AdFormValues) => {
    const { accountId, loaded, initial } = context;
    const done = progress.current;
    const step = keys.current;

    // 1. The creative: always for a new ad; for an edit only when it changed (AD-045).
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
    done.left = SAVE_STEPS.filter((name) => needed[name]);
    const finished = (name: AdSaveStep, sent: boolean) => {
      done.left = done.left?.filter((other) => other !== name);
      if (sent && !done.saved?.includes(name)) done.saved = [...(done.saved ?? []), name];
    };

    if (creativeNeeded) {
      const answer = await createCreative.mutateAsync({
        data: creativeBody,
        headers: idempotencyHeaders(step.creative.keyFor(creativeBody)),
      });
      step.creative.succeeded();
      creativeId = answer.data.id;
      done.creative = { id: creativeId, text: creativeText };
      finished('creative', true);
    }

    // 2. The ad: created once, patched afterwards with what changed.
    let ad = adBefore;
    if (ad === undefined) {
      const body = { ...adFields(values), adGroupId: context.adGroupId, ...(creativeId ? { creativeId } : {}) };
      const answer = await createAdMutation.mutateAsync({
        accountId,
        data: body,
        headers: idempotencyHeaders(step.ad.keyFor(body)),
      });
      step.ad.succeeded();
      ad = answer.data;
      finished('ad', true);
    } else {
      const patch = adPatch(ad, values, creativeId);
      if (Object.keys(patch).length > 0) {
        ad = (await updateAd.mutateAsync({ accountId, adId: ad.adId, data: patch })).data;
      }
      finished('ad', Object.keys(patch).length > 0);
    }
    done.ad = ad;

    // 3. The reward (AD-046: POST a new one or a new model, PATCH other changes, else nothing).
    if (JSON.stringify(done.reward) !== JSON.stringify(values.reward)) {
      const result = await saveReward({
        accountId,
        adId: ad.adId,
        before: rewardBefore,
        after: values.reward,
        idempotencyKey: step.reward.keyFor(values.reward),
      });
      if (result === 'posted') step.reward.succeeded();
      done.reward = structuredClone(values.reward);
      finished('reward', result !== 'unchanged');
    }

    // 4. The redeeming merchants, only when they changed (AD-047).
    if (merchants.kind === 'create') {
      await createMerchants.mutateAsync({
        accountId,
        adId: ad.adId,
        data: merchants.body,
        headers: idempotencyHeaders(step.merchants.keyFor(merchants.body)),
      });
      step.merchants.succeeded();
    } else if (merchants.kind === 'replace') {
      await replaceMerchants.mutateAsync({ accountId, adId: ad.adId, data: merchants.body });
    }
    if (merchants.kind !== 'none') {
      done.merchants = structuredClone(values.merchants);
      finished('merchants', true);
    }

    await invalidateAds(client, accountId, ad.adId);
    const saved = { adId: ad.adId, name: ad.name, created: loaded === undefined };
    progress.current = {};
    keys.current = newStepKeys();
    return saved;
  };

  /**
   * The steps a failed save left done (those that sent a change) and to do (only those the save
   * needs: an unchanged creative, reward or redeeming merchants are neither); undefined when
   * nothing was saved yet.
   */
  const partial = (): { done: AdSaveStep[]; left: AdSaveStep[] } | undefined => {
    const { saved = [], left = [] } = progress.current;
    return saved.length === 0 ? undefined : { done: saved, left };
  };

  return { save, partial };
}
