/**
 * The header navigation of part 1 §2.5 as data: which groups and links a user sees, and which one
 * is active. Pure, so every rule is tested on both sides.
 *
 * - Items the user cannot access are hidden; a group with no accessible item is hidden (SHELL-032).
 * - A kill flag hides the links of the screens it turns off (NS-23), the same flags the route table
 *   guards them with.
 * - A path segment `create` means creation: it never highlights the list item (SHELL-018).
 */
import { all, any, flag, type AccessRule, type FlagName, type KillFlag, type Permission } from '@/access';
import type { MessageKey } from '@/i18n';
import { paths, SEGMENTS } from '@/lib/paths';
import type { Account, AccountType } from '@generated/aura/model';

/**
 * NS-06: Projections and Plans show only for these account types (and never for test accounts
 * in the case of Projections).
 */
export const PLANNING_ACCOUNT_TYPES: readonly AccountType[] = ['ADVERTISER', 'AGENCY'];

const INTERNAL: Permission = 'adsmanager.internal';
const CAMPAIGN_READ: Permission = 'adsmanager.campaign.read';
const CAMPAIGN_WRITE: Permission = 'adsmanager.campaign.write';
const REPORTING_READ: Permission = 'adsmanager.reporting.read';
const REPORTING_WRITE: Permission = 'adsmanager.reporting.write';
const TVC_READ: Permission = 'adsmanager.tvcrequest.read';
const TVC_WRITE: Permission = 'adsmanager.tvcrequest.write';
const USERS_READ: Permission = 'adsmanager.users.read';
const REDEMPTIONS_READ: Permission = 'adsmanager.redemptions.read';

const PLANNER = 'enable-campaign-planner';
/** The screen is not turned off by its kill flag. */
const alive = (kill: KillFlag): AccessRule => flag(kill, false);

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
  id: string;
  labelKey: MessageKey;
  items: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export interface NavigationInput {
  /** The open advertiser account; without it only the links outside an account show. */
  accountId?: number | undefined;
  account?: Pick<Account, 'accountType' | 'isTest'> | undefined;
  /** Permission check of the current scope (`useAccess().can`). */
  can: (rule: AccessRule) => boolean;
  isEnabled: (flag: FlagName) => boolean;
  /** The account has at least one (ACTIVE or DRAFT) line (SHELL-038). */
  hasLines: boolean;
}

interface LinkSpec {
  id: string;
  labelKey: MessageKey;
  to: string;
  rule: AccessRule;
  /** Conditions on the account rather than on permissions and flags. */
  when?: boolean;
  activeBelow?: readonly string[];
}

interface GroupSpec {
  id: string;
  labelKey: MessageKey;
  rule?: AccessRule;
  when?: boolean;
  items: readonly LinkSpec[];
}

/** Evaluates a rule with permissions from `can` and flags from `isEnabled`. */
function holds(rule: AccessRule, input: Pick<NavigationInput, 'can' | 'isEnabled'>): boolean {
  if (typeof rule === 'string') return input.can(rule);
  if ('flag' in rule) return input.isEnabled(rule.flag) === rule.enabled;
  if ('all' in rule) return rule.all.every((inner) => holds(inner, input));
  if ('any' in rule) return rule.any.some((inner) => holds(inner, input));
  return !holds(rule.not, input);
}

const isPlanningType = (account: NavigationInput['account']) =>
  account !== undefined && PLANNING_ACCOUNT_TYPES.includes(account.accountType);

/** The rule of the `/campaign/create` link apart from the lines (so lines are read only when it matters). */
const CAMPAIGN_CREATE_RULE = all(flag(PLANNER, false), CAMPAIGN_WRITE, INTERNAL, alive('disable-campaign-build'));

/** Whether the account's lines decide anything: only when the `/campaign/create` link could show. */
export function linesMatter(input: Omit<NavigationInput, 'hasLines'>): boolean {
  return input.accountId !== undefined && holds(CAMPAIGN_CREATE_RULE, input);
}

