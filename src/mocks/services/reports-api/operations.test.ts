/** The rules of the reports-api operations; their 401, 403, 404 and 400 are in tests/contract/refusals.test.ts. */
import { testAccount, testUserRecord } from '../../db/test-records';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreateScheduledReportResponse,
  GetScheduledReportResponse,
  ListScheduledReportsResponse,
  QueryAdvertiserPerformanceReportResponse,
  QueryInternalPerformanceReportResponse,
  UpdateScheduledReportResponse,
} from '@generated/reports-api/reports-api.zod';
import { emptyDb } from '../../db/empty';
import type { CampaignBuildSchemas, Db, PerformanceRow, ReportsApiSchemas } from '../../db/types';
import { PERSONAS } from '../../personas';
import { withTestBackend } from '../../server/testing';

const ADMIN = PERSONAS.admin.email;
const SALES = PERSONAS.sales.email;
const REDEMPTIONS = PERSONAS.redemptionsAdmin.email;
const VIEWER = PERSONAS.viewer.email;
const REPORTER = PERSONAS.reporter.email;
/** campaign.read alone (role Viewer): the report of one campaign is theirs to open (ACCESS-021). */
const CAMPAIGN_READER = 'cato.reader@acme.example';

type Query = ReportsApiSchemas['ReportQuery'];
type Result = ReportsApiSchemas['ReportResult'];
type Scheduled = ReportsApiSchemas['ScheduledReport'];
type Problem = { status: number; code: string; extensions: { field?: string } };

function campaign(
  campaignId: number,
  accountId: number,
  extra: Partial<CampaignBuildSchemas['Campaign']>,
): CampaignBuildSchemas['Campaign'] {
  return {
    accountId,
    budget: 10000,
    budgetDeliveryGoal: 'BUDGET',
    campaignId,
    campaignPricingModel: 'CPS',
    campaignStatus: 'Active',
    campaignType: 'FIXED_CLO',
    createDateTime: '2024-12-01T05:00:00Z',
    createUser: ADMIN,
    currency: 'USD',
    startDateTime: '2025-01-01T00:00:00-05:00',
    endDateTime: '2026-06-30T23:59:59-04:00',
    isOfferAutoActivated: false,
    isTrackedLinkOffer: false,
    name: `Campaign ${campaignId}`,
    scheduleType: 'Lifetime',
    updateDateTime: '2024-12-01T05:00:00Z',
    updateUser: ADMIN,
    ...extra,
  };
}

function adGroup(adGroupId: number, campaignId: number, accountId: number): CampaignBuildSchemas['AdGroup'] {
  return {
    accountId,
    adGroupId,
    adGroupStatus: 'Active',
    campaignId,
    campaignType: 'FIXED_CLO',
    createDateTime: '2024-12-01T05:00:00Z',
    createUser: ADMIN,
    name: `Ad group ${adGroupId}`,
    updateDateTime: '2024-12-01T05:00:00Z',
    updateUser: ADMIN,
    userPriorityOrder: 1,
  };
}

const FIRST_DAY = Date.parse('2025-01-01');
const DAYS = 400;
const dayOf = (i: number) => new Date(FIRST_DAY + i * 86_400_000).toISOString().slice(0, 10);
const LAST_DAY = dayOf(DAYS - 1);

/** 400 days × (ad group, DMA) pairs (6,000 rows for account 1001); campaign 5002 never sells (aov is null there). */
function performance(db: Db): PerformanceRow[] {
  const rows: PerformanceRow[] = [];
  for (const group of db.adGroups) {
    for (const [d, dmaName] of ['New York', 'Chicago', 'Boston'].entries()) {
      for (let i = 0; i < DAYS; i++) {
        const sells = group.campaignId !== 5002;
        const base = 100 + ((i * 7 + group.adGroupId + d) % 50);
        rows.push({
          accountId: group.accountId,
          campaignId: group.campaignId,
          adGroupId: group.adGroupId,
          day: dayOf(i),
          dmaName,
          impressions: base * 10,
          reach: base * 8,
          engagements: base,
          activations: Math.floor(base / 4),
          purchases: sells ? Math.floor(base / 10) : 0,
          purchasesPostEngagement: sells ? Math.floor(base / 20) : 0,
          purchasesPostView: sells ? Math.floor(base / 25) : 0,
          revenue: sells ? base * 3.5 : 0,
          revenuePostEngagement: sells ? base * 2 : 0,
          revenuePostView: sells ? base : 0,
          adSpend: base * 0.75,
          rewardCost: base * 0.25,
          mediaFees: base * 0.1,
          fee: base * 0.05,
          postServeSpend: sells ? base * 5 : 0,
          postServeTrips: sells ? Math.floor(base / 5) : 0,
        });
      }
    }
  }
  return rows;
}

