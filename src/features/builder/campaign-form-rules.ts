/**
 * The campaign form's pure rules (part 2 §3 Campaign, §4, §5, §7 Campaigns): read-only reasons,
 * near-start, form values ↔ payloads, and the zod schema of the form.
 */
import { differenceInCalendarDays } from 'date-fns';
import * as z from 'zod';
import { fieldsByName } from '@/components/forms/field-mapper';
import { CAMPAIGN_TYPES, pricingModelsForType } from '@/features/campaigns';
import { translate, type MessageKey } from '@/i18n';
import { countryRules, moneyLimit, type CountryCampaignType } from '@/lib/countries';
import {
  dayInZone,
  endOfDayInZone,
  isIsoDate,
  parseIsoDate,
  startOfDayInZone,
  todayInZone,
  toIsoDate,
} from '@/lib/dates';
import { campaignDateRules, type CampaignDateRule } from './validation';
import { amount, enumField, percentAmount, requiredText } from '@/lib/form-rules';
import { formatMoney, roundMoney, type Currency } from '@/lib/money';
import type { Account } from '@generated/aura/model';
import type {
  BudgetDeliveryGoal,
  Campaign,
  CampaignCreate,
  CampaignPricingModel,
  CampaignType,
  GetCampaignParams,
  Line,
  ScheduleType,
} from '@generated/campaign-build/model';
import type { CampaignSave } from '@generated/ads-manager/model';

// ----- Read-only and near-start (part 2 §4) -------------------------------------------------

/** NS-36: pricing models that make a campaign read-only and show only the review step. */
export const RESTRICTED_PRICING_MODELS: readonly CampaignPricingModel[] = ['None'];
/** Part 2 §9: a campaign is near-start when its end is fewer than this many days away. */
export const NEAR_START_DAYS = 90;
/** NS-38: account statuses that make the account's campaigns read-only ("flagged"). */
export const FLAGGED_ACCOUNT_STATUSES: readonly Account['status'][] = ['INACTIVE', 'DELETED'];

export const READ_ONLY_REASONS = [
  'loading',
  'error',
  'accountFlagged',
  'inactive',
  'restrictedPricingModel',
  'snapshot',
  'noWrite',
  'inReview',
] as const;
export type ReadOnlyReason = (typeof READ_ONLY_REASONS)[number];

export type AccountRuleFields = Pick<Account, 'status'> & Partial<Pick<Account, 'timezone' | 'bookingCountry'>>;

export interface ReadOnlyInput {
  /** The campaign is still loading. */
  loading: boolean;
  /** Loading failed: an error object or `true`; falsy when it did not. */
  error: unknown;
  /** The loaded campaign; undefined on create. */
  campaign: Pick<Campaign, 'campaignStatus' | 'campaignPricingModel' | 'campaignType'> | undefined;
  account: Pick<Account, 'status'>;
  /** The user holds adsmanager.campaign.write. */
  canWrite: boolean;
  /** The user is internal staff: a campaign in review stays editable for them (NS-88). */
  internal?: boolean;
}

/** NS-38: the account is flagged (its status is INACTIVE or DELETED). */
export function isAccountFlagged(account: Pick<Account, 'status'>): boolean {
  return FLAGGED_ACCOUNT_STATUSES.includes(account.status);
}

/**
 * Why the campaign form is read-only, or undefined when it can be edited (WIZ-022 … WIZ-027):
 * loading or failed, account flagged (NS-38), status Inactive, restricted pricing model (NS-36),
 * type SNAPSHOT, no adsmanager.campaign.write, in review for an external user (NS-88). The first
 * reason that applies is given.
 */
export function campaignReadOnlyReason({
  loading,
  error,
  campaign,
  account,
  canWrite,
  internal = false,
}: ReadOnlyInput): ReadOnlyReason | undefined {
  if (loading) return 'loading';
  if (error) return 'error';
  if (isAccountFlagged(account)) return 'accountFlagged';
  if (campaign?.campaignStatus === 'Inactive') return 'inactive';
  if (campaign && RESTRICTED_PRICING_MODELS.includes(campaign.campaignPricingModel)) return 'restrictedPricingModel';
  if (campaign?.campaignType === 'SNAPSHOT') return 'snapshot';
  if (!canWrite) return 'noWrite';
  // NS-88: submitted, the campaign waits for the provider; external users read it.
  if (campaign?.campaignStatus === 'InReview' && !internal) return 'inReview';
  return undefined;
}

