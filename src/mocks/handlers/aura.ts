/**
 * The aura service of the fake backend: the accounts a user can reach (ACCESS-007, NS-14, NS-15,
 * NS-27), the users of an account with their roles and permissions (NS-18, NS-28) and an account's
 * brands.
 */
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@generated/aura/schema';
import {
  CreateAccountUserBody,
  CreateAccountUserParams,
  DeleteUserRoleParams,
  GetAccountUserParams,
  GetCurrentAccountUserParams,
  ListAccountUsersParams,
  ListAccountUsersQueryParams,
  ListUserAccountsParams,
  ListUserAccountsQueryParams,
  ResendUserInvitationParams,
  UpdateAccountBrandsBody,
  UpdateAccountBrandsParams,
} from '@generated/aura/aura.zod';
import type { Account, AuraSchemas, UserRecord } from '../db/types';
import type { Backend, Session } from '../server/backend';
import { guard, onAccount } from '../server/guard';
import { canSeeAccount, EXTERNAL_ROLES, permissionsOn, rolesOn } from '../server/permissions';
import { badRequest, conflict, forbidden, notFound } from '../server/respond';
import { check, checkBody, checkParams, checkQuery, checkQueryFlag } from '../server/validate';

const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** E-mails of this domain belong to the provider's staff (INTERNAL users); all others are EXTERNAL. */
export const INTERNAL_EMAIL_DOMAIN = 'cardlinked.example';

export const isInternalEmail = (email: string) => email.toLowerCase().endsWith(`@${INTERNAL_EMAIL_DOMAIN}`);

type User = AuraSchemas['User'];
type ManagedBy = AuraSchemas['ManagedByAccountType'];

