import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKDOWNS,
  COLUMN_SET_MODELS,
  DEFAULT_COLUMNS,
  PRICING_MODEL_BASE_COLUMNS,
  PRICING_MODEL_COLUMN_SETS,
  REPORT_COLUMNS,
  REPORT_FIELDS,
  columnLabelKey,
  isFact,
  isReportField,
  monthIndex,
  movedColumn,
  offeredBreakdowns,
  offeredColumns,
  orderedColumns,
  reportColumn,
  requiredBy,
  selectedColumns,
  type Breakdown,
  type ColumnFormat,
  type ReportField,
} from './column-rules';

/** REPORT-002's list, as the spec writes it. */
const SPEC_FIELDS = [
  'activations',
  'adGroupName',
  'adSpend',
  'aov',
  'attributionWindow',
  'averageCostPerEngagement',
  'campaignBudget',
  'campaignStartDate',
  'campaignEndDate',
  'campaignId',
  'campaignName',
  'day',
  'dmaName',
  'engagementRate',
  'engagements',
  'fee',
  'impressions',
  'lastAttributionDate',
  'lineId',
  'lineNumber',
  'mediaFees',
  'month',
  'postServeAov',
  'postServeSpend',
  'postServeTrips',
  'pricingModel',
  'purchases',
  'reach',
  'revenue',
  'rewardCost',
  'roas',
  'targetRoas',
  'weekStartDate',
  'weekEndDate',
];
/** REPORT-003, NS-63: these have a post-engagement and a post-view variant. */
const VARIANT_BASES = ['aov', 'purchases', 'revenue', 'roas'];
const INTERNAL_ONLY = [
  'lineId',
  'lineNumber',
  'purchasesPostView',
  'revenuePostView',
  'aovPostView',
  'roasPostView',
  'postServeSpend',
  'postServeTrips',
  'postServeAov',
];

const fieldArb = fc.constantFrom(...REPORT_FIELDS);
const breakdownArb = fc.constantFrom(...BREAKDOWNS);

describe('report columns', () => {
  it('REPORT-002 REPORT-003 the columns are the spec fields plus each post-engagement and post-view variant, once each', () => {
    const variants = VARIANT_BASES.flatMap((base) => [`${base}PostEngagement`, `${base}PostView`]);
    expect([...REPORT_FIELDS].sort()).toEqual([...SPEC_FIELDS, ...variants].sort());
    expect(new Set(REPORT_FIELDS).size).toBe(REPORT_FIELDS.length);
  });

  it('REPORT-002 dimensions come first, then measures', () => {
    const firstFact = REPORT_COLUMNS.findIndex((column) => column.kind === 'FACT');
    expect(REPORT_COLUMNS.slice(0, firstFact).every((column) => column.kind === 'DIM')).toBe(true);
    expect(REPORT_COLUMNS.slice(firstFact).every((column) => column.kind === 'FACT')).toBe(true);
    expect(isFact('impressions')).toBe(true);
    expect(isFact('campaignBudget')).toBe(false);
    expect(isFact('month')).toBe(false);
  });

  it('REPORT-007 NS-65 each column has the format of its kind of value', () => {
    const byFormat: Record<ColumnFormat, ReportField[]> = {
      id: ['campaignId', 'lineId'],
      text: ['campaignName', 'pricingModel', 'adGroupName', 'dmaName', 'lineNumber'],
      date: ['campaignStartDate', 'campaignEndDate', 'lastAttributionDate', 'day', 'weekStartDate', 'weekEndDate'],
      currency: ['campaignBudget', 'averageCostPerEngagement', 'revenue', 'aov', 'adSpend', 'fee', 'postServeSpend'],
      roas: ['targetRoas', 'roas', 'roasPostView', 'roasPostEngagement'],
      number: ['impressions', 'attributionWindow', 'postServeTrips', 'engagementRate'],
      monthName: ['month'],
    };
    for (const [format, fields] of Object.entries(byFormat)) {
      expect(fields.map((field) => [field, reportColumn(field).format])).toEqual(
        fields.map((field) => [field, format]),
      );
    }
    // Rates are numbers shown as percents: engagementRate only.
    expect(REPORT_COLUMNS.filter((column) => column.rate).map((column) => column.field)).toEqual(['engagementRate']);
  });

  it('REPORT-005 exactly the post-view, post-serve and line columns are internal-only', () => {
    expect(
      REPORT_COLUMNS.filter((column) => column.internalOnly)
        .map((column) => column.field)
        .sort(),
    ).toEqual([...INTERNAL_ONLY].sort());
    // A column that is not internal-only carries no internalOnly key at all.
    expect(reportColumn('campaignId')).toEqual({ field: 'campaignId', format: 'id', kind: 'DIM' });
    expect(reportColumn('lineId')).toEqual({ field: 'lineId', format: 'id', kind: 'DIM', internalOnly: true });
  });

  it('an unknown column is refused; isReportField tells report fields from anything else', () => {
    expect(() => reportColumn('nope' as ReportField)).toThrow('unknown report column nope');
    expect(isReportField('roasPostView')).toBe(true);
    expect(isReportField('roasPostview')).toBe(false);
    expect(isReportField(42)).toBe(false);
    expect(isReportField(undefined)).toBe(false);
  });

  it('a column name is its REPORT_COLUMN_ message key', () => {
    expect(columnLabelKey('adSpend')).toBe('adsmanager.REPORT_COLUMN_adSpend');
  });

  it('REPORT-004 months are JANUARY to DECEMBER in calendar order; anything else has no place', () => {
    expect(monthIndex('JANUARY')).toBe(0);
    expect(monthIndex('JUNE')).toBe(5);
    expect(monthIndex('DECEMBER')).toBe(11);
    expect(monthIndex('January')).toBe(-1);
    expect(monthIndex('')).toBe(-1);
    expect(monthIndex(null)).toBe(-1);
    expect(monthIndex(3)).toBe(-1);
  });
});

