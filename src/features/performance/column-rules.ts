/**
 * The columns of the performance report (part 3 §3 Performance report fields): their order, kind
 * (dimension or measure), format (NS-65), which are internal-only (REPORT-005, NS-63), which are
 * required by a breakdown (REPORT-006, NS-64), the pricing-model column sets (REPORT-008, NS-66)
 * and which columns a user is offered (internal users, DMA per country: NS-60).
 */
import type { MessageKey } from '@/i18n';
import { MonthName, type ReportField } from '@generated/reports-api/model';

export type { ReportField };

/** REPORT-007, NS-65: the one format of each column. */
export type ColumnFormat = 'text' | 'date' | 'number' | 'currency' | 'roas' | 'monthName' | 'id';

export interface ReportColumn {
  field: ReportField;
  format: ColumnFormat;
  /** DIM: the rows are grouped by it; FACT: a measure added up over the group. */
  kind: 'DIM' | 'FACT';
  /** Offered to internal users only (REPORT-005). */
  internalOnly?: true;
  /** A rate: a fraction shown as a percent (number format). */
  rate?: true;
}

const dim = (field: ReportField, format: ColumnFormat, internalOnly?: true): ReportColumn => ({
  field,
  format,
  kind: 'DIM',
  ...(internalOnly && { internalOnly }),
});
const fact = (field: ReportField, format: ColumnFormat, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  field,
  format,
  kind: 'FACT',
  ...extra,
});
const INTERNAL = { internalOnly: true } as const;

/** Every column in display order: dimensions first, then measures (REPORT-002, REPORT-003). */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  dim('campaignId', 'id'),
  dim('campaignName', 'text'),
  dim('pricingModel', 'text'),
  dim('campaignStartDate', 'date'),
  dim('campaignEndDate', 'date'),
  dim('campaignBudget', 'currency'),
  dim('targetRoas', 'roas'),
  dim('attributionWindow', 'number'),
  dim('lastAttributionDate', 'date'),
  dim('lineId', 'id', true),
  dim('lineNumber', 'text', true),
  dim('adGroupName', 'text'),
  dim('dmaName', 'text'),
  dim('day', 'date'),
  dim('weekStartDate', 'date'),
  dim('weekEndDate', 'date'),
  dim('month', 'monthName'),
  fact('impressions', 'number'),
  fact('reach', 'number'),
  fact('engagements', 'number'),
  fact('engagementRate', 'number', { rate: true }),
  fact('averageCostPerEngagement', 'currency'),
  fact('activations', 'number'),
  fact('purchases', 'number'),
  fact('purchasesPostEngagement', 'number'),
  fact('purchasesPostView', 'number', INTERNAL),
  fact('revenue', 'currency'),
  fact('revenuePostEngagement', 'currency'),
  fact('revenuePostView', 'currency', INTERNAL),
  fact('aov', 'currency'),
  fact('aovPostEngagement', 'currency'),
  fact('aovPostView', 'currency', INTERNAL),
  fact('roas', 'roas'),
  fact('roasPostEngagement', 'roas'),
  fact('roasPostView', 'roas', INTERNAL),
  fact('adSpend', 'currency'),
  fact('rewardCost', 'currency'),
  fact('fee', 'currency'),
  fact('mediaFees', 'currency'),
  fact('postServeSpend', 'currency', INTERNAL),
  fact('postServeTrips', 'number', INTERNAL),
  fact('postServeAov', 'currency', INTERNAL),
];

export const REPORT_FIELDS: readonly ReportField[] = REPORT_COLUMNS.map((column) => column.field);

const BY_FIELD = new Map(REPORT_COLUMNS.map((column) => [column.field, column]));

export function reportColumn(field: ReportField): ReportColumn {
  const column = BY_FIELD.get(field);
  if (!column) throw new Error(`unknown report column ${field}`);
  return column;
}

export const isReportField = (value: unknown): value is ReportField =>
  typeof value === 'string' && BY_FIELD.has(value as ReportField);

export const isFact = (field: ReportField) => reportColumn(field).kind === 'FACT';

/** The message key of a column's name. */
export const columnLabelKey = (field: ReportField) => `adsmanager.REPORT_COLUMN_${field}` as MessageKey;

/** REPORT-004: the month values, JANUARY to DECEMBER, in calendar order (the spec's MonthName). */
const MONTHS: readonly string[] = Object.values(MonthName);

/** A month value's place in the year (0 = JANUARY); -1 for anything else. */
export const monthIndex = (value: unknown) => MONTHS.indexOf(String(value));

