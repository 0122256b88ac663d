/**
 * The scopes' reads: the user's accounts (the landing, the account scope) and a campaign found by
 * its id alone (`/c/{campaignId}`). Each scope shows its own error or redirects, so none toasts.
 */
import { idRead } from '@/api/id-read';
import { useSessionUser } from '@/auth';
import { useListUserAccounts } from '@generated/aura/aura';
import type { ListUserAccountsParams } from '@generated/aura/model';
import { useGetCampaignGlobal } from '@generated/campaign-build/campaign-build';

const OWN_ERROR = { suppressErrorToast: true } as const;

/** A page of the signed-in user's accounts. */
export function useUserAccountPage(params: ListUserAccountsParams, { enabled = true }: { enabled?: boolean } = {}) {
  const { email } = useSessionUser();
  return useListUserAccounts(email, params, { query: { enabled, meta: OWN_ERROR } });
}

/** A campaign of any account the user sees, by id (SHELL-011); held while there is no id. */
export function useCampaignById(campaignId: number | undefined) {
  const read = idRead(campaignId);
  return useGetCampaignGlobal(read.id, { query: { ...read.hold, retry: false, meta: OWN_ERROR } });
}
