/**
 * The reward of an ad, pure (part 2 §3 Reward, §4, §5, §7 "Creatives, images, rewards", §9): the
 * reward types with their flags and templates (NS-53), custom-reward detection (AD-039, AD-040),
 * the unparsable-config fallback (AD-041), the form values and their zod schema with the
 * per-currency money limits, the read answer → form (AD-043), form → JSON:API resource (AD-042),
 * the save rule (AD-046) and the cardholder's summary of the preview.
 */
import * as z from 'zod';
import { translate, type MessageKey } from '@/i18n';
import { i18n } from '@/i18n';
import { moneyLimit, type MoneyLimitField } from '@/lib/countries';
import { amount, amountProblemMessage, enumField, numberBox } from '@/lib/form-rules';
import {
  amountProblem,
  CURRENCIES,
  MONEY_DECIMALS,
  PERCENT_AMOUNT,
  percentToDisplay,
  roundMoney,
  type Currency,
} from '@/lib/money';
import type { RewardAnnotation, RewardAttributes, ServerReward, ServerRewardType } from '@generated/ads-manager/model';
import type { RewardPatchAttributes, RewardTemplate } from '@generated/rms/model';

// ----- Constants (part 2 §9, NS-30) ----------------------------------------------------------

/** AD-044, NS-30: the reward constant 365, the most days `endDateOffset` may be. */
export const REWARD_MAX_END_DATE_OFFSET_DAYS = 365;
/** AD-042, part 2 §9: the times of day the redemption dates are sent with. */
export const REDEMPTION_START_TIME = 'T00:00:00Z';
export const REDEMPTION_END_TIME = 'T23:59:59Z';

// ----- Reward types and templates (AD-036 … AD-038, NS-53) ------------------------------------

