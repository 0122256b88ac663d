/**
 * Logging out (AUTH-017): every way out — the logout button, a 401, a failed renewal, maintenance
 * mode — clears what the app stored for the user and ends the session at the provider, whose
 * logout page sends the browser back to /login. When the provider cannot be reached the app goes
 * to /login itself. A forced sign-out keeps the user's unsaved form input (NS-90), so the forms
 * offer it back after signing in again; the deliberate one (the logout button) removes it too.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useConfig } from '@/config/config-context';
import { LOGIN_PATH } from '@/lib/paths';
import { setKeepingInput } from '@/lib/unsaved-input';
import { useAuth, type AuthContextProps } from './auth-context';
import { isSigningOut, markSessionEnd, setSigningOut, type SignOutReason } from './sign-out-state';

export type { SignOutReason } from './sign-out-state';
export type SignOut = (reason?: SignOutReason) => Promise<void>;

export interface SignOutOptions {
  auth: Pick<AuthContextProps, 'user' | 'settings' | 'removeUser' | 'signoutRedirect'>;
  environment: string;
  reason: SignOutReason;
  /** In-app navigation to /login, used when the provider's logout page cannot be reached. */
  goToLogin: () => void | Promise<void>;
  /** Removes the user's versioned local storage (src/lib/storage), with the drafts unless `keepDrafts`. */
  clearUserStorage?: (environment: string, userEmail: string, keepDrafts: boolean) => Promise<void>;
  origin?: string;
}

/** The versioned storage module (zod included) loads only when someone signs out. */
async function clearVersionedStorage(environment: string, userEmail: string, keepDrafts: boolean): Promise<void> {
  const { createStorage, isDraftKey } = await import('@/lib/storage');
  createStorage({ environment, userEmail }).clearUser(keepDrafts ? isDraftKey : undefined);
}

/** Everything this app keeps in sessionStorage: the oidc user, sign-in states, app keys. */
function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored there either.
  }
}

/** One sign-out at a time; a second call while one runs does nothing. */
export async function signOut({
  auth,
  environment,
  reason,
  goToLogin,
  clearUserStorage = clearVersionedStorage,
  origin = window.location.origin,
}: SignOutOptions): Promise<void> {
  if (isSigningOut()) return;
  setSigningOut(true);
  // NS-90: a form closing during a deliberate sign-out must not write its input back.
  if (reason === 'user') setKeepingInput(false);
  const user = auth.user;
  try {
    clearSessionStorage();
    markSessionEnd(reason);
    const email = user?.profile.email;
    // NS-90: only the logout button is deliberate; a forced sign-out keeps the unsaved input.
    if (email) await clearUserStorage(environment, email, reason !== 'user').catch(() => undefined);
    await auth.removeUser().catch(() => undefined);
    // On success the browser leaves for the provider and this promise does not settle; the
    // context's signoutRedirect resolves (it does not throw) when the provider could not be reached.
    await auth.signoutRedirect({
      id_token_hint: user?.id_token,
      post_logout_redirect_uri: auth.settings.post_logout_redirect_uri ?? `${origin}${LOGIN_PATH}`,
    });
  } catch {
    // Fall through to /login: a logout never strands the user.
  }
  try {
    await goToLogin();
  } finally {
    // Only now: until /login shows, the sign-in guard must not mistake this for a lost session.
    setSigningOut(false);
    setKeepingInput(true);
  }
}

/** `signOut(reason?)` for screens: the logout button, the 403 screen, the account popup, the session watcher. */
export function useSignOut(): SignOut {
  const auth = useAuth();
  const { environment } = useConfig();
  const navigate = useNavigate();
  const latest = useRef(auth);
  useEffect(() => {
    latest.current = auth;
  });
  return useCallback(
    (reason: SignOutReason = 'user') =>
      signOut({
        auth: latest.current,
        environment,
        reason,
        goToLogin: () => navigate(LOGIN_PATH, { replace: true }),
      }),
    [environment, navigate],
  );
}
