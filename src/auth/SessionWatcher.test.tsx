import { act, fireEvent, screen } from '@testing-library/react';
import { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http, resetHttp } from '@/api/http';
import { storagePrefix } from '@/lib/storage';
import { userManagerSettings } from './oidc-settings';
import { SESSION_EXPIRED_LOGOUT_MS } from './session-expiry';
import { SessionWatcher } from './SessionWatcher';
import { setSigningOut } from './sign-out-state';
import { authRoutes, createFakeAuth, signedIn, testUser } from '@/testing/auth';
import { TEST_CONFIG } from '@/testing/config';
import { TEST_PERSONAS } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { DraftForm } from '@/testing/draft-form';

const EMAIL = TEST_PERSONAS.viewer.email;
const WARNING = 'Your session has expired. You will be logged out.';
const INPUT_KEPT = 'Your unsaved changes are kept on this device. Log in again and open the same form to restore them.';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetHttp();
  setSigningOut(false);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderSignedIn(options: { withRealEvents?: boolean; form?: boolean } = {}) {
  const user = testUser({ email: EMAIL });
  const events = options.withRealEvents
    ? new UserManager(userManagerSettings(TEST_CONFIG, 'http://localhost:3000')).events
    : undefined;
  const auth = createFakeAuth(signedIn(user), events ? { events } : {});
  // The warning toast shows in the app's toaster, which renderWithProviders renders.
  const form = options.form ? <DraftForm send={() => Promise.resolve({})} /> : null;
  const view = renderWithProviders(
    authRoutes(
      <>
        <SessionWatcher />
        {form}
      </>,
    ),
    { auth, path: '/advertiser/1001/campaigns' },
  );
  return { ...view, auth, user, events };
}

const answer401 = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ title: 'Unauthorized', status: 401 }), {
          status: 401,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
      ),
    ),
  );

/** A call answers 401; the warning shows. */
async function warnAfter401() {
  answer401();
  await act(async () => {
    await http('/api/v7/campaign-build-api/accounts/1001/campaigns').catch(() => undefined);
  });
  await act(() =>
    vi.waitFor(() => {
      expect(screen.getByText(WARNING)).toBeInTheDocument();
    }),
  );
}

