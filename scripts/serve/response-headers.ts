/**
 * The response headers of the app, defined once. The local stack (scripts/serve) sets them from
 * here; nginx's snippets (deploy/nginx/ads-manager/*.conf) are generated from here by
 * `npx tsx scripts/serve/nginx-snippets.ts`, and the nginx browser tests (tests/e2e/nginx) fail when
 * the committed snippets, nginx's answers or the local stack's answers differ from this file.
 */

/**
 * Where browsers send CSP violation reports: the app's own origin, which hands them to the error
 * reporting service (NS-22): the local stack's Sentry receiver (sentry-receiver.ts), in production
 * nginx's proxy to Sentry's security endpoint (docs/deploy.md).
 */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * No inline script anywhere (the IdP pages included); inline styles stay allowed because React
 * components and Radix primitives set `style` attributes. `connect-src 'self'`: the app talks to
 * its API, IdP, flag service and error reporting (/sentry/) on its own origin (nginx proxies them
 * in production). Violations are reported to CSP_REPORT_PATH with `report-uri` only: with
 * `report-to` beside it Chromium ignores `report-uri` and queues reports for the Reporting API,
 * which delivered nothing from the local stack in 150 s, where `report-uri` arrives in 2 s.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
].join('; ');

/** On every answer of the app's origin, in every environment. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Only where real users reach the app over HTTPS (nginx), never from the local stack: a browser
 * that met it on localhost would refuse plain HTTP there for a year.
 */
export const PRODUCTION_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Cache-Control per kind of answer. */
export const CACHE_CONTROL = {
  /** /assets/*: content-hashed file names, so a changed file is a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** index.html, /config.json, /version.html and errors: what a deploy changes must show at once. */
  never: 'no-store',
  /** Other files of the build (favicon.svg, ads.js): kept, but checked with the server each time. */
  revalidate: 'no-cache',
} as const;
