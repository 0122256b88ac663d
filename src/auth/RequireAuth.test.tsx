import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSessionEnd } from './sign-out-state';
import { authRoutes, createFakeAuth, signedIn, testUser } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('sign-in guard', () => {
  it('AUTH-006 an unauthenticated visitor is sent to /login with the requested location as return-to', async () => {
    const { router } = renderWithProviders(authRoutes(), {
      auth: createFakeAuth(),
      path: '/advertiser/1001/campaigns?page=2#top',
    });
    expect(await screen.findByRole('button', { name: 'Log in with e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/advertiser/1001/campaigns?page=2#top',
    );
    expect(router.state.historyAction).toBe('REPLACE');
    // Never signed in: no error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readSessionEnd()).toBeUndefined();
  });

  it('AUTH-012 a stored unexpired user sees the requested screen', () => {
    renderWithProviders(authRoutes(), { auth: createFakeAuth(signedIn(testUser())), path: '/advertiser/1001/users' });
    expect(screen.getByText('signed-in app at /advertiser/1001/users')).toBeInTheDocument();
  });

  it("AUTH-003 'Logging in...' shows while the stored user loads", () => {
    renderWithProviders(authRoutes(), { auth: createFakeAuth({ isLoading: true }), path: '/advertiser/1001' });
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');
    expect(screen.queryByText(/signed-in app/)).not.toBeInTheDocument();
  });

  it('AUTH-013 an expired stored user is removed from storage and the login screen shows a login error', async () => {
    const auth = createFakeAuth({ isLoading: false, isAuthenticated: false, user: testUser({ expiresIn: -60 }) });
    const { router } = renderWithProviders(authRoutes(), { auth, path: '/advertiser/1001/campaigns' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(auth.functions.removeUser).toHaveBeenCalled();
    expect(auth.get().user).toBeUndefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/advertiser/1001/campaigns');
  });

  it('AUTH-013 a stored user that goes missing while the app is open leads to the login screen with the error', async () => {
    const auth = createFakeAuth(signedIn(testUser()));
    const { router } = renderWithProviders(authRoutes(), { auth, path: '/advertiser/1001' });
    expect(screen.getByText('signed-in app at /advertiser/1001')).toBeInTheDocument();
    act(() => {
      auth.set({ user: undefined, isAuthenticated: false });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
