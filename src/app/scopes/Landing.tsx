import { useTranslation } from '@/i18n/react';
import { Navigate } from 'react-router';
import { errorText } from '@/api/errors';
import { STALE_TIME } from '@/api/query-client';
import { useSessionUser } from '@/auth';
import {
  accountListParams,
  accountsByIdParams,
  pickLandingAccount,
  requireFirstAccount,
  toSwitcherAccount,
  useRecentAccounts,
} from '@/user-accounts';
import { paths } from '@/lib/paths';
import { useListUserAccounts } from '@generated/aura/aura';
import { ScopeError, ScopeLoading } from './ScopeStatus';

/**
 * `/`: the most recently viewed account the user can still open, else the first one (SHELL-002,
 * SHELL-003); no account at all → the no-access message (SHELL-004).
 */
export function Landing() {
  const { t } = useTranslation();
  const { email } = useSessionUser();
  const { recent } = useRecentAccounts();
  const recentIds = recent.map((account) => account.id);
  const query = { staleTime: STALE_TIME.long, meta: { suppressErrorToast: true } };
  const stillAccessible = useListUserAccounts(email, accountsByIdParams(recentIds), {
    query: { ...query, enabled: recentIds.length > 0 },
  });
  const first = useListUserAccounts(email, accountListParams({ size: 1 }), { query });

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
  const landing = pickLandingAccount(recentIds, (id) => accessible.has(id), firstAccount);
  if (landing === undefined) return <ScopeError message={t('adsmanager.ERROR_NO_ACCESS_TO_ACCOUNTS')} />;
  return <Navigate to={paths.account(landing)} replace />;
}
