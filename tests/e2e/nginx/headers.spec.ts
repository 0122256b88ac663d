/**
 * nginx (deploy/nginx) against the one definition of the headers (scripts/serve/response-headers.ts)
 * and against the local stack behind it, which `npm start` and every other browser test use: the
 * same security headers, Cache-Control and bodies for each kind of path, HSTS from nginx only, and
 * nginx's refusals of what must never reach a file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import type { RuntimeConfig } from '../../../src/config/runtime-config';
import { nginxSnippets } from '../../../scripts/serve/nginx-snippets';
import { CACHE_CONTROL, PRODUCTION_HEADERS, SECURITY_HEADERS } from '../../../scripts/serve/response-headers';
import { distDirectory } from '../../../scripts/serve/stack';
import { NGINX, STACK_ORIGIN } from './setup';

const lower = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const SECURITY = lower(SECURITY_HEADERS);
const PRODUCTION = lower(PRODUCTION_HEADERS);

/** The build nginx serves (a copy of dist/). */
const release = join(NGINX.dir, 'www');
const assetsOf = (pattern: RegExp) => readdirSync(join(release, 'assets')).filter((name) => pattern.test(name));
const firstAsset = (pattern: RegExp) => {
  const [name] = assetsOf(pattern);
  if (!name) throw new Error(`no asset matches ${String(pattern)}`);
  return `/assets/${name}`;
};

/** The headers both servers must agree on: the security headers, Cache-Control and the status. */
function essentials(response: APIResponse) {
  const headers = response.headers();
  return {
    status: response.status(),
    cacheControl: headers['cache-control'],
    security: Object.fromEntries(Object.keys(SECURITY).map((name) => [name, headers[name]])),
  };
}

test('the committed nginx header snippets are what scripts/serve/response-headers.ts generates', () => {
  for (const [path, text] of Object.entries(nginxSnippets())) {
    expect(readFileSync(path, 'utf8'), `${path}: run npx tsx scripts/serve/nginx-snippets.ts`).toBe(text);
  }
});

test('nginx answers each kind of path with the headers, Cache-Control and body of the local stack, plus HSTS', async ({
  request,
}) => {
  const cases: { path: string; cache?: string; accept?: string; sameBody?: boolean }[] = [
    { path: '/', cache: CACHE_CONTROL.never, sameBody: true },
    { path: '/index.html', cache: CACHE_CONTROL.never, sameBody: true },
    // History fallback: a deep link, and one whose last segment looks like a file name.
    { path: '/advertiser/1001/campaigns?status=Draft', cache: CACHE_CONTROL.never, sameBody: true },
    { path: '/advertiser/1001/user/vera.viewer@acme-outfitters.example', cache: CACHE_CONTROL.never, sameBody: true },
    { path: '/config.json', cache: CACHE_CONTROL.never, sameBody: true },
    { path: '/version.html', cache: CACHE_CONTROL.never },
    { path: firstAsset(/^index-.*\.js$/), cache: CACHE_CONTROL.immutable, sameBody: true },
    { path: firstAsset(/\.css$/), cache: CACHE_CONTROL.immutable, sameBody: true },
    { path: '/favicon.svg', cache: CACHE_CONTROL.revalidate, sameBody: true },
    { path: '/assets/no-such-file.js', cache: CACHE_CONTROL.never },
    { path: '/assets/', cache: CACHE_CONTROL.never },
    // Proxied: the upstream's own answers pass through.
    { path: '/api/v1/aura/users/ada.admin%40cardlinked.example/accounts' },
    { path: '/idp/.well-known/openid-configuration' },
    { path: '/flags/api/frontend' },
  ];
  for (const { path, cache, sameBody } of cases) {
    const [viaNginx, fromStack] = await Promise.all([request.get(path), request.get(`${STACK_ORIGIN}${path}`)]);
    expect(essentials(viaNginx), path).toEqual(essentials(fromStack));
    expect(essentials(viaNginx).security, path).toEqual(SECURITY);
    if (cache !== undefined) expect(viaNginx.headers()['cache-control'], path).toBe(cache);
    for (const [name, value] of Object.entries(PRODUCTION)) {
      expect(viaNginx.headers()[name], `${path} via nginx`).toBe(value);
      expect(fromStack.headers()[name], `${path} from the local stack`).toBeUndefined();
    }
    if (sameBody) expect(await viaNginx.body(), path).toEqual(await fromStack.body());
  }
});

test('/version.html is the build version and /config.json the environment, both from outside the bundle', async ({
  request,
}) => {
  const { BUILD_VERSION } = await import('../../../src/config/build');
  expect((await (await request.get('/version.html')).text()).trim()).toBe(BUILD_VERSION);
  expect(readFileSync(join(release, 'version.html'), 'utf8').trim()).toBe(BUILD_VERSION);
  // The build holds no value of the environment: each one lives only in /config.json. (Not the
  // environment's name, which the build lists among the four, nor the flag app name 'ads-manager',
  // which is also an API's name.)
  const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
  const values = [
    config.oidc.authority,
    config.oidc.clientId,
    config.oidc.resource,
    config.oidc.corporateIdentityProvider,
    config.flags.url,
    config.flags.clientKey,
  ];
  expect(values).toContain(`http://localhost:${NGINX.port}/idp`);
  const files = readdirSync(distDirectory(), { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(js|css|html)$/.test(name),
  );
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(join(distDirectory(), file), 'utf8');
    for (const value of values) expect(text.includes(value), `${file} holds ${value}`).toBe(false);
  }
});

test('gzip, and brotli where the module is installed, for JavaScript, CSS and JSON', async ({ request }) => {
  const brotli = readdirSync('/etc/nginx/modules-enabled').some((name) => name.includes('brotli-filter'));
  const paths = [firstAsset(/^index-.*\.js$/), firstAsset(/\.css$/), `${firstAsset(/^index-.*\.js$/)}.map`];
  for (const path of paths) {
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(gzip.headers().vary, path).toContain('Accept-Encoding');
    const br = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding'], path).toBe(brotli ? 'br' : 'gzip');
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    expect(await br.body(), path).toEqual(await plain.body());
  }
});

/** A request exactly as written (a client would tidy `..` away), answering nginx's status. */
function rawStatus(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(NGINX.port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no status line in ${JSON.stringify(answer.slice(0, 200))}`));
    });
    socket.on('error', reject);
  });
}

test('a path climbing out of the build, or an over-long URL, gets nginx’s refusal and never a file', async ({
  request,
}) => {
  for (const target of [
    '/../../../../etc/passwd',
    '/assets/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
  ]) {
    expect(await rawStatus(target), target).toBe(400);
  }
  expect(await rawStatus(`/advertiser/${'a'.repeat(9_000)}`)).toBe(414);
  // Inside the build, a `..` is just a path: the app's own index.html.
  expect(await rawStatus('/assets/../index.html')).toBe(200);
  // No directory listing, and nothing but the build's files under /assets/.
  const listing = await request.get('/assets/');
  expect(listing.status()).toBe(404);
  expect(await listing.text()).not.toContain('Index of');
});
