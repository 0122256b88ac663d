/**
 * The audience of an ad group (part 2 §3 Audience; part 3 §3, §5, §9): the base segment with its
 * rules by type, custom audiences, locations, purchase behaviour, and what each becomes in the
 * segment, audience and criteria payloads. Pure; the form's state and checks are built on it.
 */
import type { BaseSegmentType, PredefinedSegmentCreate, PredefinedSegmentType } from '@generated/ad-targeting/model';
import type {
  Audience,
  AudienceCreate,
  AudiencePatch,
  CustomAudience,
  Location,
  PurchaseBehavior,
} from '@generated/campaign-build/model';
import { translate, type MessageKey } from '@/i18n';
import { amountProblemMessage } from '@/lib/form-rules';
import { amountProblem, COUNT_AMOUNT, moneyAmount, type AmountKind, type Currency } from '@/lib/money';

/** What the audience picker offers: the base segment types and a custom (file) audience. */
export type AudienceKind = BaseSegmentType | 'Custom';

/** ADG-021 (part 3 §9): the order audiences are listed in. */
export const AUDIENCE_ORDER: Readonly<Record<AudienceKind, number>> = {
  New: 1,
  Lapsed: 2,
  Infrequent: 3,
  Frequent: 4,
  Existing: 5,
  AllUsers: 6,
  Custom: 7,
};

/** The audience kinds in the order of part 3 §9. */
export const AUDIENCE_KINDS: readonly AudienceKind[] = (Object.keys(AUDIENCE_ORDER) as AudienceKind[]).sort(
  (a, b) => AUDIENCE_ORDER[a] - AUDIENCE_ORDER[b],
);

/** ADG-022: the default audience segmentation (every cardholder); AllUsers and Custom use it. */
export const DEFAULT_SEGMENTATION_ID = 1;

/** ADG-030: what an empty window or trip count becomes on submit. */
export const SEGMENT_DEFAULTS = { windowMonths: 1, trips: 0 } as const;

/** ADG-031: the exclusion of New, Existing and Lapsed segments counts anyone with at least this many trips. */
export const EXCLUSION_MIN_TRIPS = 1;

/** Part 2 §5 "Plus segment min and max spend": 0.1 to 99999. */
export const SEGMENT_SPEND_LIMITS = { min: 0.1, max: 99_999 } as const;

/** Which segment fields a kind shows, and which of them it needs (part 3 §5). */
export interface SegmentFields {
  lookback: boolean;
  minTrips: 'required' | false;
  maxTrips: 'required' | 'optional' | false;
  excludeWindow: boolean;
  spendRange: boolean;
}

/** ADG-023 … ADG-027: the fields of each kind. */
export const SEGMENT_FIELDS: Readonly<Record<AudienceKind, SegmentFields>> = {
  New: { lookback: true, minTrips: false, maxTrips: false, excludeWindow: false, spendRange: false },
  Existing: { lookback: true, minTrips: false, maxTrips: false, excludeWindow: false, spendRange: true },
  Frequent: { lookback: true, minTrips: 'required', maxTrips: 'optional', excludeWindow: false, spendRange: false },
  Infrequent: { lookback: true, minTrips: 'required', maxTrips: 'required', excludeWindow: false, spendRange: false },
  Lapsed: { lookback: true, minTrips: 'required', maxTrips: false, excludeWindow: true, spendRange: false },
  AllUsers: { lookback: false, minTrips: false, maxTrips: false, excludeWindow: false, spendRange: false },
  Custom: { lookback: false, minTrips: false, maxTrips: false, excludeWindow: false, spendRange: false },
};

/** The base segment as the form holds it: numbers, or null for an empty box. */
export interface SegmentValues {
  kind: AudienceKind;
  lookbackWindowMonths: number | null;
  excludeWindowMonths: number | null;
  minTrips: number | null;
  maxTrips: number | null;
  spendRange: boolean;
  minSpend: number | null;
  maxSpend: number | null;
}

export type PurchaseBehaviorChoice = 'DETERMINED' | 'BY_CATEGORY' | 'EXPANDED';

/**
 * NS-84: `{product}_DETERMINED` — the purchases that qualify are decided by the offer's product
 * (the brand's own merchants, e.g. FUEL_DETERMINED for a fuel brand); new audiences send
 * BRAND_DETERMINED, a loaded audience keeps the product it has.
 */
export const DEFAULT_DETERMINED_BEHAVIOR = 'BRAND_DETERMINED';

