/**
 * The KPI goal of a projection (part 3 §5 "KPI goal formats", PROJ-005): a ROAS or iROAS goal is a
 * ratio, a plain number; a CPA goal is a money amount in the account currency. The ranges are the
 * NS-70 decision (docs/decisions.md); the projection form and the fake backend hold to the same ones.
 */
import { hasAtMostDecimals, MONEY_DECIMALS } from './money';

export const KPI_METRICS = ['ROAS', 'iROAS', 'CPA'] as const;
export type KpiMetric = (typeof KPI_METRICS)[number];

export interface KpiGoalRule {
  /** How the goal is typed and shown: a ratio (4 → "4") or money (25 → "$25.00"). */
  format: 'ratio' | 'money';
  min: number;
  max: number;
  decimals: number;
}

const RATIO: KpiGoalRule = { format: 'ratio', min: 0.01, max: 100, decimals: 2 };

export const KPI_GOAL_RULES: Readonly<Record<KpiMetric, KpiGoalRule>> = {
  ROAS: RATIO,
  iROAS: RATIO,
  CPA: { format: 'money', min: 0.01, max: 100_000_000, decimals: MONEY_DECIMALS },
};

/** Whether `goal` is a finite number within the metric's range, with no more decimals than it allows. */
export function isKpiGoalWithin(metric: KpiMetric, goal: number): boolean {
  const { min, max, decimals } = KPI_GOAL_RULES[metric];
  return Number.isFinite(goal) && goal >= min && goal <= max && hasAtMostDecimals(goal, decimals);
}
