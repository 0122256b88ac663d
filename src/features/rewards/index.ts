/** What other folders use of the reward: the ad form's reward section, its schema, reads and save. */
export { RewardSection } from './components/RewardSection';
export { useAdReward, useSaveReward } from './queries';
export {
  rewardFormDefaults,
  rewardFormFieldOf,
  rewardFormSchema,
  rewardSummary,
  type CampaignRun,
  type RewardFormValues,
} from './reward-form-rules';
