/**
 * The authentication state of part 1 §4.1, derived from react-oidc-context's state (AUTH-011).
 * Pure: the screens (login, callback, sign-in guard) decide what to show from its answer.
 */
import type { AuthState as OidcAuthState } from 'react-oidc-context';

export const AUTH_STATES = [
  'unauthenticated',
  'redirecting',
  'processing-callback',
  'authenticated',
  'error',
  'logged-out',
] as const;
export type AuthStateName = (typeof AUTH_STATES)[number];

/** What authState reads: the fields of `useAuth()` plus whether a sign-out is under way or done. */
export interface AuthStateInput {
  isLoading: boolean;
  isAuthenticated: boolean;
  activeNavigator?: OidcAuthState['activeNavigator'];
  error?: unknown;
  user?: unknown;
  /** True while this tab signs out, or when it has just signed out (src/auth/sign-out-state.ts). */
  loggedOut?: boolean;
}

const SIGN_OUT_NAVIGATORS: ReadonlySet<string> = new Set(['signoutRedirect', 'signoutPopup', 'signoutSilent']);

/**
 * - a silent renewal keeps a valid user authenticated (it must not unmount the signed-in app);
 * - 'processing-callback' covers the provider's start-up work: reading the callback answer or the
 *   stored user (react-oidc-context reports both as isLoading);
 * - a successful callback or a stored unexpired user is authenticated (AUTH-012); an expired
 *   stored user is not (see {@link hasExpiredStoredUser}).
 */
export function authState(input: AuthStateInput): AuthStateName {
  const { activeNavigator } = input;
  // isAuthenticated is react-oidc-context's verdict when the user was loaded (token unexpired then).
  // The clock is deliberately not read again here: a token that runs out while the app is open is
  // renewed (or the session ends) by the SessionWatcher, without unmounting the screen meanwhile.
  const hasValidUser = input.isAuthenticated && input.user != null;
  if (activeNavigator !== undefined && SIGN_OUT_NAVIGATORS.has(activeNavigator)) return 'logged-out';
  if (input.loggedOut === true && !hasValidUser) return 'logged-out';
  if (activeNavigator === 'signinRedirect') return 'redirecting';
  if (activeNavigator === 'signinSilent' && hasValidUser) return 'authenticated';
  if (input.isLoading) return 'processing-callback';
  if (hasValidUser) return 'authenticated';
  if (input.error != null) return 'error';
  return 'unauthenticated';
}

/** AUTH-013: a user was loaded from storage but its access token has expired. */
export function hasExpiredStoredUser(input: AuthStateInput): boolean {
  return !input.isLoading && !input.isAuthenticated && input.user != null;
}

/** True while the provider is busy on the user's behalf ('Logging in...' / 'Redirecting to login...'). */
export function isBusy(state: AuthStateName): boolean {
  return state === 'redirecting' || state === 'processing-callback';
}
