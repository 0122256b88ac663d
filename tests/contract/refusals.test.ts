// @vitest-environment node
/**
 * API-012 for every refusal, one table over the operation index: every operation of the services the
 * fake backend serves through `defineOperations` answers 401 without a valid token, 403 to someone
 * signed in who may not call it, 404 for what does not exist and 400 naming the field of a bad
 * input, each as problem details its spec documents, and a refused call changes nothing. A row per
 * operation id: a service's new operation does not compile until it has its row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, type PersonaKey } from '../../src/mocks/personas';
import { createPerformanceRows, createSeed } from '../../src/mocks/seed';
import type { OperationId } from '../../src/mocks/server/operations';
import { SPECS } from '../../src/mocks/server/specs';
import {
  expectProblem,
  expiredTestToken,
  startTestBackend,
  unchanged,
  type CallOptions,
  type TestBackend,
} from '../../src/mocks/server/testing';
import { ADMIN, sampleMediaType, samplePath, sampleRequests, type SampleRequest } from './samples';
import { isJson, loadSpecs, operationsOf, type Json } from './specs';

/** The services on `defineOperations`: every one. */
type Migrated =
  | 'ad-targeting'
  | 'ads-manager'
  | 'advertiser-assets'
  | 'aura'
  | 'bank-approval'
  | 'campaign-build'
  | 'reports-api'
  | 'rms';

/** A change to the operation's sample request (the seed's valid one). */
type Change = Pick<SampleRequest, 'params' | 'query' | 'body'>;

interface Refusals {
  /** The requirement ids the refusals serve, for the titles. */
  ids: string;
  /** Signed in, yet not allowed: 403 to each. Empty when every signed-in user may call it. */
  forbidden: PersonaKey[];
  /** What does not exist: 404. `null` when nothing named by the request can be missing. */
  notFound: Change | null;
  /** One bad input and the field the 400 names. */
  badRequest: [Change, string];
}

const NO_CAMPAIGN = { params: { campaignId: 999_999 } };
const BAD_CAMPAIGN: [Change, string] = [{ params: { campaignId: 'abc' } }, 'campaignId'];

/** BANK-010: internal users with campaign read only; an external user is refused on their own account. */
const BANK: Pick<Refusals, 'ids' | 'forbidden'> = { ids: 'BANK-010', forbidden: ['viewer', 'redemptionsAdmin'] };

/** The redemptions admin of account 1: internal users (ACCESS-025); decisions need redemptions.write. */
const REDEMPTIONS_READ: Omit<Refusals, 'badRequest'> = {
  ids: 'ACCESS-025',
  forbidden: ['viewer', 'agencyManager'],
  notFound: { params: { accountId: 999_999 } },
};
const REDEMPTIONS_WRITE = { ...REDEMPTIONS_READ, forbidden: ['sales', 'viewer'] } satisfies Omit<
  Refusals,
  'badRequest'
>;
const NO_FILE = new FormData();
NO_FILE.append('redemptionModel', 'ThirdParty');

const NO_ACCOUNT = { params: { accountId: 999_999 } };
const BAD_ACCOUNT: [Change, string] = [{ params: { accountId: 'abc' } }, 'accountId'];
/** A scheduled report of account 1001: reporting.read to read it, reporting.write to change it. */
const REPORT_READ = { ids: '', forbidden: ['redemptionsAdmin', 'noAccounts'] } satisfies Partial<Refusals>;
const REPORT_WRITE = { ids: '', forbidden: ['viewer', 'sales'] } satisfies Partial<Refusals>;
const ONE_REPORT: Omit<Refusals, 'ids' | 'forbidden'> = {
  notFound: { params: { reportId: 999_999 } },
  badRequest: [{ params: { reportId: 'abc' } }, 'reportId'],
};

/** Campaign read or write on account 1001, or (without an account) on any account. */
const CAMPAIGN_READ = { ids: '', forbidden: ['redemptionsAdmin', 'noAccounts'] } satisfies Partial<Refusals>;
const CAMPAIGN_WRITE = { ids: '', forbidden: ['viewer', 'sales'] } satisfies Partial<Refusals>;
const NO_SEGMENTATION = { params: { segmentationTypeId: 999_999 } };
const BAD_SEGMENTATION: [Change, string] = [{ params: { segmentationTypeId: 'abc' } }, 'segmentationTypeId'];
const BAD_COUNTRY: [Change, string] = [{ query: { countryCode: 'FR' } }, 'countryCode'];

