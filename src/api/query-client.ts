/**
 * react-query defaults of part 1 §7: stale times, cache lifetime, no refetch on focus, and
 * retries only for HTTP 429 (at most twice, after the server's Retry-After).
 */
import { QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const STALE_TIME = {
  none: 0,
  short: 2 * 60 * 1000,
  long: 5 * 60 * 1000,
} as const;

export const CACHE_TIME = 5 * 60 * 1000;
export const MAX_RETRIES = 2;
const FALLBACK_RETRY_DELAY = 1000;
const MAX_RETRY_DELAY = 30 * 1000;

/** Which stale time a generated query gets, by the resource its url names (API-003). */
const STALE_TIME_BY_RESOURCE: ReadonlyArray<readonly [RegExp, number]> = [
  [/\/users\/[^/]+\/accounts$/, STALE_TIME.long],
  [/\/plans(\/\d+)?$/, STALE_TIME.long],
  [/\/ads(\/\d+)?$/, STALE_TIME.short],
  [/\/adgroups(\/\d+)?$/, STALE_TIME.short],
];

export function staleTimeFor(queryKey: QueryKey): number {
  const url = queryKey[1];
  if (typeof url !== 'string') return STALE_TIME.none;
  return STALE_TIME_BY_RESOURCE.find(([pattern]) => pattern.test(url))?.[1] ?? STALE_TIME.none;
}

/** API-005: only a 429 is worth repeating, and at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 429 && failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(FALLBACK_RETRY_DELAY * 2 ** attempt, MAX_RETRY_DELAY);
}

/** Query meta the app reads: set `suppressErrorToast` on a query that shows its own error. */
export interface AppQueryMeta extends Record<string, unknown> {
  suppressErrorToast?: boolean;
}

export interface QueryClientHooks {
  /** A query failed for good (after retries) and did not suppress the toast (API-025). */
  onQueryError: (error: unknown, query: Query<unknown, unknown, unknown>) => void;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta: AppQueryMeta | undefined = query.meta;
        if (meta?.suppressErrorToast) return;
        hooks.onQueryError(error, query);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: (query) => staleTimeFor(query.queryKey),
        gcTime: CACHE_TIME,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
