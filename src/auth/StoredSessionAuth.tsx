/**
 * A signed-in tab that loads a page again (part 1 §4.1, AUTH-012): the user oidc-client-ts kept in
 * sessionStorage is signed in at once, without the OIDC client (oidc-client-ts and
 * react-oidc-context, 17 KB gzip, off the first account screen). The client loads a minute before
 * the renewal notice (AUTH-014: 900 s before the access token expires), or at once when a renewal
 * is asked for; from then on its value — state, events, renewal — is the context's, while the
 * signed-in app under it stays mounted. Signing out loads the client to end the session at the
 * provider, as the real provider does (AUTH-017).
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserManagerEvents } from 'oidc-client-ts';
import { configureHttp } from '@/api/http';
import { useConfig } from '@/config/config-context';
import { AuthContext, type AuthContextProps } from './auth-context';
import {
  notOffered,
  oidcClientSettings,
  readStoredSession,
  removeStoredUser,
  RENEWAL_NOTICE_SECONDS,
  type StoredSession,
} from './oidc-config';

/** How long before the renewal notice the client loads (it then raises "expiring" at the notice). */
const CLIENT_LEAD_SECONDS = 60;

type ClientStateProps = { onChange: (auth: AuthContextProps) => void };

const OidcClientState = lazy(() =>
  import('./OidcAuthProvider').then(
    (module): { default: (props: ClientStateProps) => ReactNode } => ({ default: module.OidcClientState }),
    // The chunk did not load: the stored user serves until its token runs out; a 401 then signs out.
    () => ({ default: () => null }),
  ),
);

/** Subscriptions before the client loads: nothing of its is due until then (see CLIENT_LEAD_SECONDS). */
const QUIET_EVENTS = new Proxy<object>(
  {},
  {
    get: (_target, name) =>
      typeof name === 'string' && /^add[A-Z]/.test(name)
        ? () => () => undefined
        : typeof name === 'string' && /^remove[A-Z]/.test(name)
          ? () => undefined
          : undefined,
  },
) as UserManagerEvents;

export function StoredSessionAuth({ session, children }: { session: StoredSession; children: ReactNode }) {
  const config = useConfig();
  const [client, setClient] = useState<AuthContextProps>();
  const [clientWanted, setClientWanted] = useState(false);
  // Until removeUser (signing out), as react-oidc-context's state.
  const [stored, setStored] = useState(true);

  useState(() => {
    // The token as stored now: after a renewal the client keeps storing the new one there.
    configureHttp({
      baseUrl: config.apiBaseUrl,
      getAccessToken: () => Promise.resolve(readStoredSession(config)?.access_token),
    });
  });

  useEffect(() => {
    const dueMs = (session.expires_at - RENEWAL_NOTICE_SECONDS - CLIENT_LEAD_SECONDS) * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        setClientWanted(true);
      },
      Math.max(dueMs, 0),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [session]);

  const value = useMemo((): AuthContextProps => {
    const userManager = async () => (await import('./oidc-settings')).createUserManager(config);
    return {
      isLoading: false,
      isAuthenticated: stored,
      user: stored ? session : null,
      settings: oidcClientSettings(config),
      events: QUIET_EVENTS,
      signinSilent: async (args) => {
        setClientWanted(true);
        return (await userManager()).signinSilent(args);
      },
      signinRedirect: async (args) => {
        await (await userManager()).signinRedirect(args);
      },
      signoutRedirect: async (args) => {
        try {
          await (await userManager()).signoutRedirect(args);
        } catch {
          // As react-oidc-context's: a provider that cannot be reached resolves; signOut() then goes to /login.
        }
      },
      removeUser: () => {
        removeStoredUser(config);
        setStored(false);
        return Promise.resolve();
      },
      ...notOffered('is not offered before the OIDC client loads'),
    };
  }, [config, session, stored]);

  return (
    <>
      {clientWanted && (
        <Suspense fallback={null}>
          <OidcClientState onChange={setClient} />
        </Suspense>
      )}
      <AuthContext value={client ?? value}>{children}</AuthContext>
    </>
  );
}