describe('breakdowns', () => {
  it('REPORT-006 NS-64 each breakdown requires its own dimension columns', () => {
    expect(requiredBy('none')).toEqual([]);
    expect(requiredBy('adGroup')).toEqual(['adGroupName']);
    expect(requiredBy('day')).toEqual(['day']);
    expect(requiredBy('week')).toEqual(['weekStartDate', 'weekEndDate']);
    expect(requiredBy('month')).toEqual(['month']);
    expect(requiredBy('dma')).toEqual(['dmaName']);
  });

  it('NS-60 the DMA breakdown is offered only where DMA reports', () => {
    expect(offeredBreakdowns({ dmaReporting: true })).toEqual(['none', 'adGroup', 'day', 'week', 'month', 'dma']);
    expect(offeredBreakdowns({ dmaReporting: false })).toEqual(['none', 'adGroup', 'day', 'week', 'month']);
  });
});

describe('the columns a user is offered', () => {
  it('REPORT-005 internal users are offered every column, external users none of the internal-only ones', () => {
    expect(offeredColumns({ isInternal: true, dmaReporting: true })).toEqual(REPORT_FIELDS);
    const external = offeredColumns({ isInternal: false, dmaReporting: true });
    expect(external).toEqual(REPORT_FIELDS.filter((field) => !INTERNAL_ONLY.includes(field)));
    expect(external).toContain('roasPostEngagement');
    expect(external).toContain('dmaName');
  });

  it('NS-60 COUNTRY-005 the DMA column is offered only where DMA reports, to internal and external users', () => {
    expect(offeredColumns({ isInternal: true, dmaReporting: false })).toEqual(
      REPORT_FIELDS.filter((field) => field !== 'dmaName'),
    );
    expect(offeredColumns({ isInternal: false, dmaReporting: false })).toEqual(
      REPORT_FIELDS.filter((field) => field !== 'dmaName' && !INTERNAL_ONLY.includes(field)),
    );
  });

  it('REPORT-006 the selection adds the breakdown columns, keeps display order and drops what is not offered', () => {
    const external = offeredColumns({ isInternal: false, dmaReporting: false });
    expect(selectedColumns(['revenue', 'campaignName', 'lineId'], 'week', external)).toEqual([
      'campaignName',
      'weekStartDate',
      'weekEndDate',
      'revenue',
    ]);
    expect(selectedColumns(['revenue'], 'dma', external)).toEqual(['revenue']);
    expect(selectedColumns([], 'none', external)).toEqual([]);
  });

  it('the selection is the offered columns that are chosen or required, in offered order', () => {
    fc.assert(
      fc.property(
        fc.subarray([...REPORT_FIELDS]).chain((offered) => fc.tuple(fc.constant(offered), fc.array(fieldArb))),
        breakdownArb,
        ([offered, chosen], breakdown: Breakdown) => {
          const selected = selectedColumns(chosen, breakdown, offered);
          const wanted = new Set([...chosen, ...requiredBy(breakdown)]);
          expect(selected).toEqual(offered.filter((field) => wanted.has(field)));
        },
      ),
    );
  });
});

describe('column sets', () => {
  it('REPORT-008 NS-66 CPM has no column set; CPE, CPR, CPS, CPSH, CPST and CPT show the base columns', () => {
    expect(COLUMN_SET_MODELS).not.toContain('CPM');
    expect(Object.keys(PRICING_MODEL_COLUMN_SETS).sort()).toEqual(['CPE', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT']);
    for (const model of COLUMN_SET_MODELS) expect(PRICING_MODEL_COLUMN_SETS[model]).toEqual(PRICING_MODEL_BASE_COLUMNS);
  });

  it('the report opens with the campaign id and name; the base set names the pricing model', () => {
    expect(DEFAULT_COLUMNS.slice(0, 2)).toEqual(['campaignId', 'campaignName']);
    expect(DEFAULT_COLUMNS.length).toBeGreaterThan(2);
    expect(PRICING_MODEL_BASE_COLUMNS).toContain('pricingModel');
    expect(PRICING_MODEL_BASE_COLUMNS.length).toBeGreaterThan(DEFAULT_COLUMNS.length);
  });

  it('the default and base columns are report columns an external user is offered', () => {
    const external = offeredColumns({ isInternal: false, dmaReporting: false });
    for (const set of [DEFAULT_COLUMNS, PRICING_MODEL_BASE_COLUMNS]) {
      expect(external.filter((field) => set.includes(field))).toHaveLength(set.length);
    }
  });
});

describe('column order (issue 27)', () => {
  it('REPORT-001 the arranged columns come first in their order, the others after in their own', () => {
    expect(
      orderedColumns(['campaignId', 'campaignName', 'impressions', 'roas'], ['roas', 'campaignId', 'reach']),
    ).toEqual(['roas', 'campaignId', 'campaignName', 'impressions']);
    expect(orderedColumns(['campaignId', 'roas'], [])).toEqual(['campaignId', 'roas']);
  });

  it('REPORT-001 a column moves one place left or right, and stays at either end', () => {
    const columns: ReportField[] = ['campaignId', 'campaignName', 'roas'];
    expect(movedColumn(columns, 'roas', -1)).toEqual(['campaignId', 'roas', 'campaignName']);
    expect(movedColumn(columns, 'campaignId', 1)).toEqual(['campaignName', 'campaignId', 'roas']);
    expect(movedColumn(columns, 'campaignId', -1)).toEqual(columns);
    expect(movedColumn(columns, 'roas', 1)).toEqual(columns);
  });
});
