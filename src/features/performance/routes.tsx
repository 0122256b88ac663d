import { guarded, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

/** Performance pages need campaign.read (part 1 §6.3); disable-campaign-performance turns them off. */
const PERFORMANCE: ScreenGuard = { rule: 'adsmanager.campaign.read', kill: 'disable-campaign-performance' };

/** Campaign performance (part 3 §2): `performance` redirects to `performance/campaigns`, the report. */
export const performanceFeature: Feature = {
  account: [
    guarded('performance', PERFORMANCE, [
      redirectRoute('campaigns'),
      {
        path: 'campaigns',
        lazy: async () => ({ Component: (await import('./pages/PerformancePage')).PerformancePage }),
      },
    ]),
  ],
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
