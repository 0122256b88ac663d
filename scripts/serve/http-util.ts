/** Small pieces every route of the local stack shares: security headers, bodies, answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './response-headers';

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | undefined,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendProblem(res: ServerResponse, status: number, code: string, title: string, detail: string): void {
  send(res, status, JSON.stringify({ type: 'about:blank', title, status, detail, code }), {
    'Content-Type': 'application/problem+json',
    'Cache-Control': 'no-store',
  });
}

/** Reads a request body (bounded: nothing here needs more than a megabyte). */
export async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const htmlEscape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
