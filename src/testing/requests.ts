/**
 * The requests a screen sends, as the server sees them: method, path, query, JSON body and
 * Idempotency-Key. Call before rendering; restore with `vi.restoreAllMocks()` after each test.
 *
 *   const requests = recordRequests();
 *   …
 *   expect(requests().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([…]);
 */
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** The URL's path, without the query. */
  url: string;
  search: URLSearchParams;
  body: unknown;
  key: string | null;
}

export function recordRequests(): () => SentRequest[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return {
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
        url: url.pathname,
        search: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null),
        key: new Headers(init?.headers).get('Idempotency-Key'),
      };
    });
}
