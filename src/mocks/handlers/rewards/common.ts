/**
 * Small pieces shared by the ads-manager, rms, advertiser-assets and ad-targeting handlers:
 * the access guard (401 first, then path, then account and permission), access to entities
 * fetched without an account in the path, fresh ids, and the service-specific problems.
 */
import { plainCopy } from '../../db/store';
import type { ZodType, z } from 'zod';
import type { SequenceKind } from '../../db/store';
import type { AccessRequirement, Backend, Session } from '../../server/backend';
import { canSeeAccount, permissionsOn, type Permission } from '../../server/permissions';
import { badRequest, forbidden, notFound, problem } from '../../server/respond';
import { checkParams } from '../../server/validate';

export const JSON_API = 'application/vnd.api+json';
export const JSON_API_HEADERS = { 'Content-Type': JSON_API } as const;

export type Guarded<T> = { ok: true; session: Session; path: T } | { ok: false; response: Response };

/**
 * Authenticates (401 before anything else), checks the path parameters (400 naming the
 * parameter), then the account and permission the path asks for (404 unknown account, 403).
 */
export async function guard<S extends ZodType>(
  backend: Backend,
  request: Request,
  schema: S,
  params: Record<string, unknown>,
  requirement: (path: z.output<S>) => AccessRequirement,
): Promise<Guarded<z.output<S>>> {
  const session = await backend.authenticate(request);
  if (session instanceof Response) return { ok: false, response: session };
  const path = checkParams(schema, params);
  if (!path.ok) return { ok: false, response: path.response };
  const access = await backend.require(request, requirement(path.value));
  if (access instanceof Response) return { ok: false, response: access };
  return { ok: true, session: access, path: path.value };
}

/** Authenticates, then applies a requirement without an account (permission on any account). */
export async function signedIn(
  backend: Backend,
  request: Request,
  requirement: AccessRequirement = {},
): Promise<Session | Response> {
  const session = await backend.authenticate(request);
  if (session instanceof Response) return session;
  return backend.require(request, requirement);
}

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

/**
 * The next id of a kind, above every id in `taken` (a seed may not have moved the sequence), so
 * that ids grow with creation and "newest first" is "highest id first".
 */
export function freshId(backend: Backend, kind: SequenceKind, taken: Iterable<number>): number {
  const above = nextAfter(taken);
  const { sequences } = backend.store.db;
  if ((sequences[kind] ?? 1) < above) sequences[kind] = above;
  return backend.store.nextId(kind);
}

/** One more than the largest of `taken` (for ids that have no sequence of their own). */
export function nextAfter(taken: Iterable<number>): number {
  let max = 0;
  for (const id of taken) if (id > max) max = id;
  return max + 1;
}

/** An instant as the services write it: ISO 8601 in UTC without milliseconds. */
export function isoNow(backend: Backend): string {
  return backend
    .now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

/** 400 AD_ASSETS_4XX_VALIDATION_FAILURE of the creative and image calls. */
export function adAssetsFailure(field: string, detail: string, subcode?: string): Response {
  return problem(
    subcode === undefined
      ? { status: 400, code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', detail, field }
      : { status: 400, code: 'AD_ASSETS_4XX_VALIDATION_FAILURE', detail, field, subcode },
  );
}

/** 400 JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE (projections and targeting criteria). */
export function duplicateSegments(field: string): Response {
  return problem({
    status: 400,
    code: 'JARVIS_DUPLICATE_SEGMENTS_VALIDATION_FAILURE',
    detail: 'Input segments duplicate found',
    field,
  });
}

/** The first value that occurs twice, or undefined. */
export function firstDuplicate<T>(values: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** Reads a JSON body as it is (before any schema check): the value, or the 400 to answer. */
export async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  try {
    const text = await request.text();
    return { ok: true, value: text === '' ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    return { ok: false, response: badRequest('body: not valid JSON', 'body') };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a multipart form; undefined when the body is not one. */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** A file part of a form (a Blob with a name, or a text part sent as a file). */
export interface FormFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

export async function formFile(value: FormDataEntryValue | null, fallbackName: string): Promise<FormFile | undefined> {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return { name: fallbackName, type: 'text/plain', size: bytes.byteLength, bytes };
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const name = 'name' in value && typeof value.name === 'string' && value.name !== '' ? value.name : fallbackName;
  return { name, type: value.type, size: bytes.byteLength, bytes };
}

/** A JSON-serialisable copy (records handed out never share objects with the store). */
export function copy<T>(value: T): T {
  return plainCopy(value);
}
