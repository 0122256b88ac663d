/**
 * ImageField against the fake backend (the real upload handler, which reads each file's header and
 * accepts only the category's size). jsdom has no canvas, so the browser-only pixel work
 * (../image-processing: decode, pica resize, annotated logo) is stood in for here; its real pixels
 * are checked in Chromium (tests/e2e/ad-images.spec.ts).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture, US_ACCOUNT } from '@/mocks/fixtures/rewards';
import { ASSET_CDN_ORIGIN } from '@/mocks/seed/sample-images';
import { TEST_ORIGIN } from '@/mocks/server/testing';
import { setupTestBackend } from '@/testing/backend';
import { faultCases } from '@/testing/faults';
import { ADMIN } from '@/testing/personas';
import { renderWithProviders } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { cropBoundsFor, cropProblem, type Crop } from '../crop-rules';
import { IMAGE_MAX_BYTES, IMAGE_SIZE, type UploadCategory } from '../image-file-rules';
import { ImageProblem } from '../image-problem';
import { decodeImage, reannotatedLogoFile, uploadFiles, type DecodedImage } from '../image-processing';
import type { ImageValue } from '../image-value';
import { ImageField } from './ImageField';

vi.mock('../image-processing', () => ({ decodeImage: vi.fn(), uploadFiles: vi.fn(), reannotatedLogoFile: vi.fn() }));

const stack = setupTestBackend(fixture);

/** A PNG's signature and IHDR: all the server reads of a file. */
function png(width: number, height: number, name: string): File {
  const bytes = new Uint8Array(new ArrayBuffer(64));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

const photo = (size = 1000, type = 'image/jpeg', name = 'photo.jpg') =>
  new File([new Uint8Array(size)], name, { type });

function decoded(width: number, height: number): DecodedImage {
  return { width, height, source: { close: vi.fn() } as unknown as ImageBitmap };
}

const PREVIOUS: ImageValue = {
  imageId: 777,
  url: 'blob:previous',
  externalUrl: 'https://assets.example.com/images/777.png',
  versions: [],
};

const changes: (ImageValue | null)[] = [];

/** The field as a form holds it, with the redeeming-merchant annotation the form would pass (NS-55). */
function Harness({ category, initial }: { category: UploadCategory; initial: ImageValue | null }) {
  const [value, setValue] = useState(initial);
  const [annotation, setAnnotation] = useState('Up to 10% back');
  return (
    <>
      <ImageField
        accountId={US_ACCOUNT}
        category={category}
        label={category === 'Hero' ? 'Hero image' : 'Logo'}
        value={value}
        annotation={annotation}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setAnnotation('Up to 20% back');
        }}
      >
        Annotate with 20%
      </button>
    </>
  );
}

function renderField(category: UploadCategory = 'Hero', initial: ImageValue | null = PREVIOUS) {
  const view = renderWithProviders(<Harness category={category} initial={initial} />, { persona: ADMIN });
  // user-event's default would drop a file the input's `accept` refuses; the field must refuse it itself.
  const files = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => files.upload(fileInput(category === 'Hero' ? 'Hero image' : 'Logo'), file);
  return { ...view, choose };
}

