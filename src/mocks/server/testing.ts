/**
 * Test harness of the fake backend for vitest: an in-memory store, test tokens instead of the
 * IdP's JWTs, and an msw/node server answering every handler.
 *
 *   const stack = startTestBackend(() => myDb);          // in beforeAll
 *   const answer = await stack.call('GET', '/api/…', { as: 'ada.admin@cardlinked.example' });
 */
import { setupServer } from 'msw/node';
import { createStore, type Store } from '../db/store';
import type { Db, PerformanceRow } from '../db/types';
import { createBackend, TokenError, type Backend } from './backend';
import { createHandlers } from './index';

export const TEST_ORIGIN = 'http://backend.test';

/** A test token names its user; `expired:` tokens are expired. */
export const testToken = (email: string) => `test:${email}`;
export const expiredTestToken = (email: string) => `expired:${email}`;

export interface CallOptions {
  /** The signed-in user's e-mail; no Authorization header when absent. */
  as?: string;
  body?: unknown;
  /** Content-Type of the body (JSON by default; FormData is sent as multipart). */
  mediaType?: string;
  headers?: Record<string, string>;
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
    verifyToken: (token) => {
      const [kind, email] = token.split(/:(.*)/s);
      if (kind === 'test' && email) return Promise.resolve({ email });
      if (kind === 'expired' && email) return Promise.reject(new TokenError('expired', 'expired'));
      return Promise.reject(new TokenError('invalid', 'not a test token'));
    },
  });
  const server = setupServer(...createHandlers(backend));
  server.listen({ onUnhandledFrame: 'error' });
  return {
    backend,
    store,
    async call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallAnswer<T>> {
      const headers = new Headers(options.headers);
      if (options.as) headers.set('Authorization', `Bearer ${testToken(options.as)}`);
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
