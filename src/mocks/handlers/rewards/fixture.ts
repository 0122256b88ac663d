/**
 * A small, fixed state for the tests of the ads-manager, rms, advertiser-assets and ad-targeting
 * handlers (built on emptyDb, independent of the seed).
 */
import { testAccount, testUserRecord } from '../../db/test-records';
import { emptyDb } from '../../db/empty';
import type { AdsManagerSchemas, CampaignBuildSchemas, Db } from '../../db/types';
import { sampleImageUrl } from '../../seed/sample-images';

export const ADMIN = 'ada.admin@cardlinked.example';
export const SALES = 'sam.sales@cardlinked.example';
export const AGENCY = 'alex.agency@brightside-agency.example';
export const VIEWER = 'vera.viewer@acme-outfitters.example';
export const REDEMPTIONS = 'rita.redemptions@cardlinked.example';
export const LONER = 'nico.noaccess@acme-outfitters.example';

/** Accounts: 1001 (US, the agency's and viewer's), 1002 (GB, nobody's but internal users'). */
export const US_ACCOUNT = 1001;
export const GB_ACCOUNT = 1002;

export const T0 = '2026-02-10T15:30:00Z';

export function campaign(
  campaignId: number,
  extra: Partial<CampaignBuildSchemas['Campaign']> = {},
): CampaignBuildSchemas['Campaign'] {
  return {
    accountId: US_ACCOUNT,
    campaignId,
    name: `Campaign ${campaignId}`,
    campaignStatus: 'Active',
    campaignType: 'FIXED_CLO',
    campaignPricingModel: 'CPS',
    campaignObjective: 'DriveSales',
    budget: 50000,
    budgetDeliveryGoal: 'BUDGET',
    budgetDiscountPercent: 0.1,
    billingCap: 55000,
    currency: 'USD',
    scheduleType: 'Lifetime',
    startDateTime: '2026-04-01T00:00:00-04:00',
    endDateTime: '2026-06-30T23:59:59-04:00',
    isOfferAutoActivated: false,
    isTrackedLinkOffer: false,
    lineId: 3001,
    planId: 4001,
    plan: { name: 'Q2 launch' },
    createDateTime: T0,
    createUser: ADMIN,
    updateDateTime: T0,
    updateUser: ADMIN,
    ...extra,
  };
}

function adGroup(
  adGroupId: number,
  campaignId: number,
  adGroupStatus: CampaignBuildSchemas['AdGroup']['adGroupStatus'],
  testPopulation: number | undefined,
): CampaignBuildSchemas['AdGroup'] {
  const group: CampaignBuildSchemas['AdGroup'] = {
    accountId: US_ACCOUNT,
    adGroupId,
    campaignId,
    name: `Ad group ${adGroupId}`,
    adGroupStatus,
    campaignType: 'FIXED_CLO',
    userPriorityOrder: 0,
    createDateTime: T0,
    createUser: ADMIN,
    updateDateTime: T0,
    updateUser: ADMIN,
  };
  if (testPopulation !== undefined) group.testPopulation = testPopulation;
  return group;
}

const CONFIG =
  '{"currencyUnit":"USD","mccList":[],"minSpend":10,"minVisits":1,"rewardAmount":0.2,"rewardCap":20,"rewardPercent":0.1}';

export function rewardResource(id: string, rewardModelId = '11'): AdsManagerSchemas['RewardResource'] {
  return {
    type: 'reward',
    id,
    attributes: {
      endDateOffset: 30,
      isManualRedemption: false,
      isSuspendedProcessing: false,
      redemptionStartDateTime: '2026-04-01T00:00:00Z',
      redemptionEndDateTime: '2026-06-30T23:59:59Z',
      remediationModelConfigValue: null,
      rewardAnnotations: null,
      rewardModelConfigValue: CONFIG,
    },
    relationships: {
      remediationModel: { data: null },
      rewardModel: { data: { type: 'rewardModel', id: rewardModelId } },
    },
  };
}

function template(id: string, name: string, rewardModelId: string): Db['rewardTemplates'][number] {
  return {
    type: 'rewardTemplate',
    id,
    attributes: { name, defaultConfigValue: CONFIG },
    relationships: { rewardModel: { data: { type: 'rewardModel', id: rewardModelId } } },
  };
}

