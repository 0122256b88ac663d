/**
 * The performance report query of the fake backend: the daily PerformanceRows of one account,
 * joined with campaigns, lines and ad groups, filtered, grouped by the selected dimensions, added
 * up, sorted and paged, with the totals and data-completeness curators (REPORT-009, REPORT-010,
 * REPORT-013 to REPORT-017, NS-63, NS-67, NS-68).
 */
import { DayOfWeek, MonthName } from '@generated/reports-api/model';
import type { Db, PerformanceRow, ReportsApiSchemas } from '../../db/types';
import { badRequest, problem } from '../../server/respond';
import {
  ADDITIVE_FACTS,
  emptySums,
  FACT_COUNT,
  factValue,
  INTERNAL_ONLY,
  neededFacts,
  type ReportField,
  type Sums,
} from './fields';

export type ReportQuery = ReportsApiSchemas['ReportQuery'];
export type ReportResult = ReportsApiSchemas['ReportResult'];
export type FilterExpression = ReportsApiSchemas['ReportFilterExpression'];
type Cell = string | number | null;

/** Most rows one query answers (REPORT-018, NS-68). */
export const MAX_ROWS = 5000;
/** The attribution window of a campaign whose attributionWindow is null (days). */
export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 30;
/** Weeks start on this day unless a day-of-week filter on weekStartDate says otherwise (NS-67). */
export const DEFAULT_WEEK_START: DayOfWeek = 'Sunday';

export const DAYS_OF_WEEK = Object.values(DayOfWeek);
const MONTHS = Object.values(MonthName);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value));
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => dateOf(Date.parse(date) + days * DAY_MS);

// --- per-account rows ---------------------------------------------------------------------------

interface AccountRows {
  rows: PerformanceRow[];
  /** The additive facts of the rows, FACT_COUNT per row in ADDITIVE_FACTS order (filled on first use). */
  facts?: Float64Array;
  /** Last day with rows: the data-completeness date. */
  lastDay: string | null;
}

/**
 * Rows by account, built once per rows array. The store derives the rows once and replaces the
 * array on reset, so the index can never describe other rows than the ones it was built from.
 */
const byAccount = new WeakMap<readonly PerformanceRow[], Map<number, AccountRows>>();

export function accountRows(rows: readonly PerformanceRow[], accountId: number): Required<AccountRows> {
  let index = byAccount.get(rows);
  if (!index) {
    index = new Map();
    for (const row of rows) {
      const entry = index.get(row.accountId);
      if (!entry) index.set(row.accountId, { rows: [row], lastDay: row.day });
      else {
        entry.rows.push(row);
        if (entry.lastDay === null || row.day > entry.lastDay) entry.lastDay = row.day;
      }
    }
    byAccount.set(rows, index);
  }
  const entry = index.get(accountId);
  if (!entry) return { rows: [], facts: new Float64Array(0), lastDay: null };
  if (!entry.facts) {
    const facts = new Float64Array(entry.rows.length * FACT_COUNT);
    let at = 0;
    for (const row of entry.rows) for (const fact of ADDITIVE_FACTS) facts[at++] = row[fact];
    entry.facts = facts;
  }
  return { rows: entry.rows, facts: entry.facts, lastDay: entry.lastDay };
}

// --- joins -------------------------------------------------------------------------------------

/** What `compute` answers for a row, worked out once per key (a campaign, a day) and remembered. */
function perKey<V>(keyOf: (row: PerformanceRow) => string | number, compute: (row: PerformanceRow) => V) {
  const known = new Map<string | number, V>();
  return (row: PerformanceRow): V => {
    const key = keyOf(row);
    let value = known.get(key);
    if (value === undefined) {
      value = compute(row);
      known.set(key, value);
    }
    return value;
  };
}

const byCampaign = (row: PerformanceRow) => row.campaignId;
const byDay = (row: PerformanceRow) => row.day;

