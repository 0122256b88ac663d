/**
 * What leaves the browser in an error report (NS-22): no e-mail address, no token, no query string.
 * Every string of the event is rewritten, wherever it sits (message, exception values, request,
 * breadcrumbs, contexts, tags, extra), and the fields that only carry such values are dropped.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** JWTs (three base64url parts, the first a JSON header: `eyJ`). */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** `Bearer <anything>` and `token=…`-like pairs outside URLs. */
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const SECRET_PAIR =
  /\b((?:access_token|id_token|refresh_token|token|password|secret|sentry_key)\s*[=:]\s*)["']?[^\s&"',;]+/gi;
/** The query and fragment of a URL, absolute or a path: from `?` or `#` to the end of the URL. */
const URL_QUERY = /((?:[a-z][a-z\d+.-]*:\/\/[^\s?#"'<>]*|(?:^|(?<=[\s"'(=]))\/[^\s?#"'<>]*))[?#][^\s"'<>)]*/gi;

/** Keys whose values are dropped whole: credentials, cookies and the user's identity. */
const DROPPED_KEYS = new Set([
  'authorization',
  'cookie',
  'cookies',
  'set-cookie',
  'query_string',
  'email',
  'ip_address',
  'username',
  'password',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
]);

export const SCRUBBED = {
  email: '[email]',
  token: '[token]',
} as const;

/** The text with e-mail addresses, tokens and the query strings of URLs taken out. */
export function scrubText(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(JWT, SCRUBBED.token)
    .replace(BEARER, `$1 ${SCRUBBED.token}`)
    .replace(SECRET_PAIR, `$1${SCRUBBED.token}`)
    .replace(EMAIL, SCRUBBED.email);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key.toLowerCase())) continue;
    result[scrubText(key)] = scrubValue(item, depth + 1);
  }
  return result;
}

/** A copy of the event (any JSON-like object: a Sentry event, a CSP report) fit to send. */
export function scrubEvent<Event extends object>(event: Event): Event {
  return scrubValue(event, 0) as Event;
}
