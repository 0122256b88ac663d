/**
 * The campaign-build service of the fake backend: lines, plans, campaigns, ad groups, ads,
 * redeeming merchants, audiences, fees, lookups, the build search and audit records. One table
 * over the generated index; each group of operations is written in its own file beside this one.
 */
import { defineOperations } from '../../server/operations';
import { adGroupOperations } from './ad-groups';
import { adOperations } from './ads';
import { audienceAndFeeOperations } from './audiences-fees';
import { campaignOperations } from './campaigns';
import { lookupOperations } from './lookups';
import { planAndLineOperations } from './plans-lines';
import { searchOperations } from './search';

export const campaignBuild = defineOperations('campaign-build', {
  ...campaignOperations,
  ...adGroupOperations,
  ...adOperations,
  ...audienceAndFeeOperations,
  ...planAndLineOperations,
  ...lookupOperations,
  ...searchOperations,
});
