/**
 * Ad images on real pixels (issue 13 item 3; jsdom has no canvas). The app's own image functions
 * (src/features/images: decode, pica resize, annotated logo) run in Chromium in the image harness
 * (scripts/browser/image-harness.ts: built by Vite, served with the app's Content-Security-Policy),
 * on pictures drawn in the page; the files they make are decoded back with createImageBitmap and
 * their pixels read. pica's workers are recorded as the page starts them and posts them jobs.
 */
import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImageHarness, type ImageHarness } from '../../scripts/browser/image-harness';
import { expect, test } from './fixtures';
import {
  decodedInPage,
  drawnPicture,
  fileBytes,
  recordedUploads,
  recordedWorkers,
  recordUploads,
  recordWorkers,
  type PictureFile,
} from './fixtures/image-files';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Fingerprinting protection as browsers do it: getImageData answers noise instead of the pixels. */
const FALSIFIED_PIXELS = `{
  const read = CanvasRenderingContext2D.prototype.getImageData;
  CanvasRenderingContext2D.prototype.getImageData = function (...args) {
    const data = read.apply(this, args);
    for (let index = 0; index < data.data.length; index += 1) data.data[index] = (index * 7) % 256;
    return data;
  };
}`;

let harness: ImageHarness | undefined;
test.beforeAll(async () => {
  harness = await startImageHarness(join(tmpdir(), `ad-images-harness-${String(process.pid)}`), 0);
});
test.afterAll(async () => {
  await harness?.stop();
});

async function openHarness(page: Page) {
  await recordWorkers(page);
  await recordUploads(page);
  await page.goto(`${harness?.origin ?? ''}/`);
  await page.waitForFunction(() => '__images' in window);
}

/**
 * In the page: the picture decoded, cropped and resized to the category by the app's
 * `uploadFiles`, and the files it makes sent as one multipart form (captured by recordUploads).
 */
async function makeFiles(
  page: Page,
  picture: PictureFile,
  category: 'Hero' | 'Logo',
  crop: { x: number; y: number; width: number; height: number },
  annotation?: string,
) {
  await page.evaluate(
    async ({ base64, name, mimeType, category, crop, annotation }) => {
      type Images = {
        decodeImage: (file: Blob) => Promise<unknown>;
        uploadFiles: (
          image: unknown,
          crop: unknown,
          category: string,
          name: string,
          annotation?: string,
        ) => Promise<{ image: File; annotatedLogo?: File }>;
      };
      const images = (window as unknown as { __images: Images }).__images;
      const file = new File([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], name, {
        type: mimeType,
      });
      const made = await images.uploadFiles(await images.decodeImage(file), crop, category, name, annotation);
      const form = new FormData();
      form.append('image', made.image);
      if (made.annotatedLogo) form.append('annotatedLogo', made.annotatedLogo);
      await fetch('/made', { method: 'POST', body: form });
    },
    {
      base64: picture.buffer.toString('base64'),
      name: picture.name,
      mimeType: picture.mimeType,
      category,
      crop,
      annotation,
    },
  );
  return (await recordedUploads(page)).at(-1);
}

test('AD-021 AD-025 AD-028 a 4000×3000 photo cropped to the hero shape comes out exactly 1200×627, resized by at most 4 of pica’s workers from the origin, in tiles of 1024, quality 3 and unsharp radius ≤ 2', async ({
  page,
}) => {
  await openHarness(page);
  const photo = await drawnPicture(page, { width: 4000, height: 3000, mimeType: 'image/jpeg', name: 'photo.jpg' });
  expect(photo.buffer.length).toBeLessThan(2 * 1024 * 1024);
  const made = await makeFiles(page, photo, 'Hero', { x: 0, y: 455, width: 4000, height: 2090 });
  const hero = await decodedInPage(page, fileBytes(made, 'image'));
  expect({ width: hero.width, height: hero.height }).toEqual({ width: 1200, height: 627 });
  expect(made?.fields.map(([name, field]) => [name, 'type' in field ? field.type : 'text'])).toEqual([
    ['image', 'image/jpeg'],
  ]);

  const workers = await recordedWorkers(page);
  // The workers run pica's own file from the app's origin (the CSP allows no blob: worker).
  expect(workers.urls.length).toBeGreaterThan(0);
  expect(workers.urls.length).toBeLessThanOrEqual(4);
  for (const url of workers.urls)
    expect(url).toMatch(new RegExp(`^${harness?.origin ?? ''}/assets/pica_worker-[\\w-]+\\.js$`));
  expect(workers.mostBusy).toBeLessThanOrEqual(4);
  // 4000×2090 in source tiles of 1024 (plus a border of 3 at inner edges): 4 × 3 tiles.
  expect(workers.jobs).toHaveLength(12);
  for (const job of workers.jobs) {
    expect(Math.max(job.width, job.height)).toBeLessThanOrEqual(1024);
    expect(job.filter).toBe('lanczos3');
    expect(job.unsharpRadius).toBeGreaterThan(0);
    expect(job.unsharpRadius).toBeLessThanOrEqual(2);
  }
  // The tiles together give the whole 1200-pixel width of the result.
  const firstRow = workers.jobs.filter((job) => job.toHeight === workers.jobs[0]?.toHeight).slice(0, 4);
  expect(firstRow.reduce((sum, job) => sum + job.toWidth, 0)).toBeGreaterThanOrEqual(1200);
});

