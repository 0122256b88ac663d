/**
 * The access requirements of the operation tables (`access` of `defineOperations`): on the
 * account of the path, or on an entity read without its account in the path.
 */
import type { AccessRequirement, Session } from './backend';
import { canSeeAccount, permissionsOn, type Permission } from './permissions';
import { forbidden, notFound } from './respond';

/**
 * The requirement of an operation on the account of its path: a permission there (a list: any one
 * of them), and internal users only.
 */
export const onAccount =
  (permission: Permission | readonly Permission[], internal = false) =>
  (path: { accountId: number }): AccessRequirement => ({ accountId: path.accountId, permission, internal });

/** The requirement "a permission on the account of the path, or an internal user" (part 1 §6.3). */
export const onAccountOrInternal =
  (permission: Permission) =>
  (path: { accountId: number }): AccessRequirement => ({ accountId: path.accountId, permission, orInternal: true });

/**
 * Access to an entity read without its account in the path: 404 when the user may not see the
 * entity's account (the entity is not revealed), 403 when the permission is missing there.
 */
export function entityAccess(
  session: Session,
  accountId: number,
  permission: Permission,
  what: string,
  id: number | string,
): Response | undefined {
  if (!canSeeAccount(session.user, accountId)) return notFound(what, id);
  if (!permissionsOn(session.user, accountId).includes(permission)) {
    return forbidden(`Missing permission ${permission} on account ${accountId}`);
  }
  return undefined;
}
