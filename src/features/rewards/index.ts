/** What other folders use of the reward: the ad form's reward section, its schema, reads and save. */
export { RewardSection, type RewardFormShape, type RewardSectionProps } from './components/RewardSection';
export { useAdReward, useSaveReward, NoRewardModelError, type SaveRewardInput, type SaveRewardResult } from './queries';
export {
  rewardFormDefaults,
  rewardFormFieldOf,
  rewardFormSchema,
  rewardSummary,
  type RewardFormValues,
} from './reward-form-rules';
