/**
 * The account and user shapes of part 1 §3 as the aura spec defines them (spec-layer rows).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpecs, propertiesOf, type Json, type Spec } from './specs';

let aura: Spec;
const schema = (name: string): Json => {
  const components = aura.document.components as { schemas: Record<string, unknown> };
  return aura.deref(components.schemas[name]);
};
const enumOf = (name: string) => schema(name).enum;
const propertyNames = (name: string) => propertiesOf(aura, schema(name)).sort();
const isNullable = (owner: string, property: string) => {
  const node = aura.deref((schema(owner).properties as Json)[property]);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes('null') || (Array.isArray(node.oneOf) && JSON.stringify(node.oneOf).includes('"null"'));
};

beforeAll(async () => {
  const specs = await loadSpecs();
  const found = specs.get('aura');
  if (!found) throw new Error('no aura spec');
  aura = found;
});

describe('aura schemas', () => {
  it('ACCT-001 Account has the fields of part 1 §3.1, brands, managingAccount and salesforceId nullable', () => {
    expect(propertyNames('Account')).toEqual(
      [
        'accountType',
        'bookingCountry',
        'bookingCurrency',
        'brands',
        'domains',
        'id',
        'isTest',
        'managingAccount',
        'name',
        'salesforceId',
        'salesTier',
        'status',
        'timezone',
      ].sort(),
    );
    expect(isNullable('Account', 'brands')).toBe(true);
    expect(isNullable('Account', 'managingAccount')).toBe(true);
    expect(isNullable('Account', 'salesforceId')).toBe(true);
    expect(propertyNames('ManagingAccount')).toEqual(
      ['accountType', 'brands', 'id', 'name', 'salesforceId', 'status'].sort(),
    );
  });

  it('ACCT-004 accountType and salesTier take exactly the values of part 1 §3.3', () => {
    expect(enumOf('AccountType')).toEqual([
      'ADVERTISER',
      'AGENCY',
      'CHANNELPARTNER',
      'FINANCIALINSTITUTION',
      'THIRDPARTYCONTENT',
    ]);
    expect(enumOf('SalesTier')).toEqual(['DIAMOND', 'PLATINUM', 'GOLD', 'SILVER', 'OTHER', 'UNKNOWN']);
  });

  it('ACCT-005 account status and user status are ACTIVE, DELETED, INACTIVE; user type INTERNAL, EXTERNAL', () => {
    expect(enumOf('AccountStatus')).toEqual(['ACTIVE', 'DELETED', 'INACTIVE']);
    expect(enumOf('UserStatus')).toEqual(['ACTIVE', 'DELETED', 'INACTIVE']);
    expect(enumOf('UserType')).toEqual(['INTERNAL', 'EXTERNAL']);
  });

  it('ACCT-007 managedByAccountType is Agency, NULL or ThirdPartyContent, sent as a list for "NULL and Agency"', () => {
    expect(enumOf('ManagedByAccountType')).toEqual(['Agency', 'NULL', 'ThirdPartyContent']);
    const list = aura.document.paths as Json;
    const operation = aura.deref((list['/api/v1/aura/users/{userEmail}/accounts'] as Json).get);
    const parameter = (operation.parameters as unknown[])
      .map((entry) => aura.deref(entry))
      .find((entry) => entry.name === 'managedByAccountType');
    expect(aura.deref(parameter?.schema).type).toBe('array');
  });

  it('ACCT-011 User has accountId, email, firstName, lastName, permissions, roles, status, type', () => {
    expect(propertyNames('User')).toEqual(
      ['accountId', 'email', 'firstName', 'lastName', 'permissions', 'roles', 'status', 'type'].sort(),
    );
  });

  it('ACCESS-008 the roles are exactly the twelve of part 1 §6.1', () => {
    expect([...(enumOf('RoleName') as string[])].sort()).toEqual(
      [
        'Admin',
        'Campaign Account Manager',
        'Campaign Viewer',
        'Goal Management Viewer',
        'Integration consultant',
        'Internal Account Manager',
        'Internal Admin',
        'Internal Campaign Account Manager',
        'Internal Sales',
        'Redemptions Admin',
        'Reporter',
        'Viewer',
      ].sort(),
    );
  });
});
