import type { RouteObject } from 'react-router';
import { SEGMENTS } from '@/lib/paths';

const form: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignFormPage')).CampaignFormPage,
});
const review: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignReviewPage')).CampaignReviewPage,
});
const fix: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/CampaignFixPage')).CampaignFixPage,
});

/** The three campaign review variants (NS-34). */
const reviewRoutes: RouteObject[] = [
  { path: SEGMENTS.review, lazy: review },
  { path: SEGMENTS.reviewComparison, lazy: review },
  { path: SEGMENTS.reviewPublisher, lazy: review },
];

/**
 * Below `campaign` of an account (part 2 §2): create, the form, review variants and the fix form.
 * `structure` holds the ad-group and ad routes, which the route table supplies.
 */
export function campaignBuilderRoutes(structure: RouteObject[]): RouteObject[] {
  return [
    { path: SEGMENTS.create, lazy: form },
    {
      path: ':campaignId',
      children: [{ index: true, lazy: form }, ...reviewRoutes, { path: 'fix', lazy: fix }, ...structure],
    },
  ];
}

/**
 * Below `plan/{planId}/specification` (part 2 §2): the campaign builder inside a plan, read-only
 * for existing campaigns; `create` adds a campaign to the plan. The campaign step is hidden in a
 * plan (WIZ-007), so the index opens the review.
 */
export function planSpecificationRoutes(structure: RouteObject[]): RouteObject[] {
  return [
    { path: SEGMENTS.create, lazy: form },
    { path: ':campaignId', children: [{ index: true, lazy: review }, ...reviewRoutes, ...structure] },
  ];
}