export const REWARD_TYPES = [
  'SingleRewardPercentAmountBack',
  'SingleRewardFlatAmountBack',
  'SingleRewardSpendXGetY',
  'MultipleRewardPercentAmountBack',
  'MinVisitSingleRewardPercentAmountBack',
  'MinVisitSingleRewardFlatAmountBack',
  'MccSingleRewardPercentAmountBack',
  'MccSingleRewardFlatAmountBack',
  'CustomRewardRedemption',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
/** The types a user can choose; a custom reward only arrives from the server. */
export const STANDARD_REWARD_TYPES = REWARD_TYPES.filter((type) => type !== 'CustomRewardRedemption');

export const REWARD_TEMPLATES = ['PercentBack', 'FlatAmountBack', 'SpendXGetY'] as const;
export type RewardTemplateName = (typeof REWARD_TEMPLATES)[number];

export interface RewardTypeDefinition {
  /** AD-037, NS-53: the flags, from the name (Mcc*, MinVisit*, Multiple*). */
  mccBased: boolean;
  minVisits: boolean;
  multiple: boolean;
  /** AD-038: the template of the template map. */
  template: RewardTemplateName;
  /** What the reward is: a percent of the purchase or a flat amount (the definition). */
  kind: 'percent' | 'flat';
}

function definitionOf(type: RewardType): RewardTypeDefinition {
  const custom = type === 'CustomRewardRedemption';
  const template: RewardTemplateName = type.endsWith('PercentAmountBack')
    ? 'PercentBack'
    : type.endsWith('SpendXGetY')
      ? 'SpendXGetY'
      : 'FlatAmountBack';
  return {
    mccBased: type.startsWith('Mcc'),
    minVisits: type.startsWith('MinVisit'),
    multiple: type.startsWith('Multiple'),
    // AD-038: the custom type maps to the flat template but is defined as percent back.
    template,
    kind: custom || template === 'PercentBack' ? 'percent' : 'flat',
  };
}

/** AD-037, AD-038: every reward type's flags, template and kind. */
export const REWARD_TYPE_DEFINITIONS: Readonly<Record<RewardType, RewardTypeDefinition>> = Object.fromEntries(
  REWARD_TYPES.map((type) => [type, definitionOf(type)]),
) as Record<RewardType, RewardTypeDefinition>;

/** AD-036: the server's type as the form knows it (SingleRewardSpendAccumulation → SingleRewardSpendXGetY). */
export function rewardTypeOf(serverType: ServerRewardType): RewardType {
  return serverType === 'SingleRewardSpendAccumulation' ? 'SingleRewardSpendXGetY' : serverType;
}

/** AD-034: the annotations and their labels. */
export const REWARD_ANNOTATIONS = ['None', 'FlashDeal', 'ReserveExcl'] as const satisfies readonly (
  RewardAnnotation | 'None'
)[];
export type RewardAnnotationChoice = (typeof REWARD_ANNOTATIONS)[number];
export const ANNOTATION_LABEL: Readonly<Record<RewardAnnotationChoice, MessageKey>> = {
  None: 'adsmanager.REWARD_ANNOTATION_None',
  FlashDeal: 'adsmanager.REWARD_ANNOTATION_FlashDeal',
  ReserveExcl: 'adsmanager.REWARD_ANNOTATION_ReserveExcl',
};

// ----- The reward model config (AD-031, AD-041) ----------------------------------------------

/** AD-031: what rewardModelConfigValue holds as JSON text. */
export interface RewardModelConfig {
  currencyUnit: Currency;
  mccList: number[];
  minSpend: number;
  minVisits: number;
  rewardAmount: number;
  rewardCap: number;
  rewardPercent: number;
}

/** AD-041, part 2 §9: the config of an unparsable text (amounts the text lacks are 0). */
export const UNPARSABLE_CONFIG: Readonly<RewardModelConfig> = Object.freeze({
  currencyUnit: 'USD',
  mccList: [],
  minSpend: 0,
  minVisits: 1,
  rewardAmount: 0,
  rewardCap: 0,
  rewardPercent: 0,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The config of a text: its members where they have the right type, `missing` for the amounts it
 * lacks (0 for a standard reward, 1 for a custom one, AD-040), minVisits 1 by default, `currency`
 * when it names none; an unparsable text gives UNPARSABLE_CONFIG (AD-041).
 */
export function parseRewardConfig(text: string, missing = 0, currency: Currency = 'USD'): RewardModelConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ...UNPARSABLE_CONFIG, mccList: [] };
  }
  if (!isRecord(json)) return { ...UNPARSABLE_CONFIG, mccList: [] };
  const currencyUnit = CURRENCIES.find((code) => code === json.currencyUnit) ?? currency;
  const mccList = Array.isArray(json.mccList)
    ? (json.mccList as unknown[]).filter((code): code is number => typeof code === 'number' && Number.isInteger(code))
    : [];
  return {
    currencyUnit,
    mccList,
    minSpend: numberOr(json.minSpend, missing),
    minVisits: numberOr(json.minVisits, missing === 0 ? 1 : missing),
    rewardAmount: numberOr(json.rewardAmount, missing),
    rewardCap: numberOr(json.rewardCap, missing),
    rewardPercent: numberOr(json.rewardPercent, missing),
  };
}

/** The kind a config describes: percent when it has a percent above 0, else flat. */
const configKind = (config: RewardModelConfig): 'percent' | 'flat' => (config.rewardPercent > 0 ? 'percent' : 'flat');

const templateKind = (name: string): 'percent' | 'flat' | undefined =>
  name === 'PercentBack' ? 'percent' : name === 'FlatAmountBack' || name === 'SpendXGetY' ? 'flat' : undefined;

/**
 * AD-039: a reward is custom when no standard template (PercentBack, FlatAmountBack, SpendXGetY)
 * has its reward model id and the percent/flat kind its config describes.
 */
export function isCustomReward(
  rewardModelId: string,
  config: RewardModelConfig,
  templates: readonly RewardTemplate[],
): boolean {
  return !templates.some(
    (template) =>
      template.relationships.rewardModel.data.id === rewardModelId &&
      templateKind(template.attributes.name) === configKind(config),
  );
}

