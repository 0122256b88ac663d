/** The projection list's columns (PROJ-008): name (to its run), IO number, plan, created, created by, status. */
import { Link } from 'react-router';
import { listColumnHelper } from '@/components/ui/list-table';
import type { Translator } from '@/i18n';
import { paths } from '@/lib/paths';
import type { Projection } from '@generated/ads-manager/model';
import { ProjectionStatusBadge } from '../components/StatusBadges';
import { TABLE_LINK } from '@/components/ui/link-styles';

export interface ProjectionColumnContext {
  t: Translator['t'];
  accountId: number;
  /** A date-time as shown in the account's time zone. */
  when: (iso: string) => string;
}

const column = listColumnHelper<Projection>();

/** Where a projection's run shows: inside its plan, or on its own when it has none (NS-70). */
export const projectionPath = (accountId: number, projection: Pick<Projection, 'projectionId' | 'planId'>) =>
  projection.planId === null
    ? paths.projection(accountId, projection.projectionId)
    : paths.planProjection(accountId, projection.planId, projection.projectionId);

export function projectionColumns({ t, accountId, when }: ProjectionColumnContext) {
  const none = t('adsmanager.PROJECTIONS_NONE');
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: () => t('adsmanager.PROJECTIONS_COLUMN_NAME'),
      cell: ({ row }) => (
        <Link to={projectionPath(accountId, row.original)} className={TABLE_LINK}>
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('ioNumber', {
      id: 'ioNumber',
      header: () => t('adsmanager.PROJECTIONS_COLUMN_IO_NUMBER'),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    column.accessor('planId', {
      id: 'planId',
      header: () => t('adsmanager.PROJECTIONS_COLUMN_PLAN'),
      cell: ({ getValue }) => {
        const planId = getValue();
        return planId === null ? (
          none
        ) : (
          <Link to={paths.plan(accountId, planId)} className={TABLE_LINK}>
            {t('adsmanager.PROJECTIONS_PLAN_LINK', { planId })}
          </Link>
        );
      },
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: () => t('adsmanager.PROJECTIONS_COLUMN_CREATED'),
      cell: ({ getValue }) => when(getValue()),
    }),
    column.accessor((projection) => projection.userEmail.email, {
      id: 'createdBy',
      header: () => t('adsmanager.PROJECTIONS_COLUMN_CREATED_BY'),
    }),
    column.accessor('status', {
      id: 'status',
      header: () => t('adsmanager.PROJECTIONS_COLUMN_STATUS'),
      cell: ({ getValue }) => <ProjectionStatusBadge status={getValue()} />,
    }),
  ]);
}
