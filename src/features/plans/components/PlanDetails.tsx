import { PlanStatusBadge } from './PlanStatusBadge';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/dates';
import type { Plan } from '@generated/campaign-build/model';

/** PLAN-008: the plan's id, IO number, status, who created and changed it when, and its acceptance. */
export function PlanDetails({ plan, timeZone }: { plan: Plan; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, { timeZone, locale: i18n.language });
  return (
    <section aria-labelledby="plan-details-title" className="grid gap-2">
      <h2 id="plan-details-title" className="text-lg font-semibold">
        {t('adsmanager.PLAN_REVIEW_DETAILS')}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_ID')}</dt>
        <dd>{plan.planId}</dd>
        <dt className="text-muted-foreground">{t('adsmanager.PLAN_FIELD_IO_NUMBER')}</dt>
        <dd>{plan.ioNumber ?? t('adsmanager.PLANS_NONE')}</dd>
        <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_STATUS')}</dt>
        <dd>
          <PlanStatusBadge status={plan.status} />
        </dd>
        <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_CREATED')}</dt>
        <dd>{t('adsmanager.PLAN_REVIEW_BY', { date: when(plan.createDateTime), user: plan.createUser })}</dd>
        <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_UPDATED')}</dt>
        <dd>{t('adsmanager.PLAN_REVIEW_BY', { date: when(plan.updateDateTime), user: plan.updateUser })}</dd>
        {typeof plan.acceptedDateTime === 'string' && (
          <>
            <dt className="text-muted-foreground">{t('adsmanager.PLAN_REVIEW_ACCEPTED')}</dt>
            <dd>{when(plan.acceptedDateTime)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
