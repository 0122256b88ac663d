import { Outlet, type RouteObject } from 'react-router';
import { all, any, flag, Guard } from '@/access';

const CAMPAIGNS_RULE = all(any('adsmanager.campaign.read', 'adsmanager.internal'), flag('enable-campaigns-page'));

/** The campaign list of the open account, below `/advertiser/{accountId}` (part 2 §2, part 3 §2). */
export const campaignsRoutes: RouteObject[] = [
  {
    path: 'campaigns',
    element: (
      <Guard rule={CAMPAIGNS_RULE}>
        <Outlet />
      </Guard>
    ),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/CampaignsPage')).CampaignsPage }) },
    ],
  },
];
