/**
 * The campaign-build service of the fake backend: stateful handlers over the store for its 41
 * operations (lines, plans, campaigns, ad groups, ads, redeeming merchants, audiences, fees,
 * reporting reads and audit records). The pieces live in ./campaign-build/.
 */
import type { RequestHandler } from 'msw';
import type { Backend } from '../server/backend';
import { adGroupHandlers } from './campaign-build/ad-groups';
import { adHandlers } from './campaign-build/ads';
import { audienceAndFeeHandlers } from './campaign-build/audiences-fees';
import { campaignHandlers } from './campaign-build/campaigns';
import { lookupHandlers } from './campaign-build/lookups';
import { planAndLineHandlers } from './campaign-build/plans-lines';
import { searchHandlers } from './campaign-build/search';

export function campaignBuildHandlers(backend: Backend): RequestHandler[] {
  return [
    ...campaignHandlers(backend),
    ...adGroupHandlers(backend),
    ...adHandlers(backend),
    ...audienceAndFeeHandlers(backend),
    ...planAndLineHandlers(backend),
    ...lookupHandlers(backend),
    ...searchHandlers(backend),
  ];
}
