/**
 * The ad image functions (src/features/images: decode, pica resize, annotated logo) in a real
 * browser page outside the app: Vite builds them into a one-page harness that puts the module on
 * `window.__images`, served with the app's response headers — its Content-Security-Policy decides
 * where pica's workers may come from, as in the app. The image-resize bench measures with it; the
 * browser tests check pixels with it where no screen reaches a case (a zero output size).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { SECURITY_HEADERS } from '../serve/response-headers';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PROCESSING = join(ROOT, 'src', 'features', 'images', 'image-processing.ts');
const RESIZE = join(ROOT, 'src', 'features', 'images', 'resize.ts');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ad images</title>
<script type="module" src="./main.ts"></script></head><body></body></html>`;

const MAIN = `import * as processing from ${JSON.stringify(PROCESSING)};
import * as resize from ${JSON.stringify(RESIZE)};
window.__images = { ...processing, ...resize };
`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export interface ImageHarness {
  origin: string;
  stop: () => Promise<void>;
}

/** Builds the harness into `folder` and serves it on `port` of 127.0.0.1 (0: any free port). */
export async function startImageHarness(folder: string, port: number): Promise<ImageHarness> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), PAGE);
  writeFileSync(join(folder, 'main.ts'), MAIN);
  const out = join(folder, 'dist');
  await build({ root: folder, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(out, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404, SECURITY_HEADERS);
      response.end();
    }
  });
  await new Promise<void>((resolveListen) => {
    server.listen(port, '127.0.0.1', () => {
      resolveListen();
    });
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://127.0.0.1:${String(listening)}`,
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => {
          resolveClose();
        });
      }),
  };
}
