/**
 * Puts the features together: their routes below an account and outside one, the routes they add
 * inside another feature's route (by that route's id, `Feature.inside`), and their menu entries,
 * all in the order the features are listed.
 */
import type { RouteObject } from 'react-router';
import type { Feature, NavEntry } from '@/access';

export interface ComposedFeatures {
  account: RouteObject[];
  global: RouteObject[];
  nav: NavEntry[];
}

export function composeFeatures(features: readonly Feature[]): ComposedFeatures {
  const inside = new Map<string, RouteObject[]>();
  for (const feature of features) {
    for (const [slot, routes] of Object.entries(feature.inside ?? {})) {
      inside.set(slot, [...(inside.get(slot) ?? []), ...routes]);
    }
  }
  const placed = new Set<string>();
  const place = (routes: readonly RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      if (route.index) return route;
      const added = route.id === undefined ? undefined : inside.get(route.id);
      if (route.id !== undefined && added) placed.add(route.id);
      if (!route.children && !added) return route;
      return { ...route, children: place([...(route.children ?? []), ...(added ?? [])]) };
    });
  const composed: ComposedFeatures = {
    account: place(features.flatMap((feature) => feature.account ?? [])),
    global: place(features.flatMap((feature) => feature.global ?? [])),
    nav: features.flatMap((feature) => feature.nav ?? []),
  };
  const missing = [...inside.keys()].filter((slot) => !placed.has(slot));
  if (missing.length > 0) throw new Error(`No route has the id: ${missing.join(', ')}`);
  return composed;
}

/** The feature with every lazy route of it also awaiting `load` (e.g. the messages its screens show). */
export function loadingWith(feature: Feature, load: () => Promise<void>): Feature {
  const wrap = (routes: readonly RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const { lazy, children } = route;
      const wrapped: RouteObject = { ...route };
      if (typeof lazy === 'function') {
        wrapped.lazy = async () => (await Promise.all([lazy(), load()]))[0];
      }
      if (children) wrapped.children = wrap(children);
      return wrapped;
    });
  return {
    ...feature,
    ...(feature.account ? { account: wrap(feature.account) } : {}),
    ...(feature.global ? { global: wrap(feature.global) } : {}),
    ...(feature.inside
      ? { inside: Object.fromEntries(Object.entries(feature.inside).map(([slot, routes]) => [slot, wrap(routes)])) }
      : {}),
  };
}
