/**
 * Pure account rules of part 1 §3.1, §3.3 and §9: the form shape derived from an Account (NS-15),
 * brand ids and page sizes. The rules the shell shares (switcher shape, search, list parameters,
 * landing account) live in src/user-accounts and are re-exported here.
 */
import { agencyNameOf } from '@/user-accounts/accounts';
import { ManagedByAccountType, type Account, type AccountType, type BookingCountry } from '@generated/aura/model';

export * from '@/user-accounts/accounts';

/** The managing account's type, or NULL for a direct account (NS-15). */
export type AccountFormManagedBy = AccountType | typeof ManagedByAccountType.NULL;

/** The account form shape (ACCT-002): brands as numbers. */
export type AccountForm = {
  advertiserName: string;
  agencyName: string | null;
  bookingCountry: BookingCountry;
  brands: number[];
  domains: string[];
  id: number;
  isTest: boolean;
  managedByAccountType: AccountFormManagedBy;
};

/**
 * The account form's shape (ACCT-002, NS-15). No screen edits an account yet: the spec defines the
 * shape but shows no form, so only its test calls this.
 * @specShape
 */
export function toAccountForm(account: Account): AccountForm {
  return {
    advertiserName: account.name,
    agencyName: agencyNameOf(account),
    bookingCountry: account.bookingCountry,
    brands: brandIdsToNumbers(account.brands),
    domains: account.domains ?? [],
    id: account.id,
    isTest: account.isTest,
    managedByAccountType: account.managingAccount?.accountType ?? ManagedByAccountType.NULL,
  };
}

/** Brand ids as the server keeps them (strings) to the numbers of the form; non-numeric ids are skipped. */
export function brandIdsToNumbers(brands: readonly string[] | null | undefined): number[] {
  return (brands ?? []).map((brand) => Number(brand.trim())).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** The form's brand numbers as the PUT brands body expects them (ACCT-018). */
export function brandIdsToStrings(brands: readonly number[]): string[] {
  return brands.map((id) => String(id));
}

/** Default page size of paged tables (the all-accounts page). */
export const DEFAULT_LIST_PAGE_SIZE = 10;
/** The users page loads every user in one page (ACCT-012). */
export const USER_LIST_PAGE_SIZE = 10000;
