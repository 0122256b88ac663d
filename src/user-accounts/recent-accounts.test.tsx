import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, RECENT_ACCOUNTS_KEY, RECENT_ACCOUNTS_MAX } from '@/lib/storage';
import type { SwitcherAccount } from './accounts';
import {
  addRecent,
  inaccessibleIds,
  RECENT_ACCOUNTS_VERSION,
  storedRecentAccounts,
  useRecentAccounts,
} from './recent-accounts';
import { TEST_CONFIG } from '@/testing/config';
import { ADMIN } from '@/testing/personas';
import { renderHookWithProviders } from '@/testing/render';

const account = (id: number): SwitcherAccount => ({
  id,
  advertiserName: `Advertiser ${id}`,
  agencyName: null,
  bookingCountry: 'US',
});

const storageOf = (email: string) => createStorage({ environment: TEST_CONFIG.environment, userEmail: email });
const stored = (email = ADMIN.email) =>
  storageOf(email).read(RECENT_ACCOUNTS_KEY, storedRecentAccounts, RECENT_ACCOUNTS_VERSION, []);

const renderRecentAccounts = () => renderHookWithProviders(() => useRecentAccounts(), { persona: ADMIN });

beforeEach(() => {
  storageOf(ADMIN.email).clearUser();
  storageOf('vera.viewer@acme-outfitters.example').clearUser();
});

describe('recently viewed accounts (part 1 §3.4)', () => {
  it('ACCT-019 recent accounts are kept most recent first, without duplicates, at most 6', () => {
    expect(RECENT_ACCOUNTS_KEY).toBe('recent-accounts');
    expect(RECENT_ACCOUNTS_MAX).toBe(6);
    let recent: SwitcherAccount[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7]) recent = addRecent(recent, account(id));
    expect(recent.map((entry) => entry.id)).toEqual([7, 6, 5, 4, 3, 2]);
    recent = addRecent(recent, account(4));
    expect(recent.map((entry) => entry.id)).toEqual([4, 7, 6, 5, 3, 2]);
  });

  it('ACCT-019 an account that is no longer accessible is dropped', () => {
    const reachable = new Set([3, 1]);
    expect(inaccessibleIds([1, 2, 3], (id) => reachable.has(id))).toEqual([2]);
    expect(inaccessibleIds([1, 2, 3], () => true)).toEqual([]);
    expect(inaccessibleIds([1, 2, 3], () => false)).toEqual([1, 2, 3]);
  });

  it("ACCT-019 useRecentAccounts stores under 'recent-accounts' per user, and forget drops accounts", () => {
    const { result } = renderRecentAccounts();
    expect(result.current.recent).toEqual([]);
    act(() => {
      result.current.remember(account(1001));
    });
    act(() => {
      result.current.remember(account(1002));
    });
    expect(result.current.recent.map((entry) => entry.id)).toEqual([1002, 1001]);
    expect(stored().map((entry) => entry.id)).toEqual([1002, 1001]);
    expect(stored('vera.viewer@acme-outfitters.example')).toEqual([]);

    act(() => {
      result.current.forget([1002]);
    });
    expect(result.current.recent.map((entry) => entry.id)).toEqual([1001]);
    expect(stored().map((entry) => entry.id)).toEqual([1001]);
  });

  it('ACCT-019 every mounted hook sees what another one remembered', () => {
    const first = renderRecentAccounts();
    const second = renderRecentAccounts();
    act(() => {
      first.result.current.remember(account(7));
    });
    expect(second.result.current.recent.map((entry) => entry.id)).toEqual([7]);
  });

  it('a stored list that fails validation is discarded', () => {
    storageOf(ADMIN.email).write(RECENT_ACCOUNTS_KEY, RECENT_ACCOUNTS_VERSION, [{ id: 'not a number' }]);
    const { result } = renderRecentAccounts();
    expect(result.current.recent).toEqual([]);
  });
});
