/**
 * The signed-in user's access in one account (ACCESS-005, NS-19): permissions from `users/me` of
 * that account, re-read when the account changes; 401 or 404 there means an external user without
 * permissions, not an error (part 1 §4.3, ACCT-017). Outside an account the admin account of the
 * configuration is asked.
 */
import { useMemo } from 'react';
import { ApiError } from '@/api/api-error';
import { useGetCurrentAccountUser } from '@generated/aura/aura';
import { createAccess, type Access } from './access-context';
import { useFlags } from './flags-context';
import { NO_ACCESS_USER, type AccessUser } from './permissions';

export type AccessQuery =
  { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'ready'; access: Access };

/**
 * Reads `users/me` of an account and turns it into an Access (401/404 → no permissions). With
 * `enabled` false nothing is asked and the access holds no permissions (a screen that needs none).
 */
export function useAccountAccess(accountId: number, { enabled = true }: { enabled?: boolean } = {}): AccessQuery {
  const flags = useFlags();
  const query = useGetCurrentAccountUser(accountId, { query: { enabled, meta: { suppressErrorToast: true } } });
  const fallback = query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 404);
  const user: AccessUser | undefined = !enabled || fallback ? NO_ACCESS_USER : query.data?.data;
  const access = useMemo(() => (user ? createAccess(user, (name) => flags.isEnabled(name)) : undefined), [user, flags]);
  if (access) return { status: 'ready', access };
  if (query.error) return { status: 'error', error: query.error };
  return { status: 'pending' };
}
