import '@/i18n/signed-in';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@generated/campaign-build/model';
import {
  billingCapError,
  campaignFieldOf,
  campaignFixIssues,
  campaignFormSchema,
  campaignPayloadOf,
  campaignQueryParams,
  campaignReadOnlyReason,
  emptyCampaignForm,
  isNearStart,
  lineDefaults,
  isValidTicketUrl,
  minimumBillingCap,
  RESTRICTED_PRICING_MODELS,
  toCampaignFormValues,
  toCreateCampaignPayload,
  toSaveCampaignPayload,
  type CampaignFormValues,
  type CampaignSchemaContext,
} from './campaign-form-rules';

const US = { status: 'ACTIVE', bookingCountry: 'US', timezone: 'America/New_York' } as const;
const GB = { status: 'ACTIVE', bookingCountry: 'GB', timezone: 'Europe/London' } as const;

const CAMPAIGN: Campaign = {
  accountId: 1001,
  campaignId: 5001,
  name: 'Spring cash back',
  campaignStatus: 'Draft',
  campaignType: 'FIXED_CLO',
  campaignObjective: 'DriveSales',
  campaignPricingModel: 'CPS',
  budget: 1000,
  budgetDeliveryGoal: 'BUDGET',
  budgetDiscountPercent: null,
  billingCap: null,
  currency: 'USD',
  scheduleType: 'Lifetime',
  startDateTime: '2026-03-01T05:00:00Z',
  endDateTime: '2026-07-01T03:59:59Z',
  isOfferAutoActivated: false,
  isTrackedLinkOffer: false,
  lineId: 3001,
  planId: null,
  maxAllowedEndDateTime: null,
  createDateTime: '2026-01-05T10:00:00Z',
  createUser: 'alex.agency@brightside-agency.example',
  updateDateTime: '2026-01-05T10:00:00Z',
  updateUser: 'alex.agency@brightside-agency.example',
};

const VALUES: CampaignFormValues = {
  name: 'Summer',
  lineId: 3001,
  campaignType: 'FIXED_CLO',
  campaignPricingModel: 'CPS',
  budget: 1000,
  budgetDiscountPercent: 0.1,
  billingCap: 950,
  budgetDeliveryGoal: 'BUDGET',
  scheduleType: 'Lifetime',
  startDate: '2026-07-01',
  endDate: '2026-07-31',
  maxAllowedEndDate: '',
  isTrackedLinkOffer: false,
  isOfferAutoActivated: false,
};

const CONTEXT: CampaignSchemaContext = {
  country: 'US',
  mode: 'create',
  today: '2026-06-01',
  timeZone: 'America/New_York',
};

