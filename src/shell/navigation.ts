/**
 * The header navigation of part 1 §2.5 as data: which groups and links a user sees, and which one
 * is active. The links come from the features (their `nav` entries, src/access/screens.ts) with
 * the rule of the route each opens (src/app/menu.ts); permissions and flags are evaluated by the
 * scope's access (`can`). Pure, so every rule is tested on both sides.
 *
 * - A link shows where its route opens and the menu's own rule (if any) holds; items the user
 *   cannot access are hidden, and a group with no accessible item is hidden (SHELL-032).
 * - A path segment `create` means creation: it never highlights the list item (SHELL-018).
 */
import {
  all,
  any,
  flag,
  isAccountNavEntry,
  NAV_GROUPS,
  type AccessRule,
  type AccountCondition,
  type NavEntry,
  type NavGroupId,
} from '@/access';
import type { MessageKey } from '@/i18n';
import { paths, SEGMENTS } from '@/lib/paths';
import type { Account, AccountType } from '@generated/aura/model';

/**
 * NS-06: Projections and Plans show only for these account types (and never for test accounts
 * in the case of Projections).
 */
export const PLANNING_ACCOUNT_TYPES: readonly AccountType[] = ['ADVERTISER', 'AGENCY'];

/** A menu entry with the rule of the route it opens (its guards, outermost first, as one rule). */
export interface MenuEntry {
  readonly entry: NavEntry;
  readonly routeRule: AccessRule;
}

export interface NavLink {
  kind: 'link';
  id: string;
  labelKey: MessageKey;
  to: string;
  /** Path prefixes (ending in '/') below which the link is active too, except for `create`. */
  activeBelow: readonly string[];
}

export interface NavGroup {
  kind: 'group';
  id: NavGroupId;
  labelKey: MessageKey;
  items: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export interface NavigationInput {
  /** The open advertiser account; without it only the links outside an account show. */
  accountId?: number | undefined;
  account?: Pick<Account, 'accountType' | 'isTest'> | undefined;
  /** Permission and flag check of the current scope (`useAccess().can`). */
  can: (rule: AccessRule) => boolean;
  /** The account has at least one (ACTIVE or DRAFT) line (SHELL-038). */
  hasLines: boolean;
}

const GROUP_LABELS: Readonly<Record<NavGroupId, MessageKey>> = {
  projections: 'adsmanager.NAV_PROJECTIONS',
  campaigns: 'adsmanager.NAV_CAMPAIGNS',
  reporting: 'adsmanager.NAV_REPORTING',
  settings: 'adsmanager.NAV_SETTINGS',
};

/**
 * Part 1 §2.5: Settings needs internal plus users.read or the brands flag, though `/users` itself
 * opens with internal or users.read (SHELL-042). The other groups show whenever a link of theirs does.
 */
export const GROUP_RULES: Readonly<Partial<Record<NavGroupId, AccessRule>>> = {
  settings: all('adsmanager.internal', any('adsmanager.users.read', flag('enable-account-brands'))),
};

function accountHolds(condition: AccountCondition, input: NavigationInput): boolean {
  switch (condition) {
    case 'planningAccount':
      return input.account !== undefined && PLANNING_ACCOUNT_TYPES.includes(input.account.accountType);
    case 'liveAccount':
      return input.account?.isTest === false;
    case 'hasLines':
      return input.hasLines;
  }
}

/** Whether the entry's route opens and the menu's own rule holds (conditions on the account aside). */
const allowed = ({ entry, routeRule }: MenuEntry, can: NavigationInput['can']) =>
  can(routeRule) && (entry.menuRule === undefined || can(entry.menuRule));

function shows(menuEntry: MenuEntry, input: NavigationInput): boolean {
  const { entry } = menuEntry;
  if (isAccountNavEntry(entry)) {
    if (input.accountId === undefined) return false;
    if (!(entry.account ?? []).every((condition) => accountHolds(condition, input))) return false;
  }
  return allowed(menuEntry, input.can);
}

/** Whether the account's lines decide anything: only when a link that needs them could show. */
export function linesMatter(entries: readonly MenuEntry[], input: Omit<NavigationInput, 'hasLines'>): boolean {
  return entries.some(
    (menuEntry) => shows(menuEntry, { ...input, hasLines: true }) && !shows(menuEntry, { ...input, hasLines: false }),
  );
}

function toLink({ entry }: MenuEntry, accountId: number | undefined): NavLink {
  // Account links show only with an account (`shows`), so the id is there when they get here.
  const [to, scope] = isAccountNavEntry(entry)
    ? [entry.to(accountId ?? 0), `${paths.account(accountId ?? 0)}/`]
    : [entry.to, '/'];
  const activeBelow = (entry.activeBelow ?? []).map((path) => `${scope}${path}/`);
  return { kind: 'link', id: entry.id, labelKey: entry.labelKey, to, activeBelow };
}

/** The header items the user may see, in menu order: the account's groups, then the global links. */
export function buildNavigation(entries: readonly MenuEntry[], input: NavigationInput): NavItem[] {
  const visible = entries.filter((menuEntry) => shows(menuEntry, input));
  const groups = NAV_GROUPS.flatMap((id): NavGroup[] => {
    const rule = GROUP_RULES[id];
    if (rule !== undefined && !input.can(rule)) return [];
    const items = visible
      .filter(({ entry }) => isAccountNavEntry(entry) && entry.group === id)
      .map((menuEntry) => toLink(menuEntry, input.accountId));
    return items.length > 0 ? [{ kind: 'group', id, labelKey: GROUP_LABELS[id], items }] : [];
  });
  const globals = visible
    .filter(({ entry }) => !isAccountNavEntry(entry))
    .map((menuEntry) => toLink(menuEntry, input.accountId));
  return [...groups, ...globals];
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether the item (a group: any of its links) matches the current path. */
export function isActive(pathname: string, item: NavItem): boolean {
  if (item.kind === 'group') return item.items.some((link) => isActive(pathname, link));
  const path = normalise(pathname);
  if (path === item.to) return true;
  return item.activeBelow.some((prefix) => {
    if (!path.startsWith(prefix)) return false;
    const next = path.slice(prefix.length).split('/')[0] ?? '';
    return next !== '' && next !== SEGMENTS.create;
  });
}
