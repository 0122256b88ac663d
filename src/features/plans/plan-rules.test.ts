import { describe, expect, it } from 'vitest';
import '@/i18n/signed-in';
import { ApiError } from '@/api/api-error';
import { formFieldOf } from '@/components/forms/field-mapper';
import type { Campaign } from '@generated/campaign-build/model';
import { AcceptPlanBody, UpdatePlanBody } from '@generated/campaign-build/campaign-build.zod';
import {
  isBuiltFromPlan,
  isDraftPlan,
  planFieldOf,
  planFormSchema,
  planFormValues,
  planListParams,
  toAcceptBody,
  toPlanCreate,
  toPlanPatch,
} from './plan-rules';

const campaign = (patch: Partial<Campaign> = {}): Campaign => ({
  accountId: 1001,
  campaignId: 5101,
  name: 'Spec one',
  campaignStatus: 'Draft',
  campaignType: 'PLANSPEC',
  campaignObjective: 'DriveSales',
  campaignPricingModel: 'CPS',
  budget: 1500.5,
  budgetDeliveryGoal: 'BUDGET',
  budgetDiscountPercent: 0.1,
  billingCap: 2000,
  currency: 'USD',
  scheduleType: 'Lifetime',
  startDateTime: '2026-04-01T04:00:00Z',
  endDateTime: '2026-05-01T03:59:59Z',
  isOfferAutoActivated: true,
  isTrackedLinkOffer: false,
  lineId: 3001,
  planId: 4001,
  ticketId: null,
  ticketUrl: null,
  transactionDateTime: '2026-01-05T10:00:00Z',
  createDateTime: '2026-01-05T10:00:00Z',
  createUser: 'alex.agency@brightside-agency.example',
  updateDateTime: '2026-01-05T10:00:00Z',
  updateUser: 'alex.agency@brightside-agency.example',
  ...patch,
});

