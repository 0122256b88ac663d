/**
 * The root of the route table: sign-in, the callback, and the signed-in branch behind RequireAuth.
 * The app's router starts with this alone, the signed-in branch empty, so /login does not load the
 * features' route tables (src/app/routes.tsx): React Router adds them on the first navigation into
 * them (`patchRoutesOnNavigation`, signedInRouteDiscovery in App.tsx).
 */
import type { RouteObject } from 'react-router';
import { CALLBACK_PATH, LOGIN_PATH } from '@/lib/paths';
import { RouteErrorScreen } from '@/shell/RouteErrorScreen';

/** The route below which the signed-in routes are added. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** While the first route's code loads there is nothing to show yet (React Router asks for a fallback). */
const NothingYet = () => null;

/** The root table, with the signed-in routes given (none: added when first needed). */
export function rootRoutes(signedIn: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: NothingYet,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: LOGIN_PATH, lazy: async () => ({ Component: (await import('@/auth/LoginPage')).LoginPage }) },
        { path: CALLBACK_PATH, lazy: async () => ({ Component: (await import('@/auth/CallbackPage')).CallbackPage }) },
        {
          id: SIGNED_IN_ROUTE_ID,
          lazy: async () => ({ Component: (await import('@/auth/RequireAuth')).RequireAuth }),
          children: signedIn,
        },
      ],
    },
  ];
}