/** An upload form of account 1001 without its image. */
const NO_IMAGE = new FormData();
NO_IMAGE.append('accountId', '1001');
NO_IMAGE.append('imageCategory', 'Logo');

/** Internal users only (NS-62, NS-70, NS-71): any external user is refused; a write needs its permission too. */
const INTERNAL_READ = { forbidden: ['viewer', 'agencyManager'] } satisfies Partial<Refusals>;
const NO_AD = { params: { adId: 999_999 } };
const BAD_AD: [Change, string] = [{ params: { adId: 'abc' } }, 'adId'];
const ONE_PROJECTION: Omit<Refusals, 'ids' | 'forbidden'> = {
  notFound: { params: { projectionId: 999_999 } },
  badRequest: [{ params: { projectionId: 'abc' } }, 'projectionId'],
};

/** Campaign-build's global reads: any signed-in user; what they may not see is not found (NS-85). */
const ANYONE = { ids: '', forbidden: [] } satisfies Partial<Refusals>;
const NO_AD_GROUP = { params: { adGroupId: 999_999 } };
const BAD_AD_GROUP: [Change, string] = [{ params: { adGroupId: 'abc' } }, 'adGroupId'];
const BAD_PAGE_SIZE: [Change, string] = [{ query: { perPage: 0 } }, 'perPage'];
/** Aura on account 1001: its users (users.read / users.write), its brands (internal account.write). */
const USERS_READ = { ids: '', forbidden: ['viewer', 'redemptionsAdmin'] } satisfies Partial<Refusals>;
const USERS_WRITE = { ids: '', forbidden: ['sales', 'agencyManager', 'viewer'] } satisfies Partial<Refusals>;
const ACCOUNT_WRITE = { ids: '', forbidden: ['sales', 'agencyManager'] } satisfies Partial<Refusals>;
const NO_MEMBER = { params: { userEmail: 'nobody@acme-outfitters.example' } };
/** One record of account 1001 named by the path: its 404 and its 400. */
const onePath = (name: string): Omit<Refusals, 'ids' | 'forbidden'> => ({
  notFound: { params: { [name]: 999_999 } },
  badRequest: [{ params: { [name]: 'abc' } }, name],
});

