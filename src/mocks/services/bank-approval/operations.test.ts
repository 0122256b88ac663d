/** The rules of the bank-approval operations; their 401, 403 (BANK-010), 404 and 400 are in tests/contract/refusals.test.ts. */
import { testAccount, testUserRecord } from '../../db/test-records';
import { describe, expect, it } from 'vitest';
import {
  GetCampaignApprovalDetailResponse,
  ListCampaignApprovalsResponse,
  ListCampaignFlagsResponse,
} from '@generated/bank-approval/bank-approval.zod';
import { emptyDb } from '../../db/empty';
import type { BankApprovalSchemas, CampaignBuildSchemas, Db } from '../../db/types';
import { PERSONAS } from '../../personas';
import { withTestBackend } from '../../server/testing';

const ADMIN = PERSONAS.admin.email;
const SALES = PERSONAS.sales.email;
const REDEMPTIONS = PERSONAS.redemptionsAdmin.email;
const VIEWER = PERSONAS.viewer.email;

type Detail = BankApprovalSchemas['CampaignApprovalDetail'];
type Flag = BankApprovalSchemas['CampaignFlag'];

function detail(campaignId: number, accountId: number): Detail {
  const approvalId = campaignId * 10;
  return {
    accountId,
    campaignId,
    hasFlags: campaignId === 5001,
    approvals: [301, 302].map((institutionId, i) => ({
      approver: i === 0 ? 'Alex Morgan' : null,
      campaignApprovalStatusId: approvalId + i,
      decisionDateUtc: i === 0 ? '2026-03-03T15:30:00Z' : null,
      dueDateUtc: '2026-03-08T05:00:00Z',
      institutionCodeName: i === 0 ? 'NORTHBANK' : 'SOUTHBANK',
      institutionId,
      submittedDateUtc: '2026-03-01T05:00:00Z',
      status: i === 0 ? 'Flagged' : 'ForReviewUnAckd',
    })),
    adGroupApprovals: [{ adGroupId: 6001, institutionId: 301, status: 'Approved' }],
    adApprovals: [{ adId: 7001, adGroupId: 6001, institutionId: 301, status: 'Flagged' }],
    adAssetApprovals: [
      {
        adAssetId: 8001,
        adAssetType: 'Message',
        slot: 'Headline',
        status: 'Flagged',
        isAdAssetUpdated: false,
        institutionId: 301,
      },
    ],
    audienceApprovals: [{ adGroupId: 6001, institutionId: 301, status: 'Flagged' }],
  };
}

function flag(id: number, approvalId: number, flagType: Flag['flagType'], created: string): Flag {
  return {
    campaignFlagId: id,
    campaignApprovalStatusId: approvalId,
    institutionId: 301,
    comment: `${flagType} issue`,
    createDateUtc: created,
    createdBy: 'Alex Morgan',
    flagType,
    status: flagType === 'Audience' ? 'fixed' : 'flagged',
    adAssetId: flagType === 'Asset' ? 8001 : null,
    updateDateUtc: null,
    updatedBy: null,
  };
}

/** A campaign without approvals: it exists, so its flags list is empty rather than 404. */
const bareCampaign: CampaignBuildSchemas['Campaign'] = {
  accountId: 1001,
  budget: 1000,
  budgetDeliveryGoal: 'BUDGET',
  campaignId: 5050,
  campaignPricingModel: 'CPS',
  campaignStatus: 'Draft',
  campaignType: 'FIXED_CLO',
  createDateTime: '2026-03-01T05:00:00Z',
  createUser: ADMIN,
  currency: 'USD',
  endDateTime: '2026-06-30T23:59:59-04:00',
  isOfferAutoActivated: false,
  isTrackedLinkOffer: false,
  name: 'Draft campaign',
  scheduleType: 'Lifetime',
  startDateTime: '2026-04-01T00:00:00-04:00',
  updateDateTime: '2026-03-01T05:00:00Z',
  updateUser: ADMIN,
};

function fixture(): Db {
  const db = emptyDb();
  db.accounts = [testAccount(1001, 'Account 1001'), testAccount(1002, 'Account 1002')];
  db.users = [
    testUserRecord(ADMIN, 'INTERNAL', { internalRoles: ['Internal Admin'] }),
    testUserRecord(SALES, 'INTERNAL', { internalRoles: ['Internal Sales'] }),
    testUserRecord(REDEMPTIONS, 'INTERNAL', { internalRoles: ['Redemptions Admin'] }),
    testUserRecord(VIEWER, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }] }),
  ];
  // Twelve campaigns of 1001 (stored out of order) and one of 1002.
  db.approvals = [...Array.from({ length: 12 }, (_, i) => detail(5012 - i, 1001)), detail(5100, 1002)];
  db.approvalFlags = [
    flag(9101, 50010, 'Asset', '2026-03-03T15:30:00Z'),
    flag(9102, 50010, 'Campaign', '2026-03-04T15:30:00Z'),
    flag(9103, 50011, 'Audience', '2026-03-02T15:30:00Z'),
    flag(9104, 50020, 'Campaign', '2026-03-05T15:30:00Z'),
  ];
  db.campaigns = [bareCampaign];
  return db;
}

const stack = withTestBackend(fixture);

type Problem = { status: number; code: string; extensions: { field?: string } };
type Summary = { accountId: number; campaignId: number; hasFlags: boolean };
const LIST = '/api/v2/bank-approval-api/campaigns';

