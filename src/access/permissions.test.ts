import { describe, expect, it } from 'vitest';
import { mapPermissions, NO_ACCESS_USER, PERMISSIONS } from './permissions';
import { all, any, evaluate, flag, not } from './rules';

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

  it('ACCESS-003 the internal permission set is exactly the 17 keys of the spec', () => {
    expect([...PERMISSIONS].sort()).toEqual(
      [
        'adsmanager.internal',
        'adsmanager.account.write',
        'adsmanager.admin.write',
        'adsmanager.campaign.read',
        'adsmanager.campaign.write',
        'adsmanager.campaign.gate',
        'adsmanager.campaign.optimize',
        'adsmanager.campaign.managebilling',
        'adsmanager.campaign.managedelivery',
        'adsmanager.reporting.read',
        'adsmanager.reporting.write',
        'adsmanager.tvcrequest.read',
        'adsmanager.tvcrequest.write',
        'adsmanager.users.read',
        'adsmanager.users.write',
        'adsmanager.redemptions.read',
        'adsmanager.redemptions.write',
      ].sort(),
    );
    const everything = mapPermissions(
      user(
        'INTERNAL',
        PERMISSIONS.map((name) => name.replace('adsmanager.', '')),
      ),
    );
    expect(everything.size).toBe(17);
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
