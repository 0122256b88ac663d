/**
 * The fake backend over HTTP, as `npm start` serves it: its own server instance on a temporary
 * data folder, tokens signed with that instance's IdP key (exactly as the IdP signs them), and a
 * restart in the middle.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { PERSONAS } from '../../src/mocks/personas';

const PORT = 4331;
const ORIGIN = `http://localhost:${PORT}`;
const VIEWER = PERSONAS.viewer.email;
const AGENCY = PERSONAS.agencyManager.email;
const CAMPAIGNS = '/api/v7/campaign-build-api/accounts';
const SAVE = '/api/v1/ads-manager/accounts';

test.describe.configure({ mode: 'serial' });

let dataDir: string;
let server: ChildProcess | undefined;

async function startServer(reset: boolean): Promise<void> {
  server = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SKIP_BUILD: '1', RESET_DATA: reset ? '1' : '0' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      // The API is up when it answers a call without a token with its own 401.
      if ((await fetch(`${ORIGIN}/api/v1/aura/users/nobody/accounts`)).status === 401) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the local stack did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(): Promise<void> {
  const running = server;
  if (!running) return;
  server = undefined;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

async function signingKey(): Promise<{ key: CryptoKey | Uint8Array; kid: string }> {
  const keys = JSON.parse(readFileSync(join(dataDir, 'idp-keys.json'), 'utf8')) as {
    signingKey: JWK & { kid: string };
  };
  return { key: await importJWK(keys.signingKey, 'RS256'), kid: keys.signingKey.kid };
}

async function token(
  email: string,
  { expiresIn = '10m', key }: { expiresIn?: string | number; key?: { key: CryptoKey | Uint8Array; kid: string } } = {},
) {
  const { key: secret, kid } = key ?? (await signingKey());
  return new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .setSubject(email)
    .setIssuer(`${ORIGIN}/idp`)
    .setAudience(`${ORIGIN}/api`)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);
}

const bearer = async (email: string) => ({ Authorization: `Bearer ${await token(email)}` });

test.beforeAll(async () => {
  // A cold start of the whole stack beside another worker's on a busy 2-core machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'ads-manager-api-'));
  await startServer(true);
});

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a call without a token, with an expired token or with a token of another issuer key answers 401 problem details', async ({
  request,
}) => {
  const url = `${ORIGIN}${CAMPAIGNS}/1001/campaigns`;
  const none = await request.get(url);
  expect(none.status()).toBe(401);
  expect(none.headers()['content-type']).toContain('application/problem+json');
  expect(await none.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

  const expired = await request.get(url, {
    headers: { Authorization: `Bearer ${await token(AGENCY, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}` },
  });
  expect(expired.status()).toBe(401);
  expect((await expired.json()) as { detail: string }).toMatchObject({ detail: 'The access token has expired' });

  const { privateKey } = await generateKeyPair('RS256');
  const forged = await request.get(url, {
    headers: { Authorization: `Bearer ${await token(AGENCY, { key: { key: privateKey, kid: 'forged' } })}` },
  });
  expect(forged.status()).toBe(401);
});

test('the campaign viewer may read but not create a campaign (403 problem details)', async ({ request }) => {
  const headers = await bearer(VIEWER);
  expect((await request.get(`${ORIGIN}${CAMPAIGNS}/1001/campaigns`, { headers })).status()).toBe(200);
  const created = await request.post(`${ORIGIN}${CAMPAIGNS}/1001/campaigns`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { name: 'Not allowed' },
  });
  expect(created.status()).toBe(403);
  expect(await created.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
});

test('a bad body answers 400 naming the field and changes nothing', async ({ request }) => {
  const headers = await bearer(AGENCY);
  const list = async () =>
    (await request.get(`${ORIGIN}${CAMPAIGNS}/1003/campaigns?perPage=1`, { headers })).headers()[
      'pagination-totalcount'
    ];
  const before = await list();
  const bad = await request.post(`${ORIGIN}${CAMPAIGNS}/1003/campaigns`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { name: 'Bad budget', budget: 'lots' },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ status: 400, extensions: { field: 'budget' } });
  const unknown = await request.post(`${ORIGIN}${CAMPAIGNS}/1003/campaigns`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { name: 'Extra', colour: 'red' },
  });
  expect(unknown.status()).toBe(400);
  expect(await list()).toBe(before);
});

test('create-then-read returns what was created, and a restart keeps it and its version (NS-89)', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await bearer(AGENCY);
  const created = await request.post(`${ORIGIN}${CAMPAIGNS}/1003/campaigns`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { name: 'Kept across restarts', budget: 2500 },
  });
  expect(created.status()).toBe(201);
  const campaign = (await created.json()) as {
    campaignId: number;
    name: string;
    budget: number;
    campaignStatus: string;
  };
  expect(campaign).toMatchObject({ name: 'Kept across restarts', budget: 2500, campaignStatus: 'Draft' });

  const read = await request.get(`${ORIGIN}${CAMPAIGNS}/1003/campaigns/${campaign.campaignId}`, { headers });
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({
    campaignId: campaign.campaignId,
    name: 'Kept across restarts',
    budget: 2500,
  });
  // NS-89: the version crosses the stack as a strong ETag; a save on it answers the next one.
  const opened = read.headers().etag ?? '';
  expect(opened).toMatch(/^"\d+"$/);
  const save = (ifMatch: string, budget: number) =>
    request.patch(`${ORIGIN}${SAVE}/1003/campaigns/${campaign.campaignId}`, {
      headers: { ...headers, 'If-Match': ifMatch },
      data: { budget },
    });
  const saved = await save(opened, 2600);
  expect(saved.status()).toBe(200);
  const current = saved.headers().etag ?? '';
  expect(current).not.toBe(opened);

  await stopServer();
  await startServer(false);
  const afterRestart = await request.get(`${ORIGIN}${CAMPAIGNS}/1003/campaigns/${campaign.campaignId}`, {
    headers: await bearer(AGENCY),
  });
  expect(afterRestart.status()).toBe(200);
  expect(await afterRestart.json()).toMatchObject({ name: 'Kept across restarts', budget: 2600 });
  expect(afterRestart.headers().etag).toBe(current);
  const stale = await save(opened, 2700);
  expect(stale.status()).toBe(412);
  expect(stale.headers()['content-type']).toContain('application/problem+json');
  expect(await stale.json()).toMatchObject({
    code: 'PRECONDITION_FAILED',
    extensions: { currentVersion: current, updateUser: AGENCY },
  });
});
