/**
 * The reward model config (JSON text in rewardModelConfigValue) and what the server derives from
 * it: the flat fields of the ad's ServerReward, its reward template and its reward type.
 */
import { isKnownMcc } from '@/lib/mcc/mcc-reference';
import type { AdsManagerSchemas, Db } from '../../db/types';
import { REWARD_MODELS } from '../../seed/catalog';
import { badRequest, fail } from '../../server/respond';

type ServerReward = AdsManagerSchemas['ServerReward'];
type RewardAttributes = AdsManagerSchemas['RewardAttributes'];

/** The generated RewardModelConfig with every member optional: what a parsed config text holds. */
export type RewardConfig = Partial<AdsManagerSchemas['RewardModelConfig']>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Parses the config text: an object whose members, when present, have the RewardModelConfig
 * types. Undefined when it cannot be read; ranges are `configRefusal`'s.
 */
export function parseRewardConfig(text: string): RewardConfig | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(json)) return undefined;
  const config: RewardConfig = {};
  const { currencyUnit, mccList, minSpend, minVisits, rewardAmount, rewardCap, rewardPercent } = json;
  if (currencyUnit !== undefined) {
    if (currencyUnit !== 'USD' && currencyUnit !== 'GBP') return undefined;
    config.currencyUnit = currencyUnit;
  }
  if (mccList !== undefined) {
    if (!Array.isArray(mccList)) return undefined;
    const codes: number[] = [];
    for (const code of mccList as unknown[]) {
      if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
      codes.push(code);
    }
    config.mccList = codes;
  }
  for (const [key, value] of [
    ['minSpend', minSpend],
    ['rewardAmount', rewardAmount],
    ['rewardCap', rewardCap],
  ] as const) {
    if (value === undefined) continue;
    if (!amount(value)) return undefined;
    config[key] = value;
  }
  if (minVisits !== undefined) {
    if (!amount(minVisits) || !Number.isInteger(minVisits)) return undefined;
    config.minVisits = minVisits;
  }
  if (rewardPercent !== undefined) {
    if (!amount(rewardPercent)) return undefined;
    config.rewardPercent = rewardPercent;
  }
  return config;
}

const CONFIG_FIELD = 'data.attributes.rewardModelConfigValue';

export interface Refusal {
  field: string;
  detail: string;
}

/**
 * What the reward form refuses, refused again (issue 14 "Bad input"): a negative amount, a percent
 * over 100 (1 as a fraction), a cap below the flat amount (a flat reward is the amount, so a lower
 * cap makes no sense; a percent reward has no amount), fewer than 1 visit, an MCC the reference
 * lacks, and a redemption end before its start. The field is the config member
 * (`data.attributes.rewardModelConfigValue.rewardCap`) or the attribute.
 */
export function rewardRefusal(
  config: RewardConfig,
  dates: { redemptionStartDateTime?: string | undefined; redemptionEndDateTime?: string | undefined },
): Refusal | undefined {
  for (const key of ['minSpend', 'rewardAmount', 'rewardCap', 'rewardPercent'] as const) {
    const value = config[key];
    if (value !== undefined && value < 0)
      return { field: `${CONFIG_FIELD}.${key}`, detail: `${key}: must not be negative (got ${value})` };
  }
  if (config.rewardPercent !== undefined && config.rewardPercent > 1)
    return {
      field: `${CONFIG_FIELD}.rewardPercent`,
      detail: `rewardPercent: must be at most 1 (100 %), got ${config.rewardPercent}`,
    };
  const { rewardAmount, rewardCap, rewardPercent } = config;
  const flat = (rewardPercent ?? 0) === 0;
  if (flat && rewardAmount !== undefined && rewardCap !== undefined && rewardCap < rewardAmount)
    return {
      field: `${CONFIG_FIELD}.rewardCap`,
      detail: `rewardCap: must be at least the reward amount (${rewardAmount})`,
    };
  if (config.minVisits !== undefined && config.minVisits < 1)
    return { field: `${CONFIG_FIELD}.minVisits`, detail: `minVisits: must be at least 1 (got ${config.minVisits})` };
  const unknown = config.mccList?.find((code) => !isKnownMcc(code));
  if (unknown !== undefined)
    return { field: `${CONFIG_FIELD}.mccList`, detail: `mccList: ${unknown} is not a merchant category code` };
  const { redemptionStartDateTime: start, redemptionEndDateTime: end } = dates;
  if (start !== undefined && end !== undefined && Date.parse(end) < Date.parse(start))
    return {
      field: 'data.attributes.redemptionEndDateTime',
      detail: 'redemptionEndDateTime: must not be before redemptionStartDateTime',
    };
  return undefined;
}