/** The booking time zone of an account: its own, else its country's (part 2 §5). */
export function accountTimeZone(account: Partial<Pick<Account, 'timezone' | 'bookingCountry'>>): string {
  return account.timezone ?? countryRules(account.bookingCountry).timeZone;
}

/**
 * WIZ-028, NS-39: status Inactive, the account not flagged, and the end date (in the account's
 * time zone) strictly fewer than 90 days after today in that zone.
 */
export function isNearStart(
  campaign: Pick<Campaign, 'campaignStatus' | 'endDateTime'>,
  account: AccountRuleFields,
  today: Date = new Date(),
): boolean {
  if (campaign.campaignStatus !== 'Inactive' || isAccountFlagged(account)) return false;
  const timeZone = accountTimeZone(account);
  const end = dayInZone(campaign.endDateTime, timeZone);
  return daysBetween(todayInZone(timeZone, today), end) < NEAR_START_DAYS;
}

/** Calendar days from plain date `from` to plain date `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(new Date(`${to}T00:00:00Z`), new Date(`${from}T00:00:00Z`));
}

// ----- Campaign types and pricing models (part 2 §3, §5) ------------------------------------

/** COUNTRY-003: the campaign types a new campaign of the account's country may have. */
export function campaignTypesFor(country: string | null | undefined): readonly CountryCampaignType[] {
  return countryRules(country).campaignTypes;
}

// ----- Form values and payloads (part 2 §3 Campaign, §7 Campaigns) ---------------------------

export const BUDGET_DELIVERY_GOALS = ['BUDGET', 'OVERAGE', 'UNCAPPED'] as const satisfies readonly BudgetDeliveryGoal[];
export const SCHEDULE_TYPES = ['Lifetime', 'Daily'] as const satisfies readonly ScheduleType[];

/**
 * The campaign form (CAMP-012, NS-52): the create-payload fields with plain dates. Money in major
 * units; `budgetDiscountPercent` is the stored fraction (the input shows it ×100). An empty number
 * box is null; text that is not a number is NaN (money.ts parseAmount), each refused with its own
 * message. `campaignType` selects the pricing models; it is
 * not part of the payload.
 */
export interface CampaignFormValues {
  name: string;
  lineId: number | null;
  campaignType: CampaignType | '';
  campaignPricingModel: CampaignPricingModel | '';
  budget: number | null;
  budgetDiscountPercent: number;
  billingCap: number | null;
  budgetDeliveryGoal: BudgetDeliveryGoal | '';
  scheduleType: ScheduleType | '';
  startDate: string;
  endDate: string;
  /** The latest end the campaign may have (read from the campaign, not sent); '' when unrestricted. */
  maxAllowedEndDate: string;
  isTrackedLinkOffer: boolean;
  isOfferAutoActivated: boolean;
}

/** What the payload builders read of the open account. */
export type PayloadAccount = Pick<Account, 'bookingCountry'> & Partial<Pick<Account, 'timezone'>>;

export interface PayloadContext {
  account: PayloadAccount;
  /** The plan of `plan/{planId}/specification/create`; null or absent outside a plan. */
  planId?: number | null;
}

/** The 14 fields of the create payload, in the spec's order (CAMP-019, NS-52). */
export const CAMPAIGN_PAYLOAD_FIELDS = [
  'billingCap',
  'budget',
  'budgetDeliveryGoal',
  'budgetDiscountPercent',
  'campaignPricingModel',
  'currency',
  'endDateTime',
  'isOfferAutoActivated',
  'isTrackedLinkOffer',
  'lineId',
  'name',
  'planId',
  'scheduleType',
  'startDateTime',
] as const satisfies readonly (keyof CampaignCreate & keyof CampaignSave)[];

