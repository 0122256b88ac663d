/**
 * The local stack (scripts/serve.ts) as a browser and a client see it: one origin serving the
 * build with security headers, the runtime configuration, the version file, the fake backend's
 * problem answers and the flag service's frontend API.
 */
import { pathToFileURL } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; " +
  'report-uri /csp-report';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER = 'no-store';
const FLAGS_KEY = 'mock-frontend-key';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

/** Every <script> of a page: its attributes and its inline text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes = '', body = '']) => ({
    attributes,
    body,
  }));

for (const path of ['/', '/advertiser/1001/campaigns']) {
  test(`${path} serves the app with the security headers and a CSP allowing no inline script`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe(NEVER);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.attributes).toMatch(/\bsrc="\/assets\//);
      expect(script.body.trim()).toBe('');
    }
  });
}

test('the page runs under the CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/advertiser/1001/campaigns');
  await expect(page.getByRole('heading', { name: 'Ads Manager' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('hashed assets are cached for a year, immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, asset = '']) => asset);
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    expectSecurityHeaders(response);
  }
  const missing = await request.get('/assets/no-such-file.js');
  expect(missing.status()).toBe(404);
});

test('/config.json is the runtime configuration of the mock environment', async ({ request, baseURL }) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(response);
  const config: unknown = await response.json();
  expect(config).toEqual({
    environment: 'mock',
    apiBaseUrl: '',
    oidc: {
      authority: `${baseURL ?? ''}/idp`,
      clientId: 'ads-manager-web',
      resource: `${baseURL ?? ''}/api`,
      corporateIdentityProvider: 'CorporateSSO',
    },
    flags: { url: `${baseURL ?? ''}/flags/api/frontend`, clientKey: FLAGS_KEY, appName: 'ads-manager' },
    adminAccountId: 1,
    sentry: { dsn: `${(baseURL ?? '').replace('://', '://mocksentrykey@')}/sentry/1` },
  });
  // The app's own schema (src/config/runtime-config.ts) accepts it.
  const { RuntimeConfigSchema } = (await import(pathToFileURL('src/config/runtime-config.ts').href)) as {
    RuntimeConfigSchema: { safeParse(value: unknown): { success: boolean } };
  };
  expect(RuntimeConfigSchema.safeParse(config).success).toBe(true);
});

test('CALL-066 /version.html holds the served build version 12.4.67 (NS-12)', async ({ request }) => {
  const response = await request.get('/version.html');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(response);
  expect((await response.text()).trim()).toBe('12.4.67');
});

test('the API without a token answers 401 problem details', async ({ request }) => {
  const response = await request.get('/api/v1/aura/users/ada.admin@cardlinked.example/accounts');
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expectSecurityHeaders(response);
  const problem = (await response.json()) as { status: number; code: string; title: string };
  expect(problem.status).toBe(401);
  expect(problem.code).toEqual(expect.any(String));
  expect(problem.title).toEqual(expect.any(String));
});

test('the API rejects a forged bearer token with 401', async ({ request }) => {
  const forged = ['{"alg":"RS256","typ":"at+jwt"}', '{"sub":"ada.admin@cardlinked.example"}']
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('c2lnbmF0dXJl')
    .join('.');
  const response = await request.get('/api/v1/aura/users/ada.admin@cardlinked.example/accounts', {
    headers: { authorization: `Bearer ${forged}` },
  });
  expect(response.status()).toBe(401);
});

test.describe('the flag service frontend API', () => {
  interface Toggle {
    name: string;
    enabled: boolean;
    impressionData: boolean;
    variant: { name: string; enabled: boolean; feature_enabled: boolean; payload?: { type: string; value: string } };
  }

  test('answers only with the right client key', async ({ request }) => {
    const refusedHeaders: Record<string, string>[] = [{}, { authorization: 'wrong-key' }];
    for (const headers of refusedHeaders) {
      const refused = await request.get('/flags/api/frontend?appName=ads-manager', { headers });
      expect(refused.status()).toBe(401);
    }
    const response = await request.get('/flags/api/frontend?appName=ads-manager&environment=mock', {
      headers: { authorization: FLAGS_KEY },
    });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    const { toggles } = (await response.json()) as { toggles: Toggle[] };
    const names = toggles.map((toggle) => toggle.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'enable-3pc-accounts',
        'show-locale-selector',
        'enable-campaigns-page',
        'enable-scheduled-reports',
        'enable-campaign-planner',
        'enable-account-brands',
        'enable-inactive-ad-fix-form',
        'validate-api-response-schema',
        'enable-modifiable-non-draft-targeting',
      ]),
    );
    // Unleash answers enabled toggles only: maintenance, the server-side list and kill flags are off.
    for (const off of [
      'enable-maintenance-mode',
      'maintenance-banner-message',
      'enable-targeting-maintenance',
      'enable-server-side-account-list',
      'disable-admin',
      'disable-campaign-build',
    ]) {
      expect(names).not.toContain(off);
    }
    for (const toggle of toggles) {
      expect(toggle).toMatchObject({ enabled: true, impressionData: false, variant: { feature_enabled: true } });
    }
  });

  test('accepts client metrics and registration', async ({ request }) => {
    for (const path of ['client/metrics', 'client/register']) {
      const response = await request.post(`/flags/api/frontend/${path}`, {
        headers: { authorization: FLAGS_KEY },
        data: { appName: 'ads-manager', instanceId: 'e2e', bucket: { toggles: {} } },
      });
      expect([200, 202]).toContain(response.status());
    }
  });

  test('a flag can be overridden for the running server (mock environment)', async ({ request }) => {
    const read = async () =>
      (
        (await (await request.get('/flags/api/frontend', { headers: { authorization: FLAGS_KEY } })).json()) as {
          toggles: Toggle[];
        }
      ).toggles;
    const flag = 'disable-tvc-requests';
    const payload = { type: 'json', value: '{"reason":"e2e"}' };
    try {
      const set = await request.post('/__mock/flags', { data: { name: flag, enabled: true, payload } });
      expect(set.status()).toBe(200);
      expect((await read()).find((toggle) => toggle.name === flag)?.variant.payload).toEqual(payload);
      const unknown = await request.post('/__mock/flags', { data: { name: 'no-such-flag', enabled: true } });
      expect(unknown.status()).toBe(404);
    } finally {
      await request.post('/__mock/flags', { data: { name: flag, enabled: false } });
    }
    expect((await read()).map((toggle) => toggle.name)).not.toContain(flag);
  });
});
