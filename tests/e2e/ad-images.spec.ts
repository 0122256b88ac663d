/**
 * Ad images on real pixels (issue 13 item 3; jsdom has no canvas). On the ad form (ad group 6001 of
 * campaign 5001, docs/seed.md) as the internal campaign manager: a 4000×3000 photo drawn in the page
 * is chosen as the hero, cropped by keyboard and uploaded; a logo is uploaded with its annotated
 * logo; the files the app hands to fetch are recorded, decoded back with createImageBitmap and their
 * pixels read, and pica's workers are recorded as the page starts them and posts them jobs. What no
 * screen reaches (a zero output size, a quality outside 0–3) runs against the app's own resize in the
 * image harness (scripts/browser/image-harness.ts: built by Vite, served with the app's CSP).
 * The tests upload images: the seed is put back afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImageHarness, type ImageHarness } from '../../scripts/browser/image-harness';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { apiGet, chooseOption } from './fixtures/campaign-helpers';
import {
  decodedInPage,
  drawnPicture,
  fileBytes,
  type PictureFile,
  recordedUploads,
  recordedWorkers,
  recordUploads,
  recordWorkers,
} from './fixtures/image-files';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterEach(async ({ resetData }) => {
  await resetData();
});

/** Fingerprinting protection as browsers do it: getImageData answers noise instead of the pixels. */
const FALSIFIED_PIXELS = `{
  const read = CanvasRenderingContext2D.prototype.getImageData;
  CanvasRenderingContext2D.prototype.getImageData = function (...args) {
    const data = read.apply(this, args);
    for (let index = 0; index < data.data.length; index += 1) data.data[index] = (index * 7) % 256;
    return data;
  };
}`;

/** The ad form of ad group 6001 of campaign 5001 (docs/seed.md), as the internal campaign manager. */
async function openAdForm(page: Page, signIn: (who: 'admin', options: { from: string }) => Promise<unknown>) {
  await recordWorkers(page);
  await recordUploads(page);
  await signIn('admin', { from: '/advertiser/1001/campaigns' });
  await page.goto('/advertiser/1001/campaign/5001/ad-group/6001/ad/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New ad' })).toBeVisible({ timeout: 15_000 });
}

