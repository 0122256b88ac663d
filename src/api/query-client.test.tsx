import {
  focusManager,
  QueryClientProvider,
  useMutation,
  useQuery,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { CACHE_TIME, createQueryClient, retryDelay, shouldRetry, STALE_TIME, staleTimeFor } from './query-client';

const tooMany = () => new ApiError({ status: 429, message: 'Too Many Requests', retryAfterMs: 0 });
const serverError = () => new ApiError({ status: 500, message: 'boom' });

function setup(queryFn: () => Promise<unknown>, queryKey: readonly unknown[] = ['aura', '/api/v1/aura/x']) {
  const client: QueryClient = createQueryClient({ onQueryError: vi.fn(), onMutationError: vi.fn() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useQuery({ queryKey, queryFn }), { wrapper });
  return { client, hook };
}

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe('query client defaults', () => {
  it('API-003 stale times are none 0, short 2 min, long 5 min; accounts and plans long, ads and ad groups short', () => {
    expect(STALE_TIME).toEqual({ none: 0, short: 120_000, long: 300_000 });
    expect(staleTimeFor(['aura', '/api/v1/aura/users/a@b.com/accounts', { page: 0 }])).toBe(STALE_TIME.long);
    expect(staleTimeFor(['campaign-build', '/api/v1/campaign-build/accounts/1001/plans'])).toBe(STALE_TIME.long);
    expect(staleTimeFor(['campaign-build', '/api/v1/campaign-build/accounts/1001/plans/4001'])).toBe(STALE_TIME.long);
    expect(staleTimeFor(['campaign-build', '/api/v7/campaign-build-api/accounts/1001/ads'])).toBe(STALE_TIME.short);
    expect(staleTimeFor(['campaign-build', '/api/v6/campaign-build-api/adgroups/6001'])).toBe(STALE_TIME.short);
    expect(staleTimeFor(['campaign-build', '/api/v7/campaign-build-api/accounts/1001/campaigns'])).toBe(
      STALE_TIME.none,
    );
    expect(staleTimeFor(['aura', '/api/v1/aura/accounts/1001/users'])).toBe(STALE_TIME.none);
  });

  it('API-003 the table also holds the stale times call sites used to set: templates and users/me long, lines and searches short', () => {
    expect(staleTimeFor(['aura', '/api/v1/aura/accounts/1001/users/me'])).toBe(STALE_TIME.long);
    expect(staleTimeFor(['rms', '/api/v1/rms/reward-templates'])).toBe(STALE_TIME.long);
    expect(staleTimeFor(['campaign-build', '/api/v1/campaign-build/accounts/1001/lines', { status: [] }])).toBe(
      STALE_TIME.short,
    );
    expect(staleTimeFor(['campaign-build', '/api/v1/campaign-build/accounts/1001/lines/3001'])).toBe(STALE_TIME.none);
    expect(staleTimeFor(['campaign-build', '/api/v7/campaign-build-api/search', { q: 'acme' }])).toBe(STALE_TIME.short);
    expect(staleTimeFor(['palette', 'entity-by-id', 6001])).toBe(STALE_TIME.short);
    const report = '/api/v1/reports-api/accounts/1001/registry/performance/schemas/internal/query';
    expect(staleTimeFor(['reports-api', report, { cube: 'campaign_performance' }])).toBe(STALE_TIME.short);
    expect(staleTimeFor(['reports-api', '/api/v1/reports-api/accounts/1001/scheduled-reports'])).toBe(STALE_TIME.none);
  });

  it('API-003 a generated query of a long-lived resource is served from cache within its stale time', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ items: [] }));
    const { client } = setup(queryFn, ['aura', '/api/v1/aura/users/a@b.com/accounts']);
    await waitFor(() => {
      expect(queryFn).toHaveBeenCalledTimes(1);
    });
    await client.refetchQueries({ stale: true });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('API-004 the cache lifetime is 5 min and queries do not refetch on window focus', async () => {
    const queryFn = vi.fn(() => Promise.resolve('ok'));
    const { client, hook } = setup(queryFn, ['campaign-build', '/api/v7/campaign-build-api/accounts/1/campaigns']);
    await waitFor(() => {
      expect(hook.result.current.data).toBe('ok');
    });
    expect(client.getDefaultOptions().queries?.gcTime).toBe(CACHE_TIME);
    expect(CACHE_TIME).toBe(300_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('API-005 a 429 is retried at most 2 times; other errors are not retried', async () => {
    const limited = vi.fn(() => Promise.reject(tooMany()));
    const first = setup(limited);
    await waitFor(() => {
      expect(first.hook.result.current.isError).toBe(true);
    });
    expect(limited).toHaveBeenCalledTimes(3);

    const failing = vi.fn(() => Promise.reject(serverError()));
    const second = setup(failing);
    await waitFor(() => {
      expect(second.hook.result.current.isError).toBe(true);
    });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('API-005 a retried 429 succeeds on the next attempt, after the Retry-After delay', async () => {
    let calls = 0;
    const queryFn = vi.fn(() => (++calls === 1 ? Promise.reject(tooMany()) : Promise.resolve('second time')));
    const { hook } = setup(queryFn);
    await waitFor(() => {
      expect(hook.result.current.data).toBe('second time');
    });
    expect(shouldRetry(0, tooMany())).toBe(true);
    expect(shouldRetry(2, tooMany())).toBe(false);
    expect(shouldRetry(0, serverError())).toBe(false);
    expect(retryDelay(1, new ApiError({ status: 429, message: '', retryAfterMs: 7000 }))).toBe(7000);
    expect(retryDelay(1, new ApiError({ status: 429, message: '' }))).toBe(2000);
  });
});

describe('one error-toast policy for queries and mutations', () => {
  function renderWithSpies<Result>(hook: () => Result) {
    const onQueryError = vi.fn();
    const onMutationError = vi.fn();
    const client = createQueryClient({ onQueryError, onMutationError });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { ...renderHook(hook, { wrapper }), onQueryError, onMutationError };
  }

  it('API-025 a failed mutation toasts once; with meta suppressErrorToast it does not', async () => {
    const failing = () => Promise.reject(serverError());
    const loud = renderWithSpies(() => useMutation({ mutationFn: failing }));
    await expect(loud.result.current.mutateAsync()).rejects.toThrow('boom');
    expect(loud.onMutationError).toHaveBeenCalledTimes(1);
    expect(loud.onMutationError.mock.calls[0]?.[0]).toMatchObject({ status: 500, message: 'boom' });
    expect(loud.onQueryError).not.toHaveBeenCalled();

    const quiet = renderWithSpies(() => useMutation({ mutationFn: failing, meta: { suppressErrorToast: true } }));
    await expect(quiet.result.current.mutateAsync()).rejects.toThrow('boom');
    expect(quiet.onMutationError).not.toHaveBeenCalled();
  });

  it('API-025 a failed query toasts once; with meta suppressErrorToast it does not', async () => {
    const failing = () => Promise.reject(serverError());
    const loud = renderWithSpies(() => useQuery({ queryKey: ['x', '/loud'], queryFn: failing }));
    await waitFor(() => {
      expect(loud.result.current.isError).toBe(true);
    });
    expect(loud.onQueryError).toHaveBeenCalledTimes(1);
    expect(loud.onMutationError).not.toHaveBeenCalled();

    const quiet = renderWithSpies(() =>
      useQuery({ queryKey: ['x', '/quiet'], queryFn: failing, meta: { suppressErrorToast: true } }),
    );
    await waitFor(() => {
      expect(quiet.result.current.isError).toBe(true);
    });
    expect(quiet.onQueryError).not.toHaveBeenCalled();
  });

  it('the meta is typed through Register: a misspelt key does not compile', () => {
    const options: UseMutationOptions = {
      // @ts-expect-error suppressErrorToasts is not a key of the app's meta
      meta: { suppressErrorToasts: true },
    };
    expect(options.meta).toBeDefined();
  });
});
