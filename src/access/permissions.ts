/**
 * The product's permissions (part 1 §6.2): server permission names mapped to lowercase internal
 * names. adsmanager.internal is true exactly for INTERNAL users; TVC and redemptions permissions
 * count only for internal users (NS-26); anything the product does not know is ignored.
 */
import type { CurrentUser } from '@generated/aura/model';

export const PERMISSIONS = [
  'adsmanager.internal',
  'adsmanager.account.write',
  'adsmanager.admin.write',
  'adsmanager.campaign.read',
  'adsmanager.campaign.write',
  'adsmanager.campaign.gate',
  'adsmanager.campaign.optimize',
  'adsmanager.campaign.managebilling',
  'adsmanager.campaign.managedelivery',
  'adsmanager.reporting.read',
  'adsmanager.reporting.write',
  'adsmanager.tvcrequest.read',
  'adsmanager.tvcrequest.write',
  'adsmanager.users.read',
  'adsmanager.users.write',
  'adsmanager.redemptions.read',
  'adsmanager.redemptions.write',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const KNOWN = new Set<string>(PERMISSIONS);
const INTERNAL_ONLY = new Set<Permission>([
  'adsmanager.tvcrequest.read',
  'adsmanager.tvcrequest.write',
  'adsmanager.redemptions.read',
  'adsmanager.redemptions.write',
]);

/** What the permission mapping needs of a user (the `users/me` answer has more). */
export type AccessUser = Pick<CurrentUser, 'type' | 'status' | 'permissions'>;

/** Part 1 §4.3: when `users/me` answers 401 or 404 the user is external, active and holds nothing. */
export const NO_ACCESS_USER: AccessUser = { type: 'EXTERNAL', status: 'ACTIVE', permissions: [] };

/** `campaign.read` or `CAMPAIGN.READ` or `adsmanager.campaign.read` → `adsmanager.campaign.read`. */
export function internalName(serverName: string): string {
  const lower = serverName.trim().toLowerCase();
  return lower.startsWith('adsmanager.') ? lower : `adsmanager.${lower}`;
}

export function isPermission(name: string): name is Permission {
  return KNOWN.has(name);
}

export function mapPermissions(user: AccessUser): ReadonlySet<Permission> {
  const internal = user.type === 'INTERNAL';
  const granted = new Set<Permission>();
  if (internal) granted.add('adsmanager.internal');
  for (const serverName of user.permissions) {
    const name = internalName(serverName);
    // The server cannot grant "internal": only the user type does.
    if (!isPermission(name) || name === 'adsmanager.internal') continue;
    if (INTERNAL_ONLY.has(name) && !internal) continue;
    granted.add(name);
  }
  return granted;
}
