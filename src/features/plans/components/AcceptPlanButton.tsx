/** PLAN-007: "Accept plan" asks first, then PUTs the plan's campaigns as campaign shells. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorText } from '@/api/errors';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { InlineMessage } from '@/components/ui/inline-message';
import { useTranslation } from '@/i18n/react';
import type { Campaign, Plan } from '@generated/campaign-build/model';
import { toAcceptBody } from '../plan-rules';
import { useAcceptPlanMutation } from '../queries';

export function AcceptPlanButton({
  plan,
  campaigns,
  ready,
}: {
  plan: Plan;
  campaigns: readonly Campaign[];
  ready: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const accept = useAcceptPlanMutation();
  const empty = ready && campaigns.length === 0;

  const confirm = async () => {
    setFailure(undefined);
    try {
      const answer = await accept.mutateAsync({
        accountId: plan.accountId,
        planId: plan.planId,
        data: toAcceptBody(campaigns),
      });
      setOpen(false);
      toast.success(t('adsmanager.PLAN_ACCEPTED', { name: answer.data.name }));
    } catch (error) {
      setOpen(false);
      setFailure(t('adsmanager.PLAN_ACCEPT_FAILED', { message: errorText(error) }));
    }
  };

  return (
    <>
      <Button
        disabled={!ready || empty || accept.isPending}
        aria-describedby={empty ? 'plan-accept-needs-campaigns' : undefined}
        onClick={() => {
          setOpen(true);
        }}
      >
        {accept.isPending ? t('adsmanager.PLAN_ACCEPT_SENDING') : t('adsmanager.PLAN_ACCEPT')}
      </Button>
      {empty && (
        <p id="plan-accept-needs-campaigns" className="basis-full text-sm text-muted-foreground">
          {t('adsmanager.PLAN_ACCEPT_NEEDS_CAMPAIGNS')}
        </p>
      )}
      {failure !== undefined && <InlineMessage variant="error" title={failure} className="basis-full" />}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('adsmanager.PLAN_ACCEPT_TITLE', { name: plan.name })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('adsmanager.PLAN_ACCEPT_DESCRIPTION', { count: campaigns.length })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('adsmanager.PLANS_CANCEL')}</AlertDialogCancel>
            <AlertDialogAction
              disabled={accept.isPending}
              onClick={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              {t('adsmanager.PLAN_ACCEPT_CONFIRM')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