export type CampaignPayload = Required<Pick<CampaignCreate, (typeof CAMPAIGN_PAYLOAD_FIELDS)[number]>>;

/** COUNTRY-006, COUNTRY-007: tracked-link and auto-activated offers are fixed by the country. */
export function offerFlagsFor(country: string | null | undefined) {
  const rules = countryRules(country);
  return { isTrackedLinkOffer: rules.trackedLinkOffers, isOfferAutoActivated: rules.autoActivatedOffers };
}

/** A new campaign's starting values: the country's first campaign type and offer flags, today → today. */
export function emptyCampaignForm(account: PayloadAccount & Partial<Pick<Account, 'timezone'>>, today = new Date()) {
  const type = campaignTypesFor(account.bookingCountry)[0] ?? '';
  const day = todayInZone(accountTimeZone(account), today);
  return {
    name: '',
    lineId: null,
    campaignType: type,
    campaignPricingModel: '',
    budget: null,
    budgetDiscountPercent: 0,
    billingCap: null,
    budgetDeliveryGoal: 'BUDGET',
    scheduleType: 'Lifetime',
    startDate: day,
    // Issue 28 point 5: not a one-day campaign; choosing a line fits it to the line (lineDefaults).
    endDate: plusDays(day, DEFAULT_CAMPAIGN_DAYS - 1),
    maxAllowedEndDate: '',
    ...offerFlagsFor(account.bookingCountry),
  } satisfies CampaignFormValues;
}

