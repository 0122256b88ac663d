/**
 * What a feature declares about its screens, as data the route table, the header navigation and
 * the tests read alike: the guard of each route (a permission rule and a kill flag, NS-23) and the
 * menu entries that lead there (part 1 §2.5). A feature's `routes.tsx` holds its whole subtree;
 * `src/app/routes.tsx` only lists the features.
 */
import type { RouteObject } from 'react-router';
import type { MessageKey } from '@/i18n';
import type { KillFlag } from './flags';
import { all, flag, type AccessRule } from './rules';

/** The guard of a route: a rule that must hold, and a kill flag that turns the screen off. */
export interface ScreenGuard {
  readonly rule?: AccessRule;
  readonly kill?: KillFlag;
}

/** The rule that holds exactly where a user passes these guards (outermost first). */
export function guardRule(guards: readonly ScreenGuard[]): AccessRule {
  return all(
    ...guards.flatMap((guard) => [
      ...(guard.kill === undefined ? [] : [flag(guard.kill, false)]),
      ...(guard.rule === undefined ? [] : [guard.rule]),
    ]),
  );
}

/** The header menu's dropdown groups (part 1 §2.5), in menu order. */
export const NAV_GROUPS = ['projections', 'campaigns', 'reporting', 'settings'] as const;
export type NavGroupId = (typeof NAV_GROUPS)[number];

/** Conditions on the open account that the menu asks for beside permissions and flags. */
export type AccountCondition =
  /** The account type may plan (NS-06). */
  | 'planningAccount'
  /** Not a test account (NS-06). */
  | 'liveAccount'
  /** The account has at least one ACTIVE or DRAFT line (SHELL-038). */
  | 'hasLines';

interface NavEntryBase {
  id: string;
  labelKey: MessageKey;
  /**
   * What the menu asks beyond the guards of the route the link opens (part 1 §2.5 is stricter than
   * §6.3 in places). Without it the link shows exactly where its route opens.
   */
  menuRule?: AccessRule;
  /**
   * Paths, relative to the scope (`/advertiser/{accountId}` or `/`), below which the link is active
   * too; a next segment `create` never is (SHELL-018).
   */
  activeBelow?: readonly string[];
}

/** A link of a group in the menu of an open account. */
export interface AccountNavEntry extends NavEntryBase {
  group: NavGroupId;
  to: (accountId: number) => string;
  account?: readonly AccountCondition[];
}

/** A top-level link that shows inside and outside an account. */
export interface GlobalNavEntry extends NavEntryBase {
  to: string;
}

export type NavEntry = AccountNavEntry | GlobalNavEntry;

export const isAccountNavEntry = (entry: NavEntry): entry is AccountNavEntry => typeof entry.to === 'function';

/**
 * Routes that other features' routes go inside, by route id: `plan` is `plan/{planId}`,
 * `reporting` is the reporting section (behind its rule), `reportingArea` is below `reporting/`
 * behind the section's kill flag only, for screens with a rule of their own (ACCESS-021);
 * `campaign` is the builder's `campaign/{campaignId}` and `planCampaign` its read-only
 * `plan/{planId}/specification/{campaignId}`, both in the builder's frame (the ad group and ad steps).
 */
export type RouteSlot = 'plan' | 'reporting' | 'reportingArea' | 'campaign' | 'planCampaign';

/** One feature's part of the route table and of the header menu. */
export interface Feature {
  /** Routes below `/advertiser/{accountId}`. */
  account?: readonly RouteObject[];
  /** Routes outside an account (`/accounts`, `/admin` …). */
  global?: readonly RouteObject[];
  /** Routes inside another feature's route (its `id` is the slot). */
  inside?: Partial<Record<RouteSlot, readonly RouteObject[]>>;
  /** The feature's menu links, in menu order within their group. */
  nav?: readonly NavEntry[];
}
