import type { RouteObject } from 'react-router';
import { any, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths } from '@/lib/paths';

/** Part 1 §6.3: internal or users.read; disable-user-management turns the screens off (NS-23). */
const USERS: ScreenGuard = {
  rule: any('adsmanager.internal', 'adsmanager.users.read'),
  kill: 'disable-user-management',
};

/** Users of the open account, below `/advertiser/{accountId}` (part 1 §2.5). */
export const usersRoutes: RouteObject[] = [
  guarded(undefined, USERS, [
    { path: 'users', lazy: async () => ({ Component: (await import('./pages/UsersPage')).UsersPage }) },
    {
      path: 'user/create',
      lazy: async () => ({ Component: (await import('./pages/UserCreatePage')).UserCreatePage }),
    },
    { path: 'user/*', lazy: async () => ({ Component: (await import('./pages/UserDetailPage')).UserDetailPage }) },
  ]),
];

export const usersFeature: Feature = {
  account: usersRoutes,
  nav: [
    {
      group: 'settings',
      id: 'users',
      labelKey: 'adsmanager.NAV_USERS',
      to: paths.users,
      activeBelow: ['users', 'user'],
    },
  ],
};