function errorsOf(values: CampaignFormValues, context: Partial<CampaignSchemaContext> = {}) {
  const result = campaignFormSchema({ ...CONTEXT, ...context }).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('read-only rules (part 2 §4)', () => {
  const base = { loading: false, error: undefined, campaign: CAMPAIGN, account: US, canWrite: true };

  it('an editable campaign has no read-only reason', () => {
    expect(campaignReadOnlyReason(base)).toBeUndefined();
  });

  it('WIZ-022 read-only while loading and when loading failed', () => {
    expect(campaignReadOnlyReason({ ...base, loading: true, campaign: undefined })).toBe('loading');
    expect(campaignReadOnlyReason({ ...base, error: new Error('500'), campaign: undefined })).toBe('error');
    expect(campaignReadOnlyReason({ ...base, error: true })).toBe('error');
  });

  it('WIZ-023 read-only when the account is flagged (NS-38: status INACTIVE or DELETED)', () => {
    expect(campaignReadOnlyReason({ ...base, account: { status: 'INACTIVE' } })).toBe('accountFlagged');
    expect(campaignReadOnlyReason({ ...base, account: { status: 'DELETED' } })).toBe('accountFlagged');
    expect(campaignReadOnlyReason({ ...base, campaign: undefined, account: { status: 'DELETED' } })).toBe(
      'accountFlagged',
    );
  });

  it('WIZ-024 read-only when campaignStatus is Inactive', () => {
    expect(campaignReadOnlyReason({ ...base, campaign: { ...CAMPAIGN, campaignStatus: 'Inactive' } })).toBe('inactive');
    for (const status of ['Active', 'Draft', 'Scheduled'] as const) {
      expect(campaignReadOnlyReason({ ...base, campaign: { ...CAMPAIGN, campaignStatus: status } })).toBeUndefined();
    }
  });

  it('NS-88 a campaign in review is read-only for an external user, editable for an internal one', () => {
    const inReview = { ...CAMPAIGN, campaignStatus: 'InReview' as const };
    expect(campaignReadOnlyReason({ ...base, campaign: inReview })).toBe('inReview');
    expect(campaignReadOnlyReason({ ...base, campaign: inReview, internal: true })).toBeUndefined();
    // Without write the missing permission is the reason given.
    expect(campaignReadOnlyReason({ ...base, campaign: inReview, canWrite: false })).toBe('noWrite');
  });

  it('WIZ-025 read-only when the pricing model is restricted (NS-36: None)', () => {
    expect(RESTRICTED_PRICING_MODELS).toEqual(['None']);
    expect(campaignReadOnlyReason({ ...base, campaign: { ...CAMPAIGN, campaignPricingModel: 'None' } })).toBe(
      'restrictedPricingModel',
    );
    expect(campaignReadOnlyReason({ ...base, campaign: { ...CAMPAIGN, campaignPricingModel: 'CPM' } })).toBeUndefined();
  });

  it('WIZ-026 read-only when campaignType is SNAPSHOT', () => {
    expect(campaignReadOnlyReason({ ...base, campaign: { ...CAMPAIGN, campaignType: 'SNAPSHOT' } })).toBe('snapshot');
    expect(campaignReadOnlyReason({ ...base, campaign: { ...CAMPAIGN, campaignType: 'PLANSPEC' } })).toBeUndefined();
  });

  it('WIZ-027 read-only without adsmanager.campaign.write, also on create', () => {
    expect(campaignReadOnlyReason({ ...base, canWrite: false })).toBe('noWrite');
    expect(campaignReadOnlyReason({ ...base, campaign: undefined, canWrite: false })).toBe('noWrite');
    expect(campaignReadOnlyReason({ ...base, campaign: undefined })).toBeUndefined();
  });
});

describe('near-start (WIZ-028, NS-39)', () => {
  const inactive = { campaignStatus: 'Inactive', endDateTime: '2026-08-30T03:59:59Z' } as const; // 29 Aug in New York
  const today = new Date('2026-06-01T12:00:00Z');

  it('WIZ-028 Inactive, account not flagged, end date fewer than 90 days from today', () => {
    expect(isNearStart(inactive, US, today)).toBe(true); // 89 days
    expect(isNearStart({ ...inactive, endDateTime: '2026-08-31T03:59:59Z' }, US, today)).toBe(false); // 90 days
    expect(isNearStart({ ...inactive, endDateTime: '2026-05-01T03:59:59Z' }, US, today)).toBe(true); // already ended
  });

  it('WIZ-028 not near-start when the status is not Inactive or the account is flagged', () => {
    expect(isNearStart({ ...inactive, campaignStatus: 'Active' }, US, today)).toBe(false);
    expect(isNearStart(inactive, { ...US, status: 'INACTIVE' }, today)).toBe(false);
  });

  it('WIZ-028 days count in the account time zone', () => {
    // 2026-08-30T02:00Z is 29 Aug in New York (89 days) but 30 Aug in London (90 days).
    const end = { ...inactive, endDateTime: '2026-08-30T02:00:00Z' };
    expect(isNearStart(end, US, today)).toBe(true);
    expect(isNearStart(end, GB, today)).toBe(false);
  });
});

describe('payloads (part 2 §3, §7)', () => {
  it('CAMP-012 the form holds plain dates; start is sent as 00:00:00 and end as 23:59:59 in the booking zone', () => {
    const form = toCampaignFormValues(
      { ...CAMPAIGN, maxAllowedEndDateTime: '2026-12-31T23:59:59-05:00' },
      { bookingCountry: 'US', timezone: 'America/New_York' },
    );
    expect(form).toMatchObject({ startDate: '2026-03-01', endDate: '2026-06-30', maxAllowedEndDate: '2026-12-31' });
    const us = toCreateCampaignPayload(VALUES, { account: US });
    expect(us.startDateTime).toBe('2026-07-01T00:00:00-04:00');
    expect(us.endDateTime).toBe('2026-07-31T23:59:59-04:00');
    const gb = toCreateCampaignPayload({ ...VALUES, startDate: '2026-01-10', endDate: '2026-01-20' }, { account: GB });
    expect(gb.startDateTime).toBe('2026-01-10T00:00:00Z');
    expect(gb.endDateTime).toBe('2026-01-20T23:59:59Z');
  });

  it('CAMP-019 create sends exactly the 14 fields (NS-52), currency and offer flags from the country', () => {
    const payload = toCreateCampaignPayload({ ...VALUES, name: '  Summer  ' }, { account: US, planId: 4001 });
    expect(Object.keys(payload).sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(payload).toMatchObject({
      name: 'Summer',
      budget: 1000,
      budgetDiscountPercent: 0.1,
      billingCap: 950,
      currency: 'USD',
      planId: 4001,
      lineId: 3001,
      isTrackedLinkOffer: false,
      isOfferAutoActivated: false,
    });
    expect(toCreateCampaignPayload(VALUES, { account: US }).planId).toBeNull();
  });

  it('COUNTRY-006 COUNTRY-007 tracked-link and auto-activated offers are fixed by the country', () => {
    expect(emptyCampaignForm(GB)).toMatchObject({ isTrackedLinkOffer: true, isOfferAutoActivated: true });
    expect(emptyCampaignForm(US)).toMatchObject({ isTrackedLinkOffer: false, isOfferAutoActivated: false });
    const gb = toCreateCampaignPayload({ ...VALUES, isTrackedLinkOffer: false }, { account: GB });
    expect(gb).toMatchObject({ currency: 'GBP', isTrackedLinkOffer: true, isOfferAutoActivated: true });
  });

  it('CAMP-020 save sends the 14 fields of the loaded campaign merged with the form changes', () => {
    const loaded = toCampaignFormValues(CAMPAIGN, US);
    const unchanged = toSaveCampaignPayload(CAMPAIGN, loaded, { account: US });
    expect(unchanged).toEqual(campaignPayloadOf(CAMPAIGN));
    // A null discount shown as 0 and left alone stays null; an untouched start keeps its instant.
    expect(unchanged.budgetDiscountPercent).toBeNull();
    expect(unchanged.startDateTime).toBe('2026-03-01T05:00:00Z');

    const edited = toSaveCampaignPayload(
      CAMPAIGN,
      { ...loaded, budget: 2000, endDate: '2026-07-15', budgetDiscountPercent: 0.125 },
      { account: US },
    );
    expect(edited).toEqual({
      ...campaignPayloadOf(CAMPAIGN),
      budget: 2000,
      budgetDiscountPercent: 0.125,
      endDateTime: '2026-07-15T23:59:59-04:00',
    });
    expect(Object.keys(edited)).toHaveLength(14);
  });

  it('CAMP-021 get-by-id takes the campaign types and may add includePublisherSchedules=true', () => {
    expect(campaignQueryParams()).toEqual({ campaignTypes: ['FIXED_CLO', 'DYNAMIC_CLO', 'PLANSPEC', 'SNAPSHOT'] });
    expect(campaignQueryParams({ campaignTypes: ['FIXED_CLO'], includePublisherSchedules: true })).toEqual({
      campaignTypes: ['FIXED_CLO'],
      includePublisherSchedules: true,
    });
  });

  it('CAMP-011 a null budgetDiscountPercent is shown as 0', () => {
    expect(toCampaignFormValues({ ...CAMPAIGN, budgetDiscountPercent: null }, US).budgetDiscountPercent).toBe(0);
    expect(toCampaignFormValues({ ...CAMPAIGN, budgetDiscountPercent: 0.25 }, US).budgetDiscountPercent).toBe(0.25);
  });
});

describe('campaign form rules (part 2 §5)', () => {
  it('accepts a complete campaign and trims the name', () => {
    expect(errorsOf(VALUES)).toEqual({});
    expect(campaignFormSchema(CONTEXT).parse({ ...VALUES, name: '  Summer  ' }).name).toBe('Summer');
  });

  it('CAMP-023 billing cap must be at least budget × (1 − discount): budget 1000, discount 0.1 → 900', () => {
    expect(minimumBillingCap({ ...VALUES, billingCap: 0 })).toBe(900);
    expect(errorsOf({ ...VALUES, billingCap: 900 })).toEqual({});
    expect(errorsOf({ ...VALUES, billingCap: 899.99 })).toHaveProperty('billingCap');
  });

  it('CAMP-023 the rule does not apply when the goal is UNCAPPED or a value is null', () => {
    expect(errorsOf({ ...VALUES, billingCap: 1, budgetDeliveryGoal: 'UNCAPPED' })).toEqual({});
    expect(errorsOf({ ...VALUES, billingCap: null })).toEqual({});
    expect(minimumBillingCap({ ...VALUES, budgetDiscountPercent: null })).toBeUndefined();
    expect(minimumBillingCap({ ...VALUES, budget: null })).toBeUndefined();
  });

  it('CAMP-023 property: any cap at or above the minimum passes, any cap below fails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -50_000, max: 50_000 }),
        (budgetCents, discountBasis, offsetCents) => {
          const values = {
            budget: budgetCents / 100,
            budgetDiscountPercent: discountBasis / 10_000,
            billingCap: 0,
            budgetDeliveryGoal: 'BUDGET' as const,
          };
          const minimum = minimumBillingCap(values) ?? Number.NaN;
          const cap = Math.max(0, Math.round(minimum * 100) + offsetCents) / 100;
          const failing = billingCapError({ ...values, billingCap: cap }, 'USD') !== undefined;
          return failing === cap < minimum;
        },
      ),
    );
  });

  it('CAMP-024 the message is VALIDATION_CAMPAIGN_BILLING_CAP_MINIMUM with the minimum and the currency', () => {
    expect(billingCapError({ ...VALUES, billingCap: 100 }, 'USD')).toEqual({
      key: 'adsmanager.VALIDATION_CAMPAIGN_BILLING_CAP_MINIMUM',
      values: { minimum: '$900.00', currency: 'USD' },
    });
    expect(errorsOf({ ...VALUES, billingCap: 100 }).billingCap).toBe(
      'The billing cap must be at least $900.00 (USD): budget × (1 − budget discount)',
    );
    expect(errorsOf({ ...VALUES, billingCap: 100 }, { country: 'GB' }).billingCap).toContain('£900.00 (GBP)');
  });

  it('COUNTRY-010 budget is 0.01 to 100,000,000 with 2 decimals', () => {
    expect(errorsOf({ ...VALUES, budget: 0.01, billingCap: null })).toEqual({});
    expect(errorsOf({ ...VALUES, budget: 100_000_000, billingCap: null })).toEqual({});
    expect(errorsOf({ ...VALUES, budget: 0 }).budget).toBe('Must be at least 0.01');
    expect(errorsOf({ ...VALUES, budget: 100_000_000.01 }).budget).toBe('Must be at most 100000000');
    expect(errorsOf({ ...VALUES, budget: 10.005 }).budget).toBe('Use at most 2 decimal places');
    expect(errorsOf({ ...VALUES, budget: null }).budget).toBe('This field is required');
    expect(errorsOf({ ...VALUES, budget: Number.NaN }).budget).toBe(
      'Enter a number in digits, with a point for decimals',
    );
  });

  it('COUNTRY-017 the discount is a fraction with at most 4 decimals between 0 and 1', () => {
    expect(errorsOf({ ...VALUES, budgetDiscountPercent: 0.1234, billingCap: null })).toEqual({});
    expect(errorsOf({ ...VALUES, budgetDiscountPercent: 0.12345, billingCap: null })).toHaveProperty(
      'budgetDiscountPercent',
    );
    expect(errorsOf({ ...VALUES, budgetDiscountPercent: 1.5, billingCap: null })).toHaveProperty(
      'budgetDiscountPercent',
    );
  });

  it('COUNTRY-003 a new campaign may only have its country’s types; GB offers FIXED_CLO only', () => {
    expect(errorsOf({ ...VALUES, campaignType: 'DYNAMIC_CLO', campaignPricingModel: 'CPE' })).toEqual({});
    expect(
      errorsOf({ ...VALUES, campaignType: 'DYNAMIC_CLO', campaignPricingModel: 'CPE' }, { country: 'GB' }).campaignType,
    ).toBe('Invalid value. Expected one of: FIXED_CLO');
    expect(errorsOf(VALUES, { country: 'FR' }).campaignType).toBe(
      'No campaign type can be created for this account’s country',
    );
    expect(errorsOf({ ...VALUES, campaignType: 'PLANSPEC' }, { mode: 'edit' })).toEqual({});
  });

  it('CAMP-017 the form allows only the pricing models of the chosen type', () => {
    expect(errorsOf({ ...VALUES, campaignPricingModel: 'CPT' })).toEqual({});
    expect(errorsOf({ ...VALUES, campaignPricingModel: 'CPE' })).toEqual({
      campaignPricingModel: 'Invalid value. Expected one of: CPM, CPR, CPS, CPSH, CPST, CPT',
    });
    expect(errorsOf({ ...VALUES, campaignType: 'DYNAMIC_CLO', campaignPricingModel: 'CPS' })).toEqual({
      campaignPricingModel: 'Invalid value. Expected one of: CPE',
    });
    expect(errorsOf({ ...VALUES, campaignPricingModel: '' }).campaignPricingModel).toBe('This field is required');
  });

  it('requires a name and a line', () => {
    expect(errorsOf({ ...VALUES, name: '   ', lineId: null })).toEqual({
      name: 'This field is required',
      lineId: 'This field is required',
    });
  });

  it('dates: end not before start, not in the past, within the line and the latest allowed end', () => {
    expect(errorsOf({ ...VALUES, endDate: '2026-06-30' }).endDate).toBe(
      'The end date must not be before the start date',
    );
    expect(errorsOf({ ...VALUES, startDate: '2026-05-01', endDate: '2026-05-20' }, { status: 'Active' })).toEqual({
      endDate: 'The end date cannot be in the past',
    });
    expect(errorsOf({ ...VALUES, startDate: '2026-05-01' }).startDate).toBe(
      'A draft campaign cannot start in the past',
    );
    expect(errorsOf({ ...VALUES, startDate: '2026-05-01' }, { status: 'Active' })).toEqual({});
    expect(errorsOf({ ...VALUES, maxAllowedEndDate: '2026-07-20' }).endDate).toBe(
      'The end date must not be after 2026-07-20',
    );
    const line = {
      status: 'ACTIVE',
      startDateTime: '2026-07-05T04:00:00Z',
      endDateTime: '2026-07-20T03:59:59Z',
    } as const;
    expect(errorsOf(VALUES, { line })).toEqual({
      startDate: 'The start date must be within the line dates (2026-07-05 – 2026-07-19)',
      endDate: 'The end date must be within the line dates (2026-07-05 – 2026-07-19)',
    });
    expect(errorsOf({ ...VALUES, startDate: '' }).startDate).toBe('This field is required');
  });

  it('CAMP-010 a ticket link, when present, must be a valid URL', () => {
    expect(isValidTicketUrl('https://tickets.example/T-1')).toBe(true);
    expect(isValidTicketUrl('not a url')).toBe(false);
    expect(isValidTicketUrl('javascript:alert(1)')).toBe(false);
    expect(isValidTicketUrl('ftp//nope')).toBe(false);
  });

  it('maps a server field to the form field', () => {
    expect(campaignFieldOf('billingCap')).toBe('billingCap');
    expect(campaignFieldOf('endDateTime')).toBe('endDate');
    expect(campaignFieldOf('currency')).toBeUndefined();
  });
});

