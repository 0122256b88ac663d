import { useTranslation } from '@/i18n/react';
import { Navigate } from 'react-router';
import { flag, all, useAccess, useAccount, useFlags } from '@/access';
import { paths } from '@/lib/paths';
import { buildNavigation, type NavItem } from '@/shell/navigation';
import { ScopeError } from './ScopeStatus';

const firstLink = (items: readonly NavItem[]): string | undefined => {
  for (const item of items) {
    if (item.kind === 'link') return item.to;
    const inner = item.items[0];
    if (inner) return inner.to;
  }
  return undefined;
};

/**
 * `/advertiser/{accountId}`: campaign performance for users with campaign.read, otherwise the
 * first menu link they can open (NS-04).
 */
export function DefaultSection() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const access = useAccess();
  const flags = useFlags();
  const isEnabled = (name: Parameters<typeof flags.isEnabled>[0]) => flags.isEnabled(name);
  if (access.can(all('adsmanager.campaign.read', flag('disable-campaign-performance', false)))) {
    return <Navigate to={paths.performanceCampaigns(accountId)} replace />;
  }
  const to = firstLink(buildNavigation({ accountId, account, can: access.can, isEnabled, hasLines: false }));
  if (to?.startsWith(paths.account(accountId))) return <Navigate to={to} replace />;
  return <ScopeError message={t('adsmanager.NOTHING_TO_SHOW_IN_ACCOUNT')} />;
}
