/**
 * The real sign-in provider, loaded lazily by AuthRoot when the page needs the OIDC client (a
 * stored user, an authorization answer to process). It creates the UserManager, points the http
 * transport's bearer token at it and hands react-oidc-context's state to the app's AuthContext.
 */
import { useState, type ReactNode } from 'react';
import { AuthProvider, useAuth as useOidcAuth } from 'react-oidc-context';
import { configureHttp } from '@/api/http';
import { useConfig } from '@/config/config-context';
import { AuthContext } from './auth-context';
import { createUserManager } from './oidc-settings';
import { onSigninCallback } from './signin-callback';

/** Puts react-oidc-context's value (state, UserManager functions, settings, events) into the app's context. */
function Bridge({ children }: { children: ReactNode }) {
  return <AuthContext value={useOidcAuth()}>{children}</AuthContext>;
}

export function OidcAuthProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [userManager] = useState(() => {
    const manager = createUserManager(config);
    configureHttp({
      baseUrl: config.apiBaseUrl,
      getAccessToken: async () => (await manager.getUser())?.access_token,
    });
    return manager;
  });
  return (
    <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
      <Bridge>{children}</Bridge>
    </AuthProvider>
  );
}
