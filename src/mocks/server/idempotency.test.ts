// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore } from '../db/store';
import { ADMIN, campaignBuildFixture, GB, MANAGER, US, V7, VIEWER } from '../fixtures/campaign-build';
import { createBackend } from './backend';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_REPLAYED, IDEMPOTENCY_TTL_MS } from './idempotency';
import { createHandlers } from './index';
import {
  expectProblem,
  TEST_ORIGIN,
  testToken,
  unchanged,
  verifyTestToken,
  withTestBackend,
  type CallAnswer,
} from './testing';

const stack = withTestBackend(campaignBuildFixture);

const campaigns = (accountId = US) => `${V7}/accounts/${accountId}/campaigns`;
const body = { name: 'Retried launch', lineId: 3001 };
const named = (name: string) => stack.store.db.campaigns.filter((campaign) => campaign.name === name);
const create = (key: string | null, options: { as?: string; body?: unknown; accountId?: number } = {}) =>
  stack.call<{ campaignId: number }>('POST', campaigns(options.accountId), {
    as: options.as ?? MANAGER,
    body: options.body ?? body,
    idempotencyKey: key,
  });

function expectReplay(replayed: CallAnswer, first: CallAnswer) {
  expect(replayed.status).toBe(first.status);
  expect(replayed.body).toEqual(first.body);
  expect(replayed.headers.get(IDEMPOTENCY_REPLAYED)).toBe('true');
  expect(replayed.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
}

describe('idempotent creates', () => {
  it('the same key with the same body replays the first answer and creates nothing more', async () => {
    const first = await create('key-1');
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENCY_REPLAYED)).toBeNull();
    const again = await unchanged(stack, () => create('key-1'));
    expectReplay(again, first);
    expect(named('Retried launch')).toHaveLength(1);
  });

  it('API-012 the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED problem details and creates nothing', async () => {
    await create('key-2');
    const other = await unchanged(stack, () => create('key-2', { body: { ...body, name: 'Another launch' } }));
    const problem = expectProblem(other, 422, { code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(problem).toMatchObject({ title: 'Unprocessable Content', type: 'about:blank' });
    expect(problem.extensions?.traceId).toMatch(/^[0-9a-f]{16}$/);
    expect(named('Another launch')).toEqual([]);
  });

  it('API-012 a create without the key answers 400 problem details naming the header; 401 comes first', async () => {
    const missing = await unchanged(stack, () => create(null));
    expectProblem(missing, 400, { code: 'VALIDATION_FAILURE', field: IDEMPOTENCY_KEY });
    expectProblem(await unchanged(stack, () => create('')), 400, { field: IDEMPOTENCY_KEY });
    expectProblem(await unchanged(stack, () => create('k'.repeat(256))), 400, { field: IDEMPOTENCY_KEY });
    const anonymous = await stack.call('POST', campaigns(), { body, idempotencyKey: null });
    expectProblem(anonymous, 401);
  });

  it('keys belong to their user: another user with the same key creates its own', async () => {
    const mine = await create('shared-key');
    const theirs = await create('shared-key', { as: ADMIN });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get(IDEMPOTENCY_REPLAYED)).toBeNull();
    expect(theirs.body.campaignId).not.toBe(mine.body.campaignId);
    expect(named('Retried launch')).toHaveLength(2);
  });

  it('the same key on another operation or path is another request (422)', async () => {
    await create('path-key');
    expectProblem(await create('path-key', { accountId: GB, body: { name: 'Retried launch' } }), 422, {
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const adGroup = await stack.call('POST', `/api/v6/campaign-build-api/accounts/${US}/adgroups`, {
      as: MANAGER,
      body: { name: 'Group', campaignId: 5001 },
      idempotencyKey: 'path-key',
    });
    expectProblem(adGroup, 422, { code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('an answer is kept for 24 hours of the backend clock; after that the key creates again', async () => {
    const first = await create('day-key');
    const start = Date.now();
    stack.backend.now = () => new Date(start + IDEMPOTENCY_TTL_MS - 60_000);
    expectReplay(await create('day-key'), first);
    stack.backend.now = () => new Date(start + IDEMPOTENCY_TTL_MS + 60_000);
    const later = await create('day-key');
    expect(later.status).toBe(201);
    expect(later.headers.get(IDEMPOTENCY_REPLAYED)).toBeNull();
    expect(named('Retried launch')).toHaveLength(2);
    expect(stack.store.db.idempotentAnswers.filter((answer) => answer.key === 'day-key')).toHaveLength(1);
  });

  it('a refused create is not kept: the corrected retry with the same key creates', async () => {
    expectProblem(await create('fix-key', { body: { ...body, name: ' ' } }), 400, { field: 'name' });
    expectProblem(await create('fix-key', { as: VIEWER }), 403);
    const fixed = await create('fix-key');
    expect(fixed.status).toBe(201);
    expect(named('Retried launch')).toHaveLength(1);
  });

  it('requests with the same key run one after the other: two at once create one campaign', async () => {
    const [a, b] = await Promise.all([create('race-key'), create('race-key')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect([a.headers.get(IDEMPOTENCY_REPLAYED), b.headers.get(IDEMPOTENCY_REPLAYED)].sort()).toEqual([null, 'true']);
    expect(named('Retried launch')).toHaveLength(1);
  });

  it('a multipart create is the same request when its fields and files are (a new boundary does not count)', async () => {
    const upload = (csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'redemptions.csv');
      form.append('redemptionModel', 'ReviewedRedemptions');
      return stack.call('POST', `/api/v1/rms/accounts/${US}/redemptions/us/uploads`, {
        as: ADMIN,
        body: form,
        idempotencyKey: 'upload-key',
      });
    };
    const csv = 'redemptionId,reasonCode,amount,partnerCode,institutionId\n9001,4,12.5,SEATED,301\n';
    const first = await upload(csv);
    expect(first.status).toBe(201);
    expectReplay(await upload(csv), first);
    expectProblem(await upload(csv.replace('12.5', '13.5')), 422, { code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(stack.store.db.redemptionUploads).toHaveLength(1);
  });

  it('the kept answers persist with the rest of the state: a restarted backend replays them', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'idempotency-')), 'db.json');
    const request = () =>
      new Request(`${TEST_ORIGIN}${campaigns()}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${testToken(MANAGER)}`,
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY]: 'restart-key',
        },
        body: JSON.stringify(body),
      });
    const started = () => {
      const store = createStore({ seed: campaignBuildFixture, performance: () => [], file });
      return { store, handlers: createHandlers(createBackend({ store, verifyToken: verifyTestToken })) };
    };
    const before = started();
    const first = await getResponse(before.handlers, request());
    before.store.flush();
    const after = started();
    const replayed = await getResponse(after.handlers, request());
    expect(replayed?.status).toBe(201);
    expect(replayed?.headers.get(IDEMPOTENCY_REPLAYED)).toBe('true');
    expect(await replayed?.json()).toEqual(await first?.json());
    expect(after.store.db.campaigns.filter((campaign) => campaign.name === body.name)).toHaveLength(1);
  });
});

describe('a lost answer (fault drop-answer)', () => {
  it('x-mock-fault: drop-answer saves the create and drops the connection; the retry with the key answers the saved campaign', async () => {
    const lost = stack.call('POST', campaigns(), {
      as: MANAGER,
      body,
      idempotencyKey: 'lost-key',
      headers: { 'x-mock-fault': 'drop-answer' },
    });
    await expect(lost).rejects.toThrow(TypeError);
    const [saved] = named('Retried launch');
    expect(saved).toBeDefined();
    const retry = await create('lost-key');
    expect(retry.status).toBe(201);
    expect(retry.headers.get(IDEMPOTENCY_REPLAYED)).toBe('true');
    expect(retry.body.campaignId).toBe(saved?.campaignId);
    expect(named('Retried launch')).toHaveLength(1);
  });

  it('the session fault { dropAnswer } hits only its user, path and method, the given number of times', async () => {
    const set = await stack.call('POST', '/__mock/faults', {
      body: { email: MANAGER, path: campaigns(), method: 'POST', times: 1, fault: { dropAnswer: true } },
    });
    expect(set.status).toBe(201);
    expect((await stack.call('GET', campaigns(), { as: MANAGER })).status).toBe(200);
    expect((await create('admin-key', { as: ADMIN })).status).toBe(201);
    await expect(create('manager-key')).rejects.toThrow(TypeError);
    expect(named('Retried launch')).toHaveLength(2);
    const retry = await create('manager-key');
    expect(retry.headers.get(IDEMPOTENCY_REPLAYED)).toBe('true');
    expect(named('Retried launch')).toHaveLength(2);
  });
});
