/**
 * Pure rules of the plans screens (part 2 §3 Plan, §7 Plans, §9): the plan form, the list query,
 * the rename / IO-number patch and the body of plan acceptance.
 */
import * as z from 'zod';
import { fieldsByName } from '@/components/forms/field-mapper';
import { optionalText, requiredText } from '@/lib/form-rules';
import type {
  Campaign,
  CampaignShell,
  ListPlansParams,
  Plan,
  PlanAccept,
  PlanCreate,
  PlanPatch,
  PlanStatus,
} from '@generated/campaign-build/model';

/** Default page size of the plan list (part 2 §9, NS-30): the whole list in one page. */
export const PLAN_PAGE_SIZE = 5000;

/** Sortable columns of the plan list, as the server spells them (`field,direction`). */
export const PLAN_SORT_FIELDS = ['name', 'createDateTime', 'updateDateTime'] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];

export interface PlanSort {
  field: PlanSortField;
  descending: boolean;
}

/** Newest change first, as the server does when no sort is sent. */
export const DEFAULT_PLAN_SORT: PlanSort = { field: 'updateDateTime', descending: true };

export interface PlanListState {
  /** Name search; blank means every plan. */
  name?: string;
  /** 0-based page (the plans call counts pages from 0). */
  pageIndex?: number;
  pageSize?: number;
  sort?: PlanSort;
}

/**
 * PLAN-004: the query of the plans call — name (trimmed, left out when blank), 0-based page, size
 * (default 5000, NS-30) and sort as `field,asc|desc`.
 */
export function planListParams({
  name,
  pageIndex = 0,
  pageSize = PLAN_PAGE_SIZE,
  sort = DEFAULT_PLAN_SORT,
}: PlanListState = {}): ListPlansParams {
  const params: ListPlansParams = {
    page: pageIndex,
    size: pageSize,
    sort: `${sort.field},${sort.descending ? 'desc' : 'asc'}`,
  };
  const needle = name?.trim() ?? '';
  if (needle !== '') params.name = needle;
  return params;
}

/** Longest IO number accepted by the form. */
export const IO_NUMBER_MAX_LENGTH = 50;
/** Longest plan name accepted by the form. */
export const PLAN_NAME_MAX_LENGTH = 200;

/** The create and edit form: PLAN-003 name is required text (trimmed, length ≥ 1); IO number optional. */
export const planFormSchema = z.object({
  name: requiredText({ max: PLAN_NAME_MAX_LENGTH }),
  ioNumber: optionalText({ max: IO_NUMBER_MAX_LENGTH }),
});

export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;

export const EMPTY_PLAN_FORM: PlanFormInput = { name: '', ioNumber: '' };

/** The form values of an existing plan. */
export function planFormValues(plan: { name: string; ioNumber?: string | null }): PlanFormInput {
  return { name: plan.name, ioNumber: plan.ioNumber ?? '' };
}

const ioNumberOf = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/** PLAN-005: the body of the POST plans call; a blank IO number is sent as null. */
export function toPlanCreate(values: PlanFormOutput): PlanCreate {
  return { name: values.name.trim(), ioNumber: ioNumberOf(values.ioNumber) };
}

/** PLAN-006: a plan change sends only name and ioNumber (a blank IO number clears it). */
export function toPlanPatch(values: { name: string; ioNumber: string }): PlanPatch {
  return { name: values.name.trim(), ioNumber: ioNumberOf(values.ioNumber) };
}

/** PLAN-007: one campaign of the plan as the shell the accept call builds. */
export function toCampaignShell(campaign: Campaign): CampaignShell {
  return {
    name: campaign.name,
    campaignType: campaign.campaignType,
    campaignPricingModel: campaign.campaignPricingModel,
    budget: campaign.budget,
    startDateTime: campaign.startDateTime,
    endDateTime: campaign.endDateTime,
    lineId: campaign.lineId ?? null,
  };
}

/** PLAN-007: the body PUT to the plan's accept endpoint — the plan's campaigns as campaign shells. */
export function toAcceptBody(campaigns: readonly Campaign[]): PlanAccept {
  return campaigns.map(toCampaignShell);
}

/** Only a Draft plan takes new campaigns and can be accepted (NS-41). */
export function isDraftPlan(plan: { status: PlanStatus }): boolean {
  return plan.status === 'Draft';
}

export const PLAN_FORM_FIELDS = ['name', 'ioNumber'] as const;

/**
 * The form field a failed plan save names: `name` or `ioNumber` (also `body.name`); the plan-name
 * conflict (API-014) names the name (`serverFieldOf`).
 */
export const planFieldOf = fieldsByName(PLAN_FORM_FIELDS);

/**
 * NS-41: a plan's campaigns created before it was accepted are its specifications; those created
 * when or after it was accepted were built from it.
 */
export function isBuiltFromPlan(
  plan: Pick<Plan, 'acceptedDateTime'>,
  campaign: Pick<Campaign, 'createDateTime'>,
): boolean {
  if (typeof plan.acceptedDateTime !== 'string') return false;
  return Date.parse(campaign.createDateTime) >= Date.parse(plan.acceptedDateTime);
}