/**
 * NS-53: the reward model of a standard type: among the templates of its template name, those whose
 * default config agrees with the type's mcc-based and min-visit flags (an mcc list; more than one
 * visit); a multiple type takes the last of them, a single type the first; when none agrees, the
 * first template of the name. Undefined when the catalogue has no template of the name.
 */
export function rewardModelIdFor(type: RewardType, templates: readonly RewardTemplate[]): string | undefined {
  const { template, mccBased, minVisits, multiple } = REWARD_TYPE_DEFINITIONS[type];
  const named = templates.filter((candidate) => candidate.attributes.name === template);
  const agreeing = named.filter((candidate) => {
    const config = parseRewardConfig(candidate.attributes.defaultConfigValue);
    return config.mccList.length > 0 === mccBased && config.minVisits > 1 === minVisits;
  });
  const chosen = (multiple ? agreeing.at(-1) : agreeing[0]) ?? named[0];
  return chosen?.relationships.rewardModel.data.id;
}

// ----- Form values (AD-032) -------------------------------------------------------------------

/**
 * AD-032: the reward form. Money in major units; `rewardPercent` the stored fraction (shown ×100);
 * dates plain (`YYYY-MM-DD`, the end '' when open). An empty number box or text that is not a
 * number is NaN (refused as 'enter a number'). The last three
 * come from the read and go back as they are: the config text of a custom reward (AD-040), the
 * remediation config and the RMS id a PATCH takes.
 */
export interface RewardFormValues {
  rewardType: RewardType;
  /** The reward model of the read; '' for a new reward (the type's model is found at save). */
  rewardModelId: string;
  currency: Currency;
  rewardPercent: number;
  rewardAmount: number;
  rewardCap: number;
  minSpend: number;
  minVisits: number;
  mccList: number[];
  redemptionStartDate: string;
  redemptionEndDate: string;
  endDateOffset: number;
  isManualRedemption: boolean;
  isSuspendedProcessing: boolean;
  annotation: RewardAnnotationChoice;
  customConfig: string | null;
  remediationModelConfigValue: string | null;
  rmsRewardId: number | null;
}

/** Today's date in UTC, as the redemption dates are kept. */
const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/** The campaign's run as plain dates (YYYY-MM-DD), for a new reward's redemption window. */
export interface CampaignRun {
  start: string;
  end: string;
}

/**
 * What a new reward offers until edited (issue 28 point 5, NS-96): an offer someone would run —
 * 10 % back up to 20 on purchases over 25, or 5 back — rather than part 2 §5's floor of 0.2 for
 * each amount ("10% back, up to $0.20, on purchases over $0.20"). Within every currency's limits.
 */
export const STARTER_REWARD = { rewardPercent: 0.1, rewardAmount: 5, rewardCap: 20, minSpend: 25 } as const;

/**
 * A new reward in `currency`: the starter amounts above, one visit, no categories, no annotation;
 * redeemable from today, or — given the campaign's run (issue 28 point 5) — from the campaign's
 * start (not before today) to its end.
 */
export function rewardFormDefaults(
  currency: Currency,
  now: Date = new Date(),
  campaign?: CampaignRun,
): RewardFormValues {
  const today = todayUtc(now);
  const start = campaign && campaign.start > today ? campaign.start : today;
  const end = campaign && campaign.end >= start ? campaign.end : '';
  return {
    rewardType: 'SingleRewardPercentAmountBack',
    rewardModelId: '',
    currency,
    rewardPercent: STARTER_REWARD.rewardPercent,
    rewardAmount: STARTER_REWARD.rewardAmount,
    rewardCap: STARTER_REWARD.rewardCap,
    minSpend: STARTER_REWARD.minSpend,
    minVisits: 1,
    mccList: [],
    redemptionStartDate: start,
    redemptionEndDate: end,
    endDateOffset: 0,
    isManualRedemption: false,
    isSuspendedProcessing: false,
    annotation: 'None',
    customConfig: null,
    remediationModelConfigValue: null,
    rmsRewardId: null,
  };
}

