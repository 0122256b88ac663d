/**
 * The sign-in provider at the root of the app, light on purpose: the OIDC client (oidc-client-ts and
 * react-oidc-context) loads only when the page needs it. Decided once per page load:
 * - the address carries an authorization answer (/cognito-callback), or this tab keeps a user that
 *   is expired, unreadable or due for renewal: the real provider (OidcAuthProvider.tsx), loaded
 *   lazily, with 'Logging in...' meanwhile;
 * - this tab keeps a valid user (a signed-in tab reloads a page): that user at once, without the
 *   client until its renewal comes near (StoredSessionAuth.tsx, loaded lazily);
 * - otherwise nobody is signed in and nothing is to be processed: a signed-out value without the
 *   client. Its sign-in loads the client when the button is pressed; a failure there shows on
 *   /login like the real provider's (AUTH-005).
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { SigninRedirectArgs, UserManagerEvents } from 'oidc-client-ts';
import type { ErrorContext } from 'react-oidc-context';
import { useConfig } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/runtime-config';
import { useTranslation } from '@/i18n/react';
import { AuthContext, type AuthContextProps } from './auth-context';
import { AuthStatus } from './AuthStatus';
import {
  CALLBACK_PATH,
  hasAuthParams,
  hasStoredUser,
  needsRenewal,
  notOffered,
  oidcClientSettings,
  readStoredSession,
  removeStoredUser,
  type StoredSession,
} from './oidc-config';

/** How this page load starts signed-in state (see the top of this file). */
export type AuthStart =
  { kind: 'signed-out' } | { kind: 'client' } | { kind: 'stored-session'; session: StoredSession };

export function authStart(
  config: RuntimeConfig,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  storage?: Pick<Storage, 'getItem'>,
  nowMs = Date.now(),
): AuthStart {
  if (location.pathname === CALLBACK_PATH || hasAuthParams(location)) return { kind: 'client' };
  if (!hasStoredUser(config, storage)) return { kind: 'signed-out' };
  const session = readStoredSession(config, storage);
  // An expired user is the client's to clear (AUTH-013), one due for renewal its to renew (AUTH-014).
  return session && !needsRenewal(session, nowMs) ? { kind: 'stored-session', session } : { kind: 'client' };
}

/** A provider chunk that did not load (offline, a deploy replaced it): signed out, with the reason shown. */
const signedOutOnLoadFailure = (error: unknown) => ({
  default: ({ children }: { children: ReactNode }) => (
    <SignedOutAuth startupError={errorContext(error, 'signinCallback')}>{children}</SignedOutAuth>
  ),
});

const OidcAuthProvider = lazy(() =>
  import('./OidcAuthProvider').then((module) => ({ default: module.OidcAuthProvider }), signedOutOnLoadFailure),
);
const StoredSessionAuth = lazy(() =>
  import('./StoredSessionAuth').then((module) => ({ default: module.StoredSessionAuth }), signedOutOnLoadFailure),
);

export function AuthRoot({ children }: { children: ReactNode }) {
  const config = useConfig();
  const { t } = useTranslation();
  const [start] = useState(() => authStart(config));
  if (start.kind === 'signed-out') return <SignedOutAuth>{children}</SignedOutAuth>;
  return (
    <Suspense fallback={<AuthStatus message={t('adsmanager.LOGGING_IN')} />}>
      {start.kind === 'client' ? (
        <OidcAuthProvider>{children}</OidcAuthProvider>
      ) : (
        <StoredSessionAuth session={start.session}>{children}</StoredSessionAuth>
      )}
    </Suspense>
  );
}

/** An error as react-oidc-context reports it in `auth.error` (what login-errors.ts reads). */
function errorContext(
  error: unknown,
  source: 'signinCallback' | 'signinRedirect',
  args?: SigninRedirectArgs,
): ErrorContext {
  const text = (field: string) => {
    const value = typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const base = Object.assign(new Error(text('message') ?? 'Sign-in failed'), {
    name: text('name') ?? 'Error',
    innerError: error,
  });
  return source === 'signinRedirect' ? Object.assign(base, { source, args }) : Object.assign(base, { source });
}

const NO_CLIENT = 'needs a signed-in user; this page has no OIDC client';

/** Nothing subscribes to the client's events without a signed-in user (the SessionWatcher runs behind the guard). */
const NO_EVENTS = new Proxy<object>(
  {},
  {
    get: (_target, name) =>
      typeof name === 'string' && /^(add|remove)[A-Z]/.test(name)
        ? () => {
            throw new Error(`events.${name} ${NO_CLIENT}`);
          }
        : undefined,
  },
) as UserManagerEvents;

type SignedOutState = Pick<AuthContextProps, 'isLoading' | 'activeNavigator' | 'error'>;

/** The signed-out sign-in value: react-oidc-context's shape, without its client until sign-in starts. */
function SignedOutAuth({ children, startupError }: { children: ReactNode; startupError?: ErrorContext }) {
  const config = useConfig();
  const [state, setState] = useState<SignedOutState>({ isLoading: false, error: startupError });
  const value = useMemo(
    (): AuthContextProps => ({
      ...state,
      isAuthenticated: false,
      user: null,
      settings: oidcClientSettings(config),
      events: NO_EVENTS,
      // Like react-oidc-context's: 'redirecting' until the browser leaves; a failure becomes `error`.
      signinRedirect: async (args) => {
        setState((current) => ({ ...current, isLoading: true, activeNavigator: 'signinRedirect' }));
        try {
          const { createUserManager } = await import('./oidc-settings');
          await createUserManager(config).signinRedirect(args);
        } catch (error) {
          setState((current) => ({ ...current, error: errorContext(error, 'signinRedirect', args) }));
        } finally {
          // Reached on failure, or when the browser comes back to this page (back button).
          setState((current) => ({ ...current, isLoading: false, activeNavigator: undefined }));
        }
      },
      removeUser: () => {
        removeStoredUser(config);
        return Promise.resolve();
      },
      // No session at the provider to end: signOut() then goes to /login itself.
      signoutRedirect: () => Promise.resolve(),
      signinSilent: () => Promise.reject(new Error(`signinSilent ${NO_CLIENT}`)),
      ...notOffered(NO_CLIENT),
    }),
    [config, state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