describe('GET campaigns (approvals list)', () => {
  it('API-008 answers the account’s campaigns by filter AccountId==, 1-based pages of perPage with the pagination headers', async () => {
    const answer = await stack.call<Summary[]>('GET', `${LIST}?filter=AccountId==1001&page=2&perPage=5`, { as: SALES });
    expect(answer.status).toBe(200);
    expect(ListCampaignApprovalsResponse.parse(answer.body)).toHaveLength(5);
    expect(answer.body.map((s) => s.campaignId)).toEqual([5006, 5007, 5008, 5009, 5010]);
    expect(answer.headers.get('pagination-totalcount')).toBe('12');
    expect(answer.headers.get('pagination-totalpages')).toBe('3');
    expect(Object.keys(answer.body[0] ?? {}).sort()).toEqual(['accountId', 'approvals', 'campaignId', 'hasFlags']);
  });

  it('pages by 10 from page 1 by default and applies the other expressions of the filter', async () => {
    const first = await stack.call<Summary[]>('GET', `${LIST}?filter=AccountId==1001`, { as: ADMIN });
    expect(first.body).toHaveLength(10);
    expect(first.body[0]?.campaignId).toBe(5001);
    expect(first.body[0]?.hasFlags).toBe(true);
    const one = await stack.call<Summary[]>(
      'GET',
      `${LIST}?filter=${encodeURIComponent('AccountId==1001;CampaignId==5002')}`,
      { as: ADMIN },
    );
    expect(one.body.map((s) => s.campaignId)).toEqual([5002]);
    const other = await stack.call<Summary[]>('GET', `${LIST}?filter=AccountId==1002`, { as: ADMIN });
    expect(other.body.map((s) => s.campaignId)).toEqual([5100]);
    const none = await stack.call<Summary[]>('GET', `${LIST}?filter=AccountId==4242`, { as: ADMIN });
    expect(none.body).toEqual([]);
    expect(none.headers.get('pagination-totalcount')).toBe('0');
  });

  it.each([
    ['', 'filter'],
    ['?filter=AccountId=1001', 'filter'],
    ['?filter=AccountId==abc', 'filter'],
    ['?filter=AccountId==1001&page=0', 'page'],
    ['?filter=AccountId==1001&perPage=10001', 'perPage'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const answer = await stack.call<Problem>('GET', `${LIST}${query}`, { as: ADMIN });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe(field);
  });
});

describe('GET campaigns/{campaignId} (approval detail)', () => {
  it('BANK-004 BANK-005 answers the campaign’s approvals with those of its ad groups, ads, assets (type, slot, status, updated) and audiences (Flagged only)', async () => {
    const answer = await stack.call<Detail>('GET', `${LIST}/5001`, { as: SALES });
    expect(answer.status).toBe(200);
    const parsed = GetCampaignApprovalDetailResponse.parse(answer.body);
    expect(parsed.campaignId).toBe(5001);
    expect(parsed.approvals.map((a) => a.status)).toEqual(['Flagged', 'ForReviewUnAckd']);
    expect(parsed.audienceApprovals).toEqual([{ adGroupId: 6001, institutionId: 301, status: 'Flagged' }]);
    const asset = parsed.adAssetApprovals.find((approval) => approval.adAssetId === 8001);
    expect(asset).toMatchObject({ adAssetId: 8001, status: expect.any(String), isAdAssetUpdated: expect.any(Boolean) });
    expect(['Beacon', 'Image', 'Link', 'Logo', 'Message']).toContain(asset?.adAssetType);
    expect(asset).toHaveProperty('slot');
  });

  it('answers 404 for a campaign without approvals', async () => {
    expect((await stack.call('GET', `${LIST}/5050`, { as: ADMIN })).status).toBe(404);
  });
});

describe('GET campaigns/{campaignId}/flags', () => {
  it('BANK-003 answers every flag of the campaign’s approvals in one flat list, newest first, each with its author, comment, type and update', async () => {
    const answer = await stack.call<Flag[]>('GET', `${LIST}/5001/flags`, { as: SALES });
    expect(answer.status).toBe(200);
    const flags = ListCampaignFlagsResponse.parse(answer.body);
    for (const flag of flags) {
      expect(flag).toMatchObject({
        campaignFlagId: expect.any(Number),
        comment: expect.any(String),
        createDateUtc: expect.any(String),
        createdBy: expect.any(String),
      });
      expect(flag).toHaveProperty('updateDateUtc');
      expect(flag).toHaveProperty('updatedBy');
    }
    expect(flags.map((f) => f.campaignFlagId)).toEqual([9102, 9101, 9103]);
    expect(flags.map((f) => f.flagType)).toEqual(['Campaign', 'Asset', 'Audience']);
    expect(flags.find((f) => f.flagType === 'Asset')?.adAssetId).toBe(8001);
  });

  it('answers an empty list for a campaign without flags or without approvals', async () => {
    expect((await stack.call('GET', `${LIST}/5003/flags`, { as: ADMIN })).body).toEqual([]);
    expect((await stack.call('GET', `${LIST}/5050/flags`, { as: ADMIN })).body).toEqual([]);
  });
});

describe('the flag of the campaign list (flaggedForReview)', () => {
  it('BANK-010 goes to internal users only: an external user’s campaign list carries no flag', async () => {
    stack.store.write((db) => {
      db.campaigns.push({ ...bareCampaign, campaignId: 5001, campaignStatus: 'Active', name: 'Flagged campaign' });
    });
    const list = (as: string) =>
      stack.call<CampaignBuildSchemas['Campaign'][]>('GET', '/api/v7/campaign-build-api/accounts/1001/campaigns', {
        as,
      });
    const internal = await list(SALES);
    expect(internal.body.find((c) => c.campaignId === 5001)?.flaggedForReview).toBe(true);
    const external = await list(VIEWER);
    expect(external.status).toBe(200);
    expect(external.body.map((c) => c.campaignId)).toEqual([5001]);
    expect(external.body[0]).not.toHaveProperty('flaggedForReview');
  });
});
