/**
 * Pure rules of the projection screens (part 3 §3 Projection, §4, §5; NS-70, NS-71): the request
 * form and the request it sends, the prefill from an opportunity, the status names, where a
 * server's 400 shows, and how often a pending run is read again.
 */
import type { FieldPath } from 'react-hook-form';
import * as z from 'zod';
import { ApiError, TRANSPORT_CODES } from '@/api/api-error';
import type { Opportunity } from '@/features/opportunities';
import { translate, type MessageKey } from '@/i18n';
import { moneyLimit } from '@/lib/countries';
import { isIsoDate } from '@/lib/dates';
import { amount, enumField, numberBox, optionalText, requiredText } from '@/lib/form-rules';
import { parseIntegerId } from '@/lib/ids';
import { isKpiGoalWithin, KPI_GOAL_RULES, KPI_METRICS, type KpiMetric } from '@/lib/kpi-goals';
import type { Currency } from '@/lib/money';
import type {
  MerchantIdsByBrand,
  ProjectionPricingModel,
  ProjectionRequest,
  ProjectionRunStatus,
  ProjectionStatus,
} from '@generated/ads-manager/model';

// ----- Statuses ------------------------------------------------------------------------------

/** PROJ-002: the projection statuses' names (their colours: the kit's StatusBadge). */
export const PROJECTION_STATUS_LABEL: Readonly<Record<ProjectionStatus, MessageKey>> = {
  Success: 'adsmanager.PROJECTION_STATUS_SUCCESS',
  Pending: 'adsmanager.PROJECTION_STATUS_PENDING',
  'Data Insufficient': 'adsmanager.PROJECTION_STATUS_DATA_INSUFFICIENT',
};

/** PROJ-003: the run statuses' names (their colours: the kit's StatusBadge). */
export const RUN_STATUS_LABEL: Readonly<Record<ProjectionRunStatus, MessageKey>> = {
  pending: 'adsmanager.PROJECTION_RUN_PENDING',
  finished: 'adsmanager.PROJECTION_RUN_FINISHED',
  awaiting_pricing_update: 'adsmanager.PROJECTION_RUN_AWAITING_PRICING_UPDATE',
  cancelled: 'adsmanager.PROJECTION_RUN_CANCELLED',
};

// ----- Polling a pending run -----------------------------------------------------------------

/** How soon a pending run is read again at first. */
export const RUN_POLL_MS = 2000;
/** The longest wait between two reads of a run that keeps answering pending. */
export const RUN_POLL_MAX_MS = 30_000;
/** The longest wait after reads that failed. */
export const RUN_POLL_FAILED_MAX_MS = 60_000;

/**
 * When to read a run again (ms): while it answers pending, 2 s growing by a tenth per read up to
 * 30 s; after `failures` reads in a row failed, 2 s doubled per failure up to 60 s. Never sooner
 * than 2 s, so a failing server meets no storm of requests.
 */
export function runPollDelay({ polls, failures }: { polls: number; failures: number }): number {
  if (failures > 0) return Math.min(RUN_POLL_MS * 2 ** failures, RUN_POLL_FAILED_MAX_MS);
  return Math.min(Math.round(RUN_POLL_MS * 1.1 ** polls), RUN_POLL_MAX_MS);
}

/**
 * A failed read of a run that is worth repeating: no answer, an unreadable answer, 429 or a server
 * error. A 401, 403 or 404 will not change by asking again.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500 || error.code === TRANSPORT_CODES.malformed;
}

/** The wait after `failures` failed reads in a row (runPollDelay), or a 429's Retry-After when longer. */
export function failedPollDelay(failures: number, error: unknown): number {
  const backOff = runPollDelay({ polls: 0, failures });
  const retryAfter = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(backOff, retryAfter);
}

// ----- The request form ----------------------------------------------------------------------

/** PROJ-006: the pricing models a projection can use. */
export const PROJECTION_PRICING_MODELS = [
  'CPR',
  'CPS',
  'CPST',
  'CPT',
] as const satisfies readonly ProjectionPricingModel[];

export const isProjectionPricingModel = (value: string): value is ProjectionPricingModel =>
  (PROJECTION_PRICING_MODELS as readonly string[]).includes(value);

/** Longest name and notes the form accepts. */
export const PROJECTION_NAME_MAX_LENGTH = 200;
export const PROJECTION_NOTES_MAX_LENGTH = 2000;
const IO_NUMBER_MAX_LENGTH = 50;

