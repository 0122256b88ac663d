/**
 * A small, fixed state for the campaign-build handler tests (independent of the full seed):
 * a US and a GB account of one agency manager, a third account nobody external sees, and a few
 * lines, plans, campaigns, ad groups, ads, fees and delivery rows.
 */
import { testAccount, testUserRecord } from '../../db/test-records';
import { emptyDb } from '../../db/empty';
import type { Db, PerformanceRow } from '../../db/types';
import type { AdGroup, Ad, Campaign, Line, Plan } from './common';
import { addTargetingLookups } from './targeting-fixture';

export const V6 = '/api/v6/campaign-build-api';
export const V7 = '/api/v7/campaign-build-api';
export const V8 = '/api/v8/campaign-build-api';
export const V1 = '/api/v1/campaign-build';

export const US = 1001;
export const GB = 1002;
export const OTHER = 1003;
export const UNKNOWN_ACCOUNT = 1999;

export const ADMIN = 'ada.admin@cardlinked.example';
export const SALES = 'sam.sales@cardlinked.example';
export const MANAGER = 'alex.agency@agency.example';
export const VIEWER = 'vera.viewer@acme.example';
export const NOBODY = 'nina.nobody@nowhere.example';

const T0 = '2026-01-05T10:00:00Z';

function line(lineId: number, accountId: number, status: Line['status'], patch: Partial<Line> = {}): Line {
  return {
    accountId,
    lineId,
    lineNumber: String(lineId - 3000),
    ioNumber: 'IO-2026-0042',
    status,
    budget: 250000,
    currencyIsoCode: accountId === GB ? 'GBP' : 'USD',
    pricingModel: 'CPS',
    startDateTime: '2026-01-01T00:00:00-05:00',
    endDateTime: '2026-12-31T23:59:59-05:00',
    brands: [101],
    fundingSource: 'ADVERTISER',
    maxBillableAmount: null,
    overageAllowance: null,
    publisherInitiativeType: null,
    ...patch,
  };
}

function plan(planId: number, name: string, status: Plan['status'], updateDateTime: string): Plan {
  return {
    planId,
    accountId: US,
    name,
    status,
    ioNumber: null,
    acceptedDateTime: status === 'Draft' ? null : T0,
    createDateTime: T0,
    createUser: MANAGER,
    updateDateTime,
    updateUser: MANAGER,
  };
}

function campaign(
  campaignId: number,
  accountId: number,
  status: Campaign['campaignStatus'],
  patch: Partial<Campaign> = {},
): Campaign {
  return {
    accountId,
    campaignId,
    name: `Campaign ${campaignId}`,
    campaignStatus: status,
    campaignType: 'FIXED_CLO',
    campaignObjective: 'DriveSales',
    campaignPricingModel: 'CPS',
    budget: 100000,
    budgetDeliveryGoal: 'BUDGET',
    budgetDiscountPercent: null,
    billingCap: null,
    currency: accountId === GB ? 'GBP' : 'USD',
    scheduleType: 'Lifetime',
    startDateTime: '2026-03-01T05:00:00Z',
    endDateTime: '2026-06-30T23:59:59Z',
    isOfferAutoActivated: false,
    isTrackedLinkOffer: false,
    lineId: accountId === GB ? 3004 : 3001,
    planId: null,
    ticketId: null,
    ticketUrl: null,
    transactionDateTime: T0,
    createDateTime: T0,
    createUser: MANAGER,
    updateDateTime: T0,
    updateUser: MANAGER,
    ...patch,
  };
}

function adGroup(adGroupId: number, campaignId: number, accountId: number, userPriorityOrder: number): AdGroup {
  return {
    accountId,
    adGroupId,
    campaignId,
    campaignType: 'FIXED_CLO',
    name: `Ad group ${adGroupId}`,
    adGroupStatus: 'Active',
    audienceId: accountId === US ? 8001 : undefined,
    institutions: [11],
    isExpandable: false,
    isExpanded: false,
    parentAdGroupId: null,
    placementIndex: 0,
    placementLocation: 'All',
    testPopulation: 0.1,
    userPriorityOrder,
    createDateTime: T0,
    createUser: MANAGER,
    updateDateTime: T0,
    updateUser: MANAGER,
  };
}

function ad(adId: number, adGroupId: number, accountId: number): Ad {
  return {
    accountId,
    adId,
    adGroupId,
    campaignType: 'FIXED_CLO',
    name: `Ad ${adId}`,
    adStatus: 'Active',
    brands: [101],
    categories: [21],
    creativeId: 2001,
    purchaseClassification: 'InStore',
    termsAndConditionsTemplateId: null,
    createDateTime: T0,
    createUser: MANAGER,
    updateDateTime: T0,
    updateUser: MANAGER,
  };
}

