/**
 * The aura service of the fake backend: the accounts a user can reach (ACCESS-007, NS-14, NS-15,
 * NS-27), the users of an account with their roles and permissions (NS-18, NS-28) and an account's
 * brands.
 */
import type { AuraSchemas, Db, UserRecord } from '../../db/types';
import { onAccount } from '../../server/guard';
import { defineOperations } from '../../server/operations';
import { EXTERNAL_ROLES, permissionsOn, rolesOn } from '../../server/permissions';
import { badRequest, conflict, fail, notFound } from '../../server/respond';
import { isRecord } from '../../server/validate';
import { listAccounts } from './accounts-list';

/** E-mails of this domain belong to the provider's staff (INTERNAL users); all others are EXTERNAL. */
const INTERNAL_EMAIL_DOMAIN = 'cardlinked.example';

const isInternalEmail = (email: string) => email.toLowerCase().endsWith(`@${INTERNAL_EMAIL_DOMAIN}`);

/** The user as a member of one account: roles and server permissions there. */
function userOn(user: UserRecord, accountId: number): AuraSchemas['User'] {
  return {
    accountId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions: permissionsOn(user, accountId),
    roles: rolesOn(user, accountId),
    status: user.status,
    type: user.type,
  };
}

const isMember = (user: UserRecord, accountId: number) => user.memberships.some((m) => m.accountId === accountId);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The member of the account with this e-mail, or 404. */
const memberOf = (db: Db, accountId: number, email: string): UserRecord =>
  db.users.find((user) => sameEmail(user.email, email) && isMember(user, accountId)) ?? fail(notFound('User', email));

export const aura = defineOperations('aura', {
  listUserAccounts: {
    // Only the signed-in user's own accounts (the e-mail compared case-insensitively).
    access: ({ userEmail }) => ({ self: userEmail }),
    flags: ['isTest'],
    read: ({ session, query, db }) => listAccounts(db, session, query),
  },

  updateAccountBrands: {
    access: onAccount('account.write', true),
    write: ({ path: { accountId }, body, db }) => {
      const account =
        db.accounts.find((candidate) => candidate.id === accountId) ?? fail(notFound('Account', accountId));
      account.brands = [...body.brandIds];
      return account;
    },
  },

  listAccountUsers: {
    access: onAccount('users.read'),
    read: ({ path: { accountId }, query: { page, size }, db }) =>
      db.users
        .filter((user) => isMember(user, accountId))
        .sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1))
        .slice(page * size, (page + 1) * size)
        .map((user) => userOn(user, accountId)),
  },

  createAccountUser: {
    access: onAccount('users.write'),
    // The e-mail is kept trimmed and in lower case; its schema checks it so.
    before: (json) =>
      isRecord(json) && typeof json.email === 'string' ? { ...json, email: json.email.trim().toLowerCase() } : json,
    write: ({ path: { accountId }, body: { email, firstName, lastName, roleName }, db }) => {
      if (!isInternalEmail(email) && !EXTERNAL_ROLES.includes(roleName)) {
        fail(badRequest(`roleName: an external user may only be given ${EXTERNAL_ROLES.join(', ')}`, 'roleName'));
      }
      const existing = db.users.find((user) => sameEmail(user.email, email));
      if (existing && isMember(existing, accountId)) {
        fail(conflict('CONFLICT', `${email} already belongs to account ${accountId}`, 'USER_ALREADY_MEMBER'));
      }
      if (existing) {
        existing.memberships.push({ accountId, roles: [roleName] });
        return userOn(existing, accountId);
      }
      const user: UserRecord = {
        email,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        type: isInternalEmail(email) ? 'INTERNAL' : 'EXTERNAL',
        status: 'ACTIVE',
        memberships: [{ accountId, roles: [roleName] }],
        internalRoles: [],
      };
      db.users.push(user);
      return userOn(user, accountId);
    },
  },

  getCurrentAccountUser: {
    // 404 both for an unknown account and for one the user cannot see: the app reads 401/404 as
    // "no permissions here" (part 1 §4.3), never as an error.
    access: ({ accountId }) => ({ accountId, unseenAsUnknown: true }),
    read: ({ path: { accountId }, session }) => userOn(session.user, accountId),
  },

  getAccountUser: {
    access: onAccount('users.read'),
    read: ({ path: { accountId, userEmail }, db }) => userOn(memberOf(db, accountId, userEmail), accountId),
  },

  resendUserInvitation: {
    access: onAccount('users.write'),
    read: ({ path: { accountId, userEmail }, db }): AuraSchemas['InvitationResult'] => ({
      status: memberOf(db, accountId, userEmail).status === 'DELETED' ? 'FAILURE' : 'SUCCESS',
    }),
  },

  deleteUserRole: {
    access: onAccount('users.write'),
    write: ({ path: { accountId, userEmail }, db }) => {
      const user = memberOf(db, accountId, userEmail);
      user.memberships = user.memberships.filter((m) => m.accountId !== accountId);
    },
  },
});
