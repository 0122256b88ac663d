/**
 * The plan's campaigns on its review (PLAN-008, PLAN-009): loaded with filter planId== in one page;
 * "Add campaign" and "Accept plan" while the plan is Draft and the user may write campaigns.
 */
import { useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { errorText } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paths, SEGMENTS } from '@/lib/paths';
import type { Campaign, Plan } from '@generated/campaign-build/model';
import { isDraftPlan } from '../plan-rules';
import type { usePlanCampaigns } from '../queries';
import { AcceptPlanButton } from './AcceptPlanButton';
import { planCampaignsColumns } from './plan-campaign-columns';

const NO_CAMPAIGNS: Campaign[] = [];

export interface PlanCampaignsProps {
  plan: Plan;
  /** The page starts this read with the plan's, so both load side by side. */
  query: ReturnType<typeof usePlanCampaigns>;
  canWrite: boolean;
  timeZone: string;
}

export function PlanCampaigns({ plan, query, canWrite, timeZone }: PlanCampaignsProps) {
  const { t } = useTranslation();
  const { accountId, planId } = plan;
  const campaigns = query.data?.data ?? NO_CAMPAIGNS;
  return (
    <section aria-labelledby="plan-campaigns-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-campaigns-title" className="text-lg font-semibold">
          {t('adsmanager.PLAN_CAMPAIGNS_TITLE')}
        </h2>
        {isDraftPlan(plan) && canWrite && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={paths.planCampaign(accountId, planId, SEGMENTS.create)}>
                <PlusIcon aria-hidden="true" />
                {t('adsmanager.PLAN_ADD_CAMPAIGN')}
              </Link>
            </Button>
            <AcceptPlanButton plan={plan} campaigns={campaigns} ready={query.isSuccess} />
          </div>
        )}
      </div>
      {query.isError ? (
        <LoadError
          title={t('adsmanager.PLAN_CAMPAIGNS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.PLANS_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : query.data === undefined ? (
        <SkeletonRows label={t('adsmanager.PLANS_LOADING')} columns={4} />
      ) : (
        <PlanCampaignsTable campaigns={campaigns} plan={plan} timeZone={timeZone} busy={query.isFetching} />
      )}
    </section>
  );
}

function PlanCampaignsTable({
  campaigns,
  plan,
  timeZone,
  busy,
}: {
  campaigns: Campaign[];
  plan: Plan;
  timeZone: string;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { accountId, planId, acceptedDateTime } = plan;
  const columns = useMemo(
    () =>
      planCampaignsColumns({
        t,
        plan: { accountId, planId, acceptedDateTime },
        day: (iso) => formatDate(iso, { timeZone, locale }),
        money: (amount, currency) => formatMoney(amount, currency, locale),
      }),
    [t, accountId, planId, acceptedDateTime, timeZone, locale],
  );
  const table = useListTable({
    columns,
    data: campaigns,
    getRowId: (campaign) => String(campaign.campaignId),
  });
  return (
    <VirtualTable
      label={t('adsmanager.PLAN_CAMPAIGNS_LABEL')}
      table={table}
      empty={t('adsmanager.PLAN_CAMPAIGNS_EMPTY')}
      busy={busy}
    />
  );
}
