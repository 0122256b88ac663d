/**
 * Input checks with the generated zod schemas: a failure becomes a 400 problem that names the
 * field, before anything is changed.
 */
import type { ZodType, z } from 'zod';
import { badRequest } from './respond';

export type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

export function check<S extends ZodType>(schema: S, value: unknown, location = 'body'): Checked<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') || location;
  return { ok: false, response: badRequest(`${name}: ${issue?.message ?? 'invalid'}`, name) };
}

/** Reads a JSON body as it is (before any schema check): the value, or the 400 to answer. */
export async function readJson(request: Request): Promise<Checked<unknown>> {
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

/** A multipart body as an operation of `defineOperations` gets it: each field's first value, files read. */
export type FormBody = ReadonlyMap<string, string | FormFile>;

/** Reads a multipart form with its files' bytes; undefined when the body is not one. */
export async function readFormBody(request: Request): Promise<FormBody | undefined> {
  const form = await readForm(request);
  if (!form) return undefined;
  const body = new Map<string, string | FormFile>();
  for (const [key, value] of form.entries()) {
    if (body.has(key)) continue;
    if (typeof value === 'string') body.set(key, value);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      body.set(key, { name: value.name, type: value.type, size: bytes.byteLength, bytes });
    }
  }
  return body;
}

/** A file part of a form body (a text part counts as a file); a part without a name gets `fallbackName`. */
export function fileOf(value: string | FormFile | undefined, fallbackName: string): FormFile | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return value.name === '' ? { ...value, name: fallbackName } : value;
  const bytes = new TextEncoder().encode(value);
  return { name: fallbackName, type: 'text/plain', size: bytes.byteLength, bytes };
}

/** A path parameter as sent: percent-encoded when a client encodes the '@' of an e-mail. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Path parameters arrive as text; digits become numbers before the generated schema checks them. */
export function checkParams<S extends ZodType>(schema: S, params: Record<string, unknown>): Checked<z.output<S>> {
  const converted = Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const text = typeof value === 'string' ? decoded(value) : value;
      return [key, typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text];
    }),
  );
  return check(schema, converted, 'path');
}

/**
 * Query parameters, as the generated `…QueryParams` schema (coercing) expects them: repeated keys
 * become arrays for the names given in `arrays`.
 */
export function checkQuery<S extends ZodType>(
  schema: S,
  request: Request,
  arrays: readonly string[] = [],
): Checked<z.output<S>> {
  const search = new URL(request.url).searchParams;
  const query: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    query[key] = arrays.includes(key) ? search.getAll(key) : search.get(key);
  }
  return check(schema, query, 'query');
}

/**
 * A boolean query parameter: undefined when absent; only `true` or `false` are read. The generated
 * query schemas coerce with Boolean(), which reads "false" as true, so flags are read here instead.
 */
export function checkQueryFlag(request: Request, name: string): Checked<boolean | undefined> {
  const text = new URL(request.url).searchParams.get(name)?.trim().toLowerCase() ?? '';
  if (text === '') return { ok: true, value: undefined };
  if (text === 'true' || text === 'false') return { ok: true, value: text === 'true' };
  return { ok: false, response: badRequest(`${name}: expected true or false`, name) };
}
