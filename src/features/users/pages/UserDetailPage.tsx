/**
 * `/advertiser/{accountId}/user/{email}`: one user of the open account, loaded by e-mail (ACCT-013),
 * with the same actions as the list. An unknown e-mail shows a not-found message with a way back.
 */
import { StatusBadge } from '@/components/ui/status-badge';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate, useParams } from 'react-router';
import { useAccess, useAccount } from '@/access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { LoadError } from '@/components/ui/load-error';
import { InlineMessage } from '@/components/ui/inline-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { BackToUsersLink } from '../components/BackToUsersLink';
import { UserActions } from '../components/UserActions';
import { displayName, emailFromPath } from '../user-rules';
import { useAccountUser, useUserActions } from '../queries';

export function UserDetailPage() {
  const { t } = useTranslation();
  const { accountId } = useAccount();
  const email = emailFromPath(useParams()['*']);
  const canWrite = useAccess().can('adsmanager.users.write');
  const navigate = useNavigate();
  const query = useAccountUser(accountId, email);
  const { resultOf, resendInvitation, removeRole } = useUserActions(accountId, {
    onRemoved: () => {
      void navigate(paths.users(accountId));
    },
  });
  const user = query.data?.data;
  const notFound = email === '' || (query.error instanceof ApiError && query.error.status === 404);

  let body: ReactNode;
  if (notFound) {
    body = <InlineMessage variant="info" title={t('adsmanager.USER_NOT_FOUND', { email })} />;
  } else if (query.isError) {
    body = (
      <LoadError
        title={t('adsmanager.USER_LOAD_FAILED', { message: errorText(query.error) })}
        retryLabel={t('adsmanager.ACCOUNTS_RETRY')}
        onRetry={() => query.refetch()}
      />
    );
  } else if (user === undefined) {
    body = <Spinner label={t('adsmanager.ACCOUNTS_LOADING')} className="py-8" />;
  } else {
    body = (
      <>
        <h1 className="text-2xl font-semibold">{displayName(user)}</h1>
        <dl
          aria-label={t('adsmanager.USER_DETAIL_LABEL')}
          className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm"
        >
          <Detail label={t('adsmanager.USER_FIELD_EMAIL')}>{user.email}</Detail>
          <Detail label={t('adsmanager.USER_FIELD_FIRST_NAME')}>
            {user.firstName || t('adsmanager.ACCOUNTS_NONE')}
          </Detail>
          <Detail label={t('adsmanager.USER_FIELD_LAST_NAME')}>{user.lastName || t('adsmanager.ACCOUNTS_NONE')}</Detail>
          <Detail label={t('adsmanager.USER_FIELD_ROLES')}>
            {user.roles.length === 0 ? t('adsmanager.USERS_NO_ROLES') : user.roles.join(', ')}
          </Detail>
          <Detail label={t('adsmanager.USER_FIELD_STATUS')}>
            <StatusBadge status={user.status}>{t(`adsmanager.STATUS_${user.status}`)}</StatusBadge>
          </Detail>
          <Detail label={t('adsmanager.USER_FIELD_TYPE')}>{t(`adsmanager.USER_TYPE_${user.type}`)}</Detail>
          <Detail label={t('adsmanager.USER_FIELD_PERMISSIONS')}>
            {user.permissions.length === 0 ? t('adsmanager.USER_NO_PERMISSIONS') : user.permissions.join(', ')}
          </Detail>
        </dl>
        {canWrite && (
          <UserActions
            user={user}
            result={resultOf(user.email)}
            onResendInvitation={resendInvitation}
            onRemoveRole={removeRole}
          />
        )}
      </>
    );
  }

  return (
    <section className="grid max-w-3xl gap-4 p-6">
      <BackToUsersLink accountId={accountId} />
      {body}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
