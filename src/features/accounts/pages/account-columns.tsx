/** The `/accounts` columns (ACCT-010): the name (sortable, linking to the account), id, agency, country, type, sales tier, status, test. */
import { StatusBadge } from '@/components/ui/status-badge';
import { Link } from 'react-router';
import { listColumnHelper } from '@/components/ui/list-table';
import { sortableHeader } from '@/components/ui/sort-header';
import type { Translator } from '@/i18n';
import { paths } from '@/lib/paths';
import type { Account } from '@generated/aura/model';
import { toSwitcherAccount } from '../account-rules';
import { TABLE_LINK } from '@/components/ui/link-styles';

const column = listColumnHelper<Account>();

export function accountColumns(t: Translator['t']) {
  const none = t('adsmanager.ACCOUNTS_NONE');
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: sortableHeader(t('adsmanager.ACCOUNTS_COLUMN_NAME')),
      cell: ({ row }) => (
        <Link to={paths.account(row.original.id)} className={TABLE_LINK}>
          {row.original.name}
        </Link>
      ),
    }),
    // Ids are searched (the search box takes digits too), so they are shown (issue 27).
    column.accessor('id', {
      id: 'id',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_ID'),
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    column.display({
      id: 'agency',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_AGENCY'),
      cell: ({ row }) => toSwitcherAccount(row.original).agencyName ?? none,
    }),
    column.accessor('bookingCountry', { id: 'country', header: () => t('adsmanager.ACCOUNTS_COLUMN_COUNTRY') }),
    column.accessor('accountType', {
      id: 'type',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_TYPE'),
      cell: ({ getValue }) => t(`adsmanager.ACCOUNT_TYPE_${getValue()}`),
    }),
    column.accessor('salesTier', {
      id: 'salesTier',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_SALES_TIER'),
      cell: ({ getValue }) => {
        const tier = getValue();
        return tier === undefined ? none : t(`adsmanager.SALES_TIER_${tier}`);
      },
    }),
    column.accessor('status', {
      id: 'status',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_STATUS'),
      cell: ({ getValue }) => <StatusBadge status={getValue()}>{t(`adsmanager.STATUS_${getValue()}`)}</StatusBadge>,
    }),
    column.accessor('isTest', {
      id: 'isTest',
      header: () => t('adsmanager.ACCOUNTS_COLUMN_TEST'),
      cell: ({ getValue }) => (getValue() ? t('adsmanager.ACCOUNTS_YES') : t('adsmanager.ACCOUNTS_NO')),
    }),
  ]);
}
