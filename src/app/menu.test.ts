import { describe, expect, it } from 'vitest';
import { all, isAccountNavEntry, type AccessRule, type NavEntry } from '@/access';
import { createAccess } from '@/access/access-context';
import type { AccessUser, Permission } from '@/access/permissions';
import type { FlagName } from '@/access/flags';
import {
  buildNavigation,
  GROUP_RULES,
  isActive,
  linesMatter,
  PLANNING_ACCOUNT_TYPES,
  type NavItem,
  type NavLink,
} from '@/shell/navigation';
import type { AccountType } from '@generated/aura/model';
import { entryPath, guardsOnPath, menuEntriesOf } from './menu';
import { screenAt } from '@/testing/route-access';
import { appRoutes } from '@/testing/app-routes';
import { navEntries, SCOPED_ROUTES } from './routes';

const MENU = menuEntriesOf(navEntries, SCOPED_ROUTES);

const A = 42;
const base = `/advertiser/${String(A)}`;

interface Setup {
  type?: 'INTERNAL' | 'EXTERNAL';
  permissions?: string[];
  flags?: FlagName[];
  accountType?: AccountType;
  isTest?: boolean;
  hasLines?: boolean;
  inAccount?: boolean;
}

function nav({
  type = 'INTERNAL',
  permissions = [],
  flags = [],
  accountType = 'ADVERTISER',
  isTest = false,
  hasLines = false,
  inAccount = true,
}: Setup = {}): NavItem[] {
  const on = new Set<FlagName>(flags);
  const isEnabled = (name: FlagName) => on.has(name);
  const user: AccessUser = { type, status: 'ACTIVE', permissions };
  const access = createAccess(user, isEnabled);
  return buildNavigation(MENU, {
    accountId: inAccount ? A : undefined,
    account: inAccount ? { accountType, isTest } : undefined,
    can: access.can,
    hasLines,
  });
}

const group = (items: NavItem[], id: string) => items.find((item) => item.kind === 'group' && item.id === id);
const links = (items: NavItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? item.items.map((link) => link.to) : [item.to]));
const has = (items: NavItem[], to: string) => links(items).includes(to);

const ALL_CAMPAIGN = ['campaign.read', 'campaign.write'];

