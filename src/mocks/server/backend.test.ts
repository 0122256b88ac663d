import { describe, expect, it } from 'vitest';
import { emptyDb } from '../db/empty';
import type { Db } from '../db/types';
import { PERSONAS } from '../personas';
import { parseFaultHeader } from './backend';
import { withTestBackend } from './testing';

const ADMIN = PERSONAS.admin.email;
const seed = (): Db => ({
  ...emptyDb(),
  accounts: [{ id: 1001, name: 'Acme Outfitters' } as Db['accounts'][number]],
  users: [
    {
      email: ADMIN,
      firstName: 'Ada',
      lastName: 'Admin',
      type: 'INTERNAL',
      status: 'ACTIVE',
      memberships: [],
      internalRoles: ['Internal Admin'],
    },
  ],
});

const stack = withTestBackend(seed);

describe('fault injection', () => {
  it('reads the x-mock-fault header', () => {
    expect(parseFaultHeader('latency=5000, status=429, retry-after=2')).toEqual({
      latencyMs: 5000,
      status: 429,
      retryAfter: 2,
    });
    expect(parseFaultHeader('malformed')).toEqual({ malformed: true });
    expect(parseFaultHeader('drop')).toEqual({ drop: true });
    expect(parseFaultHeader('drop-answer')).toEqual({ dropAnswer: true });
    expect(parseFaultHeader(null)).toBeUndefined();
  });

  it('answers 429 with Retry-After, 500 and 401 as problem details', async () => {
    const limited = await stack.call('GET', '/api/v1/anything', {
      headers: { 'x-mock-fault': 'status=429, retry-after=3' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('3');
    expect(limited.headers.get('Content-Type')).toBe('application/problem+json');
    expect((await stack.call('GET', '/api/v1/anything', { headers: { 'x-mock-fault': 'status=500' } })).status).toBe(
      500,
    );
    expect((await stack.call('GET', '/api/v1/anything', { headers: { 'x-mock-fault': 'status=401' } })).status).toBe(
      401,
    );
  });

  it('answers a malformed body and drops the connection', async () => {
    await expect(stack.call('GET', '/api/v1/anything', { headers: { 'x-mock-fault': 'malformed' } })).rejects.toThrow(
      SyntaxError,
    );
    await expect(stack.call('GET', '/api/v1/anything', { headers: { 'x-mock-fault': 'drop' } })).rejects.toThrow(
      TypeError,
    );
  });

  it('adds latency and then answers normally', async () => {
    const started = performance.now();
    const answer = await stack.call('GET', '/api/v1/no/such/operation', { headers: { 'x-mock-fault': 'latency=150' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.status).toBe(404);
  });

  it('a session fault set through the control endpoint hits only its user and path, the given number of times', async () => {
    const set = await stack.call('POST', '/__mock/faults', {
      body: { email: ADMIN, path: '/api/v1/x', fault: { status: 500 }, times: 1 },
    });
    expect(set.status).toBe(201);
    expect((await stack.call('GET', '/api/v1/y', { as: ADMIN })).status).toBe(404);
    expect((await stack.call('GET', '/api/v1/x', { as: 'someone@else.example' })).status).toBe(404);
    expect((await stack.call('GET', '/api/v1/x', { as: ADMIN })).status).toBe(500);
    expect((await stack.call('GET', '/api/v1/x', { as: ADMIN })).status).toBe(404);
  });

  it('answers 404 problem details for an operation no spec has', async () => {
    const answer = await stack.call('GET', '/api/v9/nothing');
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', detail: 'No such operation' } });
  });
});
