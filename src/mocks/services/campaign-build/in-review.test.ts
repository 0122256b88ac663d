/** NS-88: an InReview campaign is read-only for external users, in the fake backend too. */
import { describe, expect, it } from 'vitest';
import { expectProblem, unchanged, withTestBackend } from '../../server/testing';
import {
  ADMIN,
  campaignBuildFixture,
  campaignBuildPerformance,
  MANAGER,
  US,
  V1,
  V6,
  V7,
  V8,
} from '../../fixtures/campaign-build';

const stack = withTestBackend(campaignBuildFixture, campaignBuildPerformance);

/** Campaign 5001 (ad groups 6001 and 6002, ads 7001 and 7002, fee 9001, audience 8001) goes in review. */
function submit5001() {
  stack.store.write((db) => {
    const campaign = db.campaigns.find((c) => c.campaignId === 5001);
    if (campaign) campaign.campaignStatus = 'InReview';
  });
}

type Call = [method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown];

const CHANGES: Call[] = [
  ['DELETE', `${V7}/accounts/${US}/campaigns/5001`],
  ['POST', `${V6}/accounts/${US}/adgroups`, { name: 'Lapsed shoppers', campaignId: 5001 }],
  ['PATCH', `${V6}/accounts/${US}/adgroups/6001`, { name: 'Renamed' }],
  ['DELETE', `${V6}/accounts/${US}/adgroups/6002`],
  ['POST', `${V6}/accounts/${US}/adgroups/6001/duplicate`],
  ['PUT', `${V1}/accounts/${US}/campaigns/5001/adgroups/order`, { userPriorityOrder: [6002, 6001] }],
  ['POST', `${V6}/accounts/${US}/campaigns/5001/import-adgroups`, { sourceAdGroupIds: [6003] }],
  ['POST', `${V7}/accounts/${US}/ads`, { name: 'Spend 50 get 10', adGroupId: 6002 }],
  ['PATCH', `${V7}/accounts/${US}/ads/7001`, { name: 'Renamed' }],
  ['DELETE', `${V7}/accounts/${US}/ads/7002`],
  ['PATCH', `${V8}/accounts/${US}/audiences/8001`, { name: 'Renamed' }],
  ['PATCH', `${V6}/accounts/${US}/pricingmodels/9001`, { feePercent: 0.2 }],
];

describe('NS-88 an InReview campaign is read-only for external users', () => {
  it.each(CHANGES)(
    'NS-88 %s %s by an external writer answers 409 CAMPAIGN_IN_REVIEW naming the campaign, and changes nothing',
    async (method, path, body) => {
      submit5001();
      const refused = expectProblem(
        await unchanged(stack, () => stack.call(method, path, { as: MANAGER, body })),
        409,
        { code: 'CAMPAIGN_BUILD_4XX_CONFLICT' },
      );
      expect(refused.extensions?.subcode).toBe('CAMPAIGN_IN_REVIEW');
      expect(refused.detail).toBe(
        'Campaign Spring cash back is in review: it cannot be changed until the provider approves it or returns it to draft',
      );
    },
  );

  it.each(CHANGES)('NS-88 %s %s by an internal writer still goes through', async (method, path, body) => {
    submit5001();
    const answer = await stack.call(method, path, { as: ADMIN, body });
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });

  it('NS-88 the same external change goes through while the campaign is not in review', async () => {
    const answer = await stack.call('PATCH', `${V6}/accounts/${US}/adgroups/6001`, {
      as: MANAGER,
      body: { name: 'Renamed' },
    });
    expect(answer.status).toBe(200);
  });
});