/** Which money and count fields a type uses (the others are neither checked nor sent). */
export function rewardFieldsOf(type: RewardType) {
  const definition = REWARD_TYPE_DEFINITIONS[type];
  const custom = type === 'CustomRewardRedemption';
  return {
    rewardPercent: !custom && definition.kind === 'percent',
    rewardAmount: !custom && definition.kind === 'flat',
    rewardCap: !custom,
    minSpend: !custom,
    minVisits: definition.minVisits,
    mccList: definition.mccBased,
  };
}

/** The least visits of a min-visit type (one visit is a single reward). */
export const MIN_VISITS_OF_MIN_VISIT_TYPE = 2;

/**
 * Whether a code is in the merchant category reference; the picker sets it once the reference has
 * loaded (until then the server's refusal of an unknown code is the check).
 */
let knownMcc: ((code: number) => boolean) | undefined;
export function setKnownMcc(check: (code: number) => boolean): void {
  knownMcc = check;
}

const message = (key: MessageKey, values?: Record<string, string | number>) => translate(key, values);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The money limit of a field in the reward's currency, as the campaign form checks money (2 decimals). */
function checkMoney(
  context: z.RefinementCtx,
  field: keyof RewardFormValues,
  limit: MoneyLimitField,
  value: number,
  currency: Currency,
) {
  const { min, max } = moneyLimit(limit, currency);
  const result = amount({ min, max, decimals: MONEY_DECIMALS }).safeParse(value);
  if (!result.success)
    context.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? '' });
  return result.success;
}

/**
 * The reward form's schema (nested as `reward` in the ad form). Checks only what the type uses:
 * percent 0.01–100 % (4 decimals stored), amount, cap and minimum spend within the currency's
 * limits (part 2 §5), a flat reward's cap not below its amount, visits (min-visit types 2 or more),
 * categories (mcc-based types at least one, each in the reference), the redemption start and an end
 * not before it, and endDateOffset 0–365 days (NS-30).
 */
export const rewardFormSchema = z
  .object({
    rewardType: enumField(REWARD_TYPES),
    rewardModelId: z.string(),
    currency: enumField(CURRENCIES),
    rewardPercent: numberBox(),
    rewardAmount: numberBox(),
    rewardCap: numberBox(),
    minSpend: numberBox(),
    minVisits: numberBox(),
    mccList: z.array(z.number().int()),
    redemptionStartDate: z.string(),
    redemptionEndDate: z.string(),
    endDateOffset: numberBox(),
    isManualRedemption: z.boolean(),
    isSuspendedProcessing: z.boolean(),
    annotation: enumField(REWARD_ANNOTATIONS),
    customConfig: z.string().nullable(),
    remediationModelConfigValue: z.string().nullable(),
    rmsRewardId: z.number().nullable(),
  })
  .superRefine((values, context) => {
    const uses = rewardFieldsOf(values.rewardType);
    const { currency } = values;
    const issue = (field: keyof RewardFormValues, key: MessageKey, params?: Record<string, string | number>) => {
      context.addIssue({ code: 'custom', path: [field], message: message(key, params) });
    };
    const percentProblem = uses.rewardPercent ? amountProblem(values.rewardPercent, PERCENT_AMOUNT) : undefined;
    if (percentProblem) {
      const { key, values: params } = amountProblemMessage(percentProblem, PERCENT_AMOUNT);
      issue('rewardPercent', key, params);
    } else if (uses.rewardPercent) {
      if (values.rewardPercent <= 0 || values.rewardPercent > 1)
        issue('rewardPercent', 'adsmanager.REWARD_PERCENT_RANGE');
    }
    const amountOk =
      uses.rewardAmount && checkMoney(context, 'rewardAmount', 'rewardAmount', values.rewardAmount, currency);
    const capOk = uses.rewardCap && checkMoney(context, 'rewardCap', 'rewardCap', values.rewardCap, currency);
    if (amountOk && capOk && values.rewardCap < values.rewardAmount)
      issue('rewardCap', 'adsmanager.REWARD_CAP_BELOW_AMOUNT', {
        amount: formatRewardMoney(values.rewardAmount, currency),
      });
    if (uses.minSpend) checkMoney(context, 'minSpend', 'minimumSpend', values.minSpend, currency);
    if (uses.minVisits && !(Number.isInteger(values.minVisits) && values.minVisits >= MIN_VISITS_OF_MIN_VISIT_TYPE))
      issue('minVisits', 'adsmanager.REWARD_MIN_VISITS', { min: MIN_VISITS_OF_MIN_VISIT_TYPE });
    if (uses.mccList) {
      const unknown = knownMcc && values.mccList.find((code) => !knownMcc?.(code));
      if (values.mccList.length === 0) issue('mccList', 'adsmanager.REWARD_MCC_REQUIRED');
      else if (unknown !== undefined) issue('mccList', 'adsmanager.REWARD_MCC_UNKNOWN', { code: unknown });
    }
    if (!ISO_DATE.test(values.redemptionStartDate)) issue('redemptionStartDate', 'adsmanager.FIELD_REQUIRED');
    else if (values.redemptionEndDate !== '' && values.redemptionEndDate < values.redemptionStartDate)
      issue('redemptionEndDate', 'adsmanager.REWARD_END_BEFORE_START');
    if (
      !Number.isInteger(values.endDateOffset) ||
      values.endDateOffset < 0 ||
      values.endDateOffset > REWARD_MAX_END_DATE_OFFSET_DAYS
    )
      issue('endDateOffset', 'adsmanager.REWARD_END_DATE_OFFSET_RANGE', { max: REWARD_MAX_END_DATE_OFFSET_DAYS });
  });

