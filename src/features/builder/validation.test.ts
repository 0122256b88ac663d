import { describe, expect, it } from 'vitest';
import type { Line } from '@generated/campaign-build/model';
import { campaignIssues, validateCampaign, type CampaignValidationInput, type ValidationIssue } from './validation';

const NY = 'America/New_York';
// 2026-03-10 12:00 in New York.
const TODAY = new Date('2026-03-10T16:00:00Z');

const line = (overrides: Partial<Line> = {}): Line => ({
  accountId: 1,
  budget: 1000,
  currencyIsoCode: 'USD',
  endDateTime: '2026-12-31T23:59:59-05:00',
  ioNumber: 'IO-1',
  lineId: 7,
  lineNumber: 'L-7',
  pricingModel: 'CPS',
  startDateTime: '2026-01-01T00:00:00-05:00',
  status: 'ACTIVE',
  ...overrides,
});

function input(overrides: Partial<CampaignValidationInput> = {}): CampaignValidationInput {
  return {
    campaign: {
      campaignStatus: 'Draft',
      startDateTime: '2026-04-01T00:00:00-04:00',
      endDateTime: '2026-06-30T23:59:59-04:00',
      lineId: 7,
    },
    campaignName: 'Spring',
    line: line(),
    adGroups: [{ adGroupId: 1, name: 'Group A' }],
    ads: [{ adGroupId: 1 }],
    timeZone: NY,
    today: TODAY,
    ...overrides,
  };
}

const keys = (issues: readonly ValidationIssue[]) => issues.map((issue) => issue.key);
const withCampaign = (campaign: Partial<CampaignValidationInput['campaign']>) =>
  input({ campaign: { ...input().campaign, ...campaign } });

