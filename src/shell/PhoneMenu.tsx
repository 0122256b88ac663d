/**
 * The header menu below 768 px (issue 24, phones), loaded on first use by src/shell/HeaderNav.tsx:
 * the same groups and links as the desktop header, in a sheet from the right edge — each group a
 * titled list, the active link marked as on desktop. Choosing a link closes the sheet. The account
 * switcher and the palette stay in the header row beside this button.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { isActive, type NavItem, type NavLink } from './navigation';

const LINK =
  'block rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Mounted open: the user asked for it by activating the (until then plain) button. */
export function PhoneMenu({
  items,
  pathname,
  label,
  className,
  trigger,
}: {
  items: readonly NavItem[];
  pathname: string;
  /** The navigation's name ('Main'), as on desktop. */
  label: string;
  className: string;
  /** The button's content, as before the sheet's code loaded. */
  trigger: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
  };
  const link = (item: NavLink) => {
    const active = isActive(pathname, item);
    return (
      <li key={item.id}>
        <Link
          to={item.to}
          aria-current={active ? 'page' : undefined}
          className={cn(LINK, active && 'bg-accent underline decoration-2 underline-offset-4')}
          onClick={close}
        >
          {t(item.labelKey)}
        </Link>
      </li>
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={className}>{trigger}</DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        closeLabel={t('adsmanager.SHELL_MENU_CLOSE')}
        className="top-0 right-0 left-auto h-dvh max-h-none w-80 max-w-[85vw] translate-x-0 translate-y-0 content-start gap-2 rounded-none border-y-0 border-r-0 p-4 sm:max-w-[85vw]"
      >
        <DialogTitle className="px-3 py-2">{t('adsmanager.SHELL_MENU')}</DialogTitle>
        <nav aria-label={label}>
          <ul className="grid gap-3">
            {items.map((item) =>
              item.kind === 'group' ? (
                <li key={item.id}>
                  <p
                    id={`phone-menu-${item.id}`}
                    className="px-3 pb-1 text-xs font-semibold text-muted-foreground uppercase"
                  >
                    {t(item.labelKey)}
                  </p>
                  <ul aria-labelledby={`phone-menu-${item.id}`}>{item.items.map(link)}</ul>
                </li>
              ) : (
                link(item)
              ),
            )}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