/** The form field a server refusal names (`data.attributes.rewardModelConfigValue.rewardCap` → rewardCap). */
export function rewardFieldOf(serverField: string): keyof RewardFormValues | undefined {
  const name = serverField.split('.').at(-1) ?? serverField;
  const renamed: Record<string, keyof RewardFormValues> = {
    redemptionStartDateTime: 'redemptionStartDate',
    redemptionEndDateTime: 'redemptionEndDate',
    rewardAnnotations: 'annotation',
  };
  const direct: readonly (keyof RewardFormValues)[] = [
    'rewardPercent',
    'rewardAmount',
    'rewardCap',
    'minSpend',
    'minVisits',
    'mccList',
    'endDateOffset',
  ];
  return renamed[name] ?? direct.find((field) => field === name);
}

/** The ad form's field (`reward.rewardCap`) a refusal of the reward save names; undefined for the top of the form. */
export function rewardFormFieldOf(serverField: string): `reward.${keyof RewardFormValues}` | undefined {
  const field = rewardFieldOf(serverField);
  return field === undefined ? undefined : `reward.${field}`;
}

// ----- Read answer → form (AD-043) ------------------------------------------------------------

/**
 * AD-043: the read answer (ServerReward with the RMS resource) as form values. The RMS resource
 * is what the reward is; the config in it gives the amounts (AD-041 when unparsable). A custom
 * reward (AD-039) keeps its config text to send back as is, its missing amounts 1 (AD-040).
 */
export function rewardToForm(reward: ServerReward, templates: readonly RewardTemplate[]): RewardFormValues {
  const resource = reward.rmsResponse.data;
  const { attributes } = resource;
  const rewardModelId = resource.relationships.rewardModel.data.id;
  const text = attributes.rewardModelConfigValue;
  const custom =
    rewardTypeOf(reward.rewardType) === 'CustomRewardRedemption' ||
    isCustomReward(rewardModelId, parseRewardConfig(text), templates);
  const config = parseRewardConfig(text, custom ? 1 : 0, reward.currency);
  const annotation = attributes.rewardAnnotations?.[0] ?? 'None';
  return {
    rewardType: custom ? 'CustomRewardRedemption' : rewardTypeOf(reward.rewardType),
    rewardModelId,
    currency: config.currencyUnit,
    rewardPercent: config.rewardPercent,
    rewardAmount: config.rewardAmount,
    rewardCap: config.rewardCap,
    minSpend: config.minSpend,
    minVisits: config.minVisits,
    mccList: config.mccList,
    redemptionStartDate: attributes.redemptionStartDateTime.slice(0, 10),
    redemptionEndDate: attributes.redemptionEndDateTime?.slice(0, 10) ?? '',
    endDateOffset: attributes.endDateOffset,
    isManualRedemption: attributes.isManualRedemption,
    isSuspendedProcessing: attributes.isSuspendedProcessing,
    annotation: REWARD_ANNOTATIONS.includes(annotation) ? annotation : 'None',
    customConfig: custom ? text : null,
    remediationModelConfigValue: attributes.remediationModelConfigValue,
    rmsRewardId: reward.rmsRewardId,
  };
}

