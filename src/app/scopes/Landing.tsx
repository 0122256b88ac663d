import { useTranslation } from '@/i18n/react';
import { Navigate } from 'react-router';
import { errorText } from '@/api/errors';
import { paginationOf } from '@/api/http';
import {
  accountListParams,
  accountsByIdParams,
  pickLandingAccount,
  requireFirstAccount,
  toSwitcherAccount,
  useRecentAccounts,
} from '@/user-accounts';
import { paths } from '@/lib/paths';
import { useUserAccountPage } from './queries';
import { ScopeError, ScopeLoading } from './ScopeStatus';

/**
 * NS-91: up to this many accounts (a page of the server-side list, SHELL-050) the first one is a fair
 * place to land; beyond it the list is a directory (internal staff see every account) and its first
 * entry, by name, is nobody's account.
 */
export const LANDING_FIRST_ACCOUNT_MAX = 25;

/**
 * `/`: the most recently viewed account the user can still open (SHELL-002, SHELL-003); else the
 * first one for a user with up to LANDING_FIRST_ACCOUNT_MAX accounts, and the account picker
 * ("Choose an account": the recently viewed and the search) for one with more (NS-91); no account
 * at all → the no-access message (SHELL-004).
 */
export function Landing() {
  const { t } = useTranslation();
  const { recent } = useRecentAccounts();
  const recentIds = recent.map((account) => account.id);
  const stillAccessible = useUserAccountPage(accountsByIdParams(recentIds), { enabled: recentIds.length > 0 });
  const first = useUserAccountPage(accountListParams({ size: 1 }));

  const failed = first.error ?? stillAccessible.error;
  if (failed) {
    return (
      <ScopeError
        message={t('adsmanager.ERROR_PROBLEMS_LOADING_YOUR_ACCOUNT')}
        detail={errorText(failed)}
        onRetry={() => {
          void first.refetch();
          if (recentIds.length > 0) void stillAccessible.refetch();
        }}
      />
    );
  }
  if (!first.data || (recentIds.length > 0 && !stillAccessible.data)) {
    return <ScopeLoading label={t('adsmanager.LOADING_ACCOUNT')} />;
  }
  let firstAccount;
  try {
    firstAccount = toSwitcherAccount(requireFirstAccount(first.data.data));
  } catch {
    return <ScopeError message={t('adsmanager.ERROR_NO_ACCESS_TO_ACCOUNTS')} />;
  }
  const accessible = new Set(stillAccessible.data?.data.items.map((item) => item.account.id) ?? []);
  // The total from the pagination headers when the server sends them, else from the body.
  const total = paginationOf(first.data)?.totalCount ?? first.data.data.totalElements;
  const many = total > LANDING_FIRST_ACCOUNT_MAX;
  const landing = pickLandingAccount(recentIds, (id) => accessible.has(id), many ? undefined : firstAccount);
  if (landing === undefined) return <Navigate to={paths.accountPicker} replace />;
  return <Navigate to={paths.account(landing)} replace />;
}