describe('campaign validation', () => {
  it('a valid campaign has no issues', () => {
    expect(campaignIssues(input())).toEqual([]);
  });

  it('WIZ-029 inactive campaigns skip validation', () => {
    const broken = input({
      campaign: { campaignStatus: 'Inactive', startDateTime: '2020-01-01', endDateTime: '2020-01-02', lineId: null },
      adGroups: [],
    });
    expect(campaignIssues(broken)).toEqual([]);
  });

  it('WIZ-030 no line, an invalid line or a DELETED line is fatal', () => {
    const none = campaignIssues(withCampaign({ lineId: null }));
    expect(none).toContainEqual(
      expect.objectContaining({ key: 'adsmanager.VALIDATION_CAMPAIGN_NO_LINE', severity: 'fatal' }),
    );
    const invalid = campaignIssues(input({ line: null }));
    expect(invalid).toContainEqual(
      expect.objectContaining({ key: 'adsmanager.VALIDATION_CAMPAIGN_LINE_INVALID', severity: 'fatal' }),
    );
    const deleted = campaignIssues(input({ line: line({ status: 'DELETED' }) }));
    expect(deleted).toContainEqual(
      expect.objectContaining({ key: 'adsmanager.VALIDATION_CAMPAIGN_LINE_DELETED', severity: 'fatal' }),
    );
    // A line still loading gives no line issue yet.
    expect(campaignIssues(input({ line: undefined }))).toEqual([]);
  });

  it('WIZ-031 a line that is not ACTIVE gives a warning (NS-44)', () => {
    const issues = campaignIssues(input({ line: line({ status: 'DRAFT' }) }));
    expect(issues).toEqual([
      expect.objectContaining({ key: 'adsmanager.VALIDATION_CAMPAIGN_LINE_NOT_ACTIVE', severity: 'warning' }),
    ]);
  });

  it('WIZ-032 a Draft campaign cannot start in the past, judged in the booking time zone', () => {
    expect(keys(campaignIssues(withCampaign({ startDateTime: '2026-03-09T00:00:00-04:00' })))).toContain(
      'adsmanager.VALIDATION_CAMPAIGN_START_IN_PAST',
    );
    // Today in New York (10 March) is not the past, though it is already 11 March in UTC at 02:00Z.
    const lateEvening = input({
      campaign: { ...input().campaign, startDateTime: '2026-03-10T00:00:00-04:00' },
      today: new Date('2026-03-11T02:00:00Z'),
    });
    expect(keys(campaignIssues(lateEvening))).not.toContain('adsmanager.VALIDATION_CAMPAIGN_START_IN_PAST');
    // Only Draft: a Scheduled campaign that started already is fine.
    expect(
      keys(campaignIssues(withCampaign({ campaignStatus: 'Active', startDateTime: '2026-02-01T00:00:00-05:00' }))),
    ).toEqual([]);
  });

  it('WIZ-033 a campaign that is not Active must start within the line dates', () => {
    const early = withCampaign({ campaignStatus: 'Scheduled', startDateTime: '2025-12-31T00:00:00-05:00' });
    const issues = campaignIssues({ ...early, today: new Date('2025-12-01T12:00:00Z') });
    expect(issues).toContainEqual(
      expect.objectContaining({
        key: 'adsmanager.VALIDATION_CAMPAIGN_START_OUTSIDE_LINE',
        values: { lineStart: '2026-01-01', lineEnd: '2026-12-31' },
      }),
    );
    const active = { ...early, campaign: { ...early.campaign, campaignStatus: 'Active' as const } };
    expect(keys(campaignIssues({ ...active, today: new Date('2025-12-01T12:00:00Z') }))).not.toContain(
      'adsmanager.VALIDATION_CAMPAIGN_START_OUTSIDE_LINE',
    );
  });

  it('WIZ-034 the end cannot be in the past and must be within the line dates', () => {
    const past = campaignIssues(
      withCampaign({ campaignStatus: 'Active', startDateTime: '2026-01-05', endDateTime: '2026-03-09T23:59:59-04:00' }),
    );
    expect(keys(past)).toEqual(['adsmanager.VALIDATION_CAMPAIGN_END_IN_PAST']);
    const late = campaignIssues(withCampaign({ endDateTime: '2027-01-01T23:59:59-05:00' }));
    expect(keys(late)).toEqual(['adsmanager.VALIDATION_CAMPAIGN_END_OUTSIDE_LINE']);
    const formatted = campaignIssues({
      ...withCampaign({ endDateTime: '2027-01-01T23:59:59-05:00' }),
      formatDay: (day) => day.split('-').reverse().join('/'),
    });
    expect(formatted[0]?.values).toEqual({ lineStart: '01/01/2026', lineEnd: '31/12/2026' });
  });

  it('WIZ-035 at least one ad group, except on the new or import ad-group route', () => {
    const empty = input({ adGroups: [], ads: [] });
    expect(keys(campaignIssues(empty))).toEqual(['adsmanager.VALIDATION_CAMPAIGN_NO_AD_GROUP']);
    expect(campaignIssues({ ...empty, route: { kind: 'newAdGroup' } })).toEqual([]);
    expect(campaignIssues({ ...empty, route: { kind: 'importAdGroups' } })).toEqual([]);
    // Ad groups still loading: nothing said yet.
    expect(campaignIssues(input({ adGroups: undefined }))).toEqual([]);
  });

  it('WIZ-036 each ad group has at least one ad, except on the new-ad route', () => {
    const groups = [
      { adGroupId: 1, name: 'Group A' },
      { adGroupId: 2, name: 'Group B' },
    ];
    const issues = campaignIssues(input({ adGroups: groups, ads: [{ adGroupId: 1 }] }));
    expect(issues).toEqual([
      expect.objectContaining({ entity: 'Group B', key: 'adsmanager.VALIDATION_AD_GROUP_NO_AD' }),
    ]);
    expect(campaignIssues(input({ adGroups: groups, ads: [{ adGroupId: 1 }], route: { kind: 'newAd' } }))).toEqual([]);
    expect(
      campaignIssues(input({ adGroups: groups, ads: [], route: { kind: 'newAd', adGroupId: 2 } })).map((i) => i.entity),
    ).toEqual(['Group A']);
  });

  it('WIZ-037 issues are grouped by entity name and deduplicated', () => {
    const groups = validateCampaign(
      input({
        campaign: { ...input().campaign, lineId: null, endDateTime: '2026-03-01T00:00:00-05:00' },
        adGroups: [
          { adGroupId: 1, name: 'Same name' },
          { adGroupId: 2, name: 'Same name' },
          { adGroupId: 3, name: 'Other' },
        ],
        ads: [],
      }),
    );
    expect(groups.map((group) => group.entity)).toEqual(['Spring', 'Same name', 'Other']);
    expect(groups[1]?.issues).toHaveLength(1);
    // The line's issues come before the dates'.
    expect(keys(groups[0]?.issues ?? [])).toEqual([
      'adsmanager.VALIDATION_CAMPAIGN_NO_LINE',
      'adsmanager.VALIDATION_CAMPAIGN_END_IN_PAST',
    ]);
  });

  it('WIZ-038 structural issues give "invalid structure" with the path and message', () => {
    const issues = campaignIssues(
      input({
        structure: [
          {
            entity: 'Spring',
            problems: [
              { path: ['publisherSchedules', 0, 'publisherId'], message: 'Expected number' },
              { path: [], message: 'Not an object' },
            ],
          },
        ],
      }),
    );
    expect(issues).toEqual([
      expect.objectContaining({
        entity: 'Spring',
        severity: 'fatal',
        key: 'adsmanager.VALIDATION_INVALID_STRUCTURE',
        values: { path: 'publisherSchedules.0.publisherId', message: 'Expected number' },
      }),
      expect.objectContaining({ values: { path: '(root)', message: 'Not an object' } }),
    ]);
  });
});
