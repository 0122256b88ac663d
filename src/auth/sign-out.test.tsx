import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';
import { isSigningOut, readSessionEnd, setSigningOut } from './sign-out-state';
import { authRoutes, createFakeAuth, LogoutButton, signedIn, testUser } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  setSigningOut(false);
  window.sessionStorage.clear();
});

describe('sign-out', () => {
  it('AUTH-017 the logout button ends the session at the provider, whose logout page returns to /login', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(signedIn(testUser()));
    // The real provider redirect leaves the page: the promise never settles.
    auth.functions.signoutRedirect.mockImplementation(() => new Promise<void>(() => undefined));
    renderWithProviders(authRoutes(<LogoutButton />), { auth, path: '/advertiser/1001' });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => {
      expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    });
    expect(auth.functions.removeUser).toHaveBeenCalledTimes(1);
    expect(auth.functions.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token-of:vera.viewer@acme-outfitters.example',
      post_logout_redirect_uri: 'http://localhost:3000/login',
    });
    // While the browser leaves, the guard shows 'Logging out...' rather than the screens of a gone user.
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
    expect(readSessionEnd()).toBe('user');
  });

  it('AUTH-017 when the provider cannot be reached the app goes to /login itself, with no error shown', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth(signedIn(testUser()));
    const { router } = renderWithProviders(authRoutes(<LogoutButton />), { auth, path: '/advertiser/1001' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(isSigningOut()).toBe(false);
  });

  it('AUTH-017 only one sign-out runs at a time, and a failing step still lands on /login', async () => {
    const auth = createFakeAuth(signedIn(testUser()));
    auth.functions.removeUser.mockImplementation(() => Promise.reject(new Error('storage broken')));
    const goToLogin = vi.fn();
    const clearUserStorage = vi.fn(() => Promise.resolve());
    const options = {
      auth: {
        ...auth.functions,
        settings: { authority: 'x', client_id: 'y', redirect_uri: 'z' },
        user: auth.get().user,
      },
      environment: 'mock',
      goToLogin,
      clearUserStorage,
      origin: 'https://ads.example',
    };
    await Promise.all([signOut({ ...options, reason: 'renewal-failed' }), signOut({ ...options, reason: 'user' })]);
    expect(auth.functions.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token-of:vera.viewer@acme-outfitters.example',
      post_logout_redirect_uri: 'https://ads.example/login',
    });
    expect(auth.functions.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(clearUserStorage).toHaveBeenCalledWith('mock', 'vera.viewer@acme-outfitters.example');
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(readSessionEnd()).toBe('renewal-failed');
  });
});
