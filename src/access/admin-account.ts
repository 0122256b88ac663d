import { useConfig } from '@/config/config-context';

/**
 * REDEEM-001, part 1 §6.3: the account admin pages (redemptions) act on — the admin account of
 * the runtime configuration, never the open advertiser account.
 */
export function useAdminAccountId(): number {
  return useConfig().adminAccountId;
}
