import { guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { comingRoute } from '@/components/system/coming-page';
import { paths, SEGMENTS } from '@/lib/paths';

const AREA = 'adsmanager.AREA_PERFORMANCE';

/** Performance pages need campaign.read (part 1 §6.3); disable-campaign-performance turns them off. */
const PERFORMANCE: ScreenGuard = { rule: 'adsmanager.campaign.read', kill: 'disable-campaign-performance' };

/** Campaign performance (part 3 §2): `performance` redirects to `performance/campaigns`. */
export const performanceFeature: Feature = {
  account: [guarded('performance', PERFORMANCE, [redirectRoute('campaigns'), comingRoute(AREA, 'campaigns')])],
  nav: [
    {
      group: 'campaigns',
      id: 'performance',
      labelKey: 'adsmanager.NAV_CAMPAIGN_PERFORMANCE',
      to: paths.performanceCampaigns,
      activeBelow: [SEGMENTS.performanceCampaigns],
    },
  ],
};
