/** The campaign builder: the campaign form, fix form and campaign review (part 2 §2–§5). */
export {
  InvalidRouteId,
  InvalidRouteIdBoundary,
  InvalidRouteIdError,
  readRouteId,
  useRouteId,
  withRouteIdBoundary,
} from './route-ids';
export type { RouteIdKind, RouteIdResult } from './route-ids';
