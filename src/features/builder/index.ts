/**
 * The campaign builder: the campaign form, fix form and campaign review (part 2 §2–§5).
 * Exported here: the route-id checks (NS-35) the plans feature uses too.
 */
export { useRouteId, withRouteIdBoundary } from './route-ids';
