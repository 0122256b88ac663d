/**
 * The build entities of part 2 §3 (line, campaign, plan, audit change record) and the booking
 * countries (COUNTRY-001) as the OpenAPI specs define them, and as the generated zod schemas
 * (what the app validates answers with) read them: spec-layer rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  GetCampaignQueryParams,
  GetCampaignResponse,
  GetLineResponse,
  GetPlanResponse,
  ListAuditChangeRecordsResponseItem,
} from '@generated/campaign-build/campaign-build.zod';
import { ListUserAccountsResponse } from '@generated/aura/aura.zod';
import { loadSpecs, propertiesOf, type Json, type Spec } from './specs';

let build: Spec;
let aura: Spec;

beforeAll(async () => {
  const specs = await loadSpecs();
  const campaignBuild = specs.get('campaign-build');
  const auraSpec = specs.get('aura');
  if (!campaignBuild || !auraSpec) throw new Error('campaign-build or aura spec missing');
  build = campaignBuild;
  aura = auraSpec;
});

// ------------------------------------------------------------------ spec helpers
const schemaOf = (spec: Spec, name: string): Json => {
  const components = spec.document.components as { schemas: Record<string, unknown> };
  const found = components.schemas[name];
  if (found === undefined) throw new Error(`no schema ${name} in ${spec.service}`);
  return spec.deref(found);
};
const schema = (name: string) => schemaOf(build, name);
const propertyNames = (name: string) => propertiesOf(build, schema(name)).sort();
const property = (owner: string, name: string, spec: Spec = build): Json => {
  const properties = schemaOf(spec, owner).properties as Json;
  return spec.deref(properties[name]);
};
const requiredOf = (name: string) => [...((schema(name).required as string[] | undefined) ?? [])].sort();

/** The non-null branch of a property: its own type, or the one `oneOf` member that is not null. */
const branches = (node: Json, spec: Spec): Json[] =>
  Array.isArray(node.oneOf) ? node.oneOf.map((member) => spec.deref(member)) : [node];

const isNullable = (owner: string, name: string, spec: Spec = build): boolean => {
  const node = property(owner, name, spec);
  return branches(node, spec).some((branch) => {
    const types = Array.isArray(branch.type) ? branch.type : [branch.type];
    return types.includes('null');
  });
};

/** The enumeration of a property (through `$ref` and a nullable `oneOf`). */
const enumOfProperty = (owner: string, name: string, spec: Spec = build): unknown[] =>
  branches(property(owner, name, spec), spec).flatMap((branch): unknown[] =>
    Array.isArray(branch.enum) ? (branch.enum as unknown[]) : [],
  );

const enumOf = (name: string, spec: Spec = build) => schemaOf(spec, name).enum;

// ------------------------------------------------------------------ zod helpers
type Shape = Record<string, z.ZodType>;
const shapeOf = (object: z.ZodObject): Shape => object.shape;
const zodKeys = (object: z.ZodObject) => Object.keys(shapeOf(object)).sort();
const zodAcceptsNull = (object: z.ZodObject, key: string) => shapeOf(object)[key]?.safeParse(null).success ?? false;
const zodOptional = (object: z.ZodObject, key: string) => shapeOf(object)[key]?.safeParse(undefined).success ?? false;

/** Every enum value a zod field accepts (through optional, nullable and unions). */
function zodEnum(type: z.ZodType | undefined): string[] {
  if (type === undefined) return [];
  if (type instanceof z.ZodEnum) return type.options.map(String);
  if (type instanceof z.ZodOptional || type instanceof z.ZodNullable) return zodEnum(type.unwrap() as z.ZodType);
  if (type instanceof z.ZodUnion) return (type.options as z.ZodType[]).flatMap((option) => zodEnum(option));
  return [];
}
const zodEnumOf = (object: z.ZodObject, key: string) => zodEnum(shapeOf(object)[key]);

const sorted = (values: readonly unknown[]) => [...values].map(String).sort();

// ------------------------------------------------------------------ rows
const LINE_FIELDS = [
  'accountId',
  'brands',
  'budget',
  'currencyIsoCode',
  'endDateTime',
  'fundingSource',
  'ioNumber',
  'lineId',
  'lineNumber',
  'maxBillableAmount',
  'overageAllowance',
  'pricingModel',
  'publisherInitiativeType',
  'startDateTime',
  'status',
];
const LINE_NULLABLE = ['maxBillableAmount', 'overageAllowance', 'publisherInitiativeType'];
/** NS-97: what is left of the budget, read-only and optional (the spec's Line has the budget only). */
const LINE_EXTRA = ['remainingBudget'];

