/**
 * The fee (pricing model) of an ad group (part 2 §3 Pricing model, §4, §5; NS-43): its type derived
 * from the fields, the payload of each type, which types a campaign pricing model offers, when the
 * type may change, the money limits per currency, and POST versus PATCH.
 */
import type {
  AdGroupPricingModel,
  CampaignPricingModel,
  EntityStatus,
  PricingModelCreate,
  PricingModelPatch,
} from '@generated/campaign-build/model';
import { MONEY_LIMITS } from '@/lib/countries';
import { amountProblemMessage } from '@/lib/form-rules';
import { amountProblem, moneyAmount, numberAmount, PERCENT_AMOUNT, type AmountKind, type Currency } from '@/lib/money';
import type { MessageKey, MessageValues } from '@/i18n';

export type FeeType = 'flat' | 'percent' | 'targetRoas';

/** ADG-035: percent fees are offered only for these campaign pricing models. */
export const PERCENT_FEE_MODELS: readonly CampaignPricingModel[] = ['CPS', 'CPR', 'CPT'];
/** ADG-036, NS-43: the models whose fee amount (a flat fee) can be edited. */
export const FEE_AMOUNT_MODELS: readonly CampaignPricingModel[] = ['CPST', 'CPR', 'CPT', 'CPSH', 'None'];
/** ADG-036, NS-43: the models whose percent fee takes a cap. */
export const FEE_CAP_MODELS: readonly CampaignPricingModel[] = ['CPS', 'CPR', 'CPT', 'CPSH', 'None'];
/** ADG-037: the fee type can change only in these statuses. */
export const FEE_TYPE_EDIT_STATUSES: readonly EntityStatus[] = ['Draft', 'InReview'];

/**
 * The fee part of the form: amounts in major units, the percent as its kept fraction (0.125 for
 * 12.5 %); null for an empty box, NaN for text that is not a number (refused by feeIssues).
 */
export interface FeeValues {
  type: FeeType | 'none';
  feeAmount: number | null;
  feePercent: number | null;
  feeCap: number | null;
  targetRoas: number | null;
}

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** ADG-033: flat when feeAmount is set; percent when only feePercent is; target ROAS when neither is. */
export function feeTypeOf(fee: Pick<AdGroupPricingModel, 'feeAmount' | 'feePercent'>): FeeType {
  if (isSet(fee.feeAmount)) return 'flat';
  return isSet(fee.feePercent) ? 'percent' : 'targetRoas';
}

/**
 * The fee types a campaign offers (ADG-035, NS-43): target ROAS for dynamic-reward campaigns (CPE),
 * a percent fee for CPS, CPR and CPT, a flat fee where the amount is editable; none for the rest
 * (CPM: its rates come from the server only, NS-31).
 */
export function feeTypesFor(model: CampaignPricingModel): FeeType[] {
  if (model === 'CPE') return ['targetRoas'];
  const types: FeeType[] = [];
  if (FEE_AMOUNT_MODELS.includes(model)) types.push('flat');
  if (PERCENT_FEE_MODELS.includes(model)) types.push('percent');
  return types;
}

/** NS-43: whether a percent fee of this model takes a cap. */
export const feeCapApplies = (model: CampaignPricingModel) => FEE_CAP_MODELS.includes(model);

/** ADG-037: whether the fee type may change in this ad group status (a new ad group is a Draft). */
export const canChangeFeeType = (status: EntityStatus | undefined) =>
  status === undefined || FEE_TYPE_EDIT_STATUSES.includes(status);

/** The form's fee of a stored one; a new ad group starts with the first type its campaign offers. */
export function feeValuesOf(fee: AdGroupPricingModel | undefined, model: CampaignPricingModel): FeeValues {
  if (!fee) {
    return { type: feeTypesFor(model)[0] ?? 'none', feeAmount: null, feePercent: null, feeCap: null, targetRoas: null };
  }
  return {
    type: feeTypeOf(fee),
    feeAmount: fee.feeAmount ?? null,
    feePercent: fee.feePercent ?? null,
    feeCap: fee.feeCap ?? null,
    targetRoas: fee.targetRoas ?? null,
  };
}

type FeeFields = Required<Pick<PricingModelCreate, 'feeAmount' | 'feePercent' | 'feeCap' | 'targetRoas'>>;

