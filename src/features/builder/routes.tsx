import type { RouteObject } from 'react-router';
import { all, any, flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { paths, SEGMENTS } from '@/lib/paths';

/** Part 1 §6.3: campaign.read or internal; disable-campaign-build turns the builder off (NS-23). */
const CAMPAIGN_BUILD: ScreenGuard = {
  rule: any('adsmanager.campaign.read', 'adsmanager.internal'),
  kill: 'disable-campaign-build',
};
/** The inactive-ad fix form also needs its flag (ACCESS-015). */
const INACTIVE_AD_FIX: ScreenGuard = { rule: flag('enable-inactive-ad-fix-form') };

const form: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignFormPage')).CampaignFormPage,
});
const review: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignReviewPage')).CampaignReviewPage,
});
/** The ad-group step (create and edit): the ad group form. */
const adGroupForm: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/AdGroupFormPage')).AdGroupFormPage,
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
/** The ad step (create and edit): the ad form. */
const adForm: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/AdFormPage')).AdFormPage,
});
/** The inactive-ad fix form (NS-51). */
const adFix: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/AdFormPage')).AdFixPage,
});

/** The three campaign review variants (NS-34). */
const reviewRoutes: RouteObject[] = [
  { path: SEGMENTS.review, lazy: review },
  { path: SEGMENTS.reviewComparison, lazy: review },
  { path: SEGMENTS.reviewPublisher, lazy: review },
];

/**
 * The ad-group and ad steps below a campaign (part 2 §2): `create` and `import` are their own
 * routes (WIZ-001, WIZ-002), never an ad group id.
 */
const adGroupRoutes: RouteObject[] = [
  { path: `ad-group/${SEGMENTS.create}`, lazy: adGroupForm },
  { path: `ad-group/${SEGMENTS.import}`, lazy: adGroupImport },
  { path: 'ad-group/:adGroupId', lazy: adGroupForm },
  { path: `ad-group/:adGroupId/ad/${SEGMENTS.create}`, lazy: adForm },
  { path: 'ad-group/:adGroupId/ad/:adId', lazy: adForm },
];

/** Below `campaign` of an account (part 2 §2): create, the form, review variants, the fix forms, ad groups and ads. */
export const campaignBuilderRoutes: RouteObject[] = [
  { path: SEGMENTS.create, lazy: form },
  {
    path: ':campaignId',
    lazy: builderLayout,
    children: [
      { index: true, lazy: form },
      ...reviewRoutes,
      { path: 'fix', lazy: fix },
      ...adGroupRoutes,
      guarded('ad-group/:adGroupId/ad/:adId/fix', INACTIVE_AD_FIX, [{ index: true, lazy: adFix }]),
    ],
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
    path: ':campaignId',
    lazy: builderLayout,
    children: [{ index: true, lazy: review }, ...reviewRoutes, ...adGroupRoutes],
  },
];

/** The campaign builder: `campaign/…`, and inside a plan (route id `plan`) its `specification/…`. */
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