export const isDeterminedBehavior = (type: string) => /^[A-Z][A-Z0-9_]*_DETERMINED$/.test(type);

/** The audience part of the form. */
export interface AudienceValues {
  segment: SegmentValues;
  customInclude: CustomAudience[];
  customExclude: CustomAudience[];
  locationsInclude: Location[];
  locationsExclude: Location[];
  behavior: PurchaseBehaviorChoice;
  /** The `{PRODUCT}_DETERMINED` value sent when `behavior` is DETERMINED (NS-84). */
  determinedType: string;
  categoriesInclude: number[];
  categoriesExclude: number[];
}

export function emptySegment(kind: AudienceKind = 'AllUsers'): SegmentValues {
  return {
    kind,
    lookbackWindowMonths: null,
    excludeWindowMonths: null,
    minTrips: null,
    maxTrips: null,
    spendRange: false,
    minSpend: null,
    maxSpend: null,
  };
}

export function emptyAudience(): AudienceValues {
  return {
    segment: emptySegment(),
    customInclude: [],
    customExclude: [],
    locationsInclude: [],
    locationsExclude: [],
    behavior: 'DETERMINED',
    determinedType: DEFAULT_DETERMINED_BEHAVIOR,
    categoriesInclude: [],
    categoriesExclude: [],
  };
}

/** ADG-030: the segment as submitted: empty windows 1 month, empty trips 0. */
export function withSegmentDefaults(segment: SegmentValues): SegmentValues {
  const fields = SEGMENT_FIELDS[segment.kind];
  const window = (value: number | null, shown: boolean) => (shown ? (value ?? SEGMENT_DEFAULTS.windowMonths) : null);
  const trips = (value: number | null, shown: SegmentFields['minTrips'] | SegmentFields['maxTrips']) =>
    shown === false ? null : (value ?? (shown === 'optional' ? null : SEGMENT_DEFAULTS.trips));
  return {
    ...segment,
    lookbackWindowMonths: window(segment.lookbackWindowMonths, fields.lookback),
    excludeWindowMonths: window(segment.excludeWindowMonths, fields.excludeWindow),
    minTrips: trips(segment.minTrips, fields.minTrips),
    maxTrips: trips(segment.maxTrips, fields.maxTrips),
    spendRange: fields.spendRange && segment.spendRange,
    minSpend: fields.spendRange && segment.spendRange ? segment.minSpend : null,
    maxSpend: fields.spendRange && segment.spendRange ? segment.maxSpend : null,
  };
}

/** The number fields of a segment. */
export type SegmentNumber =
  'lookbackWindowMonths' | 'excludeWindowMonths' | 'minTrips' | 'maxTrips' | 'minSpend' | 'maxSpend';

/** Windows and trips are counts; the spend range is money in the segment's currency (2 decimals). */
export const segmentAmountKind = (field: SegmentNumber, currency: Currency): AmountKind =>
  field === 'minSpend' || field === 'maxSpend' ? moneyAmount(currency) : COUNT_AMOUNT;

/** The number fields a kind shows (the spend range only when switched on). */
function shownNumbers(segment: SegmentValues): SegmentNumber[] {
  const fields = SEGMENT_FIELDS[segment.kind];
  const shown: SegmentNumber[] = [];
  if (fields.lookback) shown.push('lookbackWindowMonths');
  if (fields.excludeWindow) shown.push('excludeWindowMonths');
  if (fields.minTrips !== false) shown.push('minTrips');
  if (fields.maxTrips !== false) shown.push('maxTrips');
  if (fields.spendRange && segment.spendRange) shown.push('minSpend', 'maxSpend');
  return shown;
}

/** A segment rule broken at a field: the message key, its values and the field. */
export interface SegmentIssue {
  field: keyof SegmentValues;
  key: MessageKey;
  values?: Readonly<Record<string, string | number>>;
}

/**
 * The shown number fields as typed (a whole number of months or trips, spend in the currency's
 * decimals, nothing negative), then ADG-028, ADG-029 (NS-59) and the spend range on the segment as
 * submitted (after the ADG-030 defaults): each issue names its field and carries the limit it broke.
 */
