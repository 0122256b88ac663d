import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { useParams } from 'react-router';
import { AccessProvider, AccountProvider, NotFoundError } from '@/access';
import { useAccountAccess } from '@/access/account-access';
import { ApiError } from '@/api/api-error';
import { errorText } from '@/api/errors';
import { accountsByIdParams, toSwitcherAccount, useRecentAccounts } from '@/user-accounts';
import { parseIntegerId } from '@/lib/ids';
import { ShellFrame } from '@/shell/ShellFrame';
import { useUserAccountPage } from './queries';
import { ScopeError, ScopeLoading } from './ScopeStatus';

/**
 * `/advertiser/{accountId}/…`: the account must be one of the user's accounts (else 404,
 * SHELL-007); its permissions come from `users/me` of that account (ACCESS-005). Opening it makes
 * it the most recently viewed account.
 */
export function AccountScope() {
  const { t } = useTranslation();
  const params = useParams();
  const accountId = parseIntegerId(params.accountId ?? '');
  if (accountId === undefined) throw new NotFoundError('Account');
  return <LoadedAccountScope key={accountId} accountId={accountId} label={t('adsmanager.LOADING_ACCOUNT')} />;
}

function LoadedAccountScope({ accountId, label }: { accountId: number; label: string }) {
  const { t } = useTranslation();
  const { remember } = useRecentAccounts();
  const accounts = useUserAccountPage(accountsByIdParams([accountId]));
  const access = useAccountAccess(accountId);
  const account = accounts.data?.data.items.find((item) => item.account.id === accountId)?.account;

  useEffect(() => {
    if (account) remember(toSwitcherAccount(account));
  }, [account, remember]);

  if (accounts.error) {
    if (accounts.error instanceof ApiError && (accounts.error.status === 404 || accounts.error.status === 403)) {
      throw new NotFoundError('Account');
    }
    return (
      <ScopeError
        message={t('adsmanager.ERROR_PROBLEMS_LOADING_YOUR_ACCOUNT')}
        detail={errorText(accounts.error)}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (accounts.data && !account) throw new NotFoundError('Account');
  if (access.status === 'error') {
    return (
      <ScopeError message={t('adsmanager.ERROR_PROBLEMS_LOADING_YOUR_ACCOUNT')} detail={errorText(access.error)} />
    );
  }
  if (!account || access.status === 'pending') return <ScopeLoading label={label} />;
  return (
    <AccountProvider scope={{ accountId, account }}>
      <AccessProvider access={access.access}>
        <ShellFrame />
      </AccessProvider>
    </AccountProvider>
  );
}
