import type { RouteObject } from 'react-router';
import type { Feature } from '@/access';
import { SEGMENTS } from '@/lib/paths';

/** The ad-group step (create and edit): the ad group form. */
const adGroupForm: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/AdGroupFormPage')).AdGroupFormPage,
});

/** The ad-group step below a campaign (part 2 §2): `create` is its own route (WIZ-001), never an ad group id. */
const adGroupRoutes: RouteObject[] = [
  { path: `ad-group/${SEGMENTS.create}`, lazy: adGroupForm },
  { path: 'ad-group/:adGroupId', lazy: adGroupForm },
];

/**
 * Targeting (part 2 §2, §3): the ad group step inside the builder's campaign route (route id
 * `campaign`, behind the builder's guard) and inside a plan's specification (route id
 * `planCampaign`, read-only there).
 */
export const targetingFeature: Feature = {
  inside: { campaign: adGroupRoutes, planCampaign: adGroupRoutes },
};
