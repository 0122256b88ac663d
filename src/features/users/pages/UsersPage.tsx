/**
 * `/advertiser/{accountId}/users`: the users of the open account (ACCT-012), DELETED users hidden
 * (NS-17). With adsmanager.users.write each row offers resend invitation and remove role.
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { useMemo } from 'react';
import { UserPlusIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { useAccess, useAccount } from '@/access';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton';
import { listColumnHelper, useListTable } from '@/components/ui/list-table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { paths } from '@/lib/paths';
import type { User } from '@generated/aura/model';
import { UserActions } from '../components/UserActions';
import { displayName, visibleUsers } from '../user-rules';
import { useAccountUsers, useUserActions } from '../queries';
import { TABLE_LINK } from '@/components/ui/link-styles';

const column = listColumnHelper<User>();
const ROW_HEIGHT = 72;

export function UsersPage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const canWrite = useAccess().can('adsmanager.users.write');
  const query = useAccountUsers(accountId);
  const answer = query.data;
  const users = useMemo(() => visibleUsers(answer?.data ?? []), [answer]);
  const { resultOf, resendInvitation, removeRole } = useUserActions(accountId);

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: () => t('adsmanager.USERS_COLUMN_NAME'),
          cell: ({ row }) => (
            <Link to={paths.user(accountId, row.original.email)} className={TABLE_LINK}>
              {displayName(row.original)}
            </Link>
          ),
        }),
        column.accessor('email', { id: 'email', header: () => t('adsmanager.USERS_COLUMN_EMAIL') }),
        column.accessor('roles', {
          id: 'roles',
          header: () => t('adsmanager.USERS_COLUMN_ROLES'),
          cell: ({ getValue }) => {
            const roles = getValue();
            return roles.length === 0 ? t('adsmanager.USERS_NO_ROLES') : roles.join(', ');
          },
        }),
        column.accessor('status', {
          id: 'status',
          header: () => t('adsmanager.USERS_COLUMN_STATUS'),
          cell: ({ getValue }) => <StatusBadge status={getValue()}>{t(`adsmanager.STATUS_${getValue()}`)}</StatusBadge>,
        }),
        column.accessor('type', {
          id: 'type',
          header: () => t('adsmanager.USERS_COLUMN_TYPE'),
          cell: ({ getValue }) => t(`adsmanager.USER_TYPE_${getValue()}`),
        }),
        ...(canWrite
          ? [
              column.display({
                id: 'actions',
                header: () => t('adsmanager.USERS_COLUMN_ACTIONS'),
                cell: ({ row }) => (
                  <UserActions
                    user={row.original}
                    result={resultOf(row.original.email)}
                    onResendInvitation={resendInvitation}
                    onRemoveRole={removeRole}
                  />
                ),
              }),
            ]
          : []),
      ]),
    [t, accountId, canWrite, resultOf, resendInvitation, removeRole],
  );

  const table = useListTable({ columns, data: users, getRowId: (user) => user.email });

  return (
    <section aria-labelledby="users-title" className="grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="users-title" className="text-2xl font-semibold">
          {t('adsmanager.USERS_TITLE')}
        </h1>
        {canWrite && (
          <Button asChild>
            <Link to={paths.userCreate(accountId)}>
              <UserPlusIcon aria-hidden="true" />
              {t('adsmanager.USERS_ADD')}
            </Link>
          </Button>
        )}
      </div>

      {query.isError ? (
        <LoadError
          title={t('adsmanager.USERS_LOAD_FAILED', { message: errorText(query.error) })}
          retryLabel={t('adsmanager.ACCOUNTS_RETRY')}
          onRetry={() => query.refetch()}
        />
      ) : answer === undefined ? (
        <SkeletonRows label={t('adsmanager.ACCOUNTS_LOADING')} columns={5} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('adsmanager.USERS_COUNT', { count: users.length })}</p>
          <VirtualTable
            label={t('adsmanager.USERS_TABLE_LABEL')}
            table={table}
            empty={t('adsmanager.USERS_EMPTY')}
            busy={query.isFetching}
            rowHeight={ROW_HEIGHT}
          />
        </>
      )}
    </section>
  );
}
