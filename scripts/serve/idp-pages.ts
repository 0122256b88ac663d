/**
 * The local IdP's own pages: plain server-rendered HTML with one style sheet and no inline script
 * (the Content-Security-Policy forbids it), in the app's font. Sign-in offers the e-mail field first
 * and then lists the personas compactly; the corporate single sign-on page lists only the internal ones.
 */
import { htmlEscape as e } from './http-util';
import { displayName } from '../../src/mocks/personas';
import type { Persona } from './sources';

export const IDP_STATIC_PATH = '/idp/static';
export const SIGN_IN_TITLE = 'Sign in to Ads Manager';
export const CORPORATE_TITLE = 'Corporate single sign-on';
export const UNKNOWN_EMAIL = 'No user with this e-mail';

function page(title: string, body: string, { script }: { script?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<link rel="stylesheet" href="${IDP_STATIC_PATH}/idp.css">
${script ? `<script src="${IDP_STATIC_PATH}/${script}" defer></script>\n` : ''}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SignInPageInput {
  uid: string;
  personas: readonly Persona[];
  corporate: boolean;
  /** The e-mail typed in, shown again with the error. */
  email?: string;
  error?: string;
}

export function signInPage({ uid, personas, corporate, email = '', error }: SignInPageInput): string {
  const action = `/idp/interaction/${encodeURIComponent(uid)}`;
  const title = corporate ? CORPORATE_TITLE : SIGN_IN_TITLE;
  const lead = corporate
    ? 'CardLinked corporate directory (mock): internal staff only.'
    : 'Mock environment: enter the e-mail of a persona, or choose one below.';
  const items = personas
    .map(
      (persona, index) => `    <li>
      <button type="submit" name="email" value="${e(persona.email)}" aria-describedby="persona-${index}-description">${e(displayName(persona))}</button>
      <span class="email">${e(persona.email)}</span>
      <p class="description" id="persona-${index}-description">${e(persona.description)}</p>
    </li>`,
    )
    .join('\n');
  const errorId = 'email-error';
  // The e-mail field first, so it is in view on a phone (issue 24); then the personas, one line each.
  return page(
    title,
    `<h1>${e(title)}</h1>
<p class="lead">${e(lead)}</p>
${error ? `<p class="error" id="${errorId}" role="alert">${e(error)}</p>\n` : ''}<form method="post" action="${action}/login" novalidate>
  <label for="email">E-mail</label>
  <div class="field">
    <input id="email" name="email" type="email" autocomplete="username" required value="${e(email)}"${
      error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
    }>
    <button type="submit">Continue</button>
  </div>
</form>
<form method="post" action="${action}/login">
  <h2 id="personas-heading">${corporate ? 'Internal people' : 'Personas'}</h2>
  <ul class="personas" aria-labelledby="personas-heading">
${items}
  </ul>
</form>
<form method="post" action="${action}/abort" class="actions">
  <button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

/** RP-initiated logout: the provider's form, submitted by logout.js (a button when scripts are off). */
export function logoutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing out of Ads Manager</h1>
${form}
<p class="lead">You are being signed out.</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    { script: 'logout.js' },
  );
}

export function signedOutPage(appOrigin: string): string {
  return page(
    'Signed out',
    `<h1>Signed out</h1>
<p class="lead">You have been signed out of Ads Manager.</p>
<p><a href="${e(appOrigin)}/login">Back to Ads Manager</a></p>`,
  );
}

export function errorPage(appOrigin: string, out: object): string {
  const rows = Object.entries(out as Record<string, unknown>)
    .map(([key, value]) => `  <dt>${e(key)}</dt>\n  <dd>${e(String(value))}</dd>`)
    .join('\n');
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1>
<p class="lead">The identity provider could not complete the request.</p>
<dl>
${rows}
</dl>
<p><a href="${e(appOrigin)}/login">Back to Ads Manager</a></p>`,
  );
}
