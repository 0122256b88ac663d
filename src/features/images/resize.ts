/**
 * The resize of an ad image in the browser with pica (part 2 §9, AD-025, AD-028): tiles of 1024
 * pixels, at most 4 workers, an unsharp radius capped at 2 and a quality of 0 to 3. A zero output
 * size is the invalid-output-size error; canvas pixels that cannot be read back as written
 * (fingerprinting protection) are the pixel-data-blocked error.
 *
 * The workers load pica's own worker file from the app's origin (`?url`), not a blob: URL, and run
 * pica's JavaScript maths (no WebAssembly): the Content-Security-Policy allows neither blob:
 * scripts nor WebAssembly compilation.
 */
import createPica, { type Pica } from 'pica/pica_main';
import picaWorkerUrl from 'pica/pica_worker?url';
import type { Crop } from './crop-rules';
import type { PixelSize } from './image-file-rules';
import { ImageProblem } from './image-problem';

export type ResizeQuality = 0 | 1 | 2 | 3;

/** The settings the spec fixes (AD-028) and the ones this app chose within them. */
export const RESIZE_SETTINGS = {
  /** Tile size in pixels. */
  tile: 1024,
  /** At most this many workers, fewer on a machine with fewer cores. */
  maxWorkers: 4,
  /** The unsharp mask's radius never goes above this. */
  maxUnsharpRadius: 2,
  /** 3: Lanczos with a 3-pixel window, pica's best. */
  quality: 3 as ResizeQuality,
  unsharpAmount: 80,
  unsharpRadius: 0.6,
  unsharpThreshold: 2,
} as const;

export interface ResizeOptions {
  quality?: number;
  unsharpAmount?: number;
  unsharpRadius?: number;
  unsharpThreshold?: number;
}

/** pica's constructor options for a machine with `cores` logical cores. */
export function picaOptions(cores: number) {
  return {
    tile: RESIZE_SETTINGS.tile,
    concurrency: Math.max(1, Math.min(RESIZE_SETTINGS.maxWorkers, cores)),
    features: ['js', 'ww'] as ('js' | 'ww')[],
    workerURL: picaWorkerUrl,
  };
}

let resizer: Pica | undefined;
function picaInstance(): Pica {
  resizer ??= createPica(picaOptions(navigator.hardwareConcurrency || 1));
  return resizer;
}

/**
 * Whether this page may read canvas pixels: writes two known pixels and reads them back, as pica
 * does. Fingerprinting protection makes getImageData throw or answer other values.
 */
export function canReadPixels(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return false;
    const written = context.createImageData(2, 1);
    written.data.set([12, 23, 34, 255, 45, 56, 67, 255]);
    context.putImageData(written, 0, 0);
    const read = context.getImageData(0, 0, 2, 1).data;
    return written.data.every((value, index) => read[index] === value);
  } catch {
    return false;
  }
}

function checkedQuality(quality: number): ResizeQuality {
  if (quality === 0 || quality === 1 || quality === 2 || quality === 3) return quality;
  throw new ImageProblem('invalid-quality', `Resize quality must be 0 to 3, got ${String(quality)}`);
}

/** pica's own errors for the two cases, in case they reach it first. */
function asImageProblem(error: unknown): unknown {
  if (error instanceof ImageProblem) return error;
  if (error instanceof Error) {
    if (error.message.startsWith('Invalid output size')) return new ImageProblem('invalid-output-size', error.message);
    if ((error as Error & { code?: string }).code === 'ERR_GET_IMAGE_DATA')
      return new ImageProblem('pixel-data-blocked', error.message);
  }
  return error;
}

export function newCanvas({ width, height }: PixelSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new ImageProblem('pixel-data-blocked', 'No 2D canvas context');
  return context;
}

/**
 * The `crop` of `source` resized to `target` (a new canvas). Rejects with an ImageProblem:
 * invalid-output-size, invalid-quality or pixel-data-blocked.
 */
export async function resizeImage(
  source: CanvasImageSource,
  crop: Crop,
  target: PixelSize,
  options: ResizeOptions = {},
): Promise<HTMLCanvasElement> {
  try {
    const quality = checkedQuality(options.quality ?? RESIZE_SETTINGS.quality);
    if (!(target.width > 0) || !(target.height > 0) || !(crop.width > 0) || !(crop.height > 0))
      throw new ImageProblem('invalid-output-size', `Invalid output size: ${target.width}x${target.height}`);
    if (!canReadPixels()) throw new ImageProblem('pixel-data-blocked');
    const cropped = newCanvas(crop);
    context2d(cropped).drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
    const resized = await picaInstance().resize(cropped, newCanvas(target), {
      quality,
      unsharpAmount: options.unsharpAmount ?? RESIZE_SETTINGS.unsharpAmount,
      unsharpRadius: Math.min(options.unsharpRadius ?? RESIZE_SETTINGS.unsharpRadius, RESIZE_SETTINGS.maxUnsharpRadius),
      unsharpThreshold: options.unsharpThreshold ?? RESIZE_SETTINGS.unsharpThreshold,
    });
    cropped.width = cropped.height = 0;
    return resized;
  } catch (error) {
    throw asImageProblem(error);
  }
}
