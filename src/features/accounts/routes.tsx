import { Outlet, type RouteObject } from 'react-router';
import { Guard } from '@/access';

/** `/accounts`: the all-accounts list, internal users only (part 1 §2.3, NS-16, NS-23). */
export const accountsRoutes: RouteObject[] = [
  {
    path: 'accounts',
    element: (
      <Guard rule="adsmanager.internal" kill="disable-accounts-page">
        <Outlet />
      </Guard>
    ),
    children: [{ index: true, lazy: async () => ({ Component: (await import('./pages/AccountsPage')).AccountsPage }) }],
  },
];
