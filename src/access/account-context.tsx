/**
 * The open advertiser account (`/advertiser/{accountId}/…`): the shell loads it, features read it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Account } from '@generated/aura/model';

export interface AccountScope {
  accountId: number;
  account: Account;
}

const AccountContext = createContext<AccountScope | null>(null);

export function AccountProvider({ scope, children }: { scope: AccountScope; children: ReactNode }) {
  return <AccountContext value={scope}>{children}</AccountContext>;
}

export function useAccount(): AccountScope {
  const scope = useContext(AccountContext);
  if (!scope) throw new Error('useAccount is only available under /advertiser/{accountId}');
  return scope;
}

/** The open account, or undefined outside an account (header, /accounts, /admin). */
export function useOptionalAccount(): AccountScope | undefined {
  return useContext(AccountContext) ?? undefined;
}