describe('the header menu', () => {
  it('SHELL-032 items are dropdown groups or links; inaccessible items hide and an empty group hides', () => {
    const everything = nav({
      permissions: [...ALL_CAMPAIGN, 'reporting.read', 'reporting.write', 'users.read', 'redemptions.read'],
      flags: ['enable-campaigns-page', 'enable-scheduled-reports', 'enable-3pc-accounts'],
    });
    expect(everything.map((item) => `${item.kind}:${item.id}`)).toEqual([
      'group:projections',
      'group:campaigns',
      'group:reporting',
      'group:settings',
      'link:redemptions',
      'link:accounts',
    ]);

    // An external viewer with campaign.read only: the Campaigns group holds performance alone.
    const viewer = nav({ type: 'EXTERNAL', permissions: ['campaign.read'], flags: ['enable-campaigns-page'] });
    expect(viewer.map((item) => item.id)).toEqual(['campaigns']);
    expect(links(viewer)).toEqual([`${base}/performance/campaigns`]);

    // Nothing accessible in the Campaigns group: the group itself is gone.
    const nothing = nav({ type: 'EXTERNAL', permissions: [] });
    expect(nothing).toEqual([]);
  });

  it('SHELL-033 Projections shows only to internal users, not for test accounts nor excluded account types (NS-06)', () => {
    expect(group(nav(), 'projections')).toMatchObject({
      items: [
        { to: `${base}/projections`, labelKey: 'adsmanager.NAV_PROJECTION_LIST' },
        { to: `${base}/projection/create` },
      ],
    });
    expect(group(nav({ accountType: 'AGENCY' }), 'projections')).toBeDefined();
    expect(group(nav({ type: 'EXTERNAL', permissions: ALL_CAMPAIGN }), 'projections')).toBeUndefined();
    expect(group(nav({ isTest: true }), 'projections')).toBeUndefined();
    for (const excluded of ['CHANNELPARTNER', 'FINANCIALINSTITUTION', 'THIRDPARTYCONTENT'] as const) {
      expect(group(nav({ accountType: excluded }), 'projections')).toBeUndefined();
    }
    expect(PLANNING_ACCOUNT_TYPES).toEqual(['ADVERTISER', 'AGENCY']);
    // NS-23: the kill flag hides the links, and with them the group.
    expect(group(nav({ flags: ['disable-projections'] }), 'projections')).toBeUndefined();
  });

  it('SHELL-034 /campaigns needs campaign.read, internal and flag enable-campaigns-page (NS-07)', () => {
    const to = `${base}/campaigns`;
    expect(has(nav({ permissions: ['campaign.read'], flags: ['enable-campaigns-page'] }), to)).toBe(true);
    expect(has(nav({ permissions: [], flags: ['enable-campaigns-page'] }), to)).toBe(false);
    expect(has(nav({ permissions: ['campaign.read'], flags: [] }), to)).toBe(false);
    // NS-07: the route lets external readers in; the link follows §2.5 and asks for internal too.
    expect(has(nav({ type: 'EXTERNAL', permissions: ['campaign.read'], flags: ['enable-campaigns-page'] }), to)).toBe(
      false,
    );
  });

  it('SHELL-035 /performance/campaigns needs campaign.read', () => {
    const to = `${base}/performance/campaigns`;
    expect(has(nav({ type: 'EXTERNAL', permissions: ['campaign.read'] }), to)).toBe(true);
    expect(has(nav({ type: 'INTERNAL', permissions: ['campaign.write'] }), to)).toBe(false);
    expect(has(nav({ permissions: ['campaign.read'], flags: ['disable-campaign-performance'] }), to)).toBe(false);
  });

  it('SHELL-036 /plans needs enable-campaign-planner, campaign.read, internal and an account type outside the excluded set', () => {
    const to = `${base}/plans`;
    const ok: Setup = { permissions: ['campaign.read'], flags: ['enable-campaign-planner'] };
    expect(has(nav(ok), to)).toBe(true);
    expect(has(nav({ ...ok, accountType: 'AGENCY' }), to)).toBe(true);
    expect(has(nav({ ...ok, flags: [] }), to)).toBe(false);
    expect(has(nav({ ...ok, permissions: ['campaign.write'] }), to)).toBe(false);
    expect(has(nav({ ...ok, type: 'EXTERNAL' }), to)).toBe(false);
    expect(has(nav({ ...ok, accountType: 'FINANCIALINSTITUTION' }), to)).toBe(false);
    expect(has(nav({ ...ok, accountType: 'THIRDPARTYCONTENT' }), to)).toBe(false);
  });

  it('SHELL-037 /plan/create needs enable-campaign-planner, campaign.write and internal', () => {
    const to = `${base}/plan/create`;
    const ok: Setup = { permissions: ['campaign.write'], flags: ['enable-campaign-planner'] };
    expect(has(nav(ok), to)).toBe(true);
    expect(has(nav({ ...ok, flags: [] }), to)).toBe(false);
    expect(has(nav({ ...ok, permissions: ['campaign.read'] }), to)).toBe(false);
    expect(has(nav({ ...ok, type: 'EXTERNAL' }), to)).toBe(false);
  });

  it('SHELL-038 /campaign/create shows only with the planner off, campaign.write, internal and at least one line', () => {
    const to = `${base}/campaign/create`;
    const ok: Setup = { permissions: ['campaign.write'], hasLines: true };
    expect(has(nav(ok), to)).toBe(true);
    expect(has(nav({ ...ok, flags: ['enable-campaign-planner'] }), to)).toBe(false);
    expect(has(nav({ ...ok, permissions: ['campaign.read'] }), to)).toBe(false);
    expect(has(nav({ ...ok, type: 'EXTERNAL' }), to)).toBe(false);
    expect(has(nav({ ...ok, hasLines: false }), to)).toBe(false);
    // NS-23: disable-campaign-build turns the builder off, so its create link goes.
    expect(has(nav({ ...ok, flags: ['disable-campaign-build'] }), to)).toBe(false);
  });

  it('SHELL-038 the lines are asked for only when the /campaign/create link could show', () => {
    const input = (user: AccessUser, flags: FlagName[] = [], inAccount = true) => {
      const isEnabled = (name: FlagName) => flags.includes(name);
      const access = createAccess(user, isEnabled);
      return { accountId: inAccount ? A : undefined, can: (rule: AccessRule) => access.can(rule) };
    };
    const writer: AccessUser = { type: 'INTERNAL', status: 'ACTIVE', permissions: ['campaign.write'] };
    expect(linesMatter(MENU, input(writer))).toBe(true);
    expect(linesMatter(MENU, input(writer, ['enable-campaign-planner']))).toBe(false);
    expect(linesMatter(MENU, input(writer, [], false))).toBe(false);
    expect(linesMatter(MENU, input({ ...writer, type: 'EXTERNAL' }))).toBe(false);
  });

  it('SHELL-039 the Reporting group shows with reporting.read, or with tvcrequest.read together with internal', () => {
    const scheduled: FlagName[] = ['enable-scheduled-reports'];
    expect(
      group(nav({ type: 'EXTERNAL', permissions: ['reporting.read'], flags: scheduled }), 'reporting'),
    ).toBeDefined();
    expect(group(nav({ type: 'INTERNAL', permissions: ['tvcrequest.read'] }), 'reporting')).toBeDefined();
    // tvcrequest.read counts only for internal users.
    expect(group(nav({ type: 'EXTERNAL', permissions: ['tvcrequest.read'] }), 'reporting')).toBeUndefined();
    // reporting.write alone does not open the group.
    expect(group(nav({ type: 'EXTERNAL', permissions: ['reporting.write'] }), 'reporting')).toBeUndefined();
    expect(
      group(
        nav({ type: 'EXTERNAL', permissions: ['reporting.read'], flags: [...scheduled, 'disable-reporting'] }),
        'reporting',
      ),
    ).toBeUndefined();
  });

  it('SHELL-040 /reporting/reports needs reporting.read and enable-scheduled-reports; /reporting/reports/create needs reporting.write', () => {
    const list = `${base}/reporting/reports`;
    const create = `${base}/reporting/reports/create`;
    const reader: Setup = { type: 'EXTERNAL', permissions: ['reporting.read'], flags: ['enable-scheduled-reports'] };
    expect(has(nav(reader), list)).toBe(true);
    expect(has(nav({ ...reader, flags: [] }), list)).toBe(false);
    expect(has(nav({ ...reader, permissions: ['reporting.read', 'reporting.write'] }), list)).toBe(true);
    expect(has(nav(reader), create)).toBe(false);
    expect(has(nav({ ...reader, permissions: ['reporting.read', 'reporting.write'] }), create)).toBe(true);
    // Without the flag a writer still gets the create link, so the group stays.
    expect(links(nav({ ...reader, flags: [], permissions: ['reporting.read', 'reporting.write'] }))).toContain(create);
  });

  it('SHELL-041 TVC request links need tvcrequest.read / tvcrequest.write together with internal', () => {
    const list = `${base}/reporting/tvc-requests`;
    const create = `${base}/reporting/tvc-request/create`;
    expect(has(nav({ permissions: ['tvcrequest.read'] }), list)).toBe(true);
    expect(has(nav({ permissions: ['tvcrequest.read'] }), create)).toBe(false);
    expect(has(nav({ permissions: ['tvcrequest.read', 'tvcrequest.write'] }), create)).toBe(true);
    expect(
      has(nav({ type: 'EXTERNAL', permissions: ['reporting.read', 'tvcrequest.read', 'tvcrequest.write'] }), list),
    ).toBe(false);
    expect(
      has(nav({ type: 'EXTERNAL', permissions: ['reporting.read', 'tvcrequest.read', 'tvcrequest.write'] }), create),
    ).toBe(false);
    const killed = nav({
      permissions: ['reporting.read', 'tvcrequest.read', 'tvcrequest.write'],
      flags: ['disable-tvc-requests'],
    });
    expect(has(killed, list) || has(killed, create)).toBe(false);
  });

  it('SHELL-042 Settings needs internal plus users.read or enable-account-brands; /brands only with the flag', () => {
    const users = `${base}/users`;
    const brands = `${base}/brands`;
    expect(group(nav({ permissions: ['users.read'] }), 'settings')).toMatchObject({ items: [{ to: users }] });
    expect(links(nav({ permissions: ['users.read'] }))).not.toContain(brands);
    expect(group(nav({ permissions: [], flags: ['enable-account-brands'] }), 'settings')).toMatchObject({
      items: [{ to: users }, { to: brands }],
    });
    expect(group(nav({ permissions: [] }), 'settings')).toBeUndefined();
    expect(
      group(nav({ type: 'EXTERNAL', permissions: ['users.read'], flags: ['enable-account-brands'] }), 'settings'),
    ).toBe(undefined);
    // NS-23: each kill flag takes its own link away.
    expect(
      links(nav({ permissions: ['users.read'], flags: ['enable-account-brands', 'disable-user-management'] })),
    ).toEqual(expect.not.arrayContaining([users]));
    expect(
      links(nav({ permissions: ['users.read'], flags: ['enable-account-brands', 'disable-account-management'] })),
    ).not.toContain(brands);
  });

  it('SHELL-043 the admin redemptions entry shows when adsmanager.redemptions.read is held', () => {
    expect(has(nav({ permissions: ['redemptions.read'] }), '/admin/redemptions')).toBe(true);
    expect(has(nav({ permissions: ['redemptions.read'], inAccount: false }), '/admin/redemptions')).toBe(true);
    expect(has(nav({ permissions: ['redemptions.write'] }), '/admin/redemptions')).toBe(false);
    // Redemptions permissions count for internal users only (part 1 §6.2).
    expect(has(nav({ type: 'EXTERNAL', permissions: ['redemptions.read'] }), '/admin/redemptions')).toBe(false);
    expect(has(nav({ permissions: ['redemptions.read'], flags: ['disable-admin'] }), '/admin/redemptions')).toBe(false);
  });

  it('SHELL-044 the all-accounts link shows only to internal users and only with enable-3pc-accounts', () => {
    expect(has(nav({ flags: ['enable-3pc-accounts'] }), '/accounts')).toBe(true);
    expect(has(nav({ flags: ['enable-3pc-accounts'], inAccount: false }), '/accounts')).toBe(true);
    expect(has(nav({ flags: [] }), '/accounts')).toBe(false);
    expect(has(nav({ type: 'EXTERNAL', permissions: ALL_CAMPAIGN, flags: ['enable-3pc-accounts'] }), '/accounts')).toBe(
      false,
    );
    expect(has(nav({ flags: ['enable-3pc-accounts', 'disable-accounts-page'] }), '/accounts')).toBe(false);
  });

  it('SHELL-032 outside an account only the global links show', () => {
    const items = nav({
      inAccount: false,
      permissions: [...ALL_CAMPAIGN, 'reporting.read', 'users.read', 'redemptions.read'],
      flags: ['enable-3pc-accounts', 'enable-campaigns-page', 'enable-scheduled-reports'],
    });
    expect(items.map((item) => `${item.kind}:${item.id}`)).toEqual(['link:redemptions', 'link:accounts']);
  });
});

