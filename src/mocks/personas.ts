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

/** An internal persona: its roles apply on every account, so it has no accounts of its own. */
const internal = (persona: Omit<Persona, 'type' | 'accountRoles' | 'accountCount'>): Persona => ({
  ...persona,
  type: 'INTERNAL',
  accountRoles: [],
  accountCount: 0,
});

/** An external persona: roles only on the accounts the seed gives it. */
const external = (persona: Omit<Persona, 'type' | 'internalRoles'>): Persona => ({
  ...persona,
  type: 'EXTERNAL',
  internalRoles: [],
});

export const PERSONAS = {
  admin: internal({
    email: 'ada.admin@cardlinked.example',
    firstName: 'Ada',
    lastName: 'Admin',
    description: 'Internal admin: every permission on every account',
    internalRoles: ['Internal Admin'],
  }),
  sales: internal({
    email: 'sam.sales@cardlinked.example',
    firstName: 'Sam',
    lastName: 'Sales',
    description: 'Internal sales: reads every account, changes nothing',
    internalRoles: ['Internal Sales'],
  }),
  agencyManager: external({
    email: 'alex.agency@brightside-agency.example',
    firstName: 'Alex',
    lastName: 'Agency',
    description: 'Agency campaign manager: several advertisers, campaign write, users read',
    accountRoles: ['Campaign Account Manager'],
    accountCount: 6,
  }),
  viewer: external({
    email: 'vera.viewer@acme-outfitters.example',
    firstName: 'Vera',
    lastName: 'Viewer',
    description: 'Campaign viewer: one advertiser, read only',
    accountRoles: ['Campaign Viewer'],
    accountCount: 1,
  }),
  reporter: external({
    email: 'riley.reporter@acme-outfitters.example',
    firstName: 'Riley',
    lastName: 'Reporter',
    description: 'Reporter: reads campaigns, builds and schedules reports',
    accountRoles: ['Reporter'],
    accountCount: 2,
  }),
  redemptionsAdmin: internal({
    email: 'rita.redemptions@cardlinked.example',
    firstName: 'Rita',
    lastName: 'Redemptions',
    description: 'Redemptions admin: reviews redemptions in the admin area',
    internalRoles: ['Redemptions Admin'],
  }),
  noAccounts: external({
    email: 'nico.noaccess@acme-outfitters.example',
    firstName: 'Nico',
    lastName: 'Noaccess',
    description: 'A user who belongs to no account',
    accountRoles: [],
    accountCount: 0,
  }),
  scale: internal({
    email: 'sid.scale@cardlinked.example',
    firstName: 'Sid',
    lastName: 'Scale',
    description: 'Internal account manager who switches between all 10,000 accounts',
    internalRoles: ['Internal Account Manager'],
  }),
} satisfies Record<string, Persona>;

export type PersonaKey = keyof typeof PERSONAS;
export const PERSONA_LIST: readonly Persona[] = Object.values(PERSONAS);

export const displayName = (persona: Pick<Persona, 'firstName' | 'lastName'>) =>
  `${persona.firstName} ${persona.lastName}`;

/** How many accounts the seed holds in all (what internal users, the scale user among them, see). */
export const SEED_ACCOUNT_COUNT = 10_000;
