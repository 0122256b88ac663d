/**
 * Users: every persona of src/mocks/personas.ts, a few internal staff, agency staff and a handful
 * of users per rich account, so that no user list of a rich account is empty.
 */
import type { RoleName, UserRecord } from '../db/types';
import { PERSONAS, PERSONA_LIST } from '../personas';
import { BRIGHTSIDE_AGENCY_ID, MANAGING_ACCOUNTS } from './catalog';
import type { SeedContext } from './context';

/** Which accounts each external persona belongs to (accountCount of each persona). */
export const PERSONA_ACCOUNTS: Record<string, number[]> = {
  [PERSONAS.viewer.email]: [1001],
  [PERSONAS.reporter.email]: [1001, 1002],
  [PERSONAS.agencyManager.email]: [1003, 1004, 1005, 1006, 1007, 1008],
  [PERSONAS.noAccounts.email]: [],
};

/**
 * Internal staff besides the personas (first name, last name, status, role); they build and update
 * campaigns of every account.
 */
const STAFF: readonly [string, string, UserRecord['status'], RoleName][] = [
  ['Jordan', 'Lee', 'ACTIVE', 'Internal Campaign Account Manager'],
  ['Priya', 'Patel', 'ACTIVE', 'Internal Account Manager'],
  ['Oliver', 'Hughes', 'ACTIVE', 'Internal Campaign Account Manager'],
  ['Morgan', 'Blake', 'INACTIVE', 'Internal Sales'],
];

/** Agency staff (besides the agency persona): memberships on every rich account of their agency. */
const AGENCY_STAFF: readonly { agencyId: number; firstName: string; lastName: string; role: RoleName }[] = [
  { agencyId: BRIGHTSIDE_AGENCY_ID, firstName: 'Jamie', lastName: 'Fox', role: 'Campaign Account Manager' },
  { agencyId: BRIGHTSIDE_AGENCY_ID, firstName: 'Taylor', lastName: 'Kim', role: 'Campaign Viewer' },
  { agencyId: 102, firstName: 'Casey', lastName: 'Nguyen', role: 'Campaign Account Manager' },
  { agencyId: 103, firstName: 'Harriet', lastName: 'Ellis', role: 'Campaign Account Manager' },
];

const BUILDER_ROLES: readonly RoleName[] = ['Admin', 'Campaign Account Manager', 'Internal Campaign Account Manager'];

const emailPart = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const emailOf = (firstName: string, lastName: string, domain: string, suffix = ''): string =>
  `${emailPart(firstName)}.${emailPart(lastName)}${suffix}@${domain}`;

export function createUsers(ctx: SeedContext): void {
  const { random, db } = ctx;
  const used = new Set<string>();
  const add = (user: UserRecord) => {
    used.add(user.email);
    db.users.push(user);
  };

  for (const persona of PERSONA_LIST) {
    const accounts = persona.type === 'EXTERNAL' ? (PERSONA_ACCOUNTS[persona.email] ?? []) : [];
    add({
      email: persona.email,
      firstName: persona.firstName,
      lastName: persona.lastName,
      type: persona.type,
      status: 'ACTIVE',
      memberships: accounts.map((accountId) => ({ accountId, roles: [...persona.accountRoles] })),
      internalRoles: [...persona.internalRoles],
    });
  }
  for (const [firstName, lastName, status, role] of STAFF) {
    const email = emailOf(firstName, lastName, 'cardlinked.example');
    add({ email, firstName, lastName, status, internalRoles: [role], type: 'INTERNAL', memberships: [] });
    if (status === 'ACTIVE') ctx.staff.push(email);
  }

  for (const staff of AGENCY_STAFF) {
    const agency = MANAGING_ACCOUNTS.find((def) => def.id === staff.agencyId);
    if (!agency) continue;
    const accounts = ctx.rich.filter((account) => account.def.managedBy === staff.agencyId);
    add({
      email: emailOf(staff.firstName, staff.lastName, agency.domain),
      firstName: staff.firstName,
      lastName: staff.lastName,
      type: 'EXTERNAL',
      status: 'ACTIVE',
      memberships: accounts.map((account) => ({ accountId: account.id, roles: [staff.role] })),
      internalRoles: [],
    });
  }

  for (const account of ctx.rich) {
    const count = random.int(4, 7);
    for (let index = 0; index < count; index++) {
      const firstName = random.faker.person.firstName();
      const lastName = random.faker.person.lastName();
      let email = emailOf(firstName, lastName, account.domain);
      for (let n = 2; used.has(email); n++) email = emailOf(firstName, lastName, account.domain, String(n));
      const role: RoleName =
        index === 0
          ? 'Admin'
          : index === 1
            ? 'Campaign Account Manager'
            : random.weighted<RoleName>([
                ['Campaign Viewer', 80],
                ['Reporter', 7],
                ['Goal Management Viewer', 5],
                ['Integration consultant', 4],
                ['Viewer', 4],
              ]);
      const status =
        index < 2
          ? 'ACTIVE'
          : random.weighted<UserRecord['status']>([
              ['ACTIVE', 80],
              ['INACTIVE', 12],
              ['DELETED', 8],
            ]);
      add({
        email,
        firstName,
        lastName,
        type: 'EXTERNAL',
        status,
        memberships: [{ accountId: account.id, roles: [role] }],
        internalRoles: [],
      });
    }
  }

  // Who builds and who receives reports, per rich account.
  for (const account of ctx.rich) {
    for (const user of db.users) {
      if (user.status !== 'ACTIVE' || user.type !== 'EXTERNAL') continue;
      const membership = user.memberships.find((m) => m.accountId === account.id);
      if (!membership) continue;
      account.members.push(user.email);
      if (membership.roles.some((role) => BUILDER_ROLES.includes(role))) account.builders.push(user.email);
    }
  }
}
