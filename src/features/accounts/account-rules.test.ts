import { describe, expect, it } from 'vitest';
import { getListUserAccountsUrl } from '@generated/aura/aura';
import type { Account } from '@generated/aura/model';
import {
  accountListParams,
  accountsByIdParams,
  accountSearchParams,
  brandIdsToNumbers,
  brandIdsToStrings,
  DEFAULT_LIST_PAGE_SIZE,
  fullAccountListParams,
  MANAGED_BY_FILTERS,
  managedByQuery,
  matchesAccountSearch,
  pickLandingAccount,
  requireFirstAccount,
  toAccountForm,
  toSwitcherAccount,
  USER_LIST_PAGE_SIZE,
  type SwitcherAccount,
} from './account-rules';

function account(extra: Partial<Account> = {}): Account {
  return {
    id: 1001,
    name: 'Acme Outfitters',
    accountType: 'ADVERTISER',
    bookingCountry: 'US',
    bookingCurrency: 'USD',
    timezone: 'America/New_York',
    isTest: false,
    status: 'ACTIVE',
    brands: ['12', '7'],
    domains: ['acme.example'],
    managingAccount: null,
    salesforceId: null,
    salesTier: 'GOLD',
    ...extra,
  };
}

const agency = {
  id: 2001,
  name: 'Brightside Agency',
  accountType: 'AGENCY',
  salesforceId: null,
  status: 'ACTIVE',
  brands: null,
} as const;
const thirdParty = { ...agency, id: 3001, name: 'Content Partner', accountType: 'THIRDPARTYCONTENT' } as const;

const switcher = (id: number, advertiserName: string, agencyName: string | null = null): SwitcherAccount => ({
  id,
  advertiserName,
  agencyName,
  bookingCountry: 'US',
});

describe('account shapes (NS-15)', () => {
  it('ACCT-002 the account form holds advertiserName, agencyName, bookingCountry, brands as numbers, domains, id, isTest and managedByAccountType', () => {
    const form = toAccountForm(account({ managingAccount: agency, bookingCountry: 'GB', isTest: true }));
    expect(form).toEqual({
      advertiserName: 'Acme Outfitters',
      agencyName: 'Brightside Agency',
      bookingCountry: 'GB',
      brands: [12, 7],
      domains: ['acme.example'],
      id: 1001,
      isTest: true,
      managedByAccountType: 'AGENCY',
    });
    expect(Object.keys(form).sort()).toEqual([
      'advertiserName',
      'agencyName',
      'bookingCountry',
      'brands',
      'domains',
      'id',
      'isTest',
      'managedByAccountType',
    ]);
  });

  it('ACCT-002 a direct account is managed by NULL, a third-party one has no agency name, and missing brands or domains are empty', () => {
    const direct = toAccountForm(account({ brands: null, domains: undefined }));
    expect(direct.managedByAccountType).toBe('NULL');
    expect(direct.agencyName).toBeNull();
    expect(direct.brands).toEqual([]);
    expect(direct.domains).toEqual([]);
    const managed = toAccountForm(account({ managingAccount: thirdParty }));
    expect(managed.managedByAccountType).toBe('THIRDPARTYCONTENT');
    expect(managed.agencyName).toBeNull();
  });

  it('ACCT-018 the form holds brands as numbers and the brands call gets them back as strings', () => {
    expect(brandIdsToNumbers(['5', ' 42 ', 'x', '-1', '0'])).toEqual([5, 42]);
    expect(brandIdsToStrings([5, 42])).toEqual(['5', '42']);
  });

  it('ACCT-003 the switcher account is id, advertiserName, agencyName and bookingCountry', () => {
    expect(toSwitcherAccount(account({ managingAccount: agency }))).toEqual({
      id: 1001,
      advertiserName: 'Acme Outfitters',
      agencyName: 'Brightside Agency',
      bookingCountry: 'US',
    });
    expect(toSwitcherAccount(account({ managingAccount: thirdParty })).agencyName).toBeNull();
    expect(toSwitcherAccount(account()).agencyName).toBeNull();
  });
});

describe('managed-by filter (NS-14)', () => {
  it('ACCT-006 the UI managed-by filter offers exactly agency, all, direct, firstParty and thirdParty', () => {
    expect([...MANAGED_BY_FILTERS]).toEqual(['agency', 'all', 'direct', 'firstParty', 'thirdParty']);
  });

  it('ACCT-006 each filter maps to its managedByAccountType values; all sends none', () => {
    expect(managedByQuery('all')).toBeUndefined();
    expect(managedByQuery('direct')).toEqual(['NULL']);
    expect(managedByQuery('agency')).toEqual(['Agency']);
    expect(managedByQuery('thirdParty')).toEqual(['ThirdPartyContent']);
    expect(managedByQuery('firstParty')).toEqual(['NULL', 'Agency']);
    expect(accountListParams({ managedBy: 'all' })).not.toHaveProperty('managedByAccountType');
    const url = getListUserAccountsUrl('ada@x.example', accountListParams({ managedBy: 'firstParty' }));
    expect(url).toContain('managedByAccountType=NULL&managedByAccountType=Agency');
  });
});

