import { useState } from 'react';
import { createBrowserRouter, type ClientOnErrorFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { FlagSource } from '@/access/flags';
import { FlagsProvider } from '@/access/flags-context';
import { AuthRoot } from '@/auth/AuthRoot';
import { ConfigProvider } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/runtime-config';
import { i18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';
import { routes } from './routes';

export interface AppProps {
  config: RuntimeConfig;
  flags: FlagSource;
  /** The route table; tests pass a memory router's routes instead. */
  router?: ReturnType<typeof createBrowserRouter>;
  /** Reports errors of route loading (src/app/monitoring.ts, createErrorReporting). */
  onRouterError?: ClientOnErrorFunction;
}

export function createAppRouter(table: RouteObject[] = routes) {
  return createBrowserRouter(table);
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
