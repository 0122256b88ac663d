/**
 * The fake backend over HTTP. Each node request (method, full URL, headers, body) goes to the
 * backend's worker thread (backend-worker.ts), where it becomes a WHATWG `Request` for msw's
 * `getResponse`; the `Response` comes back and is written out. No handler → 404 problem; a
 * `Response.error()` (the "dropped connection" fault) destroys the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { JWK } from 'jose';
import { FLUSH, type BackendWorkerData, type WorkerMessage, type WorkerRequest } from './backend-worker';
import { sendProblem } from './http-util';
import { fromRoot } from './options';

export interface BackendAdapter {
  /** Starts the worker (once); settles when the backend is loaded. */
  start(): Promise<void>;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
}

export interface BackendAdapterOptions {
  origin: string;
  dataDir: string;
  controlEnabled: boolean;
  /** What access tokens are checked against: the IdP's issuer, the API audience and public key. */
  issuer: string;
  audience: string;
  publicKey: JWK;
  log: (message: string) => void;
}

type Answer = Exclude<WorkerMessage, { kind: 'ready' | 'start-failed' | 'log' | 'flushed' }>;

/** Runs in the worker before anything else: tsx with the app's path aliases, then the entry. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi)
  .then(({ register }) => { register({ tsconfig: workerData.tsconfig }); return import(workerData.entry); })
  .catch((error) => {
    require('node:worker_threads').parentPort.postMessage({ kind: 'start-failed', message: String(error && error.stack || error) });
  });
`;

async function readRaw(req: IncomingMessage): Promise<ArrayBuffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  if (chunks.length === 0) return null;
  const joined = Buffer.concat(chunks);
  return joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength);
}

function headersOf(req: IncomingMessage): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
    else headers.push([name, value]);
  }
  return headers;
}

function write(res: ServerResponse, answer: Extract<Answer, { kind: 'response' }>, method: string): void {
  res.statusCode = answer.status;
  if (answer.statusText) res.statusMessage = answer.statusText;
  const cookies: string[] = [];
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else if (name !== 'content-length' && name !== 'transfer-encoding') res.setHeader(name, value);
  }
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (!answer.body || method === 'HEAD' || answer.status === 204 || answer.status === 304) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', answer.body.byteLength);
  res.end(Buffer.from(answer.body));
}

export function createBackendAdapter(options: BackendAdapterOptions): BackendAdapter {
  const { origin, log } = options;
  const pending = new Map<number, (answer: Answer) => void>();
  let nextId = 1;
  let worker: Worker | undefined;
  let flushed: (() => void) | undefined;
  let started: Promise<void> | undefined;
  let failure: string | undefined;

  const failAll = (message: string) => {
    failure ??= message;
    for (const [id, resolve] of pending) resolve({ kind: 'failed', id, message });
    pending.clear();
  };

  const start = () => {
    started ??= new Promise<void>((resolve, reject) => {
      const data: BackendWorkerData = {
        dataDir: options.dataDir,
        controlEnabled: options.controlEnabled,
        issuer: options.issuer,
        audience: options.audience,
        publicKey: options.publicKey,
        tsxApi: import.meta.resolve('tsx/esm/api'),
        tsconfig: fromRoot('tsconfig.app.json'),
        entry: new URL('./backend-worker.ts', import.meta.url).href,
      };
      worker = new Worker(BOOTSTRAP, { eval: true, workerData: data, name: 'fake-backend' });
      worker.unref();
      worker.on('message', (message: WorkerMessage) => {
        switch (message.kind) {
          case 'ready':
            resolve();
            break;
          case 'start-failed':
            failAll(`The fake backend did not start: ${message.message}`);
            reject(new Error(message.message));
            break;
          case 'log':
            log(message.message);
            break;
          case 'flushed':
            flushed?.();
            break;
          default: {
            const settle = pending.get(message.id);
            pending.delete(message.id);
            settle?.(message);
          }
        }
      });
      worker.on('error', (error) => {
        log(`The fake backend failed: ${error.stack ?? error.message}`);
        failAll(`The fake backend failed: ${error.message}`);
        reject(error);
      });
      worker.on('exit', (code) => {
        failAll(`The fake backend stopped (exit ${code})`);
        reject(new Error(`The fake backend stopped (exit ${code})`));
      });
    });
    return started;
  };

  const ask = (request: Omit<WorkerRequest, 'id'>): Promise<Answer> => {
    const id = nextId++;
    return new Promise((resolve) => {
      if (failure || !worker) {
        resolve({ kind: 'failed', id, message: failure ?? 'The fake backend is not running' });
        return;
      }
      pending.set(id, resolve);
      worker.postMessage({ id, ...request } satisfies WorkerRequest, request.body ? [request.body] : []);
    });
  };

  return {
    start,
    async handle(req, res) {
      // Calls wait for the backend while it loads; a start failure is answered per call below.
      await start().catch(() => undefined);
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? null : await readRaw(req);
      const answer = await ask({ method, url: new URL(req.url ?? '/', origin).href, headers: headersOf(req), body });
      switch (answer.kind) {
        case 'response':
          write(res, answer, method);
          break;
        case 'unhandled':
          sendProblem(res, 404, 'NOT_FOUND', 'Not Found', 'No such operation');
          break;
        case 'drop':
          req.socket.destroy();
          break;
        case 'failed':
          if (failure) {
            sendProblem(res, 503, 'SERVICE_UNAVAILABLE', 'Service Unavailable', failure);
          } else {
            log(answer.message);
            sendProblem(
              res,
              500,
              'INTERNAL_SERVER_ERROR',
              'Internal Server Error',
              'The fake backend failed on this request',
            );
          }
          break;
      }
    },
    async close() {
      if (!worker) return;
      // The store writes its file shortly after a change; make sure the last change is on disk.
      const running = worker;
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, 5000);
        flushed = () => {
          clearTimeout(timeout);
          resolve();
        };
        running.postMessage(FLUSH);
      });
      await running.terminate();
    },
  };
}
