/** The operation index of every service (generated/<service>/operations.ts), for the contract tests and tools. */
import { operations as adTargetingOperations } from '@generated/ad-targeting/operations';
import { operations as adsManagerOperations } from '@generated/ads-manager/operations';
import { operations as advertiserAssetsOperations } from '@generated/advertiser-assets/operations';
import { operations as auraOperations } from '@generated/aura/operations';
import { operations as bankApprovalOperations } from '@generated/bank-approval/operations';
import { operations as campaignBuildOperations } from '@generated/campaign-build/operations';
import { operations as reportsApiOperations } from '@generated/reports-api/operations';
import { operations as rmsOperations } from '@generated/rms/operations';

export interface OperationInfo {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly successStatus: number;
  readonly requestMediaType: string | null;
  readonly answerMediaType: string | null;
  readonly pagedByHeaders: boolean;
}

export interface GeneratedService {
  name: string;
  operations: readonly OperationInfo[];
}

export const GENERATED_SERVICES: readonly GeneratedService[] = [
  { name: 'aura', operations: auraOperations },
  { name: 'campaign-build', operations: campaignBuildOperations },
  { name: 'ads-manager', operations: adsManagerOperations },
  { name: 'rms', operations: rmsOperations },
  { name: 'advertiser-assets', operations: advertiserAssetsOperations },
  { name: 'ad-targeting', operations: adTargetingOperations },
  { name: 'bank-approval', operations: bankApprovalOperations },
  { name: 'reports-api', operations: reportsApiOperations },
];