describe('fix form issues (NS-51)', () => {
  const fix = { ...CONTEXT, mode: 'edit' as const, status: 'Draft' as const, lineId: 3001, lineFound: true };
  const line = {
    status: 'ACTIVE',
    startDateTime: '2026-01-01T05:00:00Z',
    endDateTime: '2027-01-01T04:59:59Z',
  } as const;

  it('names the line when it is missing, deleted or not active', () => {
    expect(campaignFixIssues({ ...VALUES, lineId: null }, { ...fix, lineId: null, lineFound: false })).toEqual([
      { field: 'lineId', message: 'The campaign has no line.' },
    ]);
    expect(campaignFixIssues(VALUES, { ...fix, lineFound: false })).toEqual([
      { field: 'lineId', message: 'The line is invalid or deleted.' },
    ]);
    expect(campaignFixIssues(VALUES, { ...fix, line: { ...line, status: 'DRAFT' } })).toEqual([
      { field: 'lineId', message: 'The line is not active.' },
    ]);
    expect(campaignFixIssues(VALUES, { ...fix, line })).toEqual([]);
  });

  it('lists each broken form rule once, at its field', () => {
    expect(campaignFixIssues({ ...VALUES, billingCap: 10, endDate: '2026-05-01' }, { ...fix, line })).toEqual([
      { field: 'billingCap', message: expect.stringContaining('$900.00 (USD)') as string },
      { field: 'endDate', message: 'The end date must not be before the start date' },
      { field: 'endDate', message: 'The end date cannot be in the past' },
    ]);
  });

  it('WIZ-029 an Inactive campaign skips validation', () => {
    expect(
      campaignFixIssues({ ...VALUES, billingCap: 10 }, { ...fix, status: 'Inactive', lineId: null, lineFound: false }),
    ).toEqual([]);
  });
});

