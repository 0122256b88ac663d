/**
 * Pure rules of the users screens (part 1 §3.2, §5, §6.1): which users are listed, how a user is
 * named, which roles can be given, and the create-form schema.
 */
import * as z from 'zod';
import { fieldsByName } from '@/components/forms/field-mapper';
import { email, enumField, requiredText } from '@/lib/form-rules';
import { RoleName, UserStatus, type User, type UserCreate } from '@generated/aura/model';

/** The users page hides DELETED users (NS-17). */
export function visibleUsers(users: readonly User[]): User[] {
  return users.filter((user) => user.status !== UserStatus.DELETED);
}

/** "First Last", or the e-mail when the user has no name. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

/** Every role, spelled exactly as the server does (NS-18). */
export const ALL_ROLES = Object.values(RoleName) as [RoleName, ...RoleName[]];
/** The only role external users can assign (ACCESS-009). */
export const EXTERNAL_ASSIGNABLE_ROLES: [RoleName] = [RoleName.Campaign_Viewer];

/**
 * Roles the signed-in user may give (ACCESS-009, part 1 §5 and §6.1): an external (not internal)
 * user assigning roles is offered only Campaign Viewer; internal staff may give any role.
 */
export function assignableRoles(isInternal: boolean): [RoleName, ...RoleName[]] {
  return isInternal ? ALL_ROLES : EXTERNAL_ASSIGNABLE_ROLES;
}

export const NAME_MAX_LENGTH = 100;

/** The create form (ACCT-014): e-mail trimmed and validated, names required, one of the offered roles. */
export function userCreateSchema(roles: readonly [RoleName, ...RoleName[]]) {
  return z.object({
    email: email({ required: true }),
    firstName: requiredText({ max: NAME_MAX_LENGTH }),
    lastName: requiredText({ max: NAME_MAX_LENGTH }),
    roleName: z.string().pipe(enumField(roles)),
  });
}

export type UserCreateSchema = ReturnType<typeof userCreateSchema>;
export type UserCreateInput = z.input<UserCreateSchema>;
export type UserCreateOutput = z.output<UserCreateSchema>;

export const EMPTY_USER_CREATE: UserCreateInput = { email: '', firstName: '', lastName: '', roleName: '' };

/** The body of the create call: exactly email, firstName, lastName and roleName (ACCT-014). */
export function toUserCreate(values: UserCreateOutput): UserCreate {
  return { email: values.email, firstName: values.firstName, lastName: values.lastName, roleName: values.roleName };
}

export const USER_CREATE_FIELDS = ['email', 'firstName', 'lastName', 'roleName'] as const;

/** The form field a 400 names (`extensions.field`, e.g. `email` or `body.email`), if it is one of ours. */
export const userCreateFieldOf = fieldsByName(USER_CREATE_FIELDS);

/** The e-mail of a `user/*` path segment (the router has decoded it already). */
export function emailFromPath(splat: string | undefined): string {
  return (splat ?? '').replace(/\/+$/, '').trim();
}