function accountGroups(accountId: number, input: NavigationInput): GroupSpec[] {
  const base = `${paths.account(accountId)}/`;
  const planningType = isPlanningType(input.account);
  return [
    {
      id: 'projections',
      labelKey: 'adsmanager.NAV_PROJECTIONS',
      rule: INTERNAL,
      when: planningType && input.account?.isTest === false,
      items: [
        {
          id: 'projections',
          labelKey: 'adsmanager.NAV_PROJECTION_LIST',
          to: paths.projections(accountId),
          rule: all(INTERNAL, alive('disable-projections')),
          activeBelow: [`${base}projections/`, `${base}projection/`],
        },
        {
          id: 'projection-create',
          labelKey: 'adsmanager.NAV_PROJECTION_CREATE',
          to: paths.projectionCreate(accountId),
          rule: all(INTERNAL, alive('disable-projections')),
        },
      ],
    },
    {
      id: 'campaigns',
      labelKey: 'adsmanager.NAV_CAMPAIGNS',
      items: [
        {
          // NS-07: the link follows §2.5 literally (read AND internal); the route allows read OR internal.
          id: 'campaigns',
          labelKey: 'adsmanager.NAV_CAMPAIGN_LIST',
          to: paths.campaigns(accountId),
          rule: all(CAMPAIGN_READ, INTERNAL, flag('enable-campaigns-page')),
          activeBelow: [`${base}campaigns/`, `${base}campaign/`],
        },
        {
          id: 'performance',
          labelKey: 'adsmanager.NAV_CAMPAIGN_PERFORMANCE',
          to: paths.performanceCampaigns(accountId),
          rule: all(CAMPAIGN_READ, alive('disable-campaign-performance')),
          activeBelow: [`${base}${SEGMENTS.performanceCampaigns}/`],
        },
        {
          id: 'plans',
          labelKey: 'adsmanager.NAV_PLANS',
          to: paths.plans(accountId),
          rule: all(flag(PLANNER), CAMPAIGN_READ, INTERNAL),
          when: planningType,
          activeBelow: [`${base}plans/`, `${base}plan/`],
        },
        {
          id: 'plan-create',
          labelKey: 'adsmanager.NAV_PLAN_CREATE',
          to: paths.planCreate(accountId),
          rule: all(flag(PLANNER), CAMPAIGN_WRITE, INTERNAL),
        },
        {
          id: 'campaign-create',
          labelKey: 'adsmanager.NAV_CAMPAIGN_CREATE',
          to: paths.campaignCreate(accountId),
          rule: CAMPAIGN_CREATE_RULE,
          when: input.hasLines,
        },
      ],
    },
    {
      id: 'reporting',
      labelKey: 'adsmanager.NAV_REPORTING',
      rule: all(any(REPORTING_READ, all(TVC_READ, INTERNAL)), alive('disable-reporting')),
      items: [
        {
          id: 'reports',
          labelKey: 'adsmanager.NAV_REPORTS',
          to: paths.reports(accountId),
          rule: all(REPORTING_READ, flag('enable-scheduled-reports')),
          activeBelow: [`${base}reporting/reports/`],
        },
        {
          id: 'report-create',
          labelKey: 'adsmanager.NAV_REPORT_CREATE',
          to: paths.reportCreate(accountId),
          rule: REPORTING_WRITE,
        },
        {
          id: 'tvc-requests',
          labelKey: 'adsmanager.NAV_TVC_REQUESTS',
          to: paths.tvcRequests(accountId),
          rule: all(TVC_READ, INTERNAL, alive('disable-tvc-requests')),
          activeBelow: [`${base}reporting/tvc-requests/`, `${base}reporting/tvc-request/`],
        },
        {
          id: 'tvc-request-create',
          labelKey: 'adsmanager.NAV_TVC_REQUEST_CREATE',
          to: paths.tvcRequestCreate(accountId),
          rule: all(TVC_WRITE, INTERNAL, alive('disable-tvc-requests')),
        },
      ],
    },
    {
      id: 'settings',
      labelKey: 'adsmanager.NAV_SETTINGS',
      rule: all(INTERNAL, any(USERS_READ, flag('enable-account-brands'))),
      items: [
        {
          id: 'users',
          labelKey: 'adsmanager.NAV_USERS',
          to: paths.users(accountId),
          rule: all(any(INTERNAL, USERS_READ), alive('disable-user-management')),
          activeBelow: [`${base}users/`, `${base}user/`],
        },
        {
          id: 'brands',
          labelKey: 'adsmanager.NAV_BRANDS',
          to: paths.brands(accountId),
          rule: all(INTERNAL, flag('enable-account-brands'), alive('disable-account-management')),
        },
      ],
    },
  ];
}

const GLOBAL_LINKS: readonly LinkSpec[] = [
  {
    id: 'redemptions',
    labelKey: 'adsmanager.NAV_REDEMPTIONS',
    to: paths.redemptions,
    rule: all(REDEMPTIONS_READ, alive('disable-admin')),
    activeBelow: [`${paths.redemptions}/`],
  },
  {
    id: 'accounts',
    labelKey: 'adsmanager.NAV_ALL_ACCOUNTS',
    to: paths.accounts,
    rule: all(INTERNAL, flag('enable-3pc-accounts'), alive('disable-accounts-page')),
    activeBelow: [`${paths.accounts}/`],
  },
];

function toLink(spec: LinkSpec, input: NavigationInput): NavLink | undefined {
  if (spec.when === false || !holds(spec.rule, input)) return undefined;
  return { kind: 'link', id: spec.id, labelKey: spec.labelKey, to: spec.to, activeBelow: spec.activeBelow ?? [] };
}

/** The header items the user may see, in menu order. */
export function buildNavigation(input: NavigationInput): NavItem[] {
  const items: NavItem[] = [];
  if (input.accountId !== undefined) {
    for (const group of accountGroups(input.accountId, input)) {
      if (group.when === false || (group.rule !== undefined && !holds(group.rule, input))) continue;
      const links = group.items.map((spec) => toLink(spec, input)).filter((link) => link !== undefined);
      if (links.length > 0) items.push({ kind: 'group', id: group.id, labelKey: group.labelKey, items: links });
    }
  }
  for (const spec of GLOBAL_LINKS) {
    const link = toLink(spec, input);
    if (link) items.push(link);
  }
  return items;
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
