/** PLAN-007: "Accept plan" asks first, then PUTs the plan's campaigns as campaign shells. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const accept = useAcceptPlanMutation();
  const empty = ready && campaigns.length === 0;

  // One behaviour on failure (ConfirmDialog): the dialog stays open with the reason inside.
  const confirm = async () => {
    const answer = await accept.mutateAsync({
      accountId: plan.accountId,
      planId: plan.planId,
      data: toAcceptBody(campaigns),
    });
    toast.success(t('adsmanager.PLAN_ACCEPTED', { name: answer.data.name }));
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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('adsmanager.PLAN_ACCEPT_TITLE', { name: plan.name })}
        description={t('adsmanager.PLAN_ACCEPT_DESCRIPTION', { count: campaigns.length })}
        cancelLabel={t('adsmanager.PLANS_CANCEL')}
        confirmLabel={t('adsmanager.PLAN_ACCEPT_CONFIRM')}
        pendingLabel={t('adsmanager.PLAN_ACCEPT_SENDING')}
        errorMessage={(error) => t('adsmanager.PLAN_ACCEPT_FAILED', { message: errorText(error) })}
        onConfirm={confirm}
      />
    </>
  );
}
