/**
 * The columns of the campaign_performance cube as the fake backend computes them: the facts
 * (added up or derived from sums; the dimensions, grouped by, are in query.ts), and which columns
 * are internal-only (REPORT-005, NS-63).
 */
import type { PerformanceRow, ReportsApiSchemas } from '../../db/types';

export type ReportField = ReportsApiSchemas['ReportField'];

/** Facts stored on every PerformanceRow and added up as they are. */
export const ADDITIVE_FACTS = [
  'impressions',
  'reach',
  'engagements',
  'activations',
  'purchases',
  'purchasesPostEngagement',
  'purchasesPostView',
  'revenue',
  'revenuePostEngagement',
  'revenuePostView',
  'adSpend',
  'rewardCost',
  'mediaFees',
  'fee',
  'postServeSpend',
  'postServeTrips',
] as const satisfies readonly (keyof PerformanceRow & ReportField)[];

export type AdditiveFact = (typeof ADDITIVE_FACTS)[number];
/** Sums of the additive facts, in ADDITIVE_FACTS order. */
export type Sums = Float64Array;

/** Facts computed from the sums: numerator ÷ denominator, null when the denominator is 0. */
export const DERIVED_FACTS = {
  roas: ['revenue', 'adSpend'],
  roasPostEngagement: ['revenuePostEngagement', 'adSpend'],
  roasPostView: ['revenuePostView', 'adSpend'],
  aov: ['revenue', 'purchases'],
  aovPostEngagement: ['revenuePostEngagement', 'purchasesPostEngagement'],
  aovPostView: ['revenuePostView', 'purchasesPostView'],
  engagementRate: ['engagements', 'impressions'],
  averageCostPerEngagement: ['adSpend', 'engagements'],
  postServeAov: ['postServeSpend', 'postServeTrips'],
} as const satisfies Partial<Record<ReportField, readonly [AdditiveFact, AdditiveFact]>>;

export type DerivedFact = keyof typeof DERIVED_FACTS;

/** Columns only the internal schema answers (REPORT-005). */
export const INTERNAL_ONLY: ReadonlySet<ReportField> = new Set<ReportField>([
  'aovPostView',
  'purchasesPostView',
  'revenuePostView',
  'roasPostView',
  'postServeAov',
  'postServeSpend',
  'postServeTrips',
  'lineId',
  'lineNumber',
]);

/** Position of each additive fact in a sums vector (and in the per-row fact vectors). */
export const FACT_INDEX = Object.fromEntries(ADDITIVE_FACTS.map((f, i) => [f, i])) as Record<AdditiveFact, number>;
export const FACT_COUNT = ADDITIVE_FACTS.length;

export const isAdditive = (field: ReportField): field is AdditiveFact => Object.hasOwn(FACT_INDEX, field);
export const isDerived = (field: ReportField): field is DerivedFact => Object.hasOwn(DERIVED_FACTS, field);

/** Money facts are rounded to cents; ratios to 4 decimals. */
const MONEY: ReadonlySet<ReportField> = new Set<ReportField>([
  'revenue',
  'revenuePostEngagement',
  'revenuePostView',
  'adSpend',
  'rewardCost',
  'mediaFees',
  'fee',
  'postServeSpend',
  'aov',
  'aovPostEngagement',
  'aovPostView',
  'averageCostPerEngagement',
  'postServeAov',
]);

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export const emptySums = (): Sums => new Float64Array(FACT_COUNT);

/** The additive facts a set of FACT columns needs (their own sums, or the sums they derive from). */
export function neededFacts(fields: readonly ReportField[]): number[] {
  const needed = new Set<number>();
  for (const field of fields) {
    if (isAdditive(field)) needed.add(FACT_INDEX[field]);
    else if (isDerived(field)) for (const fact of DERIVED_FACTS[field]) needed.add(FACT_INDEX[fact]);
  }
  return [...needed].sort((a, b) => a - b);
}

/** The value of a FACT column from the sums of its group (or of all rows, for the totals). */
export function factValue(field: ReportField, sums: Sums): number | null {
  const decimals = MONEY.has(field) ? 2 : 4;
  if (isAdditive(field)) return round(sums[FACT_INDEX[field]] ?? 0, decimals);
  if (!isDerived(field)) return null;
  const [numerator, denominator] = DERIVED_FACTS[field];
  const under = sums[FACT_INDEX[denominator]] ?? 0;
  return under === 0 ? null : round((sums[FACT_INDEX[numerator]] ?? 0) / under, decimals);
}
