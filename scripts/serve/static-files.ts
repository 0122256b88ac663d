/**
 * The production build (dist/) by the rules nginx follows in production (deploy/nginx/ads-manager/
 * app.conf, docs/deploy.md): /assets/* as they are, cached for a year, a missing one 404; any other
 * path that is not a file of the build gets index.html (history fallback); index.html is never
 * cached, other files are revalidated. Text files are gzip-compressed once and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { send } from './http-util';
import { CACHE_CONTROL } from './response-headers';

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

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | undefined;
  etag: string;
  type: string;
}

export interface StaticFiles {
  /** Answers GET and HEAD of a file of the build, or index.html outside /assets/; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

export function typeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
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

      const asset = relative.startsWith(`assets${sep}`);
      const found = relative === '' || relative.endsWith(sep) ? undefined : read(file);
      if (found && relative !== 'index.html') {
        answer(req, res, found, asset ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate);
        return true;
      }
      // A stale tab asking for an asset of a replaced build must fail loudly, not get the app.
      if (asset) return false;
      const index = read(join(root, 'index.html'));
      if (!index) return false;
      answer(req, res, index, CACHE_CONTROL.never);
      return true;
    },
  };
}
