/**
 * The accounts a user can reach, one page at a time (ACCESS-007, NS-14, NS-15, NS-27): filters,
 * name search (advertiser, agency, or the start of the id), sort and 0-based pages.
 */
import type { Account, AuraSchemas, Db } from '../../db/types';
import type { Session } from '../../server/backend';
import type { QueryOf } from '../../server/operations';
import { containsText } from '../../server/list';
import { badRequest, fail } from '../../server/respond';

type ManagedBy = AuraSchemas['ManagedByAccountType'];

/** The agency that manages the account, if one does. */
const agencyOf = (account: Account) =>
  account.managingAccount?.accountType === 'AGENCY' ? account.managingAccount.name : '';

const SORT_FIELDS: Record<string, (account: Account) => string | number> = {
  name: (a) => a.name.toLowerCase(),
  advertiserName: (a) => a.name.toLowerCase(),
  agencyName: (a) => agencyOf(a).toLowerCase(),
  id: (a) => a.id,
  accountType: (a) => a.accountType,
  bookingCountry: (a) => a.bookingCountry,
  bookingCurrency: (a) => a.bookingCurrency,
  isTest: (a) => (a.isTest ? 1 : 0),
  salesTier: (a) => a.salesTier ?? '',
  status: (a) => a.status,
  timezone: (a) => a.timezone,
};

/** `<field>,asc|desc`; 400 naming `sort` for anything else. */
function parseSort(sort: string | undefined) {
  const [field = '', direction = 'asc', ...rest] = (sort ?? 'name,asc').split(',').map((part) => part.trim());
  const key = Object.hasOwn(SORT_FIELDS, field) ? SORT_FIELDS[field] : undefined;
  const dir = direction.toLowerCase();
  if (!key || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
    fail(
      badRequest(`sort: expected <field>,asc|desc with field one of ${Object.keys(SORT_FIELDS).join(', ')}`, 'sort'),
    );
  }
  return { key, descending: dir === 'desc' };
}

/** The managedByAccountType filter's value of an account; none when another kind of account manages it. */
const MANAGED_BY: Partial<Record<Account['accountType'], ManagedBy>> = {
  AGENCY: 'Agency',
  THIRDPARTYCONTENT: 'ThirdPartyContent',
};
const managedByOf = (account: Account) =>
  account.managingAccount ? MANAGED_BY[account.managingAccount.accountType] : 'NULL';

interface Entry {
  key: string | number;
  account: Account;
}

/** The page of accounts the session's user may see that match the query. */
export function listAccounts(
  db: Db,
  session: Session,
  query: QueryOf<'aura', 'listUserAccounts'>,
): AuraSchemas['AccountPage'] {
  const sort = parseSort(query.sort);
  const { accountIds, bookingCountry, isTest, name, type, managedByAccountType, page, size } = query;

  const ids = accountIds && accountIds.length > 0 ? new Set(accountIds) : undefined;
  const memberOf = session.internal ? undefined : new Set(session.user.memberships.map((m) => m.accountId));
  const managedBy = managedByAccountType && managedByAccountType.length > 0 ? new Set(managedByAccountType) : undefined;
  const needle = name?.trim().toLowerCase() ?? '';
  // Digits also find an account by the start of its id.
  const digitsOnly = /^\d+$/.test(needle);

  // One pass over the accounts (O(n)), then one sort over the matches with precomputed keys.
  const matches: Entry[] = [];
  for (const account of db.accounts) {
    if (memberOf && !memberOf.has(account.id)) continue;
    if (ids && !ids.has(account.id)) continue;
    if (bookingCountry && account.bookingCountry !== bookingCountry) continue;
    if (isTest !== undefined && account.isTest !== isTest) continue;
    if (type && account.accountType !== type) continue;
    if (managedBy) {
      const kind = managedByOf(account);
      if (!kind || !managedBy.has(kind)) continue;
    }
    if (needle) {
      const byId = digitsOnly && String(account.id).startsWith(needle);
      if (!byId && !containsText([account.name, agencyOf(account)], needle)) continue;
    }
    matches.push({ key: sort.key(account), account });
  }
  const direction = sort.descending ? -1 : 1;
  const order = (a: Entry, b: Entry) => {
    if (a.key < b.key) return -direction;
    if (a.key > b.key) return direction;
    return a.account.id - b.account.id;
  };
  const start = page * size;
  const end = start + size;
  // A small page of many matches (the switcher's 25) needs only the first `end` in order.
  const ordered = end * 8 < matches.length ? firstInOrder(matches, end, order) : matches.sort(order);
  return {
    items: ordered.slice(start, end).map(({ account }) => ({ account })),
    totalElements: matches.length,
    totalPages: Math.ceil(matches.length / size),
  };
}

/** The `count` smallest entries in order, in one pass (binary insertion into a bounded buffer). */
function firstInOrder(entries: readonly Entry[], count: number, order: (a: Entry, b: Entry) => number): Entry[] {
  const buffer: Entry[] = [];
  for (const entry of entries) {
    const last = buffer[buffer.length - 1];
    if (buffer.length >= count && last && order(entry, last) >= 0) continue;
    let low = 0;
    let high = buffer.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const probe = buffer[middle];
      if (probe && order(probe, entry) <= 0) low = middle + 1;
      else high = middle;
    }
    buffer.splice(low, 0, entry);
    if (buffer.length > count) buffer.pop();
  }
  return buffer;
}
