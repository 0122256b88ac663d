import { useAccess, useAccount, useCan } from '@/access';
import { campaignReadOnlyReason, type ReadOnlyInput, type ReadOnlyReason } from './campaign-form-rules';

/** Why the campaign is read-only for the signed-in user in the open account (WIZ-022…027, NS-88), or undefined. */
export function useCampaignReadOnlyReason(
  state: Pick<ReadOnlyInput, 'loading' | 'error' | 'campaign'>,
): ReadOnlyReason | undefined {
  const { account } = useAccount();
  const canWrite = useCan('adsmanager.campaign.write');
  const { isInternal } = useAccess();
  return campaignReadOnlyReason({ ...state, account, canWrite, internal: isInternal });
}
