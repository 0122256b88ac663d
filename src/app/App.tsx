import { QueryClientProvider } from '@tanstack/react-query';
import { UserManager, type User } from 'oidc-client-ts';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { Toaster, toast } from 'sonner';
import { errorText } from '@/api/errors';
import { configureHttp } from '@/api/http';
import { createQueryClient } from '@/api/query-client';
import { safeReturnPath, SignInPanel, userManagerSettings } from '@/auth';
import { BUILD_VERSION } from '@/config/build';
import type { RuntimeConfig } from '@/config/runtime-config';
import { i18n } from '@/i18n';

/** The response schemas are large; they load only once the validation flag asks for them. */
const validateResponse = async (method: string, path: string, data: unknown) =>
  (await import('@/api/response-validation')).validateResponse(method, path, data);

/** How long a toast stays (part 1 §9). */
export const TOAST_DURATION_MS = 6000;

/** Providers every screen needs: translations, the query client (with the error toast) and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    configureHttp({
      validateResponse,
      onSchemaMismatch: () => {
        toast.warning(i18n.t('adsmanager.WARNING_SCHEMA_MISMATCH'));
      },
    });
    return createQueryClient({
      onQueryError: (error) => {
        toast.error(i18n.t('adsmanager.ERROR_REQUEST_FAILED'), { description: errorText(error) });
      },
    });
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster duration={TOAST_DURATION_MS} closeButton richColors />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The minimal shell page; the real shell (navigation, switcher, screens) replaces it. */
export function ShellPage({ config }: { config: RuntimeConfig }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-3xl font-semibold text-slate-900">{t('adsmanager.APP_TITLE')}</h1>
      <p className="text-slate-700">{t('adsmanager.SHELL_PLACEHOLDER')}</p>
      <SignInPanel config={config} />
      <p className="text-sm text-slate-600">{t('adsmanager.BUILD_VERSION', { version: BUILD_VERSION })}</p>
    </main>
  );
}

/** After the provider sends the user back: go to the saved same-origin path, replacing history. */
function returnAfterSignIn(user: User | undefined) {
  const state = user?.state as { returnTo?: unknown } | undefined;
  window.history.replaceState({}, document.title, safeReturnPath(state?.returnTo));
}

export function App({ config }: { config: RuntimeConfig }) {
  const [userManager] = useState(() => {
    const manager = new UserManager(userManagerSettings(config));
    configureHttp({
      baseUrl: config.apiBaseUrl,
      getAccessToken: async () => (await manager.getUser())?.access_token,
    });
    return manager;
  });
  return (
    <AuthProvider userManager={userManager} onSigninCallback={returnAfterSignIn}>
      <AppProviders>
        <ShellPage config={config} />
      </AppProviders>
    </AuthProvider>
  );
}
