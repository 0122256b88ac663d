/** API-026: the generated zod schemas of the checked answers (src/app/response-checks.ts). */
import type { ZodType } from 'zod';
import {
  GetCampaignGlobalResponse,
  GetCampaignResponse,
  GetLineResponse,
  ListCampaignsResponse,
  ListLinesResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { SaveCampaignResponse } from '@generated/ads-manager/ads-manager.zod';
import type { CheckedAnswer } from './response-checks';

export const RESPONSE_SCHEMAS: Readonly<Record<CheckedAnswer, ZodType>> = {
  lines: ListLinesResponse,
  line: GetLineResponse,
  campaigns: ListCampaignsResponse,
  campaign: GetCampaignResponse,
  campaignGlobal: GetCampaignGlobalResponse,
  campaignSave: SaveCampaignResponse,
};
