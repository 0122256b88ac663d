import type { RouteObject } from 'react-router';
import { all, any, flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

const INTERNAL = 'adsmanager.internal';

/** Part 1 §6.3: (campaign.read or internal) and flag enable-campaign-planner. */
const PLANS: ScreenGuard = {
  rule: all(any('adsmanager.campaign.read', INTERNAL), flag('enable-campaign-planner')),
};

const review: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/PlanReviewPage')).PlanReviewPage,
});

/** `plans` below an account. */
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

/**
 * Plans (part 2 §2): the list, creation and `plan/{planId}` with its review; the specification and
 * the projections of a plan go inside `plan/{planId}` (route id `plan`).
 */
export const plansFeature: Feature = {
  account: [
    guarded('plans', PLANS, plansListRoutes),
    guarded('plan', PLANS, [planCreateRoute, { id: 'plan', path: ':planId', children: planReviewRoutes }]),
  ],
  nav: [
    {
      group: 'campaigns',
      id: 'plans',
      labelKey: 'adsmanager.NAV_PLANS',
      to: paths.plans,
      // Part 1 §2.5: the link needs campaign.read AND internal, in an account type that plans (NS-06).
      menuRule: all('adsmanager.campaign.read', INTERNAL),
      account: ['planningAccount'],
      activeBelow: ['plans', 'plan'],
    },
    {
      group: 'campaigns',
      id: 'plan-create',
      labelKey: 'adsmanager.NAV_PLAN_CREATE',
      to: paths.planCreate,
      // Part 1 §2.5: campaign.write and internal.
      menuRule: all('adsmanager.campaign.write', INTERNAL),
    },
  ],
};
