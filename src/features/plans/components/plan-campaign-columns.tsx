/** The columns of a plan's campaigns (PLAN-008): name linking to the read-only builder, type, status, dates, budget. */
import { Link } from 'react-router';
import { listColumnHelper } from '@/components/ui/list-table';
import type { Translator } from '@/i18n';
import type { Currency } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { Campaign } from '@generated/campaign-build/model';

const column = listColumnHelper<Campaign>();

export interface PlanCampaignsFormatting {
  t: Translator['t'];
  accountId: number;
  planId: number;
  day: (iso: string) => string;
  money: (amount: number, currency: Currency) => string;
}

export function planCampaignsColumns({ t, accountId, planId, day, money }: PlanCampaignsFormatting) {
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_NAME'),
      cell: ({ row }) => (
        <Link
          to={paths.planCampaignReview(accountId, planId, row.original.campaignId)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('campaignType', {
      id: 'type',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_TYPE'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_TYPE_${getValue()}`),
    }),
    column.accessor('campaignStatus', {
      id: 'status',
      header: () => t('adsmanager.PLAN_CAMPAIGNS_COLUMN_STATUS'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGN_STATUS_${getValue()}`),
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
