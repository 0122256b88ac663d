/**
 * The production build (dist/): files as they are, history fallback to index.html for page
 * navigations, hashed assets cached for a year, everything else revalidated. Text files are
 * gzip-compressed once and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { send } from './http-util';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | undefined;
  etag: string;
  type: string;
}

export interface StaticFiles {
  /** Answers the request when it is a file of the build or a page navigation; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

export function typeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A page navigation (not a missing file): GET/HEAD, no file extension or an HTML Accept. */
function isNavigation(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname.startsWith('/assets/')) return false;
  const accept = req.headers.accept ?? '';
  return extname(pathname) === '' || accept.includes('text/html');
}

export function createStaticFiles(root: string): StaticFiles {
  const cache = new Map<string, CachedFile>();

  const read = (file: string): CachedFile | undefined => {
    let mtimeMs: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return undefined;
      mtimeMs = stat.mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const body = readFileSync(file);
    const type = typeOf(file);
    const gzip = COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body) : undefined;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { mtimeMs, body, gzip, etag, type };
    cache.set(file, entry);
    return entry;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, file: CachedFile, cacheControl: string) => {
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === file.etag) {
      send(res, 304, undefined, headers);
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    send(res, 200, gzip ? file.gzip : file.body, headers);
  };

  return {
    handle(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      const relative = normalize(decoded).replace(/^([/\\])+/, '');
      const file = join(root, relative);
      if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return false;

      const found = relative === '' || relative.endsWith(sep) ? undefined : read(file);
      if (found && relative !== 'index.html') {
        answer(req, res, found, relative.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache');
        return true;
      }
      if (found || relative === '' || isNavigation(req, pathname)) {
        const index = read(join(root, 'index.html'));
        if (!index) return false;
        answer(req, res, index, 'no-cache');
        return true;
      }
      return false;
    },
  };
}
