/**
 * `imageResize`: the ad image resize in the browser (issue 13, budget 400 ms) — the app's own
 * `resizeImage` (src/features/images/resize.ts: pica with tile 1024, at most 4 workers, quality 3)
 * taking the largest hero-shaped crop of a 4000×3000 photo (4000×2090) to 1200×627, exactly what
 * ImageField runs after "Crop and upload".
 *
 * The function is built by Vite into a one-page harness (.cache/bench/image-resize) that draws the
 * photo on a canvas (gradients and noise, so the resize has detail to work on) and is served with
 * the app's response headers — the Content-Security-Policy decides where pica's workers may come
 * from. The first resize starts pica's workers and is reported apart; the budget applies to the
 * median of the next 5.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build } from 'vite';
import { SECURITY_HEADERS } from '../serve/response-headers';
import { launchChromium, newContext } from './browser';
import { freePort, median, ROOT, type Result } from './common';

export const RESIZE_BUDGET_MS = 400;
const RUNS = 6;

const HARNESS = join(ROOT, '.cache', 'bench', 'image-resize');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>image resize</title>
<script type="module" src="./main.ts"></script></head><body></body></html>`;

const MAIN = `import { resizeImage } from ${JSON.stringify(join(ROOT, 'src/features/images/resize.ts'))};

function photo(width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#1d4e89');
  sky.addColorStop(0.5, '#f4a259');
  sky.addColorStop(1, '#2a9d8f');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let index = 0; index < 400; index += 1) {
    context.fillStyle = 'hsl(' + ((index * 37) % 360) + ' 70% 50% / 0.5)';
    context.beginPath();
    context.arc((index * 7919) % width, (index * 104729) % height, 20 + (index % 90), 0, 2 * Math.PI);
    context.fill();
  }
  const noise = context.getImageData(0, 0, width, 200);
  for (let index = 0; index < noise.data.length; index += 4) noise.data[index] = (index * 2654435761) % 256;
  context.putImageData(noise, 0, 0);
  return canvas;
}

window.__imageResize = async (runs) => {
  const source = await createImageBitmap(photo(4000, 3000));
  const crop = { x: 0, y: 455, width: 4000, height: 2090 };
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const resized = await resizeImage(source, crop, { width: 1200, height: 627 });
    times.push(performance.now() - started);
    if (resized.width !== 1200 || resized.height !== 627) throw new Error('resized to ' + resized.width + 'x' + resized.height);
  }
  return { times, cores: navigator.hardwareConcurrency };
};
`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the harness page; answers its folder. */
async function buildHarness(): Promise<string> {
  rmSync(HARNESS, { recursive: true, force: true });
  mkdirSync(HARNESS, { recursive: true });
  writeFileSync(join(HARNESS, 'index.html'), PAGE);
  writeFileSync(join(HARNESS, 'main.ts'), MAIN);
  const out = join(HARNESS, 'dist');
  await build({ root: HARNESS, configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  return out;
}

function serve(folder: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
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
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      resolve(server);
    }),
  );
}

export async function imageResize(add: (result: Result) => void): Promise<void> {
  const folder = await buildHarness();
  const port = await freePort();
  const server = await serve(folder, port);
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${port}`;
    const page = await (await newContext(browser, origin)).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`${response.url()} answered ${response.status()}`);
    });
    await page.goto('/');
    const { times, cores } = await page.evaluate<{ times: number[]; cores: number }, number>(
      (runs) =>
        (
          window as unknown as { __imageResize: (n: number) => Promise<{ times: number[]; cores: number }> }
        ).__imageResize(runs),
      RUNS,
    );
    if (problems.length > 0) throw new Error(`the page reported: ${problems.join('; ')}`);
    const [first = Number.NaN, ...rest] = times;
    add({
      section: 'imageResize',
      name: 'image resize: 4000×3000 photo → 1200×627, first (starts the workers)',
      value: first,
      unit: 'ms',
      note: `${cores} cores, so ${Math.min(4, cores)} workers`,
    });
    add({
      section: 'imageResize',
      name: `image resize: 4000×3000 photo → 1200×627 (median of ${rest.length})`,
      value: median(rest),
      unit: 'ms',
      budget: RESIZE_BUDGET_MS,
      samples: rest,
    });
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
