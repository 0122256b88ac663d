/**
 * The fake backend's operations: one table per service keyed by the generated operation ids.
 *
 *   export const bankApproval = defineOperations('bank-approval', {
 *     getCampaignApprovalDetail: {
 *       access: INTERNAL_READ,
 *       read: ({ path, db }) => db.approvals.find(…) ?? fail(notFound('Campaign approval', path.campaignId)),
 *     },
 *     …
 *   });
 *
 * Method, path, success status, answer media type and paging come from
 * `generated/<service>/operations.ts`; path, query and body are checked with the service's zod
 * schemas (`<OperationId>Params`, `…QueryParams`, `…Body`) before the handler runs. A request meets,
 * in order: 401 without a valid session, the access of a fixed requirement (403), the path (400), an
 * access that depends on the path (404/403), the query and the body (400). A handler answers the
 * success body (a `Page` for header-paged lists, nothing for 204) and throws every other answer
 * (`fail(notFound(…))`); a `write` runs inside the store's transaction on tracked records, so a
 * throw undoes what it changed. Leaving out an operation of the index is a compile error.
 *
 * NS-89: an operation whose success answer documents an `ETag` names its record (`version`; a
 * compile error without): the answer carries the record's version, and a write sent with
 * `If-Match` meets, after the checks above and before its handler, 412 PRECONDITION_FAILED when
 * the record is at another version (versions.ts); without the record the handler answers its 404.
 */
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { ZodType, z } from 'zod';
import type { Db, VersionedKind } from '../db/types';
import { authorize, type AccessRequirement, type Backend, type Session } from './backend';
import { pageHeaders, type Page } from './list';
import { fail, failIf, noContent, ProblemError } from './respond';
import { checkIfMatch, ETAG, etagOf, IF_MATCH } from './versions';
import type { OperationInfo } from '../services';
import { SPECS, type ServiceName, type SpecTypes } from './specs';
import {
  check,
  checkParams,
  checkQuery,
  checkQueryFlag,
  readFormBody,
  readJson,
  type Checked,
  type FormBody,
} from './validate';

type IndexOf<S extends ServiceName> = (typeof SPECS)[S]['index'][number];
export type OperationId<S extends ServiceName> = IndexOf<S>['operationId'];
type EntryOf<S extends ServiceName, Id> = Extract<IndexOf<S>, { operationId: Id }>;
type ZodOf<S extends ServiceName> = (typeof SPECS)[S]['zod'];

/** The checked value of the schema `Name` of the service's zod module; undefined when it has none. */
type Parsed<S extends ServiceName, Name extends string> = Name extends keyof ZodOf<S>
  ? ZodOf<S>[Name] extends ZodType
    ? z.output<ZodOf<S>[Name]>
    : undefined
  : undefined;

export type PathOf<S extends ServiceName, Id extends string> = Parsed<S, `${Capitalize<Id>}Params`>;
export type QueryOf<S extends ServiceName, Id extends string> = Parsed<S, `${Capitalize<Id>}QueryParams`>;
/** The checked JSON body; a multipart body's fields and files, undefined when it is not a form. */
export type BodyOf<S extends ServiceName, Id extends string> = EntryOf<
  S,
  Id
>['requestMediaType'] extends 'multipart/form-data'
  ? FormBody | undefined
  : Parsed<S, `${Capitalize<Id>}Body`>;

type SuccessOf<S extends ServiceName, Id> = Id extends keyof SpecTypes[S]
  ? SpecTypes[S][Id] extends { responses: infer R }
    ? EntryOf<S, Id>['successStatus'] extends keyof R
      ? R[EntryOf<S, Id>['successStatus']]
      : never
    : never
  : never;
type ContentOf<S extends ServiceName, Id> = SuccessOf<S, Id> extends { content: infer C } ? C[keyof C] : undefined;