describe('session watcher', () => {
  it('AUTH-016 a 401 from any call shows one session-expired warning and logs out 4 s later, not before', async () => {
    const { auth, router, user } = renderSignedIn();
    configureHttp({ baseUrl: 'http://api.test' });
    answer401();

    await act(async () => {
      await Promise.allSettled([
        http('/api/v1/aura/users/vera/accounts'),
        http('/api/v7/campaign-build-api/accounts/1001/campaigns'),
        http('/api/v1/reports-api/accounts/1001/scheduled-reports'),
      ]);
    });
    await act(() =>
      vi.waitFor(() => {
        expect(screen.getAllByText(WARNING)).toHaveLength(1);
      }),
    );

    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_LOGOUT_MS - 100));
    expect(auth.functions.signoutRedirect).not.toHaveBeenCalled();
    expect(screen.getByText('signed-in app at /advertiser/1001/campaigns')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => {
      expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    });
    expect(auth.functions.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: user.id_token,
      post_logout_redirect_uri: 'http://localhost:3000/login',
    });
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    await vi.waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    });
  });

  it("AUTH-016 the per-account current user's 401 (no permissions there) is not a session expiry", async () => {
    const { auth } = renderSignedIn();
    configureHttp({ baseUrl: 'http://api.test' });
    answer401();
    await act(async () => {
      await http('/api/v1/aura/accounts/1001/users/me').catch(() => undefined);
      await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_LOGOUT_MS + 100);
    });
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(auth.functions.signoutRedirect).not.toHaveBeenCalled();
  });

  it('AUTH-014 the renewal starts 900 s before the access token expires; when it fails the user is signed out', async () => {
    const { auth, router, events, user } = renderSignedIn({ withRealEvents: true });
    // The provider's events start their timers when a user is loaded (token valid for 3600 s).
    await act(() => events?.load(user, false) ?? Promise.resolve());

    await act(() => vi.advanceTimersByTimeAsync((3600 - 900 - 10) * 1000));
    expect(auth.functions.signinSilent).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(20 * 1000));
    expect(auth.functions.signinSilent).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    });
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    await vi.waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    });
  });

  it('AUTH-014 a successful renewal keeps the user signed in on the same screen', async () => {
    const { auth, events, user } = renderSignedIn({ withRealEvents: true });
    auth.functions.signinSilent.mockImplementation(async () => {
      const renewed = testUser({ email: EMAIL, expiresIn: 3600, nowMs: Date.now() });
      await events?.load(renewed);
      return renewed;
    });
    await act(() => events?.load(user, false) ?? Promise.resolve());
    await act(() => vi.advanceTimersByTimeAsync((3600 - 900 + 10) * 1000));
    expect(auth.functions.signinSilent).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000));
    expect(auth.functions.signoutRedirect).not.toHaveBeenCalled();
    expect(screen.getByText('signed-in app at /advertiser/1001/campaigns')).toBeInTheDocument();
  });

  it('AUTH-015 ACCESS-039 when enable-maintenance-mode goes on, the signed-in user is logged out to the login screen', async () => {
    const { auth, router, flags } = renderSignedIn();
    expect(auth.functions.signoutRedirect).not.toHaveBeenCalled();
    await act(async () => {
      flags.set('enable-maintenance-mode', true);
      await vi.waitFor(() => {
        expect(router.state.location.pathname).toBe('/login');
      });
    });
    expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('AUTH-017 logging out clears the oidc user, other session keys and the user’s versioned local storage', async () => {
    const prefix = storagePrefix('mock', EMAIL);
    window.localStorage.setItem(`${prefix}recent-accounts`, JSON.stringify({ version: 6, value: [] }));
    window.localStorage.setItem('adsmanager:mock:someone.else@x.example:recent-accounts', '{}');
    window.sessionStorage.setItem('oidc.user:http://idp.test/idp:ads-manager-web', '{}');
    window.sessionStorage.setItem('adsmanager:whatever', '1');
    const { auth, router } = renderSignedIn();
    act(() => {
      configureHttp({ baseUrl: 'http://api.test' });
    });
    answer401();
    await act(async () => {
      await http('/api/v1/x').catch(() => undefined);
      await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_LOGOUT_MS);
    });
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(auth.functions.removeUser).toHaveBeenCalled();
    expect(window.localStorage.getItem(`${prefix}recent-accounts`)).toBeNull();
    expect(window.localStorage.getItem('adsmanager:mock:someone.else@x.example:recent-accounts')).toBe('{}');
    expect(window.sessionStorage.getItem('oidc.user:http://idp.test/idp:ads-manager-web')).toBeNull();
    expect(window.sessionStorage.getItem('adsmanager:whatever')).toBeNull();
  });

  it('NS-90 a 401 while a form holds unsaved input: the warning says it is kept, and the forced sign-out keeps it', async () => {
    const { router } = renderSignedIn({ form: true });
    configureHttp({ baseUrl: 'http://api.test' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    // Typed, and the 401 comes before the draft's usual pause (400 ms) is over.
    act(() => {
      fireEvent.change(name, { target: { value: 'Typed before the 401' } });
    });
    await warnAfter401();
    expect(screen.getByText(INPUT_KEPT)).toBeInTheDocument();
    const draftKey = `${storagePrefix('mock', EMAIL)}draft:test:1001:42`;
    expect(window.localStorage.getItem(draftKey)).toContain('Typed before the 401');

    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_LOGOUT_MS));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(window.localStorage.getItem(draftKey)).toContain('Typed before the 401');
  });

  it('NS-90 a 401 with no unsaved input shows the warning alone', async () => {
    renderSignedIn({ form: true });
    configureHttp({ baseUrl: 'http://api.test' });
    await warnAfter401();
    expect(screen.queryByText(INPUT_KEPT)).not.toBeInTheDocument();
  });
});
