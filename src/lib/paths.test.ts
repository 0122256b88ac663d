import { describe, expect, it } from 'vitest';
import { paths, SEGMENTS } from './paths';

describe('paths', () => {
  it('SHELL-023 route segments are exactly create, import, review, review/comparison, review/publisher, review/projections, performance/campaigns, ad_group, plan_id and base_id', () => {
    expect(SEGMENTS).toEqual({
      create: 'create',
      import: 'import',
      review: 'review',
      reviewComparison: 'review/comparison',
      reviewPublisher: 'review/publisher',
      reviewProjections: 'review/projections',
      performanceCampaigns: 'performance/campaigns',
      adGroupParam: 'ad_group',
      planIdParam: 'plan_id',
      baseIdParam: 'base_id',
    });
    expect(paths.campaignReview(1001, 5001)).toBe('/advertiser/1001/campaign/5001/review');
    expect(paths.campaignReview(1001, 5001, 7)).toBe('/advertiser/1001/campaign/5001/review?ad_group=7');
    expect(paths.performanceCampaigns(1001)).toBe('/advertiser/1001/performance/campaigns');
    expect(paths.campaignCreate(1001)).toBe('/advertiser/1001/campaign/create');
    expect(paths.user(1001, 'a+b@x.example')).toBe('/advertiser/1001/user/a%2Bb%40x.example');
  });
});