test('AD-022 the annotated logo is 128×128: white background and padding, the logo inside it, a black banner at y 97–122 with the annotation in white (NS-55)', async ({
  page,
}) => {
  await openHarness(page);
  // A red logo with a green square in its middle half.
  const logo = await drawnPicture(page, {
    width: 1000,
    height: 1000,
    mimeType: 'image/png',
    name: 'logo.png',
    fill: '#d00000',
    mark: '#00a000',
  });
  const made = await makeFiles(page, logo, 'Logo', { x: 0, y: 0, width: 1000, height: 1000 }, 'Up to 10% back');
  const resized = await decodedInPage(page, fileBytes(made, 'image'), [[313, 313]]);
  expect({ width: resized.width, height: resized.height }).toEqual({ width: 627, height: 627 });
  expect(resized.pixels[0]).toEqual([0, 160, 0, 255]);

  const points: [number, number][] = [
    [0, 0], // corner: white background
    [127, 127],
    [2, 60], // left padding
    [125, 60], // right padding
    [64, 2], // top padding
    [64, 20], // the logo's red
    [64, 45], // the logo's green middle
    [5, 98], // the banner's top-left corner: black
    [122, 121], // its bottom-right corner
    [64, 124], // below the banner: white
    [2, 110], // beside the banner: white
  ];
  const annotated = await decodedInPage(page, fileBytes(made, 'annotatedLogo'), points, {
    x: 4,
    y: 97,
    width: 120,
    height: 25,
  });
  expect({ width: annotated.width, height: annotated.height }).toEqual({ width: 128, height: 128 });
  const [corner, farCorner, left, right, top, red, green, bannerStart, bannerEnd, below, beside] = annotated.pixels;
  const WHITE = [255, 255, 255, 255];
  for (const pixel of [corner, farCorner, left, right, top, below, beside]) expect(pixel).toEqual(WHITE);
  expect(red?.slice(0, 3)).toEqual([208, 0, 0]);
  expect(green?.slice(0, 3)).toEqual([0, 160, 0]);
  expect(bannerStart).toEqual([0, 0, 0, 255]);
  expect(bannerEnd).toEqual([0, 0, 0, 255]);
  // White text in the black banner: a fair share of its 120 × 25 pixels, far from all.
  expect(annotated.whiteInRegion).toBeGreaterThan(150);
  expect(annotated.whiteInRegion).toBeLessThan(120 * 25 * 0.5);

  // "None" draws no banner: the logo's red where the banner was.
  const plain = await makeFiles(page, logo, 'Logo', { x: 0, y: 0, width: 1000, height: 1000 }, 'None');
  const unannotated = await decodedInPage(page, fileBytes(plain, 'annotatedLogo'), [[5, 98]], {
    x: 4,
    y: 97,
    width: 120,
    height: 25,
  });
  expect(unannotated.pixels[0]?.slice(0, 3)).toEqual([208, 0, 0]);
  expect(unannotated.whiteInRegion).toBe(0);
});

test('AD-025 a zero output size is the invalid-output-size error, a quality outside 0–3 is refused, and canvas pixels that do not read back (fingerprinting protection) are their own error', async ({
  page,
}) => {
  await openHarness(page);
  const kindOf = (call: string) =>
    page.evaluate(`(async () => {
      const { resizeImage } = window.__images;
      const source = document.createElement('canvas');
      source.width = 200;
      source.height = 100;
      try { await ${call}; return 'resized'; } catch (error) { return error.kind ?? String(error); }
    })()`);
  expect(await kindOf('resizeImage(source, { x: 0, y: 0, width: 200, height: 100 }, { width: 0, height: 50 })')).toBe(
    'invalid-output-size',
  );
  expect(await kindOf('resizeImage(source, { x: 0, y: 0, width: 200, height: 100 }, { width: 100, height: 0 })')).toBe(
    'invalid-output-size',
  );
  expect(
    await kindOf(
      'resizeImage(source, { x: 0, y: 0, width: 200, height: 100 }, { width: 100, height: 50 }, { quality: 4 })',
    ),
  ).toBe('invalid-quality');
  for (const quality of [0, 1, 2, 3])
    expect(
      await kindOf(
        `resizeImage(source, { x: 0, y: 0, width: 200, height: 100 }, { width: 100, height: 50 }, { quality: ${String(quality)} })`,
      ),
    ).toBe('resized');

  await page.addInitScript({ content: FALSIFIED_PIXELS });
  await page.reload();
  await page.waitForFunction(() => '__images' in window);
  expect(await kindOf('resizeImage(source, { x: 0, y: 0, width: 200, height: 100 }, { width: 100, height: 50 })')).toBe(
    'pixel-data-blocked',
  );
});
