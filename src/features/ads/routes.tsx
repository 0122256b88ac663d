import type { RouteObject } from 'react-router';
import { flag, guarded, type Feature, type ScreenGuard } from '@/access';
import { SEGMENTS } from '@/lib/paths';

/** The inactive-ad fix form also needs its flag (ACCESS-015). */
const INACTIVE_AD_FIX: ScreenGuard = { rule: flag('enable-inactive-ad-fix-form') };

/** The ad step (create and edit): the ad form. */
const adForm: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/AdFormPage')).AdFormPage,
});
/** The inactive-ad fix form (NS-51). */
const adFix: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/AdFormPage')).AdFixPage,
});

/** The ad step below a campaign's ad group (part 2 §2): `create` is its own route (WIZ-001), never an ad id. */
const adRoutes: RouteObject[] = [
  { path: `ad-group/:adGroupId/ad/${SEGMENTS.create}`, lazy: adForm },
  { path: 'ad-group/:adGroupId/ad/:adId', lazy: adForm },
];

/**
 * Ads (part 2 §2, §3): the ad step inside the builder's campaign route (route id `campaign`, behind
 * the builder's guard) with the inactive-ad fix form, and inside a plan's specification (route id
 * `planCampaign`, read-only there).
 */
export const adsFeature: Feature = {
  inside: {
    campaign: [
      ...adRoutes,
      guarded('ad-group/:adGroupId/ad/:adId/fix', INACTIVE_AD_FIX, [{ index: true, lazy: adFix }]),
    ],
    planCampaign: adRoutes,
  },
};
