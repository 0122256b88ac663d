/** The signed-in user's accounts: shared by the shell (switcher), the app (landing, account scope) and the accounts feature. */
export {
  ACCOUNT_FULL_LIST_SIZE,
  ACCOUNT_SEARCH_PAGE_SIZE,
  accountListParams,
  accountsByIdParams,
  accountSearchParams,
  agencyNameOf,
  fullAccountListParams,
  isManagedByFilter,
  MANAGED_BY_FILTERS,
  managedByQuery,
  matchesAccountSearch,
  NO_ACCOUNT_MESSAGE,
  pickLandingAccount,
  requireFirstAccount,
  toSwitcherAccount,
} from './accounts';
export type { AccountListOptions, ManagedByFilter, SwitcherAccount } from './accounts';
export {
  addRecent,
  dropInaccessible,
  RECENT_ACCOUNTS_VERSION,
  recentAccountsSchema,
  useRecentAccounts,
} from './recent-accounts';
export type { RecentAccounts } from './recent-accounts';
