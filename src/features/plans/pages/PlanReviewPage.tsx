/**
 * `plan/{planId}`, `plan/{planId}/review` and `plan/{planId}/review/projections` (PLAN-008, NS-34):
 * the plan review — details and status badge, rename and IO number (PATCH name and ioNumber only,
 * PLAN-006), the plan's campaigns linking to the read-only builder (PLAN-009), "Add campaign" while
 * Draft, and "Accept plan" with the campaign shells (PLAN-007). The projections variant adds a note
 * pointing at the projections area. An invalid plan id shows 'Invalid plan id' (NS-35).
 */
import { etagOf } from '@/components/forms/concurrency';
import { LoadError } from '@/components/ui/load-error';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccount, useCan } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { useRouteId, withRouteIdBoundary } from '@/components/routing/route-ids';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { countryRules } from '@/lib/countries';
import { SEGMENTS, paths } from '@/lib/paths';
import type { Plan } from '@generated/campaign-build/model';
import { PlanCampaigns } from '../components/PlanCampaigns';
import { PlanDetails } from '../components/PlanDetails';
import { PlanEditForm } from '../components/PlanEditForm';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { usePlan, usePlanCampaigns } from '../queries';
import { TEXT_LINK } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';

function PlanReview() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const planId = useRouteId('plan');
  const { pathname } = useLocation();
  const isProjections = pathname.replace(/\/+$/, '').endsWith(`/${SEGMENTS.reviewProjections}`);
  const canWrite = useCan('adsmanager.campaign.write');
  const planQuery = usePlan(accountId, planId);
  const campaignsQuery = usePlanCampaigns(accountId, planId);
  const { timeZone } = countryRules(account.bookingCountry);

  if (planId === undefined) return null;
  const backLink = (
    <Link to={paths.plans(accountId)} className={cn(TEXT_LINK, 'w-fit text-sm')}>
      {t('adsmanager.PLANS_BACK_TO_LIST')}
    </Link>
  );
  if (planQuery.isError) {
    return (
      <PlanLoadFailed planId={planId} error={planQuery.error} onRetry={() => void planQuery.refetch()}>
        {backLink}
      </PlanLoadFailed>
    );
  }
  if (planQuery.data === undefined) return <Spinner label={t('adsmanager.PLANS_LOADING')} className="py-8" />;
  const plan = planQuery.data.data;

  return (
    <section aria-labelledby="plan-review-title" className="grid gap-6 p-6">
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="plan-review-title" className="text-2xl font-semibold">
          {t('adsmanager.PLAN_REVIEW_TITLE', { name: plan.name })}
        </h1>
        <PlanStatusBadge status={plan.status} />
      </div>
      <PlanNotes plan={plan} isProjections={isProjections} canWrite={canWrite} />
      <PlanDetails plan={plan} timeZone={timeZone} />
      {canWrite && <PlanEditForm key={plan.planId} plan={plan} version={etagOf(planQuery.data)} />}
      <PlanCampaigns plan={plan} query={campaignsQuery} canWrite={canWrite} timeZone={timeZone} />
    </section>
  );
}

export const PlanReviewPage = withRouteIdBoundary(PlanReview);

const NOTE_LINK = cn(TEXT_LINK, 'text-sm');

/** Processing and Failed notes (NS-41); the projections variant's links to the plan's projections. */
function PlanNotes({ plan, isProjections, canWrite }: { plan: Plan; isProjections: boolean; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {plan.status === 'Processing' && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('adsmanager.PLAN_PROCESSING_NOTE')}
        </p>
      )}
      {plan.status === 'Failed' && <InlineMessage variant="warning" title={t('adsmanager.PLAN_FAILED_NOTE')} />}
      {isProjections && (
        <InlineMessage variant="info" title={t('adsmanager.PLAN_REVIEW_PROJECTIONS_NOTE')}>
          <span className="flex flex-wrap gap-4">
            {canWrite && (
              <Link to={paths.planProjectionCreate(plan.accountId, plan.planId)} className={NOTE_LINK}>
                {t('adsmanager.PLAN_REVIEW_PROJECTION_NEW')}
              </Link>
            )}
            <Link to={paths.projections(plan.accountId, plan.planId)} className={NOTE_LINK}>
              {t('adsmanager.PLAN_REVIEW_PROJECTIONS_LIST')}
            </Link>
            <Link to={paths.planReview(plan.accountId, plan.planId)} className={NOTE_LINK}>
              {t('adsmanager.PLAN_REVIEW_PROJECTIONS_LINK')}
            </Link>
          </span>
        </InlineMessage>
      )}
    </>
  );
}

/** A plan that does not exist says so; another failure offers Retry. */
function PlanLoadFailed({
  planId,
  error,
  onRetry,
  children,
}: {
  planId: number;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section aria-labelledby="plan-review-title" className="grid gap-4 p-6">
      {children}
      <h1 id="plan-review-title" className="text-2xl font-semibold">
        {t('adsmanager.PLANS_TITLE')}
      </h1>
      {notFound ? (
        <InlineMessage variant="error" title={t('adsmanager.PLAN_REVIEW_NOT_FOUND', { planId })} />
      ) : (
        <LoadError
          title={t('adsmanager.PLAN_REVIEW_LOAD_FAILED', { message: errorText(error) })}
          retryLabel={t('adsmanager.PLANS_RETRY')}
          onRetry={onRetry}
        />
      )}
    </section>
  );
}
