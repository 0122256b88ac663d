/**
 * What the server refuses in audiences, targeting changes and fees (the contract other clients
 * rely on; the app checks the same before it sends): audience contents, the NS-42 rule for
 * targeting of non-draft ad groups, percent fees only for CPS / CPR / CPT, fee-type changes only
 * in Draft or InReview (ADG-035, ADG-037) and the fee amount limits per currency. The server's own
 * copies (`serverFeeType`, `SERVER_PERCENT_FEE_MODELS`): the app's are in src/features/targeting.
 */
import { MONEY_LIMITS } from '@/lib/countries';
import { amountProblem, moneyAmount, PERCENT_AMOUNT, type AmountKind } from '@/lib/money';
import type { Db } from '../../db/types';
import { badRequest } from '../../server/respond';
import type { AdGroup, Audience, PricingModel, Schemas } from './common';

type AudienceInput = Schemas['AudienceCreate'] | Schemas['AudiencePatch'];
type Location = Schemas['Location'];

const COMPOSITE_ID = /^(COUNTRY|DMA|REGION|LOCALITY|POSTAL_CODE)\|(\d+)$/;
/** Location-service id of the US (ISO 3166 numeric): its postal codes have 5 characters. */
const US_COUNTRY_ID = 840;

/** NS-42: a non-draft ad group's targeting may change only in these statuses. */
export const TARGETING_CHANGE_STATUSES: readonly AdGroup['adGroupStatus'][] = ['InReview', 'Scheduled'];
/** ADG-035: the campaign pricing models that take a percent fee. */
export const SERVER_PERCENT_FEE_MODELS: readonly string[] = ['CPS', 'CPR', 'CPT'];
/** ADG-037: the ad group statuses in which the fee type may change. */
export const FEE_TYPE_CHANGE_STATUSES: readonly AdGroup['adGroupStatus'][] = ['Draft', 'InReview'];

function locationProblem(db: Db, location: Location, field: string): Response | undefined {
  const match = COMPOSITE_ID.exec(location.compositeId);
  if (!match || match[1] !== location.geoType || Number(match[2]) !== location.id) {
    return badRequest(
      `${field}.compositeId: must be the geo type and the id joined by a pipe (${location.geoType}|${location.id})`,
      `${field}.compositeId`,
    );
  }
  const known = db.locations.find((candidate) => candidate.compositeId === location.compositeId);
  if (!known)
    return badRequest(`${field}.compositeId: unknown location ${location.compositeId}`, `${field}.compositeId`);
  if (location.geoType === 'POSTAL_CODE' && known.countryId === US_COUNTRY_ID && (location.code ?? '').length !== 5) {
    return badRequest(`${field}.code: a US postal code has 5 characters`, `${field}.code`);
  }
  return undefined;
}

function overlap(include: readonly (string | number)[], exclude: readonly (string | number)[]) {
  return include.find((id) => exclude.includes(id));
}

/** The first rule `input` breaks, as a 400 naming the field; undefined when it keeps them all. */
export function audienceProblem(db: Db, accountId: number, input: AudienceInput): Response | undefined {
  const { locations, purchaseBehavior, customAudiences } = input;
  if (locations) {
    for (const side of ['include', 'exclude'] as const) {
      for (const [index, location] of locations[side].entries()) {
        const refused = locationProblem(db, location, `locations.${side}.${index}`);
        if (refused) return refused;
      }
    }
    const both = overlap(
      locations.include.map((l) => l.compositeId),
      locations.exclude.map((l) => l.compositeId),
    );
    if (both !== undefined) return badRequest(`locations.exclude: ${both} is also included`, 'locations.exclude');
  }
  if (purchaseBehavior) {
    const categories = purchaseBehavior.purchaseCategories ?? { include: [], exclude: [] };
    const known = new Set(db.purchaseCategories.map((category) => category.purchaseCategoryId));
    for (const side of ['include', 'exclude'] as const) {
      const unknown = categories[side].find((id) => !known.has(id));
      if (unknown !== undefined) {
        const field = `purchaseBehavior.purchaseCategories.${side}`;
        return badRequest(`${field}: unknown purchase category ${unknown}`, field);
      }
    }
    if (purchaseBehavior.type === 'BY_CATEGORY' && categories.include.length === 0) {
      const field = 'purchaseBehavior.purchaseCategories.include';
      return badRequest(`${field}: BY_CATEGORY needs at least one included purchase category`, field);
    }
    const both = overlap(categories.include, categories.exclude);
    if (both !== undefined) {
      const field = 'purchaseBehavior.purchaseCategories.exclude';
      return badRequest(`${field}: category ${both} is also included`, field);
    }
  }
  if (customAudiences) {
    for (const side of ['include', 'exclude'] as const) {
      const unknown = customAudiences[side].find(
        ({ customAudienceId }) =>
          !db.customAudiences.some(
            (file) => file.customAudienceId === customAudienceId && file.accountId === accountId,
          ),
      );
      if (unknown) {
        const field = `customAudiences.${side}`;
        return badRequest(
          `${field}: custom audience ${unknown.customAudienceId} does not exist in account ${accountId}`,
          field,
        );
      }
    }
    const both = overlap(
      customAudiences.include.map((c) => c.customAudienceId),
      customAudiences.exclude.map((c) => c.customAudienceId),
    );
    if (both !== undefined)
      return badRequest(`customAudiences.exclude: ${both} is also included`, 'customAudiences.exclude');
  }
  return undefined;
}

