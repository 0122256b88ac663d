import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/api/errors';
import { useTranslation } from '@/i18n/react';
import { useCampaignStatusMutation } from '../../queries';

export interface DeactivateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountId: number;
  campaignId: number;
  campaignName: string;
}

/** CAMP-022, NS-40: confirm, then PUT status {status: 'Inactive'}; the campaign reloads. A refusal stays in the dialog. */
export function DeactivateDialog({ open, onOpenChange, accountId, campaignId, campaignName }: DeactivateDialogProps) {
  const { t } = useTranslation();
  const mutation = useCampaignStatusMutation({
    onChanged: () => {
      toast.success(t('adsmanager.REVIEW_DEACTIVATED'));
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
      title={t('adsmanager.REVIEW_DEACTIVATE_NAMED', { name: campaignName })}
      description={t('adsmanager.REVIEW_DEACTIVATE_DESCRIPTION')}
      confirmLabel={t('adsmanager.REVIEW_DEACTIVATE_CONFIRM')}
      cancelLabel={t('adsmanager.REVIEW_CANCEL')}
      destructive
      errorMessage={(error) => t('adsmanager.REVIEW_DEACTIVATE_FAILED', { message: errorText(error) })}
      onConfirm={() => mutation.mutateAsync({ accountId, campaignId, data: { status: 'Inactive' } })}
    />
  );
}