// ----- Form → resource (AD-030, AD-035, AD-040, AD-042) ----------------------------------------

/** AD-031: the config of the form, only the members the type uses set (the others 0, no codes, 1 visit). */
export function rewardConfigOf(values: RewardFormValues): RewardModelConfig {
  const uses = rewardFieldsOf(values.rewardType);
  return {
    currencyUnit: values.currency,
    mccList: uses.mccList ? [...values.mccList].sort((a, b) => a - b) : [],
    minSpend: uses.minSpend ? roundMoney(values.minSpend) : 0,
    minVisits: uses.minVisits ? values.minVisits : 1,
    rewardAmount: uses.rewardAmount ? roundMoney(values.rewardAmount) : 0,
    rewardCap: uses.rewardCap ? roundMoney(values.rewardCap) : 0,
    rewardPercent: uses.rewardPercent ? values.rewardPercent : 0,
  };
}

/**
 * AD-042: the resource's attributes: start at T00:00:00Z, the end (when set) at T23:59:59Z, the
 * remediation config or null, annotations null for None else a one-item list (AD-035), the config as
 * JSON text — a custom reward's text as it came (AD-040).
 */
export function rewardAttributesOf(values: RewardFormValues): RewardAttributes {
  const attributes: RewardAttributes = {
    endDateOffset: values.endDateOffset,
    isManualRedemption: values.isManualRedemption,
    isSuspendedProcessing: values.isSuspendedProcessing,
    redemptionStartDateTime: `${values.redemptionStartDate}${REDEMPTION_START_TIME}`,
    remediationModelConfigValue: values.remediationModelConfigValue ?? null,
    rewardAnnotations: values.annotation === 'None' ? null : [values.annotation],
    rewardModelConfigValue:
      values.rewardType === 'CustomRewardRedemption' && values.customConfig !== null
        ? values.customConfig
        : JSON.stringify(rewardConfigOf(values)),
  };
  if (values.redemptionEndDate !== '')
    attributes.redemptionEndDateTime = `${values.redemptionEndDate}${REDEMPTION_END_TIME}`;
  return attributes;
}

/** The attributes of a PATCH: all of them, and a removed redemption end as null (RMS keeps what is not sent). */
export function rewardPatchAttributesOf(before: RewardFormValues, after: RewardFormValues): RewardPatchAttributes {
  const attributes: RewardPatchAttributes = rewardAttributesOf(after);
  if (before.redemptionEndDate !== '' && after.redemptionEndDate === '') attributes.redemptionEndDateTime = null;
  return attributes;
}

/** AD-030, AD-042: the create document: remediationModel null, rewardModel by id. */
export function rewardCreateDocument(values: RewardFormValues, rewardModelId: string) {
  return {
    data: {
      type: 'reward' as const,
      attributes: rewardAttributesOf(values),
      relationships: {
        remediationModel: { data: null },
        rewardModel: { data: { type: 'rewardModel' as const, id: rewardModelId } },
      },
    },
  };
}

// ----- The save rule (AD-046) -------------------------------------------------------------------

export type RewardSaveAction =
  | { kind: 'post'; rewardModelId: string }
  | { kind: 'patch'; rmsRewardId: number; before: RewardFormValues }
  | { kind: 'unchanged' };