/** Chooses `file` as a person does: the field's drop zone (a button named by its label) opens the picker. */
async function chooseFile(page: Page, label: string, file: PictureFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** The crop as the dialog reads it out ("Crop: 3000 × 1568 pixels at 10, 456"). */
async function shownCrop(dialog: Locator) {
  const text = (await dialog.getByText(/^Crop: /).textContent()) ?? '';
  const [, width, height, x, y] = /^Crop: (\d+) × (\d+) pixels at (\d+), (\d+)$/.exec(text) ?? [];
  return { x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
}

async function centreOf(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag from the middle of `target` by (dx, dy) screen pixels, in steps as a hand moves. */
async function mouseDrag(page: Page, target: Locator, dx: number, dy: number) {
  const { x, y } = await centreOf(target);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** The same with a finger: touch input through the DevTools protocol, which Chromium turns into touch pointer events. */
async function touchDrag(page: Page, target: Locator, dx: number, dy: number) {
  const { x, y } = await centreOf(target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 8, y: y + (dy * step) / 8 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The recorded upload of `category`, its text fields and its file's bytes. */
async function uploadOf(page: Page, category: string) {
  const uploads = await recordedUploads(page);
  const upload = uploads.find((candidate) =>
    candidate.fields.some(([name, field]) => name === 'imageCategory' && 'text' in field && field.text === category),
  );
  return upload;
}

test('AD-021 AD-024 AD-027 AD-028 on the ad form a 4000×3000 photo is cropped by keyboard and sent as exactly 1200×627 (multipart accountId, imageCategory, incomingImage), shown at the field, and on a fresh page once the ad is saved', async ({
  page,
  signIn,
}) => {
  await openAdForm(page, signIn);
  const photo = await drawnPicture(page, { width: 4000, height: 3000, mimeType: 'image/jpeg', name: 'photo.jpg' });
  await chooseFile(page, 'Hero image', photo);
  const dialog = page.getByRole('dialog', { name: 'Crop the hero image' });
  await expect(dialog.getByText('Crop: 4000 × 2090 pixels at 0, 455')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: 10 × Ctrl+← on the bottom-right corner (100 each), then Shift+→ and ↓ on the area.
  await dialog.getByRole('button', { name: 'Bottom-right corner of the crop area (arrow keys resize it)' }).focus();
  for (let press = 0; press < 10; press += 1) await page.keyboard.press('Control+ArrowLeft');
  await dialog.getByRole('group', { name: 'Crop area (arrow keys move it)' }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByText('Crop: 3000 × 1568 pixels at 10, 456')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(page.getByRole('img', { name: 'Hero image: the uploaded image' })).toBeVisible({ timeout: 30_000 });

  const upload = await uploadOf(page, 'Hero');
  expect(upload?.url).toMatch(/\/api\/v2\/advertiser-assets\/images$/);
  expect(upload?.fields.map(([name, field]) => [name, 'text' in field ? field.text : field.type])).toEqual([
    ['accountId', '1001'],
    ['imageCategory', 'Hero'],
    ['incomingImage', 'image/jpeg'],
  ]);
  const hero = await decodedInPage(page, fileBytes(upload, 'incomingImage'));
  expect({ width: hero.width, height: hero.height }).toEqual({ width: 1200, height: 627 });
  const workers = await recordedWorkers(page);
  expect(workers.urls.length).toBeGreaterThan(0);
  expect(workers.urls.length).toBeLessThanOrEqual(4);
  for (const job of workers.jobs) {
    expect(Math.max(job.width, job.height)).toBeLessThanOrEqual(1024);
    expect(job.filter).toBe('lanczos3');
    expect(job.unsharpRadius).toBeLessThanOrEqual(2);
  }

  // Saved with the ad, the uploaded picture is still there on a fresh page: the local stack keeps it.
  const form = page.getByRole('form', { name: 'Ad' });
  const adName = `E2E hero ${String(Date.now())}`;
  await form.getByRole('textbox', { name: /^Ad name/ }).fill(adName);
  await form.getByRole('textbox', { name: /^Merchant name/ }).fill('Acme Outfitters');
  await form.getByRole('textbox', { name: /^Reward details$/ }).fill('Get 10% back in store');
  await form.getByRole('button', { name: 'Create ad' }).click();
  // Issue 28: a new ad lands on the campaign's review; the saved ad is opened on a fresh page.
  await expect(page).toHaveURL(/\/campaign\/5001\/review$/);
  const ads = await apiGet<{ adId: number; name: string }[]>(
    page,
    '/api/v7/campaign-build-api/accounts/1001/ads?page=1&perPage=500',
  );
  await page.goto(
    `/advertiser/1001/campaign/5001/ad-group/6001/ad/${String(ads.find((ad) => ad.name === adName)?.adId)}`,
  );
  const preview = page.getByRole('article', { name: 'The offer as a cardholder sees it' });
  const shown = preview.getByRole('img', { name: 'Hero image' });
  await expect(shown).toHaveAttribute('src', /^https?:\/\/[^/]+\/images\/\d+\/photo/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
});

test('issue 24 AD-026 in Chromium the crop is resized from a corner by mouse and from an edge by touch, moved by a drag and zoomed, keeping the hero rules; the zone becomes the picture with Replace and Remove', async ({
  page,
  signIn,
}) => {
  await openAdForm(page, signIn);
  const photo = await drawnPicture(page, { width: 4000, height: 3000, mimeType: 'image/jpeg', name: 'photo.jpg' });
  await chooseFile(page, 'Hero image', photo);
  const dialog = page.getByRole('dialog', { name: 'Crop the hero image' });
  await expect(dialog.getByText('Crop: 4000 × 2090 pixels at 0, 455')).toBeVisible({ timeout: 15_000 });
  const picture = dialog.getByRole('img', { name: 'The image to crop' });
  const area = dialog.getByRole('group', { name: 'Crop area (arrow keys move it)' });
  const corner = (name: string) =>
    dialog.getByRole('button', { name: `${name} of the crop area (arrow keys resize it)` });
  /** Image pixels per screen pixel of the picture as shown. */
  const imagePerScreen = async () => 4000 / ((await picture.boundingBox())?.width ?? Number.NaN);
  const ratio = ({ width, height }: { width: number; height: number }) => width / height;
  let scale = await imagePerScreen();

  // The bottom-right corner dragged 120 px left (and a little up): narrower, the top-left corner stays, 1200:627 kept.
  await mouseDrag(page, corner('Bottom-right corner'), -120, -20);
  const narrower = 4000 - Math.round(120 * scale);
  expect(await shownCrop(dialog)).toEqual({
    x: 0,
    y: 455,
    width: narrower,
    height: Math.round((narrower * 627) / 1200),
  });

  // The area dragged 60 px right and 30 px down: moved by as many image pixels, the same size.
  const beforeMove = await shownCrop(dialog);
  await mouseDrag(page, area, 60, 30);
  expect(await shownCrop(dialog)).toEqual({
    ...beforeMove,
    x: beforeMove.x + Math.round(60 * scale),
    y: beforeMove.y + Math.round(30 * scale),
  });

  // The left edge pulled 30 px left by a finger: wider to the left, the right edge stays, the height follows.
  const beforeTouch = await shownCrop(dialog);
  await touchDrag(page, corner('Left edge'), -30, 0);
  const touched = await shownCrop(dialog);
  expect(touched.width).toBe(beforeTouch.width + Math.round(30 * scale));
  expect(touched.x + touched.width).toBe(beforeTouch.x + beforeTouch.width);
  expect(Math.abs(ratio(touched) - 1200 / 627)).toBeLessThan(0.002);
  expect(Math.abs(touched.y + touched.height / 2 - (beforeTouch.y + beforeTouch.height / 2))).toBeLessThanOrEqual(1);

  // Zoomed in twice (× 1.5 each) the picture is 2.25 times as wide and the crop has not moved; the top-left corner
  // dragged 40 px right and down then takes 2.25 times fewer image pixels per screen pixel.
  const fitted = (await picture.boundingBox())?.width ?? 0;
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '225%');
  await expect.poll(async () => Math.round((await picture.boundingBox())?.width ?? 0)).toBe(Math.round(fitted * 2.25));
  expect(await shownCrop(dialog)).toEqual(touched);
  scale = await imagePerScreen();
  await mouseDrag(page, corner('Top-left corner'), 40, 40);
  const zoomed = await shownCrop(dialog);
  expect(zoomed.width).toBe(touched.width - Math.round(40 * scale));
  expect([zoomed.x + zoomed.width, zoomed.y + zoomed.height]).toEqual([
    touched.x + touched.width,
    touched.y + touched.height,
  ]);
  expect(Math.abs(ratio(zoomed) - 1200 / 627)).toBeLessThan(0.002);

  // The box drawn on screen is the crop read out, within a screen pixel.
  const shownBox = await area.boundingBox();
  const pictureBox = await picture.boundingBox();
  if (!shownBox || !pictureBox) throw new Error('the crop is not on screen');
  expect(Math.abs((shownBox.x - pictureBox.x) * scale - zoomed.x)).toBeLessThanOrEqual(scale);
  expect(Math.abs((shownBox.y - pictureBox.y) * scale - zoomed.y)).toBeLessThanOrEqual(scale);
  expect(Math.abs(shownBox.width * scale - zoomed.width)).toBeLessThanOrEqual(scale);
  expect(Math.abs(shownBox.height * scale - zoomed.height)).toBeLessThanOrEqual(scale);

  // Applied: the drop zone is now the picture, with Replace and Remove, and no native file control anywhere.
  await dialog.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(page.getByRole('img', { name: 'Hero image: the uploaded image' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Replace Hero image' })).toBeVisible();
  await expect(page.getByText(/No file chosen|Choose File/)).toHaveCount(0);
  await expect(page.locator('input[type="file"]:visible')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Hero image' }).click();
  await expect(page.getByRole('button', { name: 'Hero image', exact: true })).toHaveText(
    'Drop a PNG or JPEG here, or click to choose one',
  );
});

test('AD-022 AD-024 on the ad form a logo is sent as 627×627 and its annotated logo as 128×128 with the chosen annotation’s banner (NS-55)', async ({
  page,
  signIn,
}) => {
  await openAdForm(page, signIn);
  await chooseOption(page, /^Merchant annotation/, 'Up to 10% back');
  const logo = await drawnPicture(page, {
    width: 1000,
    height: 1000,
    mimeType: 'image/png',
    name: 'logo.png',
    fill: '#d00000',
    mark: '#00a000',
  });
  await chooseFile(page, 'Logo', logo);
  const dialog = page.getByRole('dialog', { name: 'Crop the logo' });
  await expect(dialog.getByText('Crop: 1000 × 1000 pixels at 0, 0')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(page.getByRole('img', { name: 'Logo: the uploaded image' })).toBeVisible({ timeout: 30_000 });

  const sentLogo = await decodedInPage(page, fileBytes(await uploadOf(page, 'Logo'), 'incomingImage'), [[313, 313]]);
  expect({ width: sentLogo.width, height: sentLogo.height }).toEqual({ width: 627, height: 627 });
  expect(sentLogo.pixels[0]).toEqual([0, 160, 0, 255]);
  const annotated = await decodedInPage(
    page,
    fileBytes(await uploadOf(page, 'AnnotatedLogo'), 'incomingImage'),
    [
      [0, 0],
      [2, 60],
      [64, 20],
      [5, 98],
      [64, 124],
    ],
    { x: 4, y: 97, width: 120, height: 25 },
  );
  expect({ width: annotated.width, height: annotated.height }).toEqual({ width: 128, height: 128 });
  const [corner, padding, red, banner, below] = annotated.pixels;
  expect(corner).toEqual([255, 255, 255, 255]);
  expect(padding).toEqual([255, 255, 255, 255]);
  expect(red?.slice(0, 3)).toEqual([208, 0, 0]);
  expect(banner).toEqual([0, 0, 0, 255]);
  expect(below).toEqual([255, 255, 255, 255]);
  expect(annotated.whiteInRegion).toBeGreaterThan(150);
});

test('AD-025 on the ad form, canvas pixels blocked by fingerprinting protection get their own message at the field and nothing is uploaded', async ({
  page,
  signIn,
}) => {
  await page.addInitScript({ content: FALSIFIED_PIXELS });
  await openAdForm(page, signIn);
  const photo = await drawnPicture(page, { width: 1600, height: 900, mimeType: 'image/jpeg', name: 'photo.jpg' });
  await chooseFile(page, 'Hero image', photo);
  await page
    .getByRole('dialog', { name: 'Crop the hero image' })
    .getByRole('button', { name: 'Crop and upload' })
    .click();
  await expect(
    page.getByText(/The browser blocked reading the image’s pixels, as fingerprinting protection does/),
  ).toBeVisible({ timeout: 15_000 });
  expect(await uploadOf(page, 'Hero')).toBeUndefined();
});

test.describe('the resize where no screen reaches', () => {
  let harness: ImageHarness | undefined;
  test.beforeAll(async () => {
    harness = await startImageHarness(join(tmpdir(), `ad-images-harness-${String(process.pid)}`), 0);
  });
  test.afterAll(async () => {
    await harness?.stop();
  });

  test('AD-025 in the harness: a zero output size is the invalid-output-size error and a quality outside 0–3 is refused; 0 to 3 resize', async ({
    page,
  }) => {
    await page.goto(`${harness?.origin ?? ''}/`);
    await page.waitForFunction(() => '__images' in window);
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
    expect(
      await kindOf('resizeImage(source, { x: 0, y: 0, width: 200, height: 100 }, { width: 100, height: 0 })'),
    ).toBe('invalid-output-size');
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
  });
});
