/**
 * A valid request for every operation of every spec, built from the seed (and from the state as it
 * is, so that a run of many operations keeps finding the records it needs).
 */
import type { Db } from '../../src/mocks/db/types';
import { PERSONAS } from '../../src/mocks/personas';
import type { OperationInfo } from '../../src/mocks/services';

export const ADMIN = PERSONAS.admin.email;
const ACCOUNT = 1001;

export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  as?: string;
}

/** A valid request for each operation, built from the seed. */
export function sampleRequests(db: Db): Record<string, SampleRequest> {
  const campaign = db.campaigns.find((c) => c.campaignId === 5001) ?? db.campaigns[0];
  if (!campaign) throw new Error('seed has no campaign');
  // After the deletes of campaign 5001's ad groups and ads, fall back to any that remain.
  const adGroup = db.adGroups.find((g) => g.campaignId === campaign.campaignId) ?? db.adGroups[0];
  const ad = db.ads.find((a) => a.adGroupId === adGroup?.adGroupId) ?? db.ads[0];
  const fee = db.pricingModels.find((p) => p.adGroupId === adGroup?.adGroupId) ?? db.pricingModels[0];
  const reward = db.rewards.find((r) => r.adId === ad?.adId) ?? db.rewards[0];
  const plan =
    db.plans.find((p) => p.accountId === ACCOUNT && p.status === 'Draft') ??
    db.plans.find((p) => p.accountId === ACCOUNT);
  const tvc = db.tvcRequests.find((t) => t.accountId === ACCOUNT) ?? db.tvcRequests[0];
  const projection = db.projections.find((p) => p.projection.projectionId > 0);
  const report = db.scheduledReports.find((r) => r.accountId === ACCOUNT) ?? db.scheduledReports[0];
  const approval = db.approvals.find((a) => a.accountId === ACCOUNT) ?? db.approvals[0];
  const segment = db.segments.find((s) => s.brandId !== undefined) ?? db.segments[0];
  const predefined = db.predefinedSegments[0];
  const user = db.users.find((u) => u.memberships.some((m) => m.accountId === ACCOUNT) && u.status === 'ACTIVE');
  const opportunity = db.opportunities.find((o) => o.IoNumber);
  if (
    !adGroup ||
    !ad ||
    !fee ||
    !reward ||
    !plan ||
    !tvc ||
    !projection ||
    !report ||
    !approval ||
    !segment ||
    !predefined ||
    !user
  ) {
    throw new Error('seed lacks a record a sample request needs');
  }
  const a = { accountId: ACCOUNT };
  const campaignPath = { ...a, campaignId: campaign.campaignId };
  const merchants = {
    brands: [{ brandId: 11, brandName: 'Acme', storeSegments: { InStore: [], Online: [], Other: [] } }],
    productCategoryAnnotations: ['None'],
    purchaseChannelAnnotations: ['None'],
    isAnnotationOverridden: false,
  };
  const rewardAttributes = {
    endDateOffset: 30,
    isManualRedemption: false,
    isSuspendedProcessing: false,
    redemptionStartDateTime: '2026-12-01T00:00:00Z',
    remediationModelConfigValue: null,
    rewardAnnotations: null,
    rewardModelConfigValue: JSON.stringify({
      currencyUnit: 'USD',
      mccList: [],
      minSpend: 10,
      minVisits: 1,
      rewardAmount: 5,
      rewardCap: 50,
      rewardPercent: 0.1,
    }),
  };
  const reportQuery = {
    cube: 'campaign_performance',
    selectFields: [
      { field: 'campaignId' },
      { field: 'campaignName' },
      { field: 'impressions' },
      { field: 'revenue' },
      { field: 'roas' },
    ],
    filterExpressions: [{ field: 'day', operator: 'between', from: '2026-10-01', to: '2026-10-31' }],
    sortBy: [{ field: 'campaignId', order: 'Asc' }],
    curators: { datacompleteness: true, totalmetrics: true },
    rowsPerPage: 100,
  };
  const form = (fields: Record<string, string | Blob>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  return {
    listUserAccounts: { params: { userEmail: ADMIN }, query: { type: 'ADVERTISER', page: 0, size: 25 } },
    updateAccountBrands: { params: a, body: { brandIds: ['11', '12'] } },
    listAccountUsers: { params: a, query: { page: 0, size: 10000 } },
    createAccountUser: {
      params: a,
      body: {
        email: 'new.person@acme-outfitters.example',
        firstName: 'New',
        lastName: 'Person',
        roleName: 'Campaign Viewer',
      },
    },
    getCurrentAccountUser: { params: a },
    getAccountUser: { params: { ...a, userEmail: user.email } },
    resendUserInvitation: { params: { ...a, userEmail: user.email } },
    deleteUserRole: { params: { ...a, userEmail: user.email } },

    listAdGroups: { params: a, query: { filter: `campaignId==${campaign.campaignId}`, page: 1, perPage: 500 } },
    createAdGroup: { params: a, body: { name: 'Contract ad group', campaignId: campaign.campaignId } },
    getAdGroup: { params: { ...a, adGroupId: adGroup.adGroupId } },
    updateAdGroup: { params: { ...a, adGroupId: adGroup.adGroupId }, body: { name: 'Renamed ad group' } },
    deleteAdGroup: { params: { ...a, adGroupId: adGroup.adGroupId } },
    getAdGroupGlobal: { params: { adGroupId: adGroup.adGroupId } },
    duplicateAdGroup: { params: { ...a, adGroupId: adGroup.adGroupId } },
    reorderAdGroups: {
      params: campaignPath,
      body: {
        userPriorityOrder: db.adGroups
          .filter((g) => g.campaignId === campaign.campaignId)
          .map((g) => g.adGroupId)
          .reverse(),
      },
    },
    importAdGroups: { params: campaignPath, body: { sourceAdGroupIds: [adGroup.adGroupId] } },
    listAds: { params: a, query: { filter: `adGroupId==${adGroup.adGroupId}`, page: 1, perPage: 10 } },
    createAd: { params: a, body: { name: 'Contract ad', adGroupId: adGroup.adGroupId } },
    getAd: { params: { ...a, adId: ad.adId } },
    updateAd: { params: { ...a, adId: ad.adId }, body: { name: 'Renamed ad' } },
    deleteAd: { params: { ...a, adId: ad.adId } },
    getAdGlobal: { params: { adId: ad.adId } },
    getRedeemingMerchants: { params: { adId: ad.adId } },
    getBrandStoreSegments: { params: { ...a, brandId: db.merchantSegments[0]?.brandId ?? 0 } },
    replaceRedeemingMerchants: { params: { ...a, adId: ad.adId }, body: merchants },
    createRedeemingMerchants: {
      // An ad without settings yet (the seed's all have some: then the refusals' sample ad).
      params: {
        ...a,
        adId: db.ads.find((x) => !db.redeemingMerchants.some((m) => m.adId === x.adId))?.adId ?? ad.adId,
      },
      body: merchants,
    },
    listCampaigns: {
      params: a,
      query: { filter: 'campaignStatus!=Draft', orderBy: '-startDateTime', page: 1, perPage: 10 },
    },
    createCampaign: {
      params: a,
      body: { name: 'Contract campaign', lineId: campaign.lineId ?? undefined, currency: 'USD' },
    },
    listReportingEligibleCampaigns: { params: a },
    getCampaign: { params: campaignPath, query: { includePublisherSchedules: true } },
    deleteCampaign: { params: campaignPath },
    getCampaignGlobal: { params: { campaignId: campaign.campaignId } },
    searchBuildEntities: { query: { q: campaign.name.slice(0, 4), preferAccountId: campaign.accountId } },
    duplicateCampaign: { params: campaignPath },
    updateCampaignStatus: { params: campaignPath, body: { status: 'Inactive' } },
    getCampaignReportingDetails: { params: campaignPath },
    createAudience: { params: a, body: { name: 'Contract audience' } },
    getAudience: { params: { ...a, audienceId: adGroup.audienceId ?? 0 } },
    updateAudience: { params: { ...a, audienceId: adGroup.audienceId ?? 0 }, body: { name: 'Renamed audience' } },
    listAdGroupPricingModels: { params: { ...a, adGroupId: adGroup.adGroupId } },
    createPricingModel: { params: a, body: { adGroupId: adGroup.adGroupId, currency: 'USD', feeAmount: 0.5 } },
    updatePricingModel: { params: { ...a, pricingModelId: fee.pricingModelId }, body: { feeCap: 1000 } },
    listCustomAudiences: { params: a, query: { search: 'loyalty', page: 1, perPage: 20 } },
    uploadCustomAudience: {
      params: a,
      body: form({
        file: new File(['tok_0001\ntok_0002\n'], 'contract-audience.csv', { type: 'text/csv' }),
        description: 'Contract cardholders',
      }),
    },
    listInstitutions: { query: { countryCode: 'US', search: 'bank', page: 1, perPage: 20 } },
    listLines: { params: a, query: { status: 'ACTIVE' } },
    getLine: { params: { ...a, lineId: campaign.lineId ?? 0 } },
    listPlans: { params: a, query: { page: 0, size: 5000 } },
    createPlan: { params: a, body: { name: 'Contract plan', ioNumber: 'IO-CONTRACT' } },
    getPlan: { params: { ...a, planId: plan.planId } },
    updatePlan: { params: { ...a, planId: plan.planId }, body: { ioNumber: 'IO-RENAMED' } },
    acceptPlan: {
      params: { ...a, planId: plan.planId },
      body: [
        {
          name: 'Shell one',
          campaignType: 'FIXED_CLO',
          campaignPricingModel: 'CPS',
          budget: 1000,
          startDateTime: '2027-01-01T05:00:00Z',
          endDateTime: '2027-03-31T03:59:59Z',
          lineId: campaign.lineId ?? null,
        },
      ],
    },
    listAuditChangeRecords: { params: a, query: { entityType: 'Campaign', entityId: campaign.campaignId } },

    saveCampaign: { params: campaignPath, body: { name: 'Saved by the contract test' } },
    getCampaignReview: { params: campaignPath },
    createCreative: {
      body: {
        accountId: ACCOUNT,
        creativeVersion: 3,
        country: 'US',
        merchantName: 'Acme Outfitters',
        rewardType: 'PercentBack',
        allowMultipleRewards: false,
        rewardCopy: 'Get 10% back on purchases of $50 or more.',
      },
    },
    getAdReward: { params: { ...a, adId: ad.adId } },
    createAdReward: {
      params: { ...a, adId: ad.adId },
      body: {
        data: {
          type: 'reward',
          attributes: rewardAttributes,
          relationships: { remediationModel: { data: null }, rewardModel: { data: { type: 'rewardModel', id: '1' } } },
        },
      },
    },
    listTvcRequests: { params: a },
    createTvcRequest: {
      params: a,
      body: { campaignId: campaign.campaignId, requestedStartDate: '2027-01-05', requestedEndDate: '2027-01-25' },
    },
    getTvcRequest: { params: { accountId: tvc.accountId, tvcRequestId: tvc.tvcRequestId } },
    listProjections: { params: a },
    createProjection: {
      params: a,
      body: {
        accountId: ACCOUNT,
        name: 'Contract projection',
        brandIds: [11],
        kpi: { metric: 'ROAS', goal: 3 },
        pricingModel: 'CPS',
        campaignStartDate: '2027-01-01',
        campaignDuration: 90,
        campaignCount: 2,
        budget: 50000,
        fiIds: [11],
        targetedMerchantIds: [{ brandId: 11, merchantIds: [50001] }],
        customPlusSegments: [{ name: 'High spenders', minSpend: 100, maxSpend: 99999 }],
        geo: { include: ['DMA|501'], exclude: ['POSTAL_CODE|10001'] },
      },
    },
    getProjection: {
      params: {
        accountId: projection.accountId ?? ACCOUNT,
        projectionId: projection.projection.projectionId,
      },
    },
    createProjectionRun: {
      params: {
        accountId: projection.accountId ?? ACCOUNT,
        projectionId: projection.projection.projectionId,
      },
    },
    listOpportunities: { params: a, query: { ioNumber: opportunity?.IoNumber ?? 'IO-NONE' } },

    updateRmsReward: {
      params: { ...a, rewardId: reward.rmsRewardId },
      body: { data: { type: 'reward', id: String(reward.rmsRewardId), attributes: { isSuspendedProcessing: true } } },
    },
    listRewardTemplates: {},
    getRedemptionSummaries: { params: { accountId: 1, countryCode: 'us' }, query: { groupBy: 'ReasonCode' } },
    listRedemptionDecisions: { params: { accountId: 1, countryCode: 'us' } },
    createRedemptionDecision: {
      params: { accountId: 1, countryCode: 'us' },
      body: { reasonCode: 20, decision: 'Approve' },
    },
    uploadRedemptions: {
      params: { accountId: 1, countryCode: 'us' },
      body: form({
        file: new Blob(['redemptionId,reasonCode,amount,partnerCode,institutionId\n9001,4,12.5,SEATED,301\n'], {
          type: 'text/csv',
        }),
        redemptionModel: 'ReviewedRedemptions',
      }),
    },

    getCreative: { params: { creativeId: ad.creativeId ?? 0 }, query: { creativeVersion: 3 } },
    uploadImage: {
      body: form({
        accountId: String(ACCOUNT),
        imageCategory: 'Logo',
        // A PNG signature and IHDR of a 627×627 logo: the server reads the size from the header.
        incomingImage: new Blob(
          [
            new Uint8Array([
              0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x73, 0, 0,
              2, 0x73,
            ]),
          ],
          { type: 'image/png' },
        ),
      }),
    },
    listAdCopyTemplates: { query: { slot: 'Headline' } },

    searchLocations: { query: { countryCode: 'US', geoType: 'DMA', search: 'new', page: 1, perPage: 20 } },
    listPurchaseCategories: { query: { countryCode: 'GB', search: 'dining' } },
    searchMerchantSegments: { query: { countryCode: 'US', search: 'online', page: 1, perPage: 20 } },
    lookupCriteriaBaseTypes: { params: a, body: { targetingCriteriaIds: [adGroup.targetingCriteriaId] } },
    getTargetingCriteria: { params: { ...a, id: adGroup.targetingCriteriaId ?? 0 } },
    createTargetingCriteria: { params: a, body: { criteriaDefinition: { countryCode: 'US' } } },
    listAudienceSegmentationTypes: {
      params: { brandId: segment.brandId ?? 1 },
      query: { isoCountryCode: 'US', scope: 'All' },
    },
    getPredefinedSegmentType: { params: { segmentationTypeId: predefined.segmentationTypeId } },
    getStandardSegmentType: {
      params: { segmentationTypeId: segment.segmentationTypeId },
      query: { brandId: segment.brandId ?? 1 },
    },
    createPredefinedSegmentType: {
      body: {
        brandId: segment.brandId ?? 1,
        isoCountryCode: 'US',
        baseType: 'New',
        name: 'New shoppers',
        lookbackWindowMonths: 6,
      },
    },

    listCampaignApprovals: { query: { filter: `AccountId==${approval.accountId}`, page: 1, perPage: 10 } },
    getCampaignApprovalDetail: { params: { campaignId: approval.campaignId } },
    listCampaignFlags: { params: { campaignId: approval.campaignId } },

    queryAdvertiserPerformanceReport: { params: a, body: reportQuery },
    queryInternalPerformanceReport: { params: a, body: reportQuery },
    listScheduledReports: { params: a },
    createScheduledReport: {
      params: a,
      body: {
        name: 'Weekly delivery',
        selectFields: ['campaignName', 'impressions'],
        frequency: 'Weekly',
        dayOfWeek: 'Monday',
        dayOfMonth: null,
        recipients: ['riley.reporter@acme-outfitters.example'],
        dateRange: 'Last7Days',
      },
    },
    getScheduledReport: { params: { accountId: report.accountId, reportId: report.reportId } },
    updateScheduledReport: {
      params: { accountId: report.accountId, reportId: report.reportId },
      body: { status: 'Paused' },
    },
    deleteScheduledReport: { params: { accountId: report.accountId, reportId: report.reportId } },
  };
}

/** The operation's path with the sample's parameters, and its query. */
export function samplePath(operation: OperationInfo, sample: SampleRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(sample.params?.[name] ?? '')),
  );
  const query = new URLSearchParams(Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

/** The media type a sample body is sent with (multipart bodies set their own). */
export function sampleMediaType(operation: OperationInfo): { mediaType?: string } {
  return operation.requestMediaType && operation.requestMediaType !== 'multipart/form-data'
    ? { mediaType: operation.requestMediaType }
    : {};
}
