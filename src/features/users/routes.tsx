import { Outlet, type RouteObject } from 'react-router';
import { any, Guard } from '@/access';

const USERS_RULE = any('adsmanager.internal', 'adsmanager.users.read');

/** Users of the open account, below `/advertiser/{accountId}` (part 1 §2.5, NS-23). */
export const usersRoutes: RouteObject[] = [
  {
    element: (
      <Guard rule={USERS_RULE} kill="disable-user-management">
        <Outlet />
      </Guard>
    ),
    children: [
      { path: 'users', lazy: async () => ({ Component: (await import('./pages/UsersPage')).UsersPage }) },
      {
        path: 'user/create',
        lazy: async () => ({ Component: (await import('./pages/UserCreatePage')).UserCreatePage }),
      },
      { path: 'user/*', lazy: async () => ({ Component: (await import('./pages/UserDetailPage')).UserDetailPage }) },
    ],
  },
];