/**
 * The reward model the form's values stand for: a custom reward's own; the read's while the type is
 * the read's; otherwise the type's model in the catalogue (NS-53).
 */
export function rewardModelOf(
  before: RewardFormValues | undefined,
  after: RewardFormValues,
  templates: readonly RewardTemplate[],
): string | undefined {
  if (after.rewardType === 'CustomRewardRedemption' && after.rewardModelId !== '') return after.rewardModelId;
  if (before && before.rewardType === after.rewardType && before.rewardModelId !== '') return before.rewardModelId;
  return rewardModelIdFor(after.rewardType, templates);
}

/**
 * AD-046: POST a new reward when there is none yet or the reward model changes; PATCH (by the RMS
 * id) when only other fields change; nothing when what would be sent is the same.
 */
export function rewardSaveAction(
  before: RewardFormValues | undefined,
  after: RewardFormValues,
  rewardModelId: string,
): RewardSaveAction {
  if (!before || before.rmsRewardId === null || before.rewardModelId !== rewardModelId)
    return { kind: 'post', rewardModelId };
  const same = JSON.stringify(rewardAttributesOf(before)) === JSON.stringify(rewardAttributesOf(after));
  return same ? { kind: 'unchanged' } : { kind: 'patch', rmsRewardId: before.rmsRewardId, before };
}

// ----- The cardholder's summary (the ad preview) ---------------------------------------------

/** Money as a cardholder reads it: no cents when whole ($50, $12.50). */
export function formatRewardMoney(value: number, currency: Currency): string {
  const rounded = roundMoney(value);
  const whole = Number.isInteger(rounded);
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  }).format(rounded);
}

const shortDate = (plain: string) =>
  new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${plain}T00:00:00Z`),
  );

/**
 * The reward as the cardholder reads it in the preview, e.g. "10% back, up to $50, on purchases
 * over $20 until Mar 31"; money in `currency` (the ad's).
 */
export function rewardSummary(values: RewardFormValues, currency: Currency): string {
  const money = (value: number) => formatRewardMoney(value, currency);
  const uses = rewardFieldsOf(values.rewardType);
  const parts: string[] = [];
  if (values.rewardType === 'CustomRewardRedemption') parts.push(message('adsmanager.REWARD_SUMMARY_CUSTOM'));
  else if (values.rewardType === 'SingleRewardSpendXGetY')
    parts.push(
      message('adsmanager.REWARD_SUMMARY_SPEND_X_GET_Y', {
        spend: money(values.minSpend),
        amount: money(values.rewardAmount),
      }),
    );
  else if (uses.rewardPercent)
    parts.push(message('adsmanager.REWARD_SUMMARY_PERCENT', { percent: percentToDisplay(values.rewardPercent) }));
  else parts.push(message('adsmanager.REWARD_SUMMARY_FLAT', { amount: money(values.rewardAmount) }));
  if (uses.rewardPercent && values.rewardCap > 0)
    parts.push(message('adsmanager.REWARD_SUMMARY_CAP', { cap: money(values.rewardCap) }));
  if (uses.minSpend && values.rewardType !== 'SingleRewardSpendXGetY' && values.minSpend > 0)
    parts.push(message('adsmanager.REWARD_SUMMARY_MIN_SPEND', { spend: money(values.minSpend) }));
  if (uses.minVisits) parts.push(message('adsmanager.REWARD_SUMMARY_VISITS', { count: values.minVisits }));
  if (uses.mccList && values.mccList.length > 0)
    parts.push(message('adsmanager.REWARD_SUMMARY_MCC', { count: values.mccList.length }));
  if (REWARD_TYPE_DEFINITIONS[values.rewardType].multiple) parts.push(message('adsmanager.REWARD_SUMMARY_MULTIPLE'));
  const text = parts.join(', ');
  return ISO_DATE.test(values.redemptionEndDate)
    ? message('adsmanager.REWARD_SUMMARY_UNTIL', { text, date: shortDate(values.redemptionEndDate) })
    : text;
}
