/**
 * Which API failures monitoring hears of (NS-22). Kept out of api-error.ts, which every page loads:
 * only the signed-in app, which configures the transport, needs it.
 */
import { API_FAILURE_EVENT, TRANSPORT_CODES, type ApiError, type ApiFailure } from './api-error';

/**
 * Answers the user is meant to meet, not faults: a rejected field, the session ended, no access,
 * gone, a conflict with someone else's change, a file too large, too many requests.
 */
const EXPECTED_CLIENT_ERRORS: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 410, 412, 413, 422, 429]);

/** API-024: 400–499 inclusive are the caller's fault. */
export function isClientError(status: number): boolean {
  return status >= 400 && status <= 499;
}

/**
 * An API failure worth a report: a server error, a 4xx that is not one of the expected ones, or an
 * answer that is not what its media type says. No answer at all (status 0: offline) is not
 * reported — it could not be sent either.
 */
function isUnexpectedApiFailure(error: ApiError): boolean {
  if (error.status === 0) return false;
  if (error.code === TRANSPORT_CODES.malformed) return true;
  if (isClientError(error.status)) return !EXPECTED_CLIENT_ERRORS.has(error.status);
  return error.status >= 500;
}

/** The transport's onFailure (src/api/http.ts): announces the unexpected failures to monitoring. */
export function announceApiFailure(
  error: ApiError,
  request: ApiFailure['request'],
  target: Pick<EventTarget, 'dispatchEvent'> = window,
): void {
  if (!isUnexpectedApiFailure(error)) return;
  target.dispatchEvent(new CustomEvent<ApiFailure>(API_FAILURE_EVENT, { detail: { error, request } }));
}
