/**
 * Opportunities (part 3 §3, NS-71): no screen of their own; other features look an IO number up
 * to prefill what they create (projections).
 */
export { useOpportunityLookup } from './queries';
export type { Opportunity } from './opportunity-rules';