export function segmentIssues(input: SegmentValues, currency: Currency): SegmentIssue[] {
  const typedIssues = shownNumbers(input).flatMap((field): SegmentIssue[] => {
    const value = input[field];
    const kind = segmentAmountKind(field, currency);
    const problem = value === null ? undefined : amountProblem(value, kind);
    return problem ? [{ field, ...amountProblemMessage(problem, kind) }] : [];
  });
  if (typedIssues.length > 0) return typedIssues;
  const segment = withSegmentDefaults(input);
  const issues: SegmentIssue[] = [];
  const { kind, minTrips, maxTrips, lookbackWindowMonths, excludeWindowMonths } = segment;
  if ((kind === 'Frequent' || kind === 'Infrequent') && minTrips !== null && maxTrips !== null && minTrips > maxTrips) {
    issues.push({ field: 'minTrips', key: 'adsmanager.SEGMENT_MIN_TRIPS_ABOVE_MAX', values: { maxTrips } });
  }
  if (kind === 'Lapsed' && excludeWindowMonths !== null && lookbackWindowMonths !== null) {
    if (excludeWindowMonths >= lookbackWindowMonths) {
      issues.push({
        field: 'excludeWindowMonths',
        key: 'adsmanager.SEGMENT_LAPSED_WINDOW_TOO_LONG',
        values: { months: lookbackWindowMonths },
      });
    }
  }
  if (segment.spendRange) {
    const { min, max } = SEGMENT_SPEND_LIMITS;
    for (const field of ['minSpend', 'maxSpend'] as const) {
      const value = segment[field];
      if (value === null) issues.push({ field, key: 'adsmanager.SEGMENT_SPEND_REQUIRED' });
      else if (value < min || value > max) {
        issues.push({ field, key: 'adsmanager.SEGMENT_SPEND_RANGE', values: { min, max } });
      }
    }
    if (segment.minSpend !== null && segment.maxSpend !== null && segment.minSpend > segment.maxSpend) {
      issues.push({
        field: 'minSpend',
        key: 'adsmanager.SEGMENT_MIN_SPEND_ABOVE_MAX',
        values: { max: segment.maxSpend },
      });
    }
  }
  return issues;
}

/** Whether the kind needs a segmentation type of its own (AllUsers and Custom use the default, ADG-022). */
export const needsSegmentationType = (kind: AudienceKind): kind is Exclude<BaseSegmentType, 'AllUsers'> =>
  kind !== 'AllUsers' && kind !== 'Custom';

/** ADG-031: the types whose segment has an exclusion part (for Lapsed: the exclude window). */
const EXCLUSION_KINDS: readonly AudienceKind[] = ['New', 'Existing', 'Lapsed'];

/**
 * The body of the segmentation type (first step of the creation order) of a segment as submitted;
 * undefined for AllUsers and Custom. The exclusion of New, Existing and Lapsed counts 1 trip
 * (ADG-031: exclusionMinTrips); New and Existing, which take no trips of their own, also send it as
 * minTrips.
 */
export function segmentPayload(
  input: SegmentValues,
  { brandId, country, name }: { brandId: number; country: 'US' | 'GB'; name: string },
): PredefinedSegmentCreate | undefined {
  const segment = withSegmentDefaults(input);
  if (!needsSegmentationType(segment.kind)) return undefined;
  const exclusion = segment.kind === 'New' || segment.kind === 'Existing';
  return {
    brandId,
    isoCountryCode: country,
    baseType: segment.kind,
    name,
    lookbackWindowMonths: segment.lookbackWindowMonths ?? SEGMENT_DEFAULTS.windowMonths,
    minTrips: exclusion ? EXCLUSION_MIN_TRIPS : segment.minTrips,
    maxTrips: segment.maxTrips,
    minSpend: segment.minSpend,
    maxSpend: segment.maxSpend,
    excludeWindowMonths: segment.excludeWindowMonths,
    exclusionMinTrips: EXCLUSION_KINDS.includes(segment.kind) ? EXCLUSION_MIN_TRIPS : null,
  };
}

/** The form's segment of a stored predefined segment type (default segmentation: AllUsers). */
export function segmentOf(predefined: PredefinedSegmentType | undefined, custom: boolean): SegmentValues {
  if (!predefined) return emptySegment(custom ? 'Custom' : 'AllUsers');
  const exclusion = predefined.baseType === 'New' || predefined.baseType === 'Existing';
  return {
    kind: predefined.baseType,
    lookbackWindowMonths: predefined.lookbackWindowMonths,
    excludeWindowMonths: predefined.excludeWindowMonths,
    minTrips: exclusion ? null : predefined.minTrips,
    maxTrips: predefined.maxTrips,
    spendRange: predefined.minSpend !== null || predefined.maxSpend !== null,
    minSpend: predefined.minSpend,
    maxSpend: predefined.maxSpend,
  };
}