/** The user as a member of one account: roles and server permissions there. */
export function userOn(user: UserRecord, accountId: number): User {
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

// --- the accounts list -------------------------------------------------------------------------

const SORT_FIELDS: Record<string, (account: Account) => string | number> = {
  name: (a) => a.name.toLowerCase(),
  advertiserName: (a) => a.name.toLowerCase(),
  agencyName: (a) => (a.managingAccount?.accountType === 'AGENCY' ? a.managingAccount.name.toLowerCase() : ''),
  id: (a) => a.id,
  accountType: (a) => a.accountType,
  bookingCountry: (a) => a.bookingCountry,
  bookingCurrency: (a) => a.bookingCurrency,
  isTest: (a) => (a.isTest ? 1 : 0),
  salesTier: (a) => a.salesTier ?? '',
  status: (a) => a.status,
  timezone: (a) => a.timezone,
};

interface Sort {
  key: (account: Account) => string | number;
  descending: boolean;
}

function parseSort(sort: string | undefined): Sort | Response {
  const [field = '', direction = 'asc', ...rest] = (sort ?? 'name,asc').split(',').map((part) => part.trim());
  const key = Object.hasOwn(SORT_FIELDS, field) ? SORT_FIELDS[field] : undefined;
  const dir = direction.toLowerCase();
  if (!key || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
    return badRequest(
      `sort: expected <field>,asc|desc with field one of ${Object.keys(SORT_FIELDS).join(', ')}`,
      'sort',
    );
  }
  return { key, descending: dir === 'desc' };
}

function managedByOf(account: Account): ManagedBy | undefined {
  const type = account.managingAccount?.accountType;
  if (!account.managingAccount) return 'NULL';
  if (type === 'AGENCY') return 'Agency';
  if (type === 'THIRDPARTYCONTENT') return 'ThirdPartyContent';
  return undefined;
}

function listAccounts(backend: Backend, session: Session, request: Request): Response | AuraSchemas['AccountPage'] {
  const query = checkQuery(ListUserAccountsQueryParams, request, ['accountIds', 'managedByAccountType']);
  if (!query.ok) return query.response;
  const isTestFlag = checkQueryFlag(request, 'isTest');
  if (!isTestFlag.ok) return isTestFlag.response;
  const isTest = isTestFlag.value;
  const sort = parseSort(query.value.sort);
  if (sort instanceof Response) return sort;
  const { accountIds, bookingCountry, name, type, managedByAccountType, page, size } = query.value;

  const ids = accountIds && accountIds.length > 0 ? new Set(accountIds) : undefined;
  const memberOf = session.internal ? undefined : new Set(session.user.memberships.map((m) => m.accountId));
  const managedBy = managedByAccountType && managedByAccountType.length > 0 ? new Set(managedByAccountType) : undefined;
  const needle = name?.trim().toLowerCase() ?? '';
  // Digits also find an account by the start of its id.
  const digitsOnly = /^\d+$/.test(needle);

  // One pass over the accounts (O(n)), then one sort over the matches with precomputed keys.
  const matches: Entry[] = [];
  for (const account of backend.store.db.accounts) {
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
      const agency = account.managingAccount?.accountType === 'AGENCY' ? account.managingAccount.name : '';
      const byId = digitsOnly && String(account.id).startsWith(needle);
      if (!byId && !account.name.toLowerCase().includes(needle) && !agency.toLowerCase().includes(needle)) continue;
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

interface Entry {
  key: string | number;
  account: Account;
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

// --- the handlers ------------------------------------------------------------------------------

export function auraHandlers(backend: Backend): RequestHandler[] {
  return [
    http.get('/api/v1/aura/users/{userEmail}/accounts', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, ListUserAccountsParams, params);
      if (!guarded.ok) return response.untyped(guarded.response);
      if (!sameEmail(guarded.path.userEmail, guarded.session.user.email)) {
        return response.untyped(forbidden('Only your own accounts can be listed'));
      }
      const answer = listAccounts(backend, guarded.session, request);
      if (answer instanceof Response) return response.untyped(answer);
      return response(200).json(answer);
    }),

    http.put('/api/v1/aura/accounts/{accountId}/brands', async ({ request, params, response }) => {
      const guarded = await guard(
        backend,
        request,
        UpdateAccountBrandsParams,
        params,
        onAccount('account.write', true),
      );
      if (!guarded.ok) return response.untyped(guarded.response);
      const body = await checkBody(UpdateAccountBrandsBody, request);
      if (!body.ok) return response.untyped(body.response);
      const { accountId } = guarded.path;
      const account = backend.store.write((db) => {
        const found = db.accounts.find((candidate) => candidate.id === accountId);
        if (!found) throw new Error(`account ${accountId} vanished`);
        found.brands = [...body.value.brandIds];
        return found;
      });
      return response(200).json(account);
    }),

    http.get('/api/v1/aura/accounts/{accountId}/users', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, ListAccountUsersParams, params, onAccount('users.read'));
      if (!guarded.ok) return response.untyped(guarded.response);
      const query = checkQuery(ListAccountUsersQueryParams, request);
      if (!query.ok) return response.untyped(query.response);
      const { accountId } = guarded.path;
      const { page, size } = query.value;
      const members = backend.store.db.users
        .filter((user) => isMember(user, accountId))
        .sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1));
      return response(200).json(members.slice(page * size, (page + 1) * size).map((user) => userOn(user, accountId)));
    }),

    http.post('/api/v1/aura/accounts/{accountId}/users', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, CreateAccountUserParams, params, onAccount('users.write'));
      if (!guarded.ok) return response.untyped(guarded.response);
      let raw: unknown;
      try {
        const plain: Request = request;
        const text = await plain.text();
        raw = text === '' ? undefined : JSON.parse(text);
      } catch {
        return response.untyped(badRequest('body: not valid JSON', 'body'));
      }
      if (raw && typeof raw === 'object' && 'email' in raw && typeof raw.email === 'string') {
        raw = { ...raw, email: raw.email.trim().toLowerCase() };
      }
      const body = check(CreateAccountUserBody, raw);
      if (!body.ok) return response.untyped(body.response);
      const { accountId } = guarded.path;
      const { email, firstName, lastName, roleName } = body.value;
      if (!isInternalEmail(email) && !EXTERNAL_ROLES.includes(roleName)) {
        return response.untyped(
          badRequest(`roleName: an external user may only be given ${EXTERNAL_ROLES.join(', ')}`, 'roleName'),
        );
      }
      const existing = backend.store.db.users.find((user) => sameEmail(user.email, email));
      if (existing && isMember(existing, accountId)) {
        return response.untyped(
          conflict('CONFLICT', `${email} already belongs to account ${accountId}`, 'USER_ALREADY_MEMBER'),
        );
      }
      const created = backend.store.write((db) => {
        const stored = db.users.find((user) => sameEmail(user.email, email));
        if (stored) {
          stored.memberships.push({ accountId, roles: [roleName] });
          return userOn(stored, accountId);
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
      });
      return response(201).json(created);
    }),

    // Fixed path before the parameterised one of the same shape.
    http.get('/api/v1/aura/accounts/{accountId}/users/me', async ({ request, params, response }) => {
      const session = await backend.authenticate(request);
      if (session instanceof Response) return response.untyped(session);
      const path = checkParams(GetCurrentAccountUserParams, params);
      if (!path.ok) return response.untyped(path.response);
      const { accountId } = path.value;
      // 404 both for an unknown account and for one the user cannot see: the app reads 401/404 as
      // "no permissions here" (part 1 §4.3), never as an error.
      if (
        !backend.store.db.accounts.some((account) => account.id === accountId) ||
        !canSeeAccount(session.user, accountId)
      ) {
        return response.untyped(notFound('Account', accountId));
      }
      return response(200).json(userOn(session.user, accountId));
    }),

    http.get('/api/v1/aura/accounts/{accountId}/users/{userEmail}', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, GetAccountUserParams, params, onAccount('users.read'));
      if (!guarded.ok) return response.untyped(guarded.response);
      const { accountId, userEmail } = guarded.path;
      const user = backend.store.db.users.find(
        (candidate) => sameEmail(candidate.email, userEmail) && isMember(candidate, accountId),
      );
      if (!user) return response.untyped(notFound('User', userEmail));
      return response(200).json(userOn(user, accountId));
    }),

    http.post(
      '/api/v1/aura/accounts/{accountId}/users/{userEmail}/invitation',
      async ({ request, params, response }) => {
        const guarded = await guard(backend, request, ResendUserInvitationParams, params, onAccount('users.write'));
        if (!guarded.ok) return response.untyped(guarded.response);
        const { accountId, userEmail } = guarded.path;
        const user = backend.store.db.users.find(
          (candidate) => sameEmail(candidate.email, userEmail) && isMember(candidate, accountId),
        );
        if (!user) return response.untyped(notFound('User', userEmail));
        return response(200).json({ status: user.status === 'DELETED' ? 'FAILURE' : 'SUCCESS' });
      },
    ),

    http.delete('/api/v1/aura/accounts/{accountId}/users/{userEmail}/role', async ({ request, params, response }) => {
      const guarded = await guard(backend, request, DeleteUserRoleParams, params, onAccount('users.write'));
      if (!guarded.ok) return response.untyped(guarded.response);
      const { accountId, userEmail } = guarded.path;
      const known = backend.store.db.users.some(
        (candidate) => sameEmail(candidate.email, userEmail) && isMember(candidate, accountId),
      );
      if (!known) return response.untyped(notFound('User', userEmail));
      backend.store.write((db) => {
        const user = db.users.find((candidate) => sameEmail(candidate.email, userEmail));
        if (!user) throw new Error(`user ${userEmail} vanished`);
        user.memberships = user.memberships.filter((m) => m.accountId !== accountId);
      });
      return response(204).empty();
    }),
  ];
}