/** The plain date `days` after `day` (YYYY-MM-DD, calendar arithmetic). */
export function plusDays(day: string, days: number): string {
  const date = parseIsoDate(day);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** Issue 28 point 5: a new campaign runs 30 days unless its line says otherwise. */
export const DEFAULT_CAMPAIGN_DAYS = 30;

/**
 * Issue 28 point 5: what choosing a line fills in on a new campaign — the line's pricing model
 * (when the campaign type supports it), a start no earlier than the line's, and an end at the
 * line's end or 30 days after the start, whichever comes first. The caller applies only the values
 * the user has not set.
 */
export function lineDefaults(
  values: Pick<CampaignFormValues, 'campaignType' | 'startDate'>,
  line: Pick<Line, 'pricingModel' | 'startDateTime' | 'endDateTime'>,
  { timeZone, today }: { timeZone: string; today: string },
): Partial<Pick<CampaignFormValues, 'campaignPricingModel' | 'startDate' | 'endDate'>> {
  const lineStart = dayInZone(line.startDateTime, timeZone);
  const lineEnd = dayInZone(line.endDateTime, timeZone);
  const earliest = lineStart > today ? lineStart : today;
  const startDate = isIsoDate(values.startDate) && values.startDate >= earliest ? values.startDate : earliest;
  const thirty = plusDays(startDate, DEFAULT_CAMPAIGN_DAYS - 1);
  const defaults: ReturnType<typeof lineDefaults> = { startDate, endDate: thirty < lineEnd ? thirty : lineEnd };
  const supported = pricingModelsForType(values.campaignType === '' ? undefined : values.campaignType);
  if ((supported as readonly string[]).includes(line.pricingModel)) {
    defaults.campaignPricingModel = line.pricingModel;
  }
  return defaults;
}

/**
 * The form values of a loaded campaign: dates as plain dates in the account's time zone
 * (CAMP-012), a null discount as 0 (CAMP-011), offer flags fixed by the country.
 */
export function toCampaignFormValues(
  campaign: Pick<
    Campaign,
    | 'name'
    | 'lineId'
    | 'campaignType'
    | 'campaignPricingModel'
    | 'budget'
    | 'budgetDiscountPercent'
    | 'billingCap'
    | 'budgetDeliveryGoal'
    | 'scheduleType'
    | 'startDateTime'
    | 'endDateTime'
    | 'maxAllowedEndDateTime'
  >,
  account: PayloadAccount,
): CampaignFormValues {
  const timeZone = accountTimeZone(account);
  return {
    name: campaign.name,
    lineId: campaign.lineId ?? null,
    campaignType: campaign.campaignType,
    campaignPricingModel: campaign.campaignPricingModel,
    budget: campaign.budget,
    budgetDiscountPercent: campaign.budgetDiscountPercent ?? 0,
    billingCap: campaign.billingCap ?? null,
    budgetDeliveryGoal: campaign.budgetDeliveryGoal,
    scheduleType: campaign.scheduleType,
    startDate: dayInZone(campaign.startDateTime, timeZone),
    endDate: dayInZone(campaign.endDateTime, timeZone),
    maxAllowedEndDate:
      campaign.maxAllowedEndDateTime == null ? '' : dayInZone(campaign.maxAllowedEndDateTime, timeZone),
    ...offerFlagsFor(account.bookingCountry),
  };
}

/** A value the schema accepted for an enumeration; '' never reaches a payload. */
function chosen<T extends string>(value: T | ''): T {
  if (value === '') throw new Error('An empty choice reached a campaign payload; the form schema must refuse it');
  return value;
}

function filled(value: number | null): number {
  if (value === null) throw new Error('An empty amount reached a campaign payload; the form schema must refuse it');
  return value;
}

/**
 * CAMP-019 (NS-52): the create payload, exactly the 14 fields. Start → that day 00:00:00, end →
 * 23:59:59 in the account's booking time zone (CAMP-012); currency and offer flags from the country.
 */
export function toCreateCampaignPayload(
  values: CampaignFormValues,
  { account, planId }: PayloadContext,
): CampaignPayload {
  const timeZone = accountTimeZone(account);
  return {
    billingCap: values.billingCap,
    budget: filled(values.budget),
    budgetDeliveryGoal: chosen(values.budgetDeliveryGoal),
    budgetDiscountPercent: values.budgetDiscountPercent,
    campaignPricingModel: chosen(values.campaignPricingModel),
    currency: countryRules(account.bookingCountry).currency,
    endDateTime: endOfDayInZone(values.endDate, timeZone),
    ...offerFlagsFor(account.bookingCountry),
    lineId: values.lineId,
    name: values.name.trim(),
    planId: planId ?? null,
    scheduleType: chosen(values.scheduleType),
    startDateTime: startOfDayInZone(values.startDate, timeZone),
  };
}

/** The 14 payload fields as the loaded campaign holds them. */
export function campaignPayloadOf(
  campaign: Pick<
    Campaign,
    Exclude<(typeof CAMPAIGN_PAYLOAD_FIELDS)[number], 'billingCap' | 'budgetDiscountPercent' | 'lineId' | 'planId'>
  > &
    Partial<Pick<Campaign, 'billingCap' | 'budgetDiscountPercent' | 'lineId' | 'planId'>>,
): CampaignPayload {
  return {
    billingCap: campaign.billingCap ?? null,
    budget: campaign.budget,
    budgetDeliveryGoal: campaign.budgetDeliveryGoal,
    budgetDiscountPercent: campaign.budgetDiscountPercent ?? null,
    campaignPricingModel: campaign.campaignPricingModel,
    currency: campaign.currency,
    endDateTime: campaign.endDateTime,
    isOfferAutoActivated: campaign.isOfferAutoActivated,
    isTrackedLinkOffer: campaign.isTrackedLinkOffer,
    lineId: campaign.lineId ?? null,
    name: campaign.name,
    planId: campaign.planId ?? null,
    scheduleType: campaign.scheduleType,
    startDateTime: campaign.startDateTime,
  };
}

type SavableCampaign = Parameters<typeof campaignPayloadOf>[0] & Parameters<typeof toCampaignFormValues>[0];

/**
 * CAMP-020: the ads-manager PATCH body — the loaded campaign's 14 payload fields merged with what
 * the form changed. A field the user left as loaded keeps the stored value (a null discount shown
 * as 0 stays null; an unchanged start keeps its stored instant); offer flags follow the country.
 */
export function toSaveCampaignPayload(
  campaign: SavableCampaign,
  values: CampaignFormValues,
  context: PayloadContext,
): CampaignSave & CampaignPayload {
  const loaded = toCampaignFormValues(campaign, context.account);
  const edited = toCreateCampaignPayload(values, { ...context, planId: campaign.planId ?? null });
  const payload = campaignPayloadOf(campaign);
  const changed = (field: keyof CampaignFormValues) => !Object.is(loaded[field], values[field]);
  if (changed('name') && values.name.trim() !== campaign.name) payload.name = edited.name;
  if (changed('lineId')) payload.lineId = edited.lineId;
  if (changed('campaignPricingModel')) payload.campaignPricingModel = edited.campaignPricingModel;
  if (changed('budget')) payload.budget = edited.budget;
  if (changed('budgetDiscountPercent')) payload.budgetDiscountPercent = edited.budgetDiscountPercent;
  if (changed('billingCap')) payload.billingCap = edited.billingCap;
  if (changed('budgetDeliveryGoal')) payload.budgetDeliveryGoal = edited.budgetDeliveryGoal;
  if (changed('scheduleType')) payload.scheduleType = edited.scheduleType;
  if (changed('startDate')) payload.startDateTime = edited.startDateTime;
  if (changed('endDate')) payload.endDateTime = edited.endDateTime;
  payload.currency = edited.currency;
  payload.isTrackedLinkOffer = edited.isTrackedLinkOffer;
  payload.isOfferAutoActivated = edited.isOfferAutoActivated;
  return payload;
}

/** CAMP-021: the get-by-id parameters besides the path (accountId, campaignId). */
export function campaignQueryParams(
  options: { campaignTypes?: readonly CampaignType[]; includePublisherSchedules?: boolean } = {},
): GetCampaignParams {
  const params: GetCampaignParams = { campaignTypes: [...(options.campaignTypes ?? CAMPAIGN_TYPES)] };
  if (options.includePublisherSchedules) params.includePublisherSchedules = true;
  return params;
}

// ----- Rules (part 2 §5) ---------------------------------------------------------------------

/**
 * CAMP-023: the least billing cap, budget × (1 − budgetDiscountPercent) rounded to cents;
 * undefined when the rule does not apply (goal UNCAPPED, or budget / discount / cap null).
 */
export function minimumBillingCap(values: {
  budget: number | null | undefined;
  budgetDiscountPercent: number | null | undefined;
  billingCap: number | null | undefined;
  budgetDeliveryGoal: BudgetDeliveryGoal | '' | null | undefined;
}): number | undefined {
  const { budget, budgetDiscountPercent: discount, billingCap, budgetDeliveryGoal } = values;
  if (budgetDeliveryGoal === 'UNCAPPED') return undefined;
  if (budget == null || discount == null || billingCap == null) return undefined;
  if (!Number.isFinite(budget) || !Number.isFinite(discount)) return undefined;
  return roundMoney(budget * (1 - discount));
}

/** CAMP-023, CAMP-024: the billing-cap message (key VALIDATION_CAMPAIGN_BILLING_CAP_MINIMUM), or undefined. */
export function billingCapError(
  values: Parameters<typeof minimumBillingCap>[0],
  currency: Currency,
  locale: 'en-US' | 'en-GB' = 'en-US',
):
  | { key: 'adsmanager.VALIDATION_CAMPAIGN_BILLING_CAP_MINIMUM'; values: { minimum: string; currency: Currency } }
  | undefined {
  const minimum = minimumBillingCap(values);
  if (minimum === undefined || values.billingCap == null || values.billingCap >= minimum) return undefined;
  return {
    key: 'adsmanager.VALIDATION_CAMPAIGN_BILLING_CAP_MINIMUM',
    values: { minimum: formatMoney(minimum, currency, locale), currency },
  };
}

/** CAMP-010: a ticket link, when present, is a valid http(s) URL (the form links it only then). */
export function isValidTicketUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface CampaignSchemaContext {
  /** The account's country: currency, campaign types (COUNTRY-003) and money limits (COUNTRY-010). */
  country: string | null | undefined;
  /** Create checks the type against the country; an existing campaign keeps its type. */
  mode: 'create' | 'edit';
  /** The chosen line, for the line-date rules; undefined when none is known. */
  line?: Pick<Line, 'startDateTime' | 'endDateTime' | 'status'> | undefined;
  /** The loaded campaign's status (edit); a Draft or new campaign cannot start in the past. */
  status?: Campaign['campaignStatus'] | undefined;
  /** Today in the account's time zone, YYYY-MM-DD. */
  today: string;
  timeZone: string;
  locale?: 'en-US' | 'en-GB';
}

const required = () => translate('adsmanager.FIELD_REQUIRED');
const plainDate = () =>
  z
    .string({ error: required })
    .refine((value) => value !== '', { error: required, abort: true })
    .refine(isIsoDate, { error: () => translate('adsmanager.CAMPAIGN_DATE_INVALID') });

/** The campaign form schema: field rules of part 2 §5 and the campaign rules the form can check. */
export function campaignFormSchema(context: CampaignSchemaContext) {
  const rules = countryRules(context.country);
  const budgetLimit = moneyLimit('campaignBudget', rules.currency);

  const fields = z.object({
    name: requiredText(),
    lineId: z.number({ error: required }).int().positive().nullable(),
    campaignType: z.string({ error: required }),
    campaignPricingModel: z.string({ error: required }),
    budget: amount({ ...budgetLimit, decimals: 2 }),
    budgetDiscountPercent: percentAmount({ max: 1 }),
    billingCap: amount({ min: 0, max: Number.MAX_SAFE_INTEGER, decimals: 2 }).nullable(),
    budgetDeliveryGoal: enumField(BUDGET_DELIVERY_GOALS),
    scheduleType: enumField(SCHEDULE_TYPES),
    startDate: plainDate(),
    endDate: plainDate(),
    maxAllowedEndDate: z.string(),
    isTrackedLinkOffer: z.boolean(),
    isOfferAutoActivated: z.boolean(),
  });

  // Cross-field rules read the raw values beside the field schemas, so their messages show even
  // while another field is wrong (zod skips an object's own checks after a field's error).
  const crossField = z
    .unknown()
    .check(
      z.superRefine((raw, issues) => {
        if (typeof raw !== 'object' || raw === null) return;
        for (const { path, message } of campaignRuleIssues(raw, context)) {
          issues.addIssue({ code: 'custom', path: [path], message });
        }
      }),
    )
    // Nothing of its own in the output: the intersection takes the fields' (trimmed) values.
    .transform(() => ({}));
  return z.intersection(fields, crossField);
}

/** Where the form shows each broken date rule, and its message. */
const DATE_FIELD_ERRORS: Readonly<Record<CampaignDateRule, readonly [keyof CampaignFormValues, MessageKey]>> = {
  startInPast: ['startDate', 'adsmanager.CAMPAIGN_START_IN_PAST'],
  endInPast: ['endDate', 'adsmanager.CAMPAIGN_END_IN_PAST'],
  startOutsideLine: ['startDate', 'adsmanager.CAMPAIGN_START_OUTSIDE_LINE'],
  endOutsideLine: ['endDate', 'adsmanager.CAMPAIGN_END_OUTSIDE_LINE'],
};

/** The cross-field campaign rules: type and pricing model, billing cap, dates (part 2 §5). */
export function campaignRuleIssues(
  values: Partial<CampaignFormValues>,
  context: CampaignSchemaContext,
): { path: keyof CampaignFormValues; message: string }[] {
  const found: { path: keyof CampaignFormValues; message: string }[] = [];
  const add = (path: keyof CampaignFormValues, message: string) => {
    found.push({ path, message });
  };
  const rules = countryRules(context.country);
  const types: readonly string[] = context.mode === 'create' ? rules.campaignTypes : CAMPAIGN_TYPES;
  if (values.lineId == null) add('lineId', required());

  // COUNTRY-003 and CAMP-017: type per country (on create), pricing model per type.
  const type = values.campaignType ?? '';
  if (type === '') add('campaignType', required());
  else if (!types.includes(type)) {
    add(
      'campaignType',
      types.length === 0
        ? translate('adsmanager.CAMPAIGN_NO_TYPES_FOR_COUNTRY')
        : translate('adsmanager.FIELD_INVALID_VALUE', { options: types.join(', ') }),
    );
  } else {
    const models: readonly string[] = pricingModelsForType(type);
    const model = values.campaignPricingModel ?? '';
    if (model === '') add('campaignPricingModel', required());
    else if (!models.includes(model)) {
      add('campaignPricingModel', translate('adsmanager.FIELD_INVALID_VALUE', { options: models.join(', ') }));
    }
  }

  // CAMP-023, CAMP-024.
  const capError = billingCapError(
    {
      budget: values.budget,
      budgetDiscountPercent: values.budgetDiscountPercent,
      billingCap: values.billingCap,
      budgetDeliveryGoal: values.budgetDeliveryGoal,
    },
    rules.currency,
    context.locale,
  );
  if (capError) add('billingCap', translate(capError.key, capError.values));

  // Dates (part 2 §5 Campaign rules), only once both are real dates.
  const { startDate, endDate, maxAllowedEndDate } = values;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return found;
  if (endDate < startDate) add('endDate', translate('adsmanager.CAMPAIGN_END_BEFORE_START'));
  if (isIsoDate(maxAllowedEndDate) && endDate > maxAllowedEndDate) {
    add('endDate', translate('adsmanager.CAMPAIGN_END_AFTER_MAX', { date: maxAllowedEndDate }));
  }
  const line = context.line && {
    start: dayInZone(context.line.startDateTime, context.timeZone),
    end: dayInZone(context.line.endDateTime, context.timeZone),
  };
  const dateRules = campaignDateRules({
    status: context.status,
    start: startDate,
    end: endDate,
    today: context.today,
    line,
  });
  for (const rule of dateRules) {
    const [field, key] = DATE_FIELD_ERRORS[rule];
    add(field, translate(key, line));
  }
  return found;
}

/**
 * The form field a server 400 names (`extensions.field`), when the form shows it: the form's own
 * names, and the dates under their payload names.
 */
export const campaignFieldOf = fieldsByName(
  [
    'name',
    'lineId',
    'campaignPricingModel',
    'budget',
    'budgetDiscountPercent',
    'billingCap',
    'budgetDeliveryGoal',
    'scheduleType',
  ] as const satisfies readonly (keyof CampaignFormValues)[],
  { startDateTime: 'startDate', endDateTime: 'endDate' },
);

export interface CampaignIssue {
  field: keyof CampaignFormValues;
  message: string;
}

/**
 * NS-51: what blocks a loaded campaign at the campaign level — its line (none: fatal; missing or
 * deleted: fatal; not active) and every form rule its stored values break. Inactive campaigns skip
 * validation (WIZ-029). One entry per field and message.
 */
export function campaignFixIssues(
  values: CampaignFormValues,
  context: CampaignSchemaContext & { lineId: number | null; lineFound: boolean },
): CampaignIssue[] {
  if (context.status === 'Inactive') return [];
  const found: CampaignIssue[] = [];
  if (context.lineId === null) found.push({ field: 'lineId', message: translate('adsmanager.CAMPAIGN_FIX_NO_LINE') });
  else if (!context.lineFound || context.line?.status === 'DELETED') {
    found.push({ field: 'lineId', message: translate('adsmanager.CAMPAIGN_FIX_LINE_INVALID') });
  } else if (context.line && context.line.status !== 'ACTIVE') {
    found.push({ field: 'lineId', message: translate('adsmanager.CAMPAIGN_FIX_LINE_NOT_ACTIVE') });
  }
  const result = campaignFormSchema(context).safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in values)) continue;
      if (field === 'lineId' && found.some((entry) => entry.field === 'lineId')) continue;
      found.push({ field: field as keyof CampaignFormValues, message: issue.message });
    }
  }
  return found.filter(
    (issue, index) =>
      found.findIndex((other) => other.field === issue.field && other.message === issue.message) === index,
  );
}
