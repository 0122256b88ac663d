import { describe, expect, it } from 'vitest';
import type { Campaign } from '@generated/campaign-build/model';
import { sortBy } from '@/mocks/server/list';
import {
  CAMPAIGN_SORT_OPTIONS,
  DEFAULT_CAMPAIGN_SORT,
  campaignListParams,
  campaignSort,
  isDynamicRewardLike,
  parseCampaignOrderBy,
  pricingModelsForType,
  recentCampaignsSince,
  sortCampaigns,
  toCampaignRow,
} from './campaign-rules';

const CAMPAIGN: Campaign = {
  accountId: 1001,
  campaignId: 5001,
  name: 'Spring cash back',
  campaignStatus: 'Active',
  campaignType: 'FIXED_CLO',
  campaignObjective: 'DriveSales',
  campaignPricingModel: 'CPS',
  budget: 100000,
  budgetDeliveryGoal: 'BUDGET',
  currency: 'USD',
  scheduleType: 'Lifetime',
  // 00:00 and 23:59:59 in New York
  startDateTime: '2026-03-01T05:00:00Z',
  endDateTime: '2026-07-01T03:59:59Z',
  isOfferAutoActivated: false,
  isTrackedLinkOffer: false,
  lineId: 3001,
  planId: 4002,
  plan: { name: 'Spring push' },
  targetRoas: 4.5,
  ticketUrl: 'https://tickets.example/T-1',
  createDateTime: '2026-01-05T10:00:00Z',
  createUser: 'a@b.example',
  updateDateTime: '2026-01-05T10:00:00Z',
  updateUser: 'a@b.example',
  impressions: 2000,
  reach: 800,
  mediaFees: 5,
  flaggedForReview: true,
  lineNumber: '1',
};

describe('campaign sort options', () => {
  it('CAMP-016 offers budget, campaignId, endDateTime, name and startDateTime, each ascending or descending', () => {
    expect(CAMPAIGN_SORT_OPTIONS.map((option) => option.orderBy)).toEqual([
      'budget',
      '-budget',
      'campaignId',
      '-campaignId',
      'endDateTime',
      '-endDateTime',
      'name',
      '-name',
      'startDateTime',
      '-startDateTime',
    ]);
    expect(new Set(CAMPAIGN_SORT_OPTIONS.map((option) => option.orderBy)).size).toBe(10);
  });

  it('CAMP-025 defaults to startDateTime descending and reads orderBy back', () => {
    expect(DEFAULT_CAMPAIGN_SORT).toEqual({ field: 'startDateTime', descending: true, orderBy: '-startDateTime' });
    expect(parseCampaignOrderBy('-name')).toEqual(campaignSort('name', true));
    expect(parseCampaignOrderBy('budget')).toEqual(campaignSort('budget', false));
    expect(parseCampaignOrderBy('-status')).toBeUndefined();
    expect(parseCampaignOrderBy(null)).toBeUndefined();
  });

  it('CAMP-016 with every campaign on the client, each of the 10 orders matches the server’s', () => {
    const names = ['beta', 'Alpha', 'gamma', 'alpha', 'Ärger', 'delta 10', 'delta 9', 'Zeta'];
    const campaigns = names.map((name, index) => ({
      ...CAMPAIGN,
      campaignId: 5000 + ((index * 7) % 11),
      name,
      budget: [500, 100, 100, 2500, 0.5, 99, 1e6, 42][index] ?? 1,
      startDateTime: `2026-0${String((index % 9) + 1)}-1${String(index % 3)}T05:00:00Z`,
      endDateTime: `2027-0${String(((index * 5) % 9) + 1)}-01T03:59:59Z`,
    }));
    for (const option of CAMPAIGN_SORT_OPTIONS) {
      const ids = (list: readonly Campaign[]) => list.map((campaign) => campaign.campaignId);
      expect(ids(sortCampaigns(campaigns, option)), option.orderBy).toEqual(ids(sortBy(campaigns, option.orderBy)));
    }
  });
});

