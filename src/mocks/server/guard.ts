/**
 * The first checks every handler makes, in the order a server makes them: 401 without a valid
 * token, then the path parameters (400 naming the field), then the account and the permission
 * (404 unknown account, 403 no access).
 */
import type { ZodType, z } from 'zod';
import type { AccessRequirement, Backend, Session } from './backend';
import { checkParams } from './validate';

/** Path parameters arrive percent-encoded when a client encodes the '@' of an e-mail. */
function decodedParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (typeof value !== 'string' || !value.includes('%')) return [key, value];
      try {
        return [key, decodeURIComponent(value)];
      } catch {
        return [key, value];
      }
    }),
  );
}

export type Guarded<T> = { session: Session; path: T } | { response: Response };

/** 401 first, then the path (400), then the account and permission checks (403/404). */
export async function guard<S extends ZodType>(
  backend: Backend,
  request: Request,
  schema: S,
  params: Record<string, unknown>,
  requirement: (path: z.output<S>) => AccessRequirement | undefined,
): Promise<Guarded<z.output<S>>> {
  const session = await backend.authenticate(request);
  if (session instanceof Response) return { response: session };
  const path = checkParams(schema, decodedParams(params));
  if (!path.ok) return { response: path.response };
  const wanted = requirement(path.value);
  if (!wanted) return { session, path: path.value };
  const auth = await backend.require(request, wanted);
  if (auth instanceof Response) return { response: auth };
  return { session: auth, path: path.value };
}
