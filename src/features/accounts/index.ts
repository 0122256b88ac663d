/** The accounts feature: account shapes and rules (NS-14, NS-15), recent accounts (the `/accounts` route is in routes.tsx). */
export {
  ACCOUNT_FULL_LIST_SIZE,
  ACCOUNT_SEARCH_PAGE_SIZE,
  accountListParams,
  accountsByIdParams,
  accountSearchParams,
  brandIdsToNumbers,
  brandIdsToStrings,
  DEFAULT_LIST_PAGE_SIZE,
  fullAccountListParams,
  isManagedByFilter,
  MANAGED_BY_FILTERS,
  managedByQuery,
  matchesAccountSearch,
  NO_ACCOUNT_MESSAGE,
  pickLandingAccount,
  requireFirstAccount,
  toAccountForm,
  toSwitcherAccount,
  USER_LIST_PAGE_SIZE,
} from './account-rules';
export type {
  AccountForm,
  AccountFormManagedBy,
  AccountListOptions,
  ManagedByFilter,
  SwitcherAccount,
} from './account-rules';
export {
  addRecent,
  dropInaccessible,
  RECENT_ACCOUNTS_VERSION,
  recentAccountsSchema,
  useRecentAccounts,
} from './recent-accounts';
export type { RecentAccounts } from './recent-accounts';
