/**
 * The one transport. Every generated hook calls `http` (orval's mutator), so this file is where
 * the bearer token, media types, pagination headers, problem details and the answer envelope
 * are handled — once, for all eight services.
 *
 * Answers come back as orval's envelope `{ data, status, headers }`; non-2xx answers throw an
 * `ApiError`. There is deliberately no request timeout (API-002): only the caller's signal (the
 * one react-query passes to cancel a query) can abort a request.
 */
import { ApiError, apiErrorFromText, TRANSPORT_CODES } from './api-error';

export { ApiError } from './api-error';

/** orval types a hook's error as `ErrorType<E>`; every error this transport throws is an ApiError. */
export type ErrorType<_Error> = ApiError;
/** orval types a request body as `BodyType<B>`. */
export type BodyType<Body> = Body;

export const JSON_MEDIA_TYPE = 'application/json';
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** The transport's errors: an answer that failed, no answer at all, an answer not in its media type. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A connection dropped while reading the body: keep what the status says.
  }
  return apiErrorFromText({
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('Content-Type'),
    retryAfter: response.headers.get('Retry-After'),
    text,
  });
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError({
    status: 0,
    code: TRANSPORT_CODES.network,
    message: cause instanceof Error && cause.message ? cause.message : 'Network request failed',
  });
  return error;
}

export function malformedAnswerError(status: number, mediaType: string | undefined): ApiError {
  return new ApiError({
    status,
    code: TRANSPORT_CODES.malformed,
    message: `The server answered in an unexpected format (${mediaType ?? 'no media type'})`,
  });
}

export interface Pagination {
  totalCount: number;
  totalPages: number;
}

/** What `http` resolves with; orval's generated `…Response` types have this shape. */
export interface HttpAnswer<Data = unknown> {
  data: Data;
  status: number;
  headers: Headers;
}

export interface HttpSettings {
  /** Prefix of every path, from the runtime configuration ('' means same origin). */
  baseUrl: string;
  /** Reads the signed-in user's access token; called before every request (API-001). */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Whether answers are checked against their schemas (flag validate-api-response-schema). */
  shouldValidateResponses: () => boolean;
  /**
   * Checks an answer; false when it does not match the schema of its operation. May load the
   * schemas lazily, so they stay out of the first page.
   */
  validateResponse: (method: string, path: string, data: unknown) => boolean | Promise<boolean>;
  /** Told when an answer carries meta.valid === false or fails validation (API-026, API-027). */
  onSchemaMismatch: (method: string, path: string) => void;
  /**
   * Told about every 401 answer before its ApiError is thrown (AUTH-016: session expired). The
   * request is named so that a call whose 401 means something else (users/me, part 1 §4.3) can be
   * told apart.
   */
  onUnauthorized?: ((error: ApiError, request: UnauthorizedRequest) => void) | undefined;
  /**
   * Told about every failed call (an error answer, an unreadable answer, no answer) before its
   * ApiError is thrown; monitoring reports the unexpected ones (src/app/monitoring.ts, NS-22).
   */
  onFailure?: ((error: ApiError, request: UnauthorizedRequest) => void) | undefined;
}

/** The request a 401 (or any failure) answered. */
export interface UnauthorizedRequest {
  method: string;
  /** The path without query, as the generated call passed it (no base URL). */
  path: string;
}

const defaultSettings: HttpSettings = {
  baseUrl: '',
  getAccessToken: () => undefined,
  shouldValidateResponses: () => false,
  validateResponse: () => true,
  onSchemaMismatch: () => undefined,
};

let settings: HttpSettings = defaultSettings;

/** Set by the app at start-up (and by tests); unset fields keep their defaults. */
export function configureHttp(changes: Partial<HttpSettings>): void {
  settings = { ...settings, ...changes };
}

/**
 * Back to the defaults: the tests' seam (the app configures the transport once).
 * @testSeam
 */
export function resetHttp(): void {
  settings = defaultSettings;
}

/**
 * The mutator. GET, POST, PUT, PATCH and DELETE with JSON, JSON:API or multipart bodies;
 * a 204 or empty answer resolves with `data: undefined` ("no content").
 */
export async function http<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'PATCH' && isEmptyPatchBody(init.body)) {
    // API-009: nothing to change, so nothing is sent.
    return skippedPatchAnswer() as T;
  }

  const headers = new Headers(init.headers);
  const token = await settings.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const requestType = mediaTypeOf(headers.get('Content-Type'));
  if (init.body instanceof FormData) {
    // The browser writes multipart/form-data with its boundary.
    headers.delete('Content-Type');
  }
  if (!headers.has('Accept')) {
    const answerType = requestType === JSON_API_MEDIA_TYPE ? JSON_API_MEDIA_TYPE : JSON_MEDIA_TYPE;
    headers.set('Accept', `${answerType}, ${PROBLEM_MEDIA_TYPE}`);
  }

  const path = url.split('?')[0] ?? url;
  const failed = (error: ApiError) => {
    settings.onFailure?.(error, { method, path });
    return error;
  };
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${url}`, { ...init, method, headers });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw failed(networkError(error));
  }

  if (!response.ok) {
    const error = await apiErrorFromResponse(response);
    if (error.status === 401) settings.onUnauthorized?.(error, { method, path });
    throw failed(error);
  }

  let data: unknown;
  try {
    data = await readAnswer(response);
  } catch (error) {
    throw error instanceof ApiError ? failed(error) : error;
  }
  if (
    hasInvalidMeta(data) ||
    (settings.shouldValidateResponses() && !(await settings.validateResponse(method, path, data)))
  ) {
    settings.onSchemaMismatch(method, path);
  }
  const answer: HttpAnswer = { data, status: response.status, headers: response.headers };
  return answer as T;
}

/** API-007: the pagination headers of a list answer ("get with metadata"). */
export function paginationOf(answer: Pick<HttpAnswer, 'headers'>): Pagination | undefined {
  const totalCount = answer.headers.get('pagination-totalcount');
  const totalPages = answer.headers.get('pagination-totalpages');
  if (totalCount === null || totalPages === null) return undefined;
  const count = Number(totalCount);
  const pages = Number(totalPages);
  if (!Number.isInteger(count) || !Number.isInteger(pages)) return undefined;
  return { totalCount: count, totalPages: pages };
}

function isEmptyPatchBody(body: RequestInit['body']): boolean {
  if (body === undefined || body === null) return true;
  if (typeof body !== 'string') return false;
  const trimmed = body.trim();
  if (trimmed === '' || trimmed === '{}' || trimmed === 'null') return true;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return isPlainObject(parsed) && Object.values(parsed).every((value) => value === undefined);
  } catch {
    return false;
  }
}

function skippedPatchAnswer(): HttpAnswer<undefined> {
  return { data: undefined, status: 204, headers: new Headers() };
}

async function readAnswer(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = mediaTypeOf(response.headers.get('Content-Type'));
  if (type === JSON_MEDIA_TYPE || type === JSON_API_MEDIA_TYPE || type === PROBLEM_MEDIA_TYPE || type === undefined) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw malformedAnswerError(response.status, type);
    }
  }
  if (type.startsWith('text/')) return text;
  throw malformedAnswerError(response.status, type);
}

function hasInvalidMeta(data: unknown): boolean {
  return isPlainObject(data) && isPlainObject(data.meta) && data.meta.valid === false;
}

export function mediaTypeOf(contentType: string | null): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
