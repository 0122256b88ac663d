/**
 * `imageResize`: the ad image resize in the browser (issue 13, budget 400 ms) — the app's own
 * `resizeImage` (src/features/images/resize.ts: pica with tile 1024, at most 4 workers, quality 3)
 * taking the largest hero-shaped crop of a 4000×3000 photo (4000×2090) to 1200×627, exactly what
 * ImageField runs after "Crop and upload".
 *
 * The function runs in the image harness (scripts/browser/image-harness.ts: built by Vite, served
 * with the app's response headers, so pica's workers load under the app's Content-Security-Policy)
 * on a photo drawn on a canvas (gradients and noise, so the resize has detail to work on). The
 * first resize starts pica's workers and is reported apart; the budget applies to the median of
 * the next 5.
 */
import { join } from 'node:path';
import { startImageHarness } from '../browser/image-harness';
import { DRAW_PICTURE } from '../browser/picture';
import { launchChromium, newContext } from './browser';
import { freePort, median, ROOT, type Result } from './common';

export const RESIZE_BUDGET_MS = 400;
const RUNS = 6;

/** In the harness page (plain JavaScript: it runs in the page whatever compiles this file). */
const MEASURE = `(async (runs) => {
  const canvas = (${DRAW_PICTURE})({ width: 4000, height: 3000, shapes: 400 });
  const context = canvas.getContext('2d');
  const noise = context.getImageData(0, 0, canvas.width, 200);
  for (let index = 0; index < noise.data.length; index += 4) noise.data[index] = (index * 2654435761) % 256;
  context.putImageData(noise, 0, 0);
  const source = await createImageBitmap(canvas);
  const crop = { x: 0, y: 455, width: 4000, height: 2090 };
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const resized = await window.__images.resizeImage(source, crop, { width: 1200, height: 627 });
    times.push(performance.now() - started);
    if (resized.width !== 1200 || resized.height !== 627) throw new Error('resized to ' + resized.width + 'x' + resized.height);
  }
  return { times, cores: navigator.hardwareConcurrency };
})(${RUNS})`;

export async function imageResize(add: (result: Result) => void): Promise<void> {
  const harness = await startImageHarness(join(ROOT, '.cache', 'bench', 'image-resize'), await freePort());
  const browser = await launchChromium();
  try {
    const page = await (await newContext(browser, harness.origin)).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`${response.url()} answered ${String(response.status())}`);
    });
    await page.goto('/');
    const { times, cores } = await page.evaluate<{ times: number[]; cores: number }>(MEASURE);
    if (problems.length > 0) throw new Error(`the page reported: ${problems.join('; ')}`);
    const [first = Number.NaN, ...rest] = times;
    add({
      section: 'imageResize',
      name: 'image resize: 4000×3000 photo → 1200×627, first (starts the workers)',
      value: first,
      unit: 'ms',
      note: `${String(cores)} cores, so ${String(Math.min(4, cores))} workers`,
    });
    add({
      section: 'imageResize',
      name: `image resize: 4000×3000 photo → 1200×627 (median of ${String(rest.length)})`,
      value: median(rest),
      unit: 'ms',
      budget: RESIZE_BUDGET_MS,
      samples: rest,
    });
  } finally {
    await browser.close();
    await harness.stop();
  }
}
