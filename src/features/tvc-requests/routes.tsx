import type { RouteObject } from 'react-router';
import { all, any, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';
const INTERNAL = 'adsmanager.internal';
const TVC_READ = 'adsmanager.tvcrequest.read';
const TVC_WRITE = 'adsmanager.tvcrequest.write';

/** Part 1 §6.3: view and list need internal or tvcrequest.read, create internal or tvcrequest.write (NS-25). */
const TVC_REQUESTS: ScreenGuard = { rule: any(INTERNAL, TVC_READ), kill: 'disable-tvc-requests' };
const TVC_REQUEST_CREATE: ScreenGuard = { rule: any(INTERNAL, TVC_WRITE), kill: 'disable-tvc-requests' };

/** A TVC screen, from their one lazy chunk. */
const page =
  (name: keyof typeof import('./pages/screens')): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages/screens'))[name] });
const listPage = page('TvcRequestsPage');
const createPage = page('TvcRequestCreatePage');
const detailPage = page('TvcRequestPage');

/**
 * TVC requests (part 3 §2, NS-62), inside the reporting section: the list, creation and one
 * request; `tvc-request/create` is creation (and, SHELL-018, does not highlight the list's link).
 */
export const tvcRequestsFeature: Feature = {
  inside: {
    reporting: [
      guarded('tvc-requests', TVC_REQUESTS, [{ index: true, lazy: listPage }]),
      guarded(`tvc-request/${SEGMENTS.create}`, TVC_REQUEST_CREATE, [{ index: true, lazy: createPage }]),
      guarded('tvc-request/:tvcRequestId', TVC_REQUESTS, [{ index: true, lazy: detailPage }]),
    ],
  },
  nav: [
    {
      group: 'reporting',
      id: 'tvc-requests',
      labelKey: 'adsmanager.NAV_TVC_REQUESTS',
      to: paths.tvcRequests,
      // Part 1 §2.5: the links ask for the TVC permission together with internal.
      menuRule: all(TVC_READ, INTERNAL),
      activeBelow: ['reporting/tvc-requests', 'reporting/tvc-request'],
    },
    {
      group: 'reporting',
      id: 'tvc-request-create',
      labelKey: 'adsmanager.NAV_TVC_REQUEST_CREATE',
      to: paths.tvcRequestCreate,
      menuRule: all(TVC_WRITE, INTERNAL),
    },
  ],
};
