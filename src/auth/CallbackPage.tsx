/**
 * /cognito-callback (part 1 §2.1, §2.2): the provider sends the browser back here; while the
 * answer is processed 'Logging in...' shows, then the user goes to the saved return-to location,
 * replacing history (AUTH-007, AUTH-008). Any authentication error goes to the route error screen
 * (AUTH-009).
 */
import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { LOGIN_PATH } from '@/lib/paths';
import { useAuth } from './auth-context';
import { authState } from './auth-state';
import { AuthStatus } from './AuthStatus';
import { AuthenticationError } from './login-errors';
import { returnPathFromState } from './return-path';

export { onSigninCallback } from './signin-callback';

export function CallbackPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const state = authState(auth);

  if (state === 'error') throw new AuthenticationError(auth.error);
  if (state === 'authenticated') return <Navigate to={returnPathFromState(auth.user?.state)} replace />;
  // Opened without an answer to process (a bookmark, the back button): start over.
  if (state === 'unauthenticated' || state === 'logged-out') return <Navigate to={LOGIN_PATH} replace />;
  return <AuthStatus message={t('adsmanager.LOGGING_IN')} />;
}
