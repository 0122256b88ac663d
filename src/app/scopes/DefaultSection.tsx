import { Navigate } from 'react-router';
import { useAccess, useAccount } from '@/access';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/lib/paths';
import { useMenuEntries } from '@/shell/menu-context';
import { buildNavigation, type NavItem } from '@/shell/navigation';
import { ScopeError } from './ScopeStatus';

/** NS-04: campaign performance is the section an account opens on, when the user may open it. */
const PREFERRED = 'performance';

/** The link to open: campaign performance if the menu offers it, else the menu's first account link. */
function defaultSection(items: readonly NavItem[], accountId: number): string | undefined {
  const links = items.flatMap((item) => (item.kind === 'group' ? item.items : [item]));
  const inAccount = links.filter((link) => link.to.startsWith(`${paths.account(accountId)}/`));
  return (inAccount.find((link) => link.id === PREFERRED) ?? inAccount[0])?.to;
}

/**
 * `/advertiser/{accountId}`: campaign performance for users who may open it, otherwise the first
 * menu link they can open (NS-04); the menu's rules decide, so they are not restated here.
 */
export function DefaultSection() {
  const { t } = useTranslation();
  const { accountId, account } = useAccount();
  const { can } = useAccess();
  const items = buildNavigation(useMenuEntries(), { accountId, account, can, hasLines: false });
  const to = defaultSection(items, accountId);
  if (to !== undefined) return <Navigate to={to} replace />;
  return <ScopeError message={t('adsmanager.NOTHING_TO_SHOW_IN_ACCOUNT')} />;
}
