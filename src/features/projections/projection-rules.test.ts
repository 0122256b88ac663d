import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, TRANSPORT_CODES } from '@/api/api-error';
import { statusTone } from '@/components/ui/status-badge';
import type { Opportunity } from '@/features/opportunities';
import { translate } from '@/i18n';
import { ProjectionRunStatus, ProjectionStatus } from '@generated/ads-manager/model';
import {
  EMPTY_PROJECTION_FORM,
  GEO_ID,
  PROJECTION_PRICING_MODELS,
  PROJECTION_STATUS_LABEL,
  RUN_POLL_FAILED_MAX_MS,
  RUN_POLL_MAX_MS,
  RUN_POLL_MS,
  RUN_STATUS_LABEL,
  failedPollDelay,
  isPassingFailure,
  isProjectionPricingModel,
  listEntries,
  prefillFromOpportunity,
  projectionFieldOf,
  projectionFormSchema,
  projectionRuleIssues,
  runPollDelay,
  toProjectionRequest,
  type ProjectionFormInput,
} from './projection-rules';

const apiError = (status: number, extra: { code?: string; retryAfterMs?: number } = {}) =>
  new ApiError({ status, message: 'failed', ...extra });

const VALID: ProjectionFormInput = {
  ...EMPTY_PROJECTION_FORM,
  name: ' Spring projection ',
  brandIds: '101, 102',
  kpiMetric: 'ROAS',
  kpiGoal: 4,
  pricingModel: 'CPS',
  campaignStartDate: '2026-12-01',
  campaignDuration: '30',
  campaignCount: '2',
};

