/**
 * The fake backend in vitest: the real handlers through msw/node, seeded with small fixtures, and
 * the app's http transport pointed at it. Test tokens are `test:<email>`.
 */
import { afterEach } from 'vitest';
import { configureHttp, resetHttp } from '@/api/http';
import { emptyDb } from '@/mocks/db/empty';
import { testAccount, testUserRecord } from '@/mocks/db/test-records';
import type { Account, Db, PerformanceRow, UserRecord } from '@/mocks/db/types';
import { campaignBuildFixture } from '@/mocks/fixtures/campaign-build';
import { TEST_ORIGIN, withTestBackend, type TestBackend } from '@/mocks/server/testing';
import { ADMIN, USER_WITH_FIVE_ACCOUNTS, USER_WITH_ONE_ACCOUNT, USER_WITH_SIX_ACCOUNTS } from './personas';

export { testAccount, testUserRecord };

/**
 * Runs the fake backend for the tests of this file: started before the first test, closed after the
 * last. After each test its data is back to the seed, its injected faults are gone and the http
 * transport is reset.
 */
export function setupTestBackend(
  seed: () => Db,
  performance?: (db: Db) => PerformanceRow[],
): Omit<TestBackend, 'close'> {
  const stack = withTestBackend(seed, performance);
  afterEach(() => {
    resetHttp();
  });
  return stack;
}

/** Every request of the app goes to the test backend with the token `getAccessToken` gives at that moment. */
export function connectHttpToTestBackend(getAccessToken: () => string | undefined): void {
  configureHttp({ baseUrl: TEST_ORIGIN, getAccessToken });
}

/** These accounts and users, and the internal admin (ADMIN). */
export function testDb(accounts: Account[], users: UserRecord[]): Db {
  const db = emptyDb();
  db.accounts = accounts;
  db.users = [testUserRecord(ADMIN.email, 'INTERNAL', { internalRoles: ['Internal Admin'] }), ...users];
  return db;
}

/** An agency as an advertiser's `managingAccount` names it (the seed's 101; in switcherDb it manages 1004–1008). */
export const BRIGHTSIDE_AGENCY = {
  id: 101,
  name: 'Brightside Agency',
  accountType: 'AGENCY',
  status: 'ACTIVE',
} as const;

const campaignViewer = (email: string, accountIds: number[]): UserRecord =>
  testUserRecord(email, 'EXTERNAL', {
    memberships: accountIds.map((accountId) => ({ accountId, roles: ['Campaign Viewer'] })),
  });

/**
 * The account switcher's world: the campaign-build fixture (accounts 1001 Acme Outfitters, 1002
 * Bramble & Co, 1003 Lakeside Coffee Roasters; campaigns 5001…, ad groups 6001…, ads 7001…) plus
 * the seed's next six accounts, with its names, booking countries and agency (Brightside Agency
 * manages 1004–1008), and the external users with one, five and six accounts (USER_WITH_…).
 */
export function switcherDb(): Db {
  const db = campaignBuildFixture();
  const managed = { managingAccount: BRIGHTSIDE_AGENCY };
  db.accounts.push(
    testAccount(1004, 'Pinecrest Pharmacy', managed),
    testAccount(1005, 'Redline Auto Care', managed),
    testAccount(1006, 'Thistle & Rose Florists', { bookingCountry: 'GB', ...managed }),
    testAccount(1007, 'Golden Wok Kitchen', managed),
    testAccount(1008, 'Summit Fitness Clubs', managed),
    testAccount(1009, 'Bayview Grocers'),
  );
  db.users.push(
    campaignViewer(USER_WITH_FIVE_ACCOUNTS.email, [1001, 1002, 1004, 1005, 1006]),
    campaignViewer(USER_WITH_SIX_ACCOUNTS.email, [1001, 1002, 1004, 1005, 1006, 1007]),
    campaignViewer(USER_WITH_ONE_ACCOUNT.email, [1001]),
  );
  return db;
}
