/**
 * The signed-in user's access in the current scope: who they are, their permissions and rule
 * checks. Loading it is `useAccountAccess` (account-access.ts), kept apart so this module stays
 * light for the first page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FlagName } from './flags';
import { useFlags } from './flags-context';
import { mapPermissions, type AccessUser, type Permission } from './permissions';
import { evaluate, type AccessRule } from './rules';

export interface Access {
  user: AccessUser;
  isInternal: boolean;
  permissions: ReadonlySet<Permission>;
  can: (rule: AccessRule) => boolean;
}

const AccessContext = createContext<Access | null>(null);

export function AccessProvider({ access, children }: { access: Access; children: ReactNode }) {
  return <AccessContext value={access}>{children}</AccessContext>;
}

/** Access of the current scope; every screen behind sign-in has one. */
export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess needs an AccessProvider (an account scope)');
  useFlags(); // re-render on flag changes: rules read flags
  return access;
}

export function useCan(rule: AccessRule): boolean {
  return useAccess().can(rule);
}

/** Builds an Access from a user and the flag source. */
export function createAccess(user: AccessUser, isEnabled: (name: FlagName) => boolean): Access {
  const permissions = mapPermissions(user);
  return {
    user,
    isInternal: permissions.has('adsmanager.internal'),
    permissions,
    can: (rule) => evaluate(rule, { permissions, isEnabled }),
  };
}
