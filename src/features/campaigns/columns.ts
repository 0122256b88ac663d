/**
 * The campaign list's columns the user may show or hide (CAMP-028), and the stored choice: per user
 * and environment, versioned (NS-33). Id and name are always shown.
 */
import * as z from 'zod';
import type { VersionedStorage } from '@/lib/storage';

export const CAMPAIGN_COLUMN_IDS = [
  'campaignId',
  'campaignStatus',
  'campaignType',
  'budget',
  'budgetDeliveryGoal',
  'startDateTime',
  'endDateTime',
  'lineNumber',
  'plan',
  'targetRoas',
  'ticketUrl',
  'impressions',
  'reach',
  'mediaFees',
  'flaggedForReview',
] as const;
export type CampaignColumnId = (typeof CAMPAIGN_COLUMN_IDS)[number];

export const DEFAULT_CAMPAIGN_COLUMNS: readonly CampaignColumnId[] = [
  'campaignId',
  'campaignStatus',
  'campaignType',
  'budget',
  'startDateTime',
  'endDateTime',
  'lineNumber',
  'impressions',
  'mediaFees',
];

export const CAMPAIGN_COLUMNS_KEY = 'campaigns.columns';
export const CAMPAIGN_COLUMNS_VERSION = 1;

const isColumnId = (value: string): value is CampaignColumnId =>
  (CAMPAIGN_COLUMN_IDS as readonly string[]).includes(value);
const storedColumns = z.array(z.string());

/** The stored column choice; unknown ids (a column since removed) are dropped. */
export function readCampaignColumns(storage: VersionedStorage): CampaignColumnId[] {
  const stored = storage.read(CAMPAIGN_COLUMNS_KEY, storedColumns, CAMPAIGN_COLUMNS_VERSION, [
    ...DEFAULT_CAMPAIGN_COLUMNS,
  ]);
  return stored.filter(isColumnId);
}

export function writeCampaignColumns(storage: VersionedStorage, columns: readonly CampaignColumnId[]): void {
  // Kept in the catalogue order whatever order they were picked in.
  const ordered = CAMPAIGN_COLUMN_IDS.filter((id) => columns.includes(id));
  storage.write(CAMPAIGN_COLUMNS_KEY, CAMPAIGN_COLUMNS_VERSION, ordered);
}
