import { UserManager } from 'oidc-client-ts';
import { useState } from 'react';
import { I18nProvider } from '@/i18n/react';
import { AuthProvider } from 'react-oidc-context';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { FlagSource } from '@/access/flags';
import { FlagsProvider } from '@/access/flags-context';
import { configureHttp } from '@/api/http';
import { onSigninCallback, userManagerSettings } from '@/auth';
import { ConfigProvider } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/runtime-config';
import { i18n } from '@/i18n';
import { routes } from './routes';

export interface AppProps {
  config: RuntimeConfig;
  flags: FlagSource;
  /** The route table; tests pass a memory router's routes instead. */
  router?: ReturnType<typeof createBrowserRouter>;
}

export function createAppRouter(table: RouteObject[] = routes) {
  return createBrowserRouter(table);
}

/** The app: configuration, translations, flags, sign-in and the routes. */
export function App({ config, flags, router }: AppProps) {
  const [userManager] = useState(() => {
    const manager = new UserManager(userManagerSettings(config));
    configureHttp({
      baseUrl: config.apiBaseUrl,
      getAccessToken: async () => (await manager.getUser())?.access_token,
    });
    return manager;
  });
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <ConfigProvider config={config}>
      <I18nProvider i18n={i18n}>
        <FlagsProvider flags={flags}>
          <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
            <RouterProvider router={appRouter} />
          </AuthProvider>
        </FlagsProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