describe('isActive', () => {
  const everything = nav({
    permissions: [
      ...ALL_CAMPAIGN,
      'reporting.read',
      'reporting.write',
      'tvcrequest.read',
      'tvcrequest.write',
      'users.read',
    ],
    flags: ['enable-campaigns-page', 'enable-scheduled-reports', 'enable-campaign-planner', 'enable-account-brands'],
  });
  const link = (to: string): NavLink => {
    for (const item of everything) {
      const found =
        item.kind === 'group' ? item.items.find((inner) => inner.to === to) : item.to === to ? item : undefined;
      if (found) return found;
    }
    throw new Error(`no link ${to}`);
  };

  it('SHELL-018 a route id of create means creation and does not highlight the list item', () => {
    const tvcList = link(`${base}/reporting/tvc-requests`);
    const tvcCreate = link(`${base}/reporting/tvc-request/create`);
    expect(isActive(`${base}/reporting/tvc-request/create`, tvcList)).toBe(false);
    expect(isActive(`${base}/reporting/tvc-request/create`, tvcCreate)).toBe(true);
    expect(isActive(`${base}/reporting/tvc-request/17`, tvcList)).toBe(true);

    const reports = link(`${base}/reporting/reports`);
    expect(isActive(`${base}/reporting/reports/create`, reports)).toBe(false);
    expect(isActive(`${base}/reporting/reports/create`, link(`${base}/reporting/reports/create`))).toBe(true);
    expect(isActive(`${base}/reporting/reports/9`, reports)).toBe(true);
    expect(isActive(`${base}/reporting/reports/`, reports)).toBe(true);

    const plans = link(`${base}/plans`);
    expect(isActive(`${base}/plan/create`, plans)).toBe(false);
    expect(isActive(`${base}/plan/12/review`, plans)).toBe(true);
  });

  it('SHELL-042 manage users is also active on /user/*, but not on user creation', () => {
    const users = link(`${base}/users`);
    expect(isActive(`${base}/users`, users)).toBe(true);
    expect(isActive(`${base}/user/vera%40acme.example`, users)).toBe(true);
    expect(isActive(`${base}/user/create`, users)).toBe(false);
    expect(isActive(`${base}/brands`, users)).toBe(false);
  });

  it('SHELL-032 a group is active when one of its links is', () => {
    const settings = group(everything, 'settings');
    const campaigns = group(everything, 'campaigns');
    expect(settings && isActive(`${base}/brands`, settings)).toBe(true);
    expect(campaigns && isActive(`${base}/brands`, campaigns)).toBe(false);
    expect(campaigns && isActive(`${base}/campaign/5/ad-group/6`, campaigns)).toBe(true);
  });
});

