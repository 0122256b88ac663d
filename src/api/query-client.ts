/**
 * react-query defaults of part 1 §7: stale times, cache lifetime, no refetch on focus, and
 * retries only for HTTP 429 (at most twice, after the server's Retry-After); and one error-toast
 * policy for queries and mutations (part 1 §8.3, API-025): a failure toasts once, unless its
 * `meta` says the screen shows the error itself.
 */
import {
  MutationCache,
  QueryCache,
  type DefaultError,
  QueryClient,
  type Mutation,
  type Query,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
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

/**
 * Which stale time a query gets, by the resource its url names (API-003): the one place stale
 * times are set — call sites set none. The second item of every key is the url (`query-keys.ts`);
 * the palette's id search, which asks several urls, has a name there.
 */
const STALE_TIME_BY_RESOURCE: ReadonlyArray<readonly [RegExp, number]> = [
  [/\/users\/[^/]+\/accounts$/, STALE_TIME.long],
  // The signed-in user's permissions in an account (ACCESS-005): every account screen's scope reads
  // them, and they change only when an admin edits the user's role.
  [/\/accounts\/\d+\/users\/me$/, STALE_TIME.long],
  [/\/plans(\/\d+)?$/, STALE_TIME.long],
  // NS-54: the reward templates, a short list that changes rarely.
  [/\/reward-templates$/, STALE_TIME.long],
  [/\/ads(\/\d+)?$/, STALE_TIME.short],
  [/\/adgroups(\/\d+)?$/, STALE_TIME.short],
  // The account's lines (SHELL-038's menu, the create entry, CAMP-005): lines change outside the app.
  [/\/accounts\/\d+\/lines$/, STALE_TIME.short],
  // The palette's searches by name and by id.
  [/\/campaign-build-api\/search$/, STALE_TIME.short],
  [/^entity-by-id$/, STALE_TIME.short],
  // The performance report's answer (up to 10,000 rows of daily data, "data as of" a day): coming
  // back to the same report within 2 minutes shows it without reading, parsing and comparing it
  // again (~80 ms of the main thread at 10,000 rows, docs/benchmarks.md). Another query is another key.
  [/\/registry\/performance\/schemas\/[a-z]+\/query$/, STALE_TIME.short],
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

/**
 * The `meta` of queries and mutations (typed through react-query's `Register` below, so a typo is
 * a compile error): `suppressErrorToast` on one whose screen shows its own error — inline in a
 * form, on a row, in a dialog — so the user never reads the same failure twice.
 */
// A type, not an interface: react-query takes the registered meta only if it is a Record.
export type AppMeta = {
  suppressErrorToast?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** The one policy: a failure toasts unless its meta suppresses it. */
export function toastsOnError(meta: AppMeta | undefined): boolean {
  return meta?.suppressErrorToast !== true;
}

export interface QueryClientHooks {
  /** A query failed for good (after retries) and did not suppress the toast (API-025). */
  onQueryError: (error: unknown, query: Query<unknown, unknown, unknown>) => void;
  /** A mutation failed and did not suppress the toast (the same policy as a query's). */
  onMutationError: (error: unknown, mutation: Mutation<unknown, unknown>) => void;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (toastsOnError(query.meta)) hooks.onQueryError(error, query);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (toastsOnError(mutation.meta)) hooks.onMutationError(error, mutation);
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

/**
 * Reads a query past the cache, whatever the policy's stale time: a save met a 412 and the form
 * needs the record as it is now (NS-92). The one read that sets its own stale time; the answer
 * refreshes the cache for the screen's other reads too.
 */
export function readPastCache<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = never,
>(
  client: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>,
): Promise<TData> {
  return client.query({ ...options, staleTime: STALE_TIME.none });
}
