/**
 * The fake backend: state, sign-in check, permissions and fault injection around the service
 * operation tables of src/mocks/services. The same handlers serve vitest (msw/node) and the local stack
 * (scripts/serve.ts, over HTTP through msw's getResponse).
 */
import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import type { Store } from '../db/store';
import { createFileStore, type FileStore } from './files';
import type { Db, UserRecord } from '../db/types';
import { idempotentCreates } from './idempotency';
import { canSeeAccount, isInternal, permissionsOn, type Permission } from './permissions';
import { forbidden, noContent, notFound, problem, unauthorized } from './respond';

export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

export interface TokenClaims {
  /** The user's e-mail (the token's subject). */
  email: string;
  exp?: number | undefined;
  sid?: string | undefined;
}

/** Checks a bearer token; throws TokenError when it is expired or not valid. */
export type VerifyToken = (token: string) => Promise<TokenClaims>;

export interface Session {
  user: UserRecord;
  claims: TokenClaims;
  internal: boolean;
}

export interface Fault {
  latencyMs?: number;
  status?: 401 | 429 | 500;
  /** Seconds, sent as Retry-After with a 429. */
  retryAfter?: number;
  malformed?: boolean;
  /** Drop the connection instead of answering (nothing runs). */
  drop?: boolean;
  /** Run the operation (and keep what it saves), then drop the connection: the answer is lost. */
  dropAnswer?: boolean;
}

export interface SessionFault {
  /** Only requests of this user (the token's e-mail); every user when absent. */
  email?: string;
  /** Only paths containing this text; every /api path when absent. */
  path?: string;
  /** Only requests of this method (GET, POST, …); every method when absent. */
  method?: string;
  fault: Fault;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

export interface AccessRequirement {
  /** The account the request acts on: it must exist and be visible to the user. */
  accountId?: number;
  /**
   * A server permission the user needs on that account (or, without an account, on any); a list
   * asks for any one of them ("campaign.read or reporting.read").
   */
  permission?: Permission | readonly Permission[];
  /** Only INTERNAL users. */
  internal?: boolean;
  /** INTERNAL users pass without the permission ("redemptions.read or internal"). */
  orInternal?: boolean;
  /** The e-mail of the user the request is about: only that user themself (case-insensitively). */
  self?: string;
  /** An account the user cannot see answers 404, as an unknown one does, instead of 403. */
  unseenAsUnknown?: boolean;
}

export interface Backend {
  readonly store: Store;
  /** The uploaded images' bytes (files.ts). */
  readonly files: FileStore;
  now(): Date;
  /** Whether the control endpoints (/__mock/…) answer: only in the mock environment. */
  readonly controlEnabled: boolean;
  /** The signed-in user of a request, or the 401 problem to answer. */
  authenticate(request: Request): Promise<Session | Response>;
  /** The faults set through the control endpoint. */
  readonly faults: SessionFault[];
}

export interface BackendOptions {
  store: Store;
  /** Where uploaded images' bytes are kept; in memory only when absent. */
  filesDirectory?: string;
  verifyToken: VerifyToken;
  now?: () => Date;
  controlEnabled?: boolean;
}

/**
 * The one access check: the 403/404 problem to answer when the session does not meet the
 * requirement, undefined when it does.
 */
export function authorize(db: Db, session: Session, requirement: AccessRequirement): Response | undefined {
  const { accountId, permission, internal, orInternal, self, unseenAsUnknown } = requirement;
  if (internal && !session.internal) return forbidden('Only internal users may do this');
  if (self !== undefined && self.trim().toLowerCase() !== session.user.email.trim().toLowerCase()) {
    return forbidden('Only the signed-in user may do this for themself');
  }
  const wanted = typeof permission === 'string' ? [permission] : (permission ?? []);
  const missing = wanted.length > 0 && !(orInternal && session.internal);
  const holdsOn = (id: number) => permissionsOn(session.user, id).some((held) => wanted.includes(held));
  if (accountId !== undefined) {
    if (!db.accounts.some((account) => account.id === accountId)) return notFound('Account', accountId);
    if (!canSeeAccount(session.user, accountId)) {
      return unseenAsUnknown ? notFound('Account', accountId) : forbidden(`No access to account ${accountId}`);
    }
    if (missing && !holdsOn(accountId)) {
      return forbidden(`Missing permission ${wanted.join(' or ')} on account ${accountId}`);
    }
  } else if (missing) {
    const accounts = session.internal
      ? [db.accounts[0]?.id ?? 0]
      : session.user.memberships.map((membership) => membership.accountId);
    if (!accounts.some(holdsOn)) return forbidden(`Missing permission ${wanted.join(' or ')}`);
  }
  return undefined;
}

export function createBackend({
  store,
  filesDirectory,
  verifyToken,
  now = () => new Date(),
  controlEnabled = true,
}: BackendOptions): Backend {
  const verified = new Map<string, TokenClaims>();
  const expired = 'The access token has expired';
  return {
    store,
    files: createFileStore(filesDirectory),
    now,
    controlEnabled,
    faults: [],
    async authenticate(request) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
      if (!token) return unauthorized('A bearer token is required');
      let claims = verified.get(token);
      if (claims?.exp !== undefined && claims.exp * 1000 <= now().getTime()) {
        verified.delete(token);
        return unauthorized(expired);
      }
      if (!claims) {
        try {
          claims = await verifyToken(token);
        } catch (error) {
          if (!(error instanceof TokenError)) throw error;
          return unauthorized(error.reason === 'expired' ? expired : 'The access token is not valid');
        }
        verified.set(token, claims);
      }
      const email = claims.email.toLowerCase();
      const user = store.db.users.find((candidate) => candidate.email.toLowerCase() === email);
      if (!user || user.status !== 'ACTIVE') return unauthorized(`No active user ${claims.email}`);
      return { user, claims, internal: isInternal(user) };
    },
  };
}

