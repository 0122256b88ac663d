/**
 * The requests a screen sends, as the server sees them: method, path, query, headers, JSON body and
 * Idempotency-Key — the one request recorder of the component tests. Call before rendering; the spy
 * on fetch is undone by `vi.restoreAllMocks()` (vitest's `restoreMocks` does it after each test).
 *
 *   const requests = recordRequests();
 *   …
 *   expect(requests({ method: 'POST' }).map((r) => r.url)).toEqual([…]);
 *   requests({ path: '/accounts/1001/campaigns' }).at(-1)?.search.get('orderBy');
 */
import { vi } from 'vitest';

export interface SentRequest {
  /** Upper case: GET, POST, PATCH … */
  method: string;
  /** The URL's path, without the query. */
  url: string;
  search: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; another body (a file's form data) as it was sent; null without one. */
  body: unknown;
  /** The Idempotency-Key header, or null. */
  key: string | null;
}

/** Which requests to list: `method` (any case) equal, the path ending with `path`. */
export interface RequestFilter {
  method?: string;
  path?: string;
}

/**
 * Starts recording the app's requests (a spy on fetch that still sends them). The returned function
 * lists them in the order sent, only those that match `filter` when given.
 */
export function recordRequests(): (filter?: RequestFilter) => SentRequest[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return ({ method, path }: RequestFilter = {}) =>
    fetchSpy.mock.calls
      .map(([input, init]): SentRequest => {
        // Relative URLs (the shell's own probes) are read against the page's origin.
        const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
        const url = new URL(input instanceof Request ? input.url : String(input), base);
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        return {
          method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
          url: url.pathname,
          search: url.searchParams,
          headers,
          body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null),
          key: headers.get('Idempotency-Key'),
        };
      })
      .filter(
        (request) =>
          (method === undefined || request.method === method.toUpperCase()) &&
          (path === undefined || request.url.endsWith(path)),
      );
}