/**
 * ADG-034: a percent fee sends feePercent and feeCap with feeAmount null; any other fee sends
 * feeAmount with feePercent and feeCap null.
 */
export function feeFields(fee: FeeValues): FeeFields {
  if (fee.type === 'percent')
    return { feeAmount: null, feePercent: fee.feePercent, feeCap: fee.feeCap, targetRoas: null };
  if (fee.type === 'targetRoas') return { feeAmount: null, feePercent: null, feeCap: null, targetRoas: fee.targetRoas };
  return { feeAmount: fee.feeAmount ?? 0, feePercent: null, feeCap: null, targetRoas: null };
}

export type FeeSave =
  | { kind: 'none' }
  | { kind: 'create'; body: PricingModelCreate }
  | { kind: 'patch'; pricingModelId: number; body: PricingModelPatch };

/**
 * ADG-038: an existing fee is changed by PATCH on its pricingModelId (only the changed fields; none
 * when nothing changed), a new one is created by POST. A campaign with no fee type saves none.
 */
export function feeSave(
  fee: FeeValues,
  {
    adGroupId,
    currency,
    existing,
  }: { adGroupId: number; currency: Currency; existing: AdGroupPricingModel | undefined },
): FeeSave {
  if (fee.type === 'none') return { kind: 'none' };
  const fields = feeFields(fee);
  if (!existing) return { kind: 'create', body: { adGroupId, currency, ...fields } };
  const body: PricingModelPatch = {};
  for (const key of ['feeAmount', 'feePercent', 'feeCap', 'targetRoas'] as const) {
    if ((existing[key] ?? null) !== fields[key]) body[key] = fields[key];
  }
  return Object.keys(body).length === 0
    ? { kind: 'none' }
    : { kind: 'patch', pricingModelId: existing.pricingModelId, body };
}

export interface FeeIssue {
  field: FeeField;
  key: MessageKey;
  values?: MessageValues;
}

type FeeField = 'feeAmount' | 'feePercent' | 'feeCap' | 'targetRoas';

/** What each fee field holds: money in the fee's currency, a percent, a ratio. */
export function feeAmountKind(field: FeeField, currency: Currency): AmountKind {
  if (field === 'feePercent') return PERCENT_AMOUNT;
  return field === 'targetRoas' ? numberAmount() : moneyAmount(currency);
}

/**
 * Part 2 §5, COUNTRY-016, COUNTRY-017: the fee's fields as typed — a number (not "abc" or "1,000"),
 * not negative, within the decimals of its kind (the currency's 2, a percent's 4 kept) — then
 * within their limits (amount and cap per currency, the percent above 0 and at most 100 %); the
 * amount of a flat fee, the percent of a percent fee and the target of a target ROAS fee are
 * required, so no fee is ever sent with all of them null.
 */
export function feeIssues(fee: FeeValues, currency: Currency): FeeIssue[] {
  const issues: FeeIssue[] = [];
  const typed = (field: FeeField) => {
    const value = fee[field];
    if (value === null) return null;
    const kind = feeAmountKind(field, currency);
    const problem = amountProblem(value, kind);
    if (!problem) return value;
    issues.push({ field, ...amountProblemMessage(problem, kind) });
    return null;
  };
  const required = (field: FeeField) => {
    if (fee[field] === null) issues.push({ field, key: 'adsmanager.FEE_REQUIRED' });
  };
  const range = (field: 'feeAmount' | 'feeCap', value: number | null) => {
    if (value === null) return;
    const { min, max } = MONEY_LIMITS[field][currency];
    if (value < min || value > max)
      issues.push({ field, key: 'adsmanager.FEE_MONEY_RANGE', values: { min, max, currency } });
  };
  if (fee.type === 'flat') {
    required('feeAmount');
    range('feeAmount', typed('feeAmount'));
  }
  if (fee.type === 'percent') {
    required('feePercent');
    const percent = typed('feePercent');
    if (percent !== null && (percent <= 0 || percent > 1)) {
      issues.push({ field: 'feePercent', key: 'adsmanager.FEE_PERCENT_RANGE' });
    }
    range('feeCap', typed('feeCap'));
  }
  if (fee.type === 'targetRoas') {
    required('targetRoas');
    typed('targetRoas');
  }
  return issues;
}
