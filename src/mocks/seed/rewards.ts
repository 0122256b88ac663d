/** The reward of each seeded ad (ads-manager, with its RMS resource) and the values its copy quotes. */
import type { AdsManagerSchemas, CampaignBuildSchemas } from '../db/types';
import { rewardModel, type RewardModel, type ServerRewardType } from './catalog';
import { utc } from './clock';
import type { RichAccount } from './context';
import type { Random } from './random';
import type { BuildState } from './campaign-build/state';

type Campaign = CampaignBuildSchemas['Campaign'];
type Ad = CampaignBuildSchemas['Ad'];
type Classification = CampaignBuildSchemas['PurchaseClassification'];
type ServerReward = AdsManagerSchemas['ServerReward'];

export interface RewardValues {
  model: RewardModel;
  percent: number;
  amount: number;
  minSpend: number;
  cap: number;
  visits: number;
  mcc: number[];
}

export function rewardValues(random: Random, account: RichAccount, example: boolean): RewardValues {
  const hasMcc = account.vertical.mccList.length > 0;
  const type: ServerRewardType = example
    ? 'SingleRewardPercentAmountBack'
    : random.weighted<ServerRewardType>([
        ['SingleRewardPercentAmountBack', 38],
        ['SingleRewardFlatAmountBack', 20],
        ['SingleRewardSpendXGetY', 10],
        ['MultipleRewardPercentAmountBack', 6],
        ['MinVisitSingleRewardPercentAmountBack', 5],
        ['MinVisitSingleRewardFlatAmountBack', 5],
        ['MccSingleRewardPercentAmountBack', hasMcc ? 12 : 0],
        ['MccSingleRewardFlatAmountBack', hasMcc ? 8 : 0],
        ['CustomRewardRedemption', 4],
      ]);
  const model = rewardModel(type);
  const [aovLow, aovHigh] = account.vertical.aov;
  if (example) return { model, percent: 0.1, amount: 0, minSpend: 10, cap: 20, visits: 1, mcc: [] };
  const visits = model.minVisits ? random.int(3, 5) : 1;
  const mcc = model.mcc ? [...account.vertical.mccList] : [];
  if (model.template === 'SpendXGetY') {
    const minSpend = random.step(aovHigh, aovHigh * 3, 25);
    const amount = random.step(Math.max(5, minSpend * 0.08), Math.max(10, minSpend * 0.2), 5);
    return { model, percent: 0, amount, minSpend, cap: amount, visits, mcc };
  }
  if (model.kind === 'flat') {
    const minSpend = random.step(Math.max(10, aovLow), Math.max(15, aovHigh), 5);
    const amount = random.step(Math.max(2, minSpend * 0.08), Math.max(5, minSpend * 0.25), 1);
    return { model, percent: 0, amount, minSpend, cap: amount, visits, mcc };
  }
  const percent = random.pick([0.05, 0.1, 0.1, 0.15, 0.2]);
  return {
    model,
    percent,
    amount: 0,
    minSpend: random.pick([0.2, 10, 20, 25, 50]),
    cap: random.step(Math.max(10, aovHigh * percent), Math.max(15, aovHigh * 2 * percent), 5),
    visits,
    mcc,
  };
}

const STORE_LOCATION_TYPES: Partial<Record<Classification, string[]>> = {
  InStore: ['InStore'],
  Online: ['Online'],
  SubscriptionAndOnline: ['Online'],
  MembershipAndOnline: ['Online'],
  GasPayAtPump: ['PayAtPump'],
  GasConvenience: ['PayAtPump', 'Convenience'],
};

export function buildReward(
  state: BuildState,
  campaign: Campaign,
  ad: Ad,
  values: RewardValues,
  classification: Classification,
  createMs: number,
): ServerReward {
  const { ctx, account } = state;
  const { random, ids } = ctx;
  const rewardId = ids.take('reward');
  const rmsRewardId = ids.take('rmsReward');
  const example = ad.adId === 7001;
  const endDateOffset = example ? 30 : random.pick([30, 30, 60, 90]);
  const annotations = example
    ? null
    : random.weighted<AdsManagerSchemas['RewardAnnotation'][] | null>([
        [null, 80],
        [['FlashDeal'], 12],
        [['ReserveExcl'], 8],
      ]);
  const start = `${campaign.startDateTime.slice(0, 10)}T00:00:00Z`;
  const end = `${campaign.endDateTime.slice(0, 10)}T23:59:59Z`;
  const config = {
    currencyUnit: account.currency,
    mccList: values.mcc,
    minSpend: values.minSpend,
    minVisits: values.visits,
    rewardAmount: values.amount,
    rewardCap: values.cap,
    rewardPercent: values.percent,
  };
  const created = utc(createMs);
  return {
    accountId: account.id,
    adId: ad.adId,
    createDateTime: created,
    createUser: ad.createUser,
    currency: account.currency,
    endDateOffset,
    isHoldRedemption: random.chance(0.05),
    isMultiple: values.model.multiple,
    minSpend: values.minSpend,
    minVisits: values.visits,
    redemptionEndDateTime: end,
    redemptionStartDateTime: start,
    rewardAmount: values.amount,
    rewardAnnotations: annotations,
    rewardCap: values.cap,
    rewardId,
    rewardPercent: values.percent,
    rewardTemplate: values.model.template,
    rewardType: values.model.type,
    rmsResponse: {
      data: {
        type: 'reward',
        id: String(rmsRewardId),
        attributes: {
          endDateOffset,
          isManualRedemption: values.model.type === 'CustomRewardRedemption',
          isSuspendedProcessing: false,
          redemptionStartDateTime: start,
          redemptionEndDateTime: end,
          remediationModelConfigValue: null,
          rewardAnnotations: annotations,
          rewardModelConfigValue: JSON.stringify(config),
        },
        relationships: {
          remediationModel: { data: null },
          rewardModel: { data: { type: 'rewardModel', id: values.model.id } },
        },
      },
    },
    rmsRewardId,
    storeLocationTypes: [...(STORE_LOCATION_TYPES[classification] ?? ['InStore', 'Online'])],
    updateDateTime: created,
    updateUser: ad.createUser,
  };
}
