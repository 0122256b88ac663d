import { useQuery } from '@tanstack/react-query';
import { planQueryOptions } from '@/features/plans';

/**
 * The name of the plan a projection screen is inside (or filtered by); while it loads, or when it
 * cannot be read, its id stands in (the screen works without the name).
 */
export function usePlanName(accountId: number, planId: number | undefined): string {
  const plan = useQuery({ ...planQueryOptions(accountId, planId ?? 0), enabled: planId !== undefined });
  return plan.data?.data.name ?? String(planId ?? '');
}