/** The campaign, line, ad group and calendar columns of an account's rows. */
function createContext(db: Db, accountId: number, weekStart: DayOfWeek) {
  const ofAccount = <T extends { accountId: number }>(records: readonly T[]) =>
    records.filter((record) => record.accountId === accountId);
  const lines = new Map(ofAccount(db.lines).map((l) => [l.lineId, l]));
  const campaigns = new Map(ofAccount(db.campaigns).map((c) => [c.campaignId, c]));
  const adGroups = new Map(ofAccount(db.adGroups).map((g) => [g.adGroupId, g.name]));
  const startIndex = DAYS_OF_WEEK.indexOf(weekStart);
  return {
    campaign: perKey(byCampaign, ({ campaignId }) => {
      // Rows of a campaign that is gone still count, without its attributes.
      const c = campaigns.get(campaignId);
      const line = c?.lineId == null ? undefined : lines.get(c.lineId);
      const endDate = c?.endDateTime.slice(0, 10) ?? null;
      return {
        campaignName: c?.name ?? null,
        campaignBudget: c?.budget ?? null,
        campaignStartDate: c?.startDateTime.slice(0, 10) ?? null,
        campaignEndDate: endDate,
        pricingModel:
          c?.campaignPricingModel === 'None' ? (line?.pricingModel ?? null) : (c?.campaignPricingModel ?? null),
        targetRoas: c?.targetRoas ?? null,
        lineId: c?.lineId ?? null,
        lineNumber: line?.lineNumber ?? null,
        attributionWindow: c?.attributionWindow ?? null,
        lastAttributionDate: isDate(endDate)
          ? addDays(endDate, c?.attributionWindow ?? DEFAULT_ATTRIBUTION_WINDOW_DAYS)
          : null,
      };
    }),
    calendar: perKey(byDay, ({ day }) => {
      const ms = Date.parse(day);
      const date = new Date(ms);
      const weekStartMs = ms - ((date.getUTCDay() - startIndex + 7) % 7) * DAY_MS;
      return {
        weekStartDate: dateOf(weekStartMs),
        weekEndDate: dateOf(weekStartMs + 6 * DAY_MS),
        month: MONTHS[date.getUTCMonth()] ?? 'JANUARY',
      };
    }),
    adGroupName: (row: PerformanceRow) => adGroups.get(row.adGroupId) ?? null,
  };
}

type Context = ReturnType<typeof createContext>;
type Level = 'campaign' | 'day' | 'row';
type Getter = (row: PerformanceRow, context: Context) => Cell;

const ofCampaign = (field: keyof ReturnType<Context['campaign']>) => ({
  level: 'campaign' as const,
  get: (row: PerformanceRow, c: Context) => c.campaign(row)[field],
});
const ofDay = (field: keyof ReturnType<Context['calendar']>) => ({
  level: 'day' as const,
  get: (row: PerformanceRow, c: Context) => c.calendar(row)[field],
});

/** The dimensions of the cube (grouped by): the level a filter on one is decided at, and its cell of a row. */
const DIMENSIONS = {
  campaignId: { level: 'campaign', get: (row) => row.campaignId },
  campaignName: ofCampaign('campaignName'),
  campaignBudget: ofCampaign('campaignBudget'),
  campaignStartDate: ofCampaign('campaignStartDate'),
  campaignEndDate: ofCampaign('campaignEndDate'),
  pricingModel: ofCampaign('pricingModel'),
  targetRoas: ofCampaign('targetRoas'),
  lineId: ofCampaign('lineId'),
  lineNumber: ofCampaign('lineNumber'),
  attributionWindow: ofCampaign('attributionWindow'),
  lastAttributionDate: ofCampaign('lastAttributionDate'),
  day: { level: 'day', get: (row) => row.day },
  weekStartDate: ofDay('weekStartDate'),
  weekEndDate: ofDay('weekEndDate'),
  month: ofDay('month'),
  adGroupName: { level: 'row', get: (row, c) => c.adGroupName(row) },
  dmaName: { level: 'row', get: (row) => row.dmaName },
} satisfies Partial<Record<ReportField, { level: Level; get: Getter }>>;

type Dimension = keyof typeof DIMENSIONS;
const isDimension = (field: ReportField): field is Dimension => Object.hasOwn(DIMENSIONS, field);

// --- checks ------------------------------------------------------------------------------------

/** Where a column is used in a request: the column and the field path naming the place. */
export type FieldUse = readonly [ReportField, string];

/** Every column a report query selects, filters or sorts on. */
export function queryFieldUses(query: ReportQuery): FieldUse[] {
  return [
    ...query.selectFields.map(({ field }, i): FieldUse => [field, `selectFields[${i}].field`]),
    ...query.filterExpressions.map(({ field }, i): FieldUse => [field, `filterExpressions[${i}].field`]),
    ...query.sortBy.map(({ field }, i): FieldUse => [field, `sortBy[${i}].field`]),
  ];
}

