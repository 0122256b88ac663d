/** What other folders use of the targeting feature: the audience rules (the builder's review). */
export { audienceSentence, audienceValuesOf } from './audience-rules';
