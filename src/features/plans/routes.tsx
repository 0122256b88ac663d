import type { RouteObject } from 'react-router';
import { SEGMENTS } from '@/lib/paths';

const review: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/PlanReviewPage')).PlanReviewPage,
});

/** `plans` below an account (the guard sits in the route table). */
export const plansListRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./pages/PlansPage')).PlansPage }) },
];

/** `plan/create` and the two plan review variants below `plan/{planId}` (NS-34). */
export const planCreateRoute: RouteObject = {
  path: SEGMENTS.create,
  lazy: async () => ({ Component: (await import('./pages/PlanCreatePage')).PlanCreatePage }),
};

export const planReviewRoutes: RouteObject[] = [
  { index: true, lazy: review },
  { path: SEGMENTS.review, lazy: review },
  { path: SEGMENTS.reviewProjections, lazy: review },
];
