/**
 * Route objects with their guards. A guarded route renders `Guard` around its children and keeps
 * its guard in `handle`, where the header navigation (src/app/navigation.ts) and the tests read it.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { NotFoundError } from './errors';
import { Guard } from './guard';
import type { ScreenGuard } from './screens';

interface GuardHandle {
  guard: ScreenGuard;
}

const isGuardHandle = (handle: unknown): handle is GuardHandle =>
  typeof handle === 'object' && handle !== null && 'guard' in handle;

/** A route and its children behind a guard; without a path it guards its children only. */
export function guarded(path: string | undefined, guard: ScreenGuard, children: RouteObject[]): RouteObject {
  const handle: GuardHandle = { guard };
  return {
    ...(path === undefined ? {} : { path }),
    element: (
      <Guard rule={guard.rule} kill={guard.kill}>
        <Outlet />
      </Guard>
    ),
    handle,
    children,
  };
}

/** The guard a route was built with (`guarded`), if any. */
export function guardOf(route: Pick<RouteObject, 'handle'>): ScreenGuard | undefined {
  const handle: unknown = route.handle;
  return isGuardHandle(handle) ? handle.guard : undefined;
}

/** A route that redirects (replacing history); without a path it is the index route. */
export function redirectRoute(to: string, path?: string): RouteObject {
  const element = <Navigate to={to} replace />;
  return path === undefined ? { index: true, element } : { path, element };
}

function NotFound(): never {
  throw new NotFoundError();
}

/** Any other path here is not a page: the 404 screen, inside the shell frame (SHELL-009). */
export const notFoundRoute: RouteObject = { path: '*', Component: NotFound };
