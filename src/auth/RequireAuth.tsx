/**
 * The sign-in guard: the layout route around every non-public route (part 1 §2.1). Signed in: the
 * child routes. Not signed in: /login with the requested location as return-to (AUTH-006). An
 * expired stored user, or a session that went missing while the app was open, is removed and the
 * login screen says the session ended (AUTH-013); a visitor who never signed in sees no error.
 */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { useAuth } from './auth-context';
import { authState, hasExpiredStoredUser, isBusy } from './auth-state';
import { AuthStatus } from './AuthStatus';
import { loginPathFor } from './return-path';
import { isSigningOut, markSessionEnd } from './sign-out-state';

export function RequireAuth() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const state = authState({ ...auth, loggedOut: isSigningOut() });

  const [seenAuthenticated, setSeenAuthenticated] = useState(false);
  if (state === 'authenticated' && !seenAuthenticated) setSeenAuthenticated(true);

  const expiredUser = hasExpiredStoredUser(auth);
  const sessionEnded =
    state !== 'authenticated' && state !== 'logged-out' && !isBusy(state) && (expiredUser || seenAuthenticated);
  const { removeUser } = auth;
  useEffect(() => {
    if (!sessionEnded) return;
    markSessionEnd('session-ended');
    if (expiredUser) void removeUser();
  }, [sessionEnded, expiredUser, removeUser]);

  if (state === 'authenticated') return <Outlet />;
  if (state === 'redirecting') return <AuthStatus message={t('adsmanager.REDIRECTING_TO_LOGIN')} />;
  if (state === 'processing-callback') return <AuthStatus message={t('adsmanager.LOGGING_IN')} />;
  if (state === 'logged-out') return <AuthStatus message={t('adsmanager.LOGGING_OUT')} />;
  return <Navigate to={loginPathFor(location)} replace />;
}