describe('pricing models per campaign type', () => {
  it('CAMP-017 DYNAMIC_CLO supports only CPE', () => {
    expect(pricingModelsForType('DYNAMIC_CLO')).toEqual(['CPE']);
  });

  it('CAMP-017 FIXED_CLO, PLANSPEC and SNAPSHOT support CPM, CPR, CPS, CPSH, CPST and CPT', () => {
    for (const type of ['FIXED_CLO', 'PLANSPEC', 'SNAPSHOT'] as const) {
      expect(pricingModelsForType(type)).toEqual(['CPM', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT']);
    }
    expect(pricingModelsForType(undefined)).toEqual([]);
  });

  it('CAMP-018 a campaign is dynamic-reward-like when DYNAMIC_CLO, or CPM with objective DriveSales', () => {
    expect(isDynamicRewardLike({ campaignType: 'DYNAMIC_CLO', campaignPricingModel: 'CPE' })).toBe(true);
    expect(
      isDynamicRewardLike({ campaignType: 'FIXED_CLO', campaignPricingModel: 'CPM', campaignObjective: 'DriveSales' }),
    ).toBe(true);
    expect(
      isDynamicRewardLike({
        campaignType: 'FIXED_CLO',
        campaignPricingModel: 'CPM',
        campaignObjective: 'BuildLoyalty',
      }),
    ).toBe(false);
    expect(
      isDynamicRewardLike({ campaignType: 'FIXED_CLO', campaignPricingModel: 'CPS', campaignObjective: 'DriveSales' }),
    ).toBe(false);
  });
});

describe('the campaign list call', () => {
  it('CAMP-025 CAMP-029 sends page 1, 10 per page and -startDateTime by default', () => {
    expect(campaignListParams({ isInternal: true })).toEqual({ page: 1, perPage: 10, orderBy: '-startDateTime' });
  });

  it('CAMP-025 builds the planId==, campaignType== and startDateTime> filters, paging and includePlanDetails', () => {
    expect(
      campaignListParams({
        isInternal: true,
        pageIndex: 2,
        pageSize: 25,
        sort: campaignSort('name', false),
        planId: 4002,
        campaignType: 'DYNAMIC_CLO',
        startedAfter: '2026-03-01',
        includePlanDetails: true,
      }),
    ).toEqual({
      page: 3,
      perPage: 25,
      orderBy: 'name',
      filter: 'planId==4002;campaignType==DYNAMIC_CLO;startDateTime>2026-03-01',
      includePlanDetails: true,
    });
  });

  it('CAMP-026 always adds campaignStatus!=Draft for external users, never for internal ones', () => {
    expect(campaignListParams({ isInternal: false }).filter).toBe('campaignStatus!=Draft');
    expect(campaignListParams({ isInternal: false, campaignType: 'FIXED_CLO' }).filter).toBe(
      'campaignType==FIXED_CLO;campaignStatus!=Draft',
    );
    expect(campaignListParams({ isInternal: true }).filter).toBeUndefined();
    expect(campaignListParams({ isInternal: true, campaignStatus: 'Draft' }).filter).toBe('campaignStatus==Draft');
  });

  it('CAMP-027 the recent campaigns start after the day before today in America/New_York', () => {
    // 03:00 UTC on 10 March is still 9 March in New York.
    expect(recentCampaignsSince(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-08');
    expect(recentCampaignsSince(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-09');
    // Across a month and a year boundary.
    expect(recentCampaignsSince(new Date('2026-01-01T15:00:00Z'))).toBe('2025-12-31');
  });
});

describe('the campaign list row', () => {
  it('CAMP-028 has the list shape with the reporting enrichment', () => {
    expect(toCampaignRow(CAMPAIGN, 'America/New_York')).toEqual({
      campaignId: 5001,
      name: 'Spring cash back',
      campaignStatus: 'Active',
      campaignType: 'FIXED_CLO',
      budget: 100000,
      budgetDeliveryGoal: 'BUDGET',
      currency: 'USD',
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      lineId: 3001,
      lineNumber: '1',
      plan: 'Spring push',
      planId: 4002,
      targetRoas: 4.5,
      ticketUrl: 'https://tickets.example/T-1',
      impressions: 2000,
      reach: 800,
      mediaFees: 5,
      flaggedForReview: true,
    });
  });

  it('CAMP-028 takes a lineNumber the server did not send from the lines, and leaves an unknown line blank', () => {
    const bare: Campaign = { ...CAMPAIGN, lineNumber: undefined, plan: null, planId: null };
    const lines = new Map([[3001, { lineNumber: '42' }]]);
    expect(toCampaignRow(bare, 'America/New_York', lines)).toMatchObject({ lineNumber: '42', plan: undefined });
    expect(toCampaignRow({ ...bare, lineId: 3999 }, 'America/New_York', lines).lineNumber).toBeUndefined();
  });
});