export interface MerchantRow {
  brandId: string;
  targeted: string;
  redeeming: string;
}

export interface SegmentRow {
  name: string;
  minSpend: number | null;
  maxSpend: number | null;
}

/** What the form holds: id lists as the text typed ("101, 102"), numbers as typed. */
export interface ProjectionFormInput {
  name: string;
  ioNumber: string;
  brandIds: string;
  kpiMetric: KpiMetric;
  kpiGoal: number | null;
  pricingModel: ProjectionPricingModel | '';
  campaignStartDate: string;
  campaignDuration: string;
  campaignCount: string;
  budget: number | null;
  pricingReviewNotes: string;
  fiIds: string;
  merchants: MerchantRow[];
  minSpend: number | null;
  redemptionStartDate: string;
  redemptionDaysToExtend: string;
  customPlusSegments: SegmentRow[];
  geoInclude: string;
  geoExclude: string;
}

export const EMPTY_PROJECTION_FORM: ProjectionFormInput = {
  name: '',
  ioNumber: '',
  brandIds: '',
  kpiMetric: 'ROAS',
  kpiGoal: null,
  pricingModel: '',
  campaignStartDate: '',
  campaignDuration: '',
  campaignCount: '1',
  budget: null,
  pricingReviewNotes: '',
  fiIds: '',
  merchants: [],
  minSpend: null,
  redemptionStartDate: '',
  redemptionDaysToExtend: '',
  customPlusSegments: [],
  geoInclude: '',
  geoExclude: '',
};

const required = () => translate('adsmanager.FIELD_REQUIRED');
const SEPARATORS = /[\s,;]+/;

/** The entries of a typed list ("101, 102 103"), without blanks. */
export const listEntries = (text: string): string[] => text.split(SEPARATORS).filter((entry) => entry !== '');

/** A list of ids typed as text: whole numbers, each once (repeats are dropped). */
function idList({ atLeastOne }: { atLeastOne: boolean }) {
  return z.string().transform((text, context) => {
    const entries = listEntries(text);
    if (entries.length === 0) {
      if (atLeastOne) context.issues.push({ code: 'custom', input: text, message: required() });
      return [];
    }
    const wrong = entries.find((entry) => parseIntegerId(entry) === undefined);
    if (wrong !== undefined) {
      context.issues.push({
        code: 'custom',
        input: text,
        message: translate('adsmanager.PROJECTION_IDS_INVALID', { entry: wrong }),
      });
      return z.NEVER;
    }
    return [...new Set(entries.map(Number))];
  });
}

/** part 3 §3: a location as geo type and id joined by a pipe (the spec's GeoId). */
export const GEO_ID = /^(COUNTRY|DMA|REGION|LOCALITY|POSTAL_CODE)\|[A-Za-z0-9-]+$/;

function geoList() {
  return z.string().transform((text, context) => {
    const entries = [...new Set(listEntries(text).map((entry) => entry.toUpperCase()))];
    const wrong = entries.find((entry) => !GEO_ID.test(entry));
    if (wrong === undefined) return entries;
    context.issues.push({
      code: 'custom',
      input: text,
      message: translate('adsmanager.PROJECTION_GEO_INVALID', { entry: wrong }),
    });
    return z.NEVER;
  });
}

/** A whole number ≥ `min` typed as text; empty is 'required'. */
function wholeNumber(min: number) {
  return z.string().transform((text, context) => {
    const trimmed = text.trim();
    const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (trimmed === '') context.issues.push({ code: 'custom', input: text, message: required() });
    else if (!Number.isSafeInteger(value))
      context.issues.push({ code: 'custom', input: text, message: translate('adsmanager.FIELD_INTEGER_ONLY') });
    else if (value < min)
      context.issues.push({ code: 'custom', input: text, message: translate('adsmanager.FIELD_MIN_VALUE', { min }) });
    else return value;
    return z.NEVER;
  });
}

const plainDate = () =>
  z
    .string()
    .refine((value) => value !== '', { error: required, abort: true })
    .refine(isIsoDate, { error: () => translate('adsmanager.PROJECTION_DATE_INVALID') });

const optionalMoney = (currency: Currency, field: 'campaignBudget' | 'minimumSpend') =>
  amount({ ...moneyLimit(field, currency), decimals: 2 }).nullable();

