/**
 * The smoke journeys through nginx (deploy/nginx, in front of the local stack): signing in through
 * the proxied IdP, the landing account, the campaigns list, a deep link reloaded, a deploy while a
 * tab is open (the reload offer), and a broken /config.json (the start-up error page).
 */
import { cpSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployRelease } from '../../../scripts/serve/behind-nginx';
import { campaignsTable } from '../fixtures/campaign-helpers';
import { expect, test } from '../fixtures';
import { NGINX } from './setup';

test.describe.configure({ timeout: 90_000 });

const ACCOUNT = '/advertiser/1001';

test('signing in through nginx lands on the first account with the header, and every call went through nginx', async ({
  page,
  signIn,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await signIn('admin', { viaIdp: true, from: '/advertiser/1001' });
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/advertiser/'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect([...origins]).toEqual([`http://localhost:${NGINX.port}`]);
});

test('the campaigns list shows the account’s campaigns, and reloading its deep link keeps it', async ({
  page,
  signIn,
}) => {
  await signIn('admin', { from: `${ACCOUNT}/campaigns` });
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(campaignsTable(page).getByRole('row').nth(1)).toBeVisible();
  const rows = await campaignsTable(page).getByRole('row').count();

  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === `${ACCOUNT}/campaigns`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(campaignsTable(page).getByRole('row')).toHaveCount(rows);
});

/**
 * A copy of `build` as the next deploy would be: every file of assets/ under a new name (as new
 * content hashes give: `x-H.js` becomes `x-H.next.js`), every reference changed, the old names
 * gone, and a newer version.
 */
function nextBuild(build: string): string {
  const next = join(tmpdir(), `ads-manager-next-build-${String(NGINX.port)}`);
  rmSync(next, { recursive: true, force: true });
  cpSync(realpathSync(build), next, { recursive: true });
  const assets = join(next, 'assets');
  const renamed = (name: string) => name.replace(/^([^.]+)\./, '$1.next.');
  const files = readdirSync(assets);
  // Replacing `x-H.js` also turns the reference `x-H.js.map` into `x-H.next.js.map`.
  const referenced = files.filter((name) => !name.endsWith('.map'));
  for (const file of [join(next, 'index.html'), ...files.map((name) => join(assets, name))]) {
    let text = readFileSync(file, 'utf8');
    for (const name of referenced) text = text.replaceAll(name, renamed(name));
    writeFileSync(file, text);
  }
  for (const name of files) renameSync(join(assets, name), join(assets, renamed(name)));
  writeFileSync(join(next, 'version.html'), '12.4.68\n');
  return next;
}

test('SHELL-026 a tab opened before a deploy offers a reload when the screen it opens next is gone, and the reload shows it', async ({
  page,
  signIn,
}) => {
  const served = join(NGINX.dir, 'www');
  await signIn('admin', { from: ACCOUNT });
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${ACCOUNT}/`));
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The menu's own code loads on first use: use it once before the deploy.
  await nav.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Manage users' })).toBeVisible();
  await page.keyboard.press('Escape');

  const previous = readFileSync(join(served, 'version.html'), 'utf8');
  deployRelease(NGINX, nextBuild(served), 'next');
  try {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/')) {
        missing.push(response.url());
      }
    });
    await nav.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Manage users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeVisible();
    expect(missing.length).toBeGreaterThan(0);

    // What the reload loaded; a 404 of the old page's last requests (a lazy chunk, the error
    // reporter asked for by the failure itself) is not a file it used.
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.ok()) loaded.push(new URL(response.url()).pathname);
    });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${ACCOUNT}/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(loaded.filter((path) => path.startsWith('/assets/')).every((path) => path.includes('.next.'))).toBe(true);
  } finally {
    deployRelease(NGINX, join(NGINX.dir, 'releases', 'first'), 'first-again');
    expect(readFileSync(join(served, 'version.html'), 'utf8')).toBe(previous);
  }
});

test('SHELL-026 a missing or malformed /config.json shows the start-up error page, not a blank one', async ({
  page,
}) => {
  for (const [answer, text] of [
    [{ status: 404, body: 'Not found' }, 'The configuration of this installation (/config.json) could not be loaded.'],
    [
      { status: 200, body: '{"environment": "mock",' },
      'The configuration of this installation (/config.json) is not valid JSON.',
    ],
  ] as const) {
    await page.route('**/config.json', (route) => route.fulfill({ ...answer, contentType: 'application/json' }));
    await page.goto(`${ACCOUNT}/campaigns`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ads Manager could not start' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(text);
    await page.unrouteAll();
  }
});