/** ADG-010: the purchase behaviour sent; BY_CATEGORY carries the categories. */
export function purchaseBehaviorOf(audience: AudienceValues): PurchaseBehavior {
  if (audience.behavior === 'BY_CATEGORY') {
    return {
      type: 'BY_CATEGORY',
      purchaseCategories: { include: [...audience.categoriesInclude], exclude: [...audience.categoriesExclude] },
    };
  }
  if (audience.behavior === 'EXPANDED') return { type: 'EXPANDED' };
  return {
    type: isDeterminedBehavior(audience.determinedType) ? audience.determinedType : DEFAULT_DETERMINED_BEHAVIOR,
  };
}

/** The form's purchase behaviour of a stored one (none stored: the {product}_DETERMINED default). */
export function behaviorOf(
  stored: PurchaseBehavior | undefined,
): Pick<AudienceValues, 'behavior' | 'determinedType' | 'categoriesInclude' | 'categoriesExclude'> {
  const type = stored?.type ?? DEFAULT_DETERMINED_BEHAVIOR;
  const categories = stored?.purchaseCategories ?? { include: [], exclude: [] };
  const behavior: PurchaseBehaviorChoice =
    type === 'BY_CATEGORY' ? 'BY_CATEGORY' : type === 'EXPANDED' ? 'EXPANDED' : 'DETERMINED';
  return {
    behavior,
    determinedType: behavior === 'DETERMINED' && isDeterminedBehavior(type) ? type : DEFAULT_DETERMINED_BEHAVIOR,
    categoriesInclude: behavior === 'BY_CATEGORY' ? [...categories.include] : [],
    categoriesExclude: behavior === 'BY_CATEGORY' ? [...categories.exclude] : [],
  };
}

/** The audience body (second step): segmentation, segments, behaviour, locations, custom audiences. */
export function audiencePayload(
  audience: AudienceValues,
  { name, segmentationTypeId }: { name: string; segmentationTypeId: number },
): AudienceCreate {
  const custom = (entry: CustomAudience) => ({ customAudienceId: entry.customAudienceId });
  return {
    name,
    audienceSegmentationTypeId: segmentationTypeId,
    selectedSegmentIds: [segmentationTypeId],
    purchaseBehavior: purchaseBehaviorOf(audience),
    locations: {
      include: audience.locationsInclude.map(plainLocation),
      exclude: audience.locationsExclude.map(plainLocation),
    },
    customAudiences: { include: audience.customInclude.map(custom), exclude: audience.customExclude.map(custom) },
  };
}

/** A location as the audience body takes it (the stored fields only). */
function plainLocation(location: Location): Location {
  const { compositeId, geoType, id, name } = location;
  const plain: Location = { compositeId, geoType, id, name };
  for (const key of [
    'description',
    'countryId',
    'abbreviation',
    'code',
    'dmaCode',
    'dmaRank',
    'alias',
    'localityCode',
  ] as const) {
    const value = location[key];
    if (value !== undefined) Object.assign(plain, { [key]: value });
  }
  return plain;
}

/** The form's audience of a stored audience and its segmentation type. */
export function audienceValuesOf(
  audience: Audience | undefined,
  predefined: PredefinedSegmentType | undefined,
): AudienceValues {
  if (!audience) return emptyAudience();
  const customInclude = audience.customAudiences?.include ?? [];
  return {
    segment: segmentOf(
      predefined,
      customInclude.length > 0 && audience.audienceSegmentationTypeId === DEFAULT_SEGMENTATION_ID,
    ),
    customInclude: [...customInclude],
    customExclude: [...(audience.customAudiences?.exclude ?? [])],
    locationsInclude: [...(audience.locations?.include ?? [])],
    locationsExclude: [...(audience.locations?.exclude ?? [])],
    ...behaviorOf(audience.purchaseBehavior),
  };
}

/** A rule of the audience broken at a field of the audience part (a path below it). */
export interface AudienceIssue {
  path: string[];
  key: MessageKey;
  values?: Readonly<Record<string, string | number>>;
}

