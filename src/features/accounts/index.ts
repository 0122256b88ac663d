/**
 * The accounts feature: account shapes and rules (NS-14, NS-15) (the `/accounts` route is in
 * routes.tsx). The user's accounts as the shell lists them are in src/user-accounts.
 */
export { brandIdsToNumbers, brandIdsToStrings, USER_LIST_PAGE_SIZE } from './account-rules';
