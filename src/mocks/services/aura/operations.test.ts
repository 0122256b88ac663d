import { testAccount, testUserRecord } from '../../db/test-records';
import { describe, expect, it } from 'vitest';
import {
  CreateAccountUserResponse,
  GetAccountUserResponse,
  GetCurrentAccountUserResponse,
  ListAccountUsersResponse,
  ListUserAccountsResponse,
  ResendUserInvitationResponse,
  UpdateAccountBrandsResponse,
} from '@generated/aura/aura.zod';
import { emptyDb } from '../../db/empty';
import type { Account, Db } from '../../db/types';
import { PERSONAS } from '../../personas';
import { withTestBackend } from '../../server/testing';

const ADMIN = PERSONAS.admin.email;
const SALES = PERSONAS.sales.email;
const AGENCY = PERSONAS.agencyManager.email;
const VIEWER = PERSONAS.viewer.email;
const CUSTOMER_ADMIN = 'carla.admin@acme.example';
const DELETED = 'dan.deleted@acme.example';
const INACTIVE = 'ivy.inactive@acme.example';
const LONER = PERSONAS.noAccounts.email;

const agency = {
  id: 2001,
  name: 'Brightside Agency',
  accountType: 'AGENCY',
  salesforceId: null,
  status: 'ACTIVE',
  brands: null,
} as const;
const thirdParty = {
  id: 3001,
  name: 'Content Partner',
  accountType: 'THIRDPARTYCONTENT',
  salesforceId: null,
  status: 'ACTIVE',
} as const;

function fixture(): Db {
  const db = emptyDb();
  db.accounts = [
    testAccount(1001, 'Acme Outfitters', { managingAccount: agency }),
    testAccount(1002, 'Bramble & Co', { bookingCountry: 'GB' }),
    testAccount(1003, 'Zeta Test Co', { isTest: true, managingAccount: thirdParty }),
    testAccount(1004, 'Northwind Coffee', { managingAccount: agency }),
    testAccount(2001, 'Brightside Agency', { accountType: 'AGENCY' }),
  ];
  db.users = [
    testUserRecord(ADMIN, 'INTERNAL', { internalRoles: ['Internal Admin'] }),
    testUserRecord(SALES, 'INTERNAL', { internalRoles: ['Internal Sales'] }),
    testUserRecord(AGENCY, 'EXTERNAL', {
      memberships: [
        { accountId: 1001, roles: ['Campaign Account Manager'] },
        { accountId: 1004, roles: ['Campaign Account Manager'] },
      ],
    }),
    testUserRecord(VIEWER, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }] }),
    testUserRecord(CUSTOMER_ADMIN, 'EXTERNAL', { memberships: [{ accountId: 1001, roles: ['Admin'] }] }),
    testUserRecord(DELETED, 'EXTERNAL', {
      status: 'DELETED',
      memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }],
    }),
    testUserRecord(INACTIVE, 'EXTERNAL', {
      status: 'INACTIVE',
      memberships: [{ accountId: 1001, roles: ['Campaign Viewer'] }],
    }),
    testUserRecord(LONER, 'EXTERNAL'),
  ];
  return db;
}

const stack = withTestBackend(fixture);

type Problem = { status: number; code: string; extensions: { field?: string } };
type Page = { items: { account: Account }[]; totalElements: number; totalPages: number };

const accountsOf = (email: string, query = '') => `/api/v1/aura/users/${email}/accounts${query}`;
const ids = (page: Page) => page.items.map((item) => item.account.id);
const snapshot = () => JSON.stringify(stack.store.db);

