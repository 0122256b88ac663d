/**
 * The sign-in surface other folders use. Light on purpose: it is part of the first page, so it
 * loads neither the OIDC client (AuthRoot.tsx loads it when a page needs it) nor the http transport
 * (the SessionWatcher comes from '@/auth/SessionWatcher', inside the signed-in app). The screens
 * load lazily from the route table ('@/auth/LoginPage', '@/auth/CallbackPage', '@/auth/RequireAuth').
 */
export { useAuth, type AuthContextProps } from './auth-context';
export { AUTH_STATES, authState, hasExpiredStoredUser, type AuthStateInput, type AuthStateName } from './auth-state';
export {
  AuthenticationError,
  authErrorCode,
  isSuppressedAuthError,
  SUPPRESSED_AUTH_ERROR_CODES,
  SUPPRESSED_AUTH_ERROR_MESSAGES,
} from './login-errors';
export { CALLBACK_PATH, LOGIN_PATH, RENEWAL_NOTICE_SECONDS, SCOPE } from './oidc-config';
export { loginPathFor, returnPathFromState, safeReturnPath } from './return-path';
export { SESSION_EXPIRED_LOGOUT_MS } from './session-expiry';
export { useSessionUser, type SessionUser } from './session-user';
export { useSignOut, type SignOut, type SignOutReason } from './sign-out';