function fixture(): Db {
  const db = emptyDb();
  db.accounts = [testAccount(1001, 'Account 1001'), testAccount(1002, 'Account 1002')];
  db.users = [
    testUserRecord(ADMIN, 'INTERNAL', { internalRoles: ['Internal Admin'] }),
    testUserRecord(SALES, 'INTERNAL', { internalRoles: ['Internal Sales'] }),
    testUserRecord(REDEMPTIONS, 'INTERNAL', { internalRoles: ['Redemptions Admin'] }),
    testUserRecord(VIEWER, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }] }),
    testUserRecord(REPORTER, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Reporter'] }] }),
    testUserRecord(CAMPAIGN_READER, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Viewer'] }] }),
  ];
  db.lines = [
    {
      accountId: 1001,
      budget: 50000,
      currencyIsoCode: 'USD',
      startDateTime: '2025-01-01T00:00:00-05:00',
      endDateTime: '2026-12-31T23:59:59-05:00',
      ioNumber: 'IO-1',
      lineId: 3001,
      lineNumber: 'L-3001',
      pricingModel: 'CPS',
      status: 'ACTIVE',
    },
  ];
  db.campaigns = [
    campaign(5001, 1001, { name: 'Spring cash back', lineId: 3001, targetRoas: 4.5 }),
    campaign(5002, 1001, {
      name: 'Awareness push',
      campaignPricingModel: 'CPM',
      attributionWindow: 14,
      endDateTime: '2026-03-31T23:59:59-04:00',
    }),
    campaign(5003, 1002, { name: 'Other account' }),
  ];
  db.adGroups = [
    adGroup(6001, 5001, 1001),
    adGroup(6002, 5001, 1001),
    adGroup(6003, 5002, 1001),
    adGroup(6005, 5002, 1001),
    adGroup(6006, 5002, 1001),
    adGroup(6004, 5003, 1002),
  ];
  return db;
}

const stack = withTestBackend(fixture, performance);
let rows: readonly PerformanceRow[];
beforeAll(() => {
  rows = stack.store.performance();
});

const ADVERTISER = (accountId = 1001) =>
  `/api/v1/reports-api/accounts/${accountId}/registry/performance/schemas/advertiser/query`;
const INTERNAL = (accountId = 1001) =>
  `/api/v1/reports-api/accounts/${accountId}/registry/performance/schemas/internal/query`;

function query(fields: string[], extra: Partial<Query> = {}): Query {
  return {
    cube: 'campaign_performance',
    selectFields: fields.map((field) => ({ field })) as Query['selectFields'],
    filterExpressions: [],
    sortBy: [],
    curators: { datacompleteness: true, totalmetrics: true },
    rowsPerPage: 1000,
    ...extra,
  };
}

const sum = (list: readonly PerformanceRow[], pick: (row: PerformanceRow) => number) =>
  list.reduce((total, row) => total + pick(row), 0);
const own = (predicate: (row: PerformanceRow) => boolean = () => true) =>
  rows.filter((row) => row.accountId === 1001 && predicate(row));

