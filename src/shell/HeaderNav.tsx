import { ChevronDownIcon, MenuIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router';
import { useAccess, useOptionalAccount } from '@/access';
import { deferredModule, useDeferredModule, type DeferredModule } from '@/components/ui/use-deferred-module';
import { cn } from '@/lib/cn';
import { useMenuEntries } from './menu-context';
import { useHasLines } from './queries';
import { buildNavigation, isActive, linesMatter, type NavGroup, type NavItem, type NavLink } from './navigation';

const TOP_ITEM =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-accent';
/** Active items are underlined as well as tinted, so the state does not rest on colour alone. */
const ACTIVE = 'bg-accent underline decoration-2 underline-offset-8';

const loadGroupMenu = deferredModule(() => import('./NavGroupMenu'));
const loadPhoneMenu = deferredModule(() => import('./PhoneMenu'));

/**
 * A dropdown group of the menu. The dropdown's code loads when the user first points at, focuses or
 * activates a group (src/components/ui/use-deferred-module.ts); until then the trigger is a plain
 * button that looks the same.
 */
function GroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { t } = useTranslation();
  const menu = useDeferredModule(loadGroupMenu);
  // Opened from the keyboard, the open menu focuses its first item, as Radix does for its own trigger.
  const [viaKeyboard, setViaKeyboard] = useState(false);
  const className = cn(TOP_ITEM, isActive(pathname, group) && ACTIVE);
  const label = (
    <>
      {t(group.labelKey)}
      <ChevronDownIcon aria-hidden="true" className="size-4" />
    </>
  );
  if (menu.module) {
    return (
      <menu.module.NavGroupMenu
        group={group}
        pathname={pathname}
        className={className}
        label={label}
        focusFirstItem={viaKeyboard}
      />
    );
  }
  return (
    <DeferredTrigger
      popup="menu"
      deferred={menu}
      className={className}
      onPointerDown={() => {
        setViaKeyboard(false);
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        setViaKeyboard(true);
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        menu.request();
      }}
    >
      {label}
    </DeferredTrigger>
  );
}

/**
 * The trigger of a header popup (a group's dropdown, the phone menu's sheet) until the popup's code
 * has loaded: a plain button that looks like the loaded trigger, preloads the code when pointed at or
 * focused, and asks for it when activated (the popup then mounts open with its own trigger).
 */
function DeferredTrigger({
  popup,
  deferred,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'onFocus' | 'onPointerEnter'> & {
  popup: 'menu' | 'dialog';
  deferred: DeferredModule<unknown>;
}) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      aria-busy={deferred.pending || undefined}
      onPointerEnter={deferred.preload}
      onFocus={deferred.preload}
      onClick={deferred.request}
      {...props}
    >
      {children}
    </button>
  );
}

/** A link of the menu, or the one link of a group that holds only one. */
function SingleLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const link = item.kind === 'group' ? item.items[0] : item;
  return link ? <TopLink link={link} pathname={pathname} /> : null;
}

function TopLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const { t } = useTranslation();
  const active = isActive(pathname, link);
  return (
    <Link to={link.to} aria-current={active ? 'page' : undefined} className={cn(TOP_ITEM, active && ACTIVE)}>
      {t(link.labelKey)}
    </Link>
  );
}

/**
 * The header menu of part 1 §2.5: dropdown groups and links the user may open. Below 768 px it
 * folds into one button that opens the whole menu in a sheet (./PhoneMenu.tsx, loaded on first use).
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { can } = useAccess();
  const entries = useMenuEntries();
  const scope = useOptionalAccount();
  const base = { accountId: scope?.accountId, account: scope?.account, can };
  const hasLines = useHasLines(scope?.accountId, linesMatter(entries, base));
  const phoneMenu = useDeferredModule(loadPhoneMenu);
  const items = buildNavigation(entries, { ...base, hasLines });
  if (items.length === 0) return null;
  const label = t('adsmanager.SHELL_MAIN_NAVIGATION');
  const phoneTrigger = (
    <>
      <MenuIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('adsmanager.SHELL_MENU')}</span>
    </>
  );
  return (
    <>
      <nav aria-label={label} className="max-md:hidden">
        <ul className="flex flex-wrap items-center gap-1">
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'group' && item.items.length > 1 ? (
                <GroupMenu group={item} pathname={pathname} />
              ) : (
                // A group of one link is that link: no dropdown holding a single item (issue 27).
                <SingleLink item={item} pathname={pathname} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {phoneMenu.module ? (
        <phoneMenu.module.PhoneMenu
          items={items}
          pathname={pathname}
          label={label}
          className={PHONE_TRIGGER}
          trigger={phoneTrigger}
        />
      ) : (
        <DeferredTrigger popup="dialog" deferred={phoneMenu} className={PHONE_TRIGGER}>
          {phoneTrigger}
        </DeferredTrigger>
      )}
    </>
  );
}

/** The phone menu's button: last in the header row, and only below 768 px. */
const PHONE_TRIGGER = cn(TOP_ITEM, 'order-last px-2 md:hidden');
