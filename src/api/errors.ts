/**
 * The error catalogue of part 1 §8.1: one place that turns a failed call into the message a user
 * sees, as a message key plus values. Screens render it with `translate` (or `errorText`).
 */
import { translate, type MessageKey } from '@/i18n';
import { ApiError, TRANSPORT_CODES } from './api-error';

export interface ErrorMessage {
  key: MessageKey;
  values?: Record<string, string>;
}

export const PROBLEM_CODES = {
  adAssetsValidation: 'AD_ASSETS_4XX_VALIDATION_FAILURE',
  campaignBuildConflict: 'CAMPAIGN_BUILD_4XX_CONFLICT',
  duplicateSegments: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE',
  ioValidation: 'JARVIS_IO_VALIDATION_FAILURE',
  gateToServesUnsupported: 'OPS_PUBLISHERS_RESTRICT_TO_SERVES_UNSUPPORTED',
  tvcPopulationsInvalid: 'ADS_MANAGER_TVC_AD_GROUP_POPULATIONS_INVALID',
  verificationFailure: 'ADS_MANAGER_VERIFICATION_FAILURE',
  redemptionUploadFailure: 'RMS_REDEMPTION_UPLOAD_FAILURE',
} as const;

export const PROBLEM_SUBCODES = {
  copyTooLong: 'COPY_TOO_LONG',
  planNameConflict: 'PLAN_NAME_CONFLICT',
} as const;

/** The detail texts the services send for the two subcodes, when they send no subcode field. */
const COPY_TOO_LONG_DETAIL = /reward ?details?\b.*\b1000\b|COPY_TOO_LONG/i;
const PLAN_NAME_CONFLICT_DETAIL = /plan with (that |this )?name\b.*\balready exists|PLAN_NAME_CONFLICT/i;
const IO_NUMBER_IN_DETAIL = /\bIO(?: number)?[\s:#]+([A-Za-z0-9-]+)\s*$/i;

const serverText = (message: string): ErrorMessage => ({ key: 'adsmanager.SERVER_MESSAGE', values: { message } });

export function errorMessage(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'adsmanager.ERROR_INTERNAL_SERVER' };
  const detail = error.detail ?? '';
  switch (error.code) {
    case PROBLEM_CODES.adAssetsValidation:
      if (error.subcode === PROBLEM_SUBCODES.copyTooLong || COPY_TOO_LONG_DETAIL.test(detail)) {
        return { key: 'adsmanager.ERROR_COPY_TOO_LONG' };
      }
      return detail ? serverText(detail) : { key: 'adsmanager.ERROR_INTERNAL_SERVER' };
    case PROBLEM_CODES.campaignBuildConflict:
      if (error.subcode === PROBLEM_SUBCODES.planNameConflict || PLAN_NAME_CONFLICT_DETAIL.test(detail)) {
        return { key: 'adsmanager.ERROR_PLAN_NAME_CONFLICT' };
      }
      return detail ? serverText(detail) : { key: 'adsmanager.ERROR_INTERNAL_SERVER' };
    case PROBLEM_CODES.duplicateSegments:
      return { key: 'adsmanager.ERROR_DUPLICATE_SEGMENTS' };
    case PROBLEM_CODES.ioValidation:
      return {
        key: 'adsmanager.ERROR_IO_NOT_SUPPORTED',
        values: { ioNumber: error.ioNumber ?? IO_NUMBER_IN_DETAIL.exec(detail)?.[1] ?? '' },
      };
    case PROBLEM_CODES.gateToServesUnsupported:
      return { key: 'adsmanager.ERROR_GATE_TO_SERVES_UNSUPPORTED' };
    case PROBLEM_CODES.tvcPopulationsInvalid:
      return detail ? serverText(detail) : { key: 'adsmanager.ERROR_TVC_AD_GROUPS_MISSING_TEST_POPULATION' };
    case PROBLEM_CODES.verificationFailure:
      return detail ? serverText(detail) : { key: 'adsmanager.ERROR_INTERNAL_SERVER' };
    case PROBLEM_CODES.redemptionUploadFailure: {
      const first = error.items[0]?.detail ?? detail;
      return first ? serverText(first) : { key: 'adsmanager.ERROR_INTERNAL_SERVER' };
    }
    case TRANSPORT_CODES.network:
      return { key: 'adsmanager.ERROR_NETWORK' };
    case TRANSPORT_CODES.malformed:
      return { key: 'adsmanager.WARNING_SCHEMA_MISMATCH' };
    default:
      return hasOwnMessage(error) ? serverText(error.message) : { key: 'adsmanager.ERROR_INTERNAL_SERVER' };
  }
}

export function errorText(error: unknown): string {
  const { key, values } = errorMessage(error);
  return translate(key, values);
}

/** A message extracted from the answer, as opposed to the bare status line. */
function hasOwnMessage(error: ApiError): boolean {
  const message = error.message.trim();
  return message !== '' && !/^HTTP \d+$/.test(message) && message !== error.title && !isStatusText(message);
}

const STATUS_TEXTS = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'conflict',
  'too many requests',
  'internal server error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

function isStatusText(message: string): boolean {
  return STATUS_TEXTS.has(message.toLowerCase());
}
