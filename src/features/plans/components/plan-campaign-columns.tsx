/**
 * The columns of a plan's campaigns (PLAN-008): the name, linking to the read-only builder of a
 * specification or to the review of a campaign built from the accepted plan; once accepted,
 * which of the two each row is (NS-41); type, status, dates, budget.
 */
import { Link } from 'react-router';
import { listColumnHelper } from '@/components/ui/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Translator } from '@/i18n';
import type { Currency } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { Campaign, Plan } from '@generated/campaign-build/model';
import { isBuiltFromPlan } from '../plan-rules';
import { TABLE_LINK } from '@/components/ui/link-styles';

const column = listColumnHelper<Campaign>();

export interface PlanCampaignsFormatting {
  t: Translator['t'];
  plan: Pick<Plan, 'accountId' | 'planId' | 'acceptedDateTime'>;
  day: (iso: string) => string;
  money: (amount: number, currency: Currency) => string;
}

export function planCampaignsColumns({ t, plan, day, money }: PlanCampaignsFormatting) {
  const { accountId, planId } = plan;
  const built = (campaign: Campaign) => isBuiltFromPlan(plan, campaign);
  const origin = column.display({
    id: 'origin',
    header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_ORIGIN'),
    cell: ({ row }) =>
      t(built(row.original) ? 'adsmanager.PLAN_CAMPAIGNS_BUILT' : 'adsmanager.PLAN_CAMPAIGNS_SPECIFICATION'),
  });
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_NAME'),
      cell: ({ row }) => (
        <Link
          to={
            built(row.original)
              ? paths.campaignReview(accountId, row.original.campaignId)
              : paths.planCampaignReview(accountId, planId, row.original.campaignId)
          }
          className={TABLE_LINK}
        >
          {row.original.name}
        </Link>
      ),
    }),
    ...(typeof plan.acceptedDateTime === 'string' ? [origin] : []),
    column.accessor('campaignType', {
      id: 'type',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_TYPE'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_TYPE_${getValue()}`),
    }),
    column.accessor('campaignStatus', {
      id: 'status',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_STATUS'),
      cell: ({ getValue }) => (
        <StatusBadge status={getValue()}>{t(`adsmanager.CAMPAIGN_STATUS_${getValue()}`)}</StatusBadge>
      ),
    }),
    column.display({
      id: 'dates',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_DATES'),
      cell: ({ row }) =>
        t('adsmanager.PLAN_CAMPAIGNS_DATES', {
          start: day(row.original.startDateTime),
          end: day(row.original.endDateTime),
        }),
    }),
    column.accessor('budget', {
      id: 'budget',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_BUDGET'),
      cell: ({ row }) => money(row.original.budget, row.original.currency),
    }),
  ]);
}
