/**
 * The reward model config (JSON text in rewardModelConfigValue) and what the server derives from
 * it: the flat fields of the ad's ServerReward, its reward template and its reward type.
 */
import { isKnownMcc } from '@/lib/mcc/mcc-reference';
import type { AdsManagerSchemas, Db } from '../../db/types';
import { REWARD_MODELS } from '../../seed/catalog';
import { badRequest, fail } from '../../server/respond';
import { isRecord } from '../../server/validate';

type ServerReward = AdsManagerSchemas['ServerReward'];
type RewardAttributes = AdsManagerSchemas['RewardAttributes'];

/** The generated RewardModelConfig with every member optional: what a parsed config text holds. */
export type RewardConfig = Partial<AdsManagerSchemas['RewardModelConfig']>;

const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The RewardModelConfig type of each member a config text may hold. */
const MEMBER_TYPES: { [K in keyof RewardConfig]-?: (value: unknown) => boolean } = {
  currencyUnit: (value) => value === 'USD' || value === 'GBP',
  mccList: (value) => Array.isArray(value) && value.every((code) => typeof code === 'number' && Number.isInteger(code)),
  minSpend: amount,
  rewardAmount: amount,
  rewardCap: amount,
  minVisits: (value) => amount(value) && Number.isInteger(value),
  rewardPercent: amount,
};

/**
 * Parses the config text: an object whose members, when present, have the RewardModelConfig
 * types (other members are left out). Undefined when it cannot be read; ranges are
 * `checkedRewardConfig`'s.
 */
export function parseRewardConfig(text: string): RewardConfig | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(json)) return undefined;
  const config: Record<string, unknown> = {};
  for (const [key, hasType] of Object.entries(MEMBER_TYPES)) {
    if (json[key] === undefined) continue;
    if (!hasType(json[key])) return undefined;
    config[key] = json[key];
  }
  return config;
}

const CONFIG_FIELD = 'data.attributes.rewardModelConfigValue';

/** The 400 naming a member of the config (`data.attributes.rewardModelConfigValue.rewardCap`). */
function refuseMember(key: keyof RewardConfig, detail: string): never {
  fail(badRequest(`${key}: ${detail}`, `${CONFIG_FIELD}.${key}`));
}

/**
 * The config of a reward's attributes, once it parses and the reward keeps its rules: the 400
 * naming the field is thrown otherwise (the ads-manager create and the rms patch). The rules are
 * what the reward form refuses, refused again (issue 14 "Bad input"): a negative amount, a percent
 * over 100 (1 as a fraction), a cap below the flat amount (a flat reward is the amount, so a lower
 * cap makes no sense; a percent reward has no amount), fewer than 1 visit, an MCC the reference
 * lacks, and a redemption end before its start.
 */
export function checkedRewardConfig(
  attributes: Pick<RewardAttributes, 'rewardModelConfigValue'> & {
    redemptionStartDateTime?: string | undefined;
    redemptionEndDateTime?: string | undefined;
  },
): RewardConfig {
  const config =
    parseRewardConfig(attributes.rewardModelConfigValue) ??
    fail(badRequest(`${CONFIG_FIELD}: must be the JSON text of a reward model config`, CONFIG_FIELD));
  for (const key of ['minSpend', 'rewardAmount', 'rewardCap', 'rewardPercent'] as const) {
    const value = config[key];
    if (value !== undefined && value < 0) refuseMember(key, `must not be negative (got ${value})`);
  }
  const { rewardAmount, rewardCap, rewardPercent, minVisits } = config;
  if (rewardPercent !== undefined && rewardPercent > 1)
    refuseMember('rewardPercent', `must be at most 1 (100 %), got ${rewardPercent}`);
  const flat = (rewardPercent ?? 0) === 0;
  if (flat && rewardAmount !== undefined && rewardCap !== undefined && rewardCap < rewardAmount)
    refuseMember('rewardCap', `must be at least the reward amount (${rewardAmount})`);
  if (minVisits !== undefined && minVisits < 1) refuseMember('minVisits', `must be at least 1 (got ${minVisits})`);
  const unknown = config.mccList?.find((code) => !isKnownMcc(code));
  if (unknown !== undefined) refuseMember('mccList', `${unknown} is not a merchant category code`);
  const { redemptionStartDateTime: start, redemptionEndDateTime: end } = attributes;
  if (start !== undefined && end !== undefined && Date.parse(end) < Date.parse(start)) {
    const field = 'data.attributes.redemptionEndDateTime';
    fail(badRequest('redemptionEndDateTime: must not be before redemptionStartDateTime', field));
  }
  return config;
}

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
  const name = template?.attributes.name;
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
    default:
      return { rewardTemplate: 'FlatAmountBack', rewardType: 'CustomRewardRedemption' };
  }
}

/** The flat fields of a ServerReward that mirror the RMS attributes and the config. */
export function flatRewardFields(attributes: RewardAttributes, config: RewardConfig) {
  const { minSpend, minVisits, rewardAmount, rewardCap, rewardPercent } = config;
  return {
    endDateOffset: attributes.endDateOffset,
    redemptionStartDateTime: attributes.redemptionStartDateTime,
    redemptionEndDateTime: attributes.redemptionEndDateTime ?? null,
    rewardAnnotations: attributes.rewardAnnotations,
    ...(minSpend !== undefined && { minSpend }),
    ...(minVisits !== undefined && { minVisits }),
    ...(rewardAmount !== undefined && { rewardAmount }),
    ...(rewardCap !== undefined && { rewardCap }),
    ...(rewardPercent !== undefined && { rewardPercent }),
  };
}