describe('plan rules (part 2 §3 Plan, §7 Plans)', () => {
  it('PLAN-003 plan name is required text: blank and spaces only are refused, the rest is trimmed', () => {
    const blank = planFormSchema.safeParse({ name: '', ioNumber: '' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['name']);
    expect(blank.error?.issues[0]?.message).toBe('This field is required');
    expect(planFormSchema.safeParse({ name: '   ', ioNumber: '' }).success).toBe(false);
    expect(planFormSchema.parse({ name: '  Q4 push ', ioNumber: '' })).toEqual({ name: 'Q4 push', ioNumber: '' });
    expect(planFormSchema.parse({ name: 'x', ioNumber: '' }).name).toBe('x');
  });

  it('PLAN-004 list params are name, page, size and sort, with the default page size 5000 (NS-30)', () => {
    expect(planListParams()).toEqual({ page: 0, size: 5000, sort: 'updateDateTime,desc' });
    expect(planListParams({ name: '  spring ', pageIndex: 2, sort: { field: 'name', descending: false } })).toEqual({
      name: 'spring',
      page: 2,
      size: 5000,
      sort: 'name,asc',
    });
    expect(planListParams({ name: '   ' })).not.toHaveProperty('name');
  });

  it('PLAN-005 the create body is the trimmed name and the IO number, blank IO number as null', () => {
    expect(toPlanCreate({ name: 'Q4 push', ioNumber: '' })).toEqual({ name: 'Q4 push', ioNumber: null });
    expect(toPlanCreate({ name: 'Q4 push', ioNumber: ' IO-7 ' })).toEqual({ name: 'Q4 push', ioNumber: 'IO-7' });
    expect(toPlanCreate({ name: '  Q4 push ', ioNumber: '' }).name).toBe('Q4 push');
  });

  it('PLAN-006 a plan opens in its form with its name and IO number; no IO number is an empty field', () => {
    expect(planFormValues({ name: 'Q4 push', ioNumber: 'IO-7' })).toEqual({ name: 'Q4 push', ioNumber: 'IO-7' });
    expect(planFormValues({ name: 'Q4 push', ioNumber: null })).toEqual({ name: 'Q4 push', ioNumber: '' });
    expect(planFormValues({ name: 'Q4 push' })).toEqual({ name: 'Q4 push', ioNumber: '' });
  });

  it('NS-41 only a Draft plan takes campaigns; campaigns created from its acceptance on were built from it', () => {
    expect(isDraftPlan({ status: 'Draft' })).toBe(true);
    expect(isDraftPlan({ status: 'Accepted' })).toBe(false);
    const accepted = { acceptedDateTime: '2026-11-10T12:00:00Z' };
    expect(isBuiltFromPlan(accepted, { createDateTime: '2026-11-10T11:59:59Z' })).toBe(false);
    expect(isBuiltFromPlan(accepted, { createDateTime: '2026-11-10T12:00:00Z' })).toBe(true);
    expect(isBuiltFromPlan(accepted, { createDateTime: '2026-11-11T08:00:00Z' })).toBe(true);
    expect(isBuiltFromPlan({ acceptedDateTime: null }, { createDateTime: '2026-11-11T08:00:00Z' })).toBe(false);
    expect(isBuiltFromPlan({}, { createDateTime: '2026-11-11T08:00:00Z' })).toBe(false);
  });

  it('PLAN-006 a plan change sends only name and ioNumber', () => {
    const values = { name: ' Renamed ', ioNumber: 'IO-9', status: 'Accepted', planId: 4001, accountId: 1001 };
    const patch = toPlanPatch(values);
    expect(patch).toEqual({ name: 'Renamed', ioNumber: 'IO-9' });
    expect(Object.keys(patch).sort()).toEqual(['ioNumber', 'name']);
    expect(toPlanPatch({ name: 'Renamed', ioNumber: '  ' })).toEqual({ name: 'Renamed', ioNumber: null });
    // the spec's PlanPatch takes no other field (additionalProperties: false)
    expect(UpdatePlanBody.safeParse(patch).success).toBe(true);
  });

  it('PLAN-007 accepting PUTs the plan campaigns as campaign shells', () => {
    const body = toAcceptBody([
      campaign(),
      campaign({ campaignId: 5102, name: 'Spec two', lineId: null, campaignPricingModel: 'CPM', budget: 99 }),
    ]);
    expect(body).toEqual([
      {
        name: 'Spec one',
        campaignType: 'PLANSPEC',
        campaignPricingModel: 'CPS',
        budget: 1500.5,
        startDateTime: '2026-04-01T04:00:00Z',
        endDateTime: '2026-05-01T03:59:59Z',
        lineId: 3001,
      },
      {
        name: 'Spec two',
        campaignType: 'PLANSPEC',
        campaignPricingModel: 'CPM',
        budget: 99,
        startDateTime: '2026-04-01T04:00:00Z',
        endDateTime: '2026-05-01T03:59:59Z',
        lineId: null,
      },
    ]);
    expect(AcceptPlanBody.safeParse(body).success).toBe(true);
  });

  it('API-014 the plan-name conflict belongs to the name field; a 400 to the field it names', () => {
    const conflict = new ApiError({
      status: 409,
      message: 'conflict',
      code: 'CAMPAIGN_BUILD_4XX_CONFLICT',
      subcode: 'PLAN_NAME_CONFLICT',
    });
    const fieldOf = (error: unknown) => formFieldOf(error, planFieldOf);
    expect(fieldOf(conflict)).toBe('name');
    expect(fieldOf(new ApiError({ status: 400, message: 'bad', field: 'body.ioNumber' }))).toBe('ioNumber');
    expect(fieldOf(new ApiError({ status: 400, message: 'bad', field: 'sort' }))).toBeUndefined();
    expect(
      fieldOf(new ApiError({ status: 409, message: 'x', code: 'CAMPAIGN_BUILD_4XX_CONFLICT', detail: 'busy' })),
    ).toBeUndefined();
    expect(fieldOf(new Error('boom'))).toBeUndefined();
  });
});
