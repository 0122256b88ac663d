/** What other folders use of the ads feature: the ad form with its reads. */
export { AdForm } from './components/AdForm';
export { AdSummary } from './components/AdSummary';
export { brandOptionsOf } from './ad-form-rules';
export { useAdToEdit, useBrandStoreSegments } from './queries';
