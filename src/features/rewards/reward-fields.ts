/**
 * NS-92: how the ad form's conflict panel names and shows the reward's fields (paths
 * `reward.<field>`): by the reward section's labels, amounts as money and the percent as a percent.
 */
import type { MessageKey, MessageValues } from '@/i18n';
import type { Currency } from '@/lib/money';
import { REWARD_MAX_END_DATE_OFFSET_DAYS, type RewardFormValues } from './reward-form-rules';

const REWARD_FIELD_LABELS = {
  rewardType: 'adsmanager.REWARD_FIELD_TYPE',
  rewardPercent: 'adsmanager.REWARD_FIELD_PERCENT',
  rewardAmount: 'adsmanager.REWARD_FIELD_AMOUNT',
  rewardCap: 'adsmanager.REWARD_FIELD_CAP',
  minSpend: 'adsmanager.REWARD_FIELD_MIN_SPEND',
  minVisits: 'adsmanager.REWARD_FIELD_MIN_VISITS',
  mccList: 'adsmanager.MCC_FIELD',
  redemptionStartDate: 'adsmanager.REWARD_FIELD_START',
  redemptionEndDate: 'adsmanager.REWARD_FIELD_END',
  endDateOffset: 'adsmanager.REWARD_FIELD_END_DATE_OFFSET',
  isManualRedemption: 'adsmanager.REWARD_FIELD_MANUAL_REDEMPTION',
  isSuspendedProcessing: 'adsmanager.REWARD_FIELD_SUSPENDED_PROCESSING',
  annotation: 'adsmanager.REWARD_FIELD_ANNOTATION',
} as const satisfies Partial<Record<keyof RewardFormValues, MessageKey>>;

/** The reward's amounts by kind, for `amountFormat` (components/forms/concurrency.ts). */
export const REWARD_AMOUNT_FIELDS = {
  money: ['reward.rewardAmount', 'reward.rewardCap', 'reward.minSpend'],
  percent: ['reward.rewardPercent'],
} as const;

/** The label of a `reward.<field>` path, with the values the labels take; undefined for any other path. */
export function rewardFieldLabel(
  path: string,
  t: (key: MessageKey, values?: MessageValues) => string,
  currency: Currency,
): string | undefined {
  const field = path.startsWith('reward.') ? path.slice('reward.'.length) : undefined;
  if (field === undefined || !Object.hasOwn(REWARD_FIELD_LABELS, field)) return undefined;
  return t(REWARD_FIELD_LABELS[field as keyof typeof REWARD_FIELD_LABELS], {
    currency,
    max: REWARD_MAX_END_DATE_OFFSET_DAYS,
  });
}
