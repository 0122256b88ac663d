/**
 * `routes`: gzip size of the JavaScript the browser really loads per route — entry, modulepreloads
 * and lazy chunks — in headless Chromium against the local stack serving the build.
 *
 *   /login                 a fresh browser (empty cache) opens /login, until the network is idle
 *   first account screen   per persona (admin: an account without report data; agencyManager: one
 *                          whose report has rows and a chart), signed in through the IdP pages, the
 *                          same tab loads `/` again with the HTTP cache off: landing →
 *                          /advertiser/{id} → its first section (/advertiser/{id}/…), until idle
 */
import type { Page, Response } from '@playwright/test';
import { signIn } from '../browser/sign-in';
import { landOnAccount, launchChromium, newContext } from './browser';
import { gzipKB, type Result } from './common';

export const LOGIN_BUDGET_KB = 118;
export const ACCOUNT_SCREEN_BUDGET_KB = 227;
/** How long no request may be in flight or start before a route counts as loaded. */
const QUIET_MS = 2000;
const LOAD_TIMEOUT_MS = 60_000;

interface LoadedScript {
  url: string;
  gzipKB: number;
}

/** Records every JavaScript response of the page's own origin while `load` runs, until the network is quiet. */
async function scriptsLoadedBy(page: Page, origin: string, load: () => Promise<void>): Promise<LoadedScript[]> {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || url.pathname.startsWith('/idp/') || bodies.has(url.href)) return;
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    bodies.set(
      url.href,
      response.body().catch(() => undefined),
    );
  };
  // Requests in flight and the time of the last one to start or end, of any kind: a route has
  // loaded when none has been in flight for QUIET_MS. Playwright's networkidle (500 ms, reached
  // once) came before chunks loaded after a slow API answer: the report chart after its data.
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = () => {
    inFlight += 1;
    lastActivity = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('response', onResponse);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await load();
    const deadline = performance.now() + LOAD_TIMEOUT_MS;
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
      if (performance.now() > deadline) throw new Error(`the network was not quiet within ${LOAD_TIMEOUT_MS} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('response', onResponse);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  const scripts: LoadedScript[] = [];
  for (const [url, body] of bodies) {
    // A body the browser no longer holds (e.g. after a navigation) is fetched again.
    const bytes = (await body) ?? (await (await page.request.get(url)).body());
    scripts.push({ url, gzipKB: gzipKB(bytes) });
  }
  return scripts.sort((a, b) => b.gzipKB - a.gzipKB);
}

const total = (scripts: LoadedScript[]) => scripts.reduce((sum, script) => sum + script.gzipKB, 0);
const describe = (scripts: LoadedScript[]) =>
  `${scripts.length} files; largest ${scripts
    .slice(0, 3)
    .map((script) => `${new URL(script.url).pathname.replace('/assets/', '')} ${script.gzipKB.toFixed(1)}`)
    .join(', ')}`;

export async function routes(
  origin: string,
  personas: readonly string[],
  add: (result: Result) => void,
): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await newContext(browser, origin);
    const page = await context.newPage();

    const login = await scriptsLoadedBy(page, origin, async () => {
      await page.goto('/login');
    });
    if (login.length === 0) throw new Error('/login loaded no JavaScript');
    add({
      section: 'routes',
      name: 'routes: /login, gzip JS loaded',
      value: total(login),
      unit: 'KB',
      budget: LOGIN_BUDGET_KB,
      note: describe(login),
    });
    await context.close();

    for (const persona of personas) {
      const name = `routes: first account screen (${persona}), gzip JS loaded`;
      const personaContext = await newContext(browser, origin);
      const personaPage = await personaContext.newPage();
      try {
        await signIn(personaPage, persona);
        // An internal persona chooses its first account once (NS-91), so `/` opens it below.
        await landOnAccount(personaPage);
        // Routing every request turns the HTTP cache off (Playwright), so the reload fetches all again.
        await personaPage.route('**/*', (route) => route.continue());
        const screen = await scriptsLoadedBy(personaPage, origin, async () => {
          await personaPage.goto('/');
          // The account's own section (NS-04: /advertiser/{id} sends on to it). Waiting for
          // /advertiser/{id} alone let the network go idle before that redirect on a busy machine,
          // and the row counted the shell without the screen (182 of 249 KB).
          await personaPage.waitForURL(/\/advertiser\/\d+\/[a-z]/, { timeout: 30_000 });
        });
        add({
          section: 'routes',
          name,
          value: total(screen),
          unit: 'KB',
          budget: ACCOUNT_SCREEN_BUDGET_KB,
          note: `${persona} → ${new URL(personaPage.url()).pathname}; ${describe(screen)}`,
        });
      } catch (error) {
        add({
          section: 'routes',
          name,
          value: Number.NaN,
          unit: 'KB',
          budget: ACCOUNT_SCREEN_BUDGET_KB,
          note: `${persona} from ${new URL(personaPage.url()).pathname}`,
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await personaContext.close();
      }
    }
  } finally {
    await browser.close();
  }
}