/** The permissions and flags a rule mentions. */
function atomsOf(rule: AccessRule | undefined): { permissions: Permission[]; flags: FlagName[] } {
  if (rule === undefined) return { permissions: [], flags: [] };
  if (typeof rule === 'string') return { permissions: [rule], flags: [] };
  if ('flag' in rule) return { permissions: [], flags: [rule.flag] };
  const inner = 'not' in rule ? [rule.not] : 'all' in rule ? rule.all : rule.any;
  const parts = inner.map(atomsOf);
  return { permissions: parts.flatMap((part) => part.permissions), flags: parts.flatMap((part) => part.flags) };
}

const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

interface Case extends Setup {
  flags: FlagName[];
}

/** Whether the entry's link shows, and whether the screen it leads to opens, for one user in one account. */
function outcome(entry: NavEntry, setup: Case): { link: boolean; route: boolean } {
  const items = nav(setup);
  const link = items.some((item) =>
    (item.kind === 'group' ? item.items : [item]).some((inner) => inner.id === entry.id),
  );
  const path = isAccountNavEntry(entry) ? entry.to(A) : entry.to;
  return { link, route: screenAt(appRoutes, path, setup) === 'open' };
}

/**
 * Where part 1 §2.5 (the menu) asks more than §6.3 (the routes), on purpose: the route opens but the
 * link is not there. Each difference names a user who shows it.
 */