export function fixture(): Db {
  const db = emptyDb();
  db.accounts = [
    testAccount(US_ACCOUNT, 'Acme Outfitters', { brands: ['801'] }),
    testAccount(GB_ACCOUNT, 'Brightside Tea', { bookingCountry: 'GB', brands: ['802'] }),
  ];
  db.users = [
    testUserRecord(ADMIN, 'INTERNAL', { internalRoles: ['Internal Admin'] }),
    testUserRecord(SALES, 'INTERNAL', { internalRoles: ['Internal Sales'] }),
    testUserRecord(AGENCY, 'EXTERNAL', {
      memberships: [{ accountId: US_ACCOUNT, roles: ['Campaign Account Manager'] }],
    }),
    testUserRecord(VIEWER, 'EXTERNAL', { memberships: [{ accountId: US_ACCOUNT, roles: ['Campaign Viewer'] }] }),
    testUserRecord(REDEMPTIONS, 'INTERNAL', { internalRoles: ['Redemptions Admin'] }),
    testUserRecord(LONER, 'EXTERNAL'),
  ];
  db.lines = [
    {
      accountId: US_ACCOUNT,
      lineId: 3001,
      lineNumber: '1',
      ioNumber: 'IO-2026-0042',
      budget: 100000,
      currencyIsoCode: 'USD',
      pricingModel: 'CPS',
      startDateTime: '2026-01-01T00:00:00-05:00',
      endDateTime: '2026-12-31T23:59:59-05:00',
      status: 'ACTIVE',
    },
  ];
  db.plans = [
    {
      accountId: US_ACCOUNT,
      planId: 4001,
      name: 'Q2 launch',
      status: 'Draft',
      createDateTime: T0,
      createUser: ADMIN,
      updateDateTime: T0,
      updateUser: ADMIN,
    },
    {
      accountId: US_ACCOUNT,
      planId: 4002,
      name: 'Q3 launch',
      status: 'Draft',
      createDateTime: T0,
      createUser: ADMIN,
      updateDateTime: T0,
      updateUser: ADMIN,
    },
  ];
  db.campaigns = [
    // A draft of the agency user, who may build it (NS-85).
    campaign(5001, { campaignStatus: 'Draft', createUser: AGENCY }),
    // TVC eligible: the only ad group with testPopulation 0 is a Draft.
    campaign(5002),
    // TVC not eligible: an Active ad group has testPopulation 0.
    campaign(5003),
    campaign(5101, { accountId: GB_ACCOUNT, currency: 'GBP', lineId: null, planId: null, plan: null }),
  ];
  db.adGroups = [
    adGroup(6001, 5002, 'Active', 0.1),
    adGroup(6002, 5002, 'Draft', 0),
    adGroup(6003, 5003, 'Active', 0.1),
    adGroup(6004, 5003, 'Inactive', 0),
  ];
  db.ads = [7001, 7002].map((adId) => ({
    accountId: US_ACCOUNT,
    adGroupId: 6001,
    adId,
    name: `Ad ${adId}`,
    adStatus: 'Active' as const,
    campaignType: 'FIXED_CLO' as const,
    creativeId: 9101,
    createDateTime: T0,
    createUser: ADMIN,
    updateDateTime: T0,
    updateUser: ADMIN,
  }));
  db.images = [
    {
      accountId: US_ACCOUNT,
      externalUrl: 'https://assets.cardlinked.example/images/9201/logo.png',
      fileChecksum: '5d41402abc4b2a76b9719d911017c592',
      fileName: 'logo.png',
      fileSize: 84521,
      fileType: 'image/png',
      height: 627,
      width: 627,
      id: 9201,
      imageCategory: 'Logo',
      versions: [],
    },
    {
      accountId: US_ACCOUNT,
      externalUrl: sampleImageUrl('Hero', 0),
      fileChecksum: '7d793037a0760186574b0282f2f435e7',
      fileName: 'hero.png',
      fileSize: 612004,
      fileType: 'image/png',
      height: 627,
      width: 1200,
      id: 9202,
      imageCategory: 'Hero',
      versions: [],
    },
  ];
  db.creatives = [
    {
      id: 9101,
      accountId: US_ACCOUNT,
      country: 'US',
      creativeVersion: 3,
      merchantName: 'Acme Outfitters',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
      logoId: 9201,
      logoImage: { primary: { imageId: 9201 } },
      rewardCopy: 'Get 10% back',
      adCopy: [{ adCopyId: 910101, id: 1, slot: 'RewardDetails', text: 'Get 10% back', templateDetails: null }],
      beacons: [
        { beaconId: 71, id: 1, name: 'Click tracker', slot: 'ClickBeacon', url: 'https://track.acme.example/c' },
      ],
      images: [
        {
          externalUrl: 'https://assets.cardlinked.example/images/9201/logo.png',
          id: 1,
          imageId: 9201,
          slot: 'Logo',
          sourceImage: null,
          versions: [],
        },
        {
          externalUrl: sampleImageUrl('Hero', 0),
          id: 2,
          imageId: 9202,
          slot: 'HeroImage',
          sourceImage: null,
          versions: [],
        },
      ],
      links: [],
    },
    {
      id: 9102,
      accountId: GB_ACCOUNT,
      country: 'GB',
      creativeVersion: 3,
      merchantName: 'Brightside Tea',
      rewardType: 'FlatAmountBack',
      allowMultipleRewards: false,
      adCopy: [],
      beacons: [
        { beaconId: 72, id: 1, name: 'Tea pixel', slot: 'ImpressionBeacon', url: 'https://px.brightside.example/i' },
      ],
      images: [],
      links: [],
    },
  ];
  db.adCopyTemplates = [
    {
      id: 41,
      template: 'Get {percent} back',
      description: 'Percent back details',
      slot: 'RewardDetails',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
    },
    {
      id: 42,
      template: 'Get {percent} back every time',
      description: 'Multiple percent back',
      slot: 'RewardDetails',
      rewardType: 'PercentBack',
      allowMultipleRewards: true,
    },
    {
      id: 43,
      template: 'Get {amount} back',
      description: 'Flat amount details',
      slot: 'RewardDetails',
      rewardType: 'FlatAmountBack',
      allowMultipleRewards: false,
    },
    {
      id: 44,
      template: 'Offer valid once per card',
      description: 'Standard terms',
      slot: 'TermsAndConditions',
      rewardType: 'PercentBack',
      allowMultipleRewards: false,
    },
  ];
  db.rewardTemplates = [
    template('1', 'PercentBack', '11'),
    template('2', 'FlatAmountBack', '12'),
    template('3', 'SpendXGetY', '13'),
    template('4', 'Tiered loyalty', '99'),
  ];
  db.rewards = [
    {
      accountId: US_ACCOUNT,
      adId: 7001,
      createDateTime: T0,
      createUser: ADMIN,
      currency: 'USD',
      endDateOffset: 30,
      minSpend: 10,
      minVisits: 1,
      redemptionStartDateTime: '2026-04-01T00:00:00Z',
      redemptionEndDateTime: '2026-06-30T23:59:59Z',
      rewardAmount: 0.2,
      rewardAnnotations: null,
      rewardCap: 20,
      rewardId: 7101,
      rewardPercent: 0.1,
      rewardTemplate: 'PercentBack',
      rewardType: 'SingleRewardPercentAmountBack',
      rmsResponse: { data: rewardResource('8101') },
      rmsRewardId: 8101,
      updateDateTime: T0,
      updateUser: ADMIN,
    },
  ];
  db.tvcRequests = [
    {
      tvcRequestId: 9301,
      accountId: US_ACCOUNT,
      campaignId: 5002,
      campaignName: 'Campaign 5002',
      requestedStartDate: '2026-04-01',
      requestedEndDate: '2026-06-30',
      notes: null,
      status: 'Completed',
      createDateTime: T0,
      createUser: ADMIN,
    },
  ];
  db.projections = [
    {
      projection: {
        projectionId: 9001,
        name: 'Q2 launch forecast',
        ioNumber: 'IO-2026-0042',
        createdAt: T0,
        userEmail: { email: ADMIN },
        status: 'Success',
        planId: 4001,
      },
      specs: [
        {
          specId: 9201,
          projectionId: 9001,
          name: 'Q2 launch forecast',
          campaignId: 5001,
          campaignCount: 2,
          campaignDuration: 90,
          campaignStartDate: '2026-04-01',
          planId: 4001,
          pricingModel: 'CPS',
        },
      ],
      run: {
        runId: 9501,
        status: 'finished',
        result: { sheetLink: 'https://sheets.cardlinked.example/projections/9001/runs/9501' },
      },
    },
  ];
  const opportunity = (
    OpportunityId: string,
    AccountId: number,
    IoNumber: string | null,
    StageName: string,
  ): AdsManagerSchemas['Opportunity'] => ({
    OpportunityId,
    AccountId,
    Name: `Opportunity ${OpportunityId}`,
    StageName,
    IoNumber,
    CurrencyIsoCode: 'USD',
    InitialRoasTarget: 4,
    PricingModel: null,
    ContractedStartDate: '2026-04-01T00:00:00Z',
    ContractedEndDate: null,
    Brands: [{ BrandId: 801, Name: 'Acme' }],
    BusinessDocuments: [],
    Products: [],
  });
  db.opportunities = [
    opportunity('0065e00000AAA', US_ACCOUNT, 'IO-2026-0042', 'ClosedWon'),
    opportunity('0065e00000BBB', US_ACCOUNT, 'IO-2026-0042', 'Proposal'),
    opportunity('0065e00000CCC', US_ACCOUNT, 'IO-2026-0043', 'ClosedWon'),
    opportunity('0065e00000DDD', GB_ACCOUNT, 'IO-2026-0042', 'ClosedWon'),
  ];
  db.segments = [
    {
      segmentationTypeId: 1,
      createdAt: T0,
      isActive: true,
      isoCountryCode: 'US',
      name: 'All users',
      baseType: 'AllUsers',
    },
    {
      segmentationTypeId: 2,
      createdAt: T0,
      isActive: true,
      isoCountryCode: 'GB',
      name: 'New customers',
      baseType: 'New',
    },
    {
      segmentationTypeId: 12,
      brandId: 801,
      createdAt: T0,
      isActive: true,
      isoCountryCode: 'US',
      name: 'Frequent shoppers',
      baseType: 'Frequent',
      description: 'At least 3 trips',
    },
    {
      segmentationTypeId: 13,
      brandId: 801,
      createdAt: T0,
      isActive: true,
      isoCountryCode: 'US',
      name: 'Lapsed shoppers',
      baseType: 'Lapsed',
    },
    {
      segmentationTypeId: 14,
      brandId: 802,
      createdAt: T0,
      isActive: true,
      isoCountryCode: 'GB',
      name: 'Big spenders',
      baseType: 'Existing',
    },
  ];
  db.predefinedSegments = [
    {
      segmentationTypeId: 13,
      baseType: 'Lapsed',
      name: 'Lapsed shoppers',
      lookbackWindowMonths: 12,
      minTrips: 1,
      maxTrips: null,
      minSpend: null,
      maxSpend: null,
      excludeWindowMonths: 3,
      isoCountryCode: 'US',
      brandId: 801,
    },
  ];
  db.targetingCriteria = [
    {
      targetingCriteriaId: 8001,
      created: T0,
      criteriaDefinition: { countryCode: 'US', segment: { audienceSegmentationId: 12, brandIds: [801] } },
    },
    { targetingCriteriaId: 8002, created: T0, criteriaDefinition: { countryCode: 'US' } },
    {
      targetingCriteriaId: 8003,
      created: T0,
      criteriaDefinition: { countryCode: 'US', segment: { audienceSegmentationId: 13 } },
    },
  ];
  const summary = (
    country: 'us' | 'gb',
    redemptionModel: Db['redemptionSummaries'][number]['redemptionModel'],
    partnerCode: 'REWARDS_NETWORK' | 'SEATED',
    reasonCode: number,
    institutionId: number,
    totalCount: number,
    totalAmount: number,
    lastRedemptionTime: string,
  ): Db['redemptionSummaries'][number] => ({
    country,
    redemptionModel,
    partnerCode,
    reasonCode,
    institutionId,
    totalCount,
    totalAmount,
    currency: country === 'us' ? 'USD' : 'GBP',
    lastRedemptionTime,
  });
  db.redemptionSummaries = [
    summary('us', 'ReviewedRedemptions', 'REWARDS_NETWORK', 20, 11, 40, 300.25, '2026-03-14T17:42:10Z'),
    summary('us', 'ReviewedRedemptions', 'SEATED', 20, 12, 2, 18.25, '2026-03-10T09:00:00Z'),
    summary('us', 'ReviewedRedemptions', 'REWARDS_NETWORK', 130, 11, 7, 61.25, '2026-03-12T12:00:00Z'),
    summary('us', 'ThirdParty', 'SEATED', 64, 12, 3, 30, '2026-03-15T08:00:00Z'),
    summary('us', 'ForcedRedemptions', 'SEATED', 1, 11, 5, 50, '2026-03-01T08:00:00Z'),
    summary('gb', 'ReviewedRedemptions', 'SEATED', 4, 21, 9, 45, '2026-03-13T08:00:00Z'),
  ];
  db.redemptionDecisions = [
    {
      country: 'us',
      decisionId: 501,
      reasonCode: 20,
      decision: 'Approve',
      partnerCode: null,
      institutionId: null,
      comment: 'Reviewed',
      affectedCount: 42,
      decidedBy: ADMIN,
      decidedAt: '2026-03-01T09:30:00Z',
    },
    {
      country: 'gb',
      decisionId: 502,
      reasonCode: 2,
      decision: 'Deny',
      partnerCode: 'SEATED',
      institutionId: null,
      comment: null,
      affectedCount: 3,
      decidedBy: ADMIN,
      decidedAt: '2026-03-02T09:30:00Z',
    },
  ];
  db.sequences = {};
  return db;
}
