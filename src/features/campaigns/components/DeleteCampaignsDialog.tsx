/**
 * The delete modal (NS-05): asks first, then deletes the campaigns one at a time with a 700 ms
 * pause, showing progress percent and the seconds left (CAMP-031, CAMP-032), then lists the
 * campaigns deleted and those that were not. The campaign list refreshes afterwards.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { OneAtATimeProgressBar, OutcomeList } from '@/components/ui/one-at-a-time';
import { useTranslation } from '@/i18n/react';
import type { BulkDeleteProgress, BulkDeleteResult, Sleep } from '../bulk';
import { useBulkDeleteCampaigns } from '../queries';

export interface DeleteCampaignsDialogProps {
  accountId: number;
  campaignIds: readonly number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once every delete was tried. */
  onFinished?: (result: BulkDeleteResult) => void;
  /** The pause between deletes (tests pass one that does not wait). */
  sleep?: Sleep;
}

type Phase =
  { step: 'confirm' } | { step: 'running'; progress: BulkDeleteProgress } | { step: 'done'; result: BulkDeleteResult };

export function DeleteCampaignsDialog({
  accountId,
  campaignIds,
  open,
  onOpenChange,
  onFinished,
  sleep,
}: DeleteCampaignsDialogProps) {
  const { t } = useTranslation();
  const deleteCampaigns = useBulkDeleteCampaigns(accountId);
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });
  const running = phase.step === 'running';

  const start = async () => {
    const result = await deleteCampaigns([...campaignIds], {
      sleep,
      onProgress: (progress) => {
        setPhase({ step: 'running', progress });
      },
      onDone: (done) => {
        setPhase({ step: 'done', result: done });
      },
    });
    onFinished?.(result);
  };

  const changeOpen = (next: boolean) => {
    // Deleting cannot be abandoned half-way: the dialog stays until every delete was tried.
    if (running) return;
    if (!next) setPhase({ step: 'confirm' });
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent locked={running} closeLabel={t('adsmanager.CAMPAIGNS_CLOSE')}>
        <DialogHeader>
          <DialogTitle>{t('adsmanager.CAMPAIGNS_DELETE_TITLE')}</DialogTitle>
          <DialogDescription>
            {t('adsmanager.CAMPAIGNS_DELETE_CONFIRM', { count: campaignIds.length })}
          </DialogDescription>
        </DialogHeader>

        {phase.step === 'running' && (
          <OneAtATimeProgressBar
            label={t('adsmanager.CAMPAIGNS_DELETE_PROGRESS_LABEL')}
            percent={phase.progress.percent}
            text={t('adsmanager.CAMPAIGNS_DELETE_PROGRESS', {
              percent: phase.progress.percent,
              seconds: phase.progress.secondsRemaining,
            })}
          />
        )}

        {phase.step === 'done' && (
          <div className="grid gap-3" role="status" aria-live="polite">
            <p className="font-medium">
              {t('adsmanager.CAMPAIGNS_DELETE_DONE', {
                succeeded: phase.result.succeeded.length,
                total: phase.result.succeeded.length + phase.result.failed.length,
              })}
            </p>
            <IdList label={t('adsmanager.CAMPAIGNS_DELETE_SUCCEEDED')} ids={phase.result.succeeded} />
            <IdList label={t('adsmanager.CAMPAIGNS_DELETE_FAILED')} ids={phase.result.failed} />
          </div>
        )}

        <DialogFooter>
          {phase.step === 'confirm' && (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  changeOpen(false);
                }}
              >
                {t('adsmanager.CAMPAIGNS_CANCEL')}
              </Button>
              <Button
                variant="destructive"
                disabled={campaignIds.length === 0}
                onClick={() => {
                  void start();
                }}
              >
                {t('adsmanager.CAMPAIGNS_DELETE_START')}
              </Button>
            </>
          )}
          {phase.step === 'done' && (
            <Button
              onClick={() => {
                changeOpen(false);
              }}
            >
              {t('adsmanager.CAMPAIGNS_DONE')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function IdList({ label, ids }: { label: string; ids: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <OutcomeList label={label} items={ids} none={t('adsmanager.CAMPAIGNS_NONE')} className="flex flex-wrap gap-2" />
  );
}