const DIFFERENCES: Record<string, { why: string; shownBy: Case[] }> = {
  projections: {
    why: 'NS-06: the Projections menu is hidden for test accounts and account types that do not plan',
    shownBy: [
      { flags: [], isTest: true },
      { flags: [], accountType: 'THIRDPARTYCONTENT' },
    ],
  },
  'projection-create': {
    why: 'NS-06, as for the projections list',
    shownBy: [{ flags: [], isTest: true }],
  },
  campaigns: {
    why: 'NS-07: the link needs campaign.read AND internal; the route campaign.read OR internal',
    shownBy: [{ type: 'EXTERNAL', permissions: ['campaign.read'], flags: ['enable-campaigns-page'] }],
  },
  plans: {
    why: '§2.5: campaign.read AND internal, in an account type that plans (NS-06); §6.3: read OR internal',
    shownBy: [
      { type: 'EXTERNAL', permissions: ['campaign.read'], flags: ['enable-campaign-planner'] },
      { permissions: ['campaign.read'], flags: ['enable-campaign-planner'], accountType: 'FINANCIALINSTITUTION' },
    ],
  },
  'plan-create': {
    why: '§2.5: the link needs campaign.write and internal; the route lets campaign readers in',
    shownBy: [{ permissions: ['campaign.read'], flags: ['enable-campaign-planner'] }],
  },
  'campaign-create': {
    why: '§2.5: only while the planner is off, with campaign.write, internal and a line in the account',
    shownBy: [
      { permissions: ['campaign.write'], flags: [], hasLines: false },
      { type: 'EXTERNAL', permissions: ['campaign.read', 'campaign.write'], flags: [], hasLines: true },
      { permissions: ['campaign.write'], flags: ['enable-campaign-planner'], hasLines: true },
    ],
  },
  'tvc-requests': {
    why: '§2.5: tvcrequest.read AND internal; §6.3: internal OR tvcrequest.read',
    shownBy: [{ permissions: ['reporting.read'], flags: [] }],
  },
  'tvc-request-create': {
    why: '§2.5: tvcrequest.write AND internal; §6.3: internal OR tvcrequest.write (NS-25)',
    shownBy: [{ permissions: ['reporting.read'], flags: [] }],
  },
  users: {
    why: '§2.5: the Settings group needs internal plus users.read or the brands flag; §6.3 lets internal OR users.read into /users',
    shownBy: [
      { type: 'EXTERNAL', permissions: ['users.read'], flags: [] },
      { permissions: [], flags: [] },
    ],
  },
  redemptions: {
    why: '§2.5: the entry shows with redemptions.read; §2.3 lets internal users into /admin/redemptions too',
    shownBy: [{ permissions: [], flags: [] }],
  },
  accounts: {
    why: '§2.3: /accounts is linked in the menu only while enable-3pc-accounts is on',
    shownBy: [{ permissions: [], flags: [] }],
  },
};

