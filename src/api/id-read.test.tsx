import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { idRead } from './id-read';
import { createQueryClient } from './query-client';

function renderRead(initialId: number | undefined) {
  const client = createQueryClient({ onQueryError: vi.fn(), onMutationError: vi.fn() });
  const queryFn = vi.fn((id: number) => Promise.resolve(`record ${String(id)}`));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ id }: { id: number | undefined }) => {
      const read = idRead(id);
      return useQuery({
        queryKey: ['x', `/records/${String(read.id)}`],
        queryFn: () => queryFn(read.id),
        ...read.hold,
      });
    },
    { wrapper, initialProps: { id: initialId } },
  );
  return { ...hook, queryFn };
}

describe('a read that waits for its id (skipToken)', () => {
  it('asks for nothing while the id is missing and reads once the id is known', async () => {
    const { result, rerender, queryFn } = renderRead(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
    expect(queryFn).not.toHaveBeenCalled();

    rerender({ id: 7 });
    await waitFor(() => {
      expect(result.current.data).toBe('record 7');
    });
    expect(queryFn).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('a null id is missing too; a known id is passed through with nothing held', () => {
    expect(idRead(null).hold.queryFn).toBeDefined();
    expect(idRead(42)).toEqual({ id: 42, hold: {} });
  });
});
