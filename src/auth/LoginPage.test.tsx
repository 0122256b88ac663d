import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { markSessionEnd, SESSION_END_KEY } from './sign-out-state';
import { authRoutes, createFakeAuth, signedIn, testUser } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  window.sessionStorage.clear();
});

const oidcError = (inner: Error, source = 'signinCallback') => ({
  name: inner.name,
  message: inner.message,
  innerError: inner,
  source,
});

describe('login screen', () => {
  it("AUTH-001 shows the title 'Ads Manager', the welcome line, a Beta marker and the build number v12.4.67", () => {
    renderWithProviders(authRoutes(), { auth: createFakeAuth(), path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ads Manager' })).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByText('v12.4.67')).toBeInTheDocument();
  });

  it('AUTH-002 has two buttons: e-mail login, and single sign-on with the corporate identity provider', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth();
    renderWithProviders(authRoutes(), { auth, path: '/login?returnTo=%2Fadvertiser%2F1001%2Fusers' });

    await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    expect(auth.functions.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/advertiser/1001/users' } });

    act(() => {
      auth.set({ isLoading: false, activeNavigator: undefined });
    });
    await user.click(await screen.findByRole('button', { name: 'Log in with single sign-on' }));
    expect(auth.functions.signinRedirect).toHaveBeenLastCalledWith({
      state: { returnTo: '/advertiser/1001/users' },
      extraQueryParams: { identity_provider: 'CorporateSSO' },
    });
  });

  it('AUTH-002 an unsafe return-to on /login is not passed on: the sign-in returns to /', async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth();
    renderWithProviders(authRoutes(), { auth, path: '/login?returnTo=https%3A%2F%2Fevil.example' });
    await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    expect(auth.functions.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
  });

  it("AUTH-003 shows 'Redirecting to login...' while redirecting and 'Logging in...' while logging in", async () => {
    const user = userEvent.setup();
    const auth = createFakeAuth({ isLoading: true });
    renderWithProviders(authRoutes(), { auth, path: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');

    act(() => {
      auth.set({ isLoading: false });
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('');
    });
    await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login...');
    expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeDisabled();
  });

  it('AUTH-004 ACCESS-039 both buttons are disabled, with an explanation, while enable-maintenance-mode is on', async () => {
    const { flags } = renderWithProviders(authRoutes(), {
      auth: createFakeAuth(),
      path: '/login',
      flags: { 'enable-maintenance-mode': true },
    });
    const email = screen.getByRole('button', { name: 'Log in with e-mail' });
    const sso = screen.getByRole('button', { name: 'Log in with single sign-on' });
    expect(email).toBeDisabled();
    expect(sso).toBeDisabled();
    expect(email).toHaveAccessibleDescription(/down for maintenance/);

    act(() => {
      flags.set('enable-maintenance-mode', false);
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeEnabled();
    });
    expect(screen.getByRole('button', { name: 'Log in with single sign-on' })).toBeEnabled();
    expect(screen.queryByText(/down for maintenance/)).not.toBeInTheDocument();
  });

  it('AUTH-005 a sign-in failure shows the login-error text', () => {
    const error = oidcError(new ErrorResponse({ error: 'server_error', error_description: 'The provider is down' }));
    renderWithProviders(authRoutes(), { auth: createFakeAuth({ error: error as never }), path: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent('Signing in did not work: The provider is down');
  });

  it('AUTH-005 a failure whose code is in the suppressed set shows nothing', () => {
    for (const error of [
      oidcError(new ErrorResponse({ error: 'access_denied', error_description: 'User cancelled' })),
      oidcError(new ErrorResponse({ error: 'login_required' })),
      oidcError(new Error('No matching state found in storage')),
    ]) {
      const view = renderWithProviders(authRoutes(), {
        auth: createFakeAuth({ error: error as never }),
        path: '/login',
      });
      expect(screen.getByRole('button', { name: 'Log in with e-mail' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('AUTH-013 after a session ended the login screen says so once; a visitor who never signed in sees no error', () => {
    const first = renderWithProviders(authRoutes(), { auth: createFakeAuth(), path: '/login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    markSessionEnd('session-ended');
    const second = renderWithProviders(authRoutes(), { auth: createFakeAuth(), path: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(window.sessionStorage.getItem(SESSION_END_KEY)).toBeNull();
    second.unmount();

    markSessionEnd('user');
    renderWithProviders(authRoutes(), { auth: createFakeAuth(), path: '/login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('AUTH-007 a user already signed in who opens /login goes to the safe return-to location', async () => {
    const { router } = renderWithProviders(authRoutes(), {
      auth: createFakeAuth(signedIn(testUser())),
      path: '/login?returnTo=%2Fadvertiser%2F1003%2Fcampaigns',
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/advertiser/1003/campaigns');
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
