/**
 * The campaign duplicate modal (NS-05, CAMP-033): the shared duplicate dialog running copies of one
 * campaign; the campaign list refreshes afterwards.
 */
import { DuplicateDialog } from '@/components/bulk/DuplicateDialog';
import { useTranslation } from '@/i18n/react';
import type { Campaign } from '@generated/campaign-build/model';
import type { DuplicateResult, Sleep } from '../bulk';
import { useDuplicateCampaignCopies } from '../queries';

export interface DuplicateCampaignDialogProps {
  accountId: number;
  campaign: Pick<Campaign, 'campaignId' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFinished?: (result: DuplicateResult<Campaign>) => void;
  /** The stagger between copies (tests pass one that does not wait). */
  sleep?: Sleep;
}

export function DuplicateCampaignDialog({ accountId, campaign, ...dialog }: DuplicateCampaignDialogProps) {
  const { t } = useTranslation();
  const duplicate = useDuplicateCampaignCopies(accountId, campaign.campaignId);
  return (
    <DuplicateDialog
      {...dialog}
      title={t('adsmanager.CAMPAIGNS_DUPLICATE_TITLE', { name: campaign.name })}
      run={duplicate}
      describeCopy={(copy) => ({ key: copy.campaignId, label: `${String(copy.campaignId)} · ${copy.name}` })}
    />
  );
}