describe('account search (part 1 §2.6)', () => {
  const acme = switcher(1, 'Acme Outfitters', 'Brightside Agency');
  it('SHELL-048 account search matches the advertiser name and the agency name, case-insensitively', () => {
    expect(matchesAccountSearch(acme, 'acme')).toBe(true);
    expect(matchesAccountSearch(acme, 'OUTFIT')).toBe(true);
    expect(matchesAccountSearch(acme, 'brightSIDE')).toBe(true);
    expect(matchesAccountSearch(acme, 'northwind')).toBe(false);
    expect(matchesAccountSearch(switcher(2, 'Northwind'), 'brightside')).toBe(false);
    expect(matchesAccountSearch(acme, '')).toBe(true);
    expect(matchesAccountSearch(acme, '   ')).toBe(true);
  });
});

describe('account list requests (part 1 §7.2, §9)', () => {
  it('ACCT-009 every account list request sends type ADVERTISER and page defaults to 0', () => {
    expect(accountListParams()).toEqual({ type: 'ADVERTISER', page: 0 });
    expect(accountListParams({ page: 3, size: 25 })).toMatchObject({ type: 'ADVERTISER', page: 3, size: 25 });
    for (const params of [fullAccountListParams(), accountSearchParams('ac'), accountsByIdParams([1, 2])]) {
      expect(params.type).toBe('ADVERTISER');
      expect(params.page).toBe(0);
    }
    const url = getListUserAccountsUrl('ada@x.example', accountListParams({ name: '  acme ' }));
    expect(url).toBe('/api/v1/aura/users/ada@x.example/accounts?type=ADVERTISER&page=0&name=acme');
  });

  it('ACCT-008 the full account list is one page of 10000 of type ADVERTISER; the switcher passes accountIds, size and managed-by', () => {
    expect(fullAccountListParams()).toEqual({ type: 'ADVERTISER', page: 0, size: 10000 });
    expect(fullAccountListParams('agency')).toEqual({
      type: 'ADVERTISER',
      page: 0,
      size: 10000,
      managedByAccountType: ['Agency'],
    });
    expect(accountSearchParams('acme', 'direct')).toEqual({
      type: 'ADVERTISER',
      page: 0,
      size: 25,
      name: 'acme',
      managedByAccountType: ['NULL'],
    });
    expect(accountsByIdParams([1003, 1001])).toEqual({
      type: 'ADVERTISER',
      page: 0,
      size: 2,
      accountIds: [1003, 1001],
    });
    expect(getListUserAccountsUrl('a@b.example', accountsByIdParams([1003, 1001]))).toContain(
      'accountIds=1003&accountIds=1001',
    );
  });

  it('the list page sizes are the spec constants', () => {
    expect(DEFAULT_LIST_PAGE_SIZE).toBe(10);
    expect(USER_LIST_PAGE_SIZE).toBe(10000);
  });
});

describe('landing account (part 1 §2.3)', () => {
  const first = switcher(1001, 'Acme');
  it('SHELL-003 the landing account is the most recently viewed account still accessible, otherwise the first accessible one', () => {
    const accessible = new Set([1001, 1004, 1006]);
    const isAccessible = (id: number) => accessible.has(id);
    expect(pickLandingAccount([1004, 1006], isAccessible, first)).toBe(1004);
    expect(pickLandingAccount([9999, 1006, 1004], isAccessible, first)).toBe(1006);
    expect(pickLandingAccount([9999], isAccessible, first)).toBe(1001);
    expect(pickLandingAccount([], isAccessible, first)).toBe(1001);
    expect(pickLandingAccount([9999], isAccessible, undefined)).toBeUndefined();
  });

  it("SHELL-005 the first account lookup for a user with no account raises 'User must have access to at least one account'", () => {
    expect(() => requireFirstAccount({ items: [], totalElements: 0, totalPages: 0 })).toThrow(
      new Error('User must have access to at least one account'),
    );
    expect(() => requireFirstAccount(undefined)).toThrow('User must have access to at least one account');
    const only = account();
    expect(requireFirstAccount({ items: [{ account: only }], totalElements: 1, totalPages: 1 })).toBe(only);
  });
});