/** The stored custom audiences and files of an audience (names from the uploads), and its location count. */
export function completeAudience(db: Db, audience: Audience): void {
  const files = db.customAudiences.filter((file) => file.accountId === audience.accountId);
  const complete = (entry: Schemas['CustomAudience']): Schemas['CustomAudience'] => {
    const file = files.find((candidate) => candidate.customAudienceId === entry.customAudienceId);
    return file
      ? { customAudienceId: file.customAudienceId, description: file.description, fileName: file.fileName }
      : entry;
  };
  if (audience.customAudiences) {
    audience.customAudiences = {
      include: audience.customAudiences.include.map(complete),
      exclude: audience.customAudiences.exclude.map(complete),
    };
    audience.audienceFiles = [...audience.customAudiences.include, ...audience.customAudiences.exclude].flatMap(
      ({ customAudienceId }) => {
        const file = files.find((candidate) => candidate.customAudienceId === customAudienceId);
        return file
          ? [
              {
                audienceFileId: file.customAudienceId,
                audienceId: audience.audienceId,
                adsManagerAudienceFileName: file.fileName,
                s3ObjectKey: file.s3ObjectKey,
              },
            ]
          : [];
      },
    );
  }
  if (audience.locations) {
    audience.locations.count = audience.locations.include.length + audience.locations.exclude.length;
  }
}

/** NS-42: a targeting change (`field`) of a non-draft ad group outside the allowed statuses. */
export function targetingChangeProblem(group: AdGroup, field: string): Response | undefined {
  if (group.adGroupStatus === 'Draft' || TARGETING_CHANGE_STATUSES.includes(group.adGroupStatus)) return undefined;
  return badRequest(
    `${field}: the targeting of a ${group.adGroupStatus} ad group cannot change (only Draft, ${TARGETING_CHANGE_STATUSES.join(' or ')})`,
    field,
  );
}

type Fee = Pick<PricingModel, 'feeAmount' | 'feePercent' | 'feeCap' | 'targetRoas' | 'currency'>;
type ServerFeeType = 'flat' | 'percent' | 'targetRoas';

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** ADG-033: flat when feeAmount is set, percent when only feePercent is, target ROAS otherwise. */
export function serverFeeType(fee: Pick<PricingModel, 'feeAmount' | 'feePercent'>): ServerFeeType {
  if (isSet(fee.feeAmount)) return 'flat';
  return isSet(fee.feePercent) ? 'percent' : 'targetRoas';
}

/** ADG-035, NS-43: target ROAS fees only for dynamic-reward (CPE) campaigns. */
const TARGET_ROAS_FEE_MODELS: readonly string[] = ['CPE'];

/** COUNTRY-016, COUNTRY-017: the amounts as the app reads them (lib/money): no more decimals than kept, none negative. */
function feeAmountsProblem(fee: Fee): Response | undefined {
  const kinds: ['feeAmount' | 'feePercent' | 'feeCap', AmountKind, string][] = [
    ['feeAmount', moneyAmount(fee.currency), `${fee.currency} amount with at most 2 decimals`],
    ['feeCap', moneyAmount(fee.currency), `${fee.currency} amount with at most 2 decimals`],
    ['feePercent', PERCENT_AMOUNT, 'fraction with at most 4 decimals (0.125 = 12.5 %)'],
  ];
  for (const [field, kind, expected] of kinds) {
    const value = fee[field];
    if (isSet(value) && amountProblem(value, kind)) return badRequest(`${field}: must be a ${expected}`, field);
  }
  return undefined;
}

/** The rules of a fee of an ad group in a campaign with `pricingModel` (the merged fee for a PATCH). */
export function feeProblem(fee: Fee, pricingModel: string): Response | undefined {
  const flat = isSet(fee.feeAmount);
  const percent = isSet(fee.feePercent);
  if (!flat && !percent && !isSet(fee.targetRoas)) {
    const field = TARGET_ROAS_FEE_MODELS.includes(pricingModel) ? 'targetRoas' : 'feeAmount';
    return badRequest(`${field}: a fee needs feeAmount, feePercent or targetRoas; all are null`, field);
  }
  if (!flat && !percent && !TARGET_ROAS_FEE_MODELS.includes(pricingModel)) {
    return badRequest(
      `targetRoas: a ${pricingModel} campaign takes no target ROAS fee (only ${TARGET_ROAS_FEE_MODELS.join(', ')})`,
      'targetRoas',
    );
  }
  const amounts = feeAmountsProblem(fee);
  if (amounts) return amounts;
  if (flat && percent)
    return badRequest('feePercent: a fee is either flat (feeAmount) or percent (feePercent), not both', 'feePercent');
  if (flat && isSet(fee.feeCap)) {
    return badRequest('feeCap: only a percent fee has a cap; send feeCap null with feeAmount', 'feeCap');
  }
  if (percent && !SERVER_PERCENT_FEE_MODELS.includes(pricingModel)) {
    return badRequest(
      `feePercent: a ${pricingModel} campaign takes no percent fee (only ${SERVER_PERCENT_FEE_MODELS.join(', ')})`,
      'feePercent',
    );
  }
  for (const field of ['feeAmount', 'feeCap'] as const) {
    const value = fee[field];
    const { min, max } = MONEY_LIMITS[field][fee.currency];
    if (isSet(value) && (value < min || value > max)) {
      return badRequest(`${field}: must be between ${min} and ${max} ${fee.currency}`, field);
    }
  }
  return undefined;
}

/** ADG-037: a change of fee type while the ad group is neither Draft nor InReview. */
export function feeTypeChangeProblem(before: Fee, after: Fee, group: AdGroup): Response | undefined {
  if (FEE_TYPE_CHANGE_STATUSES.includes(group.adGroupStatus) || serverFeeType(before) === serverFeeType(after))
    return undefined;
  const field = serverFeeType(after) === 'percent' ? 'feePercent' : 'feeAmount';
  return badRequest(
    `${field}: the fee type of a ${group.adGroupStatus} ad group cannot change (only Draft or InReview)`,
    field,
  );
}
