/**
 * A fake sign-in: a hand-made value of the app's AuthContext (react-oidc-context's shape) whose state
 * tests can change, test users and a fake of the oidc-client-ts events the session watcher listens to.
 */
import { User, type UserManagerEvents, type UserManagerSettings } from 'oidc-client-ts';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState } from 'react-oidc-context';
import { useLocation, useRouteError, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthContext } from '@/auth/auth-context';
import { CallbackPage } from '@/auth/CallbackPage';
import { LoginPage } from '@/auth/LoginPage';
import { RequireAuth } from '@/auth/RequireAuth';
import { useSignOut } from '@/auth/sign-out';
import { CALLBACK_PATH, LOGIN_PATH } from '@/lib/paths';
import { testToken } from '@/mocks/server/testing';
import { TEST_PERSONAS } from './personas';

export interface TestUserOptions {
  email?: string;
  name?: string;
  /** The provider's `sid` claim. */
  sessionId?: string;
  /** Default: the test backend's token of `email`. */
  accessToken?: string;
  /** Seconds until the access token expires (negative: already expired). */
  expiresIn?: number;
  state?: unknown;
  nowMs?: number;
}

/** A user as oidc-client-ts stores it after sign-in. */
export function testUser({
  email = TEST_PERSONAS.viewer.email,
  name = TEST_PERSONAS.viewer.name,
  sessionId,
  accessToken = testToken(email),
  expiresIn = 3600,
  state,
  nowMs = Date.now(),
}: TestUserOptions = {}): User {
  const now = Math.floor(nowMs / 1000);
  return new User({
    access_token: accessToken,
    id_token: `id-token-of:${email}`,
    refresh_token: 'refresh-token',
    token_type: 'Bearer',
    scope: 'openid profile email',
    profile: {
      sub: email,
      email,
      name,
      ...(sessionId === undefined ? {} : { sid: sessionId }),
      iss: 'http://idp.test/idp',
      aud: 'ads-manager-web',
      exp: now + 3600,
      iat: now,
    },
    expires_at: now + expiresIn,
    userState: state,
  });
}

type Handler = (...args: unknown[]) => unknown;

/** The events of UserManagerEvents the app uses, with `raise` to fire them. */
export function fakeEvents() {
  const handlers = new Map<string, Set<Handler>>();
  const add = (name: string) => (handler: Handler) => {
    const set = handlers.get(name) ?? new Set<Handler>();
    handlers.set(name, set);
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  };
  const events = {
    addUserLoaded: add('userLoaded'),
    addUserUnloaded: add('userUnloaded'),
    addAccessTokenExpiring: add('accessTokenExpiring'),
    addAccessTokenExpired: add('accessTokenExpired'),
    addSilentRenewError: add('silentRenewError'),
  };
  return {
    events: events as unknown as UserManagerEvents,
    raise: (name: 'userLoaded' | 'userUnloaded' | 'accessTokenExpiring' | 'accessTokenExpired', ...args: unknown[]) => {
      for (const handler of handlers.get(name) ?? []) handler(...args);
    },
    count: (name: string) => handlers.get(name)?.size ?? 0,
  };
}

export type FakeAuth = ReturnType<typeof createFakeAuth>;

/**
 * A controllable auth context. Its functions are vi.fn()s that move the state the way
 * react-oidc-context does: signinRedirect → redirecting; removeUser → no user; signoutRedirect
 * resolves (the provider was not reached), like the real context on failure.
 */
export function createFakeAuth(initial: Partial<AuthState> = {}, options: { events?: UserManagerEvents } = {}) {
  let state: AuthState = { isLoading: false, isAuthenticated: false, ...initial };
  const listeners = new Set<() => void>();
  const set = (changes: Partial<AuthState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const fake = fakeEvents();
  const { raise, count } = fake;
  const events = options.events ?? fake.events;
  const settings: UserManagerSettings = {
    authority: 'http://idp.test/idp',
    client_id: 'ads-manager-web',
    redirect_uri: 'http://localhost:3000/cognito-callback',
    post_logout_redirect_uri: 'http://localhost:3000/login',
  };
  const functions = {
    signinRedirect: vi.fn((_args?: unknown) => {
      set({ isLoading: true, activeNavigator: 'signinRedirect' });
      return new Promise<void>(() => undefined);
    }),
    signinSilent: vi.fn((_args?: unknown): Promise<User | null> => Promise.resolve(null)),
    signoutRedirect: vi.fn((_args?: unknown) => Promise.resolve()),
    removeUser: vi.fn(() => {
      set({ user: undefined, isAuthenticated: false });
      return Promise.resolve();
    }),
  };
  const unsupported = () => Promise.reject(new Error('not faked'));
  const rest = {
    settings,
    events,
    clearStaleState: () => Promise.resolve(),
    signinPopup: unsupported,
    signinResourceOwnerCredentials: unsupported,
    signoutPopup: () => Promise.resolve(),
    signoutSilent: () => Promise.resolve(),
    querySessionStatus: () => Promise.resolve(null),
    revokeTokens: () => Promise.resolve(),
    startSilentRenew: () => undefined,
    stopSilentRenew: () => undefined,
  };

  function Provider({ children }: { children: ReactNode }) {
    const current = useSyncExternalStore(subscribe, () => state);
    const value = useMemo(() => ({ ...rest, ...functions, ...current }), [current]);
    return <AuthContext value={value}>{children}</AuthContext>;
  }

  return { Provider, set, get: () => state, functions, raise, count, events };
}

/** A signed-in auth state. */
export function signedIn(user: User = testUser()): Partial<AuthState> {
  return { isLoading: false, isAuthenticated: true, user };
}

/** Shows where the router is: the tests read it to see redirects. */
function WhereAmI({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p data-testid="where">
      {label} {location.pathname}
      {location.search}
      {location.hash}
    </p>
  );
}

function ErrorScreen() {
  const error = useRouteError();
  return <p data-testid="route-error">{error instanceof Error ? `${error.name}: ${error.message}` : 'unknown'}</p>;
}

/**
 * The public and guarded routes of the app: /login, the callback, and behind the sign-in guard a
 * page that says "signed-in app at <location>" followed by `signedInChildren`. A route error shows
 * as `data-testid="route-error"`.
 */
export function authRoutes(signedInChildren?: ReactNode): RouteObject[] {
  return [
    {
      errorElement: <ErrorScreen />,
      children: [
        { path: LOGIN_PATH, element: <LoginPage /> },
        { path: CALLBACK_PATH, element: <CallbackPage /> },
        {
          element: <RequireAuth />,
          children: [
            {
              path: '*',
              element: (
                <>
                  <WhereAmI label="signed-in app at" />
                  {signedInChildren}
                </>
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** A Log out button on a test screen: signs out through `useSignOut` as the app's own buttons do. */
export function LogoutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Log out
    </button>
  );
}
