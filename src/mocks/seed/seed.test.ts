// @vitest-environment node
import * as adTargeting from '@generated/ad-targeting/ad-targeting.zod';
import * as adsManager from '@generated/ads-manager/ads-manager.zod';
import * as assets from '@generated/advertiser-assets/advertiser-assets.zod';
import * as aura from '@generated/aura/aura.zod';
import * as bankApproval from '@generated/bank-approval/bank-approval.zod';
import * as campaignBuild from '@generated/campaign-build/campaign-build.zod';
import * as reportsApi from '@generated/reports-api/reports-api.zod';
import * as rms from '@generated/rms/rms.zod';
import { faker } from '@faker-js/faker';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { Db, PerformanceRow } from '../db/types';
import { PERSONA_LIST, SEED_ACCOUNT_COUNT } from '../personas';
import { EXTERNAL_ROLES, permissionsOn, rolesOn } from '../server/permissions';
import { REFERENCE_MS, TODAY, dayNumber } from './clock';
import {
  createPerformanceRows,
  createSeed,
  FIRST_PERFORMANCE_DAY,
  PERSONA_ACCOUNTS,
  TVC_INVALID_CAMPAIGN_ID,
  VERIFICATION_FAILURE_CAMPAIGN_ID,
  type StoredProjection,
} from './index';

const HEAVY = { timeout: 120_000 };

let db: Db;
let rows: PerformanceRow[];
let seedMs = 0;
let rowsMs = 0;

beforeAll(() => {
  let start = performance.now();
  db = createSeed();
  seedMs = performance.now() - start;
  start = performance.now();
  rows = createPerformanceRows(db);
  rowsMs = performance.now() - start;
  console.info(
    `seed: createSeed() ${seedMs.toFixed(0)} ms (${db.accounts.length} accounts, ${db.campaigns.length} campaigns); ` +
      `createPerformanceRows() ${rowsMs.toFixed(0)} ms (${rows.length} rows)`,
  );
}, HEAVY.timeout);

