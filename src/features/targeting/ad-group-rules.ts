/**
 * The ad group form (part 2 §3 Ad group): its values (name, placement, institutions, test
 * population, audience, criteria, fee), their starting values, the checks at each field with the
 * limit in the message, the ad group body and where a server 400 is shown.
 */
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import type { PredefinedSegmentType, TargetingCriteria } from '@generated/ad-targeting/model';
import type {
  AdGroup,
  AdGroupCreate,
  AdGroupPricingModel,
  Audience,
  CampaignPricingModel,
  PlacementLocation,
} from '@generated/campaign-build/model';
import type { MessageKey, MessageValues } from '@/i18n';
import { amountProblemMessage } from '@/lib/form-rules';
import { amountProblem, COUNT_AMOUNT, PERCENT_AMOUNT, type Currency } from '@/lib/money';
import { audienceIssues, audienceValuesOf, type AudienceValues } from './audience-rules';
import { feeIssues, feeValuesOf, type FeeValues } from './fee-rules';
import { criteriaValuesOf, type CriteriaValues } from './targeting-rules';

/** ADG-002: where the offer is placed. */
export const PLACEMENTS: readonly PlacementLocation[] = ['All', 'UnderTransaction'];

/** An ad group as the form edits it: the ad group and what hangs on it. */
export interface LoadedAdGroup {
  adGroup: AdGroup;
  audience: Audience | undefined;
  segment: PredefinedSegmentType | undefined;
  criteria: TargetingCriteria | undefined;
  fee: AdGroupPricingModel | undefined;
  /** The ad group's ETag as read: the version its PATCH sends (NS-92); undefined when none was sent. */
  version?: string | undefined;
}

export interface AdGroupFormValues {
  name: string;
  placementLocation: PlacementLocation;
  institutions: number[];
  /** The kept fraction (0.1 for 10 %); null when empty (sent as 0), NaN for text that is not a number. */
  testPopulation: number | null;
  audience: AudienceValues;
  criteria: CriteriaValues;
  fee: FeeValues;
}

/** The steps of the creation order (ADG-005). */
export type SaveStep = 'segment' | 'audience' | 'criteria' | 'adGroup' | 'fee';

export const SAVE_STEP_MESSAGE: Record<SaveStep, MessageKey> = {
  segment: 'adsmanager.AD_GROUP_STEP_segment',
  audience: 'adsmanager.AD_GROUP_STEP_audience',
  criteria: 'adsmanager.AD_GROUP_STEP_criteria',
  adGroup: 'adsmanager.AD_GROUP_STEP_adGroup',
  fee: 'adsmanager.AD_GROUP_STEP_fee',
};

/** The form's values of a loaded ad group, or of a new one in a campaign with this pricing model and brands. */
export function adGroupFormValues(
  loaded: LoadedAdGroup | undefined,
  { pricingModel, brandIds }: { pricingModel: CampaignPricingModel; brandIds: number[] },
): AdGroupFormValues {
  const adGroup = loaded?.adGroup;
  return {
    name: adGroup?.name ?? '',
    placementLocation: adGroup?.placementLocation ?? 'All',
    institutions: [...(adGroup?.institutions ?? [])],
    testPopulation: adGroup?.testPopulation ?? null,
    audience: audienceValuesOf(loaded?.audience, loaded?.segment),
    criteria: criteriaValuesOf(loaded?.criteria, brandIds),
    fee: feeValuesOf(loaded?.fee, pricingModel),
  };
}

/** The ad group's own fields of the create and the patch (audience and criteria ids are added by the save). */
export function adGroupPayload(
  values: AdGroupFormValues,
): Pick<AdGroupCreate, 'name' | 'placementLocation' | 'institutions' | 'testPopulation'> {
  return {
    name: values.name.trim(),
    placementLocation: values.placementLocation,
    institutions: [...values.institutions],
    testPopulation: values.testPopulation ?? 0,
  };
}

export interface FormIssue {
  path: FieldPath<AdGroupFormValues>;
  key: MessageKey;
  values?: MessageValues;
}

/** Every rule of the form at its field: name, test population, the audience (part 3 §5), the fee (part 2 §5). */
export function adGroupIssues(values: AdGroupFormValues, currency: Currency): FormIssue[] {
  const issues: FormIssue[] = [];
  if (values.name.trim() === '') issues.push({ path: 'name', key: 'adsmanager.AD_GROUP_NAME_REQUIRED' });
  const test = values.testPopulation;
  const testProblem = test === null ? undefined : amountProblem(test, PERCENT_AMOUNT);
  if (testProblem) issues.push({ path: 'testPopulation', ...amountProblemMessage(testProblem, PERCENT_AMOUNT) });
  else if (test !== null && test > 1) {
    issues.push({ path: 'testPopulation', key: 'adsmanager.AD_GROUP_TEST_POPULATION_RANGE' });
  }
  const sow = values.criteria.shareOfWallet;
  if (sow.enabled) {
    for (const field of ['lookbackInMonths', 'minimumTrips'] as const) {
      const value = sow[field];
      const problem = value === null ? undefined : amountProblem(value, COUNT_AMOUNT);
      if (problem) {
        issues.push({ path: `criteria.shareOfWallet.${field}`, ...amountProblemMessage(problem, COUNT_AMOUNT) });
      }
    }
  }
  for (const issue of audienceIssues(values.audience, currency)) {
    issues.push({
      path: ['audience', ...issue.path].join('.') as FieldPath<AdGroupFormValues>,
      key: issue.key,
      ...(issue.values ? { values: issue.values } : {}),
    });
  }
  for (const issue of feeIssues(values.fee, currency)) {
    issues.push({ path: `fee.${issue.field}`, key: issue.key, ...(issue.values ? { values: issue.values } : {}) });
  }
  return issues;
}

/** The react-hook-form resolver of the form: the issues as nested field errors, translated. */
export function adGroupResolver(
  currency: Currency,
  translate: (key: MessageKey, values?: MessageValues) => string,
  lockedTargeting: boolean,
): Resolver<AdGroupFormValues> {
  return (values) => {
    const issues = adGroupIssues(values, currency).filter(
      (issue) => !lockedTargeting || !issue.path.startsWith('audience.'),
    );
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of issues) {
      const parts = issue.path.split('.');
      let node = errors;
      for (const part of parts.slice(0, -1)) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      const last = parts.at(-1) ?? issue.path;
      node[last] ??= { type: 'rule', message: translate(issue.key, issue.values) };
    }
    return { values: {}, errors: errors as FieldErrors<AdGroupFormValues> };
  };
}

const SEGMENT_FIELDS = ['lookbackWindowMonths', 'excludeWindowMonths', 'minTrips', 'maxTrips', 'minSpend', 'maxSpend'];
const FEE_FIELDS = ['feeAmount', 'feePercent', 'feeCap', 'targetRoas'];

/** The form field that shows a server 400 about `serverField` (the last part of its name). */
export function adGroupFieldOf(serverField: string): FieldPath<AdGroupFormValues> | undefined {
  const name = serverField.split('.').at(-1) ?? serverField;
  if (name === 'name') return 'name';
  if (name === 'testPopulation') return 'testPopulation';
  if (name === 'placementLocation') return 'placementLocation';
  if (SEGMENT_FIELDS.includes(name)) return `audience.segment.${name}` as FieldPath<AdGroupFormValues>;
  if (FEE_FIELDS.includes(name)) return `fee.${name}` as FieldPath<AdGroupFormValues>;
  return undefined;
}
