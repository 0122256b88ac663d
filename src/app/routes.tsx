/**
 * The route table of part 1 §2 and §6.3, for every route of all three parts, with its guards:
 * permission rules, flags and kill flags (NS-23). Screens load lazily per route. Routes whose
 * screens come with later work show the "coming" page behind the same guards.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { all, any, flag, Guard, type AccessRule, type KillFlag } from '@/access';
import { accountsRoutes } from '@/features/accounts/routes';
import { brandsRoutes } from '@/features/brands/routes';
import { campaignBuilderRoutes, planSpecificationRoutes } from '@/features/builder/routes';
import { campaignsRoutes } from '@/features/campaigns/routes';
import { planCreateRoute, planReviewRoutes, plansListRoutes } from '@/features/plans/routes';
import { usersRoutes } from '@/features/users/routes';
import { CALLBACK_PATH, LOGIN_PATH } from '@/lib/paths';
import { ComingPage } from '@/shell/ComingPage';
import { NotFoundPage } from '@/shell/NotFoundPage';
import { RouteErrorScreen } from '@/shell/RouteErrorScreen';

const INTERNAL = 'adsmanager.internal';
const CAMPAIGN_READ = 'adsmanager.campaign.read';
const CAMPAIGN_ACCESS = any(CAMPAIGN_READ, INTERNAL);

/** A route (and its children) behind a rule and/or a kill flag. */
function guarded(
  path: string | undefined,
  guard: { rule?: AccessRule; kill?: KillFlag },
  children: RouteObject[],
): RouteObject {
  return {
    ...(path === undefined ? {} : { path }),
    element: (
      <Guard rule={guard.rule} kill={guard.kill}>
        <Outlet />
      </Guard>
    ),
    children,
  };
}

const coming = (area: Parameters<typeof ComingPage>[0]['area'], path?: string): RouteObject =>
  path === undefined
    ? { index: true, element: <ComingPage area={area} /> }
    : { path, element: <ComingPage area={area} /> };

const redirect = (to: string, path?: string): RouteObject =>
  path === undefined
    ? { index: true, element: <Navigate to={to} replace /> }
    : { path, element: <Navigate to={to} replace /> };

/** The ad-group and ad routes below a campaign (part 2 §2); their screens come with later work. */
const adGroupStructure = (area: 'campaignBuild' | 'plans'): RouteObject[] => [
  coming(area, 'ad-group/:adGroupId'),
  coming(area, 'ad-group/:adGroupId/ad/:adId'),
];

const PROJECTIONS_GUARD = { rule: INTERNAL, kill: 'disable-projections' } as const;

export const accountRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./scopes/DefaultSection')).DefaultSection }) },
  guarded('projection', PROJECTIONS_GUARD, [redirect('create'), coming('projections', 'create')]),
  guarded('projections', PROJECTIONS_GUARD, [coming('projections')]),
  guarded('performance', { rule: CAMPAIGN_READ, kill: 'disable-campaign-performance' }, [
    redirect('campaigns'),
    coming('performance', 'campaigns'),
  ]),
  ...campaignsRoutes,
  guarded('campaign', { rule: CAMPAIGN_ACCESS, kill: 'disable-campaign-build' }, [
    ...campaignBuilderRoutes([
      ...adGroupStructure('campaignBuild'),
      guarded('ad-group/:adGroupId/ad/:adId/fix', { rule: flag('enable-inactive-ad-fix-form') }, [
        coming('campaignBuild'),
      ]),
    ]),
  ]),
  guarded('plans', { rule: all(CAMPAIGN_ACCESS, flag('enable-campaign-planner')) }, plansListRoutes),
  guarded('plan', { rule: all(CAMPAIGN_ACCESS, flag('enable-campaign-planner')) }, [
    planCreateRoute,
    {
      path: ':planId',
      children: [
        ...planReviewRoutes,
        { path: 'specification', children: planSpecificationRoutes(adGroupStructure('plans')) },
        guarded('projection', PROJECTIONS_GUARD, [
          coming('projections', 'create'),
          coming('projections', ':projectionId'),
        ]),
      ],
    },
  ]),
  guarded(
    'reporting',
    { rule: any('adsmanager.reporting.read', 'adsmanager.tvcrequest.read'), kill: 'disable-reporting' },
    [
      redirect('reports'),
      redirect('../reports', 'custom-reports'),
      guarded('reports', { rule: all('adsmanager.reporting.read', flag('enable-scheduled-reports')) }, [
        coming('reports'),
      ]),
      guarded('reports/create', { rule: 'adsmanager.reporting.write' }, [coming('reports')]),
      guarded('reports/:reportId', { rule: 'adsmanager.reporting.read' }, [coming('reports')]),
      guarded('campaign/:campaignId', { rule: any(CAMPAIGN_READ, 'adsmanager.reporting.read') }, [coming('reports')]),
      guarded('tvc-requests', { rule: any(INTERNAL, 'adsmanager.tvcrequest.read'), kill: 'disable-tvc-requests' }, [
        coming('tvcRequests'),
      ]),
      guarded(
        'tvc-request/create',
        { rule: any(INTERNAL, 'adsmanager.tvcrequest.write'), kill: 'disable-tvc-requests' },
        [coming('tvcRequests')],
      ),
      guarded(
        'tvc-request/:tvcRequestId',
        { rule: any(INTERNAL, 'adsmanager.tvcrequest.read'), kill: 'disable-tvc-requests' },
        [coming('tvcRequests')],
      ),
    ],
  ),
  ...usersRoutes,
  ...brandsRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/** Routes outside an account: landing, account picker, all accounts, campaign by id, admin. */
export const globalRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./scopes/Landing')).Landing }) },
  {
    path: 'advertiser',
    lazy: async () => ({ Component: (await import('@/shell/account-switcher/AccountPickerPage')).AccountPickerPage }),
  },
  ...accountsRoutes,
  {
    path: 'c/:campaignId',
    lazy: async () => ({ Component: (await import('./scopes/CampaignIdRedirect')).CampaignIdRedirect }),
  },
  guarded('admin', { kill: 'disable-admin' }, [
    redirect('redemptions'),
    guarded('redemptions', { rule: any('adsmanager.redemptions.read', INTERNAL) }, [
      { index: true, lazy: async () => ({ Component: (await import('./scopes/RedemptionsEntry')).RedemptionsEntry }) },
      redirect('/admin/redemptions', 'decision'),
      redirect('/admin/redemptions', 'upload'),
      {
        path: ':countryCode',
        lazy: async () => ({ Component: (await import('./scopes/RedemptionsEntry')).RedemptionsCountry }),
      },
    ]),
    { path: '*', element: <NotFoundPage /> },
  ]),
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorScreen />,
    children: [
      { path: LOGIN_PATH, lazy: async () => ({ Component: (await import('@/auth/LoginPage')).LoginPage }) },
      { path: CALLBACK_PATH, lazy: async () => ({ Component: (await import('@/auth/CallbackPage')).CallbackPage }) },
      {
        lazy: async () => ({ Component: (await import('@/auth/RequireAuth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./AuthenticatedApp')).AuthenticatedApp }),
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
        ],
      },
    ],
  },
];
