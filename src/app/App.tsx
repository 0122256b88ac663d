import { useState } from 'react';
import {
  createBrowserRouter,
  type ClientOnErrorFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { FlagSource } from '@/access/flags';
import { FlagsProvider } from '@/access/flags-context';
import { AuthRoot } from '@/auth/AuthRoot';
import { ConfigProvider } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/runtime-config';
import { i18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';
import { LOGIN_PATH } from '@/lib/paths';
import { rootRoutes, SIGNED_IN_ROUTE_ID } from './root-routes';

export interface AppProps {
  config: RuntimeConfig;
  flags: FlagSource;
  /** The route table; tests pass a memory router's routes instead. */
  router?: ReturnType<typeof createBrowserRouter>;
  /** Reports errors of route loading (src/app/monitoring.ts, createErrorReporting). */
  onRouterError?: ClientOnErrorFunction;
}

let signedInRoutes: Promise<RouteObject[]> | undefined;

/** The signed-in routes (src/app/routes.tsx), loaded once (again after a failed load). */
function loadSignedInRoutes(): Promise<RouteObject[]> {
  signedInRoutes ??= import('./routes').then(
    (module) => module.SIGNED_IN_ROUTES,
    (error: unknown) => {
      signedInRoutes = undefined;
      throw error;
    },
  );
  return signedInRoutes;
}

/**
 * For main.tsx: starts loading the signed-in routes with the configuration on every page but
 * /login (the callback leads into the app too), so a signed-in page waits for them no longer.
 */
export function preloadSignedInRoutes(pathname: string) {
  if (pathname !== LOGIN_PATH) loadSignedInRoutes().catch(() => undefined);
}

/**
 * The router option that adds the signed-in routes below the root's RequireAuth (root-routes.tsx)
 * on the first navigation no route of the root matches, or that matches with parameters (React
 * Router asks then); one per router. A load that fails is a route error (RouteErrorScreen).
 */
export function signedInRouteDiscovery(): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let added = false;
  return {
    async patchRoutesOnNavigation({ patch }) {
      if (added) return;
      // Two navigations at the same time both add them: React Router keeps the first, by id.
      patch(SIGNED_IN_ROUTE_ID, await loadSignedInRoutes());
      added = true;
    },
  };
}

/**
 * The browser's router: the root alone (root-routes.tsx), the signed-in routes added on the first
 * navigation that needs them, so /login does not load them.
 */
export function createAppRouter() {
  return createBrowserRouter(rootRoutes(), signedInRouteDiscovery());
}

/**
 * The app: configuration, translations, flags, sign-in and the routes. The OIDC client and the http
 * transport's token load with the sign-in provider, only when the page needs them (AuthRoot).
 */
export function App({ config, flags, router, onRouterError }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <ConfigProvider config={config}>
      <I18nProvider i18n={i18n}>
        <FlagsProvider flags={flags}>
          <AuthRoot>
            <RouterProvider router={appRouter} onError={onRouterError} />
          </AuthRoot>
        </FlagsProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
