/**
 * What the fake backend knows of each spec, all generated: the operation index (method, path,
 * success status, media types, paging), the zod schemas of requests, and the openapi-typescript
 * `operations` types of answers. `defineOperations` (operations.ts) reads them by service name.
 */
import * as adTargetingZod from '@generated/ad-targeting/ad-targeting.zod';
import { operations as adTargetingIndex } from '@generated/ad-targeting/operations';
import type { operations as AdTargetingTypes } from '@generated/ad-targeting/schema';
import * as adsManagerZod from '@generated/ads-manager/ads-manager.zod';
import { operations as adsManagerIndex } from '@generated/ads-manager/operations';
import type { operations as AdsManagerTypes } from '@generated/ads-manager/schema';
import * as advertiserAssetsZod from '@generated/advertiser-assets/advertiser-assets.zod';
import { operations as advertiserAssetsIndex } from '@generated/advertiser-assets/operations';
import type { operations as AdvertiserAssetsTypes } from '@generated/advertiser-assets/schema';
import * as auraZod from '@generated/aura/aura.zod';
import { operations as auraIndex } from '@generated/aura/operations';
import type { operations as AuraTypes } from '@generated/aura/schema';
import * as bankApprovalZod from '@generated/bank-approval/bank-approval.zod';
import { operations as bankApprovalIndex } from '@generated/bank-approval/operations';
import type { operations as BankApprovalTypes } from '@generated/bank-approval/schema';
import * as campaignBuildZod from '@generated/campaign-build/campaign-build.zod';
import { operations as campaignBuildIndex } from '@generated/campaign-build/operations';
import type { operations as CampaignBuildTypes } from '@generated/campaign-build/schema';
import * as reportsApiZod from '@generated/reports-api/reports-api.zod';
import { operations as reportsApiIndex } from '@generated/reports-api/operations';
import type { operations as ReportsApiTypes } from '@generated/reports-api/schema';
import * as rmsZod from '@generated/rms/rms.zod';
import { operations as rmsIndex } from '@generated/rms/operations';
import type { operations as RmsTypes } from '@generated/rms/schema';

/** In the order of the services' handlers (index.ts), which `GENERATED_SERVICES` (services.ts) keeps. */
export const SPECS = {
  aura: { index: auraIndex, zod: auraZod },
  'campaign-build': { index: campaignBuildIndex, zod: campaignBuildZod },
  'ads-manager': { index: adsManagerIndex, zod: adsManagerZod },
  rms: { index: rmsIndex, zod: rmsZod },
  'advertiser-assets': { index: advertiserAssetsIndex, zod: advertiserAssetsZod },
  'ad-targeting': { index: adTargetingIndex, zod: adTargetingZod },
  'bank-approval': { index: bankApprovalIndex, zod: bankApprovalZod },
  'reports-api': { index: reportsApiIndex, zod: reportsApiZod },
} as const;

/** The openapi-typescript `operations` of each service: the answers' types by operation id. */
export interface SpecTypes {
  'ad-targeting': AdTargetingTypes;
  'ads-manager': AdsManagerTypes;
  'advertiser-assets': AdvertiserAssetsTypes;
  aura: AuraTypes;
  'bank-approval': BankApprovalTypes;
  'campaign-build': CampaignBuildTypes;
  'reports-api': ReportsApiTypes;
  rms: RmsTypes;
}

export type ServiceName = keyof typeof SPECS;
