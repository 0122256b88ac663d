/** AuthRoot when the OIDC client's chunk cannot load (offline, or a deploy replaced it): never a blank page. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticFlags } from '@/access/flags';
import { App } from './App';
import { authRoutes, testUser } from '@/testing/auth';
import { TEST_CONFIG } from '@/testing/config';
import { storedUserKey } from '@/auth/oidc-config';

vi.mock('@/auth/OidcAuthProvider', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('sign-in root when the OIDC client cannot load', () => {
  it('AUTH-005 a stored user due for renewal whose client cannot load is sent to the login screen, which says why and offers sign-in', async () => {
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), testUser({ expiresIn: 600 }).toStorageString());
    const router = createMemoryRouter(authRoutes(), { initialEntries: ['/advertiser/1001'] });
    render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signing in did not work: .+/);
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/advertiser/1001');
    expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeEnabled();
  });

  it('AUTH-012 a stored user far from renewal stays signed in while the client cannot load', async () => {
    window.sessionStorage.setItem(storedUserKey(TEST_CONFIG), testUser({ expiresIn: 3600 }).toStorageString());
    const router = createMemoryRouter(authRoutes(), { initialEntries: ['/advertiser/1001'] });
    render(<App config={TEST_CONFIG} flags={staticFlags()} router={router} />);

    expect(await screen.findByText('signed-in app at /advertiser/1001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
