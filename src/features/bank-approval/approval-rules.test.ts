import { describe, expect, it } from 'vitest';
import type { ApprovalStatus, CampaignApprovalDetail, CampaignFlag } from '@generated/bank-approval/model';
import { approvalListParams, approvalOverview, flattenFlags } from './approval-rules';
import { statusTone } from '@/components/ui/status-badge';

const detail: Pick<CampaignApprovalDetail, 'approvals' | 'adAssetApprovals' | 'audienceApprovals'> = {
  approvals: [
    {
      approver: 'Alex Morgan',
      campaignApprovalStatusId: 9001,
      decisionDateUtc: '2026-03-03T15:30:00Z',
      dueDateUtc: '2026-03-08T05:00:00Z',
      institutionCodeName: 'NORTHBANK',
      institutionId: 301,
      submittedDateUtc: '2026-03-01T05:00:00Z',
      status: 'Flagged',
    },
    {
      approver: null,
      campaignApprovalStatusId: 9002,
      decisionDateUtc: null,
      dueDateUtc: '2026-03-08T05:00:00Z',
      institutionCodeName: 'SOUTHBANK',
      institutionId: 302,
      submittedDateUtc: '2026-03-01T05:00:00Z',
      status: 'ForReviewUnAckd',
    },
  ],
  adAssetApprovals: [
    {
      adAssetId: 8001,
      adAssetType: 'Image',
      slot: 'HeroImage',
      status: 'Flagged',
      isAdAssetUpdated: false,
      institutionId: 301,
    },
    { adAssetId: 8002, adAssetType: 'Message', slot: 'Headline', status: 'Approved', isAdAssetUpdated: false },
  ],
  audienceApprovals: [
    { adGroupId: 6001, institutionId: 301, status: 'Flagged' },
    { adGroupId: 6002, institutionId: 301, status: 'Flagged' },
    { adGroupId: 6003, institutionId: 302, status: 'Flagged' },
  ],
};

function flag(id: number, flagType: CampaignFlag['flagType'], changes: Partial<CampaignFlag> = {}): CampaignFlag {
  return {
    campaignFlagId: id,
    campaignApprovalStatusId: 9001,
    institutionId: 301,
    comment: `${flagType} issue`,
    createDateUtc: '2026-03-03T15:30:00Z',
    createdBy: 'Alex Morgan',
    flagType,
    status: 'flagged',
    adAssetId: null,
    updateDateUtc: null,
    updatedBy: null,
    ...changes,
  };
}

describe('the approvals list call', () => {
  it('BANK-009 asks for the account with filter AccountId==, a 1-based page and pages of 10', () => {
    expect(approvalListParams(1003, 1)).toEqual({ filter: 'AccountId==1003', page: 1, perPage: 10 });
    expect(approvalListParams(1003, 3)).toEqual({ filter: 'AccountId==1003', page: 3, perPage: 10 });
  });
});

/** BANK-007: every status an institution gives, in the order the spec lists them. */
const APPROVAL_STATUSES = [
  'Approved',
  'Flagged',
  'ForReview',
  'ForReviewUnAckd',
  'Rejected',
  'Removed',
  'Resubmitted',
  'ResubmittedUnAckd',
] as const satisfies readonly ApprovalStatus[];

describe('approval statuses', () => {
  it('BANK-007 every status has its own tone in the kit badge; ForReviewUnAckd and ResubmittedUnAckd are unprocessed (NS-74)', () => {
    expect(APPROVAL_STATUSES.map((status) => [status, statusTone(status)])).toEqual([
      ['Approved', 'positive'],
      ['Flagged', 'attention'],
      ['ForReview', 'progress'],
      ['ForReviewUnAckd', 'attention'],
      ['Rejected', 'negative'],
      ['Removed', 'neutral'],
      ['Resubmitted', 'progress'],
      ['ResubmittedUnAckd', 'attention'],
    ]);
    const unprocessed = APPROVAL_STATUSES.filter((status) => approvalOverview([{ status }])?.state === 'unprocessed');
    expect(unprocessed).toEqual(['ForReviewUnAckd', 'ResubmittedUnAckd']);
  });

  it('NS-74 a campaign’s banks sum up to their most urgent state, counted', () => {
    const of = (...statuses: ApprovalStatus[]) => approvalOverview(statuses.map((status) => ({ status })));
    expect(of('Approved', 'Flagged', 'Approved')).toEqual({ state: 'flagged', count: 1, total: 3 });
    expect(of('Rejected', 'ForReviewUnAckd')).toEqual({ state: 'rejected', count: 1, total: 2 });
    expect(of('ForReview', 'ResubmittedUnAckd', 'ForReviewUnAckd')).toEqual({
      state: 'unprocessed',
      count: 2,
      total: 3,
    });
    expect(of('Resubmitted', 'Approved')).toEqual({ state: 'inReview', count: 1, total: 2 });
    expect(of('Approved', 'Removed', 'Approved')).toEqual({ state: 'approved', count: 2, total: 3 });
    expect(of('Removed')).toEqual({ state: 'removed', count: 1, total: 1 });
    expect(of()).toBeUndefined();
  });
});

describe('flags', () => {
  it('BANK-006 the flags are flattened into campaign, audience and asset flags, each naming its bank', () => {
    const flags = flattenFlags(detail, [
      flag(1, 'Campaign'),
      flag(2, 'Asset', { adAssetId: 8001 }),
      flag(3, 'Audience'),
      flag(4, 'Audience', { campaignApprovalStatusId: 9002, institutionId: 302 }),
      flag(5, 'Asset', { adAssetId: 8002, campaignApprovalStatusId: 9002, institutionId: 302 }),
    ]);
    expect(flags.campaign.map((f) => [f.flagId, f.institution])).toEqual([[1, 'NORTHBANK']]);
    expect(flags.audience.map((f) => [f.flagId, f.institution, f.adGroupIds])).toEqual([
      [3, 'NORTHBANK', [6001, 6002]],
      [4, 'SOUTHBANK', [6003]],
    ]);
    expect(flags.asset.map((f) => [f.flagId, f.assetType, f.slot])).toEqual([
      [2, 'Image', 'HeroImage'],
      [5, 'Message', 'Headline'],
    ]);
  });

  it('BANK-006 an asset the approvals do not list keeps its id without a type; an unknown bank shows its id', () => {
    const [asset] = flattenFlags(detail, [
      flag(1, 'Asset', { adAssetId: 8999, campaignApprovalStatusId: 9999, institutionId: 399 }),
    ]).asset;
    expect(asset).toMatchObject({ assetId: 8999, assetType: undefined, slot: null, institution: 'FI 399' });
  });

  it('BANK-008 each flag is flagged or fixed; open flags come first, then the newest', () => {
    const { campaign } = flattenFlags(detail, [
      flag(1, 'Campaign', {
        status: 'fixed',
        createDateUtc: '2026-03-05T00:00:00Z',
        updatedBy: 'ann@acme.example',
        updateDateUtc: '2026-03-06T00:00:00Z',
      }),
      flag(2, 'Campaign', { createDateUtc: '2026-03-01T00:00:00Z' }),
      flag(3, 'Campaign', { createDateUtc: '2026-03-04T00:00:00Z' }),
    ]);
    expect(campaign.map((f) => [f.flagId, f.status])).toEqual([
      [3, 'flagged'],
      [2, 'flagged'],
      [1, 'fixed'],
    ]);
    expect(campaign.at(-1)).toMatchObject({ updatedBy: 'ann@acme.example', updatedAt: '2026-03-06T00:00:00Z' });
  });
});
