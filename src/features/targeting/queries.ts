/**
 * Every read and save of the ad group form around the generated hooks: the lookups (institutions,
 * locations, purchase categories, custom audience files, NS-79 … NS-83), the ad group with its
 * audience, segmentation type, criteria and fee, the custom audience upload, and the save in the
 * creation order of part 2 §4 (ADG-005) with one idempotency key per step.
 */
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { idRead } from '@/api/id-read';
import { createIdempotencyKeys, idempotencyHeaders, type IdempotencyKeys } from '@/components/forms/idempotency-key';
import {
  useCreatePredefinedSegmentType,
  useCreateTargetingCriteria,
  useGetPredefinedSegmentType,
  useGetTargetingCriteria,
  useListPurchaseCategories,
  useSearchLocations,
  useSearchMerchantSegments,
} from '@generated/ad-targeting/ad-targeting';
import type { CriteriaDefinition, GeoType } from '@generated/ad-targeting/model';
import {
  getGetAdGroupQueryKey,
  getGetAudienceQueryKey,
  getListAdGroupPricingModelsQueryKey,
  getListAdGroupsQueryKey,
  useCreateAdGroup,
  useCreateAudience,
  useCreatePricingModel,
  useGetAdGroup,
  useGetAudience,
  useListAdGroupPricingModels,
  useListCustomAudiences,
  useListInstitutions,
  useUpdateAdGroup,
  useUpdateAudience,
  useUpdatePricingModel,
  useUploadCustomAudience,
} from '@generated/campaign-build/campaign-build';
import type {
  AdGroup,
  AdGroupPatch,
  AdGroupPricingModel,
  AudienceCreate,
  CountryCode,
} from '@generated/campaign-build/model';
import { audiencePatch, audiencePayload, DEFAULT_SEGMENTATION_ID, segmentOf, segmentPayload } from './audience-rules';
import { adGroupPayload, type AdGroupFormValues, type LoadedAdGroup, type SaveStep } from './ad-group-rules';
import { feeSave } from './fee-rules';
import { criteriaDefinition, shouldPostCriteria, targetingLock } from './targeting-rules';
import type { Currency } from '@/lib/money';

const quiet = { meta: { suppressErrorToast: true } };
const LOOKUP_PAGE = 100;

/** NS-79: the institutions of the campaign's country. */
export function useInstitutions(country: CountryCode) {
  const query = useListInstitutions({ countryCode: country, perPage: LOOKUP_PAGE }, { query: quiet });
  return { institutions: query.data?.data ?? [], query };
}

/** NS-80: locations of the country matching `search` (of one geo type, or any); nothing while the text is empty. */
export function useLocationSearch(country: CountryCode, search: string, geoType: GeoType | undefined) {
  const query = useSearchLocations(
    { countryCode: country, search, perPage: 20, ...(geoType ? { geoType } : {}) },
    { query: { ...quiet, enabled: search.length > 0 } },
  );
  return { locations: query.data?.data ?? [], query };
}

/** NS-81: the purchase category tree of the country. */
export function usePurchaseCategories(country: CountryCode) {
  const query = useListPurchaseCategories({ countryCode: country }, { query: quiet });
  return { categories: query.data?.data ?? [], query };
}

/** NS-83: the merchant segments of the country matching `search`. */
export function useMerchantSegments(country: CountryCode, search: string) {
  const query = useSearchMerchantSegments(
    { countryCode: country, perPage: LOOKUP_PAGE, ...(search === '' ? {} : { search }) },
    { query: quiet },
  );
  return { segments: query.data?.data ?? [], query };
}

/** NS-82: the account's custom audience files, and their upload (multipart, idempotent). */
export function useCustomAudiences(accountId: number) {
  const query = useListCustomAudiences(accountId, { perPage: LOOKUP_PAGE }, { query: quiet });
  const client = useQueryClient();
  const upload = useUploadCustomAudience({
    mutation: {
      meta: { suppressErrorToast: true },
      onSuccess: () => client.invalidateQueries({ queryKey: query.queryKey.slice(0, 2) }),
    },
  });
  return { files: query.data?.data ?? [], query, upload };
}