/** The form's problems in USD as "field: message". */
function problems(values: Partial<ProjectionFormInput>, currency: 'USD' | 'GBP' = 'USD'): string[] {
  const result = projectionFormSchema(currency).safeParse({ ...VALID, ...values });
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const problemFields = (values: Partial<ProjectionFormInput>, currency: 'USD' | 'GBP' = 'USD') =>
  problems(values, currency).map((problem) => problem.split(':')[0]);
const parse = (values: Partial<ProjectionFormInput>) => projectionFormSchema('USD').parse({ ...VALID, ...values });
const rules = (values: Partial<ProjectionFormInput>, currency: 'USD' | 'GBP' = 'USD') =>
  projectionRuleIssues({ ...VALID, ...values }, currency).map(({ path, message }) => `${path.join('.')}: ${message}`);
const REQUIRED = translate('adsmanager.FIELD_REQUIRED');

describe('statuses', () => {
  it('PROJ-002 PROJ-003 every projection and run status has its own label and the colour of its kind', () => {
    expect(Object.keys(PROJECTION_STATUS_LABEL).sort()).toEqual(Object.values(ProjectionStatus).sort());
    expect(Object.keys(RUN_STATUS_LABEL).sort()).toEqual(Object.values(ProjectionRunStatus).sort());
    const labels = [...Object.values(PROJECTION_STATUS_LABEL), ...Object.values(RUN_STATUS_LABEL)];
    expect(new Set(labels.map((label) => translate(label))).size).toBe(labels.length);
    expect(Object.fromEntries(Object.values(ProjectionStatus).map((status) => [status, statusTone(status)]))).toEqual({
      Success: 'positive',
      Pending: 'progress',
      'Data Insufficient': 'attention',
    });
    expect(
      Object.fromEntries(Object.values(ProjectionRunStatus).map((status) => [status, statusTone(status)])),
    ).toEqual({
      pending: 'progress',
      finished: 'positive',
      awaiting_pricing_update: 'attention',
      cancelled: 'neutral',
    });
  });
});

describe('polling a pending run', () => {
  it('starts at 2 s and grows by a tenth per read, rounded, up to 30 s', () => {
    expect(runPollDelay({ polls: 0, failures: 0 })).toBe(2000);
    expect(runPollDelay({ polls: 1, failures: 0 })).toBe(2200);
    expect(runPollDelay({ polls: 2, failures: 0 })).toBe(2420);
    expect(runPollDelay({ polls: 3, failures: 0 })).toBe(2662);
    expect(runPollDelay({ polls: 28, failures: 0 })).toBe(28_842);
    expect(runPollDelay({ polls: 29, failures: 0 })).toBe(RUN_POLL_MAX_MS);
    expect(runPollDelay({ polls: 500, failures: 0 })).toBe(30_000);
  });

  it('after failed reads doubles 2 s per failure up to 60 s, whatever the reads before', () => {
    expect(runPollDelay({ polls: 0, failures: 1 })).toBe(4000);
    expect(runPollDelay({ polls: 9, failures: 2 })).toBe(8000);
    expect(runPollDelay({ polls: 0, failures: 4 })).toBe(32_000);
    expect(runPollDelay({ polls: 0, failures: 5 })).toBe(RUN_POLL_FAILED_MAX_MS);
    expect(runPollDelay({ polls: 0, failures: 50 })).toBe(60_000);
  });

  it('the wait never shrinks as reads or failures add up and stays between 2 s and its ceiling', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), fc.nat({ max: 40 }), (polls, failures) => {
        const delay = runPollDelay({ polls, failures });
        expect(delay).toBeGreaterThanOrEqual(RUN_POLL_MS);
        expect(delay).toBeLessThanOrEqual(failures > 0 ? RUN_POLL_FAILED_MAX_MS : RUN_POLL_MAX_MS);
        expect(Number.isInteger(delay)).toBe(true);
        if (failures === 0) expect(runPollDelay({ polls: polls + 1, failures })).toBeGreaterThanOrEqual(delay);
        else expect(runPollDelay({ polls, failures: failures + 1 })).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('a failed read is repeated for no answer, an unreadable answer, 429 and server errors only', () => {
    expect(isPassingFailure(apiError(0))).toBe(true);
    expect(isPassingFailure(apiError(429))).toBe(true);
    expect(isPassingFailure(apiError(500))).toBe(true);
    expect(isPassingFailure(apiError(503))).toBe(true);
    expect(isPassingFailure(apiError(200, { code: TRANSPORT_CODES.malformed }))).toBe(true);
    expect(isPassingFailure(apiError(499))).toBe(false);
    expect(isPassingFailure(apiError(401))).toBe(false);
    expect(isPassingFailure(apiError(403))).toBe(false);
    expect(isPassingFailure(apiError(404))).toBe(false);
    expect(isPassingFailure(apiError(400, { code: TRANSPORT_CODES.network }))).toBe(false);
    expect(isPassingFailure(new Error('boom'))).toBe(false);
  });

  it("waits the back-off, or a 429's Retry-After when that is longer", () => {
    expect(failedPollDelay(1, apiError(429, { retryAfterMs: 10_000 }))).toBe(10_000);
    expect(failedPollDelay(3, apiError(429, { retryAfterMs: 10_000 }))).toBe(16_000);
    expect(failedPollDelay(1, apiError(500))).toBe(4000);
    expect(failedPollDelay(2, new Error('boom'))).toBe(8000);
  });
});

describe('typed lists', () => {
  it('entries are split at spaces, commas and semicolons, blanks dropped', () => {
    expect(listEntries(' 101, 102;103\n104 ,, ')).toEqual(['101', '102', '103', '104']);
    expect(listEntries('')).toEqual([]);
  });

  it('the brand ids are required whole numbers, each once', () => {
    expect(parse({ brandIds: '101 102, 101' }).brandIds).toEqual([101, 102]);
    expect(problems({ brandIds: ' , ' })).toEqual([`brandIds: ${REQUIRED}`]);
    expect(problems({ brandIds: '101, 1.5, x' })).toEqual([
      `brandIds: ${translate('adsmanager.PROJECTION_IDS_INVALID', { entry: '1.5' })}`,
    ]);
    expect(problemFields({ brandIds: '0' })).toEqual(['brandIds']);
  });

  it('FI ids may be empty', () => {
    expect(parse({ fiIds: '' }).fiIds).toEqual([]);
    expect(parse({ fiIds: '7;8' }).fiIds).toEqual([7, 8]);
    expect(problems({ fiIds: '7 y' })).toEqual([
      `fiIds: ${translate('adsmanager.PROJECTION_IDS_INVALID', { entry: 'y' })}`,
    ]);
  });

  it('locations are a geo type and id joined by a pipe, upper-cased, each once', () => {
    expect(parse({ geoInclude: 'dma|501 DMA|501, postal_code|SW1A-1' }).geoInclude).toEqual([
      'DMA|501',
      'POSTAL_CODE|SW1A-1',
    ]);
    expect(problems({ geoExclude: 'DMA|501 CITY|3' })).toEqual([
      `geoExclude: ${translate('adsmanager.PROJECTION_GEO_INVALID', { entry: 'CITY|3' })}`,
    ]);
    for (const entry of ['DMA|', 'DMA|5 01', 'DMA501', 'XDMA|5', 'DMA|5|6']) expect(GEO_ID.test(entry)).toBe(false);
    for (const entry of ['COUNTRY|1', 'REGION|a-B', 'LOCALITY|9']) expect(GEO_ID.test(entry)).toBe(true);
  });
});

describe('the projection form', () => {
  it('PROJ-004 a complete form passes, its name trimmed and its numbers read', () => {
    expect(problems({})).toEqual([]);
    const output = parse({});
    expect(output).toMatchObject({ name: 'Spring projection', campaignDuration: 30, campaignCount: 2, budget: null });
  });

  it('the name is required and at most 200 characters', () => {
    expect(problems({ name: ' ' })).toEqual([`name: ${REQUIRED}`]);
    expect(problems({ name: 'x'.repeat(200) })).toEqual([]);
    expect(problemFields({ name: 'x'.repeat(201) })).toEqual(['name']);
    expect(problems({ ioNumber: 'x'.repeat(50) })).toEqual([]);
    expect(problemFields({ ioNumber: 'x'.repeat(51) })).toEqual(['ioNumber']);
  });

  it('PROJ-006 the pricing model is required and only CPR, CPS, CPST or CPT', () => {
    expect(PROJECTION_PRICING_MODELS).toEqual(['CPR', 'CPS', 'CPST', 'CPT']);
    expect(problems({ pricingModel: '' })).toEqual([`pricingModel: ${REQUIRED}`]);
    expect(problemFields({ pricingModel: 'CPM' as never })).toEqual(['pricingModel']);
    for (const model of ['CPR', 'CPS', 'CPST', 'CPT']) expect(isProjectionPricingModel(model)).toBe(true);
    for (const model of ['CPM', 'CPE', 'CPSH', '']) expect(isProjectionPricingModel(model)).toBe(false);
  });

  it('the campaign start is a required real date', () => {
    expect(problems({ campaignStartDate: '' })).toEqual([`campaignStartDate: ${REQUIRED}`]);
    expect(problems({ campaignStartDate: '2026-02-30' })).toEqual([
      `campaignStartDate: ${translate('adsmanager.PROJECTION_DATE_INVALID')}`,
    ]);
  });

  it('duration and count are whole numbers of at least 1', () => {
    expect(problems({ campaignDuration: '' })).toEqual([`campaignDuration: ${REQUIRED}`]);
    expect(problems({ campaignDuration: '0' })).toEqual([
      `campaignDuration: ${translate('adsmanager.FIELD_MIN_VALUE', { min: 1 })}`,
    ]);
    expect(parse({ campaignDuration: ' 1 ' }).campaignDuration).toBe(1);
    const integerOnly = `campaignCount: ${translate('adsmanager.FIELD_INTEGER_ONLY')}`;
    expect(problems({ campaignCount: '1.5' })).toEqual([integerOnly]);
    expect(problems({ campaignCount: '-1' })).toEqual([integerOnly]);
    expect(problems({ campaignCount: '9'.repeat(17) })).toEqual([integerOnly]);
    expect(parse({ campaignCount: String(Number.MAX_SAFE_INTEGER) }).campaignCount).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('budget and minimum spend are optional amounts within their limits, with 2 decimals', () => {
    expect(parse({ budget: 0.01, minSpend: 0.2 })).toMatchObject({ budget: 0.01, minSpend: 0.2 });
    expect(problemFields({ budget: 0 })).toEqual(['budget']);
    expect(problemFields({ budget: 100_000_000.01 })).toEqual(['budget']);
    expect(problemFields({ budget: 10.005 })).toEqual(['budget']);
    expect(problemFields({ minSpend: 0.19 })).toEqual(['minSpend']);
    // The minimum spend's ceiling depends on the currency.
    expect(problemFields({ minSpend: 100_001 }, 'USD')).toEqual([]);
    expect(problemFields({ minSpend: 100_000 }, 'GBP')).toEqual([]);
    expect(problemFields({ minSpend: 100_001 }, 'GBP')).toEqual(['minSpend']);
  });

  it('a merchant row names a brand id and its merchant ids', () => {
    const output = parse({ merchants: [{ brandId: ' 101 ', targeted: '5, 6', redeeming: '' }] });
    expect(output.merchants).toEqual([{ brandId: 101, targeted: [5, 6], redeeming: [] }]);
    expect(problems({ merchants: [{ brandId: '', targeted: '5', redeeming: '' }] })).toEqual([
      `merchants.0.brandId: ${REQUIRED}`,
    ]);
  });

  it('a plus segment has a name of up to 100 characters and both spends', () => {
    const segment = { name: 'Big', minSpend: 0.1, maxSpend: 99_999 };
    expect(parse({ customPlusSegments: [segment] }).customPlusSegments).toEqual([segment]);
    expect(problemFields({ customPlusSegments: [{ ...segment, name: 'x'.repeat(101) }] })).toEqual([
      'customPlusSegments.0.name',
    ]);
    expect(problems({ customPlusSegments: [{ ...segment, minSpend: null }] })).toEqual([
      `customPlusSegments.0.minSpend: ${REQUIRED}`,
    ]);
    expect(problemFields({ customPlusSegments: [{ ...segment, maxSpend: 100_000 }] })).toEqual([
      'customPlusSegments.0.maxSpend',
    ]);
    expect(problemFields({ customPlusSegments: [{ ...segment, minSpend: 0.09 }] })).toEqual([
      'customPlusSegments.0.minSpend',
    ]);
  });

  it('a rule between fields shows even while another field is wrong', () => {
    expect(problems({ name: '', geoInclude: 'DMA|1', geoExclude: 'DMA|1' })).toEqual([
      `name: ${REQUIRED}`,
      `geoExclude: ${translate('adsmanager.PROJECTION_GEO_BOTH', { entry: 'DMA|1' })}`,
    ]);
  });
});

describe('rules between fields', () => {
  it('PROJ-005 a goal is required for the chosen metric', () => {
    expect(rules({ kpiGoal: null })).toEqual([`kpiGoal: ${REQUIRED}`]);
    expect(projectionRuleIssues({ kpiGoal: null }, 'USD')).toEqual([]);
  });

  it('PROJ-005 a ROAS or iROAS goal is a ratio from 0.01 to 100 with 2 decimals', () => {
    for (const goal of [0.01, 1.25, 100]) expect(rules({ kpiMetric: 'iROAS', kpiGoal: goal })).toEqual([]);
    const ratio = (metric: string) =>
      `kpiGoal: ${translate('adsmanager.PROJECTION_GOAL_RATIO_RANGE', { metric, min: 0.01, max: '100', decimals: 2, currency: 'USD' })}`;
    expect(rules({ kpiMetric: 'ROAS', kpiGoal: 0 })).toEqual([ratio('ROAS')]);
    expect(rules({ kpiMetric: 'ROAS', kpiGoal: 100.01 })).toEqual([ratio('ROAS')]);
    expect(rules({ kpiMetric: 'iROAS', kpiGoal: 1.234 })).toEqual([ratio('iROAS')]);
  });

  it('PROJ-005 a CPA goal is an amount in the account currency up to 100,000,000', () => {
    expect(rules({ kpiMetric: 'CPA', kpiGoal: 100_000_000 })).toEqual([]);
    const money = translate('adsmanager.PROJECTION_GOAL_MONEY_RANGE', {
      metric: 'CPA',
      min: 0.01,
      max: '100,000,000',
      decimals: 2,
      currency: 'GBP',
    });
    expect(money).toContain('100,000,000 GBP');
    expect(rules({ kpiMetric: 'CPA', kpiGoal: 100_000_000.01 }, 'GBP')).toEqual([`kpiGoal: ${money}`]);
    expect(rules({ kpiMetric: 'CPA', kpiGoal: 0.001 }, 'GBP')).toEqual([`kpiGoal: ${money}`]);
  });

  it('merchants belong to one of the brands, once per brand, with at least one merchant id', () => {
    expect(rules({ merchants: [{ brandId: '101', targeted: '5', redeeming: '' }] })).toEqual([]);
    expect(rules({ merchants: [{ brandId: '102', targeted: '', redeeming: '6' }] })).toEqual([]);
    expect(rules({ merchants: [{ brandId: '103', targeted: '5', redeeming: '' }] })).toEqual([
      `merchants.0.brandId: ${translate('adsmanager.PROJECTION_MERCHANT_BRAND')}`,
    ]);
    expect(rules({ merchants: [{ brandId: '101', targeted: ' ', redeeming: ',' }] })).toEqual([
      `merchants.0.targeted: ${translate('adsmanager.PROJECTION_MERCHANTS_EMPTY')}`,
    ]);
    expect(
      rules({
        merchants: [
          { brandId: '101', targeted: '5', redeeming: '' },
          { brandId: '102', targeted: '5', redeeming: '' },
          { brandId: ' 101', targeted: '6', redeeming: '' },
        ],
      }),
    ).toEqual([`merchants.2.brandId: ${translate('adsmanager.PROJECTION_MERCHANT_BRAND_REPEATED')}`]);
    // A row without a brand yet is neither foreign nor repeated.
    expect(
      rules({
        merchants: [
          { brandId: '', targeted: '5', redeeming: '' },
          { brandId: '', targeted: '6', redeeming: '' },
        ],
      }),
    ).toEqual([]);
  });

  it('the redemption window is both a start date and whole days, or neither', () => {
    expect(rules({ redemptionStartDate: '', redemptionDaysToExtend: '  ' })).toEqual([]);
    expect(rules({ redemptionStartDate: '2026-12-01', redemptionDaysToExtend: '0' })).toEqual([]);
    expect(rules({ redemptionStartDate: '2026-12-01', redemptionDaysToExtend: '' })).toEqual([
      `redemptionDaysToExtend: ${REQUIRED}`,
    ]);
    expect(rules({ redemptionStartDate: '', redemptionDaysToExtend: '7' })).toEqual([
      `redemptionStartDate: ${REQUIRED}`,
    ]);
    expect(rules({ redemptionStartDate: '2026-13-01', redemptionDaysToExtend: '7.5' })).toEqual([
      `redemptionStartDate: ${translate('adsmanager.PROJECTION_DATE_INVALID')}`,
      `redemptionDaysToExtend: ${translate('adsmanager.FIELD_INTEGER_ONLY')}`,
    ]);
  });

  it("a segment's maximum is not below its minimum; no two segments share a name or a range", () => {
    const segment = (name: string, minSpend: number | null, maxSpend: number | null) => ({ name, minSpend, maxSpend });
    expect(rules({ customPlusSegments: [segment('A', 5, 5), segment('B', 5, 6)] })).toEqual([]);
    expect(rules({ customPlusSegments: [segment('A', 5.01, 5)] })).toEqual([
      `customPlusSegments.0.maxSpend: ${translate('adsmanager.PROJECTION_SEGMENT_MAX_BELOW_MIN')}`,
    ]);
    expect(rules({ customPlusSegments: [segment('A', null, 5), segment('B', 5, null)] })).toEqual([]);
    const duplicate = translate('adsmanager.ERROR_DUPLICATE_SEGMENTS');
    expect(rules({ customPlusSegments: [segment('Big', 1, 2), segment(' big ', 3, 4)] })).toEqual([
      `customPlusSegments.1.name: ${duplicate}`,
    ]);
    expect(rules({ customPlusSegments: [segment('A', 1, 2), segment('B', 3, 4), segment('C', 1, 2)] })).toEqual([
      `customPlusSegments.2.name: ${duplicate}`,
    ]);
    expect(rules({ customPlusSegments: [segment('', 1, 2), segment('', 3, 4)] })).toEqual([]);
  });

  it('a location is not both included and excluded', () => {
    expect(rules({ geoInclude: 'DMA|501 REGION|5', geoExclude: 'REGION|6' })).toEqual([]);
    expect(rules({ geoInclude: 'dma|501', geoExclude: 'REGION|6, Dma|501' })).toEqual([
      `geoExclude: ${translate('adsmanager.PROJECTION_GEO_BOTH', { entry: 'DMA|501' })}`,
    ]);
  });
});

describe('the projection request', () => {
  it('PROJ-004 a minimal request leaves every optional part out', () => {
    expect(toProjectionRequest(parse({}), { accountId: 7, planId: undefined })).toEqual({
      accountId: 7,
      name: 'Spring projection',
      ioNumber: null,
      brandIds: [101, 102],
      kpi: { metric: 'ROAS', goal: 4 },
      pricingModel: 'CPS',
      campaignStartDate: '2026-12-01',
      campaignDuration: 30,
      campaignCount: 2,
      planId: null,
    });
  });

  it('PROJ-004 a full request sends every part, merchants split into targeted and redeeming', () => {
    const output = parse({
      ioNumber: ' IO-1 ',
      kpiMetric: 'CPA',
      kpiGoal: 25.5,
      budget: 5000,
      pricingReviewNotes: ' check ',
      fiIds: '9',
      merchants: [
        { brandId: '101', targeted: '5 6', redeeming: '' },
        { brandId: '102', targeted: '', redeeming: '7' },
      ],
      minSpend: 0.2,
      redemptionStartDate: '2027-01-01',
      redemptionDaysToExtend: '14',
      customPlusSegments: [{ name: 'Big', minSpend: 10, maxSpend: 20 }],
      geoInclude: '',
      geoExclude: 'DMA|501',
    });
    expect(toProjectionRequest(output, { accountId: 7, planId: 3 })).toEqual({
      accountId: 7,
      name: 'Spring projection',
      ioNumber: 'IO-1',
      brandIds: [101, 102],
      kpi: { metric: 'CPA', goal: 25.5 },
      pricingModel: 'CPS',
      campaignStartDate: '2026-12-01',
      campaignDuration: 30,
      campaignCount: 2,
      planId: 3,
      budget: 5000,
      pricingReviewNotes: 'check',
      fiIds: [9],
      targetedMerchantIds: [{ brandId: 101, merchantIds: [5, 6] }],
      redeemingMerchantIds: [{ brandId: 102, merchantIds: [7] }],
      minSpend: 0.2,
      redemptionWindow: { startDate: '2027-01-01', daysToExtend: 14 },
      customPlusSegments: [{ name: 'Big', minSpend: 10, maxSpend: 20 }],
      geo: { include: [], exclude: ['DMA|501'] },
    });
  });

  it('sends locations when only some are included, and no merchant list that would be empty', () => {
    const request = toProjectionRequest(
      parse({ geoInclude: 'DMA|501', merchants: [{ brandId: '101', targeted: '5', redeeming: '' }] }),
      { accountId: 7, planId: undefined },
    );
    expect(request.geo).toEqual({ include: ['DMA|501'], exclude: [] });
    expect(request.targetedMerchantIds).toEqual([{ brandId: 101, merchantIds: [5] }]);
    expect('redeemingMerchantIds' in request).toBe(false);
  });
});

describe("where a server's 400 shows", () => {
  it('request fields land at the form fields that hold them', () => {
    expect(projectionFieldOf('kpi.metric')).toBe('kpiMetric');
    expect(projectionFieldOf('kpi.goal')).toBe('kpiGoal');
    expect(projectionFieldOf('kpi')).toBe('kpiGoal');
    expect(projectionFieldOf('geo.exclude')).toBe('geoExclude');
    expect(projectionFieldOf('geo.include.0')).toBe('geoInclude');
    expect(projectionFieldOf('geo')).toBe('geoInclude');
    expect(projectionFieldOf('redemptionWindow.daysToExtend')).toBe('redemptionDaysToExtend');
    expect(projectionFieldOf('redemptionWindow.startDate')).toBe('redemptionStartDate');
    expect(projectionFieldOf('customPlusSegments.2.maxSpend')).toBe('customPlusSegments.2.maxSpend');
    expect(projectionFieldOf('customPlusSegments.0.minSpend')).toBe('customPlusSegments.0.minSpend');
    expect(projectionFieldOf('customPlusSegments.1.other')).toBe('customPlusSegments.1.name');
    expect(projectionFieldOf('customPlusSegments')).toBe('customPlusSegments');
    expect(projectionFieldOf('customPlusSegments.x.name')).toBe('customPlusSegments');
    expect(projectionFieldOf('targetedMerchantIds.0.brandId')).toBe('merchants');
    expect(projectionFieldOf('redeemingMerchantIds')).toBe('merchants');
    expect(projectionFieldOf('campaignDuration')).toBe('campaignDuration');
    expect(projectionFieldOf('name')).toBe('name');
    expect(projectionFieldOf('accountId')).toBeUndefined();
    expect(projectionFieldOf('')).toBeUndefined();
  });
});

describe('prefill from an opportunity', () => {
  const opportunity: Opportunity = {
    accountId: 7,
    billingAccountId: null,
    billingId: null,
    bookingAmount: 50_000,
    childBillingAccountId: null,
    discountedAmount: null,
    opportunityId: 'OPP-1',
    poNumber: null,
    totalClosedWonBooking: null,
    totalDeliveryAmount: null,
    totalInvoiceCap: null,
    initialRoasTarget: 4,
    name: 'Holiday push',
    stageName: 'ClosedWon',
    ioNumber: 'IO-9',
    currencyIsoCode: 'USD',
    hasASpecificBudget: 'Yes',
    overageAllowance: null,
    overageAllowanceType: 'Unknown',
    pricingModel: 'CPS',
    contractedStartDate: '2026-12-01',
    contractedEndDate: '2026-12-31',
    brands: [
      { brandId: 101, name: 'Acme' },
      { brandId: 102, name: 'Bolt' },
    ],
    businessDocuments: [],
    products: [],
  };

  it('NS-71 fills name, brands, start, days to the end (both included), budget, pricing model and ROAS goal', () => {
    const prefill = prefillFromOpportunity(opportunity, 'USD');
    expect(prefill.values).toEqual({
      name: 'Holiday push',
      brandIds: '101, 102',
      campaignStartDate: '2026-12-01',
      campaignDuration: '31',
      budget: 50_000,
      pricingModel: 'CPS',
      kpiMetric: 'ROAS',
      kpiGoal: 4,
    });
    expect(prefill.skipped).toEqual({});
    expect([...prefill.brandNames]).toEqual([
      [101, 'Acme'],
      [102, 'Bolt'],
    ]);
  });

  it('NS-71 a one-day contract lasts 1 day; an end before the start or no end gives no duration', () => {
    const one = prefillFromOpportunity({ ...opportunity, contractedEndDate: '2026-12-01' }, 'USD');
    expect(one.values.campaignDuration).toBe('1');
    const backwards = prefillFromOpportunity({ ...opportunity, contractedEndDate: '2026-11-30' }, 'USD');
    expect(backwards.values).not.toHaveProperty('campaignDuration');
    expect(backwards.values.campaignStartDate).toBe('2026-12-01');
    const open = prefillFromOpportunity({ ...opportunity, contractedEndDate: '' }, 'USD');
    expect(open.values).not.toHaveProperty('campaignDuration');
    const none = prefillFromOpportunity({ ...opportunity, contractedStartDate: '' }, 'USD');
    expect(none.values).not.toHaveProperty('campaignStartDate');
    expect(none.values).not.toHaveProperty('campaignDuration');
  });

  it('NS-71 the duration counts calendar days across months and leap days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 800 }), (startDay, length) => {
        const day = (offset: number) => new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const prefill = prefillFromOpportunity(
          { ...opportunity, contractedStartDate: day(startDay), contractedEndDate: day(startDay + length) },
          'USD',
        );
        expect(prefill.values.campaignDuration).toBe(String(length + 1));
      }),
    );
  });

  it('NS-71 the booking amount is a budget only when specific, positive and in the account currency', () => {
    expect(prefillFromOpportunity({ ...opportunity, hasASpecificBudget: 'Unknown' }, 'USD').values.budget).toBe(50_000);
    for (const change of [{ hasASpecificBudget: 'No' as const }, { bookingAmount: 0 }, { bookingAmount: null }]) {
      const prefill = prefillFromOpportunity({ ...opportunity, ...change }, 'USD');
      expect(prefill.values).not.toHaveProperty('budget');
      expect(prefill.skipped).toEqual({});
    }
    const other = prefillFromOpportunity(opportunity, 'GBP');
    expect(other.values).not.toHaveProperty('budget');
    expect(other.skipped).toEqual({ budgetCurrency: 'USD' });
  });

  it('NS-71 PROJ-006 a pricing model a projection cannot use is skipped and said', () => {
    const prefill = prefillFromOpportunity({ ...opportunity, pricingModel: 'CPM' }, 'USD');
    expect(prefill.values).not.toHaveProperty('pricingModel');
    expect(prefill.skipped).toEqual({ pricingModel: 'CPM' });
  });

  it('NS-71 the initial ROAS target becomes the goal only when it is a valid ROAS goal', () => {
    for (const target of [null, 0, 100.5, 1.234]) {
      const prefill = prefillFromOpportunity({ ...opportunity, initialRoasTarget: target }, 'USD');
      expect(prefill.values).not.toHaveProperty('kpiGoal');
      expect(prefill.values).not.toHaveProperty('kpiMetric');
    }
    expect(prefillFromOpportunity({ ...opportunity, initialRoasTarget: 100 }, 'USD').values.kpiGoal).toBe(100);
  });

  it('NS-71 without brands the brand ids are left for the user', () => {
    const prefill = prefillFromOpportunity({ ...opportunity, brands: [] }, 'USD');
    expect(prefill.values).not.toHaveProperty('brandIds');
    expect(prefill.brandNames.size).toBe(0);
  });
});
