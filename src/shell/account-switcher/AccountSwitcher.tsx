/**
 * The account switcher of the header (part 1 §2.6): the open account (or the user's name) on the
 * trigger. The popup's code (tabs, lists, user details: src/shell/account-switcher/SwitcherPopover.tsx)
 * loads when the user first points at, focuses or activates the trigger, which keeps it off every
 * page's first load.
 */
import { ChevronDownIcon, UserIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { useOptionalAccount } from '@/access';
import { useSessionUser } from '@/auth';
import { Button } from '@/components/ui/button';
import { deferredModule, useDeferredModule } from '@/components/ui/use-deferred-module';
import { toSwitcherAccount } from '@/user-accounts';
import { accountLabel } from './account-badge';
import { AccountBadge } from './AccountBadge';
import { useLocaleChoice } from './locale';
import { SWITCHER_TRIGGER_CLASSES } from './trigger';
import { useNewBuildVersion } from './version';

const loadPopover = deferredModule(() => import('./SwitcherPopover'));

export function AccountSwitcher() {
  const { t } = useTranslation();
  const scope = useOptionalAccount();
  const user = useSessionUser();
  const popover = useDeferredModule(loadPopover);
  // Both run from the header on every page: the version check on load and every 5 minutes, and the
  // remembered locale.
  const { newVersion } = useNewBuildVersion();
  useLocaleChoice();
  const current = scope ? toSwitcherAccount(scope.account) : undefined;

  const trigger = (
    <>
      {current ? (
        <>
          <AccountBadge account={current} className="size-7" />
          <span className="truncate">{accountLabel(current)}</span>
        </>
      ) : (
        <>
          <UserIcon aria-hidden="true" />
          <span className="truncate">{user.name}</span>
        </>
      )}
      {newVersion !== undefined && (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-info" />
          <span className="sr-only">{t('adsmanager.NEW_BUILD_VERSION')}</span>
        </>
      )}
      <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
    </>
  );

  if (popover.module) return <popover.module.SwitcherPopover trigger={trigger} />;
  return (
    <Button
      type="button"
      variant="ghost"
      className={SWITCHER_TRIGGER_CLASSES}
      data-slot="account-switcher-trigger"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={popover.pending || undefined}
      onPointerEnter={popover.preload}
      onFocus={popover.preload}
      onClick={popover.request}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') popover.request();
      }}
    >
      {trigger}
    </Button>
  );
}
