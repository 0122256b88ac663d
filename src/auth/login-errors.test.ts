import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { AuthenticationError, authErrorCode, isSuppressedAuthError, loginErrorToShow } from './login-errors';

/** What react-oidc-context puts in `auth.error` for an oidc-client-ts error. */
const wrapped = (inner: Error, source = 'signinCallback') => ({
  name: inner.name,
  message: inner.message,
  innerError: inner,
  source,
});

describe('login errors (NS-02)', () => {
  it('AUTH-005 codes that only mean "sign in again" are suppressed; other provider errors are shown', () => {
    for (const code of ['login_required', 'interaction_required', 'consent_required', 'access_denied']) {
      expect(isSuppressedAuthError(wrapped(new ErrorResponse({ error: code })))).toBe(true);
    }
    expect(isSuppressedAuthError(wrapped(new Error('No matching state found in storage')))).toBe(true);
    expect(isSuppressedAuthError(wrapped(new ErrorResponse({ error: 'invalid_scope' })))).toBe(false);
    expect(
      isSuppressedAuthError(wrapped(new ErrorResponse({ error: 'server_error', error_description: 'down' }))),
    ).toBe(false);
    expect(isSuppressedAuthError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('AUTH-005 the login screen shows sign-in failures only: not suppressed ones, not a failed sign-out', () => {
    const failure = wrapped(new ErrorResponse({ error: 'server_error', error_description: 'Provider down' }));
    expect(loginErrorToShow(failure)).toBe(failure);
    expect(loginErrorToShow(wrapped(new ErrorResponse({ error: 'access_denied' })))).toBeUndefined();
    expect(loginErrorToShow(wrapped(new TypeError('Failed to fetch'), 'signoutRedirect'))).toBeUndefined();
    expect(loginErrorToShow(undefined)).toBeUndefined();
  });

  it('AUTH-009 the error raised to the error screen is an Error carrying the provider code, message and source', () => {
    const error = new AuthenticationError(
      wrapped(new ErrorResponse({ error: 'invalid_request', error_description: 'Bad code' })),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AuthenticationError', message: 'Bad code', code: 'invalid_request' });
    expect(error.source).toBe('signinCallback');
    expect(authErrorCode({ error: 'login_required' })).toBe('login_required');
  });
});
