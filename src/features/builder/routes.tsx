import type { RouteObject } from 'react-router';
import { all, any, flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

/** Part 1 §6.3: campaign.read or internal; disable-campaign-build turns the builder off (NS-23). */
const CAMPAIGN_BUILD: ScreenGuard = {
  rule: any('adsmanager.campaign.read', 'adsmanager.internal'),
  kill: 'disable-campaign-build',
};
const form: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignFormPage')).CampaignFormPage,
});
const review: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignReviewPage')).CampaignReviewPage,
});
const fix: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignFixPage')).CampaignFixPage,
});
/** The builder's frame: the navigator beside every step of a campaign (part 2 §2). */
const builderLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('./components/wizard/BuilderLayout')).BuilderLayout,
});
const adGroupImport: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/ImportAdGroupsPage')).ImportAdGroupsPage,
});

/** The three campaign review variants (NS-34). */
const reviewRoutes: RouteObject[] = [
  { path: SEGMENTS.review, lazy: review },
  { path: SEGMENTS.reviewComparison, lazy: review },
  { path: SEGMENTS.reviewPublisher, lazy: review },
];

/**
 * The import of ad groups from another campaign (WIZ-002): its own route, never an ad group id. The
 * ad group form (`ad-group/create`, `ad-group/{adGroupId}`) is the targeting feature's and the ad
 * form (`…/ad/create`, `…/ad/{adId}`, the fix form) the ads feature's: they go inside the campaign
 * route (route ids `campaign` and `planCampaign`, src/features/targeting/routes.tsx and
 * src/features/ads/routes.tsx).
 */
const adGroupRoutes: RouteObject[] = [{ path: `ad-group/${SEGMENTS.import}`, lazy: adGroupImport }];

/**
 * Below `campaign` of an account (part 2 §2): create, the form, review variants, the fix form and
 * the ad-group import; the ad group and ad steps go inside `:campaignId` (route id `campaign`).
 */
export const campaignBuilderRoutes: RouteObject[] = [
  { path: SEGMENTS.create, lazy: form },
  {
    id: 'campaign',
    path: ':campaignId',
    lazy: builderLayout,
    children: [{ index: true, lazy: form }, ...reviewRoutes, { path: 'fix', lazy: fix }, ...adGroupRoutes],
  },
];

/**
 * Below `plan/{planId}/specification` (part 2 §2): the campaign builder inside a plan, read-only
 * for existing campaigns; `create` adds a campaign to the plan. The campaign step is hidden in a
 * plan (WIZ-007), so the index opens the review.
 */
export const planSpecificationRoutes: RouteObject[] = [
  { path: SEGMENTS.create, lazy: form },
  {
    id: 'planCampaign',
    path: ':campaignId',
    lazy: builderLayout,
    children: [{ index: true, lazy: review }, ...reviewRoutes, ...adGroupRoutes],
  },
];

/**
 * The campaign builder: `campaign/…`, and inside a plan (route id `plan`) its `specification/…`;
 * the ad group and ad steps of both come from the targeting and ads features (route ids `campaign`
 * and `planCampaign`).
 */
export const builderFeature: Feature = {
  account: [guarded('campaign', CAMPAIGN_BUILD, campaignBuilderRoutes)],
  inside: { plan: [{ path: 'specification', children: planSpecificationRoutes }] },
  nav: [
    {
      group: 'campaigns',
      id: 'campaign-create',
      labelKey: 'adsmanager.NAV_CAMPAIGN_CREATE',
      to: paths.campaignCreate,
      // Part 1 §2.5: only while the planner is off (it offers /plan/create instead), with
      // campaign.write and internal, in an account that has a line.
      menuRule: all(flag('enable-campaign-planner', false), 'adsmanager.campaign.write', 'adsmanager.internal'),
      account: ['hasLines'],
    },
  ],
};
