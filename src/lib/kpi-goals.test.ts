import { describe, expect, it } from 'vitest';
import { isKpiGoalWithin, KPI_GOAL_RULES } from './kpi-goals';

describe('PROJ-005 NS-70 KPI goals: a ratio for ROAS and iROAS, money for CPA', () => {
  it('ROAS and iROAS take 0.01 to 100 with at most 2 decimals', () => {
    for (const metric of ['ROAS', 'iROAS'] as const) {
      expect(KPI_GOAL_RULES[metric].format).toBe('ratio');
      for (const goal of [0.01, 1, 4.25, 100]) expect(isKpiGoalWithin(metric, goal), `${metric} ${goal}`).toBe(true);
      for (const goal of [0, 0.009, -1, 100.01, 101, 4.255, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(isKpiGoalWithin(metric, goal), `${metric} ${goal}`).toBe(false);
      }
    }
  });

  it('CPA is money: 0.01 to 100,000,000 with the currency’s 2 decimals', () => {
    expect(KPI_GOAL_RULES.CPA.format).toBe('money');
    for (const goal of [0.01, 25, 99_999_999.99, 100_000_000])
      expect(isKpiGoalWithin('CPA', goal), String(goal)).toBe(true);
    for (const goal of [0, -0.01, 100_000_000.01, 25.005, Number.NaN]) {
      expect(isKpiGoalWithin('CPA', goal), String(goal)).toBe(false);
    }
  });
});
