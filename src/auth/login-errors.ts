/**
 * Which authentication errors the login screen shows (AUTH-005, NS-02), and the error the
 * callback screen raises to the route error screen (AUTH-009).
 */

/**
 * NS-02: provider error codes (OAuth 2.0 / OpenID Connect `error`) that only mean "sign in again".
 * access_denied is what a provider answers when the user cancels or declines at its page.
 */
export const SUPPRESSED_AUTH_ERROR_CODES: ReadonlySet<string> = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
  'access_denied',
]);

/**
 * NS-02: oidc-client-ts messages of a callback whose sign-in state is gone or stale — the state
 * was removed by a logout (or belongs to another tab), so the answer cannot be matched.
 */
export const SUPPRESSED_AUTH_ERROR_MESSAGES: readonly string[] = [
  'No matching state found in storage',
  'No state in response',
];

/** Sources of react-oidc-context errors that are about signing out, not signing in. */
const SIGN_OUT_SOURCES: ReadonlySet<string> = new Set([
  'signoutCallback',
  'signoutRedirect',
  'signoutPopup',
  'signoutSilent',
]);

/** The provider's error code: oidc-client-ts' ErrorResponse.error, also when react-oidc-context wrapped it. */
export function authErrorCode(error: unknown): string | undefined {
  const own = fieldOf(error, 'error');
  if (typeof own === 'string' && own !== '') return own;
  const inner = fieldOf(error, 'innerError');
  const innerCode = fieldOf(inner, 'error');
  return typeof innerCode === 'string' && innerCode !== '' ? innerCode : undefined;
}

export function authErrorMessage(error: unknown): string {
  const message = fieldOf(error, 'message');
  if (typeof message === 'string' && message !== '') return message;
  return authErrorCode(error) ?? 'Unknown error';
}

/** NS-02: true for an error the login screen does not show. */
export function isSuppressedAuthError(error: unknown): boolean {
  const code = authErrorCode(error);
  if (code !== undefined && SUPPRESSED_AUTH_ERROR_CODES.has(code)) return true;
  const messages = [fieldOf(error, 'message'), fieldOf(fieldOf(error, 'innerError'), 'message')];
  return messages.some(
    (message) => typeof message === 'string' && SUPPRESSED_AUTH_ERROR_MESSAGES.some((known) => message.includes(known)),
  );
}

/**
 * AUTH-005: the error the login screen shows, if any — a sign-in failure that is not suppressed.
 * A failed sign-out (provider unreachable) is not a sign-in failure and is not shown.
 */
export function loginErrorToShow(error: unknown): unknown {
  if (error == null) return undefined;
  const source = fieldOf(error, 'source');
  if (typeof source === 'string' && SIGN_OUT_SOURCES.has(source)) return undefined;
  return isSuppressedAuthError(error) ? undefined : error;
}

/** What the callback screen throws to the route error screen (AUTH-009). */
export class AuthenticationError extends Error {
  override readonly name = 'AuthenticationError';
  /** The provider's error code (e.g. 'invalid_request'), when it sent one. */
  readonly code: string | undefined;
  /** Where react-oidc-context saw it: 'signinCallback', 'signinRedirect', … */
  readonly source: string | undefined;

  constructor(error: unknown) {
    super(authErrorMessage(error), { cause: error });
    this.code = authErrorCode(error);
    const source = fieldOf(error, 'source');
    this.source = typeof source === 'string' ? source : undefined;
  }
}

function fieldOf(value: unknown, field: string): unknown {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  return (value as Record<string, unknown>)[field];
}