const CAMPAIGN_FIELDS = [
  'accountId',
  'allowDynamicRewards',
  'attributionWindow',
  'billingCap',
  'budget',
  'budgetDeliveryGoal',
  'budgetDiscountPercent',
  'campaignId',
  'campaignObjective',
  'campaignPricingModel',
  'campaignStatus',
  'campaignType',
  'createDateTime',
  'createUser',
  'currency',
  'endDateTime',
  'isOfferAutoActivated',
  'isTrackedLinkOffer',
  'lineId',
  'maxAllowedEndDateTime',
  'minMargin',
  'name',
  'orderNumber',
  'plan',
  'planId',
  'scheduleType',
  'startDateTime',
  'targetRoas',
  'targetRoasOptimizationLevel',
  'ticketId',
  'ticketUrl',
  'transactionDateTime',
  'updateDateTime',
  'updateUser',
];
const CAMPAIGN_NULLABLE = [
  'attributionWindow',
  'billingCap',
  'budgetDiscountPercent',
  'lineId',
  'maxAllowedEndDateTime',
  'minMargin',
  'orderNumber',
  'plan',
  'planId',
  'targetRoas',
  'targetRoasOptimizationLevel',
  'ticketId',
  'ticketUrl',
];
/** CAMP-009's optional list, and the list-row enrichment of part 3 §3 (optional, absent outside lists). */
const CAMPAIGN_EXTRA = [
  'publisherSchedules',
  'impressions',
  'reach',
  'mediaFees',
  'flaggedForReview',
  'lineNumber',
  // NS-88: the note of the review that returned the campaign to Draft.
  'reviewNote',
];

const PLAN_FIELDS = [
  'acceptedDateTime',
  'accountId',
  'createDateTime',
  'createUser',
  'ioNumber',
  'name',
  'planId',
  'status',
  'updateDateTime',
  'updateUser',
];