describe('POST …/schemas/advertiser/query', () => {
  it('REPORT-009 answers header (cube, DIM/FACT fields, maxRows), rows grouped by the dimensions and both curators', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['campaignId', 'campaignName', 'impressions', 'roas']),
    });
    expect(answer.status).toBe(200);
    const result = QueryAdvertiserPerformanceReportResponse.parse(answer.body);
    expect(result.header).toEqual({
      cube: 'campaign_performance',
      fields: [
        { name: 'campaignId', fieldType: 'DIM' },
        { name: 'campaignName', fieldType: 'DIM' },
        { name: 'impressions', fieldType: 'FACT' },
        { name: 'roas', fieldType: 'FACT' },
      ],
      maxRows: 5000,
    });
    const spring = own((row) => row.campaignId === 5001);
    expect(result.rows).toEqual([
      {
        campaignId: 5001,
        campaignName: 'Spring cash back',
        impressions: sum(spring, (r) => r.impressions),
        roas: Math.round((sum(spring, (r) => r.revenue) / sum(spring, (r) => r.adSpend)) * 10_000) / 10_000,
      },
      {
        campaignId: 5002,
        campaignName: 'Awareness push',
        impressions: sum(
          own((r) => r.campaignId === 5002),
          (r) => r.impressions,
        ),
        roas: 0,
      },
    ]);
    expect(result.curators.datacompleteness).toEqual({ dataCompleteDate: LAST_DAY });
    expect(result.curators.totalmetrics?.totals.impressions).toBe(sum(own(), (r) => r.impressions));
  });

  it('derives the ratio facts from the sums and answers null when dividing by 0', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query([
        'campaignId',
        'aov',
        'aovPostEngagement',
        'engagementRate',
        'averageCostPerEngagement',
        'roasPostEngagement',
      ]),
    });
    const [spring, awareness] = answer.body.rows;
    const s = own((row) => row.campaignId === 5001);
    const ratio = (a: number, b: number, decimals: number) => Math.round((a / b) * 10 ** decimals) / 10 ** decimals;
    expect(spring).toEqual({
      campaignId: 5001,
      aov: ratio(
        sum(s, (r) => r.revenue),
        sum(s, (r) => r.purchases),
        2,
      ),
      aovPostEngagement: ratio(
        sum(s, (r) => r.revenuePostEngagement),
        sum(s, (r) => r.purchasesPostEngagement),
        2,
      ),
      engagementRate: ratio(
        sum(s, (r) => r.engagements),
        sum(s, (r) => r.impressions),
        4,
      ),
      averageCostPerEngagement: ratio(
        sum(s, (r) => r.adSpend),
        sum(s, (r) => r.engagements),
        2,
      ),
      roasPostEngagement: ratio(
        sum(s, (r) => r.revenuePostEngagement),
        sum(s, (r) => r.adSpend),
        4,
      ),
    });
    expect(awareness?.aov).toBeNull();
    expect(awareness?.aovPostEngagement).toBeNull();
  });

  it('REPORT-013 the date range is a between filter on day, inclusive', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['day', 'adSpend'], {
        filterExpressions: [{ field: 'day', operator: 'between', from: '2025-03-01', to: '2025-03-31' }],
        sortBy: [{ field: 'day', order: 'Asc' }],
      }),
    });
    expect(answer.body.rows).toHaveLength(31);
    expect(answer.body.rows[0]?.day).toBe('2025-03-01');
    expect(answer.body.rows[30]?.day).toBe('2025-03-31');
    const march = own((r) => r.day >= '2025-03-01' && r.day <= '2025-03-31');
    expect(answer.body.curators.totalmetrics?.totals.adSpend).toBe(
      Math.round(sum(march, (r) => r.adSpend) * 100) / 100,
    );
  });

  it('filters by campaign and pricing model with in, and joins campaign, line and ad group columns', async () => {
    const byCampaign = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(
        [
          'campaignId',
          'adGroupName',
          'pricingModel',
          'targetRoas',
          'campaignStartDate',
          'campaignEndDate',
          'campaignBudget',
        ],
        {
          filterExpressions: [{ field: 'campaignId', operator: 'in', values: ['5001'] }],
        },
      ),
    });
    expect(byCampaign.body.rows).toEqual([
      {
        campaignId: 5001,
        adGroupName: 'Ad group 6001',
        pricingModel: 'CPS',
        targetRoas: 4.5,
        campaignStartDate: '2025-01-01',
        campaignEndDate: '2026-06-30',
        campaignBudget: 10000,
      },
      {
        campaignId: 5001,
        adGroupName: 'Ad group 6002',
        pricingModel: 'CPS',
        targetRoas: 4.5,
        campaignStartDate: '2025-01-01',
        campaignEndDate: '2026-06-30',
        campaignBudget: 10000,
      },
    ]);
    const byModel = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['campaignId', 'attributionWindow', 'lastAttributionDate'], {
        filterExpressions: [{ field: 'pricingModel', operator: 'in', values: ['CPM'] }],
      }),
    });
    expect(byModel.body.rows).toEqual([{ campaignId: 5002, attributionWindow: 14, lastAttributionDate: '2026-04-14' }]);
  });

  it('answers only the rows of the path account', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(1002), {
      as: ADMIN,
      body: query(['campaignId', 'impressions']),
    });
    expect(answer.body.rows.map((row) => row.campaignId)).toEqual([5003]);
  });

  it('groups by week starting on Sunday, or on the day an = filter on weekStartDate names (NS-67)', async () => {
    const weekday = (date: unknown) => new Date(String(date)).getUTCDay();
    const sunday = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['weekStartDate', 'weekEndDate', 'impressions']),
    });
    expect(sunday.body.rows.every((row) => weekday(row.weekStartDate) === 0 && weekday(row.weekEndDate) === 6)).toBe(
      true,
    );
    const monday = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['weekStartDate', 'impressions'], {
        filterExpressions: [{ field: 'weekStartDate', operator: '=', value: 'Monday' }],
      }),
    });
    expect(monday.body.rows.every((row) => weekday(row.weekStartDate) === 1)).toBe(true);
    expect(monday.body.rows[0]?.weekStartDate).toBe('2024-12-30');
    // Choosing the week start removes no row.
    expect(monday.body.curators.totalmetrics?.totals.impressions).toBe(sum(own(), (r) => r.impressions));
  });

  it('answers month as JANUARY…DECEMBER, sorted in calendar order', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['month', 'impressions'], { sortBy: [{ field: 'month', order: 'Asc' }] }),
    });
    expect(answer.body.rows.map((row) => row.month)).toEqual([
      'JANUARY',
      'FEBRUARY',
      'MARCH',
      'APRIL',
      'MAY',
      'JUNE',
      'JULY',
      'AUGUST',
      'SEPTEMBER',
      'OCTOBER',
      'NOVEMBER',
      'DECEMBER',
    ]);
  });

  it('sorts by sortBy, pages by rowsPerPage and paginationStartIndex, and totals every filtered row, not the page', async () => {
    const body = query(['day', 'impressions'], {
      sortBy: [{ field: 'impressions', order: 'Desc' }],
      rowsPerPage: 5,
      paginationStartIndex: 3,
    });
    const answer = await stack.call<Result>('POST', ADVERTISER(), { as: VIEWER, body });
    const all = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: { ...body, rowsPerPage: 1000, paginationStartIndex: 0 },
    });
    expect(all.body.rows).toHaveLength(DAYS);
    const impressions = all.body.rows.map((row) => Number(row.impressions));
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    expect(answer.body.rows).toEqual(all.body.rows.slice(3, 8));
    expect(answer.body.curators.totalmetrics?.totals.impressions).toBe(sum(own(), (r) => r.impressions));
  });

  it('REPORT-018 answers at most maxRows rows however many are asked for', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['day', 'adGroupName', 'dmaName', 'impressions'], { rowsPerPage: 10000 }),
    });
    expect(answer.body.header.maxRows).toBe(5000);
    expect(answer.body.rows).toHaveLength(5000);
  });

  it('ignores sort keys on columns that are not selected (the default campaignName sort of REPORT-016)', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['dmaName', 'impressions'], { sortBy: [{ field: 'campaignName', order: 'Asc' }] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.rows.map((row) => row.dmaName)).toEqual(['Boston', 'Chicago', 'New York']);
  });

  it('leaves out the curators that were not asked for', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: VIEWER,
      body: query(['campaignId'], { curators: {} }),
    });
    expect(answer.body.curators).toEqual({});
  });

  it.each([
    ['selected', { selectFields: [{ field: 'campaignId' }, { field: 'roasPostView' }] }, 'selectFields[1].field'],
    [
      'filtered',
      { filterExpressions: [{ field: 'lineId', operator: 'in', values: [3001] }] },
      'filterExpressions[0].field',
    ],
    ['sorted', { sortBy: [{ field: 'postServeSpend', order: 'Desc' }] }, 'sortBy[0].field'],
  ])('REPORT-005 answers 403 when an internal-only column is %s', async (_, extra, field) => {
    const answer = await stack.call<Problem>('POST', ADVERTISER(), {
      as: ADMIN,
      body: { ...query(['campaignId']), ...extra },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
    expect(answer.body.extensions.field).toBe(field);
  });

  it.each([
    [{ rowsPerPage: 0 }, 'rowsPerPage'],
    [{ cube: 'other' }, 'cube'],
    [{ selectFields: [] }, 'selectFields'],
    [{ filterExpressions: [{ field: 'day', operator: 'between', from: '2025-01-01' }] }, 'filterExpressions[0].to'],
    [
      { filterExpressions: [{ field: 'day', operator: 'between', from: 'March', to: '2025-01-01' }] },
      'filterExpressions[0].from',
    ],
    [{ filterExpressions: [{ field: 'campaignId', operator: 'in' }] }, 'filterExpressions[0].values'],
    [{ filterExpressions: [{ field: 'impressions', operator: '=', value: 3 }] }, 'filterExpressions[0].field'],
    [{ filterExpressions: [{ field: 'weekStartDate', operator: '=', value: 'Funday' }] }, 'filterExpressions[0].value'],
  ])('answers 400 naming the field for a bad query (%#)', async (extra, field) => {
    const answer = await stack.call<Problem>('POST', ADVERTISER(), {
      as: VIEWER,
      body: { ...query(['campaignId']), ...extra },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe(field);
  });

  it('ACCESS-021 a user with campaign.read alone reads the report of a campaign of the account (campaign or reporting read)', async () => {
    const answer = await stack.call<Result>('POST', ADVERTISER(), {
      as: CAMPAIGN_READER,
      body: query(['campaignId', 'impressions'], {
        filterExpressions: [{ field: 'campaignId', operator: 'in', values: [5001] }],
      }),
    });
    expect(answer.status).toBe(200);
    expect(QueryAdvertiserPerformanceReportResponse.parse(answer.body).rows).toEqual([
      {
        campaignId: 5001,
        impressions: sum(
          own((row) => row.campaignId === 5001),
          (row) => row.impressions,
        ),
      },
    ]);
  });
});

describe('POST …/schemas/internal/query', () => {
  it('REPORT-005 answers the internal-only columns, lineId filter included, to internal users', async () => {
    const answer = await stack.call<Result>('POST', INTERNAL(), {
      as: SALES,
      body: query(['lineId', 'lineNumber', 'purchasesPostView', 'roasPostView', 'postServeAov', 'postServeTrips'], {
        filterExpressions: [{ field: 'lineId', operator: 'in', values: [3001] }],
      }),
    });
    expect(answer.status).toBe(200);
    const result = QueryInternalPerformanceReportResponse.parse(answer.body);
    const s = own((row) => row.campaignId === 5001);
    expect(result.rows).toEqual([
      {
        lineId: 3001,
        lineNumber: 'L-3001',
        purchasesPostView: sum(s, (r) => r.purchasesPostView),
        roasPostView: Math.round((sum(s, (r) => r.revenuePostView) / sum(s, (r) => r.adSpend)) * 10_000) / 10_000,
        postServeAov: Math.round((sum(s, (r) => r.postServeSpend) / sum(s, (r) => r.postServeTrips)) * 100) / 100,
        postServeTrips: sum(s, (r) => r.postServeTrips),
      },
    ]);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const answer = await stack.call<Problem>('POST', INTERNAL(), {
      as: ADMIN,
      body: { ...query(['campaignId']), extra: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe('body');
  });
});

describe('scheduled reports', () => {
  const LIST = (accountId = 1001) => `/api/v1/reports-api/accounts/${accountId}/scheduled-reports`;
  const weekly = {
    name: '  Weekly campaign performance ',
    selectFields: ['campaignId', 'campaignName', 'impressions', 'roas'],
    filterExpressions: [{ field: 'campaignId', operator: 'in', values: [5001] }],
    frequency: 'Weekly',
    dayOfWeek: 'Monday',
    recipients: ['jane.doe@acme.example'],
    dateRange: 'Last7Days',
  };
  const snapshot = () => JSON.stringify(stack.store.db);

  it('creates an Active report with its next run and reads it back', async () => {
    const answer = await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly });
    expect(answer.status).toBe(201);
    const created = CreateScheduledReportResponse.parse(answer.body);
    expect(created).toMatchObject({
      accountId: 1001,
      name: 'Weekly campaign performance',
      status: 'Active',
      dayOfWeek: 'Monday',
      dayOfMonth: null,
      lastRunDateTime: null,
      createUser: REPORTER,
      updateUser: REPORTER,
    });
    const next = new Date(created.nextRunDateTime ?? '');
    expect(next.getUTCDay()).toBe(1);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const read = await stack.call('GET', `${LIST()}/${created.reportId}`, { as: VIEWER });
    expect(read.status).toBe(200);
    expect(GetScheduledReportResponse.parse(read.body)).toEqual(answer.body);
  });

  it('API-008 lists the account’s reports newest first with the pagination headers', async () => {
    const monthly = { ...weekly, name: 'Monthly', frequency: 'Monthly', dayOfWeek: null, dayOfMonth: 28 };
    const daily = { ...weekly, name: 'Daily', frequency: 'Daily', dayOfWeek: undefined };
    await stack.call('POST', LIST(), { as: REPORTER, body: weekly });
    await stack.call('POST', LIST(), { as: REPORTER, body: monthly });
    await stack.call('POST', LIST(), { as: REPORTER, body: daily });
    await stack.call('POST', LIST(1002), { as: ADMIN, body: { ...daily, name: 'Elsewhere' } });
    const answer = await stack.call<Scheduled[]>('GET', `${LIST()}?page=1&perPage=2`, { as: VIEWER });
    expect(answer.status).toBe(200);
    expect(ListScheduledReportsResponse.parse(answer.body).map((r) => r.name)).toEqual(['Daily', 'Monthly']);
    expect(answer.headers.get('pagination-totalcount')).toBe('3');
    expect(answer.headers.get('pagination-totalpages')).toBe('2');
    const second = await stack.call<Scheduled[]>('GET', `${LIST()}?page=2&perPage=2`, { as: VIEWER });
    expect(second.body.map((r) => r.name)).toEqual(['Weekly campaign performance']);
  });

  it.each([
    [{ ...weekly, dayOfWeek: null }, 'dayOfWeek'],
    [{ ...weekly, frequency: 'Daily' }, 'dayOfWeek'],
    [{ ...weekly, frequency: 'Monthly', dayOfWeek: null }, 'dayOfMonth'],
    [{ ...weekly, dayOfMonth: 3 }, 'dayOfMonth'],
    [{ ...weekly, dayOfMonth: 29, frequency: 'Monthly', dayOfWeek: null }, 'dayOfMonth'],
    [{ ...weekly, name: '   ' }, 'name'],
    [{ ...weekly, name: 'x'.repeat(201) }, 'name'],
    [{ ...weekly, recipients: [] }, 'recipients'],
    [{ ...weekly, recipients: ['not-an-email'] }, 'recipients.0'],
    [{ ...weekly, selectFields: [] }, 'selectFields'],
    [
      { ...weekly, filterExpressions: [{ field: 'day', operator: 'between', from: '2025-01-01' }] },
      'filterExpressions[0].to',
    ],
    [{ ...weekly, status: 'Paused' }, 'body'],
  ])('answers 400 naming the field for a bad report and changes nothing (%#)', async (body, field) => {
    const before = snapshot();
    const answer = await stack.call<Problem>('POST', LIST(), { as: REPORTER, body });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe(field);
    expect(snapshot()).toBe(before);
  });

  it('REPORT-005 answers 403 when an external user schedules an internal-only column; internal users may', async () => {
    const body = { ...weekly, selectFields: ['campaignId', 'postServeSpend'] };
    const refused = await stack.call<Problem>('POST', LIST(), { as: REPORTER, body });
    expect(refused.status).toBe(403);
    expect(refused.body.extensions.field).toBe('selectFields[1]');
    expect((await stack.call('POST', LIST(), { as: ADMIN, body })).status).toBe(201);
  });

  it('PATCH merges the given fields, pauses (no next run) and resumes', async () => {
    const created = (await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly })).body;
    const path = `${LIST()}/${created.reportId}`;
    const renamed = await stack.call<Scheduled>('PATCH', path, { as: ADMIN, body: { name: ' Renamed ' } });
    expect(renamed.status).toBe(200);
    expect(UpdateScheduledReportResponse.parse(renamed.body)).toEqual({
      ...created,
      name: 'Renamed',
      updateUser: ADMIN,
      updateDateTime: renamed.body.updateDateTime,
    });
    const paused = await stack.call<Scheduled>('PATCH', path, { as: REPORTER, body: { status: 'Paused' } });
    expect(paused.body).toMatchObject({ status: 'Paused', nextRunDateTime: null, name: 'Renamed' });
    const monthly = await stack.call<Scheduled>('PATCH', path, {
      as: REPORTER,
      body: { status: 'Active', frequency: 'Monthly', dayOfWeek: null, dayOfMonth: 15 },
    });
    expect(monthly.body).toMatchObject({ status: 'Active', frequency: 'Monthly', dayOfWeek: null, dayOfMonth: 15 });
    expect(new Date(monthly.body.nextRunDateTime ?? '').getUTCDate()).toBe(15);
    expect((await stack.call('GET', path, { as: REPORTER })).body).toEqual(monthly.body);
  });

  it('REPORT-021 NS-61 runs at 06:00 in the account time zone; a passed next run rolls forward on read, the last run with it', async () => {
    const created = (await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly })).body;
    expect(created.timeZone).toBe('America/New_York');
    expect(formatInTimeZone(created.nextRunDateTime ?? '', created.timeZone, 'EEEE HH:mm')).toBe('Monday 06:00');
    const next = Date.parse(created.nextRunDateTime ?? '');
    stack.backend.now = () => new Date(next + 8 * 86_400_000);
    const later = (await stack.call<Scheduled>('GET', `${LIST()}/${created.reportId}`, { as: REPORTER })).body;
    expect(Date.parse(later.nextRunDateTime ?? '')).toBe(next + 14 * 86_400_000);
    expect(Date.parse(later.lastRunDateTime ?? '')).toBe(next + 7 * 86_400_000);
    const listed = (await stack.call<Scheduled[]>('GET', LIST(), { as: REPORTER })).body;
    expect(listed.find((r) => r.reportId === created.reportId)).toEqual(later);

    // A London account's reports run at 06:00 London time.
    const london = stack.store.db.accounts.find((account) => account.id === 1002);
    if (london) london.timezone = 'Europe/London';
    const uk = (await stack.call<Scheduled>('POST', LIST(1002), { as: ADMIN, body: weekly })).body;
    expect(uk.timeZone).toBe('Europe/London');
    expect(formatInTimeZone(uk.nextRunDateTime ?? '', 'Europe/London', 'EEEE HH:mm')).toBe('Monday 06:00');
  });

  it('REPORT-021 PATCH changes every field of the form at once, checked as on creation', async () => {
    const created = (await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly })).body;
    const path = `${LIST()}/${created.reportId}`;
    const edit = {
      name: 'Monthly board pack',
      selectFields: ['campaignName', 'revenue', 'roas'],
      filterExpressions: [{ field: 'pricingModel', operator: 'in', values: ['CPS'] }],
      frequency: 'Monthly',
      dayOfWeek: null,
      dayOfMonth: 3,
      recipients: ['board@acme.example', 'cfo@acme.example'],
      dateRange: 'PreviousMonth',
    };
    const bad = await stack.call<Problem>('PATCH', path, {
      as: REPORTER,
      body: { ...edit, recipients: ['board@acme.example', 'not-an-address'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.extensions.field).toBe('recipients.1');
    const saved = await stack.call<Scheduled>('PATCH', path, { as: REPORTER, body: edit });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...edit, status: 'Active' });
    expect(formatInTimeZone(saved.body.nextRunDateTime ?? '', saved.body.timeZone, 'd HH:mm')).toBe('3 06:00');
  });

  it('PATCH checks the resulting report: 400 naming the field and nothing changed', async () => {
    const created = (await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly })).body;
    const path = `${LIST()}/${created.reportId}`;
    const before = snapshot();
    for (const [body, field] of [
      [{ frequency: 'Daily' }, 'dayOfWeek'],
      [{ dayOfWeek: null }, 'dayOfWeek'],
      [{}, 'body'],
      [{ recipients: [] }, 'recipients'],
      [{ reportId: 7 }, 'body'],
    ] as const) {
      const answer = await stack.call<Problem>('PATCH', path, { as: REPORTER, body });
      expect(answer.status).toBe(400);
      expect(answer.body.extensions.field).toBe(field);
    }
    const refused = await stack.call<Problem>('PATCH', path, { as: REPORTER, body: { selectFields: ['lineNumber'] } });
    expect(refused.status).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('PATCH answers 404 for a report of another account than the path’s', async () => {
    const created = (await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly })).body;
    expect(
      (await stack.call('PATCH', `${LIST(1002)}/${created.reportId}`, { as: ADMIN, body: { name: 'x' } })).status,
    ).toBe(404);
  });

  it('DELETE removes the report; then reads and deletes answer 404', async () => {
    const created = (await stack.call<Scheduled>('POST', LIST(), { as: REPORTER, body: weekly })).body;
    const path = `${LIST()}/${created.reportId}`;
    const deleted = await stack.call('DELETE', path, { as: REPORTER });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await stack.call('GET', path, { as: REPORTER })).status).toBe(404);
    expect((await stack.call('DELETE', path, { as: REPORTER })).status).toBe(404);
  });
});