const STANDARD_TEMPLATES = ['PercentBack', 'FlatAmountBack', 'SpendXGetY'] as const;
type StandardTemplate = (typeof STANDARD_TEMPLATES)[number];

const isStandard = (name: string): name is StandardTemplate => (STANDARD_TEMPLATES as readonly string[]).includes(name);

/**
 * The template and type of a reward. An RMS reward model of the catalogue has one reward type
 * (models 1–8 a template of the same id, model 9 custom). Any other model id is looked up among
 * db.rewardTemplates, the config telling the mcc-based and min-visit variants; a model id no
 * standard template has is a custom reward (template map FlatAmountBack, part 2 §3 Reward).
 */
export function classifyReward(
  db: Db,
  rewardModelId: string,
  config: RewardConfig,
  allowMultipleRewards: boolean,
): Pick<ServerReward, 'rewardTemplate' | 'rewardType'> {
  const known = REWARD_MODELS.find((model) => model.id === rewardModelId);
  if (known) return { rewardTemplate: known.template, rewardType: known.type };
  const template = db.rewardTemplates.find(
    (candidate) => candidate.relationships.rewardModel.data.id === rewardModelId,
  );
  const name = template?.attributes.name ?? '';
  if (!isStandard(name)) return { rewardTemplate: 'FlatAmountBack', rewardType: 'CustomRewardRedemption' };
  const mcc = (config.mccList?.length ?? 0) > 0;
  const minVisit = (config.minVisits ?? 1) > 1;
  switch (name) {
    case 'SpendXGetY':
      return { rewardTemplate: name, rewardType: 'SingleRewardSpendXGetY' };
    case 'PercentBack':
      if (mcc) return { rewardTemplate: name, rewardType: 'MccSingleRewardPercentAmountBack' };
      if (minVisit) return { rewardTemplate: name, rewardType: 'MinVisitSingleRewardPercentAmountBack' };
      if (allowMultipleRewards) return { rewardTemplate: name, rewardType: 'MultipleRewardPercentAmountBack' };
      return { rewardTemplate: name, rewardType: 'SingleRewardPercentAmountBack' };
    case 'FlatAmountBack':
      if (mcc) return { rewardTemplate: name, rewardType: 'MccSingleRewardFlatAmountBack' };
      if (minVisit) return { rewardTemplate: name, rewardType: 'MinVisitSingleRewardFlatAmountBack' };
      return { rewardTemplate: name, rewardType: 'SingleRewardFlatAmountBack' };
  }
}

/** The flat fields of a ServerReward that mirror the RMS attributes and the config. */
export function flatRewardFields(
  attributes: RewardAttributes,
  config: RewardConfig,
): Pick<
  ServerReward,
  | 'endDateOffset'
  | 'redemptionStartDateTime'
  | 'redemptionEndDateTime'
  | 'rewardAnnotations'
  | 'minSpend'
  | 'minVisits'
  | 'rewardAmount'
  | 'rewardCap'
  | 'rewardPercent'
> {
  const fields: ReturnType<typeof flatRewardFields> = {
    endDateOffset: attributes.endDateOffset,
    redemptionStartDateTime: attributes.redemptionStartDateTime,
    redemptionEndDateTime: attributes.redemptionEndDateTime ?? null,
    rewardAnnotations: attributes.rewardAnnotations,
  };
  if (config.minSpend !== undefined) fields.minSpend = config.minSpend;
  if (config.minVisits !== undefined) fields.minVisits = config.minVisits;
  if (config.rewardAmount !== undefined) fields.rewardAmount = config.rewardAmount;
  if (config.rewardCap !== undefined) fields.rewardCap = config.rewardCap;
  if (config.rewardPercent !== undefined) fields.rewardPercent = config.rewardPercent;
  return fields;
}

/**
 * The config of a reward's attributes, once it parses and the reward keeps its rules: the 400
 * naming the field is thrown otherwise (the ads-manager create and the rms patch).
 */
export function checkedRewardConfig(
  attributes: Pick<RewardAttributes, 'rewardModelConfigValue'> & Parameters<typeof rewardRefusal>[1],
): RewardConfig {
  const config =
    parseRewardConfig(attributes.rewardModelConfigValue) ??
    fail(
      badRequest(
        'data.attributes.rewardModelConfigValue: must be the JSON text of a reward model config',
        'data.attributes.rewardModelConfigValue',
      ),
    );
  const refusal = rewardRefusal(config, attributes);
  if (refusal) fail(badRequest(refusal.detail, refusal.field));
  return config;
}
