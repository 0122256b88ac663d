import type { RouteObject } from 'react-router';
import { guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

/** Projections are for internal users (part 1 §6.3); disable-projections turns them off (NS-23). */
const PROJECTIONS: ScreenGuard = { rule: 'adsmanager.internal', kill: 'disable-projections' };

/** NS-06: the Projections menu is hidden for test accounts and account types that do not plan. */
const PROJECTION_ACCOUNTS = ['planningAccount', 'liveAccount'] as const;

const createPage: RouteObject = {
  path: SEGMENTS.create,
  lazy: async () => ({ Component: (await import('./pages/ProjectionCreatePage')).ProjectionCreatePage }),
};
const runPage: RouteObject = {
  path: ':projectionId',
  lazy: async () => ({ Component: (await import('./pages/ProjectionRunPage')).ProjectionRunPage }),
};

/**
 * Projections (part 3 §2): `projections` (the account's list, NS-70), `projection` (index → create,
 * and a projection made outside a plan, NS-70), and inside a plan `plan/{planId}/projection/create`
 * and `…/{projectionId}`.
 */
export const projectionsFeature: Feature = {
  account: [
    guarded('projection', PROJECTIONS, [redirectRoute(SEGMENTS.create), createPage, runPage]),
    guarded('projections', PROJECTIONS, [
      { index: true, lazy: async () => ({ Component: (await import('./pages/ProjectionsPage')).ProjectionsPage }) },
    ]),
  ],
  inside: {
    plan: [guarded('projection', PROJECTIONS, [createPage, runPage])],
  },
  nav: [
    {
      group: 'projections',
      id: 'projections',
      labelKey: 'adsmanager.NAV_PROJECTION_LIST',
      to: paths.projections,
      account: PROJECTION_ACCOUNTS,
      activeBelow: ['projections', 'projection'],
    },
    {
      group: 'projections',
      id: 'projection-create',
      labelKey: 'adsmanager.NAV_PROJECTION_CREATE',
      to: paths.projectionCreate,
      account: PROJECTION_ACCOUNTS,
    },
  ],
};
