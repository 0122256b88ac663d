/** What other folders use of the reward: the ad form's reward section, its schema, reads and save. */
export { RewardSection } from './components/RewardSection';
export { REWARD_VERSION, reloadAdReward, useAdReward, useRewardTemplates, useSaveReward } from './queries';
export { REWARD_AMOUNT_FIELDS, rewardFieldLabel } from './reward-fields';
export {
  rewardFormDefaults,
  rewardFormFieldOf,
  rewardFormSchema,
  rewardSummary,
  rewardToForm,
  type CampaignRun,
  type RewardFormValues,
} from './reward-form-rules';
