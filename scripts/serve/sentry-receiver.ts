/**
 * A small receiver of what production sends to Sentry (NS-22), on the local stack's origin: the
 * mock environment's DSN (/config.json) names it, so the app's error reports and the browser's CSP
 * violation reports arrive here and are stored in the data folder, as they arrived.
 *
 *   POST /sentry/api/<project>/envelope/?sentry_key=…   an envelope of the Sentry SDK
 *   POST /csp-report                                     a CSP violation report (report-uri, report-to)
 *   GET    /__mock/sentry                                what arrived, oldest first (browser tests)
 *   DELETE /__mock/sentry                                forget it
 */
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { send, sendJson } from './http-util';
import { CACHE_CONTROL, CSP_REPORT_PATH } from './response-headers';

export const SENTRY_PATH = '/sentry';
export const SENTRY_CONTROL_PATH = '/__mock/sentry';
const PROJECT = '1';
const PUBLIC_KEY = 'mocksentrykey';
const FILE = 'sentry-received.jsonl';
const LIMIT = 1024 * 1024;

/** The mock environment's DSN: this receiver on the stack's origin. */
export function mockSentryDsn(origin: string): string {
  const { protocol, host } = new URL(origin);
  return `${protocol}//${PUBLIC_KEY}@${host}${SENTRY_PATH}/${PROJECT}`;
}

/** An envelope item: its header and its payload (JSON when it parses). */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: unknown;
}

/** What the receiver stored, in the order it arrived. */
export type Received =
  | { kind: 'envelope'; receivedAt: string; header: Record<string, unknown>; items: EnvelopeItem[] }
  | { kind: 'csp'; receivedAt: string; contentType: string; body: unknown };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Sentry's envelope format: a header line, then per item a header line and its payload. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine) as Record<string, unknown>;
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else payload = line();
    items.push({ header: itemHeader, payload: parseJson(payload) });
  }
  return { header, items };
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The public key of a request: `?sentry_key=` or the X-Sentry-Auth header. */
function sentryKey(req: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = req.headers['x-sentry-auth'];
  return typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined;
}

export function createSentryReceiver({ dataDir, controlEnabled }: { dataDir: string; controlEnabled: boolean }) {
  const file = join(dataDir, FILE);
  const store = (received: Received) => {
    appendFileSync(file, `${JSON.stringify(received)}\n`);
  };
  const stored = (): Received[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((text) => text !== '')
          .map((text) => JSON.parse(text) as Received)
      : [];
  const noStore = { 'Cache-Control': CACHE_CONTROL.never };

  const envelope = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const project = /^\/sentry\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname)?.[1];
    if (project === undefined) {
      sendJson(res, 404, { detail: 'not found' }, noStore);
      return;
    }
    if (req.method !== 'POST') {
      send(res, 405, undefined, { Allow: 'POST' });
      return;
    }
    if (project !== PROJECT || sentryKey(req, url) !== PUBLIC_KEY) {
      sendJson(res, 403, { detail: 'invalid project or public key' }, noStore);
      return;
    }
    let parsed: ReturnType<typeof parseEnvelope>;
    try {
      parsed = parseEnvelope(await readRaw(req));
    } catch (error) {
      sendJson(res, 400, { detail: error instanceof Error ? error.message : String(error) }, noStore);
      return;
    }
    store({ kind: 'envelope', receivedAt: new Date().toISOString(), ...parsed });
    sendJson(res, 200, { id: parsed.header.event_id ?? null }, noStore);
  };

  const cspReport = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      send(res, 405, undefined, { Allow: 'POST' });
      return;
    }
    const contentType = req.headers['content-type'] ?? '';
    const body = parseJson((await readRaw(req)).toString('utf8'));
    store({ kind: 'csp', receivedAt: new Date().toISOString(), contentType, body });
    send(res, 204, undefined, noStore);
  };

  const control = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') sendJson(res, 200, { received: stored() }, noStore);
    else if (req.method === 'DELETE') {
      rmSync(file, { force: true });
      send(res, 204, undefined, noStore);
    } else send(res, 405, undefined, { Allow: 'GET, DELETE' });
  };

  return {
    /** Whether the path is the receiver's. */
    owns: (pathname: string) =>
      pathname === CSP_REPORT_PATH ||
      pathname === SENTRY_PATH ||
      pathname.startsWith(`${SENTRY_PATH}/`) ||
      (controlEnabled && pathname === SENTRY_CONTROL_PATH),
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (url.pathname === CSP_REPORT_PATH) await cspReport(req, res);
      else if (url.pathname === SENTRY_CONTROL_PATH) control(req, res);
      else await envelope(req, res, url);
    },
  };
}
