/** The plan list's columns (PLAN-004): name (linking to the plan), IO number, status, created, updated; name and the dates sort. */
import { Link } from 'react-router';
import { listColumnHelper } from '@/components/ui/list-table';
import { sortableHeader } from '@/components/ui/sort-header';
import type { MessageKey, Translator } from '@/i18n';
import { paths } from '@/lib/paths';
import type { Plan } from '@generated/campaign-build/model';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import type { PlanSortField } from '../plan-rules';
import { TABLE_LINK } from '@/components/ui/link-styles';

const SORTABLE_HEADERS: Record<PlanSortField, MessageKey> = {
  name: 'adsmanager.PLANS_COLUMN_NAME',
  createDateTime: 'adsmanager.PLANS_COLUMN_CREATED',
  updateDateTime: 'adsmanager.PLANS_COLUMN_UPDATED',
};

export interface PlanColumnContext {
  t: Translator['t'];
  accountId: number;
  /** A date-time as shown in the account's time zone. */
  when: (iso: string) => string;
}

const column = listColumnHelper<Plan>();

export function planColumns({ t, accountId, when }: PlanColumnContext) {
  const none = t('adsmanager.PLANS_NONE');
  const sortable = (id: PlanSortField) => {
    const label = t(SORTABLE_HEADERS[id]);
    return sortableHeader(label, t('adsmanager.PLANS_SORT_BY', { column: label }));
  };
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: sortable('name'),
      cell: ({ row }) => (
        <Link to={paths.plan(accountId, row.original.planId)} className={TABLE_LINK}>
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('ioNumber', {
      id: 'ioNumber',
      header: () => t('adsmanager.PLANS_COLUMN_IO_NUMBER'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('status', {
      id: 'status',
      header: () => t('adsmanager.PLANS_COLUMN_STATUS'),
      cell: ({ getValue }) => <PlanStatusBadge status={getValue()} />,
    }),
    column.accessor('createDateTime', {
      id: 'createDateTime',
      header: sortable('createDateTime'),
      cell: ({ getValue }) => when(getValue()),
    }),
    column.accessor('updateDateTime', {
      id: 'updateDateTime',
      header: sortable('updateDateTime'),
      cell: ({ getValue }) => when(getValue()),
    }),
  ]);
}