/** The form schema in the account's currency: the field rules of part 2 §5 and part 3 §5. */
export function projectionFormSchema(currency: Currency) {
  // Typed as null while empty: 'field required' (amount's message for null).
  const segmentSpend = numberBox()
    .nullable()
    .pipe(amount({ ...moneyLimit('plusSegmentSpend', currency), decimals: 2 }));
  const fields = z.object({
    name: requiredText({ max: PROJECTION_NAME_MAX_LENGTH }),
    ioNumber: optionalText({ max: IO_NUMBER_MAX_LENGTH }),
    brandIds: idList({ atLeastOne: true }),
    kpiMetric: enumField(KPI_METRICS),
    kpiGoal: numberBox().nullable(),
    pricingModel: z.enum(['', ...PROJECTION_PRICING_MODELS]).transform((value, context) => {
      if (value !== '') return value;
      context.issues.push({ code: 'custom', input: value, message: required() });
      return z.NEVER;
    }),
    campaignStartDate: plainDate(),
    campaignDuration: wholeNumber(1),
    campaignCount: wholeNumber(1),
    budget: optionalMoney(currency, 'campaignBudget'),
    pricingReviewNotes: optionalText({ max: PROJECTION_NOTES_MAX_LENGTH }),
    fiIds: idList({ atLeastOne: false }),
    merchants: z.array(
      z.object({
        brandId: z.string().transform((text, context) => {
          const id = parseIntegerId(text);
          if (id !== undefined) return id;
          context.issues.push({ code: 'custom', input: text, message: required() });
          return z.NEVER;
        }),
        targeted: idList({ atLeastOne: false }),
        redeeming: idList({ atLeastOne: false }),
      }),
    ),
    minSpend: optionalMoney(currency, 'minimumSpend'),
    redemptionStartDate: z.string(),
    redemptionDaysToExtend: z.string(),
    customPlusSegments: z.array(
      z.object({ name: requiredText({ max: 100 }), minSpend: segmentSpend, maxSpend: segmentSpend }),
    ),
    geoInclude: geoList(),
    geoExclude: geoList(),
  });
  // Cross-field rules read the raw values beside the field schemas, so their messages show even
  // while another field is wrong (as the campaign form does).
  const crossField = z
    .unknown()
    .check(
      z.superRefine((raw, issues) => {
        if (typeof raw !== 'object' || raw === null) return;
        for (const { path, message } of projectionRuleIssues(raw, currency)) {
          // Not continuable: with a cross-field issue the parse ends without merging the two sides
          // (the raw input beside the fields' transformed values cannot be merged).
          issues.addIssue({ code: 'custom', path, message, continue: false });
        }
      }),
    )
    .transform(() => ({}));
  return z.intersection(fields, crossField);
}

export type ProjectionFormOutput = z.output<ReturnType<typeof projectionFormSchema>>;

type IssuePath = (string | number)[];

/**
 * The rules between fields: the KPI goal in its metric's format and range (PROJ-005), merchants of
 * a chosen brand with at least one merchant, the redemption window complete, a segment's minimum
 * not above its maximum and no repeated segment, no location both included and excluded.
 */
