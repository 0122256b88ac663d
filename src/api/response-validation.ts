/**
 * API-026: line and campaign answers are checked against their generated zod schemas, when the
 * flag validate-api-response-schema is on (the transport asks `shouldValidateResponses`).
 */
import type { ZodType } from 'zod';
import {
  GetCampaignGlobalResponse,
  GetCampaignResponse,
  GetLineResponse,
  ListCampaignsResponse,
  ListLinesResponse,
} from '@generated/campaign-build/campaign-build.zod';
import { SaveCampaignResponse } from '@generated/ads-manager/ads-manager.zod';

interface CheckedAnswer {
  method: string;
  pattern: RegExp;
  schema: ZodType;
}

const template = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

const CHECKED_ANSWERS: readonly CheckedAnswer[] = [
  { method: 'GET', pattern: template('/api/v1/campaign-build/accounts/{accountId}/lines'), schema: ListLinesResponse },
  {
    method: 'GET',
    pattern: template('/api/v1/campaign-build/accounts/{accountId}/lines/{lineId}'),
    schema: GetLineResponse,
  },
  {
    method: 'GET',
    pattern: template('/api/v7/campaign-build-api/accounts/{accountId}/campaigns'),
    schema: ListCampaignsResponse,
  },
  {
    method: 'GET',
    pattern: template('/api/v7/campaign-build-api/accounts/{accountId}/campaigns/{campaignId}'),
    schema: GetCampaignResponse,
  },
  {
    method: 'GET',
    pattern: template('/api/v7/campaign-build-api/campaigns/{campaignId}'),
    schema: GetCampaignGlobalResponse,
  },
  {
    method: 'PATCH',
    pattern: template('/api/v1/ads-manager/accounts/{accountId}/campaigns/{campaignId}'),
    schema: SaveCampaignResponse,
  },
];

/** True when the answer matches its schema, or when the call is not one of the checked ones. */
export function validateResponse(method: string, path: string, data: unknown): boolean {
  const checked = CHECKED_ANSWERS.find((entry) => entry.method === method && entry.pattern.test(path));
  return checked ? checked.schema.safeParse(data).success : true;
}
