/**
 * The campaign list's columns (CAMP-028): selection (for writers), the name linking to the review,
 * then the columns the user may show or hide (list-state.ts). Name, id, budget and the dates sort.
 */
import { FlagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { listColumnHelper } from '@/components/ui/list-table';
import { selectColumn } from '@/components/ui/select-column';
import { sortableHeader } from '@/components/ui/sort-header';
import type { Translator } from '@/i18n';
import { BankApprovalBadge } from '@/features/bank-approval';
import { formatDate } from '@/lib/dates';
import { formatMoney, type Currency } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { CampaignRow, CampaignSortField } from '../campaign-rules';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { CAMPAIGN_COLUMN_LABELS, type CampaignColumnId } from '../list-state';
import { TABLE_LINK } from '@/components/ui/link-styles';

export interface CampaignColumnContext {
  t: Translator['t'];
  locale: Translator['language'];
  /** The account's booking time zone, for the dates. */
  timeZone: string;
  accountId: number;
  /** Rows can be selected for bulk delete and duplicate (campaign writers). */
  selectable: boolean;
}

const column = listColumnHelper<CampaignRow>();

export function campaignColumns({ t, locale, timeZone, accountId, selectable }: CampaignColumnContext) {
  const none = t('adsmanager.CAMPAIGNS_NONE');
  const label = (id: keyof typeof CAMPAIGN_COLUMN_LABELS) => t(CAMPAIGN_COLUMN_LABELS[id]);
  const plain = (id: CampaignColumnId) => () => label(id);
  const sortable = (id: CampaignSortField) =>
    sortableHeader(label(id), t('adsmanager.CAMPAIGNS_SORT_BY', { field: label(id) }));
  const money = (amount: number | undefined, currency: Currency) =>
    amount === undefined ? none : formatMoney(amount, currency, locale);
  const count = (value: number | undefined) => (value === undefined ? none : value.toLocaleString(locale));
  const date = (plainDate: string) => formatDate(plainDate, { timeZone, locale });

  return column.columns([
    ...(selectable
      ? [
          selectColumn<CampaignRow>({
            all: t('adsmanager.CAMPAIGNS_SELECT_ALL'),
            row: (row) => t('adsmanager.CAMPAIGNS_SELECT_ROW', { name: row.name }),
          }),
        ]
      : []),
    column.accessor('name', {
      id: 'name',
      header: sortable('name'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={paths.campaignReview(accountId, row.original.campaignId)} className={TABLE_LINK}>
            {row.original.name}
          </Link>
          <BankApprovalBadge accountId={accountId} campaignId={row.original.campaignId} />
        </span>
      ),
    }),
    column.accessor('campaignId', { id: 'campaignId', header: sortable('campaignId') }),
    column.accessor('campaignStatus', {
      id: 'campaignStatus',
      header: plain('campaignStatus'),
      cell: ({ getValue }) => <CampaignStatusBadge status={getValue()} />,
    }),
    column.accessor('campaignType', {
      id: 'campaignType',
      header: plain('campaignType'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_TYPE_${getValue()}`),
    }),
    column.accessor('budget', {
      id: 'budget',
      header: sortable('budget'),
      cell: ({ row }) => money(row.original.budget, row.original.currency),
    }),
    column.accessor('budgetDeliveryGoal', {
      id: 'budgetDeliveryGoal',
      header: plain('budgetDeliveryGoal'),
      cell: ({ getValue }) => t(`adsmanager.CAMPAIGNS_GOAL_${getValue()}`),
    }),
    column.accessor('startDate', {
      id: 'startDateTime',
      header: sortable('startDateTime'),
      cell: ({ getValue }) => date(getValue()),
    }),
    column.accessor('endDate', {
      id: 'endDateTime',
      header: sortable('endDateTime'),
      cell: ({ getValue }) => date(getValue()),
    }),
    column.accessor('lineNumber', {
      id: 'lineNumber',
      header: plain('lineNumber'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('plan', { id: 'plan', header: plain('plan'), cell: ({ getValue }) => getValue() ?? none }),
    column.accessor('targetRoas', {
      id: 'targetRoas',
      header: plain('targetRoas'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('ticketUrl', {
      id: 'ticketUrl',
      header: plain('ticketUrl'),
      cell: ({ getValue }) => {
        const url = getValue();
        return url === null ? (
          none
        ) : (
          <a href={url} target="_blank" rel="noreferrer" className={TABLE_LINK}>
            {t('adsmanager.CAMPAIGNS_TICKET_LINK')}
          </a>
        );
      },
    }),
    column.accessor('impressions', {
      id: 'impressions',
      header: plain('impressions'),
      cell: ({ getValue }) => count(getValue()),
    }),
    column.accessor('reach', { id: 'reach', header: plain('reach'), cell: ({ getValue }) => count(getValue()) }),
    column.accessor('mediaFees', {
      id: 'mediaFees',
      header: plain('mediaFees'),
      cell: ({ row }) => money(row.original.mediaFees, row.original.currency),
    }),
    column.accessor('flaggedForReview', {
      id: 'flaggedForReview',
      header: plain('flaggedForReview'),
      cell: ({ getValue }) => {
        const flagged = getValue();
        if (flagged === undefined) return none;
        return flagged ? (
          <span className="inline-flex items-center gap-1 text-destructive">
            <FlagIcon aria-hidden="true" className="size-4" />
            {t('adsmanager.CAMPAIGNS_YES')}
          </span>
        ) : (
          t('adsmanager.CAMPAIGNS_NO')
        );
      },
    }),
  ]);
}
