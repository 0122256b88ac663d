/** The open dropdown of a menu group (part 1 §2.5), loaded on first use by src/shell/HeaderNav.tsx. */
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { isActive, type NavGroup } from './navigation';

/** Mounted open: the user asked for it by activating the (until then plain) trigger. */
export function NavGroupMenu({
  group,
  pathname,
  className,
  label,
  focusFirstItem,
}: {
  group: NavGroup;
  pathname: string;
  className: string;
  label: ReactNode;
  /** Opened from the keyboard: focus the first item rather than the menu. */
  focusFirstItem: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const focusedFirst = useRef(false);
  // The menu focuses itself when it mounts (in an effect); the first item takes over right after.
  const contentRef = (node: HTMLDivElement | null) => {
    if (!node || !focusFirstItem || focusedFirst.current) return;
    focusedFirst.current = true;
    setTimeout(() => {
      node.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
  };
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger className={className}>{label}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" ref={contentRef}>
        {group.items.map((link) => {
          const active = isActive(pathname, link);
          return (
            <DropdownMenuItem key={link.id} asChild className={cn(active && 'font-semibold underline')}>
              <Link to={link.to} aria-current={active ? 'page' : undefined}>
                {t(link.labelKey)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