/** 403 naming the first internal-only column used (REPORT-005), or undefined when there is none. */
export function internalOnlyUse(uses: readonly FieldUse[]): Response | undefined {
  const hit = uses.find(([field]) => INTERNAL_ONLY.has(field));
  if (!hit) return undefined;
  const [field, where] = hit;
  return problem({
    status: 403,
    code: 'FORBIDDEN',
    detail: `Field ${field} is not available in the advertiser schema`,
    field: where,
  });
}

/**
 * Filters a query may carry: between, in or = on a dimension column; between needs from and to,
 * in needs values, = needs value; day and the other date columns take YYYY-MM-DD; the day-of-week
 * filter is weekStartDate = Sunday…Saturday (NS-67). A 400 naming the field otherwise.
 */
export function checkFilters(filters: readonly FilterExpression[]): Response | undefined {
  for (const [i, filter] of filters.entries()) {
    const at = `filterExpressions[${i}]`;
    const refuse = (part: string, detail: string) => badRequest(`${at}.${part}: ${detail}`, `${at}.${part}`);
    if (!isDimension(filter.field)) return refuse('field', `${filter.field} is a measure and cannot be filtered on`);
    const dateColumn = DATE_DIMENSIONS.has(filter.field);
    if (filter.operator === 'between') {
      if (filter.from === undefined) return refuse('from', 'between needs from');
      if (filter.to === undefined) return refuse('to', 'between needs to');
      if (dateColumn && !isDate(filter.from)) return refuse('from', 'expected a date YYYY-MM-DD');
      if (dateColumn && !isDate(filter.to)) return refuse('to', 'expected a date YYYY-MM-DD');
      if (dateColumn && String(filter.to) < String(filter.from)) return refuse('to', 'is before from');
    } else if (filter.operator === 'in') {
      if (!filter.values?.length) return refuse('values', 'in needs values');
    } else if (filter.value === undefined) return refuse('value', '= needs value');
    else if (filter.field === 'weekStartDate' && !isDayOfWeek(filter.value) && !isDate(filter.value))
      return refuse('value', 'expected Sunday…Saturday or a date YYYY-MM-DD');
  }
  return undefined;
}

const DATE_DIMENSIONS: ReadonlySet<ReportField> = new Set<ReportField>([
  'day',
  'weekStartDate',
  'weekEndDate',
  'campaignStartDate',
  'campaignEndDate',
  'lastAttributionDate',
]);

const isDayOfWeek = (value: unknown): value is DayOfWeek =>
  typeof value === 'string' && (DAYS_OF_WEEK as readonly string[]).includes(value);

// --- the query ---------------------------------------------------------------------------------

type Predicate = (row: PerformanceRow, context: Context) => boolean;

function predicateOf(filter: FilterExpression): { level: Level; test: Predicate } | undefined {
  if (!isDimension(filter.field)) return undefined;
  // weekStartDate = <day name> chooses the day weeks start on (NS-67); it removes no row.
  if (filter.field === 'weekStartDate' && filter.operator === '=' && isDayOfWeek(filter.value)) return undefined;
  const { level, get } = DIMENSIONS[filter.field];
  const from = filter.from ?? '';
  const to = filter.to ?? '';
  const accepted = new Set((filter.operator === 'in' ? (filter.values ?? []) : [filter.value ?? '']).map(String));
  const between = (cell: string | number) =>
    typeof cell === 'number' ? cell >= Number(from) && cell <= Number(to) : cell >= String(from) && cell <= String(to);
  const accepts = filter.operator === 'between' ? between : (cell: string | number) => accepted.has(String(cell));
  return {
    level,
    test: (row, context) => {
      const cell = get(row, context);
      return cell !== null && accepts(cell);
    },
  };
}

/** Two different cells that are not null, in order (months in calendar order). */
function compareCells(field: ReportField, left: string | number, right: string | number): number {
  if (field === 'month') return MONTHS.indexOf(left as MonthName) - MONTHS.indexOf(right as MonthName);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left) < String(right) ? -1 : 1;
}

/**
 * Runs a (validated) query over the rows of one account. The caller has checked access, the body
 * schema, the internal-only columns and the filters.
 */
