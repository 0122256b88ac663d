import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useFlags } from '@/access';
import { configureHttp } from '@/api/http';
import { useSessionUser } from '@/auth';
import { SessionWatcher } from '@/auth/SessionWatcher';
import '@/i18n/signed-in';
import { AppProviders } from './AppProviders';

/** The signed-in part of the app: its providers, the session watch and the current route. */
export function AuthenticatedApp() {
  const flags = useFlags();
  const { email } = useSessionUser();
  useEffect(() => {
    flags.setUser?.(email);
    configureHttp({ shouldValidateResponses: () => flags.isEnabled('validate-api-response-schema') });
  }, [flags, email]);
  return (
    <AppProviders>
      <SessionWatcher />
      <Outlet />
    </AppProviders>
  );
}
