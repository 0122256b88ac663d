/**
 * AuthRoot without a stored user: the signed-out value, no OIDC client until sign-in starts. The
 * real provider's module (react-oidc-context) must never load in this file; the stored-user and
 * callback cases are in AuthRoot.oidc.test.tsx.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorResponse, UserManager, type SigninRedirectArgs } from 'oidc-client-ts';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticFlags } from '@/access/flags';
import { App } from './App';
import { authRoutes, LogoutButton, testUser } from '@/testing/auth';
import { TEST_CONFIG } from '@/testing/config';
import { authStart } from '@/auth/AuthRoot';
import { storedUserKey } from '@/auth/oidc-config';
import { SESSION_END_KEY } from '@/auth/sign-out-state';

const loaded = vi.hoisted(() => ({ provider: 0 }));
vi.mock('@/auth/OidcAuthProvider', async (importOriginal) => {
  loaded.provider += 1;
  return importOriginal();
});

afterEach(() => {
  window.sessionStorage.clear();
});

/** The app as main.tsx starts it (config, translations, flags, AuthRoot), over the auth test routes. */
function renderApp(path: string, routes: RouteObject[] = authRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);
  return { ...view, router, user };
}

/** Records the sign-in redirects of the lazily created UserManager, which never leave the page here. */
function spyOnRedirect(outcome: () => Promise<void> = () => new Promise<void>(() => undefined)) {
  const calls: { authority: string; clientId: string; args: SigninRedirectArgs | undefined }[] = [];
  vi.spyOn(UserManager.prototype, 'signinRedirect').mockImplementation(function (this: UserManager, args) {
    calls.push({ authority: this.settings.authority, clientId: this.settings.client_id, args });
    return outcome();
  });
  return calls;
}

describe('sign-in root without a stored user', () => {
  it('AUTH-012 the OIDC client is needed on the callback path, with an authorization answer, or for a stored user it must clear or renew', () => {
    const none = { getItem: () => null };
    const storing = (value: string) => ({
      getItem: (key: string) => (key === storedUserKey(TEST_CONFIG) ? value : null),
    });
    const valid = storing(testUser({ expiresIn: 3600 }).toStorageString());
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    const start = (location: ReturnType<typeof at>, storage: Pick<Storage, 'getItem'>) =>
      authStart(TEST_CONFIG, location, storage).kind;
    expect(start(at('/login'), none)).toBe('signed-out');
    expect(start(at('/advertiser/1001', '?code=abc'), none)).toBe('signed-out');
    expect(start(at('/cognito-callback'), none)).toBe('client');
    expect(start(at('/', '?code=abc&state=xyz'), none)).toBe('client');
    expect(start(at('/', '', '#error=access_denied&state=xyz'), none)).toBe('client');
    // A valid stored user is signed in from storage; the client comes later.
    expect(start(at('/login'), valid)).toBe('stored-session');
    // Expired (AUTH-013), due for renewal within 900 s (AUTH-014), or unreadable: the client decides.
    expect(start(at('/login'), storing(testUser({ expiresIn: -60 }).toStorageString()))).toBe('client');
    expect(start(at('/login'), storing(testUser({ expiresIn: 899 }).toStorageString()))).toBe('client');
    expect(start(at('/login'), storing('{}'))).toBe('client');
    expect(
      start(at('/login'), {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    ).toBe('signed-out');
  });

  it('AUTH-001 the login screen shows at once, and the OIDC client is never requested', async () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Ads Manager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.provider).toBe(0);
  });

  it('AUTH-006 a visitor of a guarded route goes to /login with the return-to, without the OIDC client', async () => {
    const { router } = renderApp('/advertiser/1001/campaigns?page=2');
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/advertiser/1001/campaigns?page=2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loaded.provider).toBe(0);
  });

  it("AUTH-003 signing in shows 'Redirecting to login...' and redirects through the lazily created client with return-to and the SSO provider", async () => {
    const calls = spyOnRedirect();
    const { user } = renderApp('/login?returnTo=%2Fadvertiser%2F1001%2Fusers');

    await user.click(screen.getByRole('button', { name: 'Log in with single sign-on' }));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login...');
    expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log in with single sign-on' })).toBeDisabled();
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]).toEqual({
      authority: 'http://idp.test/idp',
      clientId: 'ads-manager-web',
      args: { state: { returnTo: '/advertiser/1001/users' }, extraQueryParams: { identity_provider: 'CorporateSSO' } },
    });
    // Still redirecting while the browser leaves; the real provider's module was not needed.
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login...');
    expect(loaded.provider).toBe(0);
  });

  it('AUTH-002 the e-mail button redirects without the identity-provider hint', async () => {
    const calls = spyOnRedirect();
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]?.args).toEqual({ state: { returnTo: '/' } });
  });

  it('AUTH-005 a failing redirect shows the login error and the buttons again; a suppressed one shows nothing', async () => {
    let failure: Error = new ErrorResponse({ error: 'server_error', error_description: 'The provider is down' });
    spyOnRedirect(() => Promise.reject(failure));
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in did not work: The provider is down');
    expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    failure = new ErrorResponse({ error: 'access_denied', error_description: 'User cancelled' });
    await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeEnabled();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('AUTH-017 logging out without the OIDC client clears the session storage and lands on /login', async () => {
    const { router, user } = renderApp('/forbidden', [
      ...authRoutes(),
      { path: '/forbidden', element: <LogoutButton /> },
    ]);
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), testUser().toStorageString());
    window.sessionStorage.setItem('adsmanager:whatever', '1');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(storedUserKey(TEST_CONFIG))).toBeNull();
    expect(window.sessionStorage.getItem('adsmanager:whatever')).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_END_KEY)).toBeNull();
    expect(loaded.provider).toBe(0);
  });
});