// ------------------------------------------------------------------ breakdowns (REPORT-006, NS-64)

/**
 * What the rows are broken down by besides the campaign. NS-64: the columns of the active
 * breakdown are required: they stay selected while it is active.
 */
export const BREAKDOWNS = ['none', 'adGroup', 'day', 'week', 'month', 'dma'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export const BREAKDOWN_COLUMNS: Readonly<Record<Breakdown, readonly ReportField[]>> = {
  none: [],
  adGroup: ['adGroupName'],
  day: ['day'],
  week: ['weekStartDate', 'weekEndDate'],
  month: ['month'],
  dma: ['dmaName'],
};

/** The columns the breakdown requires: they cannot be taken out of the selection while it is active. */
export const requiredBy = (breakdown: Breakdown): readonly ReportField[] => BREAKDOWN_COLUMNS[breakdown];

// ------------------------------------------------------------------ what a user is offered

export interface OfferContext {
  isInternal: boolean;
  /** DMA reporting in the account's country (COUNTRY-005, NS-60: US only). */
  dmaReporting: boolean;
}

/** REPORT-005, NS-60: the columns a user may choose — internal-only ones for internal users, DMA where it reports. */
export function offeredColumns({ isInternal, dmaReporting }: OfferContext): ReportField[] {
  return REPORT_COLUMNS.filter(
    (column) => (isInternal || !column.internalOnly) && (dmaReporting || column.field !== 'dmaName'),
  ).map((column) => column.field);
}

export function offeredBreakdowns({ dmaReporting }: Pick<OfferContext, 'dmaReporting'>): Breakdown[] {
  return BREAKDOWNS.filter((breakdown) => dmaReporting || breakdown !== 'dma');
}

/**
 * The columns to query: the chosen ones a user is offered, plus those the breakdown requires, in
 * display order.
 */
export function selectedColumns(
  chosen: readonly ReportField[],
  breakdown: Breakdown,
  offered: readonly ReportField[],
): ReportField[] {
  const wanted = new Set([...chosen, ...requiredBy(breakdown)]);
  return offered.filter((field) => wanted.has(field));
}

/**
 * The columns in the order the user arranged them (issue 27): those named in `order` first, in its
 * order, then the others in their own order (a column added later comes last).
 */
export function orderedColumns(columns: readonly ReportField[], order: readonly ReportField[]): ReportField[] {
  if (order.length === 0) return [...columns];
  const shown = new Set(columns);
  const first = order.filter((field) => shown.has(field));
  const placed = new Set(first);
  return [...first, ...columns.filter((field) => !placed.has(field))];
}

/** The order after moving `field` one place left (-1) or right (+1); unchanged at either end. */
export function movedColumn(columns: readonly ReportField[], field: ReportField, step: -1 | 1): ReportField[] {
  const next = [...columns];
  const from = next.indexOf(field);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to] as ReportField, field];
  return next;
}

// ------------------------------------------------------------------ column sets (REPORT-008, NS-66)

/** The columns the report opens with. */
export const DEFAULT_COLUMNS: readonly ReportField[] = [
  'campaignId',
  'campaignName',
  'impressions',
  'reach',
  'engagements',
  'purchases',
  'revenue',
  'adSpend',
  'roas',
];

/** NS-66: the base columns every pricing model's set shows until the per-model lists are known. */
export const PRICING_MODEL_BASE_COLUMNS: readonly ReportField[] = [
  'campaignId',
  'campaignName',
  'pricingModel',
  'impressions',
  'engagements',
  'engagementRate',
  'purchases',
  'revenue',
  'aov',
  'adSpend',
  'rewardCost',
  'fee',
  'mediaFees',
  'roas',
];

/** Pricing models that have a column set: CPM has none (REPORT-008, NS-66). */
export const COLUMN_SET_MODELS = ['CPE', 'CPR', 'CPS', 'CPSH', 'CPST', 'CPT'] as const;
export type ColumnSetModel = (typeof COLUMN_SET_MODELS)[number];

export const PRICING_MODEL_COLUMN_SETS: Readonly<Record<ColumnSetModel, readonly ReportField[]>> = {
  CPE: PRICING_MODEL_BASE_COLUMNS,
  CPR: PRICING_MODEL_BASE_COLUMNS,
  CPS: PRICING_MODEL_BASE_COLUMNS,
  CPSH: PRICING_MODEL_BASE_COLUMNS,
  CPST: PRICING_MODEL_BASE_COLUMNS,
  CPT: PRICING_MODEL_BASE_COLUMNS,
};