describe('menu entries and the guards of their routes', () => {
  it.each(MENU.map(({ entry }) => [entry.id, entry] as const))(
    'SHELL-032 the %s link shows only where its screen opens, and wherever it opens unless the spec says otherwise',
    (id, entry) => {
      const atoms = atomsOf(
        all(MENU.find((menuEntry) => menuEntry.entry === entry)?.routeRule ?? all(), entry.menuRule ?? all()),
      );
      const group = isAccountNavEntry(entry) ? atomsOf(GROUP_RULES[entry.group]) : atomsOf(undefined);
      const permissions = [...new Set([...atoms.permissions, ...group.permissions])].filter(
        (name) => name !== 'adsmanager.internal',
      );
      const flags = [...new Set([...atoms.flags, ...group.flags])];
      const differences: Case[] = [];
      for (const type of ['INTERNAL', 'EXTERNAL'] as const)
        for (const held of subsets(permissions))
          for (const on of subsets(flags))
            for (const accountType of ['ADVERTISER', 'FINANCIALINSTITUTION'] as const)
              for (const isTest of [false, true])
                for (const hasLines of [false, true]) {
                  const setup: Case = { type, permissions: held, flags: on, accountType, isTest, hasLines };
                  const { link, route } = outcome(entry, setup);
                  // A link never leads to the 403 or the feature-disabled screen.
                  expect(link && !route, JSON.stringify(setup)).toBe(false);
                  if (route && !link) differences.push(setup);
                }
      const deliberate = DIFFERENCES[id];
      if (deliberate === undefined) {
        expect(differences, `${id} opens without its link`).toEqual([]);
        return;
      }
      expect(differences.length, deliberate.why).toBeGreaterThan(0);
      for (const setup of deliberate.shownBy)
        expect(outcome(entry, setup), deliberate.why).toEqual({ link: false, route: true });
    },
  );

  it('every deliberate difference belongs to a menu entry', () => {
    const ids = MENU.map(({ entry }) => entry.id);
    expect(Object.keys(DIFFERENCES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('SHELL-032 each menu entry opens a screen of the route table, not the 404 page', () => {
    expect(() =>
      menuEntriesOf([{ id: 'nowhere', labelKey: 'adsmanager.NAV_USERS', to: '/no/such/page' }], SCOPED_ROUTES),
    ).toThrow('No screen at /no/such/page');
    for (const { entry } of MENU) expect(() => guardsOnPath(entryPath(entry), SCOPED_ROUTES)).not.toThrow();
  });
});