/**
 * The ad group being edited and what hangs on it: audience, its segmentation type (none for the
 * default segmentation), criteria and fee. `ready` when every read that applies has answered.
 */
export function useAdGroupTargeting(accountId: number, adGroupId: number | undefined) {
  const groupRead = idRead(adGroupId);
  const group = useGetAdGroup(accountId, groupRead.id, { query: { ...quiet, ...groupRead.hold } });
  const adGroup = group.data?.data;
  const audienceId = adGroup?.audienceId;
  const audienceRead = idRead(audienceId);
  const audience = useGetAudience(accountId, audienceRead.id, { query: { ...quiet, ...audienceRead.hold } });
  const segmentationTypeId = audience.data?.data.audienceSegmentationTypeId;
  const hasSegment = segmentationTypeId !== undefined && segmentationTypeId !== DEFAULT_SEGMENTATION_ID;
  const segmentRead = idRead(hasSegment ? segmentationTypeId : undefined);
  const segment = useGetPredefinedSegmentType(segmentRead.id, { query: { ...quiet, ...segmentRead.hold } });
  const criteriaId = adGroup?.targetingCriteriaId;
  const criteriaRead = idRead(criteriaId);
  const criteria = useGetTargetingCriteria(accountId, criteriaRead.id, { query: { ...quiet, ...criteriaRead.hold } });
  const fees = useListAdGroupPricingModels(accountId, groupRead.id, { query: { ...quiet, ...groupRead.hold } });
  const reads = [
    group,
    ...(audienceId !== undefined ? [audience] : []),
    ...(hasSegment ? [segment] : []),
    ...(criteriaId !== undefined ? [criteria] : []),
    fees,
  ];
  const error = reads.find((read) => read.error)?.error ?? null;
  const ready = adGroupId === undefined || (adGroup !== undefined && reads.every((read) => read.data !== undefined));
  return {
    ready,
    error,
    retry: () => {
      for (const read of reads) if (read.error) void read.refetch();
    },
    loaded:
      adGroup === undefined
        ? undefined
        : ({
            adGroup,
            audience: audience.data?.data,
            segment: hasSegment ? segment.data?.data : undefined,
            criteria: criteria.data?.data,
            fee: fees.data?.data.at(-1),
          } satisfies LoadedAdGroup),
  };
}

export interface AdGroupSaveContext {
  accountId: number;
  campaignId: number;
  country: 'US' | 'GB';
  currency: Currency;
  brandIds: number[];
  modifiableTargeting: boolean;
  loaded: LoadedAdGroup | undefined;
}

/** What the steps of the creation order have saved so far (kept across a failed save). */
interface Progress {
  segment?: { id: number; text: string };
  audience?: { id: number; text: string };
  criteria?: { id: number; text: string };
  adGroup?: AdGroup;
  fee?: AdGroupPricingModel;
}

type StepKeys = Record<'segment' | 'audience' | 'criteria' | 'adGroup' | 'fee', IdempotencyKeys>;
const newStepKeys = (): StepKeys => ({
  segment: createIdempotencyKeys(),
  audience: createIdempotencyKeys(),
  criteria: createIdempotencyKeys(),
  adGroup: createIdempotencyKeys(),
  fee: createIdempotencyKeys(),
});

const text = (body: unknown) => JSON.stringify(body);

/**
 * ADG-005: the save of the ad group form in the creation order segmentation type → audience →
 * targeting criteria → ad group → fee. What a step created is remembered, so a save after a
 * part-way failure finishes the rest without creating anything twice; a step whose answer was lost
 * is sent again with the same Idempotency-Key and the server replays its first answer. An edit
 * patches the audience, the ad group and the fee, and posts new criteria only when they changed and
 * may change (ADG-017, ADG-018).
 */
