/**
 * What the server refuses in audiences, targeting changes and fees (the contract other clients
 * rely on; the app checks the same before it sends): audience contents, the NS-42 rule for
 * targeting of non-draft ad groups, percent fees only for CPS / CPR / CPT, fee-type changes only
 * in Draft or InReview (ADG-035, ADG-037) and the fee amount limits per currency. The server's own
 * copies (`serverFeeType`, `SERVER_PERCENT_FEE_MODELS`): the app's are in src/features/targeting.
 * Each `refuse…` throws the 400 naming the field of the first rule broken.
 */
import { MONEY_LIMITS } from '@/lib/countries';
import { amountProblem, moneyAmount, PERCENT_AMOUNT, type AmountKind } from '@/lib/money';
import type { Db } from '../../db/types';
import { invalid } from '../../server/respond';
import { type AdGroup, type Audience, type PricingModel, type Schemas } from './common';

const COMPOSITE_ID = /^(COUNTRY|DMA|REGION|LOCALITY|POSTAL_CODE)\|(\d+)$/;
/** Location-service id of the US (ISO 3166 numeric): its postal codes have 5 characters. */
const US_COUNTRY_ID = 840;

/** NS-42: a non-draft ad group's targeting may change only in these statuses. */
export const TARGETING_CHANGE_STATUSES: readonly AdGroup['adGroupStatus'][] = ['InReview', 'Scheduled'];
/** ADG-035: the campaign pricing models that take a percent fee. */
export const SERVER_PERCENT_FEE_MODELS: readonly string[] = ['CPS', 'CPR', 'CPT'];
/** ADG-037: the ad group statuses in which the fee type may change. */
export const FEE_TYPE_CHANGE_STATUSES: readonly AdGroup['adGroupStatus'][] = ['Draft', 'InReview'];

const SIDES = ['include', 'exclude'] as const;
type Side = (typeof SIDES)[number];

/** Refuses an id of the exclude side that the include side has too, naming `field`. */
function refuseOverlap(field: string, ids: (side: Side) => readonly (string | number)[], what = ''): void {
  const exclude = ids('exclude');
  const both = ids('include').find((id) => exclude.includes(id));
  if (both !== undefined) invalid(field, `${what}${both} is also included`);
}

/** Audience contents: known locations, purchase categories and custom audiences, none both included and excluded. */
export function refuseInvalidAudience(
  db: Db,
  accountId: number,
  { locations, purchaseBehavior, customAudiences }: Schemas['AudienceCreate'] | Schemas['AudiencePatch'],
): void {
  if (locations) {
    for (const side of SIDES) {
      for (const [index, location] of locations[side].entries()) {
        const field = `locations.${side}.${index}`;
        const match = COMPOSITE_ID.exec(location.compositeId);
        if (!match || match[1] !== location.geoType || Number(match[2]) !== location.id) {
          invalid(
            `${field}.compositeId`,
            `must be the geo type and the id joined by a pipe (${location.geoType}|${location.id})`,
          );
        }
        const known = db.locations.find((candidate) => candidate.compositeId === location.compositeId);
        if (!known) invalid(`${field}.compositeId`, `unknown location ${location.compositeId}`);
        const usPostalCode = location.geoType === 'POSTAL_CODE' && known.countryId === US_COUNTRY_ID;
        if (usPostalCode && (location.code ?? '').length !== 5)
          invalid(`${field}.code`, 'a US postal code has 5 characters');
      }
    }
    refuseOverlap('locations.exclude', (side) => locations[side].map((l) => l.compositeId));
  }
  if (purchaseBehavior) {
    const field = 'purchaseBehavior.purchaseCategories';
    const categories = purchaseBehavior.purchaseCategories ?? { include: [], exclude: [] };
    const known = new Set(db.purchaseCategories.map((category) => category.purchaseCategoryId));
    for (const side of SIDES) {
      const unknown = categories[side].find((id) => !known.has(id));
      if (unknown !== undefined) invalid(`${field}.${side}`, `unknown purchase category ${unknown}`);
    }
    if (purchaseBehavior.type === 'BY_CATEGORY' && categories.include.length === 0) {
      invalid(`${field}.include`, 'BY_CATEGORY needs at least one included purchase category');
    }
    refuseOverlap(`${field}.exclude`, (side) => categories[side], 'category ');
  }
  if (customAudiences) {
    const ids = (side: Side) => customAudiences[side].map((c) => c.customAudienceId);
    const known = new Set(db.customAudiences.filter((f) => f.accountId === accountId).map((f) => f.customAudienceId));
    for (const side of SIDES) {
      const unknown = ids(side).find((id) => !known.has(id));
      if (unknown !== undefined) {
        invalid(`customAudiences.${side}`, `custom audience ${unknown} does not exist in account ${accountId}`);
      }
    }
    refuseOverlap('customAudiences.exclude', ids);
  }
}

