/** Records for the small states of tests (built on emptyDb): an account and a user with plain defaults. */
import type { Account, UserRecord } from './types';

const COUNTRIES = {
  US: { bookingCurrency: 'USD', timezone: 'America/New_York' },
  GB: { bookingCurrency: 'GBP', timezone: 'Europe/London' },
} as const;

/** An active advertiser booked in the US (or in `extra.bookingCountry`, with its currency and time zone). */
export function testAccount(id: number, name: string, extra: Partial<Account> = {}): Account {
  const country = extra.bookingCountry === 'GB' ? 'GB' : 'US';
  return {
    id,
    name,
    accountType: 'ADVERTISER',
    bookingCountry: country,
    ...COUNTRIES[country],
    isTest: false,
    status: 'ACTIVE',
    brands: null,
    domains: [],
    managingAccount: null,
    salesforceId: null,
    salesTier: 'GOLD',
    ...extra,
  };
}

/** An active user named after the e-mail (first.last@… → First Last), without memberships or roles. */
export function testUserRecord(email: string, type: UserRecord['type'], extra: Partial<UserRecord> = {}): UserRecord {
  const [first = 'X', last = 'Y'] = email.split('@')[0]?.split('.') ?? [];
  const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    email,
    firstName: title(first),
    lastName: title(last),
    type,
    status: 'ACTIVE',
    memberships: [],
    internalRoles: [],
    ...extra,
  };
}
