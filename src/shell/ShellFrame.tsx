import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { AccountSwitcher } from './account-switcher/AccountSwitcher';
import { Banners } from './banners/Banners';
import { FrameErrorBoundary } from './FrameErrorBoundary';
import { HeaderNav } from './HeaderNav';
import { PaletteTrigger } from './palette/PaletteTrigger';
import { InShellFrameContext } from '@/components/system/system-page';

/**
 * The frame of every signed-in screen: skip link, header (product name, menu, the command palette's
 * button, account switcher),
 * banners and the page (whose errors show inside the frame). Inside an account (AccountProvider) the menu holds the account's groups;
 * outside one only the global links.
 */
export function ShellFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <InShellFrameContext value={true}>
      <div className="flex min-h-screen flex-col bg-background">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
        >
          {t('adsmanager.SHELL_SKIP_TO_CONTENT')}
        </a>
        <header className="border-b bg-background">
          {/* Below 768 px one row: the name, then the palette and the switcher as icons (their texts
              stay for assistive technology), then the menu's button (HeaderNav). */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 max-md:flex-nowrap max-md:gap-x-1 max-md:px-2">
            <Link
              to={paths.root}
              aria-label={t('adsmanager.SHELL_HOME')}
              className="rounded-md px-1 text-lg font-semibold text-foreground max-md:whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t('adsmanager.APP_TITLE')}
            </Link>
            <HeaderNav />
            <div className="ml-auto flex items-center gap-2 max-md:min-w-0 max-md:gap-1 max-md:[&_[data-slot=account-switcher-trigger]>.truncate]:sr-only max-md:[&_[data-slot=palette-trigger]>span]:sr-only">
              <PaletteTrigger />
              <AccountSwitcher />
            </div>
          </div>
        </header>
        <Banners />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <FrameErrorBoundary pathname={pathname}>{children ?? <Outlet />}</FrameErrorBoundary>
        </main>
      </div>
    </InShellFrameContext>
  );
}