/** `x-mock-fault: latency=5000, status=429, retry-after=2, malformed, drop, drop-answer` */
export function parseFaultHeader(value: string | null): Fault | undefined {
  if (!value) return undefined;
  const fault: Fault = {};
  for (const part of value.split(',').map((p) => p.trim().toLowerCase())) {
    const [key = '', raw = ''] = part.split('=').map((p) => p.trim());
    const number = Number(raw);
    if (key === 'latency' && Number.isFinite(number)) fault.latencyMs = number;
    else if (key === 'status' && (number === 401 || number === 429 || number === 500)) fault.status = number;
    else if (key === 'retry-after' && Number.isFinite(number)) fault.retryAfter = number;
    else if (key === 'malformed') fault.malformed = true;
    else if (key === 'drop') fault.drop = true;
    else if (key === 'drop-answer') fault.dropAnswer = true;
  }
  return fault;
}

async function sessionFault(backend: Backend, request: Request): Promise<Fault | undefined> {
  if (backend.faults.length === 0) return undefined;
  const path = new URL(request.url).pathname;
  const session = await backend.authenticate(request);
  const email = session instanceof Response ? undefined : session.user.email.toLowerCase();
  const index = backend.faults.findIndex(
    (entry) =>
      (!entry.email || entry.email.toLowerCase() === email) &&
      (!entry.path || path.includes(entry.path)) &&
      (!entry.method || entry.method.toUpperCase() === request.method),
  );
  const entry = backend.faults[index];
  if (!entry) return undefined;
  if (entry.times !== undefined) {
    entry.times -= 1;
    if (entry.times <= 0) backend.faults.splice(index, 1);
  }
  return entry.fault;
}

/**
 * Runs first: injected latency passes through to the real handler; a lost answer runs the request
 * through `answer` (the handlers after this one) and throws the answer away; other faults answer here.
 */
function faultHandler(backend: Backend, answer: (request: Request) => Promise<unknown>): RequestHandler {
  return http.all('*/api/*', async ({ request }) => {
    const fault = parseFaultHeader(request.headers.get('x-mock-fault')) ?? (await sessionFault(backend, request));
    if (!fault) return undefined;
    if (fault.latencyMs) await delay(fault.latencyMs);
    if (fault.drop) return HttpResponse.error();
    if (fault.dropAnswer) {
      await answer(request);
      return HttpResponse.error();
    }
    if (fault.malformed) {
      return new HttpResponse('{"data": [{"id": 1, "name": "trunc', {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (fault.status === 401) return unauthorized('The access token has expired (injected)');
    if (fault.status === 429) {
      return problem({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        detail: 'Rate limit exceeded (injected)',
        headers: { 'Retry-After': String(fault.retryAfter ?? 1) },
      });
    }
    if (fault.status === 500)
      return problem({ status: 500, code: 'INTERNAL_SERVER_ERROR', detail: 'Unexpected error (injected)' });
    return undefined;
  });
}

/** /__mock/faults and /__mock/reset, only in the mock environment. */
function controlHandlers(backend: Backend): RequestHandler[] {
  const disabled = () => notFound('Operation', 'control');
  return [
    http.post('*/__mock/faults', async ({ request }) => {
      if (!backend.controlEnabled) return disabled();
      const body = (await request.json()) as SessionFault;
      backend.faults.push(body);
      return HttpResponse.json(body, { status: 201 });
    }),
    http.delete('*/__mock/faults', () => {
      if (!backend.controlEnabled) return disabled();
      backend.faults.length = 0;
      return noContent();
    }),
    http.post('*/__mock/reset', () => {
      if (!backend.controlEnabled) return disabled();
      backend.store.reset();
      backend.faults.length = 0;
      return noContent();
    }),
  ];
}

export type ServiceHandlers = (backend: Backend) => RequestHandler[];

/**
 * The order a request meets them: faults, the control endpoints, the idempotency wrapper of the
 * creates, the service handlers, and 404 for the rest.
 */
export function assembleHandlers(backend: Backend, services: readonly ServiceHandlers[]): RequestHandler[] {
  // Every /api request that reaches no handler: 404 problem, never a fall-through.
  const unknown = http.all('*/api/*', () => problem({ status: 404, code: 'NOT_FOUND', detail: 'No such operation' }));
  const operations = [...services.flatMap((service) => service(backend)), unknown];
  const creates = idempotentCreates(backend, (request) => getResponse(operations, request));
  const api = [creates, ...operations];
  return [faultHandler(backend, (request) => getResponse(api, request)), ...controlHandlers(backend), ...api];
}
