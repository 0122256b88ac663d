import { describe, expect, it } from 'vitest';
import { ListUserAccountsResponse } from '@generated/aura/aura.zod';
import { emptyDb } from '../../db/empty';
import type { Account, Db } from '../../db/types';
import { PERSONAS } from '../../personas';
import { withTestBackend } from '../../server/testing';

const SCALE = PERSONAS.scale.email;
const COUNT = 10_000;
const WORDS = ['Acme', 'Brightside', 'Northwind', 'Zephyr', 'Harbor', 'Maple', 'Summit', 'Granite', 'Willow', 'Copper'];

function fixture(): Db {
  const db = emptyDb();
  const agency = { id: 1, name: 'Agency One', accountType: 'AGENCY', status: 'ACTIVE' } as const;
  db.accounts = Array.from({ length: COUNT }, (_, i): Account => ({
    id: 100_000 + i,
    // Names out of id order, so that the answer's order comes from the sort.
    name: `${WORDS[(i * 7) % WORDS.length] ?? ''} ${WORDS[(i * 3) % WORDS.length] ?? ''} ${(i * 7919) % COUNT}`,
    accountType: 'ADVERTISER',
    bookingCountry: i % 3 === 0 ? 'GB' : 'US',
    bookingCurrency: i % 3 === 0 ? 'GBP' : 'USD',
    timezone: i % 3 === 0 ? 'Europe/London' : 'America/New_York',
    isTest: i % 50 === 0,
    status: 'ACTIVE',
    managingAccount: i % 4 === 0 ? agency : null,
  }));
  db.users = [
    {
      email: SCALE,
      firstName: 'Sid',
      lastName: 'Scale',
      type: 'INTERNAL',
      status: 'ACTIVE',
      memberships: [],
      internalRoles: ['Internal Account Manager'],
    },
  ];
  return db;
}

const stack = withTestBackend(fixture);

type Page = { items: { account: Account }[]; totalElements: number; totalPages: number };

describe('the accounts list at scale', () => {
  it('ACCESS-007 answers all 10,000 accounts to the internal scale user in one page, sorted by name', async () => {
    const answer = await stack.call<Page>(
      'GET',
      `/api/v1/aura/users/${SCALE}/accounts?type=ADVERTISER&page=0&size=10000`,
      { as: SCALE },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.totalElements).toBe(COUNT);
    expect(answer.body.totalPages).toBe(1);
    const names = answer.body.items.map((item) => item.account.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(ListUserAccountsResponse.safeParse(answer.body).success).toBe(true);
  });

  it('serves the switcher search (name, managed by, size 25) from the same list, in the same order', async () => {
    const base = `/api/v1/aura/users/${SCALE}/accounts?type=ADVERTISER&name=agency%20one&managedByAccountType=Agency`;
    const all = await stack.call<Page>('GET', `${base}&size=10000`, { as: SCALE });
    expect(all.body.totalElements).toBe(COUNT / 4);
    for (const [page, sort] of [
      [0, 'name,asc'],
      [3, 'name,asc'],
      [2, 'name,desc'],
    ] as const) {
      const full = await stack.call<Page>('GET', `${base}&size=10000&sort=${sort}`, { as: SCALE });
      const answer = await stack.call<Page>('GET', `${base}&size=25&page=${page}&sort=${sort}`, { as: SCALE });
      expect(answer.body.totalElements).toBe(COUNT / 4);
      expect(answer.body.totalPages).toBe(COUNT / 4 / 25);
      expect(answer.body.items.map((item) => item.account.id)).toEqual(
        full.body.items.slice(page * 25, page * 25 + 25).map((item) => item.account.id),
      );
    }
  });
});