/** Parses every item with the schema and fails with the first problems found. */
function expectAllParse(schema: ZodType, items: readonly unknown[], label: string): void {
  const problems: string[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success && problems.length < 5) {
      problems.push(`${label}[${index}]: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
    }
  });
  expect(problems, problems.join('\n')).toEqual([]);
  expect(items.length, `${label} is empty`).toBeGreaterThan(0);
}

/** Collects failed checks of a loop over thousands of records; one expect at the end. */
class Problems {
  readonly list: string[] = [];
  check(ok: boolean, message: () => string): void {
    if (!ok && this.list.length < 20) this.list.push(message());
  }
  expectNone(): void {
    expect(this.list, this.list.join('\n')).toEqual([]);
  }
}

const ids = <T>(items: readonly T[], id: (item: T) => number) => items.map(id);
const unique = (values: readonly (number | string)[]) => new Set(values).size === values.length;
const byId = <T>(items: readonly T[], id: (item: T) => number) => new Map(items.map((item) => [id(item), item]));

describe('seed records parse with the generated zod answer schemas', () => {
  it('accounts (ListUserAccountsResponse) and users (GetAccountUserResponse)', HEAVY, () => {
    const page = {
      items: db.accounts.map((account) => ({ account })),
      totalElements: db.accounts.length,
      totalPages: 1,
    };
    const result = aura.ListUserAccountsResponse.safeParse(page);
    expect(result.success, result.error?.message).toBe(true);
    const answers = db.users.flatMap((user) => {
      const accounts = user.type === 'INTERNAL' ? [1] : user.memberships.map((m) => m.accountId);
      return accounts.map((accountId) => ({
        accountId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        permissions: permissionsOn(user, accountId),
        roles: rolesOn(user, accountId),
        status: user.status,
        type: user.type,
      }));
    });
    expectAllParse(aura.GetAccountUserResponse, answers, 'users');
  });

  it('lines, plans, campaigns (campaign-build and the ads-manager save answer)', HEAVY, () => {
    expectAllParse(campaignBuild.GetLineResponse, db.lines, 'lines');
    expectAllParse(campaignBuild.GetPlanResponse, db.plans, 'plans');
    expectAllParse(campaignBuild.GetCampaignResponse, db.campaigns, 'campaigns');
    expectAllParse(adsManager.SaveCampaignResponse, db.campaigns, 'campaigns (ads-manager)');
  });

  it('ad groups, ads, audiences, fees, redeeming merchants and audit records', HEAVY, () => {
    expectAllParse(campaignBuild.GetAdGroupResponse, db.adGroups, 'adGroups');
    expectAllParse(campaignBuild.GetAdResponse, db.ads, 'ads');
    expectAllParse(campaignBuild.GetAudienceResponse, db.audiences, 'audiences');
    expectAllParse(campaignBuild.ListAdGroupPricingModelsResponse, [db.pricingModels], 'pricingModels');
    expectAllParse(
      campaignBuild.GetRedeemingMerchantsResponse,
      db.redeemingMerchants.map((entry) => entry.value),
      'redeemingMerchants',
    );
    expectAllParse(campaignBuild.ListAuditChangeRecordsResponse, [db.audit], 'audit');
  });

  it('creatives, images, ad copy templates, rewards and reward templates', HEAVY, () => {
    expectAllParse(assets.GetCreativeResponse, db.creatives, 'creatives');
    expectAllParse(assets.UploadImageResponse, db.images, 'images');
    expectAllParse(assets.ListAdCopyTemplatesResponse, [db.adCopyTemplates], 'adCopyTemplates');
    expectAllParse(adsManager.GetAdRewardResponse, db.rewards, 'rewards');
    expectAllParse(
      rms.UpdateRmsRewardResponse,
      db.rewards.map((reward) => reward.rmsResponse),
      'rewards (rms resource)',
    );
    expectAllParse(rms.ListRewardTemplatesResponse, [{ data: db.rewardTemplates }], 'rewardTemplates');
  });

  it('targeting criteria, segments and predefined segments', HEAVY, () => {
    expectAllParse(adTargeting.GetTargetingCriteriaResponse, db.targetingCriteria, 'targetingCriteria');
    expectAllParse(adTargeting.ListAudienceSegmentationTypesResponse, [db.segments], 'segments');
    expectAllParse(adTargeting.GetPredefinedSegmentTypeResponse, db.predefinedSegments, 'predefinedSegments');
  });

  it('approvals and flags', HEAVY, () => {
    expectAllParse(bankApproval.GetCampaignApprovalDetailResponse, db.approvals, 'approvals');
    expectAllParse(
      bankApproval.ListCampaignApprovalsResponseItem,
      db.approvals.map(({ accountId, approvals, campaignId, hasFlags }) => ({
        accountId,
        approvals,
        campaignId,
        hasFlags,
      })),
      'approvals (list)',
    );
    expectAllParse(bankApproval.ListCampaignFlagsResponse, [db.approvalFlags], 'approvalFlags');
  });

  it('projections, opportunities, TVC requests and scheduled reports', HEAVY, () => {
    expectAllParse(adsManager.GetProjectionResponse, db.projections, 'projections');
    expectAllParse(adsManager.ListOpportunitiesResponse, [db.opportunities], 'opportunities');
    expectAllParse(adsManager.GetTvcRequestResponse, db.tvcRequests, 'tvcRequests');
    expectAllParse(reportsApi.GetScheduledReportResponse, db.scheduledReports, 'scheduledReports');
  });

  it('redemption summaries, decisions and uploads', HEAVY, () => {
    for (const country of ['us', 'gb'] as const) {
      const records = db.redemptionSummaries.filter((r) => r.country === country);
      const answer = {
        mostRecentRedemptionTime:
          records
            .map((r) => r.lastRedemptionTime)
            .sort()
            .at(-1) ?? null,
        summaryList: records.map((r) => ({
          totalCount: r.totalCount,
          totalAmount: r.totalAmount,
          currency: r.currency,
          partnerCode: r.partnerCode,
          reasonCode: r.reasonCode,
          institutionId: r.institutionId,
        })),
      };
      expectAllParse(rms.GetRedemptionSummariesResponse, [answer], `redemptionSummaries ${country}`);
    }
    expectAllParse(rms.ListRedemptionDecisionsResponseItem, db.redemptionDecisions, 'redemptionDecisions');
    expectAllParse(rms.UploadRedemptionsResponse, db.redemptionUploads, 'redemptionUploads');
  });
});

describe('seed determinism', () => {
  it('two calls give byte-identical states and performance rows', HEAVY, () => {
    faker.seed(4242);
    faker.number.int();
    const again = createSeed();
    expect(JSON.stringify(again) === JSON.stringify(db)).toBe(true);
    const rowsAgain = createPerformanceRows(again);
    expect(rowsAgain.length).toBe(rows.length);
    const differing = rowsAgain.findIndex((row, index) => {
      const other = rows[index];
      return !other || (Object.keys(row) as (keyof PerformanceRow)[]).some((key) => row[key] !== other[key]);
    });
    expect(differing).toBe(-1);
  });

  it('createSeed leaves the shared faker instance alone', HEAVY, () => {
    faker.seed(7);
    const expected = faker.number.int();
    faker.seed(7);
    createSeed();
    expect(faker.number.int()).toBe(expected);
  });
});

describe('seed consistency', () => {
  it('holds SEED_ACCOUNT_COUNT accounts with unique ids and a consistent country, currency and time zone', () => {
    expect(db.accounts).toHaveLength(SEED_ACCOUNT_COUNT);
    expect(unique(ids(db.accounts, (a) => a.id))).toBe(true);
    expect(unique(db.accounts.map((a) => a.name))).toBe(true);
    const accounts = byId(db.accounts, (a) => a.id);
    const problems = new Problems();
    for (const account of db.accounts) {
      const us = account.bookingCountry === 'US';
      const [currency, zone] = us ? ['USD', 'America/New_York'] : ['GBP', 'Europe/London'];
      problems.check(
        account.bookingCurrency === currency && account.timezone === zone,
        () => `account ${account.id} country`,
      );
      if (account.managingAccount) {
        const manager = accounts.get(account.managingAccount.id);
        problems.check(
          manager?.accountType === account.managingAccount.accountType && manager.name === account.managingAccount.name,
          () => `account ${account.id} manager`,
        );
      }
    }
    problems.expectNone();
    const admin = db.accounts.find((a) => a.id === 1);
    expect(admin).toMatchObject({ name: 'Card Linked Offers Admin', accountType: 'ADVERTISER', isTest: true });
    expect(db.accounts.find((a) => a.id === 1001)).toMatchObject({
      name: 'Acme Outfitters',
      bookingCountry: 'US',
      managingAccount: null,
    });
    expect(db.accounts.find((a) => a.id === 1002)).toMatchObject({
      name: 'Bramble & Co',
      bookingCountry: 'GB',
      managingAccount: null,
    });
    const types = new Set(db.accounts.map((a) => a.managingAccount?.accountType ?? 'direct'));
    expect([...types].sort()).toEqual(['AGENCY', 'THIRDPARTYCONTENT', 'direct']);
  });

  it('has every persona with the right number of accounts and roles', () => {
    for (const persona of PERSONA_LIST) {
      const user = db.users.find((candidate) => candidate.email === persona.email);
      expect(user, persona.email).toBeDefined();
      if (!user) continue;
      expect(user.type).toBe(persona.type);
      expect(user.status).toBe('ACTIVE');
      expect(user.internalRoles).toEqual(persona.internalRoles);
      expect(user.memberships).toHaveLength(persona.accountCount);
      expect(user.memberships.map((m) => m.accountId)).toEqual(PERSONA_ACCOUNTS[persona.email] ?? []);
      for (const membership of user.memberships) expect(membership.roles).toEqual(persona.accountRoles);
    }
    const agency = db.users.find((u) => u.email.endsWith('@brightside-agency.example') && u.firstName === 'Alex');
    const agencyAccounts = db.accounts.filter((a) => a.managingAccount?.name === 'Brightside Agency').map((a) => a.id);
    expect(agency?.memberships.map((m) => m.accountId)).toEqual(agencyAccounts);
    expect(unique(db.users.map((u) => u.email))).toBe(true);
    for (const user of db.users) {
      for (const membership of user.memberships)
        expect(db.accounts.some((a) => a.id === membership.accountId)).toBe(true);
      if (user.type === 'INTERNAL') expect(user.memberships).toEqual([]);
    }
    // Every rich account has users besides the personas, most of them campaign viewers.
    for (let id = 1001; id <= 1040; id++) {
      expect(db.users.filter((u) => u.memberships.some((m) => m.accountId === id)).length).toBeGreaterThanOrEqual(3);
    }
    const externalRoles = db.users
      .filter((u) => u.type === 'EXTERNAL')
      .flatMap((u) => u.memberships.flatMap((m) => m.roles));
    const viewers = externalRoles.filter((role) => EXTERNAL_ROLES.includes(role)).length;
    expect(viewers / externalRoles.length).toBeGreaterThan(0.4);
  });

  it('ids are unique per kind and every sequence is above the ids it numbers', () => {
    const kinds: [string, number[]][] = [
      ['campaign', ids(db.campaigns, (c) => c.campaignId)],
      ['adGroup', ids(db.adGroups, (g) => g.adGroupId)],
      ['ad', ids(db.ads, (a) => a.adId)],
      ['line', ids(db.lines, (l) => l.lineId)],
      ['plan', ids(db.plans, (p) => p.planId)],
      ['audience', ids(db.audiences, (a) => a.audienceId)],
      ['pricingModel', ids(db.pricingModels, (p) => p.pricingModelId)],
      ['creative', ids(db.creatives, (c) => c.id)],
      ['image', db.images.flatMap((i) => [i.id, ...i.versions.map((v) => v.id)])],
      ['reward', ids(db.rewards, (r) => r.rewardId)],
      ['targetingCriteria', ids(db.targetingCriteria, (t) => t.targetingCriteriaId)],
      ['segment', ids(db.segments, (s) => s.segmentationTypeId)],
      ['projection', db.projections.map((p) => p.projection.projectionId)],
      ['projectionRun', db.projections.map((p) => p.run.runId)],
      ['tvcRequest', ids(db.tvcRequests, (t) => t.tvcRequestId)],
      ['scheduledReport', ids(db.scheduledReports, (r) => r.reportId)],
      ['redemptionDecision', ids(db.redemptionDecisions, (d) => d.decisionId)],
      ['redemptionUpload', ids(db.redemptionUploads, (u) => u.uploadId)],
      ['account', ids(db.accounts, (a) => a.id)],
    ];
    for (const [kind, values] of kinds) {
      expect(unique(values), kind).toBe(true);
      expect(db.sequences[kind], kind).toBeGreaterThan(Math.max(0, ...values));
    }
    expect(db.sequences.auditRecord).toBeGreaterThan(db.audit.length);
    expect(unique(ids(db.rewards, (r) => r.rmsRewardId))).toBe(true);
    expect(unique(db.approvals.flatMap((a) => a.approvals.map((x) => x.campaignApprovalStatusId)))).toBe(true);
    expect(unique(ids(db.approvalFlags, (f) => f.campaignFlagId))).toBe(true);
  });

  it('lines and plans: every status, account currency, unique plan names per account', () => {
    const accounts = byId(db.accounts, (a) => a.id);
    expect(new Set(db.lines.map((l) => l.status))).toEqual(new Set(['ACTIVE', 'DRAFT', 'DELETED']));
    expect(new Set(db.plans.map((p) => p.status))).toEqual(new Set(['Accepted', 'Draft', 'Failed', 'Processing']));
    for (const line of db.lines) {
      expect(line.currencyIsoCode).toBe(accounts.get(line.accountId)?.bookingCurrency);
      expect(line.startDateTime < line.endDateTime).toBe(true);
    }
    const names = db.plans.map((p) => `${p.accountId}:${p.name.toLowerCase()}`);
    expect(unique(names)).toBe(true);
    for (const plan of db.plans) expect(plan.status === 'Accepted').toBe(plan.acceptedDateTime !== null);
    expect(db.lines.find((l) => l.lineId === 3001)).toMatchObject({
      accountId: 1001,
      ioNumber: 'IO-2026-0042',
      lineNumber: '1',
    });
    expect(db.plans.find((p) => p.planId === 4001)).toMatchObject({ accountId: 1001, status: 'Accepted' });
  });

  it('campaigns: types, statuses, pricing, billing cap, currency, dates, lines and plans agree', () => {
    const accounts = byId(db.accounts, (a) => a.id);
    const lines = byId(db.lines, (l) => l.lineId);
    const plans = byId(db.plans, (p) => p.planId);
    expect(new Set(db.campaigns.map((c) => c.campaignStatus))).toEqual(
      new Set(['Active', 'Draft', 'InReview', 'Inactive', 'Scheduled']),
    );
    expect(new Set(db.campaigns.map((c) => c.campaignType))).toEqual(
      new Set(['FIXED_CLO', 'DYNAMIC_CLO', 'PLANSPEC', 'SNAPSHOT']),
    );
    const now = REFERENCE_MS;
    const problems = new Problems();
    for (const c of db.campaigns) {
      const account = accounts.get(c.accountId);
      const check = (ok: boolean, what: string) => {
        problems.check(ok, () => `campaign ${c.campaignId}: ${what}`);
      };
      check(c.currency === account?.bookingCurrency, 'currency');
      if (account?.bookingCountry === 'GB') check(c.campaignType === 'FIXED_CLO', 'GB type');
      else check(!c.isOfferAutoActivated && !c.isTrackedLinkOffer, 'GB-only flags');
      check((c.campaignType === 'DYNAMIC_CLO') === (c.campaignPricingModel === 'CPE'), 'pricing model of the type');
      if (c.budgetDeliveryGoal !== 'UNCAPPED' && c.billingCap != null) {
        check(c.billingCap >= c.budget * (1 - (c.budgetDiscountPercent ?? 0)), 'billing cap');
      }
      const start = Date.parse(c.startDateTime);
      const end = Date.parse(c.endDateTime);
      const update = Date.parse(c.updateDateTime);
      check(start < end, 'start before end');
      if (c.campaignStatus === 'Active') check(start <= now && now < end, 'Active dates');
      if (c.campaignStatus === 'Scheduled' || c.campaignStatus === 'Draft' || c.campaignStatus === 'InReview') {
        check(start > now, `${c.campaignStatus} starts in the future`);
      }
      if (c.campaignStatus === 'Inactive') check(end < now || update < end, 'Inactive ended or stopped');
      check(Date.parse(c.createDateTime) <= update && update <= now, 'create ≤ update ≤ now');
      if (c.campaignStatus === 'Draft') check(c.ticketId === null && c.ticketUrl === null, 'no ticket on drafts');
      else check(c.ticketUrl?.startsWith('https://') === true && c.ticketId !== null, 'ticket');
      if (c.lineId != null) {
        const line = lines.get(c.lineId);
        check(line?.accountId === c.accountId, 'line account');
        check(line?.pricingModel === c.campaignPricingModel, 'line pricing model');
        check(
          dayNumber(c.startDateTime) >= dayNumber(line?.startDateTime ?? '') &&
            dayNumber(c.endDateTime) <= dayNumber(line?.endDateTime ?? ''),
          'within the line dates',
        );
      }
      if (c.planId != null) {
        check(c.plan?.name === plans.get(c.planId)?.name && plans.get(c.planId)?.accountId === c.accountId, 'plan');
      }
      if (c.campaignType === 'PLANSPEC') check(c.planId != null && c.campaignStatus === 'Draft', 'PLANSPEC in a plan');
    }
    problems.expectNone();
    for (const line of db.lines) {
      const used = db.campaigns.filter((c) => c.lineId === line.lineId).reduce((sum, c) => sum + c.budget, 0);
      expect(used).toBeLessThanOrEqual(line.budget);
    }
    expect(db.campaigns.find((c) => c.campaignId === 5001)).toMatchObject({
      accountId: 1001,
      campaignStatus: 'Active',
      campaignType: 'FIXED_CLO',
      lineId: 3001,
      planId: 4001,
    });
  });

  it('campaign 900000001 (verification failure) is a Draft of account 1001', () => {
    expect(db.campaigns.find((c) => c.campaignId === VERIFICATION_FAILURE_CAMPAIGN_ID)).toMatchObject({
      accountId: 1001,
      campaignStatus: 'Draft',
    });
  });

  it('only the documented campaign has non-draft ad groups with testPopulation 0', () => {
    const failing = new Set(
      db.adGroups.filter((g) => g.adGroupStatus !== 'Draft' && g.testPopulation === 0).map((g) => g.campaignId),
    );
    expect([...failing]).toEqual([TVC_INVALID_CAMPAIGN_ID]);
    expect(db.adGroups.filter((g) => g.campaignId === TVC_INVALID_CAMPAIGN_ID && g.testPopulation === 0)).toHaveLength(
      2,
    );
    expect(db.tvcRequests.some((t) => t.campaignId === TVC_INVALID_CAMPAIGN_ID)).toBe(false);
  });

  it('ad groups, ads, creatives, rewards, audiences, targeting and fees reference each other', () => {
    const campaigns = byId(db.campaigns, (c) => c.campaignId);
    const groups = byId(db.adGroups, (g) => g.adGroupId);
    const creatives = byId(db.creatives, (c) => c.id);
    const rewards = new Map(db.rewards.map((r) => [r.adId, r]));
    const audiences = byId(db.audiences, (a) => a.audienceId);
    const criteria = byId(db.targetingCriteria, (t) => t.targetingCriteriaId);
    const fees = new Map(db.pricingModels.map((p) => [p.adGroupId, p]));
    const accounts = byId(db.accounts, (a) => a.id);
    const merchants = new Set(db.redeemingMerchants.map((m) => m.adId));
    const problems = new Problems();
    for (const group of db.adGroups) {
      const campaign = campaigns.get(group.campaignId);
      const check = (ok: boolean, what: string) => {
        problems.check(ok, () => `ad group ${group.adGroupId}: ${what}`);
      };
      check(campaign?.accountId === group.accountId && group.campaignType === campaign.campaignType, 'campaign');
      check(audiences.get(group.audienceId ?? 0)?.accountId === group.accountId, 'audience');
      check(criteria.has(group.targetingCriteriaId ?? 0), 'targeting criteria');
      const fee = fees.get(group.adGroupId);
      check(fee?.currency === campaign?.currency, 'fee currency');
      if (fee?.feeAmount != null) check(fee.feePercent === null && fee.feeCap === null, 'flat fee');
      if (fee?.feePercent != null)
        check(['CPS', 'CPR', 'CPT'].includes(campaign?.campaignPricingModel ?? ''), 'percent fee model');
    }
    const perCampaign = new Map<number, number>();
    for (const group of db.adGroups) perCampaign.set(group.campaignId, (perCampaign.get(group.campaignId) ?? 0) + 1);
    for (const campaign of db.campaigns) {
      const count = perCampaign.get(campaign.campaignId) ?? 0;
      problems.check(count >= 1 && count <= 4, () => `campaign ${campaign.campaignId} has ${count} ad groups`);
    }
    for (const ad of db.ads) {
      const group = groups.get(ad.adGroupId);
      const creative = creatives.get(ad.creativeId ?? 0);
      const reward = rewards.get(ad.adId);
      const check = (ok: boolean, what: string) => {
        problems.check(ok, () => `ad ${ad.adId}: ${what}`);
      };
      const account = accounts.get(ad.accountId);
      check(group?.accountId === ad.accountId && group.adGroupStatus === ad.adStatus, 'ad group');
      check(creative?.country === account?.bookingCountry && creative?.creativeVersion === 3, 'creative');
      check((creative?.rewardCopy ?? '').length <= 1000, 'reward details ≤ 1000 characters');
      check(creative?.rewardType === reward?.rewardTemplate, 'creative reward type = reward template');
      const config = JSON.parse(reward?.rmsResponse.data.attributes.rewardModelConfigValue ?? 'null') as Record<
        string,
        unknown
      > | null;
      check(
        config?.currencyUnit === account?.bookingCurrency && reward?.currency === account?.bookingCurrency,
        'reward currency',
      );
      check(String(reward?.rmsRewardId) === reward?.rmsResponse.data.id, 'rms id');
      check(merchants.has(ad.adId), 'redeeming merchants');
    }
    problems.expectNone();
  });

  it('segments cover every base type per brand; audit records are stored oldest first', () => {
    const baseTypes = new Set(db.segments.map((s) => s.baseType));
    expect(baseTypes).toEqual(new Set(['Existing', 'Frequent', 'Infrequent', 'New', 'Lapsed', 'AllUsers']));
    expect(db.segments.find((s) => s.segmentationTypeId === 1)?.baseType).toBe('AllUsers');
    const times = db.audit.map((a) => a.updateDateTime);
    expect([...times].sort()).toEqual(times);
    expect(new Set(db.audit.map((a) => a.entityType))).toEqual(new Set(['Campaign', 'AdGroup', 'Ad']));
  });

  it('approvals cover the non-draft campaigns of the rich accounts, with flags of every type', () => {
    const campaigns = byId(db.campaigns, (c) => c.campaignId);
    const approvalIds = new Set(db.approvals.flatMap((a) => a.approvals.map((x) => x.campaignApprovalStatusId)));
    for (const approval of db.approvals) expect(campaigns.get(approval.campaignId)?.campaignStatus).not.toBe('Draft');
    for (const flag of db.approvalFlags) expect(approvalIds.has(flag.campaignApprovalStatusId)).toBe(true);
    expect(new Set(db.approvalFlags.map((f) => f.flagType))).toEqual(new Set(['Campaign', 'Audience', 'Asset']));
    expect(new Set(db.approvalFlags.map((f) => f.status))).toEqual(new Set(['flagged', 'fixed']));
    const nonDraftRich = db.campaigns.filter(
      (c) => c.accountId >= 1001 && c.accountId <= 1040 && c.campaignStatus !== 'Draft',
    );
    expect(db.approvals).toHaveLength(nonDraftRich.length);
  });

  it('projections belong to accounts with matching plans; opportunities and TVC requests match the build', () => {
    for (const projection of db.projections as StoredProjection[]) {
      if (projection.projection.planId !== null) {
        expect(db.plans.find((p) => p.planId === projection.projection.planId)?.accountId).toBe(projection.accountId);
      }
      if (projection.run.status === 'finished')
        expect(projection.run.result?.sheetLink.startsWith('https://')).toBe(true);
    }
    expect(new Set(db.projections.map((p) => p.projection.status))).toEqual(
      new Set(['Success', 'Pending', 'Data Insufficient']),
    );
    const ioNumbers = new Set(db.lines.map((l) => l.ioNumber));
    expect(db.opportunities.filter((o) => o.IoNumber && ioNumbers.has(o.IoNumber)).length).toBeGreaterThan(0);
    for (const request of db.tvcRequests) {
      const campaign = db.campaigns.find((c) => c.campaignId === request.campaignId);
      expect(campaign?.accountId).toBe(request.accountId);
      expect(campaign?.name).toBe(request.campaignName);
    }
  });

  it('redemption summaries cover us and gb, both partners and the reason code table', () => {
    for (const country of ['us', 'gb'] as const) {
      const records = db.redemptionSummaries.filter((r) => r.country === country);
      expect(new Set(records.map((r) => r.partnerCode))).toEqual(new Set(['REWARDS_NETWORK', 'SEATED']));
      expect(new Set(records.map((r) => r.currency))).toEqual(new Set([country === 'us' ? 'USD' : 'GBP']));
      expect(new Set(records.map((r) => r.reasonCode)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(records.map((r) => r.redemptionModel)).has('ForcedRedemptions')).toBe(true);
      expect(new Set(records.map((r) => r.redemptionModel)).has('ReviewedRedemptions')).toBe(true);
    }
  });
});

describe('performance rows', () => {
  it('stay within 400 days, the campaign dates and the budget, with believable ratios', HEAVY, () => {
    expect(rows.length).toBeGreaterThan(50_000);
    expect(rows.length).toBeLessThanOrEqual(400_000);
    const campaigns = byId(db.campaigns, (c) => c.campaignId);
    const countries = byId(db.accounts, (a) => a.id);
    const spend = new Map<number, number>();
    let impressions = 0;
    let engagements = 0;
    let purchases = 0;
    let revenue = 0;
    let adSpend = 0;
    for (const row of rows) {
      const campaign = campaigns.get(row.campaignId);
      const day = dayNumber(row.day);
      if (!campaign || campaign.campaignStatus === 'Draft') throw new Error(`row of campaign ${row.campaignId}`);
      if (day < FIRST_PERFORMANCE_DAY || day > TODAY) throw new Error(`row outside the window: ${row.day}`);
      if (day < dayNumber(campaign.startDateTime) || day > dayNumber(campaign.endDateTime)) {
        throw new Error(`row of ${row.campaignId} on ${row.day} outside its dates`);
      }
      const gb = countries.get(row.accountId)?.bookingCountry === 'GB';
      if (gb !== (row.dmaName === '')) throw new Error(`DMA ${row.dmaName} on a ${gb ? 'GB' : 'US'} row`);
      if (row.engagements > row.impressions || row.purchasesPostEngagement > row.engagements) {
        throw new Error(`funnel out of order in ${JSON.stringify(row)}`);
      }
      spend.set(row.campaignId, (spend.get(row.campaignId) ?? 0) + row.adSpend);
      impressions += row.impressions;
      engagements += row.engagements;
      purchases += row.purchases;
      revenue += row.revenue;
      adSpend += row.adSpend;
    }
    for (const [campaignId, total] of spend)
      expect(total).toBeLessThanOrEqual((campaigns.get(campaignId)?.budget ?? 0) + 0.01);
    expect(impressions / engagements).toBeGreaterThan(20);
    expect(engagements / purchases).toBeGreaterThan(5);
    expect(revenue / adSpend).toBeGreaterThan(2);
    expect(revenue / adSpend).toBeLessThan(15);
  });

  it('timings (printed, not asserted)', () => {
    console.info(
      `createSeed ${seedMs.toFixed(0)} ms; createPerformanceRows ${rowsMs.toFixed(0)} ms for ${rows.length} rows`,
    );
    expect(seedMs).toBeGreaterThan(0);
  });
});
