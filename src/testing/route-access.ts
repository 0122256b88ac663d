/**
 * What a user meets at a path of a route table, as the route guards decide it (src/access/guard.tsx),
 * without rendering the screens: for tests of route rules over many users.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { guardOf, notFoundRoute } from '@/access';
import { createAccess } from '@/access/access-context';
import { guardVerdict } from '@/access/guard';
import type { FlagName } from '@/access/flags';

export interface RouteUser {
  type?: 'INTERNAL' | 'EXTERNAL';
  /** Server permission names, e.g. 'campaign.read'. */
  permissions?: readonly string[];
  /** The flags that are on; the rest are off. */
  flags?: readonly FlagName[];
}

export type ScreenAt = 'open' | 'disabled' | 'forbidden' | 'not found';

export function screenAt(routes: RouteObject[], path: string, user: RouteUser = {}): ScreenAt {
  const flags = user.flags ?? [];
  const isEnabled = (name: FlagName) => flags.includes(name);
  const access = createAccess(
    { type: user.type ?? 'INTERNAL', status: 'ACTIVE', permissions: [...(user.permissions ?? [])] },
    isEnabled,
  );
  const matches = matchRoutes(routes, path);
  if (!matches || matches.at(-1)?.route === notFoundRoute) return 'not found';
  for (const { route } of matches) {
    const guard = guardOf(route);
    const verdict = guard === undefined ? 'open' : guardVerdict(guard, access.can, isEnabled);
    if (verdict !== 'open') return verdict;
  }
  return 'open';
}