/** The stored custom audiences and files of an audience (names from the uploads), and its location count. */
export function completeAudience(db: Db, audience: Audience): void {
  const files = new Map(
    db.customAudiences.filter((file) => file.accountId === audience.accountId).map((f) => [f.customAudienceId, f]),
  );
  if (audience.customAudiences) {
    const { include, exclude } = audience.customAudiences;
    const complete = (entry: Schemas['CustomAudience']): Schemas['CustomAudience'] => {
      const file = files.get(entry.customAudienceId);
      return file
        ? { customAudienceId: file.customAudienceId, description: file.description, fileName: file.fileName }
        : entry;
    };
    audience.customAudiences = { include: include.map(complete), exclude: exclude.map(complete) };
    audience.audienceFiles = [...include, ...exclude]
      .flatMap(({ customAudienceId }) => files.get(customAudienceId) ?? [])
      .map((file) => ({
        audienceFileId: file.customAudienceId,
        audienceId: audience.audienceId,
        adsManagerAudienceFileName: file.fileName,
        s3ObjectKey: file.s3ObjectKey,
      }));
  }
  if (audience.locations) {
    audience.locations.count = audience.locations.include.length + audience.locations.exclude.length;
  }
}

/** NS-42: refuses a targeting change (`field`) of a non-draft ad group outside the allowed statuses. */
export function refuseTargetingChange(group: AdGroup, field: string): void {
  if (group.adGroupStatus === 'Draft' || TARGETING_CHANGE_STATUSES.includes(group.adGroupStatus)) return;
  invalid(
    field,
    `the targeting of a ${group.adGroupStatus} ad group cannot change (only Draft, ${TARGETING_CHANGE_STATUSES.join(' or ')})`,
  );
}

type Fee = Pick<PricingModel, 'feeAmount' | 'feePercent' | 'feeCap' | 'targetRoas' | 'currency'>;

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** ADG-033: flat when feeAmount is set, percent when only feePercent is, target ROAS otherwise. */
export function serverFeeType(fee: Pick<PricingModel, 'feeAmount' | 'feePercent'>): 'flat' | 'percent' | 'targetRoas' {
  if (isSet(fee.feeAmount)) return 'flat';
  return isSet(fee.feePercent) ? 'percent' : 'targetRoas';
}

/** ADG-035, NS-43: target ROAS fees only for dynamic-reward (CPE) campaigns. */
const TARGET_ROAS_FEE_MODELS: readonly string[] = ['CPE'];

/** The rules of a fee of an ad group in a campaign with `pricingModel` (the merged fee for a PATCH). */
export function refuseInvalidFee(fee: Fee, pricingModel: string): void {
  const flat = isSet(fee.feeAmount);
  const percent = isSet(fee.feePercent);
  if (!flat && !percent && !isSet(fee.targetRoas)) {
    const field = TARGET_ROAS_FEE_MODELS.includes(pricingModel) ? 'targetRoas' : 'feeAmount';
    invalid(field, 'a fee needs feeAmount, feePercent or targetRoas; all are null');
  }
  if (!flat && !percent && !TARGET_ROAS_FEE_MODELS.includes(pricingModel)) {
    invalid(
      'targetRoas',
      `a ${pricingModel} campaign takes no target ROAS fee (only ${TARGET_ROAS_FEE_MODELS.join(', ')})`,
    );
  }
  // COUNTRY-016, COUNTRY-017: the amounts as the app reads them (lib/money): no more decimals than kept, none negative.
  const kinds: ['feeAmount' | 'feePercent' | 'feeCap', AmountKind, string][] = [
    ['feeAmount', moneyAmount(fee.currency), `${fee.currency} amount with at most 2 decimals`],
    ['feeCap', moneyAmount(fee.currency), `${fee.currency} amount with at most 2 decimals`],
    ['feePercent', PERCENT_AMOUNT, 'fraction with at most 4 decimals (0.125 = 12.5 %)'],
  ];
  for (const [field, kind, expected] of kinds) {
    const value = fee[field];
    if (isSet(value) && amountProblem(value, kind)) invalid(field, `must be a ${expected}`);
  }
  if (flat && percent) invalid('feePercent', 'a fee is either flat (feeAmount) or percent (feePercent), not both');
  if (flat && isSet(fee.feeCap)) invalid('feeCap', 'only a percent fee has a cap; send feeCap null with feeAmount');
  if (percent && !SERVER_PERCENT_FEE_MODELS.includes(pricingModel)) {
    invalid(
      'feePercent',
      `a ${pricingModel} campaign takes no percent fee (only ${SERVER_PERCENT_FEE_MODELS.join(', ')})`,
    );
  }
  for (const field of ['feeAmount', 'feeCap'] as const) {
    const value = fee[field];
    const { min, max } = MONEY_LIMITS[field][fee.currency];
    if (isSet(value) && (value < min || value > max))
      invalid(field, `must be between ${min} and ${max} ${fee.currency}`);
  }
}

/** ADG-037: refuses a change of fee type while the ad group is neither Draft nor InReview. */
export function refuseFeeTypeChange(before: Fee, after: Fee, group: AdGroup): void {
  if (FEE_TYPE_CHANGE_STATUSES.includes(group.adGroupStatus) || serverFeeType(before) === serverFeeType(after)) return;
  const field = serverFeeType(after) === 'percent' ? 'feePercent' : 'feeAmount';
  invalid(field, `the fee type of a ${group.adGroupStatus} ad group cannot change (only Draft or InReview)`);
}
