/**
 * The plans feature: list, create and review of plans (part 2 §7 Plans).
 * Exported here: what other features use (the builder reads a campaign's plan).
 */
export { planQueryOptions } from './queries';
