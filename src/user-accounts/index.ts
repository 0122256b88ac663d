/** The signed-in user's accounts: shared by the shell (switcher), the app (landing, account scope) and the accounts feature. */
export {
  accountListParams,
  accountsByIdParams,
  accountSearchParams,
  fullAccountListParams,
  matchesAccountId,
  matchesAccountSearch,
  pickLandingAccount,
  requireFirstAccount,
  toSwitcherAccount,
} from './accounts';
export type { SwitcherAccount } from './accounts';
export { inaccessibleIds, useRecentAccounts } from './recent-accounts';