export function projectionRuleIssues(
  values: Partial<ProjectionFormInput>,
  currency: Currency,
): { path: IssuePath; message: string }[] {
  const found: { path: IssuePath; message: string }[] = [];
  const add = (path: IssuePath, key: MessageKey, params?: Record<string, string | number>) => {
    found.push({ path, message: translate(key, params) });
  };

  const metric = values.kpiMetric;
  const goal = values.kpiGoal;
  if (metric !== undefined && KPI_METRICS.includes(metric)) {
    if (goal === null || goal === undefined) add(['kpiGoal'], 'adsmanager.FIELD_REQUIRED');
    else if (Number.isNaN(goal)) add(['kpiGoal'], 'adsmanager.FIELD_NUMBER_EXPECTED');
    else if (!isKpiGoalWithin(metric, goal)) {
      const { min, max, decimals, format } = KPI_GOAL_RULES[metric];
      add(
        ['kpiGoal'],
        format === 'money' ? 'adsmanager.PROJECTION_GOAL_MONEY_RANGE' : 'adsmanager.PROJECTION_GOAL_RATIO_RANGE',
        {
          metric,
          min,
          max: max.toLocaleString('en-US'),
          decimals,
          currency,
        },
      );
    }
  }

  const brands = new Set(listEntries(values.brandIds ?? '').map(Number));
  (values.merchants ?? []).forEach((row, index) => {
    const brandId = parseIntegerId(row.brandId);
    if (brandId !== undefined && !brands.has(brandId))
      add(['merchants', index, 'brandId'], 'adsmanager.PROJECTION_MERCHANT_BRAND');
    if (listEntries(row.targeted).length === 0 && listEntries(row.redeeming).length === 0) {
      add(['merchants', index, 'targeted'], 'adsmanager.PROJECTION_MERCHANTS_EMPTY');
    }
  });
  const usedBrands = (values.merchants ?? []).map((row) => row.brandId.trim());
  usedBrands.forEach((brandId, index) => {
    if (brandId !== '' && usedBrands.indexOf(brandId) !== index) {
      add(['merchants', index, 'brandId'], 'adsmanager.PROJECTION_MERCHANT_BRAND_REPEATED');
    }
  });

  const windowStart = values.redemptionStartDate ?? '';
  const windowDays = (values.redemptionDaysToExtend ?? '').trim();
  if (windowStart !== '' || windowDays !== '') {
    if (!isIsoDate(windowStart))
      add(
        ['redemptionStartDate'],
        windowStart === '' ? 'adsmanager.FIELD_REQUIRED' : 'adsmanager.PROJECTION_DATE_INVALID',
      );
    if (!/^\d+$/.test(windowDays))
      add(
        ['redemptionDaysToExtend'],
        windowDays === '' ? 'adsmanager.FIELD_REQUIRED' : 'adsmanager.FIELD_INTEGER_ONLY',
      );
  }

  const segments = values.customPlusSegments ?? [];
  const seen = { names: new Set<string>(), ranges: new Set<string>() };
  segments.forEach((segment, index) => {
    const { minSpend, maxSpend } = segment;
    if (minSpend !== null && maxSpend !== null && minSpend > maxSpend) {
      add(['customPlusSegments', index, 'maxSpend'], 'adsmanager.PROJECTION_SEGMENT_MAX_BELOW_MIN');
    }
    const name = segment.name.trim().toLowerCase();
    const range = `${String(minSpend)}-${String(maxSpend)}`;
    if ((name !== '' && seen.names.has(name)) || seen.ranges.has(range)) {
      add(['customPlusSegments', index, 'name'], 'adsmanager.ERROR_DUPLICATE_SEGMENTS');
    }
    seen.names.add(name);
    seen.ranges.add(range);
  });

  const included = new Set(listEntries(values.geoInclude ?? '').map((entry) => entry.toUpperCase()));
  const both = listEntries(values.geoExclude ?? '').find((entry) => included.has(entry.toUpperCase()));
  if (both !== undefined) add(['geoExclude'], 'adsmanager.PROJECTION_GEO_BOTH', { entry: both.toUpperCase() });
  return found;
}

/** PROJ-004: the request the form sends; optional parts are left out when empty. */
export function toProjectionRequest(
  values: ProjectionFormOutput,
  { accountId, planId }: { accountId: number; planId: number | undefined },
): ProjectionRequest {
  const merchantsOf = (pick: 'targeted' | 'redeeming'): MerchantIdsByBrand[] =>
    values.merchants
      .filter((row) => row[pick].length > 0)
      .map((row) => ({ brandId: row.brandId, merchantIds: row[pick] }));
  const request: ProjectionRequest = {
    accountId,
    name: values.name,
    ioNumber: values.ioNumber === '' ? null : values.ioNumber,
    brandIds: values.brandIds,
    kpi: { metric: values.kpiMetric, goal: values.kpiGoal ?? 0 },
    pricingModel: values.pricingModel,
    campaignStartDate: values.campaignStartDate,
    campaignDuration: values.campaignDuration,
    campaignCount: values.campaignCount,
    planId: planId ?? null,
  };
  if (values.budget !== null) request.budget = values.budget;
  if (values.pricingReviewNotes !== '') request.pricingReviewNotes = values.pricingReviewNotes;
  if (values.fiIds.length > 0) request.fiIds = values.fiIds;
  const targeted = merchantsOf('targeted');
  const redeeming = merchantsOf('redeeming');
  if (targeted.length > 0) request.targetedMerchantIds = targeted;
  if (redeeming.length > 0) request.redeemingMerchantIds = redeeming;
  if (values.minSpend !== null) request.minSpend = values.minSpend;
  if (values.redemptionStartDate !== '') {
    request.redemptionWindow = {
      startDate: values.redemptionStartDate,
      daysToExtend: Number(values.redemptionDaysToExtend),
    };
  }
  if (values.customPlusSegments.length > 0) {
    request.customPlusSegments = values.customPlusSegments.map(({ name, minSpend, maxSpend }) => ({
      name,
      minSpend,
      maxSpend,
    }));
  }
  if (values.geoInclude.length > 0 || values.geoExclude.length > 0) {
    request.geo = { include: values.geoInclude, exclude: values.geoExclude };
  }
  return request;
}