describe('line (part 2 §3 Line)', () => {
  it('CAMP-001 NS-97 Line has exactly the listed fields and the optional remainingBudget; maxBillableAmount, overageAllowance, publisherInitiativeType nullable', () => {
    expect(propertyNames('Line')).toEqual([...LINE_FIELDS, ...LINE_EXTRA].sort());
    for (const field of LINE_EXTRA) expect(requiredOf('Line')).not.toContain(field);
    for (const field of LINE_NULLABLE) expect(isNullable('Line', field), field).toBe(true);
    for (const field of ['accountId', 'budget', 'currencyIsoCode', 'ioNumber', 'lineId', 'lineNumber', 'status']) {
      expect(isNullable('Line', field), field).toBe(false);
    }
    // brands is a list of numbers
    const brands = property('Line', 'brands');
    expect(brands.type).toBe('array');
    expect(build.deref(brands.items).type).toBe('integer');
    // the generated zod reads the same fields, and lets the nullable ones be null
    expect(zodKeys(GetLineResponse)).toEqual([...LINE_FIELDS, ...LINE_EXTRA].sort());
    for (const field of LINE_NULLABLE) expect(zodAcceptsNull(GetLineResponse, field), field).toBe(true);
    expect(zodAcceptsNull(GetLineResponse, 'lineId')).toBe(false);
    expect(GetLineResponse.shape.brands.safeParse([101, 102]).success).toBe(true);
    expect(GetLineResponse.shape.brands.safeParse(['101']).success).toBe(false);
  });

  it('CAMP-003 fundingSource, line status and publisherInitiativeType take exactly the listed values', () => {
    const funding = ['ADVERTISER', 'CDLX', 'PUBLISHER'];
    const statuses = ['ACTIVE', 'DELETED', 'DRAFT'];
    const initiatives = [
      'ADVERTISER_TARGETING',
      'BANK_TARGETING',
      'CHALLENGE',
      'ENROLLMENT_OFFERS',
      'JUICED_BOOSTED',
      'SPONSORED_CONTENT',
      'WELCOME_BASKET',
    ];
    expect(enumOfProperty('Line', 'fundingSource')).toEqual(funding);
    expect(enumOfProperty('Line', 'status')).toEqual(statuses);
    expect(enumOfProperty('Line', 'publisherInitiativeType')).toEqual(initiatives);
    expect(zodEnumOf(GetLineResponse, 'fundingSource')).toEqual(funding);
    expect(zodEnumOf(GetLineResponse, 'status')).toEqual(statuses);
    expect(zodEnumOf(GetLineResponse, 'publisherInitiativeType')).toEqual(initiatives);
  });

  it('CAMP-004 line pricingModel is one of CPE, CPM, CPR, CPS, CPSH, CPST, CPT', () => {
    const models = ['CPE', 'CPM', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT'];
    expect(enumOfProperty('Line', 'pricingModel')).toEqual(models);
    expect(zodEnumOf(GetLineResponse, 'pricingModel')).toEqual(models);
  });
});

describe('campaign (part 2 §3 Campaign)', () => {
  it('CAMP-008 Campaign has the listed fields with the listed nullables; allowDynamicRewards optional; plan is the name only', () => {
    expect(propertyNames('Campaign')).toEqual([...CAMPAIGN_FIELDS, ...CAMPAIGN_EXTRA].sort());
    for (const field of CAMPAIGN_FIELDS) {
      expect(isNullable('Campaign', field), field).toBe(CAMPAIGN_NULLABLE.includes(field));
    }
    expect(requiredOf('Campaign')).not.toContain('allowDynamicRewards');
    for (const field of CAMPAIGN_EXTRA) expect(requiredOf('Campaign')).not.toContain(field);
    // plan (name only, nullable)
    const plan = branches(property('Campaign', 'plan'), build).find((branch) => branch.type === 'object');
    expect(propertiesOf(build, plan)).toEqual(['name']);
    // ticketUrl is a valid URL when present
    const ticketUrl = property('Campaign', 'ticketUrl');
    expect(ticketUrl.format).toBe('uri');

    expect(zodKeys(GetCampaignResponse)).toEqual([...CAMPAIGN_FIELDS, ...CAMPAIGN_EXTRA].sort());
    for (const field of CAMPAIGN_FIELDS) {
      expect(zodAcceptsNull(GetCampaignResponse, field), field).toBe(CAMPAIGN_NULLABLE.includes(field));
    }
    expect(zodOptional(GetCampaignResponse, 'allowDynamicRewards')).toBe(true);
    expect(GetCampaignResponse.shape.plan.safeParse({ name: 'Q3 launch' }).success).toBe(true);
    expect(GetCampaignResponse.shape.ticketUrl.safeParse('not a url').success).toBe(false);
    expect(GetCampaignResponse.shape.ticketUrl.safeParse('https://tickets.example.com/browse/ADS-1').success).toBe(
      true,
    );
  });

  it('CAMP-009 publisherSchedules is an optional list of {campaignScheduleVersionId, publisherId, startDateTime, endDateTime}, asked for with includePublisherSchedules', () => {
    const schedules = property('Campaign', 'publisherSchedules');
    expect(schedules.type).toBe('array');
    expect(propertiesOf(build, schedules).sort()).toEqual(
      ['campaignScheduleVersionId', 'endDateTime', 'publisherId', 'startDateTime'].sort(),
    );
    expect(requiredOf('Campaign')).not.toContain('publisherSchedules');
    const paths = build.document.paths as Json;
    const getCampaign = build.deref(
      (paths['/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}'] as Json).get,
    );
    const parameter = (getCampaign.parameters as unknown[])
      .map((entry) => build.deref(entry))
      .find((entry) => entry.name === 'includePublisherSchedules');
    expect(parameter?.in).toBe('query');
    expect(build.deref(parameter?.schema).type).toBe('boolean');
    expect(GetCampaignQueryParams.parse({ includePublisherSchedules: 'true' }).includePublisherSchedules).toBe(true);
    expect(zodOptional(GetCampaignResponse, 'publisherSchedules')).toBe(true);
    expect(
      GetCampaignResponse.shape.publisherSchedules.safeParse([
        {
          campaignScheduleVersionId: 1,
          publisherId: 11,
          startDateTime: '2026-03-01T05:00:00Z',
          endDateTime: '2026-06-30T23:59:59Z',
        },
      ]).success,
    ).toBe(true);
  });

  it('CAMP-013 campaignPricingModel, campaignType and budgetDeliveryGoal take exactly the listed values', () => {
    const pricing = ['CPE', 'CPM', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT', 'None'];
    const types = ['FIXED_CLO', 'DYNAMIC_CLO', 'PLANSPEC', 'SNAPSHOT'];
    const goals = ['BUDGET', 'OVERAGE', 'UNCAPPED'];
    expect(enumOfProperty('Campaign', 'campaignPricingModel')).toEqual(pricing);
    expect(enumOfProperty('Campaign', 'campaignType')).toEqual(types);
    expect(enumOfProperty('Campaign', 'budgetDeliveryGoal')).toEqual(goals);
    expect(zodEnumOf(GetCampaignResponse, 'campaignPricingModel')).toEqual(pricing);
    expect(zodEnumOf(GetCampaignResponse, 'campaignType')).toEqual(types);
    expect(zodEnumOf(GetCampaignResponse, 'budgetDeliveryGoal')).toEqual(goals);
  });

  it('CAMP-014 campaignObjective, scheduleType and targetRoasOptimizationLevel take exactly the listed values', () => {
    const objectives = ['DriveSales', 'BuildLoyalty', 'AcquireNewCustomers'];
    const schedules = ['Lifetime', 'Daily'];
    const levels = ['ADGROUP', 'CAMPAIGN'];
    expect(enumOfProperty('Campaign', 'campaignObjective')).toEqual(objectives);
    expect(enumOfProperty('Campaign', 'scheduleType')).toEqual(schedules);
    expect(enumOfProperty('Campaign', 'targetRoasOptimizationLevel')).toEqual(levels);
    expect(zodEnumOf(GetCampaignResponse, 'campaignObjective')).toEqual(objectives);
    expect(zodEnumOf(GetCampaignResponse, 'scheduleType')).toEqual(schedules);
    expect(zodEnumOf(GetCampaignResponse, 'targetRoasOptimizationLevel')).toEqual(levels);
  });

  it('CAMP-015 campaignStatus is one of Active, Draft, InReview, Inactive, Scheduled', () => {
    const statuses = ['Active', 'Draft', 'InReview', 'Inactive', 'Scheduled'];
    expect(enumOfProperty('Campaign', 'campaignStatus')).toEqual(statuses);
    expect(zodEnumOf(GetCampaignResponse, 'campaignStatus')).toEqual(statuses);
  });
});

describe('plan (part 2 §3 Plan)', () => {
  it('PLAN-001 Plan has the listed fields; acceptedDateTime and ioNumber nullable, name required text, planId a number', () => {
    expect(propertyNames('Plan')).toEqual([...PLAN_FIELDS].sort());
    for (const field of PLAN_FIELDS) {
      expect(isNullable('Plan', field), field).toBe(field === 'acceptedDateTime' || field === 'ioNumber');
    }
    expect(requiredOf('Plan')).toContain('name');
    expect(property('Plan', 'name')).toMatchObject({ type: 'string', minLength: 1 });
    expect(property('Plan', 'planId').type).toBe('integer');

    expect(zodKeys(GetPlanResponse)).toEqual([...PLAN_FIELDS].sort());
    for (const field of PLAN_FIELDS) {
      expect(zodAcceptsNull(GetPlanResponse, field), field).toBe(field === 'acceptedDateTime' || field === 'ioNumber');
    }
    expect(GetPlanResponse.shape.name.safeParse('').success).toBe(false);
    expect(zodOptional(GetPlanResponse, 'name')).toBe(false);
    expect(GetPlanResponse.shape.planId.safeParse(4001).success).toBe(true);
    expect(GetPlanResponse.shape.planId.safeParse('4001').success).toBe(false);
  });

  it('PLAN-002 plan status is one of Accepted, Draft, Failed, Processing (NS-41)', () => {
    const statuses = ['Accepted', 'Draft', 'Failed', 'Processing'];
    expect(enumOf('PlanStatus')).toEqual(statuses);
    expect(enumOfProperty('Plan', 'status')).toEqual(statuses);
    expect(zodEnumOf(GetPlanResponse, 'status')).toEqual(statuses);
  });
});

describe('audit change record (part 2 §3, NS-58)', () => {
  const AUDIT = ListAuditChangeRecordsResponseItem;

  it('AUDIT-001 a change record has entityType, action, updateUser, updateDateTime and changes[] (plus the entityId it is about)', () => {
    const fields = ['action', 'changes', 'entityType', 'updateDateTime', 'updateUser'];
    // entityId is the spec's addition: the audit call is asked per entity (NS-58).
    expect(propertyNames('AuditChangeRecord')).toEqual([...fields, 'entityId'].sort());
    for (const field of fields) expect(requiredOf('AuditChangeRecord')).toContain(field);
    expect(property('AuditChangeRecord', 'changes').type).toBe('array');
    expect(zodKeys(AUDIT)).toEqual([...fields, 'entityId'].sort());
    for (const field of fields) expect(zodOptional(AUDIT, field), field).toBe(false);
  });

  it('AUDIT-002 entityType takes exactly the eighteen listed values', () => {
    const types = [
      'Ad',
      'AdBrand',
      'AdGroup',
      'AdGroupAudience',
      'AdGroupAd',
      'AdGroupInstitution',
      'AdRedeemingMerchant',
      'Audience',
      'AudienceCountry',
      'AudienceDma',
      'AudienceLocality',
      'AudiencePostalCodeIdsList',
      'AudiencePurchaseCategory',
      'AudienceRegion',
      'BrandPurchaseClassification',
      'Campaign',
      'CampaignAdGroup',
      'CampaignVersion',
    ];
    expect(enumOf('AuditEntityType')).toEqual(types);
    expect(zodEnumOf(AUDIT, 'entityType')).toEqual(types);
  });

  it('AUDIT-003 action is one of Update, Delete, Insert', () => {
    expect(enumOf('AuditAction')).toEqual(['Update', 'Delete', 'Insert']);
    expect(zodEnumOf(AUDIT, 'action')).toEqual(['Update', 'Delete', 'Insert']);
  });

  it('AUDIT-004 each change is {columnName, originalValue, newValue}', () => {
    expect(propertyNames('AuditChange')).toEqual(['columnName', 'newValue', 'originalValue']);
    expect(propertiesOf(build, property('AuditChangeRecord', 'changes'))).toEqual(
      expect.arrayContaining(['columnName', 'originalValue', 'newValue']),
    );
    const change = { columnName: 'name', originalValue: 'Old', newValue: 'New' };
    expect(AUDIT.shape.changes.safeParse([change]).success).toBe(true);
    expect(AUDIT.shape.changes.safeParse([{ columnName: 'name' }]).success).toBe(false);
  });
});

describe('booking countries (shell §1, build §1)', () => {
  it('COUNTRY-001 booking country is US or GB, currency USD or GBP, time zone America/New_York or Europe/London', () => {
    expect(sorted(enumOf('BookingCountry', aura) as unknown[])).toEqual(['GB', 'US']);
    expect(sorted(enumOf('Currency', aura) as unknown[])).toEqual(['GBP', 'USD']);
    expect(sorted(enumOf('TimeZone', aura) as unknown[])).toEqual(['America/New_York', 'Europe/London']);
    // the account carries them, and the build entities use the same currency list
    expect(sorted(enumOfProperty('Account', 'bookingCountry', aura))).toEqual(['GB', 'US']);
    expect(sorted(enumOfProperty('Account', 'bookingCurrency', aura))).toEqual(['GBP', 'USD']);
    expect(sorted(enumOfProperty('Account', 'timezone', aura))).toEqual(['America/New_York', 'Europe/London']);
    expect(sorted(enumOfProperty('Line', 'currencyIsoCode'))).toEqual(['GBP', 'USD']);
    expect(sorted(enumOfProperty('Campaign', 'currency'))).toEqual(['GBP', 'USD']);

    const account = ListUserAccountsResponse.shape.items.element.shape.account;
    expect(sorted(zodEnumOf(account, 'bookingCountry'))).toEqual(['GB', 'US']);
    expect(sorted(zodEnumOf(account, 'bookingCurrency'))).toEqual(['GBP', 'USD']);
    expect(sorted(zodEnumOf(account, 'timezone'))).toEqual(['America/New_York', 'Europe/London']);
    expect(sorted(zodEnumOf(GetCampaignResponse, 'currency'))).toEqual(['GBP', 'USD']);
  });
});
