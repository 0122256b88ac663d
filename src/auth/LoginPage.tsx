/**
 * /login (part 1 §2.2): product title, welcome line, beta marker, build number and the two ways
 * to sign in. Kept light — it is the first page most people load (no react-query, Radix or toasts).
 */
import { useEffect, useId, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useFlag } from '@/access/flags-context';
import { BUILD_VERSION } from '@/config/build';
import { useConfig } from '@/config/config-context';
import { useTranslation } from '@/i18n/react';
import { useAuth } from './auth-context';
import { authState } from './auth-state';
import { authErrorMessage, loginErrorToShow } from './login-errors';
import { RETURN_TO_PARAM, safeReturnPath } from './return-path';
import { clearSessionEnd, isSessionEndedReason, readSessionEnd } from './sign-out-state';

const BUTTON =
  'inline-flex h-10 w-full cursor-pointer items-center justify-center rounded-md px-4 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';

export function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const config = useConfig();
  const maintenance = useFlag('enable-maintenance-mode');
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const maintenanceId = useId();

  // Why the last session ended (AUTH-013); shown once, so a reload of /login is clean.
  const [sessionEnd] = useState(readSessionEnd);
  useEffect(() => {
    clearSessionEnd();
  }, []);

  const state = authState(auth);
  if (state === 'authenticated') return <Navigate to={returnTo} replace />;

  const busy = state === 'redirecting' || state === 'processing-callback';
  const error = state === 'error' ? loginErrorToShow(auth.error) : undefined;
  const alert =
    error !== undefined
      ? t('adsmanager.LOGIN_ERROR', { message: authErrorMessage(error) })
      : isSessionEndedReason(sessionEnd)
        ? t('adsmanager.LOGIN_ERROR_SESSION_ENDED')
        : undefined;

  const signIn = (singleSignOn: boolean) => {
    clearSessionEnd();
    void auth.signinRedirect({
      state: { returnTo },
      ...(singleSignOn ? { extraQueryParams: { identity_provider: config.oidc.corporateIdentityProvider } } : {}),
    });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <section className="w-full max-w-sm rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{t('adsmanager.APP_TITLE')}</h1>
          <span className="rounded-md border border-primary px-2 py-0.5 text-xs font-medium text-primary">
            {t('adsmanager.APP_BETA')}
          </span>
        </div>
        <p className="mt-1 text-muted-foreground">{t('adsmanager.APP_WELCOME')}</p>

        {maintenance && (
          <p
            id={maintenanceId}
            className="mt-6 rounded-md border border-warning/50 bg-warning-subtle p-3 text-sm text-warning"
          >
            {t('adsmanager.LOGIN_MAINTENANCE')}
          </p>
        )}
        {alert !== undefined && !busy && (
          <p
            role="alert"
            className="mt-6 rounded-md border border-destructive/50 bg-destructive-subtle p-3 text-sm text-destructive"
          >
            {alert}
          </p>
        )}

        <div className="mt-6 flex flex-col gap-3">
          <button
            type="button"
            className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary/90`}
            disabled={maintenance || busy}
            aria-describedby={maintenance ? maintenanceId : undefined}
            onClick={() => {
              signIn(false);
            }}
          >
            {t('adsmanager.LOGIN_WITH_EMAIL')}
          </button>
          <button
            type="button"
            className={`${BUTTON} border border-input bg-background hover:bg-accent`}
            disabled={maintenance || busy}
            aria-describedby={maintenance ? maintenanceId : undefined}
            onClick={() => {
              signIn(true);
            }}
          >
            {t('adsmanager.LOGIN_WITH_SSO')}
          </button>
        </div>

        <p role="status" className="mt-4 min-h-5 text-center text-sm text-muted-foreground">
          {state === 'redirecting'
            ? t('adsmanager.REDIRECTING_TO_LOGIN')
            : state === 'processing-callback'
              ? t('adsmanager.LOGGING_IN')
              : ''}
        </p>
        <p className="mt-4 text-center text-xs text-muted-foreground">
          {t('adsmanager.BUILD_VERSION', { version: BUILD_VERSION })}
        </p>
      </section>
    </main>
  );
}
