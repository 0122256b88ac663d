/**
 * The signed-in routes: the signed-in app and inside it the features (the root with sign-in is
 * root-routes.tsx; the browser's router loads this module on the first navigation into it). Each feature's
 * `routes.tsx` holds its paths, guards (permission rule and kill flag) and menu entries; it is
 * imported directly, so the first page does not pull in the features' hooks. Screens load lazily
 * per route. A new screen touches its feature folder, a line below for a new feature, and the
 * message catalogue.
 */
import type { RouteObject } from 'react-router';
import { notFoundRoute, type Feature } from '@/access';
import { loadAreaMessages } from '@/i18n';
import { accountsFeature } from '@/features/accounts/routes';
import { adsFeature } from '@/features/ads/routes';
import { brandsFeature } from '@/features/brands/routes';
import { builderFeature } from '@/features/builder/routes';
import { campaignsFeature } from '@/features/campaigns/routes';
import { performanceFeature } from '@/features/performance/routes';
import { plansFeature } from '@/features/plans/routes';
import { projectionsFeature } from '@/features/projections/routes';
import { redemptionsFeature } from '@/features/redemptions/routes';
import { reportsFeature } from '@/features/reports/routes';
import { targetingFeature } from '@/features/targeting/routes';
import { tvcRequestsFeature } from '@/features/tvc-requests/routes';
import { usersFeature } from '@/features/users/routes';
import { RouteErrorScreen } from '@/shell/RouteErrorScreen';
import { composeFeatures, loadingWith } from './compose';
import { menuEntriesOf } from './menu';

/**
 * The features, in menu order. The screens of the performance report, where every user lands, show
 * only the messages the signed-in app loads with its first screen (src/i18n/locales/en-US.signed-in.ts);
 * every other feature's screens load the other areas' messages with their code.
 */
const withAreaMessages = (feature: Feature) => loadingWith(feature, loadAreaMessages);
const features = composeFeatures([
  withAreaMessages(projectionsFeature),
  withAreaMessages(campaignsFeature),
  performanceFeature,
  withAreaMessages(plansFeature),
  withAreaMessages(builderFeature),
  withAreaMessages(targetingFeature),
  withAreaMessages(adsFeature),
  withAreaMessages(reportsFeature),
  withAreaMessages(tvcRequestsFeature),
  withAreaMessages(usersFeature),
  withAreaMessages(brandsFeature),
  withAreaMessages(redemptionsFeature),
  withAreaMessages(accountsFeature),
]);

/** Routes below `/advertiser/{accountId}`: the default section (NS-04), the features', 404. */
export const accountRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./scopes/DefaultSection')).DefaultSection }) },
  ...features.account,
  notFoundRoute,
];

/** Routes outside an account: landing, account picker, campaign by id, the features', 404. */
export const globalRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./scopes/Landing')).Landing }) },
  {
    path: 'advertiser',
    lazy: async () => ({ Component: (await import('@/shell/account-switcher/AccountPickerPage')).AccountPickerPage }),
  },
  {
    path: 'c/:campaignId',
    lazy: async () => ({ Component: (await import('./scopes/CampaignIdRedirect')).CampaignIdRedirect }),
  },
  ...features.global,
  notFoundRoute,
];

/** The menu entries of the features, in order (src/app/menu.ts adds the rules of their routes). */
export const navEntries = features.nav;

/** The signed-in routes below the two scopes, as mounted below. */
export const SCOPED_ROUTES: RouteObject[] = [
  { path: 'advertiser/:accountId', children: accountRoutes },
  { path: '/', children: globalRoutes },
];

/** The signed-in app, with the header menu made from the features' entries and the routes they open. */
async function signedInApp() {
  const { AuthenticatedApp } = await import('./AuthenticatedApp');
  const menu = menuEntriesOf(navEntries, SCOPED_ROUTES);
  return { Component: () => <AuthenticatedApp menu={menu} /> };
}

/** The signed-in app below RequireAuth: the shell with its menu, the two scopes and their routes. */
export const SIGNED_IN_ROUTES: RouteObject[] = [
  {
    id: 'signed-in-app',
    lazy: signedInApp,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        path: 'advertiser/:accountId',
        lazy: async () => ({ Component: (await import('./scopes/AccountScope')).AccountScope }),
        errorElement: <RouteErrorScreen />,
        children: accountRoutes,
      },
      {
        lazy: async () => ({ Component: (await import('./scopes/GlobalScope')).GlobalScope }),
        errorElement: <RouteErrorScreen />,
        children: globalRoutes,
      },
    ],
  },
];
