/**
 * AuthRoot with the real provider: a stored user (a signed-in tab reloads a page) or an
 * authorization answer on /cognito-callback loads OidcAuthProvider — oidc-client-ts and
 * react-oidc-context for real, reading sessionStorage as in the browser.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticFlags } from '@/access';
import { http, resetHttp } from '@/api/http';
import { App } from './App';
import { authRoutes, testUser } from '@/testing/auth';
import { TEST_CONFIG } from '@/testing/config';
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

function renderApp(path: string) {
  const router = createMemoryRouter(authRoutes(), { initialEntries: [path] });
  render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);
  return { router };
}

describe('sign-in root with the OIDC client', () => {
  it('AUTH-012 a signed-in tab reloading a page stays signed in, and requests carry the stored access token', async () => {
    const user = testUser({ email: 'ada.admin@cardlinked.example' });
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), user.toStorageString());
    renderApp('/advertiser/1001/campaigns');

    // The provider loads lazily: 'Logging in...' meanwhile, as while the stored user is read.
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');
    expect(await screen.findByText('signed-in app at /advertiser/1001/campaigns')).toBeInTheDocument();
    expect(loaded.provider).toBe(1);

    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({ ok: true })));
    vi.stubGlobal('fetch', fetch);
    await http('/api/v1/aura/users/me');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${TEST_CONFIG.apiBaseUrl}/api/v1/aura/users/me`);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${user.access_token}`);
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
