import { describe, expect, it } from 'vitest';
import { createAccess } from '@/access/access-context';
import { POSITIVE_FLAGS, type FlagName, type KillFlag } from '@/access/flags';
import { buildNavigation } from '@/shell/navigation';
import { screenAt, type RouteUser } from '@/testing/route-access';
import { menuEntriesOf } from './menu';
import { appRoutes } from '@/testing/app-routes';
import { navEntries, SCOPED_ROUTES } from './routes';

const MENU = menuEntriesOf(navEntries, SCOPED_ROUTES);

const A = 1001;
const base = `/advertiser/${String(A)}`;

interface User extends RouteUser {
  hasLines?: boolean;
}

/** The hrefs of the header menu this user sees in account A. */
function menu({ hasLines = true, ...user }: User): string[] {
  const flags = user.flags ?? [];
  const access = createAccess(
    { type: user.type ?? 'INTERNAL', status: 'ACTIVE', permissions: [...(user.permissions ?? [])] },
    (name) => flags.includes(name),
  );
  const items = buildNavigation(MENU, {
    accountId: A,
    account: { accountType: 'ADVERTISER', isTest: false },
    can: access.can,
    hasLines,
  });
  return items.flatMap((item) => (item.kind === 'group' ? item.items : [item])).map((link) => link.to);
}

const at = (path: string, user: User) => screenAt(appRoutes, path, user);
const withFlag = (user: User, flag: FlagName): User => ({ ...user, flags: [...(user.flags ?? []), flag] });

describe('what each positive flag turns on', () => {
  it('ACCESS-030 enable-3pc-accounts shows the all-accounts link (SHELL-044); the route itself is for internal users either way', () => {
    const internal: User = { permissions: [] };
    expect(menu(internal)).not.toContain('/accounts');
    expect(menu(withFlag(internal, 'enable-3pc-accounts'))).toContain('/accounts');
    expect(at('/accounts', internal)).toBe('open');
    expect(at('/accounts', { type: 'EXTERNAL', flags: ['enable-3pc-accounts'] })).toBe('forbidden');
  });

  it('ACCESS-034 enable-campaigns-page opens the campaigns list and shows its link (ACCESS-012, SHELL-034)', () => {
    const reader: User = { permissions: ['campaign.read'] };
    expect(at(`${base}/campaigns`, reader)).toBe('forbidden');
    expect(menu(reader)).not.toContain(`${base}/campaigns`);
    expect(at(`${base}/campaigns`, withFlag(reader, 'enable-campaigns-page'))).toBe('open');
    expect(menu(withFlag(reader, 'enable-campaigns-page'))).toContain(`${base}/campaigns`);
  });

  it('ACCESS-035 enable-scheduled-reports opens the scheduled reports list and shows its link (ACCESS-018, SHELL-040)', () => {
    const reader: User = { type: 'EXTERNAL', permissions: ['reporting.read'] };
    expect(at(`${base}/reporting/reports`, reader)).toBe('forbidden');
    expect(menu(reader)).not.toContain(`${base}/reporting/reports`);
    // The report pages themselves do not ask for the flag.
    expect(at(`${base}/reporting/reports/9`, reader)).toBe('open');
    expect(at(`${base}/reporting/reports`, withFlag(reader, 'enable-scheduled-reports'))).toBe('open');
    expect(menu(withFlag(reader, 'enable-scheduled-reports'))).toContain(`${base}/reporting/reports`);
  });

  it('ACCESS-036 enable-campaign-planner opens the plan routes and links, and swaps New campaign for New plan (ACCESS-014, SHELL-036, SHELL-038)', () => {
    const planner: User = { permissions: ['campaign.read', 'campaign.write'] };
    const planPaths = [
      `${base}/plans`,
      `${base}/plan/create`,
      `${base}/plan/4001`,
      `${base}/plan/4001/specification/5001`,
    ];
    for (const path of planPaths) expect(at(path, planner), path).toBe('forbidden');
    expect(menu(planner)).toEqual(expect.arrayContaining([`${base}/campaign/create`]));
    expect(menu(planner)).not.toContain(`${base}/plan/create`);

    const on = withFlag(planner, 'enable-campaign-planner');
    for (const path of planPaths) expect(at(path, on), path).toBe('open');
    expect(menu(on)).toEqual(expect.arrayContaining([`${base}/plans`, `${base}/plan/create`]));
    expect(menu(on)).not.toContain(`${base}/campaign/create`);
    // The builder itself stays open with or without plans.
    expect(at(`${base}/campaign/create`, on)).toBe('open');
  });

  it('ACCESS-037 enable-account-brands opens brands and shows its link, and with it the Settings menu (ACCESS-011, SHELL-042)', () => {
    const internal: User = { permissions: [] };
    expect(at(`${base}/brands`, internal)).toBe('forbidden');
    const settings = (user: User) => menu(user).filter((href) => [`${base}/users`, `${base}/brands`].includes(href));
    expect(settings(internal)).toEqual([]);
    expect(at(`${base}/brands`, withFlag(internal, 'enable-account-brands'))).toBe('open');
    expect(settings(withFlag(internal, 'enable-account-brands'))).toEqual([`${base}/users`, `${base}/brands`]);
  });

  it('ACCESS-038 enable-inactive-ad-fix-form opens the inactive-ad fix form and nothing else (ACCESS-015)', () => {
    const builder: User = { permissions: ['campaign.read', 'campaign.write'] };
    const inactiveAdFix = `${base}/campaign/5001/ad-group/6001/ad/7001/fix`;
    expect(at(inactiveAdFix, builder)).toBe('forbidden');
    expect(at(inactiveAdFix, withFlag(builder, 'enable-inactive-ad-fix-form'))).toBe('open');
    expect(at(`${base}/campaign/5001/fix`, builder)).toBe('open');
    expect(at(`${base}/campaign/5001/ad-group/6001/ad/7001`, builder)).toBe('open');
  });
});

