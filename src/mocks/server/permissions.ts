/**
 * NS-18: which role holds which permission. The spec leaves this out; it lives only here, in the
 * fake backend, and is recorded in docs/decisions.md. Names are the server's (the app maps them to
 * adsmanager.* names).
 */
import type { RoleName, UserRecord } from '../db/types';

export const SERVER_PERMISSIONS = [
  'account.write',
  'admin.write',
  'campaign.read',
  'campaign.write',
  'campaign.gate',
  'campaign.optimize',
  'campaign.managebilling',
  'campaign.managedelivery',
  'reporting.read',
  'reporting.write',
  'tvcrequest.read',
  'tvcrequest.write',
  'users.read',
  'users.write',
  'redemptions.read',
  'redemptions.write',
] as const;

export type Permission = (typeof SERVER_PERMISSIONS)[number];

const CAMPAIGN_ALL: Permission[] = [
  'campaign.read',
  'campaign.write',
  'campaign.gate',
  'campaign.optimize',
  'campaign.managebilling',
  'campaign.managedelivery',
];

export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  Viewer: ['campaign.read'],
  'Campaign Viewer': ['campaign.read', 'reporting.read'],
  'Goal Management Viewer': ['campaign.read', 'campaign.optimize', 'reporting.read'],
  Reporter: ['campaign.read', 'reporting.read', 'reporting.write'],
  'Integration consultant': ['campaign.read', 'reporting.read', 'users.read'],
  'Campaign Account Manager': [
    'campaign.read',
    'campaign.write',
    'campaign.gate',
    'campaign.optimize',
    'reporting.read',
    'users.read',
  ],
  Admin: [...CAMPAIGN_ALL, 'reporting.read', 'reporting.write', 'users.read', 'users.write', 'account.write'],
  'Internal Sales': ['campaign.read', 'reporting.read', 'tvcrequest.read', 'users.read'],
  'Internal Account Manager': [
    'campaign.read',
    'campaign.write',
    'reporting.read',
    'reporting.write',
    'tvcrequest.read',
    'tvcrequest.write',
    'users.read',
    'users.write',
    'account.write',
  ],
  'Internal Campaign Account Manager': [
    ...CAMPAIGN_ALL,
    'reporting.read',
    'reporting.write',
    'tvcrequest.read',
    'tvcrequest.write',
    'users.read',
  ],
  'Internal Admin': [...SERVER_PERMISSIONS],
  'Redemptions Admin': ['redemptions.read', 'redemptions.write'],
};

/** Roles an EXTERNAL user may be given (ACCESS-009). */
export const EXTERNAL_ROLES: readonly RoleName[] = ['Campaign Viewer'];

export function isInternal(user: UserRecord): boolean {
  return user.type === 'INTERNAL';
}

/** The roles that apply to `user` on `accountId`: membership roles plus, for internal users, their internal roles. */
export function rolesOn(user: UserRecord, accountId: number): RoleName[] {
  const membership = user.memberships.find((m) => m.accountId === accountId)?.roles ?? [];
  return [...new Set([...membership, ...(isInternal(user) ? user.internalRoles : [])])];
}

export function permissionsOn(user: UserRecord, accountId: number): Permission[] {
  const granted = new Set(rolesOn(user, accountId).flatMap((role) => ROLE_PERMISSIONS[role]));
  return SERVER_PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Internal users see every account; others only their memberships (ACCESS-007). */
export function canSeeAccount(user: UserRecord, accountId: number): boolean {
  return isInternal(user) || user.memberships.some((m) => m.accountId === accountId);
}
