import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useFlags } from '@/access';
import { configureHttp } from '@/api/http';
import { useSessionUser } from '@/auth';
import { SessionWatcher } from '@/auth/SessionWatcher';
import '@/i18n/signed-in';
import { MenuProvider } from '@/shell/menu-context';
import type { MenuEntry } from '@/shell/navigation';
import { AppProviders } from './AppProviders';

/** The signed-in part of the app: its providers, the header menu, the session watch and the current route. */
export function AuthenticatedApp({ menu }: { menu: readonly MenuEntry[] }) {
  const flags = useFlags();
  const { email } = useSessionUser();
  useEffect(() => {
    flags.setUser?.(email);
    configureHttp({ shouldValidateResponses: () => flags.isEnabled('validate-api-response-schema') });
  }, [flags, email]);
  return (
    <AppProviders>
      <MenuProvider entries={menu}>
        <SessionWatcher />
        <Outlet />
      </MenuProvider>
    </AppProviders>
  );
}
