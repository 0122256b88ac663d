/** Entry of the fake backend: the backend and all its handlers, for vitest and the local stack. */
import type { RequestHandler } from 'msw';
import { adTargeting } from '../services/ad-targeting/operations';
import { adsManager } from '../services/ads-manager/operations';
import { advertiserAssetsHandlers } from '../services/advertiser-assets/operations';
import { aura } from '../services/aura/operations';
import { bankApproval } from '../services/bank-approval/operations';
import { campaignBuild } from '../services/campaign-build/operations';
import { reportsApi } from '../services/reports-api/operations';
import { rms } from '../services/rms/operations';
import { assembleHandlers, type Backend } from './backend';

export { createBackend, TokenError, type Backend, type TokenClaims, type VerifyToken } from './backend';

export const SERVICE_HANDLERS = [
  aura.handlers,
  campaignBuild.handlers,
  adsManager.handlers,
  rms.handlers,
  advertiserAssetsHandlers,
  adTargeting.handlers,
  bankApproval.handlers,
  reportsApi.handlers,
] as const;

export function createHandlers(backend: Backend): RequestHandler[] {
  return assembleHandlers(backend, SERVICE_HANDLERS);
}