/** The audience rules at their fields: the segment rules; Custom needs a file; BY_CATEGORY a category. */
export function audienceIssues(audience: AudienceValues, currency: Currency): AudienceIssue[] {
  const issues: AudienceIssue[] = segmentIssues(audience.segment, currency).map((issue) => ({
    path: ['segment', issue.field],
    key: issue.key,
    ...(issue.values ? { values: issue.values } : {}),
  }));
  if (audience.segment.kind === 'Custom' && audience.customInclude.length === 0) {
    issues.push({ path: ['customInclude'], key: 'adsmanager.AUDIENCE_CUSTOM_REQUIRED' });
  }
  if (audience.behavior === 'BY_CATEGORY' && audience.categoriesInclude.length === 0) {
    issues.push({ path: ['categoriesInclude'], key: 'adsmanager.AUDIENCE_CATEGORIES_REQUIRED' });
  }
  return issues;
}

/** What of an audience body describes who it reaches (locations and files by id; server fields left out). */
function audienceFacts(audience: AudienceCreate | Audience) {
  const behavior = audience.purchaseBehavior ?? { type: DEFAULT_DETERMINED_BEHAVIOR };
  return {
    name: audience.name,
    audienceSegmentationTypeId: audience.audienceSegmentationTypeId ?? DEFAULT_SEGMENTATION_ID,
    purchaseBehavior: JSON.stringify({
      type: behavior.type,
      include: behavior.purchaseCategories?.include ?? [],
      exclude: behavior.purchaseCategories?.exclude ?? [],
    }),
    locations: JSON.stringify([
      (audience.locations?.include ?? []).map((location) => location.compositeId),
      (audience.locations?.exclude ?? []).map((location) => location.compositeId),
    ]),
    customAudiences: JSON.stringify([
      (audience.customAudiences?.include ?? []).map((file) => file.customAudienceId),
      (audience.customAudiences?.exclude ?? []).map((file) => file.customAudienceId),
    ]),
  };
}

/**
 * The PATCH of a stored audience: only what changed (a targeting field changed on an audience of a
 * non-draft ad group is refused, NS-42, so an unchanged one is never sent); the selected segments
 * only with a new segmentation type.
 */
export function audiencePatch(stored: Audience | AudienceCreate, next: AudienceCreate): AudiencePatch {
  const before = audienceFacts(stored);
  const after = audienceFacts(next);
  const patch: AudiencePatch = {};
  if (before.name !== after.name) patch.name = next.name;
  if (before.audienceSegmentationTypeId !== after.audienceSegmentationTypeId) {
    patch.audienceSegmentationTypeId = next.audienceSegmentationTypeId;
    patch.selectedSegmentIds = next.selectedSegmentIds;
  }
  if (before.purchaseBehavior !== after.purchaseBehavior) patch.purchaseBehavior = next.purchaseBehavior;
  if (before.locations !== after.locations) patch.locations = next.locations;
  if (before.customAudiences !== after.customAudiences) patch.customAudiences = next.customAudiences;
  return patch;
}

/** Who the audience reaches, in one sentence (the form's summary, the campaign review's ad groups). */
export function audienceSentence(audience: AudienceValues): string {
  const segment = withSegmentDefaults(audience.segment);
  const kind: AudienceKind = segment.kind;
  const parts = [translate(`adsmanager.AUDIENCE_KIND_${kind}`)];
  if (segment.minTrips !== null && segment.maxTrips !== null) {
    parts.push(translate('adsmanager.AUDIENCE_SUMMARY_TRIPS', { min: segment.minTrips, max: segment.maxTrips }));
  } else if (segment.minTrips !== null && kind !== 'Lapsed') {
    parts.push(translate('adsmanager.AUDIENCE_SUMMARY_MIN_TRIPS', { min: segment.minTrips }));
  }
  if (segment.lookbackWindowMonths !== null) {
    parts.push(translate('adsmanager.AUDIENCE_SUMMARY_WINDOW', { months: segment.lookbackWindowMonths }));
  }
  // Only what is there: "in 2 locations", "excluding 1 location", never "excluding 0".
  if (audience.locationsInclude.length > 0) {
    parts.push(translate('adsmanager.AUDIENCE_SUMMARY_LOCATIONS', { count: audience.locationsInclude.length }));
  }
  if (audience.locationsExclude.length > 0) {
    parts.push(translate('adsmanager.AUDIENCE_SUMMARY_EXCLUDED', { count: audience.locationsExclude.length }));
  }
  if (audience.customInclude.length > 0) {
    parts.push(translate('adsmanager.AUDIENCE_SUMMARY_FILES', { count: audience.customInclude.length }));
  }
  return parts.join(', ');
}
