import type { User } from 'oidc-client-ts';
import { clearSessionEnd } from './sign-out-state';

/** OIDC answer parameters removed from the address once the callback is processed. */
const CALLBACK_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/**
 * For AuthProvider's `onSigninCallback`: drops the code and state from the address bar without
 * leaving the callback route (whose screen then navigates to the return-to location), and keeps
 * the router's history entry state.
 */
export function onSigninCallback(_user?: User): void {
  clearSessionEnd();
  const url = new URL(window.location.href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
