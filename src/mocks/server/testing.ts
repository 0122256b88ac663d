/**
 * Test harness of the fake backend for vitest: an in-memory store, test tokens instead of the
 * IdP's JWTs, and an msw/node server answering every handler.
 *
 *   const stack = withTestBackend(() => myDb);            // at the top of a test file
 *   const answer = await stack.call('GET', '/api/…', { as: 'ada.admin@cardlinked.example' });
 *   expectProblem(answer, 400, { field: 'name' });
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ZodType, z } from 'zod';
import { createStore, type Store } from '../db/store';
import type { Db, PerformanceRow } from '../db/types';
import { createBackend, TokenError, type Backend, type VerifyToken } from './backend';
import { IDEMPOTENCY_KEY } from './idempotency';
import { createHandlers } from './index';

export const TEST_ORIGIN = 'http://backend.test';

/** A test token names its user; `expired:` tokens are expired. */
export const testToken = (email: string) => `test:${email}`;
export const expiredTestToken = (email: string) => `expired:${email}`;

/** Checks the test tokens above instead of the IdP's JWTs. */
export const verifyTestToken: VerifyToken = (token) => {
  const [kind, email] = token.split(/:(.*)/s);
  if (kind === 'test' && email) return Promise.resolve({ email });
  if (kind === 'expired' && email) return Promise.reject(new TokenError('expired', 'expired'));
  return Promise.reject(new TokenError('invalid', 'not a test token'));
};

export interface CallOptions {
  /** The signed-in user's e-mail; no Authorization header when absent. */
  as?: string;
  body?: unknown;
  /** Content-Type of the body (JSON by default; FormData is sent as multipart). */
  mediaType?: string;
  headers?: Record<string, string>;
  /**
   * The Idempotency-Key of a POST: a fresh one per call when absent (as the app makes one per
   * intended create), none with null.
   */
  idempotencyKey?: string | null;
}

export interface CallAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined for an empty answer. */
  body: T;
}

export interface TestBackend {
  backend: Backend;
  store: Store;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallAnswer<T>>;
  close(): void;
}

export function startTestBackend(seed: () => Db, performance: (db: Db) => PerformanceRow[] = () => []): TestBackend {
  const store = createStore({ seed, performance });
  const backend = createBackend({
    store,
    verifyToken: verifyTestToken,
  });
  const server = setupServer(...createHandlers(backend));
  server.listen({ onUnhandledFrame: 'error' });
  return {
    backend,
    store,
    async call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallAnswer<T>> {
      const headers = new Headers(options.headers);
      if (options.as) headers.set('Authorization', `Bearer ${testToken(options.as)}`);
      const key = options.idempotencyKey === undefined ? crypto.randomUUID() : options.idempotencyKey;
      if (method === 'POST' && key !== null && !headers.has(IDEMPOTENCY_KEY)) headers.set(IDEMPOTENCY_KEY, key);
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers.set('Content-Type', options.mediaType ?? 'application/json');
      }
      const response = await fetch(`${TEST_ORIGIN}${path}`, { method, headers, body });
      const text = await response.text();
      const parsed = (text ? JSON.parse(text) : undefined) as T;
      return { status: response.status, headers: response.headers, body: parsed };
    },
    close() {
      server.close();
    },
  };
}

/**
 * Runs the fake backend for the tests of one file: started before the first test, closed after the
 * last; after each test its data is back to the seed, its clock real again and its faults gone.
 */
export function withTestBackend(
  seed: () => Db,
  performance?: (db: Db) => PerformanceRow[],
): Omit<TestBackend, 'close'> {
  let stack: TestBackend | undefined;
  let clock: Backend['now'] | undefined;
  const running = () => {
    if (!stack) throw new Error('The test backend runs only while the tests of its file run');
    return stack;
  };
  beforeAll(() => {
    stack = startTestBackend(seed, performance);
    clock = stack.backend.now.bind(stack.backend);
  });
  afterEach(() => {
    const { backend, store } = running();
    if (clock) backend.now = clock;
    backend.faults.length = 0;
    store.reset();
  });
  afterAll(() => {
    stack?.close();
    stack = undefined;
  });
  return {
    get backend() {
      return running().backend;
    },
    get store() {
      return running().store;
    },
    call: (method, path, options) => running().call(method, path, options),
  };
}

export interface ProblemBody {
  status: number;
  title: string;
  code: string;
  detail?: string | { detail: string; field?: string }[];
  extensions?: { field?: string; subcode?: string; traceId?: string; ioNumber?: string };
}

/** Checks a problem-details answer (status, media type, and the code and field when given); its body. */
export function expectProblem(
  answer: CallAnswer,
  status: number,
  expected: { code?: string; field?: string } = {},
): ProblemBody {
  const body = answer.body as ProblemBody;
  expect({ status: answer.status, bodyStatus: body.status }).toEqual({ status, bodyStatus: status });
  expect(answer.headers.get('Content-Type')).toContain('application/problem+json');
  if (expected.code !== undefined) expect(body.code).toBe(expected.code);
  if (expected.field !== undefined) expect(body.extensions?.field).toBe(expected.field);
  return body;
}

/** The answer's body parsed with the generated zod schema (throws with the issues otherwise). */
export function parsed<S extends ZodType>(schema: S, answer: CallAnswer): z.output<S> {
  return schema.parse(answer.body);
}

/** Runs `call` and checks it left the stored state exactly as it was. */
export async function unchanged(
  stack: Pick<TestBackend, 'store'>,
  call: () => Promise<CallAnswer>,
): Promise<CallAnswer> {
  // Handlers change the state only inside the store's `write`, which counts the changes.
  const before = stack.store.changes;
  const answer = await call();
  expect(stack.store.changes, 'writes that changed the state').toBe(before);
  return answer;
}

export const problemOf = (answer: CallAnswer): ProblemBody => answer.body as ProblemBody;