export function runReportQuery(
  db: Db,
  rows: readonly PerformanceRow[],
  accountId: number,
  query: ReportQuery,
): ReportResult {
  const selected = [...new Set(query.selectFields.map((s) => s.field))];
  const dims = selected.filter(isDimension);
  const facts = selected.filter((field) => !isDimension(field));
  const needed = neededFacts(facts);

  const weekFilter = query.filterExpressions.find(
    (f) => f.field === 'weekStartDate' && f.operator === '=' && isDayOfWeek(f.value),
  )?.value;
  const context = createContext(db, accountId, isDayOfWeek(weekFilter) ? weekFilter : DEFAULT_WEEK_START);
  const predicates = query.filterExpressions.map(predicateOf).filter((p) => p !== undefined);
  const byLevel = (level: Level) => predicates.filter((p) => p.level === level).map((p) => p.test);
  // Campaign- and day-level filters are decided once per campaign and per day.
  const decidedPer = (level: Level, keyOf: (row: PerformanceRow) => string | number) => {
    const tests = byLevel(level);
    return tests.length === 0 ? undefined : perKey(keyOf, (row) => tests.every((test) => test(row, context)));
  };
  const campaignPasses = decidedPer('campaign', byCampaign);
  const dayPasses = decidedPer('day', byDay);
  const rowTests = byLevel('row');

  const getters = dims.map((field): Getter => DIMENSIONS[field].get);
  const groups = new Map<string | number | null, { dims: Cell[]; sums: Sums }>();
  const totals = emptySums();
  const { rows: ownRows, facts: values, lastDay } = accountRows(rows, accountId);

  for (let i = 0; i < ownRows.length; i++) {
    const row = ownRows[i];
    if (!row || campaignPasses?.(row) === false || dayPasses?.(row) === false) continue;
    if (rowTests.length > 0 && !rowTests.every((test) => test(row, context))) continue;

    const cells = getters.map((get) => get(row, context));
    // One dimension is its own key; several are joined.
    const key = cells.length === 1 ? (cells[0] ?? null) : cells.join('\u0001');
    let group = groups.get(key);
    if (!group) {
      group = { dims: cells, sums: emptySums() };
      groups.set(key, group);
    }
    const base = i * FACT_COUNT;
    for (const j of needed) {
      const value = values[base + j] ?? 0;
      group.sums[j] = (group.sums[j] ?? 0) + value;
      totals[j] = (totals[j] ?? 0) + value;
    }
  }

  // Each group's cells in `selected` order; sorted on those arrays, turned into rows only for the page.
  const dimAt = selected.map((field) => (isDimension(field) ? dims.indexOf(field) : -1));
  const table = [...groups.values()].map((group) =>
    selected.map((field, c): Cell => {
      const at = dimAt[c] ?? -1;
      return at >= 0 ? (group.dims[at] ?? null) : factValue(field, group.sums);
    }),
  );
  // REPORT-016: by default campaignId ascending when selected, otherwise campaignName ascending.
  // Sort keys on columns that are not selected are ignored (the app's default sort names
  // campaignName even when it is not a column); ties go by the dimensions in order.
  const sortKeys: ReportsApiSchemas['ReportSort'][] =
    query.sortBy.length > 0
      ? query.sortBy
      : [{ field: selected.includes('campaignId') ? 'campaignId' : 'campaignName', order: 'Asc' }];
  const key = (field: ReportField, descending: boolean) => ({ field, column: selected.indexOf(field), descending });
  const keys = [
    ...sortKeys.filter((s) => selected.includes(s.field)).map((s) => key(s.field, s.order === 'Desc')),
    ...dims.map((field) => key(field, false)),
  ];
  table.sort((a, b) => {
    for (const { field, column, descending } of keys) {
      const left = a[column] ?? null;
      const right = b[column] ?? null;
      if (left === right) continue;
      // Nulls last in both directions.
      if (left === null) return 1;
      if (right === null) return -1;
      const order = compareCells(field, left, right);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });

  const start = query.paginationStartIndex ?? 0;
  const page = table.slice(start, start + Math.min(query.rowsPerPage, MAX_ROWS));
  const result: ReportResult = {
    header: {
      cube: 'campaign_performance',
      fields: selected.map((name) => ({ name, fieldType: isDimension(name) ? 'DIM' : 'FACT' })),
      maxRows: MAX_ROWS,
    },
    rows: page.map((cells) => Object.fromEntries(selected.map((field, c) => [field, cells[c] ?? null]))),
    curators: {},
  };
  if (query.curators.datacompleteness) result.curators.datacompleteness = { dataCompleteDate: lastDay };
  if (query.curators.totalmetrics) {
    result.curators.totalmetrics = {
      totals: Object.fromEntries(facts.map((field) => [field, factValue(field, totals)])),
    };
  }
  return result;
}