describe('defaults from the line (issue 28 point 5)', () => {
  const line = {
    pricingModel: 'CPS' as const,
    startDateTime: '2026-01-01T00:00:00-05:00',
    endDateTime: '2026-12-31T23:59:59-05:00',
  };
  const context = { timeZone: 'America/New_York', today: '2026-03-10' };

  it('the pricing model comes from the line when the type supports it; the end is 30 days on, within the line', () => {
    expect(lineDefaults({ campaignType: 'FIXED_CLO', startDate: '2026-03-10' }, line, context)).toEqual({
      campaignPricingModel: 'CPS',
      startDate: '2026-03-10',
      endDate: '2026-04-08',
    });
    // Dynamic CLO supports only CPE: the pricing model is left to the user.
    expect(lineDefaults({ campaignType: 'DYNAMIC_CLO', startDate: '2026-03-10' }, line, context)).not.toHaveProperty(
      'campaignPricingModel',
    );
  });

  it('a line that starts later moves the start to its first day; one ending sooner ends the campaign with it', () => {
    const later = { ...line, startDateTime: '2026-05-01T00:00:00-04:00', endDateTime: '2026-05-20T23:59:59-04:00' };
    expect(lineDefaults({ campaignType: 'FIXED_CLO', startDate: '2026-03-10' }, later, context)).toMatchObject({
      startDate: '2026-05-01',
      endDate: '2026-05-20',
    });
  });

  it('a new campaign no longer defaults to a one-day run', () => {
    const values = emptyCampaignForm(
      { bookingCountry: 'US', timezone: 'America/New_York' },
      new Date('2026-03-10T16:00:00Z'),
    );
    expect([values.startDate, values.endDate]).toEqual(['2026-03-10', '2026-04-08']);
  });
});