const TABLE: { [S in Migrated]: { [Id in OperationId<S>]: Refusals } } = {
  aura: {
    // CALL-001: the accounts of the signed-in user only (another user's e-mail: 403).
    listUserAccounts: {
      ids: 'CALL-001',
      forbidden: ['sales', 'viewer'],
      notFound: null,
      badRequest: [{ query: { size: 0 } }, 'size'],
    },
    updateAccountBrands: { ...ACCOUNT_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    listAccountUsers: { ...USERS_READ, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    createAccountUser: { ...USERS_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getCurrentAccountUser: { ...ANYONE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getAccountUser: { ...USERS_READ, notFound: NO_MEMBER, badRequest: BAD_ACCOUNT },
    resendUserInvitation: { ...USERS_WRITE, notFound: NO_MEMBER, badRequest: BAD_ACCOUNT },
    deleteUserRole: { ...USERS_WRITE, notFound: NO_MEMBER, badRequest: BAD_ACCOUNT },
  },
  'ad-targeting': {
    lookupCriteriaBaseTypes: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getTargetingCriteria: {
      ...CAMPAIGN_READ,
      notFound: { params: { id: 999_999 } },
      badRequest: [{ params: { id: 'abc' } }, 'id'],
    },
    createTargetingCriteria: {
      ...CAMPAIGN_WRITE,
      notFound: NO_ACCOUNT,
      badRequest: [{ body: { criteriaDefinition: { countryCode: 'FR' } } }, 'criteriaDefinition.countryCode'],
    },
    listAudienceSegmentationTypes: {
      ...CAMPAIGN_READ,
      notFound: null,
      badRequest: [{ params: { brandId: 'abc' } }, 'brandId'],
    },
    getPredefinedSegmentType: { ...CAMPAIGN_READ, notFound: NO_SEGMENTATION, badRequest: BAD_SEGMENTATION },
    getStandardSegmentType: { ...CAMPAIGN_READ, notFound: NO_SEGMENTATION, badRequest: BAD_SEGMENTATION },
    createPredefinedSegmentType: {
      ...CAMPAIGN_WRITE,
      notFound: null,
      badRequest: [
        { body: { brandId: 801, isoCountryCode: 'US', name: 'Some', baseType: 'Sometimes', lookbackWindowMonths: 6 } },
        'baseType',
      ],
    },
    searchLocations: { ...CAMPAIGN_READ, notFound: null, badRequest: BAD_COUNTRY },
    listPurchaseCategories: { ...CAMPAIGN_READ, notFound: null, badRequest: BAD_COUNTRY },
    searchMerchantSegments: { ...CAMPAIGN_READ, notFound: null, badRequest: [{ query: { perPage: 0 } }, 'perPage'] },
  },
  'ads-manager': {
    saveCampaign: { ...CAMPAIGN_WRITE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    getCampaignReview: { ...CAMPAIGN_READ, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    createCreative: { ...CAMPAIGN_WRITE, notFound: null, badRequest: [{ body: { accountId: 'x' } }, 'accountId'] },
    getAdReward: { ...CAMPAIGN_READ, notFound: NO_AD, badRequest: BAD_AD },
    createAdReward: { ...CAMPAIGN_WRITE, notFound: NO_AD, badRequest: BAD_AD },
    listTvcRequests: {
      ids: 'NS-62',
      forbidden: ['viewer', 'redemptionsAdmin'],
      notFound: NO_ACCOUNT,
      badRequest: [{ query: { perPage: 0 } }, 'perPage'],
    },
    createTvcRequest: { ids: 'NS-62', forbidden: ['viewer', 'sales'], notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getTvcRequest: {
      ids: 'NS-62',
      forbidden: ['viewer', 'redemptionsAdmin'],
      notFound: { params: { tvcRequestId: 999_999 } },
      badRequest: [{ params: { tvcRequestId: 'abc' } }, 'tvcRequestId'],
    },
    listProjections: {
      ids: 'NS-70',
      ...INTERNAL_READ,
      notFound: NO_ACCOUNT,
      badRequest: [{ query: { perPage: 0 } }, 'perPage'],
    },
    createProjection: { ids: 'NS-70', forbidden: ['viewer', 'sales'], notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getProjection: { ids: 'NS-70', ...INTERNAL_READ, ...ONE_PROJECTION },
    createProjectionRun: { ids: 'NS-70', forbidden: ['viewer', 'sales'], ...ONE_PROJECTION },
    listOpportunities: { ids: 'NS-71', ...INTERNAL_READ, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
  },
  'advertiser-assets': {
    // A creative of an account the user may not see is not found (404); seen without campaign.read, 403.
    getCreative: {
      ids: '',
      forbidden: ['redemptionsAdmin'],
      notFound: { params: { creativeId: 999_999 } },
      badRequest: [{ params: { creativeId: 'abc' } }, 'creativeId'],
    },
    uploadImage: { ...CAMPAIGN_WRITE, notFound: null, badRequest: [{ body: NO_IMAGE }, 'incomingImage'] },
    listAdCopyTemplates: {
      ids: '',
      forbidden: [],
      notFound: null,
      badRequest: [{ query: { slot: 'Footer' } }, 'slot'],
    },
  },
  'bank-approval': {
    listCampaignApprovals: {
      ...BANK,
      notFound: null,
      badRequest: [{ query: { filter: 'CampaignId==5001' } }, 'filter'],
    },
    getCampaignApprovalDetail: { ...BANK, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    listCampaignFlags: { ...BANK, notFound: NO_CAMPAIGN, badRequest: [{ params: { campaignId: 0 } }, 'campaignId'] },
  },
  'campaign-build': {
    listCampaigns: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_PAGE_SIZE },
    createCampaign: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    listReportingEligibleCampaigns: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getCampaign: { ...CAMPAIGN_READ, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    deleteCampaign: { ...CAMPAIGN_WRITE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    getCampaignGlobal: { ...ANYONE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    duplicateCampaign: { ...CAMPAIGN_WRITE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    updateCampaignStatus: { ...CAMPAIGN_WRITE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    getCampaignReportingDetails: { ...CAMPAIGN_READ, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    listAdGroups: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_PAGE_SIZE },
    createAdGroup: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getAdGroup: { ...CAMPAIGN_READ, notFound: NO_AD_GROUP, badRequest: BAD_AD_GROUP },
    updateAdGroup: { ...CAMPAIGN_WRITE, notFound: NO_AD_GROUP, badRequest: BAD_AD_GROUP },
    deleteAdGroup: { ...CAMPAIGN_WRITE, notFound: NO_AD_GROUP, badRequest: BAD_AD_GROUP },
    getAdGroupGlobal: { ...ANYONE, notFound: NO_AD_GROUP, badRequest: BAD_AD_GROUP },
    duplicateAdGroup: { ...CAMPAIGN_WRITE, notFound: NO_AD_GROUP, badRequest: BAD_AD_GROUP },
    reorderAdGroups: { ...CAMPAIGN_WRITE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    importAdGroups: { ...CAMPAIGN_WRITE, notFound: NO_CAMPAIGN, badRequest: BAD_CAMPAIGN },
    listAds: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_PAGE_SIZE },
    createAd: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getAd: { ...CAMPAIGN_READ, notFound: NO_AD, badRequest: BAD_AD },
    updateAd: { ...CAMPAIGN_WRITE, notFound: NO_AD, badRequest: BAD_AD },
    deleteAd: { ...CAMPAIGN_WRITE, notFound: NO_AD, badRequest: BAD_AD },
    getAdGlobal: { ...ANYONE, notFound: NO_AD, badRequest: BAD_AD },
    getRedeemingMerchants: { ...ANYONE, notFound: NO_AD, badRequest: BAD_AD },
    getBrandStoreSegments: { ...CAMPAIGN_READ, ...onePath('brandId') },
    createRedeemingMerchants: { ...CAMPAIGN_WRITE, notFound: NO_AD, badRequest: BAD_AD },
    replaceRedeemingMerchants: { ...CAMPAIGN_WRITE, notFound: NO_AD, badRequest: BAD_AD },
    searchBuildEntities: { ...ANYONE, notFound: null, badRequest: [{ query: { q: 'x' } }, 'q'] },
    createAudience: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getAudience: { ...CAMPAIGN_READ, ...onePath('audienceId') },
    updateAudience: { ...CAMPAIGN_WRITE, ...onePath('audienceId') },
    listAdGroupPricingModels: { ...CAMPAIGN_READ, notFound: NO_AD_GROUP, badRequest: BAD_AD_GROUP },
    createPricingModel: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    updatePricingModel: { ...CAMPAIGN_WRITE, ...onePath('pricingModelId') },
    listCustomAudiences: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_PAGE_SIZE },
    uploadCustomAudience: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    listInstitutions: { ...CAMPAIGN_READ, notFound: null, badRequest: BAD_PAGE_SIZE },
    listLines: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getLine: { ...CAMPAIGN_READ, ...onePath('lineId') },
    listPlans: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: [{ query: { size: 0 } }, 'size'] },
    createPlan: { ...CAMPAIGN_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getPlan: { ...CAMPAIGN_READ, ...onePath('planId') },
    updatePlan: { ...CAMPAIGN_WRITE, ...onePath('planId') },
    acceptPlan: { ...CAMPAIGN_WRITE, ...onePath('planId') },
    listAuditChangeRecords: { ...CAMPAIGN_READ, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
  },
  'reports-api': {
    queryAdvertiserPerformanceReport: {
      ids: 'ACCESS-021',
      forbidden: ['redemptionsAdmin', 'noAccounts'],
      notFound: NO_ACCOUNT,
      badRequest: BAD_ACCOUNT,
    },
    queryInternalPerformanceReport: {
      ids: 'REPORT-005',
      forbidden: ['reporter', 'redemptionsAdmin'],
      notFound: NO_ACCOUNT,
      badRequest: BAD_ACCOUNT,
    },
    listScheduledReports: { ...REPORT_READ, notFound: NO_ACCOUNT, badRequest: [{ query: { perPage: 0 } }, 'perPage'] },
    createScheduledReport: { ...REPORT_WRITE, notFound: NO_ACCOUNT, badRequest: BAD_ACCOUNT },
    getScheduledReport: { ...REPORT_READ, ...ONE_REPORT },
    updateScheduledReport: { ...REPORT_WRITE, ...ONE_REPORT },
    deleteScheduledReport: { ...REPORT_WRITE, ...ONE_REPORT },
  },
  rms: {
    updateRmsReward: {
      ids: '',
      forbidden: ['viewer', 'sales'],
      notFound: {
        params: { rewardId: 999_999 },
        body: { data: { type: 'reward', id: '999999', attributes: { isSuspendedProcessing: true } } },
      },
      badRequest: [{ params: { rewardId: 'abc' } }, 'rewardId'],
    },
    listRewardTemplates: {
      ids: 'AD-033',
      forbidden: [],
      notFound: null,
      badRequest: [{ query: { rewardType: 'Cashback' } }, 'rewardType'],
    },
    getRedemptionSummaries: { ...REDEMPTIONS_READ, badRequest: [{ params: { countryCode: 'fr' } }, 'countryCode'] },
    listRedemptionDecisions: { ...REDEMPTIONS_READ, badRequest: [{ query: { page: 0 } }, 'page'] },
    createRedemptionDecision: {
      ...REDEMPTIONS_WRITE,
      badRequest: [{ body: { reasonCode: 20, decision: 'Accept' } }, 'decision'],
    },
    uploadRedemptions: { ...REDEMPTIONS_WRITE, badRequest: [{ body: NO_FILE }, 'file'] },
  },
};

const CASES = (Object.keys(TABLE) as Migrated[]).flatMap((service) =>
  SPECS[service].index.map((operation) => ({
    service,
    operation,
    refusals: (TABLE[service] as Partial<Record<string, Refusals>>)[operation.operationId],
  })),
);
const ROWS = CASES.flatMap(({ refusals, ...c }) => (refusals ? [{ ...c, refusals }] : []));
const FORBIDDEN = ROWS.flatMap((c) => c.refusals.forbidden.map((persona) => ({ ...c, persona })));

let stack: TestBackend;
/** The statuses each operation's spec documents, by operation id. */
const documented = new Map<string, string[]>();

beforeAll(async () => {
  stack = startTestBackend(createSeed, createPerformanceRows);
  for (const spec of (await loadSpecs()).values()) {
    for (const { operation } of operationsOf(spec)) {
      const responses: Json = isJson(operation.responses) ? operation.responses : {};
      documented.set(String(operation.operationId), Object.keys(responses));
    }
  }
}, 60_000);
afterAll(() => {
  stack.close();
});

type Case = (typeof ROWS)[number];

/** The sample request with a change merged in, sent as `options` say; a refused write changes nothing. */
async function refused({ operation }: Case, change: Change, options: Omit<CallOptions, 'body'>) {
  const sample = sampleRequests(stack.store.db)[operation.operationId];
  if (!sample) throw new Error(`no sample request for ${operation.operationId}`);
  const request: SampleRequest = {
    params: { ...sample.params, ...change.params },
    query: { ...sample.query, ...change.query },
    body: change.body ?? sample.body,
  };
  const method: string = operation.method;
  const call = () =>
    stack.call(operation.method, samplePath(operation, request), {
      ...options,
      body: request.body,
      ...sampleMediaType(operation),
    });
  // Comparing the whole seeded state costs a second: only for the operations that may change it.
  return method === 'GET' ? call() : unchanged(stack, call);
}

function expectDocumented({ operation }: Case, status: number) {
  expect(documented.get(operation.operationId), `${operation.operationId} documents ${status}`).toContain(
    String(status),
  );
}

describe('API-012 every operation refuses as its spec says', () => {
  it('has a row for every operation of the migrated services and a sample request for each', () => {
    const samples = sampleRequests(stack.store.db);
    const missing = CASES.filter((c) => !c.refusals || !samples[c.operation.operationId]);
    expect(missing.map((c) => c.operation.operationId)).toEqual([]);
  });

  it.each(ROWS)('$service $operation.operationId: 401 without a token or with an expired one', async (c) => {
    expectDocumented(c, 401);
    expectProblem(await refused(c, {}, {}), 401, { code: 'UNAUTHORIZED' });
    expectProblem(await refused(c, {}, { headers: { Authorization: `Bearer ${expiredTestToken(ADMIN)}` } }), 401, {
      code: 'UNAUTHORIZED',
    });
  });

  it.each(FORBIDDEN)('$refusals.ids $service $operation.operationId: 403 to $persona', async (c) => {
    expectDocumented(c, 403);
    expectProblem(await refused(c, {}, { as: PERSONAS[c.persona].email }), 403, { code: 'FORBIDDEN' });
  });

  it.each(ROWS.filter((c) => c.refusals.notFound))(
    '$service $operation.operationId: 404 for what does not exist',
    async (c) => {
      expectDocumented(c, 404);
      expectProblem(await refused(c, c.refusals.notFound ?? {}, { as: ADMIN }), 404, { code: 'NOT_FOUND' });
    },
  );

  it.each(ROWS)('$service $operation.operationId: 400 naming the bad field', async (c) => {
    expectDocumented(c, 400);
    const [change, field] = c.refusals.badRequest;
    expectProblem(await refused(c, change, { as: ADMIN }), 400, { code: 'VALIDATION_FAILURE', field });
  });
});
