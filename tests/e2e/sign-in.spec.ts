/**
 * Sign-in through the real local OpenID provider (oidc-provider at /idp): every persona of the
 * mock environment signs in from the app's login buttons (authorization code + PKCE) and sees its
 * name in the account switcher popup; the single-sign-on path offers only internal people; logging
 * out from the popup lands on /login.
 * The last block drives the IdP directly with a small PKCE client, independent of the app.
 */
import { createHash, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSwitcher } from './fixtures/shell-helpers';

interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  type: 'INTERNAL' | 'EXTERNAL';
  description: string;
}

// The personas are the app's own (src/mocks/personas.ts), read at run time.
const { PERSONA_LIST } = (await import(pathToFileURL('src/mocks/personas.ts').href)) as {
  PERSONA_LIST: readonly Persona[];
};
const displayName = (persona: Persona) => `${persona.firstName} ${persona.lastName}`;
const internal = PERSONA_LIST.filter((persona) => persona.type === 'INTERNAL');
const external = PERSONA_LIST.filter((persona) => persona.type === 'EXTERNAL');
const admin = internal[0]!;

// The machine these run on is shared and often loaded.
test.describe.configure({ timeout: 60_000 });

const CLIENT_ID = 'ads-manager-web';
const SIGN_IN_TITLE = 'Sign in to Ads Manager';
const CORPORATE_TITLE = 'Corporate single sign-on';

/**
 * Back in the app after the IdP: the signed-in user's name shows in the account switcher popup
 * (header button → popup with name, e-mail and 'Log out'). Answers the open popup.
 */
async function expectSignedInAs(page: Page, persona: Persona) {
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && url.pathname !== '/cognito-callback');
  // The landing has settled (an account's first page, or the no-access message) before the popup opens.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const popup = await openSwitcher(page);
  await expect(popup.getByText(displayName(persona), { exact: true })).toBeVisible();
  await expect(popup.getByText(persona.email, { exact: true })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Log out' })).toBeVisible();
  return popup;
}

/** The persona buttons of an IdP page, by accessible name. */
async function personaButtons(page: Page): Promise<string[]> {
  return page.getByRole('list').getByRole('button').allTextContents();
}

test.describe('signing in from the app', () => {
  for (const persona of PERSONA_LIST) {
    test(`AUTH-002 AUTH-010 ${displayName(persona)} signs in with e-mail through the IdP and sees their name`, async ({
      page,
    }) => {
      await page.goto('/');
      const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/idp/auth');
      await page.getByRole('button', { name: 'Log in with e-mail' }).click();
      // Authorization code + PKCE, scope exactly `openid profile email`.
      const params = new URL((await authorize).url()).searchParams;
      expect(params.get('response_type')).toBe('code');
      expect(params.get('scope')).toBe('openid profile email');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toBeTruthy();
      await expect(page).toHaveTitle(SIGN_IN_TITLE);
      await expect(page).toHaveURL(/\/idp\/interaction\//);
      await page.getByRole('button', { name: displayName(persona), exact: true }).click();
      await expectSignedInAs(page, persona);
      expect(new URL(page.url()).pathname).not.toContain('/idp/');
    });
  }

  for (const persona of external) {
    test(`ACCT-017 ${displayName(persona)} signs in with a clean console: no users/me of an account they are not in`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/') && response.status() >= 400) {
          problems.push(`${String(response.status())} ${response.request().method()} ${pathname}`);
        }
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in with e-mail' }).click();
      await page.getByRole('button', { name: displayName(persona), exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/idp') && url.pathname !== '/cognito-callback');
      // The landing has settled: an account's first page, or the no-access message.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('AUTH-002 single sign-on leads to the corporate page with the internal people only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in with single sign-on' }).click();
    await expect(page).toHaveTitle(CORPORATE_TITLE);
    await expect(page.getByRole('heading', { level: 1, name: CORPORATE_TITLE })).toBeVisible();
    expect((await personaButtons(page)).sort()).toEqual(internal.map(displayName).sort());
    await page.getByRole('button', { name: displayName(admin), exact: true }).click();
    await expectSignedInAs(page, admin);
  });

  test('AUTH-017 logging out returns to /login and the app offers the login buttons again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in with e-mail' }).click();
    await page.getByRole('button', { name: displayName(admin), exact: true }).click();
    const popup = await expectSignedInAs(page, admin);
    await popup.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText(displayName(admin))).toHaveCount(0);
  });
});