/** The drop zone's hidden native input: what the picker fills once the zone (or Replace) opens it. */
function fileInput(label: string): HTMLInputElement {
  const input = screen
    .getByLabelText(label)
    .closest('[data-slot="file-drop-zone"]')
    ?.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no file input in the ${label} field`);
  return input;
}

/** The multipart bodies the app sent to the upload. */
function uploads(requests: ReturnType<typeof recordRequests>) {
  return requests({ path: '/api/v2/advertiser-assets/images' }).map(({ url, body, headers }) => ({
    url,
    body: body as FormData,
    headers,
  }));
}

const fieldMessage = () => screen.getByLabelText('Hero image').getAttribute('aria-describedby') ?? '';
const errorText = () => {
  const id = fieldMessage()
    .split(' ')
    .find((candidate) => candidate.endsWith('-error'));
  return id === undefined ? '' : (document.getElementById(id)?.textContent ?? '');
};

beforeEach(() => {
  changes.length = 0;
  // jsdom has no scrolling; react-image-crop scrolls its corners into view when one takes focus.
  Object.defineProperty(Element.prototype, 'scrollTo', { configurable: true, value: vi.fn() });
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => `blob:test/${String((next += 1))}`),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.mocked(decodeImage).mockResolvedValue(decoded(4000, 3000));
  vi.mocked(uploadFiles).mockImplementation((_image, _crop, category) =>
    Promise.resolve(
      category === 'Hero'
        ? { image: png(1200, 627, 'photo-1200x627.png') }
        : { image: png(627, 627, 'logo-627x627.png'), annotatedLogo: png(128, 128, 'logo-annotated-128x128.png') },
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const previousShown = () =>
  expect(screen.getByRole('img', { name: 'Hero image: the uploaded image' })).toHaveAttribute('src', 'blob:previous');

describe('refusals before any upload, each with its own message; the previous image stays', () => {
  it('AD-023 a file over 2 MB (2,097,152 bytes, NS-56) is refused before it is read', async () => {
    const requests = recordRequests();
    const { choose } = renderField();
    await choose(photo(IMAGE_MAX_BYTES + 1));
    expect(errorText()).toBe('“photo.jpg” is 2 MB. Images may be at most 2 MB.');
    await choose(photo(3 * 1024 * 1024));
    expect(errorText()).toBe('“photo.jpg” is 3 MB. Images may be at most 2 MB.');
    expect(decodeImage).not.toHaveBeenCalled();
    expect(uploads(requests)).toEqual([]);
    expect(changes).toEqual([]);
    previousShown();
  });

  it('a file that is not a PNG or JPEG is refused with its own message', async () => {
    const { choose } = renderField();
    await choose(photo(500, 'image/gif', 'anim.gif'));
    expect(errorText()).toBe('“anim.gif” is not a PNG or JPEG image. Choose a PNG or JPEG file.');
    expect(decodeImage).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('a corrupt image (it does not decode) is refused with its own message', async () => {
    vi.mocked(decodeImage).mockRejectedValue(new ImageProblem('corrupt'));
    const { choose } = renderField();
    await choose(photo(500, 'image/png', 'broken.png'));
    expect(await screen.findByText(/could not be read as an image/)).toHaveTextContent(
      '“broken.png” could not be read as an image: the file is damaged or not an image.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    previousShown();
  });

  it('AD-021 an image smaller than the hero size (1200×627) is refused: it would have to be enlarged', async () => {
    vi.mocked(decodeImage).mockResolvedValue(decoded(1000, 800));
    const { choose } = renderField();
    await choose(photo());
    expect(await screen.findByText(/needs at least/)).toHaveTextContent(
      '“photo.jpg” is 1000 × 800 pixels. A hero image needs at least 1200 × 627 pixels.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('issue 24 the drop zone', () => {
  const zone = () => screen.getByRole('button', { name: 'Hero image' });

  it('an empty field is one labelled zone, with no native file control in sight; a PNG or JPEG dropped on it opens the cropper', async () => {
    renderField('Hero', null);
    expect(zone()).toHaveTextContent('Drop a PNG or JPEG here, or click to choose one');
    expect(zone()).toHaveAccessibleDescription(/1200 × 627 pixels after cropping; PNG or JPEG, at most 2 MB/);
    expect(fileInput('Hero image')).not.toBeVisible();
    expect(screen.queryByText(/No file chosen|Choose File/)).not.toBeInTheDocument();
    fireEvent.drop(zone(), { dataTransfer: { files: [photo()] } });
    expect(await screen.findByRole('dialog', { name: 'Crop the hero image' })).toBeInTheDocument();
  });

  it('a file of another type dropped on it is refused with its message at the field, and nothing is read', async () => {
    renderField('Hero', null);
    fireEvent.drop(zone(), { dataTransfer: { files: [photo(500, 'image/gif', 'anim.gif')] } });
    expect(zone()).toHaveAccessibleDescription(
      expect.stringContaining('“anim.gif” is not a PNG or JPEG image. Choose a PNG or JPEG file.') as string,
    );
    expect(zone()).toBeInvalid();
    expect(decodeImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter on the zone opens the file picker', async () => {
    const { user } = renderField('Hero', null);
    const opened = vi.fn();
    fileInput('Hero image').addEventListener('click', opened);
    await user.tab();
    expect(zone()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('after the upload the zone is the picture with Replace and Remove; Replace opens the picker, Remove empties the field', async () => {
    const { user, choose } = renderField('Hero', null);
    await choose(photo());
    await user.click(await screen.findByRole('button', { name: 'Crop and upload' }));
    const picture = await screen.findByRole('img', { name: 'Hero image: the uploaded image' });
    expect(picture).toHaveAttribute('src', changes[0]?.url);
    expect(screen.queryByText('Drop a PNG or JPEG here, or click to choose one')).not.toBeInTheDocument();
    const replace = screen.getByRole('button', { name: 'Replace Hero image' });
    expect(replace).toHaveTextContent('Replace');
    // The field's label now names Replace, so a click on the label chooses another file too.
    expect(screen.getByLabelText('Hero image')).toBe(replace);
    const opened = vi.fn();
    fileInput('Hero image').addEventListener('click', opened);
    await user.click(replace);
    expect(opened).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove Hero image' }));
    expect(changes.at(-1)).toBeNull();
    expect(screen.queryByRole('img', { name: 'Hero image: the uploaded image' })).not.toBeInTheDocument();
    expect(zone()).toHaveTextContent('Drop a PNG or JPEG here, or click to choose one');
  });
});

describe('the cropper', () => {
  async function openCropper(category: UploadCategory = 'Hero') {
    const view = renderField(category);
    await view.choose(photo());
    const dialog = await screen.findByRole('dialog', {
      name: category === 'Hero' ? 'Crop the hero image' : 'Crop the logo',
    });
    return { ...view, dialog };
  }
  const status = () => screen.getByText(/^Crop: /).textContent;
  const press = (
    name: string,
    key: string,
    modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
  ) => {
    fireEvent.keyDown(screen.getByRole(name === AREA ? 'group' : 'button', { name }), { key, ...modifiers });
  };
  const AREA = 'Crop area (arrow keys move it)';
  const HANDLE = 'Bottom-right corner of the crop area (arrow keys resize it)';
  const TOP_LEFT = 'Top-left corner of the crop area (arrow keys resize it)';
  const TOP = 'Top edge of the crop area (arrow keys resize it)';

  it('AD-026 AD-021 starts with the largest crop in the hero aspect ratio (1200:627), centred in the image', async () => {
    await openCropper();
    // 4000 wide → 4000 / (1200 / 627) = 2090 high, centred in 3000.
    expect(status()).toBe('Crop: 4000 × 2090 pixels at 0, 455');
    expect(screen.getByLabelText('Width (pixels)')).toHaveValue(4000);
    expect(screen.getByLabelText('Height (pixels)')).toHaveValue(2090);
  });

  it('AD-027 the arrow keys move the crop area by 1, by 10 with Shift and by 100 with Ctrl or Cmd, stopping at the edges', async () => {
    const { user } = await openCropper();
    // Make room to move sideways: shrink by 1000 pixels on the handle (Ctrl: 100 a press).
    for (let press10 = 0; press10 < 10; press10 += 1) press(HANDLE, 'ArrowLeft', { ctrlKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 0, 455');
    press(AREA, 'ArrowRight');
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 1, 455');
    press(AREA, 'ArrowRight', { shiftKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 11, 455');
    press(AREA, 'ArrowRight', { ctrlKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 111, 455');
    press(AREA, 'ArrowDown', { metaKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 111, 555');
    press(AREA, 'ArrowUp', { shiftKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 111, 545');
    // The edges stop it: 4000 − 3000 = 1000 to the right, 3000 − 1568 = 1432 down.
    for (let step = 0; step < 20; step += 1) press(AREA, 'ArrowRight', { ctrlKey: true });
    for (let step = 0; step < 20; step += 1) press(AREA, 'ArrowDown', { ctrlKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 1000, 1432');
    for (let step = 0; step < 20; step += 1) press(AREA, 'ArrowLeft', { metaKey: true });
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 0, 1432');
    // The keyboard reaches the crop area and then its corners and edges with Tab.
    screen.getByRole('group', { name: AREA }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: TOP_LEFT })).toHaveFocus();
  });

  it('AD-026 AD-027 the resize handle keeps the aspect ratio, the minimum (the hero size) and the image as maximum', async () => {
    await openCropper();
    press(HANDLE, 'ArrowLeft');
    expect(status()).toBe('Crop: 3999 × 2089 pixels at 0, 455');
    press(HANDLE, 'ArrowLeft', { shiftKey: true });
    expect(status()).toBe('Crop: 3989 × 2084 pixels at 0, 455');
    for (let step = 0; step < 40; step += 1) press(HANDLE, 'ArrowLeft', { ctrlKey: true });
    expect(status()).toBe('Crop: 1200 × 627 pixels at 0, 455');
    for (let step = 0; step < 40; step += 1) press(HANDLE, 'ArrowRight', { ctrlKey: true });
    expect(status()).toBe('Crop: 4000 × 2090 pixels at 0, 455');
  });

  it('AD-027 issue 24 keys on any corner or edge resize from it: the opposite corner stays, an edge keeps the centre, the aspect ratio holds', async () => {
    await openCropper();
    for (let step = 0; step < 10; step += 1) press(TOP_LEFT, 'ArrowRight', { ctrlKey: true });
    // 1000 narrower from the left: the bottom-right corner stays at 4000, 2545.
    expect(status()).toBe('Crop: 3000 × 1568 pixels at 1000, 977');
    press(TOP, 'ArrowDown', { ctrlKey: true });
    // The top edge 100 down: the height leads, the width follows (1200:627) around the same centre.
    expect(status()).toBe('Crop: 2809 × 1468 pixels at 1096, 1077');
    press(TOP, 'ArrowUp', { shiftKey: true });
    expect(status()).toBe('Crop: 2828 × 1478 pixels at 1087, 1067');
    // Not below the hero size, whichever side pulls.
    for (let step = 0; step < 40; step += 1) press(TOP_LEFT, 'ArrowDown', { ctrlKey: true });
    expect(status()).toBe('Crop: 1200 × 627 pixels at 2715, 1918');
  });

  it('AD-026 issue 24 the crop sent after keys on every corner and edge is the one shown and keeps the rules', async () => {
    const { user } = await openCropper();
    const sides = [
      'Top-left corner',
      'Top edge',
      'Top-right corner',
      'Right edge',
      'Bottom-right corner',
      'Bottom edge',
      'Bottom-left corner',
      'Left edge',
    ];
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
    sides.forEach((side, index) => {
      for (let step = 0; step < 3; step += 1)
        press(`${side} of the crop area (arrow keys resize it)`, keys[(index + step) % 4] ?? 'ArrowLeft', {
          ctrlKey: step % 2 === 0,
          shiftKey: true,
        });
      press(AREA, keys[index % 4] ?? 'ArrowLeft', { ctrlKey: true });
    });
    const [, width, height, x, y] = /^Crop: (\d+) × (\d+) pixels at (\d+), (\d+)$/.exec(status()) ?? [];
    await user.click(screen.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => {
      expect(uploadFiles).toHaveBeenCalled();
    });
    const sent = vi.mocked(uploadFiles).mock.calls[0]?.[1];
    expect(sent).toEqual({ x: Number(x), y: Number(y), width: Number(width), height: Number(height) });
    expect(sent && cropProblem(sent, cropBoundsFor({ width: 4000, height: 3000 }, IMAGE_SIZE.Hero))).toBeUndefined();
    expect(Math.abs((sent?.width ?? 0) / (sent?.height ?? 1) - 1200 / 627)).toBeLessThan(0.002);
  });

  it('issue 24 the zoom enlarges the picture in steps up to 400 %, by the buttons or the slider; the crop stays', async () => {
    const { user } = await openCropper();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveAttribute('aria-valuetext', '150%');
    // 1.5 times the width that fits (the whole picture, at most half the viewport high).
    const picture = screen.getByRole('img', { name: 'The image to crop' }).closest<HTMLElement>('.ReactCrop');
    expect(picture?.style.width).toMatch(/^calc\(1\.5 \* min\(100%, /);
    for (let step = 0; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveAttribute('aria-valuetext', '400%');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    fireEvent.change(zoom, { target: { value: '2' } });
    expect(zoom).toHaveAttribute('aria-valuetext', '200%');
    expect(status()).toBe('Crop: 4000 × 2090 pixels at 0, 455');
  });

  it('AD-026 a zero-size crop has its own message and cannot be applied; a width outside the bounds names them', async () => {
    const { user, dialog } = await openCropper();
    const width = screen.getByLabelText('Width (pixels)');
    await user.clear(width);
    await user.type(width, '0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The crop area has no size. Give it a width and a height.',
    );
    expect(screen.getByRole('button', { name: 'Crop and upload' })).toBeDisabled();
    await user.clear(width);
    await user.type(width, '900');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The crop width must be between 1200 and 4000 pixels.');
    expect(screen.getByRole('button', { name: 'Crop and upload' })).toBeDisabled();
    await user.clear(width);
    await user.type(width, '2400');
    expect(screen.getByLabelText('Height (pixels)')).toHaveValue(1254);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('AD-024 applying resizes the chosen crop and uploads it as multipart accountId, imageCategory, incomingImage; the answer with its versions is the value', async () => {
    const requests = recordRequests();
    const { user } = await openCropper();
    press(HANDLE, 'ArrowLeft', { ctrlKey: true });
    press(AREA, 'ArrowRight', { shiftKey: true });
    await user.click(screen.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => {
      expect(changes).toHaveLength(1);
    });
    const crop: Crop = { x: 10, y: 455, width: 3900, height: 2038 };
    expect(uploadFiles).toHaveBeenCalledWith(expect.anything(), crop, 'Hero', 'photo.jpg', 'Up to 10% back');
    const [sent] = uploads(requests);
    expect([...(sent?.body.keys() ?? [])]).toEqual(['accountId', 'imageCategory', 'incomingImage']);
    expect(sent?.body.get('accountId')).toBe(String(US_ACCOUNT));
    expect(sent?.body.get('imageCategory')).toBe('Hero');
    expect((sent?.body.get('incomingImage') as File).name).toBe('photo-1200x627.png');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const [value] = changes;
    const stored = stack.store.db.images.find((image) => image.id === value?.imageId);
    expect(stored).toMatchObject({ imageCategory: 'Hero', width: 1200, height: 627, accountId: US_ACCOUNT });
    // The asset as the server answered it: the backend keeps the bytes, so its URLs are on its origin.
    const served = (url = '') => url.replace(ASSET_CDN_ORIGIN, TEST_ORIGIN);
    expect(value).toEqual({
      imageId: stored?.id,
      url: expect.stringMatching(/^blob:/) as string,
      externalUrl: served(stored?.externalUrl),
      versions: stored?.versions.map((version) => ({ ...version, externalUrl: served(version.externalUrl) })),
    });
    expect(value?.versions[0]?.id).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Hero image: the uploaded image' })).toHaveAttribute('src', value?.url);
  });

  it('AD-022 AD-024 a logo uploads the logo and then its annotated logo, both in the value and shown; another annotation redraws it (NS-55)', async () => {
    const requests = recordRequests();
    const { user } = await openCropper('Logo');
    expect(status()).toBe('Crop: 3000 × 3000 pixels at 500, 0');
    await user.click(screen.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => {
      expect(changes).toHaveLength(1);
    });
    expect(uploads(requests).map(({ body }) => body.get('imageCategory'))).toEqual(['Logo', 'AnnotatedLogo']);
    const [value] = changes;
    const annotated = stack.store.db.images.find((image) => image.id === value?.annotatedLogo?.imageId);
    expect(annotated).toMatchObject({ imageCategory: 'AnnotatedLogo', width: 128, height: 128 });
    expect(screen.getByRole('img', { name: 'Annotated logo' })).toHaveAttribute('src', value?.annotatedLogo?.url);

    // NS-55: another annotation draws the annotated logo again from this logo and uploads it; the logo stays.
    vi.mocked(reannotatedLogoFile).mockResolvedValue(png(128, 128, 'logo-627x627-annotated-128x128.png'));
    await user.click(screen.getByRole('button', { name: 'Annotate with 20%' }));
    await waitFor(() => {
      expect(changes).toHaveLength(2);
    });
    expect(reannotatedLogoFile).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'logo-627x627.png' }),
      'Up to 20% back',
    );
    expect(uploads(requests).map(({ body }) => body.get('imageCategory'))).toEqual([
      'Logo',
      'AnnotatedLogo',
      'AnnotatedLogo',
    ]);
    const [, again] = changes;
    expect(again?.imageId).toBe(value?.imageId);
    expect(again?.annotatedLogo?.imageId).not.toBe(value?.annotatedLogo?.imageId);
    expect(screen.getByRole('img', { name: 'Annotated logo' })).toHaveAttribute('src', again?.annotatedLogo?.url);
  });
});

describe('resize errors (AD-025) and upload failures leave the previous image', () => {
  async function cropAndApply() {
    const view = renderField();
    await view.choose(photo());
    await screen.findByRole('dialog');
    await view.user.click(screen.getByRole('button', { name: 'Crop and upload' }));
    return view;
  }

  it('AD-025 a zero output size gives the invalid-output-size message', async () => {
    vi.mocked(uploadFiles).mockRejectedValue(new ImageProblem('invalid-output-size'));
    await cropAndApply();
    expect(await screen.findByText(/output size is invalid/)).toHaveTextContent(
      'The image could not be resized: the output size is invalid (its width or height is zero).',
    );
    expect(changes).toEqual([]);
    previousShown();
  });

  it('AD-025 pixel data blocked by fingerprinting protection gives its own message', async () => {
    vi.mocked(uploadFiles).mockRejectedValue(new ImageProblem('pixel-data-blocked'));
    await cropAndApply();
    expect(await screen.findByText(/fingerprinting protection/)).toHaveTextContent(
      'The browser blocked reading the image’s pixels, as fingerprinting protection does.',
    );
    expect(changes).toEqual([]);
    previousShown();
  });

  for (const fault of faultCases('save')) {
    it(`AD-024 upload failure (${fault.name}): the message says so and the previous image stays`, async () => {
      fault.arm(stack.backend, { email: ADMIN.email, path: '/advertiser-assets/images', method: 'POST' });
      await cropAndApply();
      expect(await screen.findByText(/The hero image was not uploaded/)).toHaveTextContent(fault.text);
      expect(changes).toEqual([]);
      previousShown();
    });
  }

  it('AD-024 after a failed upload "Try the upload again" sends the same file with the same Idempotency-Key', async () => {
    const seededImageIds = stack.store.db.images.map((image) => image.id);
    const requests = recordRequests();
    faultCases('save')[0]?.arm(stack.backend, {
      email: ADMIN.email,
      path: '/advertiser-assets/images',
      method: 'POST',
    });
    const { user } = await cropAndApply();
    await user.click(await screen.findByRole('button', { name: 'Try the upload again' }));
    await waitFor(() => {
      expect(changes).toHaveLength(1);
    });
    const [first, second] = uploads(requests);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body.get('incomingImage')).toBe(first?.body.get('incomingImage'));
    // Stored once: the seed's images and this one.
    expect(stack.store.db.images.map((image) => image.id)).toEqual([...seededImageIds, changes[0]?.imageId]);
  });
});