export function campaignBuildFixture(): Db {
  const db = emptyDb();
  db.sequences = { campaign: 5100, adGroup: 6100, ad: 7100, audience: 8100, pricingModel: 9100, plan: 4100 };
  db.accounts = [
    testAccount(US, 'Acme Outdoor'),
    testAccount(GB, 'Brightside Tea', { bookingCountry: 'GB' }),
    testAccount(OTHER, 'Other Co'),
  ];
  db.users = [
    testUserRecord(ADMIN, 'INTERNAL', { internalRoles: ['Internal Admin'] }),
    testUserRecord(SALES, 'INTERNAL', { internalRoles: ['Internal Sales'] }),
    testUserRecord(MANAGER, 'EXTERNAL', {
      memberships: [
        { accountId: US, roles: ['Campaign Account Manager'] },
        { accountId: GB, roles: ['Campaign Account Manager'] },
      ],
    }),
    testUserRecord(VIEWER, 'EXTERNAL', { memberships: [{ accountId: US, roles: ['Campaign Viewer'] }] }),
    testUserRecord(NOBODY, 'EXTERNAL', {}),
  ];
  db.lines = [
    line(3001, US, 'ACTIVE'),
    line(3002, US, 'DELETED'),
    line(3003, US, 'DRAFT'),
    line(3004, GB, 'ACTIVE', { budget: 5000 }),
  ];
  db.plans = [
    plan(4001, 'Q3 launch', 'Draft', '2026-01-10T10:00:00Z'),
    plan(4002, 'Spring push', 'Accepted', '2026-01-12T10:00:00Z'),
    plan(4003, 'Winter', 'Draft', '2026-01-11T10:00:00Z'),
  ];
  db.campaigns = [
    campaign(5001, US, 'Active', {
      name: 'Spring cash back',
      planId: 4002,
      startDateTime: '2026-03-01T05:00:00Z',
      publisherSchedules: [
        {
          campaignScheduleVersionId: 1,
          publisherId: 11,
          startDateTime: '2026-03-01T05:00:00Z',
          endDateTime: '2026-06-30T23:59:59Z',
        },
      ],
    }),
    campaign(5002, US, 'Draft', {
      name: 'Summer draft',
      startDateTime: '2026-07-01T04:00:00Z',
      campaignPricingModel: 'None',
      lineId: null,
    }),
    campaign(5003, US, 'Scheduled', {
      name: 'Autumn',
      startDateTime: '2026-09-01T04:00:00Z',
      campaignType: 'DYNAMIC_CLO',
      campaignPricingModel: 'CPE',
    }),
    campaign(5004, GB, 'Active', { name: 'Tea time' }),
    campaign(5005, OTHER, 'Active', { name: 'Other campaign' }),
    campaign(5006, US, 'Inactive', {
      name: 'Old winter',
      startDateTime: '2025-12-01T05:00:00Z',
      campaignPricingModel: 'None',
    }),
  ];
  db.adGroups = [
    adGroup(6001, 5001, US, 1),
    adGroup(6002, 5001, US, 2),
    adGroup(6003, 5002, US, 1),
    adGroup(6004, 5004, GB, 1),
    adGroup(6005, 5005, OTHER, 1),
  ];
  db.ads = [ad(7001, 6001, US), ad(7002, 6002, US), ad(7003, 6004, GB), ad(7004, 6003, US), ad(7005, 6005, OTHER)];
  db.audiences = [
    {
      accountId: US,
      audienceId: 8001,
      name: 'Frequent shoppers',
      audienceSegmentationTypeId: 1,
      selectedSegmentIds: [31],
      customAudiences: { include: [], exclude: [] },
      locations: { include: [], exclude: [], count: 0 },
      purchaseBehavior: { type: 'BY_CATEGORY', purchaseCategories: { include: [21], exclude: [] } },
      createDateTime: T0,
      createUser: MANAGER,
      updateDateTime: T0,
      updateUser: MANAGER,
    },
  ];
  db.pricingModels = [
    {
      pricingModelId: 9001,
      accountId: US,
      adGroupId: 6001,
      currency: 'USD',
      feeAmount: null,
      feePercent: 0.15,
      feeCap: 5000,
      targetRoas: null,
      createDateTime: T0,
      createUser: MANAGER,
      updateDateTime: T0,
      updateUser: MANAGER,
    },
  ];
  db.redeemingMerchants = [
    {
      adId: 7001,
      value: {
        brands: [
          {
            brandId: 101,
            brandName: 'Acme Fuel',
            storeSegments: { InStore: [{ id: 901, name: 'Acme gas stations' }], Online: [], Other: [] },
          },
        ],
        productCategoryAnnotations: ['FuelOnly'],
        purchaseChannelAnnotations: ['None'],
        isAnnotationOverridden: false,
      },
    },
  ];
  addTargetingLookups(db);
  return db;
}

function row(campaignId: number, adGroupId: number, day: string, adSpend: number): PerformanceRow {
  return {
    accountId: US,
    campaignId,
    adGroupId,
    day,
    dmaName: 'New York',
    impressions: 1000,
    reach: 400,
    engagements: 10,
    activations: 5,
    purchases: 2,
    purchasesPostEngagement: 1,
    purchasesPostView: 1,
    revenue: 300,
    revenuePostEngagement: 200,
    revenuePostView: 100,
    adSpend,
    rewardCost: 20,
    mediaFees: 2.5,
    fee: 1,
    postServeSpend: 0,
    postServeTrips: 0,
  };
}

export function campaignBuildPerformance(): PerformanceRow[] {
  return [row(5001, 6001, '2026-03-01', 100.25), row(5001, 6002, '2026-03-02', 49.5)];
}
