/**
 * The first checks every handler makes, in the order a server makes them: 401 without a valid
 * token, then the path parameters (400 naming the field), then the account and the permission
 * (404 unknown account, 403 no access).
 */
import type { ZodType, z } from 'zod';
import type { AccessRequirement, Backend, Session } from './backend';
import { canSeeAccount, permissionsOn, type Permission } from './permissions';
import { forbidden, notFound } from './respond';
import { checkParams, decodedParams } from './validate';

export type Guarded<T> = { ok: true; session: Session; path: T } | { ok: false; response: Response };

/**
 * 401 first, then the path (400), then the account and permission the path asks for (403/404);
 * without a requirement (or when it answers undefined) only the first two.
 */
export async function guard<S extends ZodType>(
  backend: Backend,
  request: Request,
  schema: S,
  params: Record<string, unknown>,
  requirement?: (path: z.output<S>) => AccessRequirement | undefined,
): Promise<Guarded<z.output<S>>> {
  const session = await backend.authenticate(request);
  if (session instanceof Response) return { ok: false, response: session };
  const path = checkParams(schema, decodedParams(params));
  if (!path.ok) return { ok: false, response: path.response };
  const wanted = requirement?.(path.value);
  if (!wanted) return { ok: true, session, path: path.value };
  const auth = await backend.require(request, wanted);
  if (auth instanceof Response) return { ok: false, response: auth };
  return { ok: true, session: auth, path: path.value };
}

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
