import type { RouteObject } from 'react-router';
import { flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths } from '@/lib/paths';

/** `/accounts`: internal users only (part 1 §2.3, NS-16); disable-accounts-page turns it off (NS-23). */
const ACCOUNTS: ScreenGuard = { rule: 'adsmanager.internal', kill: 'disable-accounts-page' };

/** `/accounts`: the all-accounts list. */
export const accountsRoutes: RouteObject[] = [
  guarded('accounts', ACCOUNTS, [
    { index: true, lazy: async () => ({ Component: (await import('./pages/AccountsPage')).AccountsPage }) },
  ]),
];

export const accountsFeature: Feature = {
  global: accountsRoutes,
  nav: [
    {
      id: 'accounts',
      labelKey: 'adsmanager.NAV_ALL_ACCOUNTS',
      to: paths.accounts,
      // Part 1 §2.3: linked in the menu only while enable-3pc-accounts is on.
      menuRule: flag('enable-3pc-accounts'),
      activeBelow: ['accounts'],
    },
  ],
};
