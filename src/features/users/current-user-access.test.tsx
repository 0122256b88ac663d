import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountAccess } from '@/access/account-access';
import { expiredTestToken } from '@/mocks/server/testing';
import { createFakeAuth, signedIn, testUser } from '@/testing/auth';
import { setupTestBackend, testAccount, testDb, testUserRecord } from '@/testing/backend';
import { TEST_PERSONAS, type TestPersona } from '@/testing/personas';
import { renderHookWithProviders, type RenderOptions } from '@/testing/render';

const VERA: TestPersona = TEST_PERSONAS.viewer;

setupTestBackend(() =>
  testDb(
    [testAccount(1001, 'Acme Outfitters'), testAccount(1002, 'Bramble & Co', { bookingCountry: 'GB' })],
    [testUserRecord(VERA.email, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }] })],
  ),
);

const renderAccess = (accountId: number, options: RenderOptions = { persona: VERA }) =>
  renderHookWithProviders(() => useAccountAccess(accountId), options);

describe('current user per account (part 1 §4.3)', () => {
  it('ACCT-017 users/me answering 404 gives an external, active user with no permissions, and no error is shown', async () => {
    const { result, onQueryError } = renderAccess(1002);
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.access.user).toEqual({ type: 'EXTERNAL', status: 'ACTIVE', permissions: [] });
    expect(result.current.access.isInternal).toBe(false);
    expect(result.current.access.permissions.size).toBe(0);
    expect(result.current.access.can('adsmanager.campaign.read')).toBe(false);
    expect(onQueryError).not.toHaveBeenCalled();
  });

  it('ACCT-017 users/me answering 401 is treated the same way', async () => {
    const expired = testUser({ email: VERA.email, accessToken: expiredTestToken(VERA.email) });
    const { result, onQueryError } = renderAccess(1001, { persona: VERA, auth: createFakeAuth(signedIn(expired)) });
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.access.user.type).toBe('EXTERNAL');
    expect(result.current.access.permissions.size).toBe(0);
    expect(onQueryError).not.toHaveBeenCalled();
  });

  it('a member gets the permissions of their role in that account', async () => {
    const { result } = renderAccess(1001);
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.access.can('adsmanager.campaign.read')).toBe(true);
    expect(result.current.access.can('adsmanager.users.write')).toBe(false);
  });
});
