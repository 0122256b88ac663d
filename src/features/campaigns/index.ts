/** The campaigns feature: the campaign list, bulk delete, duplicate, lines and campaign entity rules. */
export {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_SORT_OPTIONS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  DEFAULT_CAMPAIGN_SORT,
  MAX_CAMPAIGN_PAGE_SIZE,
  RECENT_CAMPAIGNS_TIME_ZONE,
  campaignListParams,
  campaignSort,
  datePartInZone,
  isCampaignStatus,
  isCampaignType,
  isDynamicRewardLike,
  parseCampaignOrderBy,
  pricingModelsForType,
  recentCampaignsSince,
  toCampaignRow,
} from './model';
export type { CampaignListQuery, CampaignRow, CampaignSort, CampaignSortField } from './model';
export {
  datePart,
  dropMissing,
  dropMissingLines,
  isNotFound,
  lineLookup,
  lineStatusesFor,
  toLineForm,
  useAccountLines,
  useLine,
  visibleLines,
} from './lines';
export type { AccountLines, LineForm, LineRead } from './lines';
export {
  campaignListKey,
  invalidateCampaigns,
  useCampaignPage,
  useCampaignReportingDetails,
  useReportingEligibleCampaigns,
} from './queries';
export type { CampaignPage } from './queries';
export {
  BULK_DELETE_PAUSE_MS,
  DUPLICATE_STAGGER_MS,
  MAX_DUPLICATE_COPIES,
  bulkDeleteCampaigns,
  duplicateCampaign,
  estimateSecondsRemaining,
} from './bulk';
export type { BulkDeleteProgress, BulkDeleteResult, DuplicateResult } from './bulk';
export { CampaignStatusBadge } from './components/CampaignStatusBadge';
export { DeleteCampaignsDialog } from './components/DeleteCampaignsDialog';
export type { DeleteCampaignsDialogProps } from './components/DeleteCampaignsDialog';
export { DuplicateCampaignDialog } from './components/DuplicateCampaignDialog';
export type { DuplicateCampaignDialogProps } from './components/DuplicateCampaignDialog';
