/**
 * The header menu of the app: every feature's menu entries with the rule of the route each one
 * opens, read from the route table (the guards along the matched routes). So a link shows exactly
 * where its screen opens, unless the entry asks more (`menuRule`, part 1 §2.5). Made when the
 * signed-in app loads (src/app/routes.tsx, loaded after /login), so the sign-in page carries none of it.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { guardOf, guardRule, isAccountNavEntry, notFoundRoute, type NavEntry, type ScreenGuard } from '@/access';
import type { MenuEntry } from '@/shell/navigation';

/** Any account id: an account link's route does not depend on which account is open. */
const SOME_ACCOUNT = 1;

/** The path a menu entry opens (an account link in some account). */
export const entryPath = (entry: NavEntry): string => (isAccountNavEntry(entry) ? entry.to(SOME_ACCOUNT) : entry.to);

/** The guards of the routes that `path` passes through, outermost first; throws when it is no page. */
export function guardsOnPath(path: string, table: RouteObject[]): ScreenGuard[] {
  const matches = matchRoutes(table, path);
  const last = matches?.at(-1);
  if (!matches || !last || last.route === notFoundRoute) throw new Error(`No screen at ${path}`);
  return matches.flatMap((match) => guardOf(match.route) ?? []);
}

/** `table`: the signed-in routes below the two scopes (`SCOPED_ROUTES` of src/app/routes.tsx). */
export function menuEntriesOf(entries: readonly NavEntry[], table: RouteObject[]): MenuEntry[] {
  return entries.map((entry) => ({ entry, routeRule: guardRule(guardsOnPath(entryPath(entry), table)) }));
}
