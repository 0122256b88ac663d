/**
 * Errors reported from production (issue 26, NS-22), end to end: the mock environment's DSN names
 * the local stack's Sentry receiver (scripts/serve/sentry-receiver.ts), which stores every envelope
 * as it arrived. The Sentry SDK loads on the first report only: before it nothing of it is fetched.
 *
 * The receiver's store is the worker's stack's: each test forgets it first and runs on its own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BUILD_VERSION } from '../../src/config/build';
import type { Received } from '../../scripts/serve/sentry-receiver';
import { expect, injectFault, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ACCOUNT = '/advertiser/1001';

interface SentryEvent {
  release?: string;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  contexts?: { api?: { status?: number; path?: string; method?: string; traceId?: string } };
  request?: { url?: string };
}

const forget = async (request: APIRequestContext) => {
  expect((await request.delete('/__mock/sentry')).status()).toBe(204);
};

/** The error events the receiver holds, oldest first. */
async function receivedEvents(request: APIRequestContext): Promise<{ events: SentryEvent[]; raw: string }> {
  const response = await request.get('/__mock/sentry');
  expect(response.status()).toBe(200);
  const raw = await response.text();
  const { received } = JSON.parse(raw) as { received: Received[] };
  const events = received.flatMap((each) =>
    each.kind === 'envelope'
      ? each.items.filter((item) => item.header.type === 'event').map((item) => item.payload as SentryEvent)
      : [],
  );
  return { events, raw };
}

/** Every request of the page to the Sentry SDK's chunk or the receiver, from now on. */
function sentryTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/sentry-[^/]*\.js$/.test(pathname) || pathname.startsWith('/sentry/')) seen.push(pathname);
  });
  return seen;
}

test('NS-22 an uncaught error arrives once, with the release and the environment, without the e-mail, token or query string', async ({
  page,
  request,
  signIn,
}) => {
  await forget(request);
  const traffic = sentryTraffic(page);
  const { email } = await signIn('agencyManager');
  await expect(page).toHaveURL(/\/advertiser\/\d+/);
  // Nothing of Sentry loads while there is nothing to report: the first screens stay as they were.
  await page.waitForLoadState('networkidle');
  expect(traffic).toEqual([]);

  const throwLater = (message: string) =>
    page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      }, 0);
    }, message);
  await throwLater(`Export failed for ${email}: see /advertiser/1/report?user=${email}&token=secret-value`);
  await expect.poll(async () => (await receivedEvents(request)).events.length).toBe(1);
  expect(traffic.some((path) => /\/assets\/sentry-/.test(path))).toBe(true);
  // A second error, once the SDK is there: it too arrives once (the SDK adds no handlers of its own).
  await throwLater('Second failure');
  await expect.poll(async () => (await receivedEvents(request)).events.length).toBeGreaterThanOrEqual(2);
  // Give a repeated report time to arrive, had there been one.
  await page.waitForTimeout(2_000);
  const { events, raw } = await receivedEvents(request);
  expect(events.map((each) => each.exception?.values?.at(-1)?.value)).toEqual([
    'Export failed for [email]: see /advertiser/1/report',
    'Second failure',
  ]);
  const [event] = events;
  expect(event?.release).toBe(BUILD_VERSION);
  expect(event?.environment).toBe('mock');
  expect(event?.tags).toMatchObject({ source: 'error' });
  expect(raw).not.toContain(email);
  expect(raw).not.toContain('secret-value');
  expect(event?.request?.url).not.toContain('?');
});

test('NS-22 an unexpected API failure arrives with its trace id and request; an expected 404 does not', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('admin', { from: `${ACCOUNT}/campaigns` });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await forget(request);
  await page.goto('about:blank');
  await injectFault(request, { path: '/campaigns', method: 'GET', status: 500, times: 1 });
  await page.goto(`${ACCOUNT}/campaigns`);

  await expect.poll(async () => (await receivedEvents(request)).events.length).toBeGreaterThan(0);
  const { events } = await receivedEvents(request);
  const api = events.filter((event) => event.tags?.source === 'api');
  expect(api).toHaveLength(1);
  const [failure] = api;
  expect(failure?.tags).toMatchObject({ status: '500', trace_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(failure?.contexts?.api).toMatchObject({
    status: 500,
    method: 'GET',
    path: expect.stringContaining('/campaigns'),
    traceId: failure?.tags?.trace_id,
  });

  // A screen the user is meant to meet (404) is no fault: nothing more arrives.
  await page.goto(`${ACCOUNT}/campaign/999999999/review`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect((await receivedEvents(request)).events).toHaveLength(events.length);
});

test('NS-22 a CSP violation is reported to the same receiver', async ({ page, request }) => {
  await forget(request);
  await page.goto('/login');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://images.example.invalid/pixel.png';
    document.body.append(image);
  });
  await expect
    .poll(async () => {
      const { received } = (await (await request.get('/__mock/sentry')).json()) as { received: Received[] };
      return received.flatMap((each) => (each.kind === 'csp' ? [each] : []));
    })
    .toEqual([
      expect.objectContaining({
        contentType: 'application/csp-report',
        body: {
          'csp-report': expect.objectContaining({
            'effective-directive': 'img-src',
            'blocked-uri': expect.stringContaining('https://images.example.invalid'),
          }),
        },
      }),
    ]);
});
