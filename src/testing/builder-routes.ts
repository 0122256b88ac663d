/**
 * The campaign builder's routes as the app composes them (src/app/routes.tsx): the builder's own,
 * with the ad group step of the targeting feature and the ad step of the ads feature inside its
 * campaign route (route ids `campaign` and `planCampaign`). For tests that render the builder
 * below an account, as
 *
 *   renderWithProviders([{ path: '/advertiser/:accountId', children: [{ path: 'campaign', children: campaignBuilderRoutes }] }], …);
 */
import type { RouteObject } from 'react-router';
import { composeFeatures } from '@/app/compose';
import { adsFeature } from '@/features/ads/routes';
import * as builder from '@/features/builder/routes';
import { targetingFeature } from '@/features/targeting/routes';

const [campaign, specification] = composeFeatures([
  { account: [{ children: builder.campaignBuilderRoutes }, { children: builder.planSpecificationRoutes }] },
  targetingFeature,
  adsFeature,
]).account;

/** Below `campaign` of an account: the builder's routes with the ad group and ad steps. */
export const campaignBuilderRoutes: RouteObject[] = campaign?.children ?? [];
/** Below `plan/{planId}/specification`: the read-only builder with the ad group and ad steps. */
export const planSpecificationRoutes: RouteObject[] = specification?.children ?? [];

/** Loads the campaign review's code (where a new ad group or ad lands), so a test's time does not include it. */
export async function loadCampaignReview(): Promise<void> {
  await import('@/features/builder/pages/CampaignReviewPage');
}

/** Loads the code of the ad group form and the ad form (the targeting and ads features' steps). */
export async function loadAdGroupAndAdForms(): Promise<void> {
  await Promise.all([import('@/features/targeting/pages/AdGroupFormPage'), import('@/features/ads/pages/AdFormPage')]);
}
