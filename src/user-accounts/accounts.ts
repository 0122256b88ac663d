/**
 * The signed-in user's accounts, as the account switcher, the landing rule, the account scope and
 * the all-accounts page list them (part 1 §2.3, §2.6, §7.2, §9): the switcher's account shape
 * (NS-15), account search, the managed-by filter (NS-14), the account list's query parameters and
 * the landing account. No React here: this module is reachable from the first-page bundle.
 */
import {
  AccountType,
  ManagedByAccountType,
  type Account,
  type AccountPage,
  type BookingCountry,
  type ListUserAccountsParams,
} from '@generated/aura/model';

/** The account as the switcher shows it (ACCT-003). */
export type SwitcherAccount = {
  id: number;
  advertiserName: string;
  agencyName: string | null;
  bookingCountry: BookingCountry;
};

/** advertiserName = name; agencyName = the managing account's name when it is an agency (NS-15). */
export function toSwitcherAccount(account: Account): SwitcherAccount {
  return {
    id: account.id,
    advertiserName: account.name,
    agencyName: agencyNameOf(account),
    bookingCountry: account.bookingCountry,
  };
}

/** The managing account's name when it is an agency, else null (NS-15). */
export function agencyNameOf(account: Account): string | null {
  const manager = account.managingAccount;
  return manager?.accountType === AccountType.AGENCY ? manager.name : null;
}

/** The UI managed-by filter values (ACCT-006). */
export const MANAGED_BY_FILTERS = ['agency', 'all', 'direct', 'firstParty', 'thirdParty'] as const;
export type ManagedByFilter = (typeof MANAGED_BY_FILTERS)[number];

export function isManagedByFilter(value: unknown): value is ManagedByFilter {
  return typeof value === 'string' && (MANAGED_BY_FILTERS as readonly string[]).includes(value);
}

/** The managedByAccountType query values of a filter; undefined = parameter omitted (NS-14). */
export function managedByQuery(filter: ManagedByFilter): ManagedByAccountType[] | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'direct':
      return [ManagedByAccountType.NULL];
    case 'agency':
      return [ManagedByAccountType.Agency];
    case 'thirdParty':
      return [ManagedByAccountType.ThirdPartyContent];
    case 'firstParty':
      return [ManagedByAccountType.NULL, ManagedByAccountType.Agency];
  }
}

/**
 * Advertiser name or agency name contains the term, case-insensitively, or the digits start the
 * account id; an empty term matches (SHELL-048).
 */
export function matchesAccountSearch(account: SwitcherAccount, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    matchesAccountId(account.id, needle) ||
    account.advertiserName.toLocaleLowerCase().includes(needle) ||
    (account.agencyName?.toLocaleLowerCase().includes(needle) ?? false)
  );
}

/** Digits find an account by the start of its id ('1001' → 1001, 10010…), as the server's search does. */
export const matchesAccountId = (id: number, needle: string) => /^\d+$/.test(needle) && String(id).startsWith(needle);

/** The full account list is one page of this size (ACCT-008, NS-27). */
export const ACCOUNT_FULL_LIST_SIZE = 10000;
/** Page size of the switcher's server-side search. */
export const ACCOUNT_SEARCH_PAGE_SIZE = 25;
export interface AccountListOptions {
  accountIds?: readonly number[];
  name?: string;
  managedBy?: ManagedByFilter;
  page?: number;
  size?: number;
  sort?: string;
  bookingCountry?: BookingCountry;
  isTest?: boolean;
}

/**
 * Query parameters of an account list request: always type ADVERTISER, page defaulting to 0
 * (ACCT-009); empty names and the `all` filter are left out.
 */
export function accountListParams(options: AccountListOptions = {}): ListUserAccountsParams {
  const params: ListUserAccountsParams = { type: AccountType.ADVERTISER, page: options.page ?? 0 };
  if (options.size !== undefined) params.size = options.size;
  if (options.accountIds !== undefined && options.accountIds.length > 0) params.accountIds = [...options.accountIds];
  const name = options.name?.trim();
  if (name) params.name = name;
  const managedBy = options.managedBy === undefined ? undefined : managedByQuery(options.managedBy);
  if (managedBy !== undefined) params.managedByAccountType = managedBy;
  if (options.sort !== undefined) params.sort = options.sort;
  if (options.bookingCountry !== undefined) params.bookingCountry = options.bookingCountry;
  if (options.isTest !== undefined) params.isTest = options.isTest;
  return params;
}

/** The full account list of a user: one page of 10000 (ACCT-008). */
export function fullAccountListParams(managedBy?: ManagedByFilter): ListUserAccountsParams {
  return accountListParams({ size: ACCOUNT_FULL_LIST_SIZE, ...(managedBy === undefined ? {} : { managedBy }) });
}

/** The switcher's server-side search: one page of 25 matching the term. */
export function accountSearchParams(term: string, managedBy?: ManagedByFilter): ListUserAccountsParams {
  return accountListParams({
    name: term,
    size: ACCOUNT_SEARCH_PAGE_SIZE,
    ...(managedBy === undefined ? {} : { managedBy }),
  });
}

/** Resolving recently viewed accounts by id (ACCT-008). */
export function accountsByIdParams(accountIds: readonly number[]): ListUserAccountsParams {
  return accountListParams({ accountIds, size: Math.max(accountIds.length, 1) });
}

/**
 * The landing account: the most recently viewed account still accessible, else the first
 * accessible one (SHELL-003). Undefined when the user has none.
 */
export function pickLandingAccount(
  recentIds: readonly number[],
  isAccessible: (id: number) => boolean,
  first: SwitcherAccount | undefined,
): number | undefined {
  return recentIds.find((id) => isAccessible(id)) ?? first?.id;
}

export const NO_ACCOUNT_MESSAGE = 'User must have access to at least one account';

/** The first account of an account list page; a user without any account is an error (SHELL-005). */
export function requireFirstAccount(page: AccountPage | undefined): Account {
  const first = page?.items[0]?.account;
  if (first === undefined) throw new Error(NO_ACCOUNT_MESSAGE);
  return first;
}
