/**
 * The campaigns feature's reads and list rules without its screens: for features whose first
 * screen must stay small (the performance report), since importing index.ts also loads the
 * campaign dialogs and their form code (docs/benchmarks.md, routes); and the screens' light
 * "Create campaign" button (NS-07a).
 */
export { campaignListParams, recentCampaignsSince } from './campaign-rules';
export { useAccountLines } from './line-queries';
export { CreateCampaignButton } from './create-entry';
