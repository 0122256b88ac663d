import { describe, expect, it } from 'vitest';
import { createAccess } from './access-context';
import { isPermission, mapPermissions, NO_ACCESS_USER, type Permission } from './permissions';
import { all, any, evaluate, flag, type AccessRule } from './rules';

const not = (rule: AccessRule): AccessRule => ({ not: rule });

const user = (type: 'INTERNAL' | 'EXTERNAL', permissions: string[]) => ({
  type,
  status: 'ACTIVE' as const,
  permissions,
});

describe('permissions', () => {
  it('ACCESS-001 adsmanager.internal is granted exactly for INTERNAL users, never for EXTERNAL', () => {
    expect(mapPermissions(user('INTERNAL', [])).has('adsmanager.internal')).toBe(true);
    expect(mapPermissions(user('EXTERNAL', [])).has('adsmanager.internal')).toBe(false);
    // A server that lists "internal" for an external user does not make it internal.
    expect(mapPermissions(user('EXTERNAL', ['internal', 'adsmanager.internal'])).has('adsmanager.internal')).toBe(
      false,
    );
  });

  it('ACCESS-002 server permissions map to lowercase internal names; unknown permissions are ignored', () => {
    const granted = mapPermissions(
      user('EXTERNAL', ['campaign.read', 'REPORTING.WRITE', 'campaign.fly', 'billing.all']),
    );
    expect([...granted].sort()).toEqual(['adsmanager.campaign.read', 'adsmanager.reporting.write']);
  });

  // Part 1 §6.2 as the server sends it: each name, in any case, with or without the prefix.
  const SERVER_NAMES: readonly [string, string][] = [
    ['account.write', 'adsmanager.account.write'],
    ['ADMIN.WRITE', 'adsmanager.admin.write'],
    ['campaign.read', 'adsmanager.campaign.read'],
    ['adsmanager.campaign.write', 'adsmanager.campaign.write'],
    ['Campaign.Gate', 'adsmanager.campaign.gate'],
    ['campaign.optimize', 'adsmanager.campaign.optimize'],
    ['campaign.managebilling', 'adsmanager.campaign.managebilling'],
    ['campaign.managedelivery', 'adsmanager.campaign.managedelivery'],
    ['reporting.read', 'adsmanager.reporting.read'],
    ['reporting.write', 'adsmanager.reporting.write'],
    ['tvcrequest.read', 'adsmanager.tvcrequest.read'],
    ['tvcrequest.write', 'adsmanager.tvcrequest.write'],
    ['users.read', 'adsmanager.users.read'],
    ['users.write', 'adsmanager.users.write'],
    ['redemptions.read', 'adsmanager.redemptions.read'],
    ['redemptions.write', 'adsmanager.redemptions.write'],
  ];

  it.each(SERVER_NAMES)(
    'ACCESS-003 the server permission %s grants %s to an internal user, and that permission alone',
    (serverName, granted) => {
      const access = createAccess(user('INTERNAL', [serverName]), () => false);
      expect(access.can(granted as Permission)).toBe(true);
      expect([...access.permissions].sort()).toEqual(['adsmanager.internal', granted].sort());
    },
  );

  it('ACCESS-003 with every server permission an internal user holds the 17 permissions; names outside the set grant nothing', () => {
    const everything = mapPermissions(
      user('INTERNAL', [...SERVER_NAMES.map(([name]) => name), 'campaign.delete', 'adsmanager.superuser', 'internal']),
    );
    expect(everything.size).toBe(17);
    expect([...everything].every((name) => isPermission(name))).toBe(true);
    expect(mapPermissions(user('INTERNAL', ['campaign.delete', 'adsmanager.superuser'])).size).toBe(1);
  });

  it('ACCESS-004 TVC and redemptions permissions count only for internal users', () => {
    const internalOnly = ['tvcrequest.read', 'tvcrequest.write', 'redemptions.read', 'redemptions.write'];
    expect([...mapPermissions(user('EXTERNAL', internalOnly))]).toEqual([]);
    expect(mapPermissions(user('INTERNAL', internalOnly)).size).toBe(5);
  });

  it('ACCESS-005 permissions other than internal come from the per-account set of the current user', () => {
    const inAccountA = mapPermissions(user('EXTERNAL', ['campaign.read', 'campaign.write']));
    const inAccountB = mapPermissions(user('EXTERNAL', ['campaign.read']));
    expect(inAccountA.has('adsmanager.campaign.write')).toBe(true);
    expect(inAccountB.has('adsmanager.campaign.write')).toBe(false);
    expect(mapPermissions(NO_ACCESS_USER).size).toBe(0);
  });

  it('ACCESS-006 permission checks support and, or and not, nestable', () => {
    const context = {
      permissions: new Set(['adsmanager.campaign.read', 'adsmanager.internal']),
      isEnabled: (name: string) => name === 'enable-campaigns-page',
    };
    expect(evaluate(all('adsmanager.campaign.read', 'adsmanager.internal'), context)).toBe(true);
    expect(evaluate(all('adsmanager.campaign.read', 'adsmanager.campaign.write'), context)).toBe(false);
    expect(evaluate(any('adsmanager.campaign.write', 'adsmanager.internal'), context)).toBe(true);
    expect(evaluate(not('adsmanager.internal'), context)).toBe(false);
    expect(
      evaluate(
        all(any('adsmanager.users.read', not('adsmanager.campaign.write')), flag('enable-campaigns-page')),
        context,
      ),
    ).toBe(true);
    expect(evaluate(flag('enable-campaign-planner'), context)).toBe(false);
    expect(evaluate(flag('enable-campaign-planner', false), context)).toBe(true);
  });
});
