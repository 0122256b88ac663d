import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { BUILD_VERSION } from '@/config/build';
import {
  fetchServedVersion,
  isNewerVersion,
  parseVersion,
  useNewBuildVersion,
  VERSION_CHECK_INTERVAL_MS,
} from './version';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider
      client={createQueryClient({ onQueryError: () => undefined, onMutationError: () => undefined })}
    >
      {children}
    </QueryClientProvider>
  );
}

describe('version compare', () => {
  it('CALL-066 compares major.minor.patch numerically, not as text', () => {
    expect(BUILD_VERSION).toBe('12.4.67');
    expect(isNewerVersion('12.4.68', '12.4.67')).toBe(true);
    expect(isNewerVersion('12.10.0', '12.9.99')).toBe(true);
    expect(isNewerVersion('13.0.0', '12.40.670')).toBe(true);
    expect(isNewerVersion('12.4.67', '12.4.67')).toBe(false);
    expect(isNewerVersion('12.4.9', '12.4.67')).toBe(false);
    expect(isNewerVersion('11.99.99', '12.0.0')).toBe(false);
    expect(isNewerVersion('garbage', '12.4.67')).toBe(false);
    expect(isNewerVersion('', '12.4.67')).toBe(false);
  });

  it('CALL-066 reads the version out of the served file body', () => {
    expect(parseVersion('12.4.68\n')).toEqual([12, 4, 68]);
    expect(parseVersion('<html><body>v12.5.0</body></html>')).toEqual([12, 5, 0]);
    expect(parseVersion('not a version')).toBeUndefined();
  });

  it('CALL-066 GET /version.html without the cache; network failure or an error answer means no version', async () => {
    const fetcher = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('12.4.70\n')));
    await expect(fetchServedVersion(fetcher as unknown as typeof fetch)).resolves.toBe('12.4.70');
    expect(fetcher).toHaveBeenCalledWith(`${window.location.origin}/version.html`, { cache: 'no-store' });

    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchServedVersion(offline as unknown as typeof fetch)).resolves.toBeNull();
    const missing = vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 })));
    await expect(fetchServedVersion(missing as unknown as typeof fetch)).resolves.toBeNull();
  });

  it('SHELL-057 the hook reports a newer served build and checks again every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let served = '12.4.67';
    const fetchMock = vi.fn(() => Promise.resolve(new Response(served)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useNewBuildVersion(), { wrapper });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    expect(result.current.newVersion).toBeUndefined();

    served = '12.5.0';
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS));
    await waitFor(() => {
      expect(result.current.newVersion).toBe('12.5.0');
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it('SHELL-057 no prompt when /version.html cannot be reached', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useNewBuildVersion(), { wrapper });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.newVersion).toBeUndefined();
  });
});
