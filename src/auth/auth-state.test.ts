import { describe, expect, it } from 'vitest';
import { AUTH_STATES, authState, hasExpiredStoredUser, isBusy } from './auth-state';
import { testUser } from '@/testing/auth';

const idle = { isLoading: false, isAuthenticated: false };

describe('authentication state', () => {
  it('AUTH-011 the state is one of unauthenticated, redirecting, processing callback, authenticated, error, logged out', () => {
    expect(AUTH_STATES).toEqual([
      'unauthenticated',
      'redirecting',
      'processing-callback',
      'authenticated',
      'error',
      'logged-out',
    ]);
    const user = testUser();
    const seen = new Set([
      authState(idle),
      authState({ isLoading: true, isAuthenticated: false, activeNavigator: 'signinRedirect' }),
      authState({ isLoading: true, isAuthenticated: false }),
      authState({ isLoading: false, isAuthenticated: true, user }),
      authState({ ...idle, error: new Error('Sign-in failed') }),
      authState({ isLoading: true, isAuthenticated: true, user, activeNavigator: 'signoutRedirect' }),
    ]);
    expect([...seen].sort()).toEqual([...AUTH_STATES].sort());
  });

  it('AUTH-011 a visitor with no user and nothing under way is unauthenticated; a sign-out under way or done is logged out', () => {
    expect(authState(idle)).toBe('unauthenticated');
    expect(authState({ ...idle, loggedOut: true })).toBe('logged-out');
    expect(authState({ isLoading: true, isAuthenticated: false, activeNavigator: 'signoutRedirect' })).toBe(
      'logged-out',
    );
  });

  it('AUTH-011 the provider redirect is redirecting; reading the callback answer or stored user is processing', () => {
    expect(authState({ isLoading: true, isAuthenticated: false, activeNavigator: 'signinRedirect' })).toBe(
      'redirecting',
    );
    expect(authState({ isLoading: true, isAuthenticated: false })).toBe('processing-callback');
    expect(isBusy('redirecting')).toBe(true);
    expect(isBusy('processing-callback')).toBe(true);
    expect(isBusy('unauthenticated')).toBe(false);
  });

  it('AUTH-011 a sign-in error without a valid user is the error state', () => {
    expect(authState({ ...idle, error: { message: 'invalid_grant', source: 'signinCallback' } })).toBe('error');
  });

  it('AUTH-012 a successful callback or a stored unexpired user is authenticated, also during a silent renewal', () => {
    const user = testUser({ state: { returnTo: '/advertiser/1001' } });
    expect(authState({ isLoading: false, isAuthenticated: true, user })).toBe('authenticated');
    expect(authState({ isLoading: true, isAuthenticated: true, user, activeNavigator: 'signinSilent' })).toBe(
      'authenticated',
    );
    // A renewal error does not end the session by itself: the session watcher signs out.
    expect(authState({ isLoading: false, isAuthenticated: true, user, error: new Error('renew') })).toBe(
      'authenticated',
    );
  });

  it('AUTH-013 an expired stored user is not authenticated and is recognised as such; a missing user is not "expired"', () => {
    const expired = testUser({ expiresIn: -10 });
    const input = { isLoading: false, isAuthenticated: false, user: expired };
    expect(authState(input)).toBe('unauthenticated');
    expect(hasExpiredStoredUser(input)).toBe(true);
    expect(hasExpiredStoredUser(idle)).toBe(false);
    expect(hasExpiredStoredUser({ isLoading: false, isAuthenticated: true, user: testUser() })).toBe(false);
    expect(hasExpiredStoredUser({ isLoading: true, isAuthenticated: false, user: expired })).toBe(false);
  });
});
