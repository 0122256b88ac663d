import { useTranslation } from '@/i18n/react';
import { AccessProvider } from '@/access';
import { useAccountAccess } from '@/access/account-access';
import { errorText } from '@/api/errors';
import { useConfig } from '@/config/config-context';
import { ShellFrame } from '@/shell/ShellFrame';
import { ScopeError, ScopeLoading } from './ScopeStatus';

/**
 * Screens outside an advertiser account (landing, picker, /accounts, /c/…, /admin): access is read
 * in the admin account of the configuration, where internal users hold their permissions.
 */
export function GlobalScope() {
  const { t } = useTranslation();
  const { adminAccountId } = useConfig();
  const access = useAccountAccess(adminAccountId);
  if (access.status === 'pending') return <ScopeLoading label={t('adsmanager.LOADING_ACCESS')} />;
  if (access.status === 'error') {
    return (
      <ScopeError
        message={t('adsmanager.ERROR_LOADING_ACCESS')}
        detail={errorText(access.error)}
        onRetry={() => {
          window.location.reload();
        }}
      />
    );
  }
  return (
    <AccessProvider access={access.access}>
      <ShellFrame />
    </AccessProvider>
  );
}
