/**
 * The delete modal (NS-05): asks first, naming the campaign (and whether it is delivering), then
 * deletes the campaigns one at a time with a 700 ms pause, showing progress percent and the seconds
 * left (CAMP-031, CAMP-032), then lists the campaigns deleted and those that were not. The campaign
 * list refreshes afterwards. The kit's ConfirmDialog, kept open for the outcome (`doneLabel`).
 */
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OneAtATimeProgressBar, OutcomeList } from '@/components/ui/one-at-a-time';
import type { Translator } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import type { CampaignStatus } from '@generated/campaign-build/model';
import type { BulkDeleteProgress, BulkDeleteResult, Sleep } from '../bulk';
import { useBulkDeleteCampaigns } from '../queries';

/** A campaign to delete, as the confirmation names it. */
export interface CampaignToDelete {
  campaignId: number;
  name: string;
  campaignStatus: CampaignStatus;
}

export interface DeleteCampaignsDialogProps {
  accountId: number;
  campaigns: readonly CampaignToDelete[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once every delete was tried. */
  onFinished?: (result: BulkDeleteResult) => void;
  /** The pause between deletes (tests pass one that does not wait). */
  sleep?: Sleep;
}

type Phase =
  { step: 'confirm' } | { step: 'running'; progress: BulkDeleteProgress } | { step: 'done'; result: BulkDeleteResult };

/** "Delete campaign 'Takeaway treats 2026'? It is delivering." or "Delete 3 campaigns? 1 of them is delivering." */
export function deleteCampaignsTitle(t: Translator['t'], campaigns: readonly CampaignToDelete[]): string {
  const [only] = campaigns;
  if (campaigns.length === 1 && only)
    return t(`adsmanager.CAMPAIGNS_DELETE_TITLE_${only.campaignStatus}`, { name: only.name });
  const delivering = campaigns.filter((campaign) => campaign.campaignStatus === 'Active').length;
  const question = t('adsmanager.CAMPAIGNS_DELETE_TITLE_MANY', { count: campaigns.length });
  return delivering === 0
    ? question
    : `${question} ${t('adsmanager.CAMPAIGNS_DELETE_DELIVERING', { count: delivering })}`;
}

export function DeleteCampaignsDialog({
  accountId,
  campaigns,
  open,
  onOpenChange,
  onFinished,
  sleep,
}: DeleteCampaignsDialogProps) {
  const { t } = useTranslation();
  const deleteCampaigns = useBulkDeleteCampaigns(accountId);
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });

  // The dialog shows the outcome as soon as every delete was tried; the list refreshes behind it.
  const start = () =>
    new Promise<void>((resolve) => {
      void deleteCampaigns(
        campaigns.map((campaign) => campaign.campaignId),
        {
          sleep,
          onProgress: (progress) => {
            setPhase({ step: 'running', progress });
          },
          onDone: (done) => {
            setPhase({ step: 'done', result: done });
            resolve();
          },
        },
      ).then((result) => onFinished?.(result));
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPhase({ step: 'confirm' });
        onOpenChange(next);
      }}
      title={deleteCampaignsTitle(t, campaigns)}
      description={t('adsmanager.CAMPAIGNS_DELETE_TEXT', { count: campaigns.length })}
      confirmLabel={t('adsmanager.CAMPAIGNS_DELETE_START')}
      pendingLabel={t('adsmanager.CAMPAIGNS_DELETING')}
      cancelLabel={t('adsmanager.CAMPAIGNS_CANCEL')}
      doneLabel={t('adsmanager.CAMPAIGNS_DONE')}
      destructive
      confirmDisabled={campaigns.length === 0}
      onConfirm={start}
    >
      {phase.step === 'running' && (
        <OneAtATimeProgressBar
          label={t('adsmanager.CAMPAIGNS_DELETE_PROGRESS_LABEL')}
          progress={phase.progress}
          text={(values) => t('adsmanager.CAMPAIGNS_DELETE_PROGRESS', values)}
        />
      )}

      {phase.step === 'done' && (
        <div className="grid gap-3" role="status" aria-live="polite">
          <p className="font-medium">
            {t('adsmanager.CAMPAIGNS_DELETE_RESULT', {
              succeeded: phase.result.succeeded.length,
              count: phase.result.succeeded.length + phase.result.failed.length,
            })}
          </p>
          <IdList label={t('adsmanager.CAMPAIGNS_DELETE_SUCCEEDED')} ids={phase.result.succeeded} />
          <IdList label={t('adsmanager.CAMPAIGNS_DELETE_FAILED')} ids={phase.result.failed} />
        </div>
      )}
    </ConfirmDialog>
  );
}

function IdList({ label, ids }: { label: string; ids: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <OutcomeList label={label} items={ids} none={t('adsmanager.CAMPAIGNS_NONE')} className="flex flex-wrap gap-2" />
  );
}