describe('GET users/{userEmail}/accounts', () => {
  it('ACCESS-007 an internal user gets every account without being a member of any', async () => {
    const answer = await stack.call<Page>('GET', accountsOf(ADMIN, '?size=100'), { as: ADMIN });
    expect(answer.status).toBe(200);
    expect(ListUserAccountsResponse.parse(answer.body)).toBeTruthy();
    expect(answer.body.totalElements).toBe(5);
    expect(ids(answer.body)).toEqual([1001, 1002, 2001, 1004, 1003]);
  });

  it('an external user gets only the accounts of their memberships', async () => {
    const answer = await stack.call<Page>('GET', accountsOf(AGENCY), { as: AGENCY });
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual([1001, 1004]);
    const none = await stack.call<Page>('GET', accountsOf(LONER), { as: LONER });
    expect(none.body).toEqual({ items: [], totalElements: 0, totalPages: 0 });
  });

  it('lists only for the signed-in user (e-mail compared case-insensitively), 403 for anybody else', async () => {
    const own = await stack.call<Page>('GET', accountsOf(AGENCY.toUpperCase()), { as: AGENCY });
    expect(own.status).toBe(200);
    const encoded = await stack.call<Page>('GET', accountsOf(encodeURIComponent(AGENCY)), { as: AGENCY });
    expect(encoded.status).toBe(200);
    const other = await stack.call<Problem>('GET', accountsOf(VIEWER), { as: AGENCY });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
  });

  it('name matches the advertiser name or the agency name, case-insensitively (NS-15)', async () => {
    const answer = await stack.call<Page>('GET', accountsOf(ADMIN, '?name=BRIGHTSIDE&type=ADVERTISER'), { as: ADMIN });
    // Acme and Northwind through their agency; the agency itself is no ADVERTISER.
    expect(ids(answer.body)).toEqual([1001, 1004]);
    const byOwnName = await stack.call<Page>('GET', accountsOf(ADMIN, '?name=bramble&type=ADVERTISER'), { as: ADMIN });
    expect(ids(byOwnName.body)).toEqual([1002]);
    const thirdPartyName = await stack.call<Page>('GET', accountsOf(ADMIN, '?name=content%20partner'), { as: ADMIN });
    expect(ids(thirdPartyName.body)).toEqual([]);
  });

  it('SHELL-048 digits in name also find accounts by the start of their id (issue 27)', async () => {
    const byId = await stack.call<Page>('GET', accountsOf(ADMIN, '?name=1004&type=ADVERTISER'), { as: ADMIN });
    expect(ids(byId.body)).toEqual([1004]);
    const prefix = await stack.call<Page>('GET', accountsOf(ADMIN, '?name=100&type=ADVERTISER'), { as: ADMIN });
    expect(ids(prefix.body)).toEqual(expect.arrayContaining([1001, 1002, 1004]));
  });

  it('managedByAccountType maps Agency, ThirdPartyContent and NULL to the managing account (NS-14)', async () => {
    const call = async (query: string) =>
      ids((await stack.call<Page>('GET', accountsOf(ADMIN, query), { as: ADMIN })).body);
    expect(await call('?managedByAccountType=Agency')).toEqual([1001, 1004]);
    expect(await call('?managedByAccountType=ThirdPartyContent')).toEqual([1003]);
    expect(await call('?managedByAccountType=NULL')).toEqual([1002, 2001]);
    expect(await call('?managedByAccountType=NULL&managedByAccountType=Agency&type=ADVERTISER')).toEqual([
      1001, 1002, 1004,
    ]);
  });

  it('filters by accountIds, bookingCountry and isTest', async () => {
    const call = async (query: string) =>
      ids((await stack.call<Page>('GET', accountsOf(ADMIN, query), { as: ADMIN })).body);
    expect(await call('?accountIds=1004&accountIds=1002&accountIds=9999')).toEqual([1002, 1004]);
    expect(await call('?bookingCountry=GB')).toEqual([1002]);
    expect(await call('?isTest=true')).toEqual([1003]);
    expect(await call('?isTest=false')).toEqual([1001, 1002, 2001, 1004]);
    // Filters apply within what the user may see.
    expect(
      (await stack.call<Page>('GET', accountsOf(AGENCY, '?accountIds=1002'), { as: AGENCY })).body.totalElements,
    ).toBe(0);
  });

  it('sorts by field,direction and pages from 0 with totals', async () => {
    const desc = await stack.call<Page>('GET', accountsOf(ADMIN, '?sort=name,desc'), { as: ADMIN });
    expect(ids(desc.body)).toEqual([1003, 1004, 2001, 1002, 1001]);
    const byId = await stack.call<Page>('GET', accountsOf(ADMIN, '?sort=id,asc&page=1&size=2'), { as: ADMIN });
    expect(ids(byId.body)).toEqual([1003, 1004]);
    expect(byId.body.totalElements).toBe(5);
    expect(byId.body.totalPages).toBe(3);
    const beyond = await stack.call<Page>('GET', accountsOf(ADMIN, '?page=7'), { as: ADMIN });
    expect(beyond.body.items).toEqual([]);
  });

  it.each([
    ['?sort=colour,asc', 'sort'],
    ['?sort=name,up', 'sort'],
    ['?size=10001', 'size'],
    ['?page=-1', 'page'],
    ['?isTest=maybe', 'isTest'],
    ['?type=PERSON', 'type'],
    ['?managedByAccountType=Bank', 'managedByAccountType.0'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const answer = await stack.call<Problem>('GET', accountsOf(ADMIN, query), { as: ADMIN });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe(field);
  });

  it('answers 400 naming userEmail when the path is not an e-mail', async () => {
    const answer = await stack.call<Problem>('GET', accountsOf('not-an-email'), { as: ADMIN });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe('userEmail');
  });
});

describe('GET accounts/{accountId}/users/me', () => {
  it('answers the member with roles and server permissions on the account', async () => {
    const answer = await stack.call<{ roles: string[]; permissions: string[]; type: string }>(
      'GET',
      '/api/v1/aura/accounts/1001/users/me',
      {
        as: VIEWER,
      },
    );
    expect(answer.status).toBe(200);
    expect(GetCurrentAccountUserResponse.parse(answer.body)).toBeTruthy();
    expect(answer.body.roles).toEqual(['Campaign Viewer']);
    expect(answer.body.permissions).toEqual(['campaign.read', 'reporting.read']);
    expect(answer.body.type).toBe('EXTERNAL');
  });

  it('ACCESS-007 answers an internal user on an account they are no member of, with their internal roles', async () => {
    const answer = await stack.call<{ roles: string[]; permissions: string[] }>(
      'GET',
      '/api/v1/aura/accounts/1002/users/me',
      { as: SALES },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.roles).toEqual(['Internal Sales']);
    expect(answer.body.permissions).toContain('tvcrequest.read');
    expect(answer.body.permissions).not.toContain('campaign.write');
  });

  it('answers 404 for an account the user cannot see, rather than 403', async () => {
    expect((await stack.call('GET', '/api/v1/aura/accounts/1002/users/me', { as: VIEWER })).status).toBe(404);
  });
});

describe('GET accounts/{accountId}/users', () => {
  it('lists the members of the account, DELETED ones included (NS-17)', async () => {
    const answer = await stack.call<{ email: string; status: string; permissions: string[] }[]>(
      'GET',
      '/api/v1/aura/accounts/1001/users',
      {
        as: AGENCY,
      },
    );
    expect(answer.status).toBe(200);
    expect(ListAccountUsersResponse.parse(answer.body)).toBeTruthy();
    expect(answer.body.map((u) => u.email)).toEqual([AGENCY, CUSTOMER_ADMIN, DELETED, INACTIVE, VIEWER]);
    expect(answer.body.find((u) => u.email === DELETED)?.status).toBe('DELETED');
    expect(answer.body.find((u) => u.email === CUSTOMER_ADMIN)?.permissions).toContain('users.write');
  });

  it('pages from 0 with size', async () => {
    const answer = await stack.call<{ email: string }[]>('GET', '/api/v1/aura/accounts/1001/users?page=1&size=2', {
      as: ADMIN,
    });
    expect(answer.body.map((u) => u.email)).toEqual([DELETED, INACTIVE]);
    const bad = await stack.call<Problem>('GET', '/api/v1/aura/accounts/1001/users?size=0', { as: ADMIN });
    expect(bad.status).toBe(400);
    expect(bad.body.extensions.field).toBe('size');
  });

  it('answers 403 to a manager on an account they do not manage', async () => {
    expect((await stack.call('GET', '/api/v1/aura/accounts/1002/users', { as: AGENCY })).status).toBe(403);
  });
});

describe('GET accounts/{accountId}/users/{userEmail}', () => {
  it('answers one member', async () => {
    const answer = await stack.call<{ email: string; roles: string[] }>(
      'GET',
      `/api/v1/aura/accounts/1001/users/${VIEWER}`,
      { as: AGENCY },
    );
    expect(answer.status).toBe(200);
    expect(GetAccountUserResponse.parse(answer.body)).toBeTruthy();
    expect(answer.body.roles).toEqual(['Campaign Viewer']);
  });

  it('answers 404 for a user who is not a member of this account', async () => {
    expect((await stack.call('GET', `/api/v1/aura/accounts/1004/users/${VIEWER}`, { as: ADMIN })).status).toBe(404);
  });

  it('answers 400 naming userEmail when the path is not an e-mail', async () => {
    const bad = await stack.call<Problem>('GET', '/api/v1/aura/accounts/1001/users/not-an-email', { as: ADMIN });
    expect(bad.status).toBe(400);
    expect(bad.body.extensions.field).toBe('userEmail');
  });
});

describe('POST accounts/{accountId}/users', () => {
  const path = '/api/v1/aura/accounts/1001/users';

  it('creates a member (e-mail trimmed and lowercased) and reads it back', async () => {
    const answer = await stack.call<{ email: string; type: string; roles: string[] }>('POST', path, {
      as: CUSTOMER_ADMIN,
      body: { email: '  New.Person@Acme.example ', firstName: 'New', lastName: 'Person', roleName: 'Campaign Viewer' },
    });
    expect(answer.status).toBe(201);
    const created = CreateAccountUserResponse.parse(answer.body);
    expect(created).toMatchObject({
      email: 'new.person@acme.example',
      type: 'EXTERNAL',
      status: 'ACTIVE',
      roles: ['Campaign Viewer'],
    });
    expect(created.permissions).toEqual(['campaign.read', 'reporting.read']);
    const read = await stack.call('GET', `${path}/new.person@acme.example`, { as: CUSTOMER_ADMIN });
    expect(read.body).toEqual(answer.body);
  });

  it('gives an e-mail of the provider the INTERNAL type and any role', async () => {
    const answer = await stack.call<{ type: string; roles: string[] }>('POST', path, {
      as: ADMIN,
      body: {
        email: 'ivan.internal@cardlinked.example',
        firstName: 'Ivan',
        lastName: 'Internal',
        roleName: 'Internal Sales',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.type).toBe('INTERNAL');
    expect(answer.body.roles).toEqual(['Internal Sales']);
  });

  it('adds an existing user of another account as a member', async () => {
    const answer = await stack.call<{ email: string; firstName: string }>('POST', '/api/v1/aura/accounts/1004/users', {
      as: ADMIN,
      body: { email: VIEWER, firstName: 'Other', lastName: 'Name', roleName: 'Campaign Viewer' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.firstName).toBe('Vera');
    const viewer = stack.store.db.users.find((u) => u.email === VIEWER);
    expect(viewer?.memberships.map((m) => m.accountId)).toEqual([1001, 1004]);
  });

  it('answers 400 naming roleName when an external e-mail gets a role other than Campaign Viewer, and changes nothing', async () => {
    const before = snapshot();
    const answer = await stack.call<Problem>('POST', path, {
      as: CUSTOMER_ADMIN,
      body: { email: 'x.person@acme.example', firstName: 'X', lastName: 'Person', roleName: 'Admin' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe('roleName');
    expect(snapshot()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email', firstName: 'A', lastName: 'B', roleName: 'Campaign Viewer' }, 'email'],
    [{ email: 'a.b@acme.example', firstName: '', lastName: 'B', roleName: 'Campaign Viewer' }, 'firstName'],
    [{ email: 'a.b@acme.example', firstName: 'A', lastName: 'B', roleName: 'Boss' }, 'roleName'],
    [{ email: 'a.b@acme.example', firstName: 'A', lastName: 'B', roleName: 'Campaign Viewer', extra: 1 }, 'body'],
  ])('answers 400 for a bad body and changes nothing (%#)', async (body, field) => {
    const before = snapshot();
    const answer = await stack.call<Problem>('POST', path, { as: CUSTOMER_ADMIN, body });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe(field);
    expect(snapshot()).toBe(before);
  });

  it('answers 409 for a user who already belongs to the account', async () => {
    const answer = await stack.call<Problem>('POST', path, {
      as: CUSTOMER_ADMIN,
      body: { email: VIEWER.toUpperCase(), firstName: 'Vera', lastName: 'Viewer', roleName: 'Campaign Viewer' },
    });
    expect(answer.status).toBe(409);
  });
});

describe('POST accounts/{accountId}/users/{userEmail}/invitation', () => {
  const invite = (email: string) => `/api/v1/aura/accounts/1001/users/${email}/invitation`;

  it('answers SUCCESS for ACTIVE and INACTIVE users and FAILURE for DELETED ones', async () => {
    for (const [email, status] of [
      [VIEWER, 'SUCCESS'],
      [INACTIVE, 'SUCCESS'],
      [DELETED, 'FAILURE'],
    ] as const) {
      const answer = await stack.call('POST', invite(email), { as: CUSTOMER_ADMIN });
      expect(answer.status).toBe(200);
      expect(ResendUserInvitationResponse.parse(answer.body)).toEqual({ status });
    }
  });
});

describe('DELETE accounts/{accountId}/users/{userEmail}/role', () => {
  it('takes the user out of the account', async () => {
    const answer = await stack.call('DELETE', `/api/v1/aura/accounts/1001/users/${INACTIVE}/role`, {
      as: CUSTOMER_ADMIN,
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect((await stack.call('GET', `/api/v1/aura/accounts/1001/users/${INACTIVE}`, { as: ADMIN })).status).toBe(404);
    const again = await stack.call('DELETE', `/api/v1/aura/accounts/1001/users/${INACTIVE}/role`, {
      as: CUSTOMER_ADMIN,
    });
    expect(again.status).toBe(404);
  });

  it('answers 400 naming userEmail for a bad e-mail', async () => {
    const bad = await stack.call<Problem>('DELETE', '/api/v1/aura/accounts/1001/users/nope/role', { as: ADMIN });
    expect(bad.status).toBe(400);
    expect(bad.body.extensions.field).toBe('userEmail');
  });
});

describe('PUT accounts/{accountId}/brands', () => {
  const path = '/api/v1/aura/accounts/1002/brands';

  it('replaces the brands and answers the account', async () => {
    const answer = await stack.call('PUT', path, { as: ADMIN, body: { brandIds: ['11', '12'] } });
    expect(answer.status).toBe(200);
    expect(UpdateAccountBrandsResponse.parse(answer.body).brands).toEqual(['11', '12']);
    const list = await stack.call<Page>('GET', accountsOf(ADMIN, '?accountIds=1002'), { as: ADMIN });
    expect(list.body.items[0]?.account.brands).toEqual(['11', '12']);
    const cleared = await stack.call<Account>('PUT', path, { as: ADMIN, body: { brandIds: [] } });
    expect(cleared.body.brands).toEqual([]);
  });

  it('answers 400 naming the field for a bad body and changes nothing', async () => {
    const before = snapshot();
    const answer = await stack.call<Problem>('PUT', path, { as: ADMIN, body: { brandIds: [11] } });
    expect(answer.status).toBe(400);
    expect(answer.body.extensions.field).toBe('brandIds.0');
    expect(snapshot()).toBe(before);
  });

  it('answers 403 to an external admin of the account: brands need an internal user with account.write', async () => {
    const body = { brandIds: ['1'] };
    expect((await stack.call('PUT', '/api/v1/aura/accounts/1001/brands', { as: CUSTOMER_ADMIN, body })).status).toBe(
      403,
    );
  });
});