const TOP_LEVEL_FIELDS = Object.keys(EMPTY_PROJECTION_FORM) as (keyof ProjectionFormInput)[];
const SEGMENT_FIELDS = ['name', 'minSpend', 'maxSpend'] as const;

/** The form field that shows what the server said about a request field (`kpi.goal` → kpiGoal …). */
export function projectionFieldOf(serverField: string): FieldPath<ProjectionFormInput> | undefined {
  const [head = '', ...rest] = serverField.split('.');
  switch (head) {
    case 'kpi':
      return rest[0] === 'metric' ? 'kpiMetric' : 'kpiGoal';
    case 'geo':
      return rest[0] === 'exclude' ? 'geoExclude' : 'geoInclude';
    case 'redemptionWindow':
      return rest[0] === 'daysToExtend' ? 'redemptionDaysToExtend' : 'redemptionStartDate';
    case 'customPlusSegments': {
      const index = Number(rest[0]);
      if (!Number.isInteger(index)) return 'customPlusSegments';
      const field = SEGMENT_FIELDS.find((name) => name === rest[1]) ?? 'name';
      return `customPlusSegments.${index}.${field}`;
    }
    case 'targetedMerchantIds':
    case 'redeemingMerchantIds':
      return 'merchants';
    default:
      return TOP_LEVEL_FIELDS.find((field) => field === head);
  }
}

// ----- Prefill from an opportunity (NS-71) ----------------------------------------------------

/** The fields an opportunity fills, each marked as prefilled until the user changes it. */
export const PREFILL_FIELDS = [
  'name',
  'brandIds',
  'campaignStartDate',
  'campaignDuration',
  'budget',
  'pricingModel',
  'kpiMetric',
  'kpiGoal',
] as const satisfies readonly (keyof ProjectionFormInput)[];
export type PrefillField = (typeof PREFILL_FIELDS)[number];

export interface Prefill {
  values: Partial<Pick<ProjectionFormInput, PrefillField>>;
  /** The opportunity's brands, by id, to name the ids the form shows. */
  brandNames: ReadonlyMap<number, string>;
  /** What the opportunity holds that the form cannot take, to say so. */
  skipped: { pricingModel?: string; budgetCurrency?: Currency };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The form values an opportunity gives (NS-71): its name, brands, contracted start and the days to
 * its contracted end (both included), the booking amount as budget when it is a specific budget in
 * the account's currency, its pricing model when a projection can use it, and its initial ROAS
 * target as a ROAS goal.
 */
export function prefillFromOpportunity(opportunity: Opportunity, currency: Currency): Prefill {
  const values: Prefill['values'] = { name: opportunity.name };
  const skipped: Prefill['skipped'] = {};
  if (opportunity.brands.length > 0) values.brandIds = opportunity.brands.map((brand) => brand.brandId).join(', ');
  const { contractedStartDate: start, contractedEndDate: end } = opportunity;
  if (start !== '') {
    values.campaignStartDate = start;
    if (end !== '' && end >= start) values.campaignDuration = String(dayNumber(end) - dayNumber(start) + 1);
  }
  if (opportunity.bookingAmount !== null && opportunity.bookingAmount > 0 && opportunity.hasASpecificBudget !== 'No') {
    if (opportunity.currencyIsoCode === currency) values.budget = opportunity.bookingAmount;
    else skipped.budgetCurrency = opportunity.currencyIsoCode;
  }
  if (isProjectionPricingModel(opportunity.pricingModel)) values.pricingModel = opportunity.pricingModel;
  else skipped.pricingModel = opportunity.pricingModel;
  if (opportunity.initialRoasTarget !== null && isKpiGoalWithin('ROAS', opportunity.initialRoasTarget)) {
    values.kpiMetric = 'ROAS';
    values.kpiGoal = opportunity.initialRoasTarget;
  }
  return {
    values,
    brandNames: new Map(opportunity.brands.map((brand) => [brand.brandId, brand.name])),
    skipped,
  };
}
