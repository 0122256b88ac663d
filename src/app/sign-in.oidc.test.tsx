/**
 * AuthRoot with a stored user (a signed-in tab loads a page again) or an authorization answer on
 * /cognito-callback: the stored session at once, the real provider (OidcAuthProvider —
 * oidc-client-ts and react-oidc-context for real, reading sessionStorage as in the browser) when
 * the page needs the client.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticFlags } from '@/access/flags';
import { http, resetHttp } from '@/api/http';
import { App } from './App';
import { authRoutes, LogoutButton, testUser } from '@/testing/auth';
import { TEST_CONFIG } from '@/testing/config';
import { ADMIN } from '@/testing/personas';
import { storedUserKey } from '@/auth/oidc-config';

const loaded = vi.hoisted(() => ({ provider: 0 }));
vi.mock('@/auth/OidcAuthProvider', async (importOriginal) => {
  loaded.provider += 1;
  return importOriginal();
});

const START = `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', START);
  vi.unstubAllGlobals();
  resetHttp();
});

function renderApp(path: string, signedInChildren?: ReactNode) {
  const router = createMemoryRouter(authRoutes(signedInChildren), { initialEntries: [path] });
  render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);
  return { router };
}

/** The bearer token of the next call through the one transport. */
async function bearerOfNextCall(): Promise<string | null> {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({ ok: true })));
  vi.stubGlobal('fetch', fetch);
  await http('/api/v1/aura/users/me');
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe(`${TEST_CONFIG.apiBaseUrl}/api/v1/aura/users/me`);
  return new Headers(init?.headers).get('Authorization');
}

describe('sign-in root with the OIDC client', () => {
  it('AUTH-012 a signed-in tab loading a page again is signed in from storage at once, without the OIDC client, and calls carry the stored token', async () => {
    const user = testUser({ email: ADMIN.email, expiresIn: 3600 });
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), user.toStorageString());
    renderApp('/advertiser/1001/campaigns');

    expect(await screen.findByText('signed-in app at /advertiser/1001/campaigns')).toBeInTheDocument();
    expect(await bearerOfNextCall()).toBe(`Bearer ${user.access_token}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.provider).toBe(0);
  });

  it('AUTH-014 the OIDC client loads a minute before the renewal notice, under the same signed-in screen', async () => {
    // 900 s notice + 60 s lead + 1 s: the client is due a second after the page loads.
    const user = testUser({ email: ADMIN.email, expiresIn: 961 });
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), user.toStorageString());
    renderApp('/advertiser/1001/campaigns');
    const screenBefore = await screen.findByText('signed-in app at /advertiser/1001/campaigns');
    expect(loaded.provider).toBe(0);

    await waitFor(
      () => {
        expect(loaded.provider).toBe(1);
      },
      { timeout: 4_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not mounted again: the same element, still signed in, calls still carrying the token.
    expect(screen.getByText('signed-in app at /advertiser/1001/campaigns')).toBe(screenBefore);
    expect(await bearerOfNextCall()).toBe(`Bearer ${user.access_token}`);
  });

  it('AUTH-014 a stored user already within the renewal notice starts with the OIDC client', async () => {
    const user = testUser({ email: ADMIN.email, expiresIn: 600 });
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), user.toStorageString());
    renderApp('/advertiser/1001/campaigns');
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');
    expect(await screen.findByText('signed-in app at /advertiser/1001/campaigns')).toBeInTheDocument();
    expect(loaded.provider).toBe(1);
    expect(await bearerOfNextCall()).toBe(`Bearer ${user.access_token}`);
  });

  it('AUTH-017 logging out of a stored session ends it at the provider with the id token and clears the storage', async () => {
    const ended: { idTokenHint: string | undefined; returnTo: string | undefined }[] = [];
    vi.spyOn(UserManager.prototype, 'signoutRedirect').mockImplementation((args) => {
      ended.push({ idTokenHint: args?.id_token_hint, returnTo: args?.post_logout_redirect_uri });
      return Promise.reject(new Error('The provider cannot be reached'));
    });
    const user = testUser({ email: ADMIN.email, expiresIn: 3600 });
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), user.toStorageString());
    const { router } = renderApp('/advertiser/1001', <LogoutButton />);

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(ended).toEqual([{ idTokenHint: user.id_token, returnTo: `${window.location.origin}/login` }]);
    expect(window.sessionStorage.getItem(storedUserKey(TEST_CONFIG))).toBeNull();
  });

  it('AUTH-013 an expired stored user is removed and the login screen says the session ended', async () => {
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), testUser({ expiresIn: -60 }).toStorageString());
    const { router } = renderApp('/advertiser/1001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => {
      expect(window.sessionStorage.getItem(storedUserKey(TEST_CONFIG))).toBeNull();
    });
  });

  it('AUTH-009 on /cognito-callback the real provider processes the answer; its error goes to the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // An answer whose sign-in state this tab does not have (it was never started here).
    window.history.replaceState(null, '', '/cognito-callback?code=abc&state=unknown');
    renderApp('/cognito-callback?code=abc&state=unknown');
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');
    expect(await screen.findByTestId('route-error')).toHaveTextContent(
      'AuthenticationError: No matching state found in storage',
    );
    expect(loaded.provider).toBe(1);
  });
});
