import { useMatch } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { AccessProvider } from '@/access';
import { useAccountAccess } from '@/access/account-access';
import { errorText } from '@/api/errors';
import { useConfig } from '@/config/config-context';
import { ShellFrame } from '@/shell/ShellFrame';
import { ScopeError, ScopeLoading } from './ScopeStatus';

/**
 * Screens outside an advertiser account (landing, picker, /accounts, /c/…, /admin): access is read
 * in the admin account of the configuration, where internal users hold their permissions. The
 * landing (`/`) needs none — it only opens an account — so it asks nothing: an external user,
 * no member of the admin account, would get a 404 there on every sign-in (part 1 §4.3).
 */
export function GlobalScope() {
  const { t } = useTranslation();
  const { adminAccountId } = useConfig();
  const onLanding = useMatch({ path: '/', end: true }) !== null;
  const access = useAccountAccess(adminAccountId, { enabled: !onLanding });
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
