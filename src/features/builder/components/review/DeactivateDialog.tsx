import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { errorText } from '@/api/errors';
import { useTranslation } from '@/i18n/react';
import { useDeactivateCampaignMutation } from '../../queries';

export interface DeactivateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountId: number;
  campaignId: number;
  campaignName: string;
}

/** CAMP-022, NS-40: confirm, then PUT status {status: 'Inactive'}; the campaign reloads. */
export function DeactivateDialog({ open, onOpenChange, accountId, campaignId, campaignName }: DeactivateDialogProps) {
  const { t } = useTranslation();
  const mutation = useDeactivateCampaignMutation({
    onDeactivated: () => {
      toast.success(t('adsmanager.REVIEW_DEACTIVATED'));
      onOpenChange(false);
    },
  });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('adsmanager.REVIEW_DEACTIVATE_TITLE', { name: campaignName })}</AlertDialogTitle>
          <AlertDialogDescription>{t('adsmanager.REVIEW_DEACTIVATE_DESCRIPTION')}</AlertDialogDescription>
        </AlertDialogHeader>
        {mutation.isError && (
          <InlineMessage variant="error">
            {t('adsmanager.REVIEW_DEACTIVATE_FAILED', { message: errorText(mutation.error) })}
          </InlineMessage>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{t('adsmanager.REVIEW_CANCEL')}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() => {
              mutation.mutate({ accountId, campaignId, data: { status: 'Inactive' } });
            }}
          >
            {t('adsmanager.REVIEW_DEACTIVATE_CONFIRM')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
