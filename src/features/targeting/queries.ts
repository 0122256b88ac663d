/**
 * Every read and save of the ad group form around the generated hooks: the lookups (institutions,
 * locations, purchase categories, custom audience files, NS-79 … NS-83), the ad group with its
 * audience, segmentation type, criteria and fee, the custom audience upload, and the save in the
 * creation order of part 2 §4 (ADG-005) with one idempotency key per step.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readPastCache } from '@/api/query-client';
import { idRead } from '@/api/id-read';
import { etagOf, type Versioned } from '@/components/forms/concurrency';
import { sendCreate } from '@/components/forms/idempotency-key';
import { createStepSave } from '@/components/forms/step-save';
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
  getAdGroup,
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
            version: etagOf(group.data),
          } satisfies LoadedAdGroup),
  };
}

/**
 * Reads the ad group record again past every cache (a save met a 412, NS-92): the loaded ad group
 * with the fresh record and version. Its audience, criteria and fee are their own records without
 * versions (NS-89), kept as loaded.
 */
export function useReloadAdGroup(accountId: number) {
  const client = useQueryClient();
  return async (loaded: LoadedAdGroup): Promise<LoadedAdGroup> => {
    const { adGroupId } = loaded.adGroup;
    const answer = await readPastCache(client, {
      queryKey: getGetAdGroupQueryKey(accountId, adGroupId),
      queryFn: ({ signal }) => getAdGroup(accountId, adGroupId, { signal }),
    });
    return { ...loaded, adGroup: answer.data, version: etagOf(answer) };
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

/** What the steps of the creation order have stored so far (kept across a failed save, step-save.ts). */
interface Progress {
  segment?: { id: number; text: string };
  audience?: { id: number; text: string };
  criteria?: { id: number; text: string };
  adGroup?: AdGroup;
  fee?: AdGroupPricingModel;
}

const SAVE_STEPS: readonly SaveStep[] = ['segment', 'audience', 'criteria', 'adGroup', 'fee'];

const text = (body: unknown) => JSON.stringify(body);

/**
 * ADG-005: the save of the ad group form in the creation order segmentation type → audience →
 * targeting criteria → ad group → fee, run by the step runner (its part-way rule in step-save.ts).
 * An edit patches the audience, the ad group and the fee, and posts new criteria only when they
 * changed and may change (ADG-017, ADG-018); locked targeting sends neither of the first three.
 */
export function useAdGroupSave(context: AdGroupSaveContext) {
  const client = useQueryClient();
  const [runner] = useState(() => createStepSave<SaveStep, Progress>(SAVE_STEPS, () => ({})));
  const createSegment = useCreatePredefinedSegmentType({ mutation: quiet });
  const createAudience = useCreateAudience({ mutation: quiet });
  const updateAudience = useUpdateAudience({ mutation: quiet });
  const createCriteria = useCreateTargetingCriteria({ mutation: quiet });
  const createAdGroup = useCreateAdGroup({ mutation: quiet });
  const updateAdGroup = useUpdateAdGroup({ mutation: quiet });
  const createFee = useCreatePricingModel({ mutation: quiet });
  const updateFee = useUpdatePricingModel({ mutation: quiet });

  const save = async (values: AdGroupFormValues, versioned: Versioned) => {
    const { accountId, loaded, country } = context;
    const done = runner.progress;
    const status = loaded?.adGroup.adGroupStatus;
    const locked = targetingLock(status, context.modifiableTargeting) !== undefined;
    const name = values.name.trim();
    let audienceId = done.audience?.id ?? loaded?.adGroup.audienceId;
    let criteriaId = done.criteria?.id ?? loaded?.adGroup.targetingCriteriaId;

    // The segmentation type (AllUsers and Custom use the default one, ADG-022): the stored one when
    // it is the same, the one an earlier attempt created, or a new one (undefined until created).
    const brandId = context.brandIds[0] ?? 0;
    const segmentBody = segmentPayload(values.audience.segment, {
      brandId,
      country,
      name: `${name} – ${values.audience.segment.kind}`,
    });
    const storedSegment = loaded?.segment;
    const sameSegment = (other: typeof storedSegment) =>
      other !== undefined &&
      text(segmentPayload(values.audience.segment, { brandId, country, name: '' })) ===
        text(segmentPayload(segmentOf(other, false), { brandId, country, name: '' }));
    let segmentationTypeId: number | undefined = !segmentBody
      ? DEFAULT_SEGMENTATION_ID
      : sameSegment(storedSegment)
        ? storedSegment?.segmentationTypeId
        : done.segment?.text === text(segmentBody)
          ? done.segment.id
          : undefined;
    const audienceBody = (typeId: number) => audiencePayload(values.audience, { name, segmentationTypeId: typeId });
    const audienceStored = () =>
      done.audience ? (JSON.parse(done.audience.text) as AudienceCreate) : loaded?.audience;
    const audiencePatchOf = (typeId: number) => {
      const stored = audienceStored();
      return stored ? audiencePatch(stored, audienceBody(typeId)) : audienceBody(typeId);
    };
    const definitionOf = (typeId: number) =>
      criteriaDefinition(values.audience, values.criteria, { country, segmentationTypeId: typeId });
    const criteriaStored = (): CriteriaDefinition | undefined =>
      done.criteria ? (JSON.parse(done.criteria.text) as CriteriaDefinition) : loaded?.criteria?.criteriaDefinition;
    const postCriteria = (typeId: number) =>
      criteriaId === undefined ||
      shouldPostCriteria({
        status,
        modifiableFlag: context.modifiableTargeting,
        stored: criteriaStored(),
        next: definitionOf(typeId),
      });
    const feeOf = (adGroupId: number) =>
      feeSave(values.fee, { adGroupId, currency: context.currency, existing: done.fee ?? loaded?.fee });
    const savedAdGroup = (): AdGroup => {
      if (done.adGroup === undefined) throw new Error('The ad group step runs before the fee');
      return done.adGroup;
    };

    await runner.run([
      {
        name: 'segment',
        needed: () => !locked && segmentationTypeId === undefined,
        run: async (keys) => {
          if (locked || segmentationTypeId !== undefined || !segmentBody) return false;
          const answer = await sendCreate(keys, segmentBody, (headers) =>
            createSegment.mutateAsync({ data: segmentBody, headers }),
          );
          segmentationTypeId = answer.data.segmentationTypeId;
          done.segment = { id: segmentationTypeId, text: text(segmentBody) };
          return true;
        },
      },
      {
        // Created once, patched afterwards.
        name: 'audience',
        needed: () =>
          !locked &&
          (audienceId === undefined ||
            segmentationTypeId === undefined ||
            Object.keys(audiencePatchOf(segmentationTypeId)).length > 0),
        run: async (keys) => {
          if (locked || segmentationTypeId === undefined) return false;
          const body = audienceBody(segmentationTypeId);
          if (audienceId === undefined) {
            const answer = await sendCreate(keys, body, (headers) =>
              createAudience.mutateAsync({ accountId, data: body, headers }),
            );
            audienceId = answer.data.audienceId;
            done.audience = { id: audienceId, text: text(body) };
            return true;
          }
          const patch = audiencePatchOf(segmentationTypeId);
          const changed = Object.keys(patch).length > 0;
          if (changed) await updateAudience.mutateAsync({ accountId, audienceId, data: patch });
          done.audience = { id: audienceId, text: text(body) };
          return changed;
        },
      },
      {
        // Never patched; new criteria only when they changed (ADG-018).
        name: 'criteria',
        needed: () => !locked && (segmentationTypeId === undefined || postCriteria(segmentationTypeId)),
        run: async (keys) => {
          if (locked || segmentationTypeId === undefined || !postCriteria(segmentationTypeId)) return false;
          const definition = definitionOf(segmentationTypeId);
          const body = { criteriaDefinition: definition };
          const answer = await sendCreate(keys, body, (headers) =>
            createCriteria.mutateAsync({ accountId, data: body, headers }),
          );
          criteriaId = answer.data.targetingCriteriaId;
          done.criteria = { id: criteriaId, text: text(definition) };
          return true;
        },
      },
      {
        name: 'adGroup',
        run: async (keys) => {
          const fields = adGroupPayload(values);
          const adGroup = done.adGroup ?? loaded?.adGroup;
          if (adGroup === undefined) {
            const body = { ...fields, campaignId: context.campaignId, audienceId, targetingCriteriaId: criteriaId };
            const answer = await sendCreate(keys, body, (headers) =>
              createAdGroup.mutateAsync({ accountId, data: body, headers }),
            );
            done.adGroup = answer.data;
            return true;
          }
          const patch: AdGroupPatch = { ...fields };
          if (audienceId !== undefined && audienceId !== adGroup.audienceId) patch.audienceId = audienceId;
          if (criteriaId !== undefined && criteriaId !== adGroup.targetingCriteriaId)
            patch.targetingCriteriaId = criteriaId;
          done.adGroup = versioned.track(
            await updateAdGroup.mutateAsync({
              accountId,
              adGroupId: adGroup.adGroupId,
              data: patch,
              headers: versioned.headers(),
            }),
          ).data;
          return true;
        },
      },
      {
        // ADG-038: POST a new fee, PATCH an existing one.
        name: 'fee',
        needed: () => {
          const adGroupId = done.adGroup?.adGroupId ?? loaded?.adGroup.adGroupId;
          return adGroupId === undefined ? values.fee.type !== 'none' : feeOf(adGroupId).kind !== 'none';
        },
        run: async (keys) => {
          const fee = feeOf(savedAdGroup().adGroupId);
          if (fee.kind === 'create') {
            const answer = await sendCreate(keys, fee.body, (headers) =>
              createFee.mutateAsync({ accountId, data: fee.body, headers }),
            );
            done.fee = answer.data;
          } else if (fee.kind === 'patch') {
            const answer = await updateFee.mutateAsync({
              accountId,
              pricingModelId: fee.pricingModelId,
              data: fee.body,
            });
            done.fee = answer.data;
          }
          return fee.kind !== 'none';
        },
      },
    ]);

    const adGroup = savedAdGroup();
    await Promise.all([
      client.invalidateQueries({ queryKey: getListAdGroupsQueryKey(accountId).slice(0, 2) }),
      client.invalidateQueries({ queryKey: getGetAdGroupQueryKey(accountId, adGroup.adGroupId) }),
      client.invalidateQueries({ queryKey: getListAdGroupPricingModelsQueryKey(accountId, adGroup.adGroupId) }),
      ...(audienceId === undefined
        ? []
        : [client.invalidateQueries({ queryKey: getGetAudienceQueryKey(accountId, audienceId) })]),
    ]);
    return { adGroupId: adGroup.adGroupId, name: adGroup.name, created: loaded === undefined };
  };

  /** The steps a failed save left done and to do (step-save.ts); undefined when nothing was sent. */
  return { save, partial: () => runner.partial() };
}
