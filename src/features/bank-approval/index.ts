/**
 * Bank approval (NS-74), for internal users only: the campaign review's panel and the campaigns
 * list's badge linking to it. Exported here: what the builder and the campaigns list place.
 */
export { BankApprovalBadge } from './components/BankApprovalBadge';
export { BankApprovalPanel } from './components/BankApprovalPanel';
