/** What other folders use of the targeting feature: the ad group form and its reads. */
export { AdGroupForm } from './components/AdGroupForm';
export { AdGroupSummary } from './components/AdGroupSummary';
export { useAdGroupTargeting } from './queries';
export { audienceSentence, audienceValuesOf } from './audience-rules';
