/**
 * The fake backend's thread. Loading it (msw, faker, the generated schemas, a 30 MB store) and
 * running it are CPU work that must not stall the IdP and the app's files, so it lives in a worker:
 * the main thread posts each /api and /__mock request here, this thread asks msw's `getResponse`
 * and posts the answer back. Access tokens are checked here with the IdP's public key.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWK } from 'jose';
import { importSource, type BackendModule, type SeedModule, type StoreModule, type TokenClaims } from './sources';

export interface BackendWorkerData {
  dataDir: string;
  controlEnabled: boolean;
  issuer: string;
  audience: string;
  publicKey: JWK;
  /** tsx's register API and the tsconfig with the app's path aliases (used by the bootstrap). */
  tsxApi: string;
  tsconfig: string;
  entry: string;
}

export interface WorkerRequest {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Sent by the adapter before it stops the worker: write pending state to disk, then say so. */
export const FLUSH = 'flush';

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'flushed' }
  | { kind: 'start-failed'; message: string }
  | { kind: 'log'; message: string }
  | {
      kind: 'response';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  /** No handler answered. */
  | { kind: 'unhandled'; id: number }
  /** `Response.error()`: the connection is to be dropped. */
  | { kind: 'drop'; id: number }
  | { kind: 'failed'; id: number; message: string };

const port = parentPort;
const data = workerData as BackendWorkerData;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => {
  port?.postMessage(message, transfer);
};
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

async function start() {
  const [msw, backendModule, storeModule, seedModule] = await Promise.all([
    import('msw'),
    importSource<BackendModule>('src/mocks/server/index.ts'),
    importSource<StoreModule>('src/mocks/db/store.ts'),
    importSource<SeedModule>('src/mocks/seed/index.ts'),
  ]);
  const { createBackend, createHandlers, TokenError } = backendModule;
  const { createSeed, createPerformanceRows } = seedModule;
  if (typeof createSeed !== 'function' || typeof createPerformanceRows !== 'function') {
    throw new Error('src/mocks/seed/index.ts must export createSeed and createPerformanceRows');
  }
  const store = storeModule.createStore({
    file: join(data.dataDir, 'db.json'),
    seed: createSeed,
    performance: createPerformanceRows,
    onCorruptFile: (message) => {
      post({ kind: 'log', message });
    },
  });

  const jwks = createLocalJWKSet({ keys: [data.publicKey] });
  const verifyToken = async (token: string): Promise<TokenClaims> => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: data.issuer,
        audience: data.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      });
      if (typeof payload.sub !== 'string') throw new TokenError('invalid', 'The access token has no subject');
      return { email: payload.sub, exp: payload.exp, sid: typeof payload.sid === 'string' ? payload.sid : undefined };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      const reason = error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      throw new TokenError(reason, error instanceof Error ? error.message : String(error));
    }
  };
  const handlers = createHandlers(
    createBackend({
      store,
      verifyToken,
      controlEnabled: data.controlEnabled,
      filesDirectory: join(data.dataDir, 'files'),
    }),
  );

  const answer = async ({ id, method, url, headers, body }: WorkerRequest) => {
    const init: RequestInit = { method, headers };
    if (body && method !== 'GET' && method !== 'HEAD') init.body = body;
    const response = await msw.getResponse(handlers, new Request(url, init));
    if (!response || msw.isPassthroughResponse(response)) {
      post({ kind: 'unhandled', id });
      return;
    }
    if (response.type === 'error') {
      post({ kind: 'drop', id });
      return;
    }
    const buffer = response.body ? await response.arrayBuffer() : null;
    post(
      {
        kind: 'response',
        id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: buffer,
      },
      buffer ? [buffer] : [],
    );
  };

  port?.on('message', (request: WorkerRequest | typeof FLUSH) => {
    if (request === FLUSH) {
      store.flush();
      post({ kind: 'flushed' });
      return;
    }
    answer(request).catch((error: unknown) => {
      post({ kind: 'failed', id: request.id, message: `${request.method} ${request.url} failed: ${describe(error)}` });
    });
  });
  post({ kind: 'ready' });
}

start().catch((error: unknown) => {
  post({ kind: 'start-failed', message: describe(error) });
});