/** An internal user with every permission and every positive flag on: only kill flags stop them. */
const EVERYTHING: User = {
  permissions: [
    'campaign.read',
    'campaign.write',
    'reporting.read',
    'reporting.write',
    'tvcrequest.read',
    'tvcrequest.write',
    'users.read',
    'users.write',
    'redemptions.read',
  ],
  flags: [...POSITIVE_FLAGS],
};

/** NS-23: the screens each kill flag turns off, and neighbours it leaves alone. */
const KILLED: Record<KillFlag, { off: string[]; stays: string[] }> = {
  'disable-accounts-page': { off: ['/accounts'], stays: ['/admin/redemptions'] },
  'disable-campaign-build': {
    off: [
      `${base}/campaign/create`,
      `${base}/campaign/5001`,
      `${base}/campaign/5001/review`,
      `${base}/campaign/5001/fix`,
      `${base}/campaign/5001/ad-group/create`,
      `${base}/campaign/5001/ad-group/6001`,
      `${base}/campaign/5001/ad-group/6001/ad/7001`,
      `${base}/campaign/5001/ad-group/6001/ad/7001/fix`,
    ],
    stays: [`${base}/campaigns`],
  },
  'disable-projections': {
    off: [`${base}/projections`, `${base}/projection/create`, `${base}/plan/4001/projection/create`],
    stays: [`${base}/plan/4001`],
  },
  'disable-campaign-performance': { off: [`${base}/performance/campaigns`], stays: [`${base}/campaigns`] },
  'disable-reporting': {
    off: [
      `${base}/reporting/reports`,
      `${base}/reporting/reports/create`,
      `${base}/reporting/reports/9`,
      `${base}/reporting/campaign/5001`,
      `${base}/reporting/tvc-requests`,
    ],
    stays: [`${base}/performance/campaigns`],
  },
  'disable-tvc-requests': {
    off: [`${base}/reporting/tvc-requests`, `${base}/reporting/tvc-request/create`, `${base}/reporting/tvc-request/3`],
    stays: [`${base}/reporting/reports`],
  },
  'disable-user-management': {
    off: [`${base}/users`, `${base}/user/create`, `${base}/user/vera%40acme.example`],
    stays: [`${base}/brands`],
  },
  'disable-account-management': { off: [`${base}/brands`], stays: [`${base}/users`] },
  'disable-admin': { off: ['/admin/redemptions', '/admin/redemptions/us'], stays: ['/accounts'] },
};

describe('what each kill flag turns off (NS-23)', () => {
  it.each(Object.entries(KILLED))(
    '%s shows "Feature disabled" on its screens and leaves the others',
    (kill, screens) => {
      const killed = withFlag(EVERYTHING, kill as KillFlag);
      for (const path of [...screens.off, ...screens.stays]) expect(at(path, EVERYTHING), path).toBe('open');
      for (const path of screens.off) expect(at(path, killed), path).toBe('disabled');
      for (const path of screens.stays) expect(at(path, killed), path).toBe('open');
      // Their menu links go too.
      expect(menu(killed).filter((href) => screens.off.includes(href))).toEqual([]);
    },
  );
});
