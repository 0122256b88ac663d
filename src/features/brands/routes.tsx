import { Outlet, type RouteObject } from 'react-router';
import { all, flag, Guard } from '@/access';

const BRANDS_RULE = all('adsmanager.internal', flag('enable-account-brands'));

/** The brands of the open account, below `/advertiser/{accountId}` (part 1 §2.5, NS-23). */
export const brandsRoutes: RouteObject[] = [
  {
    path: 'brands',
    element: (
      <Guard rule={BRANDS_RULE} kill="disable-account-management">
        <Outlet />
      </Guard>
    ),
    children: [{ index: true, lazy: async () => ({ Component: (await import('./pages/BrandsPage')).BrandsPage }) }],
  },
];