export function useAdGroupSave(context: AdGroupSaveContext) {
  const client = useQueryClient();
  const progress = useRef<Progress>({});
  const keys = useRef<StepKeys>(newStepKeys());
  const createSegment = useCreatePredefinedSegmentType({ mutation: quiet });
  const createAudience = useCreateAudience({ mutation: quiet });
  const updateAudience = useUpdateAudience({ mutation: quiet });
  const createCriteria = useCreateTargetingCriteria({ mutation: quiet });
  const createAdGroup = useCreateAdGroup({ mutation: quiet });
  const updateAdGroup = useUpdateAdGroup({ mutation: quiet });
  const createFee = useCreatePricingModel({ mutation: quiet });
  const updateFee = useUpdatePricingModel({ mutation: quiet });

  const save = async (values: AdGroupFormValues) => {
    const { accountId, loaded } = context;
    const done = progress.current;
    const step = keys.current;
    const status = loaded?.adGroup.adGroupStatus;
    const locked = targetingLock(status, context.modifiableTargeting) !== undefined;
    const name = values.name.trim();
    let audienceId = done.audience?.id ?? loaded?.adGroup.audienceId;
    let criteriaId = done.criteria?.id ?? loaded?.adGroup.targetingCriteriaId;

    if (!locked) {
      // 1. The segmentation type (AllUsers and Custom use the default one, ADG-022).
      const brandId = context.brandIds[0] ?? 0;
      const segmentBody = segmentPayload(values.audience.segment, {
        brandId,
        country: context.country,
        name: `${name} – ${values.audience.segment.kind}`,
      });
      let segmentationTypeId = DEFAULT_SEGMENTATION_ID;
      if (segmentBody) {
        const storedSegment = loaded?.segment;
        const sameAsStored =
          storedSegment !== undefined &&
          text(segmentPayload(values.audience.segment, { brandId, country: context.country, name: '' })) ===
            text(segmentPayload(segmentOf(storedSegment, false), { brandId, country: context.country, name: '' }));
        if (sameAsStored) segmentationTypeId = storedSegment.segmentationTypeId;
        else if (done.segment?.text === text(segmentBody)) segmentationTypeId = done.segment.id;
        else {
          const answer = await createSegment.mutateAsync({
            data: segmentBody,
            headers: idempotencyHeaders(step.segment.keyFor(segmentBody)),
          });
          step.segment.succeeded();
          segmentationTypeId = answer.data.segmentationTypeId;
          done.segment = { id: segmentationTypeId, text: text(segmentBody) };
        }
      }

      // 2. The audience: created once, patched afterwards.
      const audienceBody = audiencePayload(values.audience, { name, segmentationTypeId });
      if (audienceId === undefined) {
        const answer = await createAudience.mutateAsync({
          accountId,
          data: audienceBody,
          headers: idempotencyHeaders(step.audience.keyFor(audienceBody)),
        });
        step.audience.succeeded();
        audienceId = answer.data.audienceId;
        done.audience = { id: audienceId, text: text(audienceBody) };
      } else {
        const stored = done.audience ? (JSON.parse(done.audience.text) as AudienceCreate) : loaded?.audience;
        const patch = stored ? audiencePatch(stored, audienceBody) : audienceBody;
        if (Object.keys(patch).length > 0) await updateAudience.mutateAsync({ accountId, audienceId, data: patch });
        done.audience = { id: audienceId, text: text(audienceBody) };
      }

      // 3. The criteria: never patched; new ones only when they changed (ADG-018).
      const definition = criteriaDefinition(values.audience, values.criteria, {
        country: context.country,
        segmentationTypeId,
      });
      const stored: CriteriaDefinition | undefined = done.criteria
        ? (JSON.parse(done.criteria.text) as CriteriaDefinition)
        : loaded?.criteria?.criteriaDefinition;
      if (
        criteriaId === undefined ||
        shouldPostCriteria({ status, modifiableFlag: context.modifiableTargeting, stored, next: definition })
      ) {
        const body = { criteriaDefinition: definition };
        const answer = await createCriteria.mutateAsync({
          accountId,
          data: body,
          headers: idempotencyHeaders(step.criteria.keyFor(body)),
        });
        step.criteria.succeeded();
        criteriaId = answer.data.targetingCriteriaId;
        done.criteria = { id: criteriaId, text: text(definition) };
      }
    }

    // 4. The ad group.
    const fields = adGroupPayload(values);
    let adGroup = done.adGroup ?? loaded?.adGroup;
    if (adGroup === undefined) {
      const body = { ...fields, campaignId: context.campaignId, audienceId, targetingCriteriaId: criteriaId };
      const answer = await createAdGroup.mutateAsync({
        accountId,
        data: body,
        headers: idempotencyHeaders(step.adGroup.keyFor(body)),
      });
      step.adGroup.succeeded();
      adGroup = answer.data;
    } else {
      const patch: AdGroupPatch = { ...fields };
      if (audienceId !== undefined && audienceId !== adGroup.audienceId) patch.audienceId = audienceId;
      if (criteriaId !== undefined && criteriaId !== adGroup.targetingCriteriaId)
        patch.targetingCriteriaId = criteriaId;
      const answer = await updateAdGroup.mutateAsync({ accountId, adGroupId: adGroup.adGroupId, data: patch });
      adGroup = answer.data;
    }
    done.adGroup = adGroup;

    // 5. The fee (ADG-038: POST a new one, PATCH an existing one).
    const fee = feeSave(values.fee, {
      adGroupId: adGroup.adGroupId,
      currency: context.currency,
      existing: done.fee ?? loaded?.fee,
    });
    if (fee.kind === 'create') {
      const answer = await createFee.mutateAsync({
        accountId,
        data: fee.body,
        headers: idempotencyHeaders(step.fee.keyFor(fee.body)),
      });
      step.fee.succeeded();
      done.fee = answer.data;
    } else if (fee.kind === 'patch') {
      const answer = await updateFee.mutateAsync({ accountId, pricingModelId: fee.pricingModelId, data: fee.body });
      done.fee = answer.data;
    }

    await Promise.all([
      client.invalidateQueries({ queryKey: getListAdGroupsQueryKey(accountId).slice(0, 2) }),
      client.invalidateQueries({ queryKey: getGetAdGroupQueryKey(accountId, adGroup.adGroupId) }),
      client.invalidateQueries({ queryKey: getListAdGroupPricingModelsQueryKey(accountId, adGroup.adGroupId) }),
      ...(audienceId === undefined
        ? []
        : [client.invalidateQueries({ queryKey: getGetAudienceQueryKey(accountId, audienceId) })]),
    ]);
    const saved = { adGroupId: adGroup.adGroupId, name: adGroup.name, created: loaded === undefined };
    progress.current = {};
    keys.current = newStepKeys();
    return saved;
  };

  /** The steps a failed save left done and to do (a new ad group only; an edit shows the error alone). */
  const partial = (): { done: SaveStep[]; left: SaveStep[] } | undefined => {
    if (context.loaded !== undefined) return undefined;
    const done = progress.current;
    const steps: [SaveStep, boolean][] = [
      ['segment', done.segment !== undefined],
      ['audience', done.audience !== undefined],
      ['criteria', done.criteria !== undefined],
      ['adGroup', done.adGroup !== undefined],
      ['fee', done.fee !== undefined],
    ];
    const finished = steps.filter(([, ok]) => ok).map(([name]) => name);
    if (finished.length === 0) return undefined;
    // The segment step is first: when a later step is done, it was done or not needed.
    const left = steps.filter(([name, ok]) => !ok && name !== 'segment').map(([name]) => name);
    return { done: finished, left };
  };

  return { save, partial };
}
