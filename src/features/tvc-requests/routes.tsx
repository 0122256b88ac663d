import { all, any, guarded, type Feature, type ScreenGuard } from '@/access';
import { comingRoute } from '@/components/system/coming-page';
import { paths, SEGMENTS } from '@/lib/paths';

const AREA = 'adsmanager.AREA_TVC_REQUESTS';
const INTERNAL = 'adsmanager.internal';
const TVC_READ = 'adsmanager.tvcrequest.read';
const TVC_WRITE = 'adsmanager.tvcrequest.write';

/** Part 1 §6.3: view and list need internal or tvcrequest.read, create internal or tvcrequest.write (NS-25). */
const TVC_REQUESTS: ScreenGuard = { rule: any(INTERNAL, TVC_READ), kill: 'disable-tvc-requests' };
const TVC_REQUEST_CREATE: ScreenGuard = { rule: any(INTERNAL, TVC_WRITE), kill: 'disable-tvc-requests' };

/**
 * TVC requests (part 3 §2), inside the reporting section: the list, creation and one request. The
 * screens come with later work.
 */
export const tvcRequestsFeature: Feature = {
  inside: {
    reporting: [
      guarded('tvc-requests', TVC_REQUESTS, [comingRoute(AREA)]),
      guarded(`tvc-request/${SEGMENTS.create}`, TVC_REQUEST_CREATE, [comingRoute(AREA)]),
      guarded('tvc-request/:tvcRequestId', TVC_REQUESTS, [comingRoute(AREA)]),
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
