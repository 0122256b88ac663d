/**
 * Targeting criteria of an ad group (part 2 §3 Targeting criteria, §4; part 3 §3): what the form
 * holds beside the audience (share of wallet, merchant segments, segment brands, disableShopAt),
 * the criteria definition built from both, and when a non-draft ad group's targeting may change
 * and must be re-posted (NS-42, ADG-017, ADG-018).
 */
import type { CriteriaDefinition, TargetingCriteria } from '@generated/ad-targeting/model';
import type { EntityStatus } from '@generated/campaign-build/model';
import type { MessageKey } from '@/i18n';
import { purchaseBehaviorOf, type AudienceValues } from './audience-rules';

/** NS-42: the statuses in which a non-draft ad group's targeting may change (with the flag on). */
export const MODIFIABLE_TARGETING_STATUSES: readonly EntityStatus[] = ['InReview', 'Scheduled'];

/** Share of wallet as the form holds it. */
export interface ShareOfWalletValues {
  enabled: boolean;
  lookbackInMonths: number | null;
  minimumTrips: number | null;
  maximumTrips: number | null;
  excludeSelf: boolean;
  merchantSegmentIds: number[];
}

/** The targeting criteria part of the form (the audience part supplies locations, files and behaviour). */
export interface CriteriaValues {
  brandIds: number[];
  disableShopAt: boolean;
  targetedMerchantSegmentIds: number[];
  shareOfWallet: ShareOfWalletValues;
}

export function emptyCriteria(brandIds: number[] = []): CriteriaValues {
  return {
    brandIds,
    disableShopAt: false,
    targetedMerchantSegmentIds: [],
    shareOfWallet: {
      enabled: false,
      lookbackInMonths: null,
      minimumTrips: null,
      maximumTrips: null,
      excludeSelf: false,
      merchantSegmentIds: [],
    },
  };
}

/** The form's criteria of stored ones (undefined: new, with the given brands). */
export function criteriaValuesOf(criteria: TargetingCriteria | undefined, brandIds: number[]): CriteriaValues {
  if (!criteria) return emptyCriteria(brandIds);
  const definition = criteria.criteriaDefinition;
  const sow = definition.shareOfWallet;
  return {
    brandIds: [...(definition.segment?.brandIds ?? brandIds)],
    disableShopAt: definition.disableShopAt ?? false,
    targetedMerchantSegmentIds: [...(definition.targetedMerchantSegmentIds ?? [])],
    shareOfWallet: sow
      ? {
          enabled: true,
          lookbackInMonths: sow.lookbackInMonths ?? null,
          minimumTrips: sow.minimumTrips ?? null,
          maximumTrips: sow.maximumTrips ?? null,
          excludeSelf: sow.excludeSelf ?? false,
          merchantSegmentIds: [...(sow.merchantSegments?.includedSegments ?? [])],
        }
      : emptyCriteria().shareOfWallet,
  };
}

/**
 * ADG-016: the criteria definition of an ad group: country, custom audience files and customer
 * locations of the audience, its purchase behaviour and categories, the segment with its brands,
 * share of wallet (null when off), disableShopAt and the targeted merchant segments.
 */
export function criteriaDefinition(
  audience: AudienceValues,
  criteria: CriteriaValues,
  { country, segmentationTypeId }: { country: 'US' | 'GB'; segmentationTypeId: number },
): CriteriaDefinition {
  const behavior = purchaseBehaviorOf(audience);
  const sow = criteria.shareOfWallet;
  return {
    countryCode: country,
    customAudienceFiles: {
      include: audience.customInclude.map((file) => file.customAudienceId),
      exclude: audience.customExclude.map((file) => file.customAudienceId),
    },
    customerLocations: {
      include: audience.locationsInclude.map((location) => location.compositeId),
      exclude: audience.locationsExclude.map((location) => location.compositeId),
    },
    disableShopAt: criteria.disableShopAt,
    purchaseBehavior: behavior,
    purchaseCategories: behavior.purchaseCategories ?? { include: [], exclude: [] },
    segment: { audienceSegmentationId: segmentationTypeId, brandIds: [...criteria.brandIds] },
    shareOfWallet: sow.enabled
      ? {
          excludeSelf: sow.excludeSelf,
          lookbackInMonths: sow.lookbackInMonths ?? 1,
          minimumTrips: sow.minimumTrips ?? 0,
          ...(sow.maximumTrips === null ? {} : { maximumTrips: sow.maximumTrips }),
          merchantSegments: { includedSegments: [...sow.merchantSegmentIds] },
        }
      : null,
    targetedMerchantSegmentIds: [...criteria.targetedMerchantSegmentIds],
  };
}

/** The fields of a definition that describe the targeting (what the server adds is left out). */
function comparable(definition: CriteriaDefinition): unknown {
  const { fullSupport: _full, isLegacySow: _legacy, projection: _projection, ...rest } = definition;
  return JSON.parse(
    JSON.stringify(rest, (_key, value: unknown) => (value === undefined ? undefined : value)),
  ) as unknown;
}

/** Whether two definitions target the same (key order and server-only flags aside). */
export function sameCriteria(a: CriteriaDefinition, b: CriteriaDefinition): boolean {
  return stableText(comparable(a)) === stableText(comparable(b));
}

function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => `${key}:${stableText(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Why the targeting of an ad group cannot change, or undefined when it can (ADG-017, NS-42). */
export type TargetingLock = 'nonDraft' | 'status';

/**
 * ADG-017: a Draft (or new) ad group's targeting can change; a non-draft one only with the
 * modifiable-targeting flag on and its status in the allowed set (NS-42).
 */
export function targetingLock(status: EntityStatus | undefined, modifiableFlag: boolean): TargetingLock | undefined {
  if (status === undefined || status === 'Draft') return undefined;
  if (!modifiableFlag) return 'nonDraft';
  return MODIFIABLE_TARGETING_STATUSES.includes(status) ? undefined : 'status';
}

export const TARGETING_LOCK_MESSAGE: Record<TargetingLock, MessageKey> = {
  nonDraft: 'adsmanager.TARGETING_LOCKED_NON_DRAFT',
  status: 'adsmanager.TARGETING_LOCKED_STATUS',
};

/**
 * ADG-018: new criteria are posted for a new ad group, and for an existing one only when its
 * targeting may change and the definition changed (criteria are never patched).
 */
export function shouldPostCriteria({
  status,
  modifiableFlag,
  stored,
  next,
}: {
  status: EntityStatus | undefined;
  modifiableFlag: boolean;
  stored: CriteriaDefinition | undefined;
  next: CriteriaDefinition;
}): boolean {
  if (stored === undefined) return true;
  if (targetingLock(status, modifiableFlag) !== undefined) return false;
  return !sameCriteria(stored, next);
}