/** What a handler answers: the success body, a page of a header-paged list, nothing for a 204. */
export type AnswerOf<S extends ServiceName, Id extends string> = EntryOf<S, Id>['pagedByHeaders'] extends true
  ? ContentOf<S, Id> extends readonly (infer Item)[]
    ? Page<Item>
    : never
  : EntryOf<S, Id>['answerMediaType'] extends null
    ? // A 204 handler returns nothing; a promise is refused at run time (`synchronous`).
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
      void
    : ContentOf<S, Id>;

/** What a handler is given once the request passed the checks. */
export interface Input<S extends ServiceName, Id extends string> {
  session: Session;
  path: PathOf<S, Id>;
  query: QueryOf<S, Id>;
  body: BodyOf<S, Id>;
  /** The state: inside a `write`, a view whose changes the transaction can undo. */
  db: Db;
  backend: Backend;
  request: Request;
}

/**
 * Who may call the operation: a fixed requirement (checked before the path), or one computed from
 * the checked path (its account); `{}` is any signed-in user.
 */
export type Access<P> = AccessRequirement | ((path: P) => AccessRequirement);

type Handler<S extends ServiceName, Id extends string> =
  | { read: (input: Input<S, Id>) => AnswerOf<S, Id> | Promise<AnswerOf<S, Id>>; write?: never }
  | { write: (input: Input<S, Id>) => AnswerOf<S, Id>; read?: never };

/**
 * NS-89: the record of a versioned collection an operation reads or writes, found as the request's
 * user may see it (NS-85); undefined when there is none (the handler then answers 404).
 */
export interface Versioned<P> {
  kind: VersionedKind;
  find: (context: { path: P; db: Db; session: Session }) => object | undefined;
}

/** Whether the operation's success answer documents an ETag header. */
type AnswersETag<S extends ServiceName, Id> = SuccessOf<S, Id> extends { headers: { ETag: unknown } } ? true : false;

/** NS-89: the record whose version the ETag is (and If-Match is checked against). */
type VersionOf<S extends ServiceName, Id extends string> =
  AnswersETag<S, Id> extends true ? { version: Versioned<PathOf<S, Id>> } : { version?: never };

export type Definition<S extends ServiceName, Id extends string> = {
  access: Access<PathOf<S, Id>>;
  /** Query parameters read as `true` / `false` only (the generated schemas read "false" as true). */
  flags?: readonly string[];
  /**
   * Checks of the JSON body as sent that come before its schema (the account a body names); they
   * throw. What it returns, if anything, is checked in place of the body sent (a normalised e-mail).
   */
  before?: (json: unknown, context: { session: Session; db: Db }) => unknown;
} & VersionOf<S, Id> &
  Handler<S, Id>;

export type OperationTable<S extends ServiceName> = { [Id in OperationId<S>]: Definition<S, Id> };

export interface ServiceOperations<S extends ServiceName> {
  readonly service: S;
  readonly table: OperationTable<S>;
  /** The msw handlers of every operation, most specific path first. */
  readonly handlers: (backend: Backend) => RequestHandler[];
}

