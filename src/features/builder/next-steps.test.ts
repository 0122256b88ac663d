import { describe, expect, it } from 'vitest';
import { approvedStatus, fixStepOf, fixStepPath, nextStep } from './next-steps';

const groups = [
  { adGroupId: 6001, name: 'Shoppers' },
  { adGroupId: 6002, name: 'Lapsed' },
];
const BASE = '/advertiser/1001/campaign/5001';

describe('the guided path (issue 28)', () => {
  it('WIZ-035 WIZ-036 the next step is the first thing missing: an ad group, then an ad in each, then complete', () => {
    expect(nextStep([], [])).toEqual({ kind: 'addAdGroup' });
    expect(nextStep(groups, [{ adGroupId: 6001 }])).toEqual({ kind: 'addAd', adGroupId: 6002, adGroupName: 'Lapsed' });
    expect(nextStep(groups, [{ adGroupId: 6002 }, { adGroupId: 6001 }])).toEqual({
      kind: 'complete',
      lastAdGroupId: 6002,
    });
  });

  it('NS-88 each review issue links to the step that fixes it', () => {
    const noGroup = fixStepOf({ entity: 'Spring', key: 'adsmanager.VALIDATION_CAMPAIGN_NO_AD_GROUP' }, groups);
    expect(fixStepPath(BASE, noGroup)).toBe(`${BASE}/ad-group/create`);
    const noAd = fixStepOf({ entity: 'Lapsed', key: 'adsmanager.VALIDATION_AD_GROUP_NO_AD' }, groups);
    expect(fixStepPath(BASE, noAd)).toBe(`${BASE}/ad-group/6002/ad/create`);
    const dates = fixStepOf({ entity: 'Spring', key: 'adsmanager.VALIDATION_CAMPAIGN_START_IN_PAST' }, groups);
    expect(fixStepPath(BASE, dates)).toBe(BASE);
  });

  it('NS-88 an approval schedules a campaign that has not started and activates one that has', () => {
    const now = new Date('2026-03-10T16:00:00Z');
    expect(approvedStatus({ startDateTime: '2026-04-01T04:00:00Z' }, now)).toBe('Scheduled');
    expect(approvedStatus({ startDateTime: '2026-03-01T05:00:00Z' }, now)).toBe('Active');
  });
});
