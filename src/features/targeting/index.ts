/** What other folders use of the targeting feature: the ad group form and its reads. */
export { AdGroupForm, type AdGroupFormProps } from './components/AdGroupForm';
export { useAdGroupTargeting } from './queries';
export type { LoadedAdGroup } from './ad-group-rules';
