/**
 * The real sign-in provider, loaded lazily by AuthRoot when the page needs the OIDC client (an
 * authorization answer to process, a stored user to clear or renew), and by StoredSessionAuth
 * before a renewal. It creates the UserManager, points the http transport's bearer token at it and
 * hands react-oidc-context's state to the app's AuthContext.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { AuthProvider, useAuth as useOidcAuth } from 'react-oidc-context';
import { configureHttp } from '@/api/http';
import { useConfig } from '@/config/config-context';
import { AuthContext, type AuthContextProps } from './auth-context';
import { createUserManager } from './oidc-settings';
import { onSigninCallback } from './signin-callback';

function useUserManager(): UserManager {
  const config = useConfig();
  const [userManager] = useState(() => {
    const manager = createUserManager(config);
    configureHttp({
      baseUrl: config.apiBaseUrl,
      getAccessToken: async () => (await manager.getUser())?.access_token,
    });
    return manager;
  });
  return userManager;
}

/** Puts react-oidc-context's value (state, UserManager functions, settings, events) into the app's context. */
function Bridge({ children }: { children: ReactNode }) {
  return <AuthContext value={useOidcAuth()}>{children}</AuthContext>;
}

export function OidcAuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider userManager={useUserManager()} onSigninCallback={onSigninCallback}>
      <Bridge>{children}</Bridge>
    </AuthProvider>
  );
}

function Report({ onChange }: { onChange: (auth: AuthContextProps) => void }) {
  const auth = useOidcAuth();
  useEffect(() => {
    if (!auth.isLoading) onChange(auth);
  }, [auth, onChange]);
  return null;
}

/**
 * The client's value for StoredSessionAuth, reported rather than provided: the signed-in app stays
 * where it is (under StoredSessionAuth's context) while the value under it changes.
 */
export function OidcClientState({ onChange }: { onChange: (auth: AuthContextProps) => void }) {
  return (
    // Loaded into a signed-in page: an address that happens to carry code and state is not a sign-in answer.
    <AuthProvider userManager={useUserManager()} skipSigninCallback>
      <Report onChange={onChange} />
    </AuthProvider>
  );
}
