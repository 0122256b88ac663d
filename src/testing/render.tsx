/**
 * Renders UI the way the app runs it: config, translations, flags, a signed-in user, the query
 * client, loading tasks, access, the open account and a memory router, with requests going to the
 * test backend (setupTestBackend) as the signed-in user.
 *
 *   const { user, router } = renderWithProviders(<AccountList />, { persona: USER_WITH_SIX_ACCOUNTS });
 *   renderWithProviders([{ path: '/advertiser/:accountId', children: usersRoutes }], { path: '/advertiser/1001/users' });
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AccessProvider, AccountProvider } from '@/access';
import { createAccess } from '@/access/access-context';
import { FlagsProvider } from '@/access/flags-context';
import { staticFlags, type FlagName, type FlagValue } from '@/access/flags';
import { createQueryClient, type QueryClientHooks } from '@/api/query-client';
import { LoadingTasksProvider } from '@/components/loading/loading-tasks';
import { ConfigProvider } from '@/config/config-context';
import { createI18n, type Locale } from '@/i18n';
import { I18nProvider } from '@/i18n/react';
import { AppToaster } from '@/shell/Toaster';
import type { Account } from '@generated/aura/model';
import { createFakeAuth, signedIn, testUser, type FakeAuth } from './auth';
import { connectHttpToTestBackend } from './backend';
import { TEST_CONFIG } from './config';
import { ADMIN, type TestPersona } from './personas';

export interface RenderOptions {
  /** Who is signed in, and whose token every request carries. Default: ADMIN. */
  persona?: TestPersona;
  /** Server permission names the access context grants (e.g. 'users.write'). Default: none. */
  permissions?: readonly string[];
  /** Flag values; the rest keep their defaults. Switch them later with the returned `flags.set`. */
  flags?: Partial<Record<FlagName, boolean | FlagValue>>;
  /** The open advertiser account (AccountProvider). */
  account?: Account;
  /** The app's locale (as the browser's language or the user's choice sets it). Default: en-US. */
  locale?: Locale;
  /** Where the memory router starts. Default: the open account's page, else '/'. */
  path?: string;
  /**
   * A sign-in state the test drives (createFakeAuth); default: `persona` signed in. With it, `persona`
   * only sets the user type of the access context.
   */
  auth?: FakeAuth;
}

function createProviders({
  persona = ADMIN,
  permissions = [],
  flags: values = {},
  account,
  auth,
  locale = 'en-US',
}: RenderOptions) {
  const signIn =
    auth ??
    createFakeAuth(signedIn(testUser({ email: persona.email, name: persona.name, sessionId: persona.sessionId })));
  connectHttpToTestBackend(() => signIn.get().user?.access_token);
  const flags = staticFlags(values);
  const access = createAccess({ type: persona.type, status: 'ACTIVE', permissions: [...permissions] }, (name) =>
    flags.isEnabled(name),
  );
  /** Every query and mutation error the app would show as a toast. */
  const onQueryError = vi.fn<QueryClientHooks['onQueryError']>();
  const onMutationError = vi.fn<QueryClientHooks['onMutationError']>();
  const queryClient = createQueryClient({ onQueryError, onMutationError });
  const i18n = createI18n(locale);
  const inAccount = (children: ReactNode) =>
    account ? <AccountProvider scope={{ accountId: account.id, account }}>{children}</AccountProvider> : children;

  function Providers({ children }: { children: ReactNode }) {
    return (
      <ConfigProvider config={TEST_CONFIG}>
        <I18nProvider i18n={i18n}>
          <FlagsProvider flags={flags}>
            <signIn.Provider>
              <QueryClientProvider client={queryClient}>
                <LoadingTasksProvider>
                  <AccessProvider access={access}>{inAccount(children)}</AccessProvider>
                  <AppToaster />
                </LoadingTasksProvider>
              </QueryClientProvider>
            </signIn.Provider>
          </FlagsProvider>
        </I18nProvider>
      </ConfigProvider>
    );
  }

  return { Providers, auth: signIn, flags, queryClient, onQueryError, onMutationError, i18n };
}

/**
 * Renders `ui` at every path, or a route table (an array), in a memory router inside the app's
 * providers. Returns Testing Library's result with `user` (user-event), `router`, `auth`, `flags`,
 * `queryClient`, `onQueryError`, `onMutationError` and `i18n`.
 */
export function renderWithProviders(ui: ReactNode | RouteObject[], options: RenderOptions = {}) {
  const { Providers, ...context } = createProviders(options);
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const start = options.path ?? (options.account ? `/advertiser/${String(options.account.id)}` : '/');
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, ...context, user, router };
}

/** Renders a hook inside the same providers (no router). */
export function renderHookWithProviders<Result>(hook: () => Result, options: Omit<RenderOptions, 'path'> = {}) {
  const { Providers, ...context } = createProviders(options);
  return { ...renderHook(hook, { wrapper: Providers }), ...context };
}