/** The runtime view of a definition (the table's types are checked where it is written). */
interface AnyDefinition {
  access: AccessRequirement | ((path: unknown) => AccessRequirement);
  flags?: readonly string[];
  before?: (json: unknown, context: { session: Session; db: Db }) => unknown;
  version?: Versioned<unknown>;
  read?: (input: Input<ServiceName, string>) => unknown;
  write?: (input: Input<ServiceName, string>) => unknown;
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The keys of a query schema whose value is an array (repeated parameters). */
function arrayKeys(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  const isArray = (type: ZodType): boolean => {
    const def = type.def as { type: string; innerType?: ZodType };
    if (def.type === 'array') return true;
    return def.innerType ? isArray(def.innerType) : false;
  };
  return Object.keys(shape).filter((key) => shape[key] && isArray(shape[key]));
}

const value = <T>(checked: Checked<T>): T => (checked.ok ? checked.value : fail(checked.response));

/** A write that returned a promise would run past the end of its transaction. */
function synchronous(result: unknown): unknown {
  if (result instanceof Promise) throw new Error('a write must be synchronous: it runs inside store.write');
  return result;
}

/** Static segments before parameters, so `/campaigns/search` wins over `/campaigns/{id}`. */
const specificity = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');

function route(backend: Backend, entry: OperationInfo, definition: AnyDefinition, zod: Record<string, unknown>) {
  const schema = (suffix: string) => zod[`${pascal(entry.operationId)}${suffix}`] as ZodType | undefined;
  const pathSchema = schema('Params');
  const querySchema = schema('QueryParams');
  const bodySchema = entry.requestMediaType?.startsWith('application/') ? schema('Body') : undefined;
  const arrays = arrayKeys(querySchema);
  const { access, version } = definition;

  const answer = async (request: Request, params: Record<string, unknown>): Promise<Response> => {
    const session = await backend.authenticate(request);
    if (session instanceof Response) return fail(session);
    if (typeof access !== 'function') failIf(authorize(backend.store.db, session, access));
    const path = pathSchema ? value(checkParams(pathSchema, params)) : undefined;
    if (typeof access === 'function') failIf(authorize(backend.store.db, session, access(path)));
    let query: Record<string, unknown> | undefined;
    if (querySchema) {
      query = value(checkQuery(querySchema, request, arrays)) as Record<string, unknown>;
      for (const flag of definition.flags ?? []) query[flag] = value(checkQueryFlag(request, flag));
    }
    let body: unknown;
    if (entry.requestMediaType === 'multipart/form-data') body = await readFormBody(request);
    else if (bodySchema) {
      // The JSON body as sent, once the definition's checks before the schema passed.
      const json = value(await readJson(request));
      body = value(check(bodySchema, definition.before?.(json, { session, db: backend.store.db }) ?? json));
    }
    const input = { session, path, query, body, backend, request } as Omit<Input<ServiceName, string>, 'db'>;
    const ifMatch = request.headers.get(IF_MATCH);
    const result = definition.write
      ? backend.store.write((db) => {
          // In the same transaction as the change: nothing can come between the check and the write.
          if (version && ifMatch !== null) checkIfMatch(backend.store, version, { path, db, session }, ifMatch);
          return synchronous(definition.write?.({ ...input, db }));
        })
      : await definition.read?.({ ...input, db: backend.store.db });
    if (entry.answerMediaType === null) return noContent();
    const headers: Record<string, string> = { 'Content-Type': entry.answerMediaType };
    const record = version?.find({ path, db: backend.store.db, session });
    if (version && record) headers[ETAG] = etagOf(backend.store.version(version.kind, record));
    const page = entry.pagedByHeaders ? (result as Page<unknown>) : undefined;
    if (page) Object.assign(headers, pageHeaders(page));
    return HttpResponse.json((page?.items ?? result) as JsonBodyType, { status: entry.successStatus, headers });
  };

  const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${entry.path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
    try {
      return await answer(request, params);
    } catch (error) {
      if (error instanceof ProblemError) return error.response;
      throw error;
    }
  });
}

/** The operations of one service, one definition per operation id of its generated index. */
export function defineOperations<S extends ServiceName>(service: S, table: OperationTable<S>): ServiceOperations<S> {
  const { index, zod } = SPECS[service];
  const entries = [...(index as readonly OperationInfo[])].sort((a, b) =>
    specificity(a.path).localeCompare(specificity(b.path)),
  );
  const definitions = table as unknown as Record<string, AnyDefinition>;
  return {
    service,
    table,
    handlers: (backend) =>
      entries.map((entry) => {
        const definition = definitions[entry.operationId];
        if (!definition) throw new Error(`${service}: no handler for ${entry.operationId}`);
        return route(backend, entry, definition, zod);
      }),
  };
}
