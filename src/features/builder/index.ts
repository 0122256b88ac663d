/**
 * The campaign builder: the campaign form, its review and fix form, the navigator and the frame
 * of every step below a campaign. Exported here: what the steps other features add inside the
 * builder's campaign route use (the ad group step of targeting, the ad step of ads): the step's
 * frame, the builder's scope, the campaign's reads and its read-only reason.
 */
export { accountTimeZone } from './campaign-form-rules';
export { CreateRefusal, StepFrame } from './components/wizard/StepFrame';
export { useBuilderScope } from './components/wizard/builder-context';
export { useCampaign, useCampaignLine } from './queries';
export { useCampaignReadOnlyReason } from './use-read-only';
