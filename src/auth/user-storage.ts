/**
 * Versioned local storage of the signed-in user in this environment (NS-33): preferences such as
 * recently viewed accounts. Never tokens.
 */
import { useMemo } from 'react';
import { useConfig } from '@/config/config-context';
import { createStorage } from '@/lib/storage';
import { useSessionUser } from './session-user';

export type UserStorage = ReturnType<typeof createStorage>;

export function useUserStorage(): UserStorage {
  const { environment } = useConfig();
  const { email } = useSessionUser();
  return useMemo(() => createStorage({ environment, userEmail: email }), [environment, email]);
}
