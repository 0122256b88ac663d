import { act, screen, waitFor } from '@testing-library/react';
import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSigninCallback } from './CallbackPage';
import { markSessionEnd, SESSION_END_KEY } from './sign-out-state';
import { authRoutes, createFakeAuth, signedIn, testUser } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('callback screen', () => {
  it("AUTH-008 shows 'Logging in...' while the answer is processed, then goes to the return location of the login state", async () => {
    const auth = createFakeAuth({ isLoading: true });
    const { router } = renderWithProviders(authRoutes(), { auth, path: '/cognito-callback?code=abc&state=xyz' });
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');

    act(() => {
      auth.set(signedIn(testUser({ state: { returnTo: '/advertiser/1001/campaigns?page=2' } })));
    });
    expect(await screen.findByText('signed-in app at /advertiser/1001/campaigns?page=2')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('AUTH-007 without a saved return location the user goes to /, replacing the callback entry', async () => {
    const auth = createFakeAuth(signedIn(testUser()));
    const { router } = renderWithProviders(authRoutes(), { auth, path: '/cognito-callback?code=abc&state=xyz' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('AUTH-008 a return location that would leave the app is replaced by /', async () => {
    const auth = createFakeAuth(signedIn(testUser({ state: { returnTo: '//evil.example/phish' } })));
    const { router } = renderWithProviders(authRoutes(), { auth, path: '/cognito-callback?code=abc&state=xyz' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('AUTH-009 an authentication error on the callback is raised to the route error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inner = new ErrorResponse({ error: 'invalid_grant', error_description: 'Authorization code expired' });
    const auth = createFakeAuth({
      error: { name: inner.name, message: inner.message, innerError: inner, source: 'signinCallback' },
    });
    renderWithProviders(authRoutes(), { auth, path: '/cognito-callback?code=abc&state=xyz' });
    expect(await screen.findByTestId('route-error')).toHaveTextContent(
      'AuthenticationError: Authorization code expired',
    );
  });

  it('AUTH-008 the callback handler drops code and state from the address but keeps the route and history state', () => {
    window.history.replaceState({ idx: 3, key: 'k' }, '', '/cognito-callback?code=abc&state=xyz&session_state=s#h');
    markSessionEnd('session-expired');
    onSigninCallback(testUser());
    expect(window.location.pathname).toBe('/cognito-callback');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#h');
    expect(window.history.state).toEqual({ idx: 3, key: 'k' });
    expect(window.sessionStorage.getItem(SESSION_END_KEY)).toBeNull();
  });
});
