/**
 * The campaigns feature: the campaign list, bulk delete, duplicate, lines and campaign entity rules.
 * Exported here: what other features use (the campaign builder).
 */
export { CAMPAIGN_TYPES, pricingModelsForType } from './campaign-rules';
export type { AccountLines } from './lines';
export { useAccountLines } from './line-queries';
export { invalidateCampaigns, useLine } from './queries';
export { CampaignStatusBadge } from './components/CampaignStatusBadge';
export { DeleteCampaignsDialog } from './components/DeleteCampaignsDialog';
export { DuplicateCampaignDialog } from './components/DuplicateCampaignDialog';
