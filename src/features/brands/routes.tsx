import type { RouteObject } from 'react-router';
import { all, flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths } from '@/lib/paths';

/** Part 1 §6.3: internal and flag enable-account-brands; disable-account-management turns it off (NS-23). */
const BRANDS: ScreenGuard = {
  rule: all('adsmanager.internal', flag('enable-account-brands')),
  kill: 'disable-account-management',
};

/** The brands of the open account, below `/advertiser/{accountId}` (part 1 §2.5). */
const brandsRoutes: RouteObject[] = [
  guarded('brands', BRANDS, [
    { index: true, lazy: async () => ({ Component: (await import('./pages/BrandsPage')).BrandsPage }) },
  ]),
];

export const brandsFeature: Feature = {
  account: brandsRoutes,
  nav: [{ group: 'settings', id: 'brands', labelKey: 'adsmanager.NAV_BRANDS', to: paths.brands }],
};
