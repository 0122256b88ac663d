import { guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { comingRoute } from '@/components/system/coming-page';
import { paths, SEGMENTS } from '@/lib/paths';

const AREA = 'adsmanager.AREA_PROJECTIONS';

/** Projections are for internal users (part 1 §6.3); disable-projections turns them off (NS-23). */
const PROJECTIONS: ScreenGuard = { rule: 'adsmanager.internal', kill: 'disable-projections' };

/** NS-06: the Projections menu is hidden for test accounts and account types that do not plan. */
const PROJECTION_ACCOUNTS = ['planningAccount', 'liveAccount'] as const;

/**
 * Projections (part 3 §2): `projection` (index → create), `projections`, and inside a plan
 * `plan/{planId}/projection/create` and `…/{projectionId}`. The screens come with later work.
 */
export const projectionsFeature: Feature = {
  account: [
    guarded('projection', PROJECTIONS, [redirectRoute(SEGMENTS.create), comingRoute(AREA, SEGMENTS.create)]),
    guarded('projections', PROJECTIONS, [comingRoute(AREA)]),
  ],
  inside: {
    plan: [
      guarded('projection', PROJECTIONS, [comingRoute(AREA, SEGMENTS.create), comingRoute(AREA, ':projectionId')]),
    ],
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
