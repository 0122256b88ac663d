/**
 * The people of the mock environment: each is an e-mail the local IdP's login page offers and a
 * user of the seed data. Internal personas are also offered on the corporate single-sign-on page.
 */
import type { RoleName } from './db/types';

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  type: 'INTERNAL' | 'EXTERNAL';
  /** What the login page says about the persona. */
  description: string;
  /** Roles on every account (internal personas) — see src/mocks/server/permissions.ts. */
  internalRoles: RoleName[];
  /** Roles on its own accounts (external personas); which accounts is up to the seed. */
  accountRoles: RoleName[];
  /** How many accounts the seed gives an external persona (internal ones see all). */
  accountCount: number;
}

export const PERSONAS = {
  admin: {
    email: 'ada.admin@cardlinked.example',
    firstName: 'Ada',
    lastName: 'Admin',
    type: 'INTERNAL',
    description: 'Internal admin: every permission on every account',
    internalRoles: ['Internal Admin'],
    accountRoles: [],
    accountCount: 0,
  },
  sales: {
    email: 'sam.sales@cardlinked.example',
    firstName: 'Sam',
    lastName: 'Sales',
    type: 'INTERNAL',
    description: 'Internal sales: reads every account, changes nothing',
    internalRoles: ['Internal Sales'],
    accountRoles: [],
    accountCount: 0,
  },
  agencyManager: {
    email: 'alex.agency@brightside-agency.example',
    firstName: 'Alex',
    lastName: 'Agency',
    type: 'EXTERNAL',
    description: 'Agency campaign manager: several advertisers, campaign write, users read',
    internalRoles: [],
    accountRoles: ['Campaign Account Manager'],
    accountCount: 6,
  },
  viewer: {
    email: 'vera.viewer@acme-outfitters.example',
    firstName: 'Vera',
    lastName: 'Viewer',
    type: 'EXTERNAL',
    description: 'Campaign viewer: one advertiser, read only',
    internalRoles: [],
    accountRoles: ['Campaign Viewer'],
    accountCount: 1,
  },
  reporter: {
    email: 'riley.reporter@acme-outfitters.example',
    firstName: 'Riley',
    lastName: 'Reporter',
    type: 'EXTERNAL',
    description: 'Reporter: reads campaigns, builds and schedules reports',
    internalRoles: [],
    accountRoles: ['Reporter'],
    accountCount: 2,
  },
  redemptionsAdmin: {
    email: 'rita.redemptions@cardlinked.example',
    firstName: 'Rita',
    lastName: 'Redemptions',
    type: 'INTERNAL',
    description: 'Redemptions admin: reviews redemptions in the admin area',
    internalRoles: ['Redemptions Admin'],
    accountRoles: [],
    accountCount: 0,
  },
  noAccounts: {
    email: 'nico.noaccess@acme-outfitters.example',
    firstName: 'Nico',
    lastName: 'Noaccess',
    type: 'EXTERNAL',
    description: 'A user who belongs to no account',
    internalRoles: [],
    accountRoles: [],
    accountCount: 0,
  },
  scale: {
    email: 'sid.scale@cardlinked.example',
    firstName: 'Sid',
    lastName: 'Scale',
    type: 'INTERNAL',
    description: 'Internal account manager who switches between all 10,000 accounts',
    internalRoles: ['Internal Account Manager'],
    accountRoles: [],
    accountCount: 0,
  },
} as const satisfies Record<string, Persona>;

export type PersonaKey = keyof typeof PERSONAS;
export const PERSONA_LIST: readonly Persona[] = Object.values(PERSONAS);

export const displayName = (persona: Pick<Persona, 'firstName' | 'lastName'>) =>
  `${persona.firstName} ${persona.lastName}`;

/** How many accounts the seed holds in all (what internal users, the scale user among them, see). */
export const SEED_ACCOUNT_COUNT = 10_000;
