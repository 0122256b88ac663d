/**
 * Idempotent creates, as the IETF httpapi draft "The Idempotency-Key HTTP Header Field" describes
 * them and openapi/common/idempotency.yaml specifies: every create operation (a POST whose success
 * is 201, read from the generated operation index) needs an `Idempotency-Key`. The first
 * successful answer is kept per user and key for 24 hours (the backend's clock), with a
 * fingerprint of the operation and the request body; the same key with the same body replays that
 * answer (header `Idempotency-Replayed: true`) and creates nothing, the same key with another body
 * answers 422 IDEMPOTENCY_KEY_REUSED. Failed answers are not kept, so a corrected retry may reuse
 * the key. Requests with the same key run one after the other, never side by side.
 */
import { createHash } from 'node:crypto';
import { http, type RequestHandler } from 'msw';
import type { IdempotentAnswer } from '../db/types';
import { GENERATED_SERVICES } from '../services';
import type { Backend } from './backend';
import { badRequest, problem } from './respond';
import { readForm } from './validate';

export const IDEMPOTENCY_KEY = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED = 'Idempotency-Replayed';
/** How long a first answer is kept (and replayed). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_MAX_LENGTH = 255;

interface CreateOperation {
  operationId: string;
  pattern: RegExp;
}

/** Every create of the specs: POST answering 201, its path template as a pattern. */
export const CREATE_OPERATIONS: readonly CreateOperation[] = GENERATED_SERVICES.flatMap((service) =>
  service.operations
    .filter((operation) => operation.method === 'POST' && operation.successStatus === 201)
    .map((operation) => ({
      operationId: operation.operationId,
      pattern: new RegExp(`${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
    })),
);

export function createOperationOf(request: Request): CreateOperation | undefined {
  if (request.method !== 'POST') return undefined;
  const path = new URL(request.url).pathname;
  return CREATE_OPERATIONS.find((operation) => operation.pattern.test(path));
}

/**
 * The operation, its path and the body: the body's bytes, except that a multipart form counts by
 * its fields and files (a retry of the same form comes with another boundary).
 */
async function fingerprintOf(operation: CreateOperation, request: Request): Promise<string> {
  const hash = createHash('sha256').update(`${operation.operationId} ${new URL(request.url).pathname}\n`);
  const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data') === true;
  const form = multipart ? await readForm(request.clone()) : undefined;
  if (!form) return hash.update(new Uint8Array(await request.clone().arrayBuffer())).digest('hex');
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') hash.update(`${name}=${value}\n`);
    else {
      hash.update(`${name}@${value.name};${value.type}\n`);
      hash.update(new Uint8Array(await value.arrayBuffer()));
      hash.update('\n');
    }
  }
  return hash.digest('hex');
}

const isFresh = (backend: Backend, answer: IdempotentAnswer) =>
  backend.now().getTime() - Date.parse(answer.storedAt) < IDEMPOTENCY_TTL_MS;

function replay(answer: IdempotentAnswer): Response {
  const headers: [string, string][] = [...answer.headers, [IDEMPOTENCY_REPLAYED, 'true']];
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers });
}

const keyReused = () =>
  problem({
    status: 422,
    code: 'IDEMPOTENCY_KEY_REUSED',
    detail: 'The Idempotency-Key was already used with a different request body',
  });

/** Runs `work` after every earlier run of the same scope has settled. */
function serialised<T>(queue: Map<string, Promise<unknown>>, scope: string, work: () => Promise<T>): Promise<T> {
  const run = (queue.get(scope) ?? Promise.resolve()).then(work, work);
  const settled: Promise<unknown> = run.catch(() => undefined);
  queue.set(scope, settled);
  void settled.then(() => {
    if (queue.get(scope) === settled) queue.delete(scope);
  });
  return run;
}

/**
 * The wrapper every create goes through: it answers 401, 400 (no key), a replay or 422 itself and
 * otherwise hands the request to `answer` (the service handlers), keeping a successful answer.
 */
export function idempotentCreates(
  backend: Backend,
  answer: (request: Request) => Promise<Response | undefined>,
): RequestHandler {
  const running = new Map<string, Promise<unknown>>();
  return http.post('*/api/*', async ({ request }) => {
    const operation = createOperationOf(request);
    if (!operation) return undefined;
    const session = await backend.authenticate(request);
    if (session instanceof Response) return session;
    const key = request.headers.get(IDEMPOTENCY_KEY);
    if (key === null) {
      return badRequest(`${IDEMPOTENCY_KEY}: every create needs one (one key per intended create)`, IDEMPOTENCY_KEY);
    }
    if (key.trim() === '' || key.length > KEY_MAX_LENGTH) {
      return badRequest(`${IDEMPOTENCY_KEY}: must be 1 to ${KEY_MAX_LENGTH} characters`, IDEMPOTENCY_KEY);
    }
    const user = session.user.email.toLowerCase();
    return serialised(running, `${user}\n${key}`, async () => {
      const fingerprint = await fingerprintOf(operation, request);
      const stored = backend.store.db.idempotentAnswers.find(
        (candidate) => candidate.user === user && candidate.key === key && isFresh(backend, candidate),
      );
      if (stored) return stored.fingerprint === fingerprint ? replay(stored) : keyReused();
      const response = await answer(request);
      if (!response?.ok) return response;
      const record: IdempotentAnswer = {
        user,
        key,
        fingerprint,
        storedAt: backend.now().toISOString(),
        status: response.status,
        headers: [...response.headers],
        body: await response.clone().text(),
      };
      backend.store.write((db) => {
        db.idempotentAnswers = db.idempotentAnswers.filter((candidate) => isFresh(backend, candidate));
        db.idempotentAnswers.push(record);
      });
      return response;
    });
  });
}
