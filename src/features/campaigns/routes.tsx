import type { RouteObject } from 'react-router';
import { all, any, flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths } from '@/lib/paths';

/** Part 1 §6.3: (campaign.read or internal) and flag enable-campaigns-page. */
const CAMPAIGNS: ScreenGuard = {
  rule: all(any('adsmanager.campaign.read', 'adsmanager.internal'), flag('enable-campaigns-page')),
};

/** The campaign list of the open account, below `/advertiser/{accountId}` (part 2 §2, part 3 §2). */
export const campaignsRoutes: RouteObject[] = [
  guarded('campaigns', CAMPAIGNS, [
    { index: true, lazy: async () => ({ Component: (await import('./pages/CampaignsPage')).CampaignsPage }) },
  ]),
];

export const campaignsFeature: Feature = {
  account: campaignsRoutes,
  nav: [
    {
      group: 'campaigns',
      id: 'campaigns',
      labelKey: 'adsmanager.NAV_CAMPAIGN_LIST',
      to: paths.campaigns,
      // NS-07: the link follows §2.5 literally (read AND internal); the route lets read OR internal in.
      menuRule: all('adsmanager.campaign.read', 'adsmanager.internal'),
      activeBelow: ['campaigns', 'campaign'],
    },
  ],
};