/** A minimal public client: authorization code + PKCE (S256) against the local IdP. */
function pkceClient(baseURL: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseURL}/cognito-callback`;
  const authorizeUrl = (extra: Record<string, string> = {}) =>
    `${baseURL}/idp/auth?${new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      ...extra,
    }).toString()}`;
  return { verifier, redirectUri, authorizeUrl };
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  scope: string;
  token_type: string;
  expires_in: number;
}

const claimsOf = (jwt: string, part = 1) =>
  JSON.parse(Buffer.from(jwt.split('.')[part] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** Stops the browser at the redirect URI (the app is not needed here) and answers the code. */
async function codeFromCallback(page: Page): Promise<string> {
  const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/cognito-callback');
  const code = new URL((await callback).url()).searchParams.get('code');
  expect(code).toBeTruthy();
  return code ?? '';
}

async function exchange(request: APIRequestContext, form: Record<string, string>) {
  return request.post('/idp/token', { form: { client_id: CLIENT_ID, ...form } });
}

test.describe('the IdP on its own (authorization code + PKCE)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/cognito-callback?**', (route) =>
      route.fulfill({ body: 'callback', contentType: 'text/plain' }),
    );
  });

  test('the sign-in page lists every persona with its description, accessibly', async ({ page, baseURL }) => {
    const response = await page.goto(pkceClient(baseURL ?? '').authorizeUrl());
    await expect(page).toHaveTitle(SIGN_IN_TITLE);
    // Same headers as the app: the CSP allows no inline script, and the page has none.
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(await response?.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
    expect(await personaButtons(page)).toEqual(PERSONA_LIST.map(displayName));
    for (const persona of PERSONA_LIST) {
      const button = page.getByRole('button', { name: displayName(persona), exact: true });
      await expect(button).toHaveAccessibleDescription(persona.description);
    }
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('the sign-in pages have no serious or critical accessibility violations', async ({ page, baseURL }) => {
    for (const extra of [{}, { identity_provider: 'CorporateSSO' }] as Record<string, string>[]) {
      await page.goto(pkceClient(baseURL ?? '').authorizeUrl(extra));
      await page.getByLabel('E-mail').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  test('an unknown e-mail shows the page again with an error; a persona e-mail signs in', async ({ page, baseURL }) => {
    await page.goto(pkceClient(baseURL ?? '').authorizeUrl());
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('No user with this e-mail');
    await expect(page).toHaveTitle(SIGN_IN_TITLE);
    await page.getByLabel('E-mail').fill(external[0]!.email.toUpperCase());
    const code = codeFromCallback(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await code).not.toBe('');
  });

  test('the corporate page (identity_provider=CorporateSSO) offers internal people only', async ({ page, baseURL }) => {
    await page.goto(pkceClient(baseURL ?? '').authorizeUrl({ identity_provider: 'CorporateSSO' }));
    await expect(page).toHaveTitle(CORPORATE_TITLE);
    expect(await personaButtons(page)).toEqual(internal.map(displayName));
    await page.getByLabel('E-mail').fill(external[0]!.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('No user with this e-mail');
  });

  test('code + PKCE gives a JWT access token for the API, an ID token with the profile, rotating refresh tokens', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const client = pkceClient(origin);
    await page.goto(client.authorizeUrl());
    const callback = codeFromCallback(page);
    await page.getByRole('button', { name: displayName(admin), exact: true }).click();
    const code = await callback;

    const wrongVerifier = await exchange(request, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      code_verifier: randomBytes(32).toString('base64url'),
    });
    expect(wrongVerifier.status()).toBe(400);

    // A new code (the session answers at once): the one above was spent by the failed attempt.
    const again = codeFromCallback(page);
    await page.goto(client.authorizeUrl());
    const second = await again;
    const answer = await exchange(request, {
      grant_type: 'authorization_code',
      code: second,
      redirect_uri: client.redirectUri,
      code_verifier: client.verifier,
    });
    expect(answer.status()).toBe(200);
    const tokens = (await answer.json()) as Tokens;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.scope).toBe('openid profile email');

    expect(claimsOf(tokens.access_token, 0)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    expect(claimsOf(tokens.access_token)).toMatchObject({
      iss: `${origin}/idp`,
      aud: `${origin}/api`,
      sub: admin.email,
      client_id: CLIENT_ID,
    });
    expect(claimsOf(tokens.id_token)).toMatchObject({
      iss: `${origin}/idp`,
      aud: CLIENT_ID,
      sub: admin.email,
      email: admin.email,
      email_verified: true,
      given_name: admin.firstName,
      family_name: admin.lastName,
      name: displayName(admin),
    });

    const api = await request.get(`/api/v1/aura/users/${encodeURIComponent(admin.email)}/accounts?type=ADVERTISER`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(api.status()).toBe(200);

    const renewed = await exchange(request, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(renewed.status()).toBe(200);
    const next = (await renewed.json()) as Tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(claimsOf(next.access_token)).toMatchObject({ aud: `${origin}/api`, sub: admin.email });
    const reused = await exchange(request, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.status()).toBe(400);
  });

  test('redirect URIs must match exactly', async ({ page, baseURL }) => {
    const url = new URL(pkceClient(baseURL ?? '').authorizeUrl());
    url.searchParams.set('redirect_uri', `${baseURL ?? ''}/cognito-callback/other`);
    const response = await page.goto(url.href);
    expect(response?.status()).toBe(400);
    await expect(page.getByText('redirect_uri did not match')).toBeVisible();
  });

  test('end-session signs out and returns to /login', async ({ page, request, baseURL }) => {
    const origin = baseURL ?? '';
    const client = pkceClient(origin);
    await page.goto(client.authorizeUrl());
    const callback = codeFromCallback(page);
    await page.getByRole('button', { name: displayName(admin), exact: true }).click();
    const tokens = (await (
      await exchange(request, {
        grant_type: 'authorization_code',
        code: await callback,
        redirect_uri: client.redirectUri,
        code_verifier: client.verifier,
      })
    ).json()) as Tokens;

    await page.route('**/login', (route) => route.fulfill({ body: 'signed out', contentType: 'text/plain' }));
    await page.goto(
      `${origin}/idp/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${origin}/login`,
        client_id: CLIENT_ID,
      }).toString()}`,
    );
    await page.waitForURL(`${origin}/login`);

    // The session is gone: a new authorization request asks who is signing in.
    await page.goto(client.authorizeUrl());
    await expect(page).toHaveTitle(SIGN_IN_TITLE);
    // And the refresh token ended with it.
    const renewed = await exchange(request, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(renewed.status()).toBe(400);
  });
});
