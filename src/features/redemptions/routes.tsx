import { any, guarded, notFoundRoute, redirectRoute, type Feature, type ScreenGuard } from '@/access';
import { paths } from '@/lib/paths';

/** disable-admin turns the whole admin area off (NS-23). */
const ADMIN: ScreenGuard = { kill: 'disable-admin' };
/** Part 1 §6.3: redemptions.read or internal. */
const REDEMPTIONS: ScreenGuard = { rule: any('adsmanager.redemptions.read', 'adsmanager.internal') };

const entry = async () => ({ Component: (await import('./pages/RedemptionsEntry')).RedemptionsEntry });
const country = async () => ({ Component: (await import('./pages/RedemptionsPage')).RedemptionsPage });

/**
 * The admin area (part 3 §2): `/admin` leads to the redemptions, whose entry picks the country by
 * locale; decision and upload lead back to the entry; other admin paths are not pages.
 */
export const redemptionsFeature: Feature = {
  global: [
    guarded('admin', ADMIN, [
      redirectRoute('redemptions'),
      guarded('redemptions', REDEMPTIONS, [
        { index: true, lazy: entry },
        redirectRoute(paths.redemptions, 'decision'),
        redirectRoute(paths.redemptions, 'upload'),
        { path: ':countryCode', lazy: country },
      ]),
      notFoundRoute,
    ]),
  ],
  nav: [
    {
      id: 'redemptions',
      labelKey: 'adsmanager.NAV_REDEMPTIONS',
      to: paths.redemptions,
      // Part 1 §2.5: the entry shows with redemptions.read; the route lets internal users in too.
      menuRule: 'adsmanager.redemptions.read',
      activeBelow: ['admin/redemptions'],
    },
  ],
};
