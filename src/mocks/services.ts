/**
 * The generated pieces of every service the fake backend builds on: orval's MSW handlers and
 * faker factories, and the operation index of scripts/generate.ts.
 */
import * as adTargetingMocks from '@generated/ad-targeting/ad-targeting.msw';
import { operations as adTargetingOperations } from '@generated/ad-targeting/operations';
import * as adsManagerMocks from '@generated/ads-manager/ads-manager.msw';
import { operations as adsManagerOperations } from '@generated/ads-manager/operations';
import * as advertiserAssetsMocks from '@generated/advertiser-assets/advertiser-assets.msw';
import { operations as advertiserAssetsOperations } from '@generated/advertiser-assets/operations';
import * as auraMocks from '@generated/aura/aura.msw';
import { operations as auraOperations } from '@generated/aura/operations';
import * as bankApprovalMocks from '@generated/bank-approval/bank-approval.msw';
import { operations as bankApprovalOperations } from '@generated/bank-approval/operations';
import * as campaignBuildMocks from '@generated/campaign-build/campaign-build.msw';
import { operations as campaignBuildOperations } from '@generated/campaign-build/operations';
import * as reportsApiMocks from '@generated/reports-api/reports-api.msw';
import { operations as reportsApiOperations } from '@generated/reports-api/operations';
import * as rmsMocks from '@generated/rms/rms.msw';
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
  /** The generated module: `get<Operation>MockHandler` and `get<Operation>ResponseMock` exports. */
  mocks: Readonly<Record<string, unknown>>;
}

export const GENERATED_SERVICES: readonly GeneratedService[] = [
  { name: 'aura', operations: auraOperations, mocks: auraMocks },
  { name: 'campaign-build', operations: campaignBuildOperations, mocks: campaignBuildMocks },
  { name: 'ads-manager', operations: adsManagerOperations, mocks: adsManagerMocks },
  { name: 'rms', operations: rmsOperations, mocks: rmsMocks },
  { name: 'advertiser-assets', operations: advertiserAssetsOperations, mocks: advertiserAssetsMocks },
  { name: 'ad-targeting', operations: adTargetingOperations, mocks: adTargetingMocks },
  { name: 'bank-approval', operations: bankApprovalOperations, mocks: bankApprovalMocks },
  { name: 'reports-api', operations: reportsApiOperations, mocks: reportsApiMocks },
];

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);

export function mockFactory(service: GeneratedService, operationId: string): (() => unknown) | undefined {
  const factory = service.mocks[`get${pascal(operationId)}ResponseMock`];
  return typeof factory === 'function' ? (factory as () => unknown) : undefined;
}

export function mockHandlerFactory(service: GeneratedService, operationId: string): (() => unknown) | undefined {
  const factory = service.mocks[`get${pascal(operationId)}MockHandler`];
  return typeof factory === 'function' ? (factory as () => unknown) : undefined;
}

/** `/api/v7/…/campaigns/{campaignId}` → `*\/api/v7/…/campaigns/:campaignId` (MSW's path syntax). */
export function mswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
